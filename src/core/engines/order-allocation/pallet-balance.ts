/**
 * Balance of an order's pallets after allocation: a pallet whose centre of gravity would make
 * COG_OFFSET warn has its separate groups of cartons laid out again (scattered-balance.ts), and
 * when it still would, its cartons are loaded again as two mirrored halves (mirrored-halves.ts).
 *
 * Optimises: the CoG offset of each pallet from its deck centre, for pallets whose load did not
 * come through the pallet engine's own finish (dense fill, top repack, pooled reload, leftover
 * insertion), and so was never balanced as a whole.
 * Method: the pallet engine's scattered balance on the pallet's own cartons: groups that stand
 * apart moved rigidly and possibly mirrored, kept only when the offset falls and the plan
 * checker passes; the pallet's count, cartons, support, stacking and height stay as they were.
 * The halves, for a pallet that is one block heavy on one side: its cartons split into two
 * halves of equal weight, each loaded on half the deck, the second turned 180° about the deck
 * centre; kept only when complete, valid and within the limit (it stands taller).
 * Limits: a near-full pallet that warns keeps its layout (half a deck cannot take half of it).
 */
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { mirroredHalves, withQuantities } from '../pallet-loading/index.js';
import { balanceScattered } from '../pallet-loading/scattered-balance.js';
import { countItems, remeasured, type Loaded } from './share-loading.js';

/** The pallets, each re-laid or re-loaded for balance where its CoG would warn and that helps (the same objects otherwise); `loadHalf` loads half a deck (no halves without it). */
export function balancedPallets(problem: Problem, pallets: readonly Loaded[], loadHalf?: (half: Problem) => Plan): Loaded[] {
  return pallets.map((pallet) => {
    const own = withQuantities(problem, countItems(problem, pallet.placements));
    const placements = balanceScattered(own, pallet.placements);
    const halves = loadHalf ? mirroredHalves(own, placements, loadHalf) : null;
    if (halves) return remeasured(problem, pallet, halves.placements, 'halves');
    return placements === pallet.placements ? pallet : remeasured(problem, pallet, placements, 'balance');
  });
}
