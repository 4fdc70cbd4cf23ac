/**
 * The container engine as one more pallet loader, for a load the pallet approaches leave partial.
 *
 * Optimises: the pallet objective (objectives/pallet.ts) over one more candidate plan. Method: the
 * container engine's block building and beam search (container-loading/) run on the pallet's own
 * load space, the load moved as one block toward the deck centre, the plan re-checked by the plan
 * checker; it wins only when the pallet objective ranks it better (in practice: when it places
 * cartons the pallet approaches could not). Users who sent the same cartons to /api/pack with the
 * pallet's load space saw every carton placed while pallet-estimate answered `partial`: with this
 * loader, pallet-estimate never answers partial when the container engine places everything.
 * Budget: CONTAINER_AT_PALLET_WORK work units of the container engine (its own units).
 */
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { solveContainerLoad } from '../container-loading/index.js';
import { offered, type Loader } from './loader.js';

/**
 * A tenth of pack's default budget. On two fresh estimate sets (never tuned on) 10 million places
 * as many cartons as 20 or 40 million, 5 million slightly fewer (docs/benchmarks.md).
 */
export const CONTAINER_AT_PALLET_WORK = 10_000_000;

/** Name of the loader in `approaches`: present only when it ran. */
export const CONTAINER_LOADER_NAME = 'container-engine';

/** The container engine's plan of the problem's cartons (the caller centres it and re-checks it with the plan checker). */
export function containerEnginePlan(problem: Problem, work: number, isTimeUp?: () => boolean): Plan {
  return solveContainerLoad(problem, { budget: { work, isTimeUp } });
}

/** The container engine as a Loader (loader.ts). Its plan knows no pallet-only item rule: callers re-check it. */
export const CONTAINER_LOADER: Loader = {
  name: CONTAINER_LOADER_NAME,
  work: CONTAINER_AT_PALLET_WORK,
  load: (problem, offer, budget) => containerEnginePlan(offered(problem, offer), budget.work, budget.isTimeUp),
};
