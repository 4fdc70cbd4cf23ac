/**
 * Container loading: loads one container or truck body, maximising the loaded volume.
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
 *   loading problem", Computers & OR 43), with a volume-minus-lost-volume block score.
 * Constraints hold by construction: allowed shapes only; stacking limits with the checker's
 * load model; payload (the subset with most volume per gram); keep-together groups as one
 * touching cluster; unload zones as consecutive floors back to front; the door aperture.
 * Limits: a heuristic (no optimality proof); groups spanning several zones may split off
 * unplaced units; budgets are work units, so times differ between machines.
 */
import type { Placement, Plan, UnplacedItem } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import type { SolveOptions } from '../engine.js';
import { blockBoxes } from './block.js';
import { beamSearch, greedy, type BeamShape, type SearchResult } from './beam-search.js';
import { prepareCargo, type Cargo } from './cargo.js';
import { loadingOrder } from './loading-order.js';
import { BlockIndex } from './block-index.js';
import type { ScoreWeights } from './moves.js';
import { pairBlocks } from './pair-blocks.js';
import { simpleBlocks } from './simple-blocks.js';
import { SearchState } from './search-state.js';

export const CONTAINER_ENGINE = 'container-beam-v1';

/** Work units (blocks examined): "default" ≈ 2 s and "thorough" ≈ 30 s on one core for a BR instance. */
export const CONTAINER_BUDGETS: Record<'default' | 'thorough', number> = {
  default: 50_000_000,
  thorough: 1_000_000_000,
};

/** Simple blocks per phase, at most (roughly). */
const MAX_SIMPLE_BLOCKS = 12_000;

/** Share of the work budget that building pair blocks may take. */
const PAIR_SHARE = 0.15;

/** Work charged per pair tried and per block indexed (allocation and sorting, measured against block scans). */
const TRY_WORK = 4;
const INDEX_WORK = 8;

/** Tuning knobs, exposed for the benchmarks. */
export interface ContainerTuning {
  readonly score: ScoreWeights;
  readonly perShapeCap: number;
  readonly minFill: number;
  readonly maxBlocks: number;
  readonly beam: BeamShape;
}

export const DEFAULT_TUNING: ContainerTuning = { score: { alpha: 0, beta: 1, gamma: 0 }, perShapeCap: 400, minFill: 0.99, maxBlocks: 10000, beam: { branching: 1, growth: 2 } };

export function solveContainerLoad(problem: Problem, options: SolveOptions, tuning: ContainerTuning = DEFAULT_TUNING): Plan {
  const meter = new WorkMeter(options.budget);
  const cargo = prepareCargo(problem);
  if (cargo.phases.length === 0) {
    return { placements: [], unplaced: [], stats: { engine: CONTAINER_ENGINE, work: 0, stoppedBy: 'complete' } };
  }
  const simple = cargo.phases.map((p) => {
    // many item types share a bounded number of blocks, so building and scanning stay cheap
    const shapes = p.items.reduce((n, i) => n + cargo.shapes[i].length, 0);
    const list = simpleBlocks(cargo, p.items, Math.max(12, Math.min(tuning.perShapeCap, Math.floor(MAX_SIMPLE_BLOCKS / Math.max(1, shapes)))));
    meter.spend(INDEX_WORK * list.length);
    return list;
  });
  const shapes = cargo.phases.map((p) => p.items.flatMap((item) => cargo.shapes[item].map((sh) => ({ item, ...sh }))));
  const ctx = { cargo, blocks: simple.map((list, p) => new BlockIndex(list.slice(), shapes[p])), meter, score: tuning.score };
  // most real loads fit with simple blocks in one greedy pass: then there is nothing to search
  const first = greedy(ctx, new SearchState(cargo), true) as SearchState;
  let result: SearchResult = { best: first, stoppedBy: meter.hitTimeCap ? 'time_cap' : 'complete' };
  if (first.volume < cargo.cargoVolume && !meter.hitTimeCap) {
    const maxTries = Math.max(0, options.budget.work * PAIR_SHARE - meter.used) / TRY_WORK / Math.max(1, cargo.phases.length);
    const blocks = simple.map((list, p) => {
      const { blocks: all, tries } = pairBlocks(cargo, list, { minFill: tuning.minFill, maxBlocks: tuning.maxBlocks, stacked: !cargo.trackLoads, maxTries });
      meter.spend(TRY_WORK * tries + INDEX_WORK * all.length);
      return new BlockIndex(all, shapes[p]);
    });
    result = beamSearch({ ...ctx, blocks }, cargo, tuning.beam, first);
  }
  const best = result.best;
  const stoppedBy = result.stoppedBy;
  const placements = loadingOrder(toPlacements(best));
  return {
    placements,
    unplaced: unplacedItems(problem, cargo, best),
    stats: { engine: CONTAINER_ENGINE, work: meter.used, stoppedBy },
  };
}

function toPlacements(state: SearchState): Placement[] {
  const out: Placement[] = [];
  for (const step of state.steps()) {
    for (const b of blockBoxes(step.block, step.x, step.y, step.z)) out.push(b);
  }
  return out;
}

function unplacedItems(problem: Problem, cargo: Cargo, state: SearchState): UnplacedItem[] {
  const out: UnplacedItem[] = [];
  const room = cargo.maxWeight - state.weight;
  for (const item of problem.items) {
    const i = item.index;
    const placed = cargo.qty[i] - state.remaining[i];
    const left = item.qty - placed;
    if (left <= 0) continue;
    const reason = cargo.excluded[i] ?? (item.weight > room ? 'exceeds_payload' : 'no_room_found');
    out.push({ item: i, qty: left, reason });
  }
  return out;
}
