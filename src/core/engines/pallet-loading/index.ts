/**
 * Pallet loading: the best of three genuinely different approaches for one pallet.
 *
 * - "layers": flat layers from 2D pallet-loading patterns and flush columns, then
 *   extreme-point completion (layer-approach.ts);
 * - "blocks": block building over maximal free spaces with beam search, with the ceiling
 *   bisected toward the lowest load (block-approach.ts);
 * - "extreme-points": greedy extreme-point placement with several carton orders
 *   (extreme-point-approach.ts).
 * Every approach builds only valid loads (full support, no overhang, stack limits, payload);
 * each ends with a CoG centring pass. The winner: complete before partial, then the lowest
 * loaded height, then the most central CoG (plan-ranking.ts).
 * Limits: heuristics; the minimum height is not proven. Each approach gets its own work
 * budget in its own unit (see PALLET_BUDGETS).
 */
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import type { SolveOptions } from '../engine.js';
import { BLOCKS_NAME, solveBlocks } from './block-approach.js';
import { EXTREME_POINTS_NAME, solveExtremePoints } from './extreme-point-approach.js';
import { LAYERS_NAME, solveLayers } from './layer-approach.js';
import { comparePlans, measurePlan, type PartialPreference, type PlanMeasures } from './plan-ranking.js';

export { heightLowerBound } from './block-approach.js';
export { palletProblem, palletItem, withQuantities, type PalletCarton, type PalletSpec } from './pallet-problem.js';
export { measurePlan, comparePlans, type PartialPreference, type PlanMeasures } from './plan-ranking.js';

export interface PalletApproach {
  readonly name: string;
  /** Work per request, in this approach's own unit. */
  readonly budget: number;
  readonly solve: (problem: Problem, options: SolveOptions) => Plan;
}

/** Layers and extreme points count box-pair tests; blocks count the container engine's blocks examined. */
export const PALLET_APPROACHES: readonly PalletApproach[] = [
  { name: LAYERS_NAME, budget: 400_000, solve: solveLayers },
  { name: BLOCKS_NAME, budget: 40_000, solve: solveBlocks },
  { name: EXTREME_POINTS_NAME, budget: 300_000, solve: solveExtremePoints },
];

export interface ApproachResult {
  readonly name: string;
  readonly plan: Plan;
  readonly measures: PlanMeasures;
}

export interface PalletLoadResult {
  readonly best: ApproachResult;
  /** Every approach, in PALLET_APPROACHES order. */
  readonly approaches: readonly ApproachResult[];
}

/** Runs one approach with its budget scaled by `budgetScale`. */
export function runApproach(approach: PalletApproach, problem: Problem, isTimeUp?: () => boolean, budgetScale = 1): ApproachResult {
  const plan = approach.solve(problem, { budget: { work: Math.max(1, Math.round(approach.budget * budgetScale)), isTimeUp } });
  return { name: approach.name, plan, measures: measurePlan(problem, plan) };
}

/** The best result by the pallet ranking (ties: the earlier approach). */
export function bestResult(results: readonly ApproachResult[], partial: PartialPreference = 'count'): ApproachResult {
  return results.reduce((best, r) => (comparePlans(r.measures, best.measures, partial) < 0 ? r : best));
}

export interface PalletLoadOptions {
  readonly isTimeUp?: () => boolean;
  /** Multiplies every approach's budget (default 1). */
  readonly budgetScale?: number;
  /** How partial plans are ranked (default 'count'). */
  readonly partial?: PartialPreference;
}

/** Runs all three approaches and returns the best plan with the others for comparison. */
export function solvePalletLoad(problem: Problem, options: PalletLoadOptions = {}): PalletLoadResult {
  const approaches = PALLET_APPROACHES.map((a) => runApproach(a, problem, options.isTimeUp, options.budgetScale ?? 1));
  return { best: bestResult(approaches, options.partial), approaches };
}
