/**
 * Dealt shares: an order above its lower bound that has fragile or stack-limited cartons,
 * split over fewer pallets with those cartons dealt out first, each share loaded by wide block
 * building.
 *
 * Optimises: the pallet count (the fewest pallets from the bound up whose shares all load).
 * Method: the whole-SKU split that first deals the fragile cartons (then, as a second split,
 * every stack-limited carton) one by one over the pallets (order-splits.ts), so each pallet
 * carries its part of the cartons that must end near a top; each share is loaded by the dense
 * fill's single-pallet search (block building with the container engine's full block caps and
 * budget), pallet after pallet with what one leaves offered to the next (loadShares). The
 * rebalancing tries such splits only at the bound and with the everyday pallet build, and the
 * dense fill lets each pallet choose its cartons, which leaves the fragile ones to the last
 * pallets: orders 34021 and 34060 (fresh seeds, 4 pallets, bound 2) take 3 pallets this way,
 * 34030 and 34050 reach their bound of 2.
 * Limits: counts from the bound to two above it, below the count already found; a split
 * counts only when every carton has a place.
 */
import type { Problem } from '../../model/problem.js';
import { wholeSplit, type Spread } from './order-splits.js';
import { loadShares, type Loaded } from './share-loading.js';

/** Counts tried: bound, bound + 1, …, bound + DEALT_STEPS (and below the count found). */
const DEALT_STEPS = 2;

/** The spreads worth dealing for `open`: fragile first, then every stack-limited carton. */
export function dealtSpreads(problem: Problem, open: readonly number[]): Spread[] {
  const has = (limited: (m: number) => boolean) => problem.items.some((it) => open[it.index] > 0 && it.maxStack !== null && limited(it.maxStack));
  return [...(has((m) => m === 0) ? ['fragile' as const] : []), ...(has((m) => m > 0) ? ['limited' as const] : [])];
}

/**
 * The order on the fewest pallets from `bound` up (fewer than `found`) whose dealt shares all
 * load, or null (orders with neither fragile nor stack-limited cartons return at once).
 */
export function dealtShares(problem: Problem, open: readonly number[], bound: number, found: number, load: (qty: readonly number[]) => Loaded, timeUp: () => boolean): Loaded[] | null {
  const spreads = dealtSpreads(problem, open);
  for (let k = Math.max(1, bound); k < found && k <= bound + DEALT_STEPS && spreads.length > 0; k++) {
    for (const spread of spreads) {
      if (timeUp()) return null;
      const loaded = loadShares(problem, wholeSplit(problem.items, open, k, spread), load, timeUp);
      if (loaded) return loaded;
    }
  }
  return null;
}
