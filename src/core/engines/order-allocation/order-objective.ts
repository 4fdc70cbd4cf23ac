/**
 * Order allocation's one acceptance rule: a candidate plan (pallets of loaded cartons) replaces the
 * current one only when the order objective (objectives/order.ts) ranks it better. This file only
 * measures plans for that objective; it decides nothing of its own.
 */
import type { Problem } from '../../model/problem.js';
import { compareOrders, type OrderObjectiveInput } from '../../objectives/order.js';
import type { Loaded } from './share-loading.js';

/** The order objective's view of `pallets`, cartons not on them counted as left out. */
export function orderInput(problem: Problem, pallets: readonly Loaded[]): OrderObjectiveInput {
  const total = problem.items.reduce((s, it) => s + it.qty, 0);
  const placed = pallets.reduce((s, p) => s + p.placements.length, 0);
  const { l, w, h } = problem.space;
  return { pallets: pallets.map((p) => p.measures), leftOut: total - placed, palletVolume: l * w * h };
}

/** Whether `candidate` is a better order plan than `current` by the order objective (null never is). */
export function betterOrder<T extends readonly Loaded[]>(
  problem: Problem,
  candidate: T | null,
  current: readonly Loaded[],
): candidate is T {
  return candidate !== null && compareOrders(orderInput(problem, candidate), orderInput(problem, current)) < 0;
}
