/**
 * Balance of an order's pallets after allocation: a pallet whose centre of gravity would make
 * COG_OFFSET warn has its separate groups of cartons laid out again (scattered-balance.ts).
 *
 * Optimises: the CoG offset of each pallet from its deck centre, for pallets whose load did not
 * come through the pallet engine's own finish (dense fill, top repack, pooled reload, leftover
 * insertion), and so was never balanced as a whole.
 * Method: the pallet engine's scattered balance on the pallet's own cartons: groups that stand
 * apart moved rigidly and possibly mirrored, kept only when the offset falls and the plan
 * checker passes; the pallet's count, cartons, support, stacking and height stay as they were.
 * Limits: a pallet that is one group (a full block) keeps its layout.
 */
import type { Problem } from '../../model/problem.js';
import { withQuantities } from '../pallet-loading/index.js';
import { balanceScattered } from '../pallet-loading/scattered-balance.js';
import { countItems, remeasured, type Loaded } from './share-loading.js';

/** The pallets, each re-laid for balance where its CoG would warn and a layout of its groups helps (the same objects otherwise). */
export function balancedPallets(problem: Problem, pallets: readonly Loaded[]): Loaded[] {
  return pallets.map((pallet) => {
    const own = withQuantities(problem, countItems(problem, pallet.placements));
    const placements = balanceScattered(own, pallet.placements);
    return placements === pallet.placements ? pallet : remeasured(problem, pallet, placements, 'balance');
  });
}
