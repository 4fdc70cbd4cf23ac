/**
 * One interface for every single-pallet builder: a loader is offered some of a problem's cartons
 * and a work budget, and returns a valid plan of as many of them as it places. The pallet build
 * (index.ts) runs the loaders and keeps the best plan by the pallet objective; order allocation
 * (order-allocation/) fills and reloads pallets by any of them. A loader decides nothing about
 * which plan wins: that is the objective's job (objectives/pallet.ts).
 */
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import type { ItemOrder } from './item-orders.js';
import { withQuantities } from './pallet-problem.js';

export interface LoaderBudget {
  /** Work in the loader's own unit (box-pair tests, blocks examined: documented per loader). */
  readonly work: number;
  readonly isTimeUp?: () => boolean;
  /** The lowest complete loaded height found so far: a loader may stop once it cannot go below it. */
  readonly below?: number;
  /** A pinned carton order (build-choice.ts), for the loaders that follow one. */
  readonly ordering?: ItemOrder;
}

export interface Loader {
  readonly name: string;
  /** Work per pallet at budget scale 1, in this loader's unit. */
  readonly work: number;
  /** A valid plan of `offer`'s cartons (per item type of `problem`; item indices as in `problem`). */
  load(problem: Problem, offer: readonly number[], budget: LoaderBudget): Plan;
}

/** `problem` with the offered quantities, or `problem` itself when the offer is all of it. */
export function offered(problem: Problem, offer: readonly number[]): Problem {
  return problem.items.every((it, i) => it.qty === offer[i]) ? problem : withQuantities(problem, offer);
}

/** The whole of `problem`'s cartons as an offer. */
export function allOf(problem: Problem): number[] {
  return problem.items.map((it) => it.qty);
}
