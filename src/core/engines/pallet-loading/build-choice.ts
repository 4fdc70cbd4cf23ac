/**
 * Pinned builds: the pallet engine's choices made explicit, so a caller (order-options) can
 * ask for one named build and get it again later.
 *
 * - strategy: run only one of the three approaches (layers, blocks, extreme-points)
 *   instead of the best of all three;
 * - ordering: the carton order the build follows. The item types are renumbered in that
 *   order before the approach runs (every approach breaks ties by item index, and the
 *   container engine behind "blocks" generates and ranks blocks in item order), the greedy
 *   approaches place cartons in that sequence, and the placements are numbered back after.
 * Leaving both out keeps the engine's default: every approach, every carton order.
 */
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { ITEM_ORDERS, type ItemOrder } from './item-orders.js';

/** The approach names a build may be pinned to (PALLET_APPROACHES' names). */
export const PALLET_STRATEGIES = ['layers', 'blocks', 'extreme-points'] as const;
export type PalletStrategy = (typeof PALLET_STRATEGIES)[number];

/** The carton orders a build may follow (item-orders.ts ITEM_ORDERS' names). */
export const ITEM_ORDERINGS = ['volume', 'weight', 'height', 'footprint', 'density'] as const;
export type ItemOrdering = (typeof ITEM_ORDERINGS)[number];

/** The choices that pin a build; each one left out keeps the engine's default. */
export interface BuildChoice {
  readonly strategy?: PalletStrategy;
  readonly ordering?: ItemOrdering;
}

export function itemOrderNamed(name: ItemOrdering): ItemOrder {
  return ITEM_ORDERS.find((o) => o.name === name)!;
}

/** The problem with its item types renumbered in `order` (ties: request order), and the way back. */
export function orderedProblem(problem: Problem, order: ItemOrder): { problem: Problem; back: (plan: Plan) => Plan } {
  const sorted = [...problem.items].sort((a, b) => order.compare(a, b) || a.index - b.index);
  const original = sorted.map((it) => it.index);
  const back = (plan: Plan): Plan => ({
    ...plan,
    placements: plan.placements.map((p) => ({ ...p, item: original[p.item] })),
    unplaced: plan.unplaced.map((u) => ({ ...u, item: original[u.item] })).sort((a, b) => a.item - b.item),
  });
  return { problem: { space: problem.space, items: sorted.map((it, i) => ({ ...it, index: i })) }, back };
}
