import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { positionLoad } from './balance.js';
import { greedy } from './beam-search.js';
import { unitsPerColumn, type Cargo } from './cargo.js';
import type { SearchContext, StowStyle } from './moves.js';
import { blocksWithin, toPlacements } from './search-context.js';
import { SearchState } from './search-state.js';
import type { WorkMeter } from '../../search/budget.js';
import { loadVoidShare, VOID_PCT } from '../../reports/pack-checks-voids.js';
import { reseatHeld } from './held-reseat.js';
import { lowerColumns } from './lower-columns.js';
import { settleColumns } from './settle-columns.js';
import { betterStow, measureStow, type StowMeasure } from './stow-objective.js';
import { buildShortStow } from './short-stow.js';
import { buildSectionStow } from './section-stow.js';
import { buildWallStow } from './wall-stow.js';
import { CAP_STEP } from './wall-stack.js';

/**
 * The second objective, once everything is placed: more complete stows are built within the
 * same work budget, and the best by stow-objective.ts is kept (the volume plan is the first
 * candidate, so nothing placed is ever given up). Candidates, in order:
 * - the section stow (section-stow.ts): full-width slabs of one item stacked into sections of a
 *   common height, heavy units low, then (unless the first was perfect) dense slabs low; when it
 *   is void-free, balanced, with no free-standing column and no heavy unit on a light one,
 *   nothing can beat it on the keys before the CoG height and the search ends;
 * - wall stows (wall-stow.ts): rows of level stacks across the width from the front wall,
 *   under ceilings of 100 % down to 30 % of the internal height, with caps up to 10 cm
 *   narrower than their stacks, then again with caps flush with their stacks;
 * - short stows (short-stow.ts), under the same ceilings: block building in the shortest
 *   container that holds every unit, for cartons that stack in layers of different footprints;
 * - only when the best so far has a free-standing column: held wall stows, whose rows of
 *   square or turned cartons are built low enough never to tip before a row gives up that
 *   rule, and whose rows are then ordered so that each stands between rows that hold it
 *   (row-order.ts); then, if a column is still left, again with cartons that tip even alone
 *   (square, taller than twice their side) standing one high in rows whose depth they fill: the
 *   best of these competes only at the end, when the steps below still leave a column;
 * - only when no wall stow is balanced with no free-standing column (loads with unload zones
 *   or keep-together groups, which the walls do not build, or walls that do not fit): greedy
 *   block stows, walls across the width from the back with heavy units kept under light ones,
 *   under the full height and lower ceilings, and the volume search's own construction with
 *   heavy kept low, reusing the volume search's simple blocks (those low enough for the ceiling);
 * - only when the best still has a free-standing column: its columns settled (settle-columns.ts),
 *   and, if one still stands free, settled again measuring more seats per column, then each
 *   column left lifted off whole and set down where it is held (held-reseat.ts); when one is
 *   still left, the best one-high held wall stow, settled and re-seated the same way, is kept
 *   when it measures better; when one is still left, stacks standing above their neighbours
 *   are brought down, their top cartons set on the floor at an end of the load (lower-columns.ts).
 * Every candidate is positioned for balance (balance.ts) before it is measured.
 */

interface StowVariant {
  readonly style: StowStyle;
  /** Share of the internal height the variant may use. */
  readonly heightShare: number;
}

/** Full-height variants first: they share the volume search's blocks as they are. */
const VARIANTS: readonly StowVariant[] = [
  { style: { walls: true, heavyLow: true }, heightShare: 1 },
  { style: { walls: false, heavyLow: true }, heightShare: 1 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.7 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.45 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.3 },
];

/** Ceilings (shares of the internal height) of the wall stows (wall-stow.ts): full height first. */
const WALL_HEIGHTS: readonly number[] = [1, 0.7, 0.6, 0.5, 0.4, 0.3];

/** Seats per column top the wider settling measures (settle-columns.ts measures 6). */
const WIDE_SEATS = 24;

/** Work charged per box measured (contacts, columns, balance). */
const MEASURE_WORK = 40;

/** `ctx` is the volume search's simple-block context; `volumePlan` places every unit. */
export function chooseStow(problem: Problem, ctx: SearchContext, volumePlan: readonly Placement[]): Placement[] {
  const units = volumePlan.length;
  let best = positionLoad(problem, volumePlan);
  let bestMeasure = measureStow(problem, best);
  // the balanced candidate with the smallest envelope, even with free-standing columns: settled, it may beat the best
  let compact: { boxes: Placement[]; measure: StowMeasure } | null = null;
  let last: { boxes: Placement[]; measure: StowMeasure } | null = null;
  const consider = (built: Placement[] | null, compete: boolean) => {
    ctx.meter.spend(MEASURE_WORK * units);
    if (!built || built.length !== units) return;
    const positioned = positionLoad(problem, built);
    const m = measureStow(problem, positioned);
    last = { boxes: positioned, measure: m };
    if (!compete) return;
    if (m.balance === 0 && (!compact || m.envelope < compact.measure.envelope))
      compact = { boxes: positioned, measure: m };
    if (betterStow(m, bestMeasure)) {
      best = positioned;
      bestMeasure = m;
    }
  };
  // a candidate starts only when the budget left covers the dearest one so far: one build can cost
  // thousands of units, and a small budget (consolidation's many runs) must not be overrun by one
  let dearest = 0;
  const attempt = (build: () => Placement[] | null, compete = true): boolean => {
    if (ctx.meter.exhausted || ctx.meter.left < dearest) return false;
    const before = ctx.meter.used;
    consider(build(), compete);
    dearest = Math.max(dearest, ctx.meter.used - before);
    return true;
  };
  const perfect = () =>
    bestMeasure.balance === 0 &&
    bestMeasure.freeStanding === 0 &&
    bestMeasure.heavyOverLight === 0 &&
    bestMeasure.envelope <= ctx.cargo.cargoVolume;
  attempt(() => buildSectionStow(ctx.cargo, problem.space.door, ctx.cargo.H, ctx.meter));
  if (!perfect()) attempt(() => buildSectionStow(ctx.cargo, problem.space.door, ctx.cargo.H, ctx.meter, true));
  if (perfect()) return best;
  for (const share of WALL_HEIGHTS) {
    if (!attempt(() => buildWallStow(problem, ctx.cargo, Math.floor(ctx.cargo.H * share), ctx.meter))) break;
  }
  // again with caps flush with their stacks: no gap between tops across the row, so fewer faces need dunnage
  for (const share of WALL_HEIGHTS) {
    if (!attempt(() => buildWallStow(problem, ctx.cargo, Math.floor(ctx.cargo.H * share), ctx.meter, 0))) break;
  }
  for (const share of WALL_HEIGHTS) {
    if (!attempt(() => buildShortStow(ctx, Math.floor(ctx.cargo.H * share)))) break;
  }
  // columns left: walls built lower and longer where square cartons would tower, rows ordered so each is held
  if (bestMeasure.freeStanding > 0) {
    for (const share of WALL_HEIGHTS) {
      if (!attempt(() => buildWallStow(problem, ctx.cargo, Math.floor(ctx.cargo.H * share), ctx.meter, CAP_STEP, true)))
        break;
    }
  }
  // still a column: held walls again with cartons that tip even alone standing one high, in rows whose depth they fill
  // (wall-row.ts); the best of them competes only after the steps below, when those leave a column
  let oneHigh: { boxes: Placement[]; measure: StowMeasure } | null = null;
  const walls = !ctx.cargo.phases.some((p) => p.group !== -1);
  for (const share of walls && bestMeasure.freeStanding > 0 ? WALL_HEIGHTS : []) {
    last = null;
    if (
      !attempt(
        () => buildWallStow(problem, ctx.cargo, Math.floor(ctx.cargo.H * share), ctx.meter, CAP_STEP, true, true),
        false,
      )
    )
      break;
    const built = last as { boxes: Placement[]; measure: StowMeasure } | null;
    if (built && (!oneHigh || betterStow(built.measure, oneHigh.measure))) oneHigh = built;
    if (oneHigh?.measure.freeStanding === 0) break;
  }
  const tighter = compact as { boxes: Placement[]; measure: StowMeasure } | null;
  if (
    tighter &&
    tighter.measure.freeStanding > 0 &&
    tighter.measure.envelope < bestMeasure.envelope &&
    !ctx.meter.exhausted
  ) {
    attempt(() => settleColumns(problem, tighter.boxes, ctx.meter));
  }
  // the block variants and the settling serve loads the walls could not stow balanced and with no free-standing column
  if (bestMeasure.balance === 0 && bestMeasure.freeStanding === 0) return best;
  for (const v of VARIANTS) {
    if (!attempt(() => buildVariant(ctx, v))) break;
  }
  if (bestMeasure.freeStanding === 0) return best;
  best = settleAndReseat(problem, best, ctx.meter);
  bestMeasure = measureStow(problem, best);
  if (bestMeasure.freeStanding === 0) return best;
  if (oneHigh) {
    const finished =
      oneHigh.measure.freeStanding === 0 ? oneHigh.boxes : settleAndReseat(problem, oneHigh.boxes, ctx.meter);
    const m = measureStow(problem, finished);
    if (betterStow(m, bestMeasure)) {
      best = finished;
      bestMeasure = m;
    }
  }
  // still a column: a stack standing above its neighbours is brought down, its top cartons set on the floor at an end
  return bestMeasure.freeStanding > 0
    ? lowerColumns(
        problem,
        best,
        ctx.meter,
        problem.items.map((_, i) => unitsPerColumn(ctx.cargo, i)),
      )
    : best;
}

/** The columns of `boxes` settled, settled wider, then re-seated where held (each step kept only when the stow measures better). */
function settleAndReseat(problem: Problem, boxes: Placement[], meter: WorkMeter): Placement[] {
  const settled = settleColumns(problem, boxes, meter);
  const kept = keepsTightStow(problem, boxes, settled) ? settled : boxes;
  // a column no settling move holds (a carton that tips even alone) has its whole stack set down where it is held
  return reseatHeld(problem, settleWider(problem, kept, meter), meter);
}

/**
 * When columns still stand free after the settling, a second settling that measures WIDE_SEATS
 * seats per column instead of a few: the best-ranked seats are often all on tall plateaus, and
 * a column's top box finds a held seat further down the ranking (on the stow bench, about one
 * plan in seventy kept a credited column). Kept only when the stow measures better and stays tight.
 */
function settleWider(problem: Problem, boxes: Placement[], meter: WorkMeter): Placement[] {
  if (meter.exhausted) return boxes;
  const before = measureStow(problem, boxes);
  if (before.freeStanding === 0) return boxes;
  const wider = settleColumns(problem, boxes, meter, WIDE_SEATS);
  return betterStow(measureStow(problem, wider), before) && keepsTightStow(problem, boxes, wider) ? wider : boxes;
}

/** False when settling turned a stow LOAD_VOIDS passes into one it warns on (spreading boxes can open gaps). */
function keepsTightStow(problem: Problem, before: readonly Placement[], after: readonly Placement[]): boolean {
  const itemOf = (boxes: readonly Placement[]) => boxes.map((b) => problem.items[b.item]);
  const share = (boxes: readonly Placement[]) => loadVoidShare(boxes, itemOf(boxes), problem.space.w).share;
  return share(after) <= VOID_PCT || share(before) > VOID_PCT;
}

/** A greedy stow in the variant's style under a lower ceiling, or null when it cannot hold every unit or the budget ran out. */
function buildVariant(ctx: SearchContext, v: StowVariant): Placement[] | null {
  const cargo = ctx.cargo;
  const H = Math.floor(cargo.H * v.heightShare);
  if (cargo.qty.some((q, i) => q > 0 && !cargo.shapes[i].some((sh) => sh.dy <= H))) return null;
  const blocks = H < cargo.H ? blocksWithin(ctx, cargo.L, H) : ctx.blocks;
  const low: Cargo = H < cargo.H ? { ...cargo, H } : cargo;
  const state = greedy({ ...ctx, cargo: low, blocks, style: v.style }, new SearchState(low));
  return state ? toPlacements(state) : null;
}
