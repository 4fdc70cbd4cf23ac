/**
 * Dealt shares: an order above its lower bound that has fragile or stack-limited cartons,
 * split over fewer pallets with those cartons dealt out first, each share loaded by wide block
 * building.
 *
 * Optimises: the pallet count (the fewest pallets from the bound up whose shares all load).
 * Method: the whole-SKU split that first deals the fragile cartons (then, as a second split,
 * every stack-limited carton) one by one over the pallets (order-splits.ts), so each pallet
 * carries its part of the cartons that must end near a top; each share is loaded by the dense
 * fill's single-pallet search (block building with the container engine's full block caps;
 * `load` is told whether the count is the bound's, where the caller gives it the dense fill's
 * full budget), pallet after pallet with what one leaves offered to the next (loadShares). The
 * everyday pallet build leaves a few cartons of such shares out, and the dense fill lets each
 * pallet choose its cartons, which leaves the fragile ones to the last pallets: fragile orders
 * two pallets above a small bound lose a pallet this way, some reach their bound
 * (docs/engines/pallet-loading.md, step 3b).
 * Limits: the bound and one above it, below the count already found, at most DEALT_LOADS
 * pallet loads; a split counts only when every carton has a place.
 */
import type { Problem } from '../../model/problem.js';
import { wholeSplit, type Spread } from './order-splits.js';
import { loadShares, type Loaded } from './share-loading.js';

/** Counts tried: the bound and bound + DEALT_STEPS (below the count found); no order of 780 gained at bound + 2. */
const DEALT_STEPS = 1;
/**
 * Pallet loads the step may spend (a split starts only when its k loads fit): a ten-pallet
 * order would otherwise load up to 40 shares (over 30 loads, most of a second, for nothing
 * gained). The largest gain on the bench sets took 19: a stack-limited split over 6 pallets,
 * 37-42 % each instead of 95/85/21/17/11/11 %.
 */
const DEALT_LOADS = 20;

/**
 * A split is given up once what its shares carried over exceeds this share of one pallet's
 * volume (the everyday 5 % gave up splits over the bound that do load).
 */
const DEALT_CARRY = 0.15;

/**
 * At the bound the stack-limited split is tried only with at least this many stack-limited
 * cartons per pallet: below it, it loaded 6 of 101 times over 780 orders, for a quarter of the
 * step's work (a few limited cartons dealt out leave the split almost the plain whole split).
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
 * The order on the fewest pallets from `bound` up (fewer than `found`) whose dealt shares all
 * load, or null (orders with neither fragile nor stack-limited cartons return at once).
 * `onLeftAtBound` gets what a split at the bound left out (the bound gap's reason reads it).
 */
export function dealtShares(
  problem: Problem,
  open: readonly number[],
  bound: number,
  found: number,
  load: (qty: readonly number[], atBound: boolean) => Loaded,
  timeUp: () => boolean,
  onLeftAtBound: (left: readonly number[]) => void = () => {},
): Loaded[] | null {
  const spreads = dealtSpreads(problem, open);
  let loads = 0;
  const counted = (qty: readonly number[], atBound: boolean) => {
    loads++;
    return load(qty, atBound);
  };
  // A split starts only when all its k loads fit in what is left of DEALT_LOADS.
  for (let k = Math.max(1, bound); k < found && k <= bound + DEALT_STEPS && spreads.length > 0; k++) {
    for (const spread of spreads) {
      if (spread === 'limited' && k === bound && limitedCount(problem, open) < LIMITED_PER_PALLET * k) continue;
      if (timeUp() || loads + k > DEALT_LOADS) return null;
      const loaded = loadShares(
        problem,
        wholeSplit(problem.items, open, k, spread),
        (qty) => counted(qty, k === bound),
        timeUp,
        (left) => {
          if (k === bound) onLeftAtBound(left);
        },
        DEALT_CARRY,
      );
      if (loaded) return loaded;
    }
  }
  return null;
}
