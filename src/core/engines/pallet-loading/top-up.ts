/**
 * Top-up: cartons left out of a load tried in its gaps and on its tops, the load itself left
 * where it stands.
 *
 * Optimises: cartons placed (then, among carton orders placing as many, the first).
 * Method: the load is replayed into a fresh load state, and the cartons left out are placed at
 * its extreme points (extreme-point-placer.ts: lowest top first) in each of the given carton
 * orders, the work shared between them; the order that places most wins, and its top cartons
 * slide toward the deck centre (cog-centering.ts).
 * Used by order-plan's leftover insertion (leftover-insertion.ts), by the mirrored halves (the
 * few cartons a half deck could not take) and by pallet-estimate on a partial plan, whose
 * approaches each stopped where their own build left no room for the rest.
 * Limits: greedy; a carton already placed never moves to make room.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { centreCog } from './cog-centering.js';
import { extremePointsFor, placeCartons } from './extreme-point-placer.js';
import { cartonSequence, ITEM_ORDERS, type ItemOrder } from './item-orders.js';
import { LoadState } from './load-state.js';
import { buildOrder } from './pallet-plan.js';

export interface TopUp {
  /** The load with the cartons added, in build order. */
  readonly placements: readonly Placement[];
  /** The cartons still out, as item indices. */
  readonly left: readonly number[];
  readonly cargoWeight: number;
  /** Box-pair tests spent. */
  readonly work: number;
}

/**
 * `placements` with as many of `left` (per item) as fit; null when the load cannot be replayed
 * (not a valid load). Nothing placed: the same `placements` array back.
 */
export function topUp(
  problem: Problem,
  placements: readonly Placement[],
  left: readonly number[],
  work: number,
  orders: readonly ItemOrder[] = ITEM_ORDERS,
  isTimeUp?: () => boolean,
): TopUp | null {
  const shapes = problem.items.map((it) => allowedShapes(it));
  let best: { state: LoadState; rest: number[]; meter: WorkMeter } | null = null;
  let used = 0;
  for (let o = 0; o < orders.length; o++) {
    const meter = new WorkMeter({ work: Math.floor((work - used) / (orders.length - o)), isTimeUp });
    const state = new LoadState(problem);
    if (!placements.every((p) => state.place(p))) return null;
    const rest = placeCartons(
      state,
      extremePointsFor(state),
      cartonSequence(problem.items, left, orders[o]),
      shapes,
      meter,
    );
    used += meter.used;
    if (!best || rest.length < best.rest.length) best = { state, rest, meter };
    if (rest.length === 0) break;
  }
  const { state, rest, meter } = best!;
  // Nothing placed: the load as it was, not centred again.
  if (state.count === placements.length) return { placements, left: rest, cargoWeight: state.cargoWeight, work: used };
  const before = meter.used;
  centreCog(state, meter);
  return {
    placements: buildOrder(state.placements),
    left: rest,
    cargoWeight: state.cargoWeight,
    work: used + meter.used - before,
  };
}
