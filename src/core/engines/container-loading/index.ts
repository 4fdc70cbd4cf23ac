/**
 * Container loading: loads one container or truck body, maximising the loaded volume, then
 * (pack service tuning) planning the load a crew would sign: balanced, compact, heavy low.
 *
 * Method (block building with beam search):
 * - free space is kept as maximal flat rectangles of the load's height map (free-space.ts),
 *   so every box stands wholly on the floor or on tops at exactly its base height;
 * - moves place blocks: nx × ny × nz copies of one box, and pairs of blocks joined along an
 *   axis (Fanslau & Bortfeldt 2010, "A tree search algorithm for solving the container
 *   loading problem", INFORMS J. Computing 22(2));
 * - spaces are chosen by the corner-distance rule and maximal spaces of Parreño, Alvarez-Valdes,
 *   Oliveira & Tamarit 2008 ("A maximal-space algorithm for the container loading problem");
 * - the search is BSG, a beam search whose nodes are rated by greedy completion, widened
 *   until the work budget is spent (Araya & Riff 2014, "A beam search approach to the container
 *   loading problem", Computers & OR 43), with a volume-minus-lost-volume block score;
 * - the beam remembers completions by the moves that led to them, so none is computed twice;
 * - when not everything fits, the plan's tail is rebuilt with heavy units kept low where that
 *   gives up no volume (heavy-low.ts, weighted loads of the pack service);
 * - when the payload cut units, the weight left free is refilled (refill.ts);
 * - keep-together groups without unload zones are first built as sections, one zone per group
 *   (group-sections.ts), with half the budget; the group build gets the rest when that leaves
 *   units out, and the plan finding room for more volume is kept;
 * - a valid plan to start from (options.startPlan) replaces the search's when it places more
 *   volume, and skips the search when it places everything;
 * - for /api/pack (PACK_TUNING), a partial load that fails balance leaves out a few top units
 *   when that lets COG_HEIGHT and AXLE_LOADS pass (balance-trim.ts), and a weighted load's beam
 *   search ends after a wide pass that found nothing better (beam-search.ts, stopOnStall);
 * - objectives in order: volume first; once everything is placed, the most compact and
 *   stable stow, by one local search over construction and repair moves (stow-search.ts,
 *   stow-moves.ts, objectives/stow.ts); in both cases the load is then positioned for its CoG
 *   and axle limits, keeping an axle margin where it can (balance.ts).
 * Constraints hold by construction: allowed shapes only; stacking limits with the checker's
 * load model; payload (the subset with most volume per gram); keep-together groups as one
 * touching cluster; unload zones as consecutive floors back to front; the door aperture;
 * bottomOnly and maxLayers (layer-rules.ts).
 * Limits: a heuristic (no optimality proof); groups spanning several zones may split off
 * unplaced units; budgets are work units, so times differ between machines; a weighted load
 * keeps HEAVY_LOW_SHARE of the work from the search, which on rare loads then places a little
 * less than the volume-only search would (balance.test.ts).
 */
import type { Placement, Plan, StopReason, StowObjective, UnplacedItem } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import type { SolveOptions } from '../engine.js';
import { positionLoad } from './balance.js';
import { trimForBalance } from './balance-trim.js';
import { beamSearch, greedy, type SearchResult } from './beam-search.js';
import { BlockIndex } from './block-index.js';
import { prepareCargo, type Cargo } from './cargo.js';
import { heavyLowTail } from './heavy-low.js';
import { foundVolume, groupSectionProblem } from './group-sections.js';
import { loadingOrder } from './loading-order.js';
import type { SearchContext } from './moves.js';
import { pairBlocks } from './pair-blocks.js';
import { refill } from './refill.js';
import { SearchState } from './search-state.js';
import {
  INDEX_WORK,
  phaseShapes,
  simpleContext,
  simpleLists,
  toPlacements,
  type ContainerTuning,
} from './search-context.js';
import { chooseStow } from './stow-search.js';

export const CONTAINER_ENGINE = 'container-beam-v1';
export type { ContainerTuning } from './search-context.js';

/** Work units (blocks examined): "default" ≈ 1.4 s and "thorough" ≈ 15-30 s of one core for a BR instance. */
export const CONTAINER_BUDGETS: Record<'default' | 'thorough', number> = {
  default: 100_000_000,
  thorough: 1_000_000_000,
};

/** Share of the work budget that building pair blocks may take. */
const PAIR_SHARE = 0.15;

/** Share of the work kept from the volume search for the heavy-low rebuilds of weighted loads (pack service). */
const HEAVY_LOW_SHARE = 0.05;

/** Work charged per pair tried and per block indexed (allocation and sorting, measured against block scans). */
const TRY_WORK = 4;

export const DEFAULT_TUNING: ContainerTuning = {
  score: { alpha: 0, beta: 1, gamma: 0 },
  perShapeCap: 400,
  minFill: 0.99,
  maxBlocks: 10000,
  beam: { branching: 1, growth: 2 },
};

/** The pack service's tuning: DEFAULT_TUNING with balance and the second objective. */
export const CONTAINER_TUNING: ContainerTuning = { ...DEFAULT_TUNING, objectives: true };

/**
 * The pack endpoint's tuning: CONTAINER_TUNING holding partial loads to balance (balance-trim.ts),
 * and ending a weighted load's volume search after a beam pass of width STALL_WIDTH or more that
 * found nothing better (a bench:balance over-full load: CPU p50 about a fifth, fill 0.5 points less).
 */
export const PACK_TUNING: ContainerTuning = {
  ...CONTAINER_TUNING,
  balanceTrim: true,
  beam: { ...CONTAINER_TUNING.beam, stopOnStall: true },
};

/** Share of the work budget the group-section build may spend before the group build gets the rest. */
const SECTION_SHARE = 0.5;

export function solveContainerLoad(
  problem: Problem,
  options: SolveOptions,
  tuning: ContainerTuning = CONTAINER_TUNING,
): Plan {
  const sections = tuning.objectives ? groupSectionProblem(problem) : null;
  if (!sections) return solveOnce(problem, options, tuning);
  // groups built as sections first (like zones); when that leaves units out, the group build
  // with the rest of the budget, and the plan placing more volume is kept (sections on a tie)
  const budget = options.budget;
  const first = solveOnce(sections, { ...options, budget: { ...budget, work: budget.work * SECTION_SHARE } }, tuning);
  if (first.unplaced.every((u) => u.reason !== 'no_room_found') || first.stats.stoppedBy === 'time_cap') return first;
  const second = solveOnce(
    problem,
    { ...options, budget: { ...budget, work: budget.work - first.stats.work } },
    tuning,
  );
  const work = first.stats.work + second.stats.work;
  const best = foundVolume(problem, second) > foundVolume(problem, first) ? second : first;
  return { ...best, stats: { ...best.stats, work } };
}

function solveOnce(problem: Problem, options: SolveOptions, tuning: ContainerTuning): Plan {
  const meter = new WorkMeter(options.budget);
  const cargo = prepareCargo(problem);
  const start = options.startPlan ? { boxes: options.startPlan, volume: volumeOf(options.startPlan) } : null;
  if (cargo.phases.length === 0) {
    return {
      placements: [],
      unplaced: unplacedItems(problem, cargo, [], 0, []),
      stats: { engine: CONTAINER_ENGINE, work: 0, stoppedBy: 'complete' },
    };
  }
  const simple = simpleLists(cargo, meter, tuning);
  const ctx = simpleContext(
    cargo,
    simple,
    meter,
    tuning,
    tuning.heavyLowBuild ? { walls: false, heavyLow: true } : undefined,
  );
  // most real loads fit with simple blocks in one greedy pass: then there is nothing to search
  // a plan to start from that places every unit the search may load needs no search
  if (start && start.volume === cargo.cargoVolume && start.boxes.length > 0)
    return finish(problem, ctx, cargo, start.boxes.slice(), tuning, meter.used, 'complete', options.budget.isTimeUp);
  const first = greedy(ctx, new SearchState(cargo), true) as SearchState;
  let result: SearchResult = { best: first, stoppedBy: meter.hitTimeCap ? 'time_cap' : 'complete' };
  if (first.volume < cargo.cargoVolume && !meter.hitTimeCap) {
    const maxTries =
      Math.max(0, options.budget.work * PAIR_SHARE - meter.used) / TRY_WORK / Math.max(1, cargo.phases.length);
    const shapes = phaseShapes(cargo);
    const blocks = simple.map((list, p) => {
      const { blocks: all, tries } = pairBlocks(cargo, list, {
        minFill: tuning.minFill,
        maxBlocks: tuning.maxBlocks,
        stacked: !cargo.trackLoads,
        maxTries,
      });
      meter.spend(TRY_WORK * tries + INDEX_WORK * all.length);
      return new BlockIndex(all, shapes[p]);
    });
    const heavyLow = tuning.objectives === true && cargo.weight.some((w) => w > 0);
    // weighted loads keep a share of the work to rebuild the plan's tail with heavy units low
    const search = heavyLow
      ? new WorkMeter({ ...options.budget, work: (1 - HEAVY_LOW_SHARE) * options.budget.work - meter.used })
      : meter;
    // the pack endpoint stops a weighted load's search on a stall (beam-search.ts): the plan is then rebuilt
    // heavy low and trimmed for balance, and a wider pass after one that found nothing better adds little volume
    const shape = heavyLow ? tuning.beam : { ...tuning.beam, stopOnStall: false };
    result = beamSearch({ ...ctx, blocks, meter: search }, cargo, shape, first);
    if (heavyLow) {
      meter.spend(search.used);
      if (!search.hitTimeCap) result = { ...result, best: heavyLowTail({ ...ctx, blocks }, result.best) };
    }
  }
  const best = refill(ctx, result.best);
  let placements = toPlacements(best);
  // a plan to start from that places more volume is kept as it is (rerunning what it placed places it all)
  if (start && start.volume > volumeOf(placements)) placements = start.boxes.slice();
  return finish(problem, ctx, cargo, placements, tuning, meter.used, result.stoppedBy, options.budget.isTimeUp);
}

/** The placed units planned by the second objective (a stow, or a balanced partial load), with what was left out and why. */
function finish(
  problem: Problem,
  ctx: SearchContext,
  cargo: Cargo,
  found: Placement[],
  tuning: ContainerTuning,
  work: number,
  stoppedBy: StopReason,
  timeUp?: () => boolean,
): Plan {
  let placements = found;
  let objective: StowObjective | null = null;
  let dropped: number[] = [];
  if (tuning.objectives) {
    const everything = placements.length === problem.items.reduce((s, it) => s + it.qty, 0);
    objective = everything ? 'compactness_and_balance' : 'volume';
    if (everything)
      placements = tuning.skipStowSearch ? positionLoad(problem, placements) : chooseStow(problem, ctx, placements);
    else {
      placements = positionLoad(problem, placements);
      if (tuning.balanceTrim && stoppedBy !== 'time_cap')
        ({ boxes: placements, dropped } = trimForBalance(problem, placements, () => timeUp?.() === true));
    }
  }
  let loaded = 0;
  for (const p of placements) loaded += cargo.weight[p.item];
  return {
    placements: loadingOrder(placements),
    unplaced: unplacedItems(problem, cargo, placements, loaded, dropped),
    stats: {
      engine: CONTAINER_ENGINE,
      work,
      stoppedBy,
      ...(objective ? { objective } : {}),
    },
  };
}

function volumeOf(boxes: readonly Placement[]): number {
  let v = 0;
  for (const b of boxes) v += b.dx * b.dy * b.dz;
  return v;
}

/** Units left out per item: a unit the remaining payload cannot carry says so, the others found no room. */
function unplacedItems(
  problem: Problem,
  cargo: Cargo,
  placements: readonly Placement[],
  loaded: number,
  dropped: readonly number[],
): UnplacedItem[] {
  const out: UnplacedItem[] = [];
  const room = cargo.maxWeight - loaded;
  const placed = problem.items.map(() => 0);
  const forBalance = problem.items.map(() => 0);
  for (const p of placements) placed[p.item]++;
  for (const i of dropped) forBalance[i]++;
  for (const item of problem.items) {
    const balance = forBalance[item.index];
    if (balance > 0) out.push({ item: item.index, qty: balance, reason: 'left_out_for_balance' });
    const left = item.qty - placed[item.index] - balance;
    if (left <= 0) continue;
    const reason = cargo.excluded[item.index] ?? (item.weight > room ? 'exceeds_payload' : 'no_room_found');
    out.push({ item: item.index, qty: left, reason });
  }
  return out;
}
