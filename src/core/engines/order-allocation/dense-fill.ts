/**
 * Dense fill at the lower bound: when the balanced splits need more pallets than the bound,
 * the order is loaded once more onto exactly `bound` pallets, each filled in turn to the most
 * loaded volume from *all* cartons still open (sequential multi-container loading, as in
 * Eley 2002: the single-pallet search itself chooses which cartons go on this pallet, like a
 * knapsack), and what the last pallet leaves goes into the gaps and tops of all of them.
 * The single-pallet search is block building with beam search (the container engine via the
 * "blocks" approach, which re-checks every pallet rule) with wider block caps and a larger
 * budget than the everyday pallet build, since only this attempt can still prove the count.
 * A few caps/budgets are tried in turn (they fill different orders best); the first that
 * leaves nothing out wins.
 * Limits: greedy pallet by pallet; a pallet is never reopened once the next one is loaded.
 */
import type { Problem } from '../../model/problem.js';
import { DEFAULT_TUNING, type ContainerTuning } from '../container-loading/index.js';
import { solveBlocks } from '../pallet-loading/block-approach.js';
import { measurePlan, withQuantities } from '../pallet-loading/index.js';
import { shiftLoadToCentre } from '../pallet-loading/load-shift.js';
import { insertLeftovers } from './leftover-insertion.js';
import { INSERTION_WORK, reloaded, subtract, type Loaded } from './share-loading.js';

export interface DenseConfig {
  /** Container-engine work (blocks examined) per pallet, shared by up to three ceiling runs (block-approach.ts); a pallet that cannot take everything gets one run with a third of it. */
  readonly work: number;
  readonly tuning: ContainerTuning;
}

/** Caps and budgets tried in turn (bench:pallet: each one completes orders the others miss). */
export const DENSE_CONFIGS: readonly DenseConfig[] = [
  { work: 600_000, tuning: { ...DEFAULT_TUNING, maxBlocks: 500, perShapeCap: 50 } },
  { work: 3_000_000, tuning: { ...DEFAULT_TUNING, maxBlocks: 2_000, perShapeCap: 100 } },
  { work: 3_000_000, tuning: DEFAULT_TUNING },
];

/** One pallet loaded by block building under `config`, with everything in `qty` on offer. */
export function denseLoad(problem: Problem, qty: readonly number[], config: DenseConfig, isTimeUp?: () => boolean): Loaded {
  const sub = withQuantities(problem, qty);
  const raw = solveBlocks(sub, { budget: { work: config.work, isTimeUp } }, undefined, config.tuning);
  const plan = { ...raw, placements: shiftLoadToCentre(sub, raw.placements) };
  return { placements: plan.placements, approach: `dense/${raw.stats.engine}`, measures: measurePlan(sub, plan), work: raw.stats.work, stoppedBy: raw.stats.stoppedBy };
}

export interface DenseFill {
  readonly pallets: readonly Loaded[];
  /** Per item, the cartons with no place on the `count` pallets. */
  readonly left: readonly number[];
}

/** `count` pallets filled one after the other from all open cartons, then leftover insertion. */
export function denseFill(problem: Problem, open: readonly number[], count: number, load: (qty: readonly number[]) => Loaded, timeUp: () => boolean): DenseFill {
  const pallets: Loaded[] = [];
  let left = [...open];
  while (pallets.length < count && left.some((q) => q > 0) && !timeUp()) {
    const pallet = load(left);
    if (pallet.placements.length === 0) break;
    pallets.push(pallet);
    left = subtract(left, pallet.placements);
  }
  if (left.every((q) => q === 0) || pallets.length === 0) return { pallets, left };
  const ins = insertLeftovers(problem, pallets.map((p) => p.placements), left, INSERTION_WORK, timeUp);
  return { pallets: ins.pallets.map((ps, i) => (ps === pallets[i].placements ? pallets[i] : reloaded(problem, pallets[i], ps))), left: ins.left };
}
