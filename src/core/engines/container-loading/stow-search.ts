import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { axleShortfall } from '../../objectives/stow.js';
import { positionLoad } from './balance.js';
import type { SearchContext } from './moves.js';
import { betterStow, measureStow } from './stow-objective.js';
import { type Stow, type StowMove, stowMoves } from './stow-moves.js';

/**
 * The stow search, once everything is placed. Optimises the stow objective
 * (objectives/stow.ts: balance, axle margin, free-standing columns, heavy-over-light, column
 * height, voids, envelope, CoG height; an integer key, a total order) over complete stows of
 * the same units. Never gives up a placed unit: every candidate places them all, and the
 * volume plan is the first incumbent.
 *
 * Method: one local search. The moves (stow-moves.ts) are constructions (section, wall, short,
 * held and one-high wall stows, greedy block variants, one per ceiling) and repairs of a stow
 * the search holds (settle, settle wider and re-seat, lower columns). Move selection is
 * deterministic: by tiers, then round-robin. Each step takes the lowest tier that has a move
 * able to propose, and every such move of that tier proposes once, in the order of stowMoves
 * (a construction its next ceiling; a repair only when the stow it repairs changed since its
 * last proposal, since repairing the same stow gives the same stow); a repair proposes only
 * while it applies to the incumbent (a repair of free-standing columns does not apply to a
 * stow with none), a construction starts only when it applies and then sweeps its ceilings. So cheap constructions that always compete come first, and costly
 * repairs work on the incumbent they could not replace. Each proposal is positioned for
 * balance (balance.ts), measured (stow-objective.ts) and accepted only when it ranks strictly
 * better than the incumbent (ties keep the incumbent).
 *
 * Stops: when the incumbent cannot be beaten on the keys before the CoG height (balanced,
 * no axle shortfall, no free-standing column, no heavy unit on a light one, an envelope no
 * larger than the cargo); when no move can propose; or when the work budget left is smaller
 * than the dearest proposal so far (one build can cost thousands of work units, and a small
 * budget, as consolidation's many runs have, must not be overrun by one). Work is counted in
 * the builders' own units plus MEASURE_WORK per unit measured (search/budget.ts).
 */

/** Work charged per box measured (contacts, columns, balance). */
const MEASURE_WORK = 40;

/** `ctx` is the volume search's simple-block context; `volumePlan` places every unit. */
export function chooseStow(problem: Problem, ctx: SearchContext, volumePlan: readonly Placement[]): Placement[] {
  const units = volumePlan.length;
  const { meter, cargo } = ctx;
  const start = positionLoad(problem, volumePlan);
  let best: Stow = { boxes: start, measure: measureStow(problem, start) };
  let compact: Stow | null = null;
  const cannotBeBeaten = () => {
    const m = best.measure;
    return (
      m.balance === 0 &&
      axleShortfall(m.axleMargin) === 0 &&
      m.freeStanding === 0 &&
      m.heavyOverLight === 0 &&
      m.envelope <= cargo.cargoVolume
    );
  };
  const moves = stowMoves(problem, ctx);
  const tiers = [...new Set(moves.map((m) => m.tier))].sort((a, b) => a - b);
  const taken = new Map<StowMove, number>(moves.map((m) => [m, 0]));
  const repaired = new Map<StowMove, Stow | null>();
  let dearest = 0;
  let outOfWork = false;

  /** What the move would propose from now, or undefined when it cannot propose. */
  const ready = (move: StowMove): { source: Stow | null } | undefined => {
    const step = taken.get(move) as number;
    if (step >= move.steps || move.spent?.()) return undefined;
    const view = { problem, ctx, best, compact };
    // a construction that applied sweeps all its ceilings: a lower one may beat the stow its first one made
    if ((move.source || step === 0) && !move.applies(view)) return undefined;
    const source = move.source?.(view) ?? null;
    if (move.source && (source === null || repaired.get(move) === source)) return undefined;
    return { source };
  };

  const propose = (move: StowMove, source: Stow | null) => {
    if (meter.exhausted || meter.left < dearest) {
      outOfWork = true;
      return;
    }
    const before = meter.used;
    const step = taken.get(move) as number;
    taken.set(move, step + 1);
    if (move.source) repaired.set(move, source);
    const built = move.propose({ problem, ctx, best, compact }, step);
    meter.spend(MEASURE_WORK * units);
    dearest = Math.max(dearest, meter.used - before);
    if (!built || built.length !== units) return;
    const boxes = positionLoad(problem, built);
    const candidate: Stow = { boxes, measure: measureStow(problem, boxes) };
    if (candidate.measure.balance === 0 && (!compact || candidate.measure.envelope < compact.measure.envelope))
      compact = candidate;
    if (betterStow(candidate.measure, best.measure)) best = candidate;
  };

  while (!outOfWork && !cannotBeBeaten()) {
    const tier = tiers.find((t) => moves.some((m) => m.tier === t && ready(m) !== undefined));
    if (tier === undefined) break;
    for (const move of moves) {
      if (move.tier !== tier || outOfWork || cannotBeBeaten()) continue;
      const next = ready(move);
      if (next) propose(move, next.source);
    }
  }
  return best.boxes;
}
