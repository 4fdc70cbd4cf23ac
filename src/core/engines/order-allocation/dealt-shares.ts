/**
 * Dealt shares: an order above its lower bound that has fragile or stack-limited cartons,
 * split over fewer pallets with those cartons dealt out first, each share loaded by wide block
 * building (a whole-order move of the order search, whole-order-moves.ts).
 *
 * Optimises: the pallet count (a split onto the bound or one above it whose shares all load).
 * Method: the whole-SKU split that first deals the fragile cartons (then, as a second split,
 * every stack-limited carton) one by one over the pallets (order-splits.ts), so each pallet
 * carries its part of the cartons that must end near a top; each share is loaded by the
 * caller's wide block building (the container engine's full block caps), pallet after pallet
 * with what one leaves offered to the next (loadShares), given up once more than NEAR_MISS of a
 * pallet is carried over. The everyday pallet build leaves a few cartons of such shares out, and
 * the dense fill lets each pallet choose its cartons, which leaves the fragile ones to the last
 * pallets: fragile orders two pallets above a small bound lose a pallet this way, some reach
 * their bound.
 * Limits: the bound and one above it, at most DEALT_LOADS pallet loads over all splits; a split
 * counts only when every carton has a place.
 */
import type { Problem } from '../../model/problem.js';
import { wholeSplit, type Spread } from './order-splits.js';
import { loadShares, NEAR_MISS, type Loaded } from './share-loading.js';

/** Counts tried: the bound and bound + DEALT_STEPS; no order of 780 gained at bound + 2. */
const DEALT_STEPS = 1;
/**
 * Pallet loads the dealt splits of one plan may spend (a split starts only when its k loads fit): a ten-pallet
 * order would otherwise load up to 40 shares (over 30 loads, most of a second, for nothing
 * gained). The largest gain on the bench sets took 19: a stack-limited split over 6 pallets,
 * 37-42 % each instead of 95/85/21/17/11/11 %.
 */
const DEALT_LOADS = 20;

/**
 * At the bound the stack-limited split is tried only with at least this many stack-limited
 * cartons per pallet: below it, it loaded 6 of 101 times over 780 orders, for a quarter of the
 * splits' work (a few limited cartons dealt out leave the split almost the plain whole split).
 */
const LIMITED_PER_PALLET = 8;

/** Open cartons with a stack limit above zero (the fragile ones, limit zero, not counted). */
function limitedCount(problem: Problem, open: readonly number[]): number {
  return problem.items.reduce((n, it) => n + (it.maxStack !== null && it.maxStack > 0 ? open[it.index] : 0), 0);
}

/** The spreads worth dealing for `open`: fragile first, then every stack-limited carton. */
export function dealtSpreads(problem: Problem, open: readonly number[]): Spread[] {
  const fragile = problem.items.some((it) => it.maxStack === 0 && open[it.index] > 0);
  return [...(fragile ? ['fragile' as const] : []), ...(limitedCount(problem, open) > 0 ? ['limited' as const] : [])];
}

/**
 * Whether the `spread` split onto `k` pallets is worth loading: k is the bound or up to
 * DEALT_STEPS above it; at the bound the stack-limited split needs LIMITED_PER_PALLET limited
 * cartons per pallet; and its k loads must fit in what `loads` (the dealt loads so far) leaves
 * of DEALT_LOADS.
 */
export function dealtApplies(
  problem: Problem,
  open: readonly number[],
  bound: number,
  k: number,
  spread: Spread,
  loads: number,
): boolean {
  if (k < Math.max(1, bound) || k > bound + DEALT_STEPS || loads + k > DEALT_LOADS) return false;
  return !(spread === 'limited' && k === bound && limitedCount(problem, open) < LIMITED_PER_PALLET * k);
}

/** The order on `k` pallets as the `spread` whole-SKU split, each share loaded by `load`, or null when some carton has no place. */
export function dealtSplit(
  problem: Problem,
  open: readonly number[],
  k: number,
  spread: Spread,
  load: (qty: readonly number[]) => Loaded,
  timeUp: () => boolean,
): Loaded[] | null {
  return loadShares(problem, wholeSplit(problem.items, open, k, spread), load, timeUp, undefined, NEAR_MISS);
}
