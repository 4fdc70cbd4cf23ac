/**
 * Leftover insertion: cartons that did not get a pallet are tried in the gaps and on the
 * tops of pallets already loaded, leaving every loaded box where it is (extreme points of
 * the existing load, fragile cartons last). Used to empty the last, light pallet into the
 * others, and to place what maxPallets left out.
 * Limits: greedy; it never moves a loaded box to make room.
 */
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { ITEM_ORDERS } from '../pallet-loading/item-orders.js';
import { topUp } from '../pallet-loading/top-up.js';

export interface Insertion {
  /** The pallets' boxes after insertion, same pallet order. */
  readonly pallets: Placement[][];
  /** Per item, the cartons still without a pallet. */
  readonly left: number[];
}

/** `ordering`: which of the engine's carton orders (ITEM_ORDERS) the cartons are tried in; volume first unless told. */
export function insertLeftovers(
  problem: Problem,
  pallets: readonly (readonly Placement[])[],
  leftover: readonly number[],
  work: number,
  isTimeUp?: () => boolean,
  ordering = 0,
): Insertion {
  const volume = (ps: readonly Placement[]) => ps.reduce((s, p) => s + p.dx * p.dy * p.dz, 0);
  const order = pallets
    .map((ps, i) => ({ i, v: volume(ps) }))
    .sort((a, b) => a.v - b.v || a.i - b.i)
    .map((e) => e.i);
  const out = pallets.map((ps) => [...ps]);
  let left = [...leftover];
  for (const i of order) {
    if (left.every((q) => q === 0)) break;
    // a pallet's own gaps and tops (top-up.ts), least-full pallet first
    const more = topUp(problem, out[i], left, Math.floor(work / pallets.length), [ITEM_ORDERS[ordering]], isTimeUp);
    if (!more || more.placements === out[i]) continue;
    out[i] = [...more.placements];
    left = problem.items.map(() => 0);
    for (const item of more.left) left[item]++;
  }
  return { pallets: out, left };
}
