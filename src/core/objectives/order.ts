/**
 * The order objective: one order plan (a set of pallets) as an integer key (keys.ts; smaller is
 * better). In order:
 *  1. every carton placed (fewer cartons left out);
 *  2. fewer pallets;
 *  3. the pallets' own keys (objectives/pallet.ts, each pallet judged on its own cartons), worst
 *     pallet first: a plan is as good as its worst pallet, then its second worst, and so on, so a
 *     CoG warning or a heavy-over-light contact anywhere outweighs a lower load, and among equally
 *     sound plans the lowest tallest pallet wins;
 *  4. evenness: the spread between the fullest and the lightest pallet, in steps of
 *     EVENNESS_STEP of one pallet's volume (no stub pallet beside full ones).
 * Plans with the same count have keys of the same length, and integer vectors compared
 * lexicographically are a total preorder, so which plan an allocation keeps never depends on the
 * order it met them in. Every acceptance in order allocation compares plans with compareOrders.
 */
import { compareKeys, type ObjectiveKey } from './keys.js';
import { palletKey, type PalletObjectiveInput } from './pallet.js';

/** Evenness is compared in steps of this share of one pallet's volume (l × w × h). */
export const EVENNESS_STEP = 0.05;

/** What the order objective reads of one pallet: its objective measures and its cargo volume. */
export interface OrderPalletInput extends PalletObjectiveInput {
  /** Carton volume on the pallet, integer length units cubed. */
  readonly placedVolume: number;
}

export interface OrderObjectiveInput {
  readonly pallets: readonly OrderPalletInput[];
  /** Cartons of the order on no pallet. */
  readonly leftOut: number;
  /** One pallet's load space volume, l × w × h (EVENNESS_STEP's base). */
  readonly palletVolume: number;
}

/** A pallet's key as one of an order's pallets: all its own cartons are on it, so the completeness terms drop out. */
function ownKey(p: PalletObjectiveInput): ObjectiveKey {
  return palletKey({ ...p, complete: true });
}

export function orderKey(o: OrderObjectiveInput): ObjectiveKey {
  const keys = o.pallets.map(ownKey).sort((a, b) => compareKeys(b, a));
  const volumes = o.pallets.map((p) => p.placedVolume);
  const step = Math.max(1, EVENNESS_STEP * o.palletVolume);
  const spread = volumes.length > 0 ? Math.floor((Math.max(...volumes) - Math.min(...volumes)) / step) : 0;
  return [o.leftOut, o.pallets.length, ...keys.flat(), spread];
}

/** Negative when `a` is the better order plan. */
export function compareOrders(a: OrderObjectiveInput, b: OrderObjectiveInput): number {
  return compareKeys(orderKey(a), orderKey(b));
}
