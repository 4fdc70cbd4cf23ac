import type { Placement } from '../../model/plan.js';
import type { WorkMeter } from '../../search/budget.js';
import type { BeamShape } from './beam-search.js';
import { blockBoxes, type Block } from './block.js';
import { BlockIndex } from './block-index.js';
import type { Cargo } from './cargo.js';
import type { ScoreWeights, SearchContext, StowStyle } from './moves.js';
import type { SearchState } from './search-state.js';
import { simpleBlocks } from './simple-blocks.js';

/** Shared set-up of the container searches: tuning, simple-block contexts, plans as placements. */

/** Simple blocks per phase, at most (roughly). */
const MAX_SIMPLE_BLOCKS = 12_000;

/** Work charged per block indexed (allocation and sorting, measured against block scans). */
export const INDEX_WORK = 8;

/** Tuning knobs, exposed for the benchmarks. */
export interface ContainerTuning {
  readonly score: ScoreWeights;
  readonly perShapeCap: number;
  readonly minFill: number;
  readonly maxBlocks: number;
  readonly beam: BeamShape;
  /** Plan balance and, once everything fits, a compact stow (absent = volume only, as inside pallet engines). */
  readonly objectives?: boolean;
  /** Build with heavy-low block choice from the start (the StowStyle preference), for loads ranked without the second objective: pallets. */
  readonly heavyLowBuild?: boolean;
  /** When not everything fits, leave out a few more units where that lets the balance checks pass (balance-trim.ts; the pack service). */
  readonly balanceTrim?: boolean;
  /**
   * Once everything is placed, keep the volume search's plan, only positioned for balance, instead of
   * running the stow search: for a caller that chooses between plans by its own objective (the pallet loader).
   */
  readonly skipStowSearch?: boolean;
}

/** Simple blocks of every phase, in the order they were built (pair building depends on it). */
export function simpleLists(cargo: Cargo, meter: WorkMeter, tuning: ContainerTuning): Block[][] {
  return cargo.phases.map((p) => {
    // many item types share a bounded number of blocks, so building and scanning stay cheap
    const n = p.items.reduce((s, i) => s + cargo.shapes[i].length, 0);
    const list = simpleBlocks(
      cargo,
      p.items,
      Math.max(12, Math.min(tuning.perShapeCap, Math.floor(MAX_SIMPLE_BLOCKS / Math.max(1, n)))),
    );
    meter.spend(INDEX_WORK * list.length);
    return list;
  });
}

/** The search context over the simple blocks of every phase of the cargo. */
export function simpleContext(
  cargo: Cargo,
  lists: readonly Block[][],
  meter: WorkMeter,
  tuning: ContainerTuning,
  style?: StowStyle,
): SearchContext {
  const shapes = phaseShapes(cargo);
  const blocks = lists.map((list, k) => new BlockIndex(list.slice(), shapes[k]));
  return { cargo, blocks, meter, score: tuning.score, ...(style ? { style } : {}) };
}

/** Every allowed shape of each phase's items. */
export function phaseShapes(cargo: Cargo): { item: number; dx: number; dy: number; dz: number }[][] {
  return cargo.phases.map((p) => p.items.flatMap((item) => cargo.shapes[item].map((sh) => ({ item, ...sh }))));
}

/**
 * The context's block indexes cut down to blocks and shapes at most `L` long and `H` high (a
 * container cut short or a lower ceiling), with the indexing work charged.
 */
export function blocksWithin(ctx: SearchContext, L: number, H: number): readonly BlockIndex[] {
  const shapes = phaseShapes(ctx.cargo);
  const blocks = ctx.blocks.map(
    (index, p) =>
      new BlockIndex(
        index.list.filter((b) => b.dx <= L && b.dy <= H),
        shapes[p].filter((sh) => sh.dx <= L && sh.dy <= H),
      ),
  );
  ctx.meter.spend(INDEX_WORK * blocks.reduce((n, b) => n + b.list.length, 0));
  return blocks;
}

export function toPlacements(state: SearchState): Placement[] {
  const out: Placement[] = [];
  for (const step of state.steps()) {
    for (const b of blockBoxes(step.block, step.x, step.y, step.z)) out.push(b);
  }
  return out;
}
