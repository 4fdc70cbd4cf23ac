/**
 * Balance of an order's pallets after allocation: a pallet whose centre of gravity would make
 * COG_OFFSET warn has its separate groups of cartons laid out again (scattered-balance.ts), and
 * when it still would, its cartons are planned again (pallet-loading's balancedRebuild: the
 * approaches on exactly these cartons, and two mirrored halves, mirrored-halves.ts).
 *
 * Optimises: the CoG offset of each pallet from its deck centre, for pallets whose load did not
 * come through the pallet engine's own finish (dense fill, top repack, pooled reload, leftover
 * insertion), and so was never balanced as a whole.
 * Method: the pallet engine's scattered balance on the pallet's own cartons: groups that stand
 * apart moved rigidly and possibly mirrored, kept only when the offset falls and the plan
 * checker passes; the pallet's count, cartons, support, stacking and height stay as they were.
 * Planned again, for a pallet that is one block heavy on one side: the lowest complete plan
 * within the limit, from the approaches (the pallet was loaded from a larger share, so they
 * may build its own cartons otherwise) or the halves (its cartons split into two halves of
 * equal weight, each loaded on half the deck, the second turned 180° about the deck centre).
 * Limits: a near-full pallet that warns keeps its layout when no plan of its cartons is centred.
 */
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { withQuantities, type ApproachResult } from '../pallet-loading/index.js';
import { balanceScattered } from '../pallet-loading/scattered-balance.js';
import { countItems, remeasured, type Loaded } from './share-loading.js';

/**
 * The pallets, each re-laid or planned again for balance where its CoG would warn and that
 * helps (the same objects otherwise); `rebuild` plans one pallet's cartons again (none without it).
 */
export function balancedPallets(
  problem: Problem,
  pallets: readonly Loaded[],
  rebuild?: (own: Problem, placements: readonly Placement[]) => ApproachResult | null,
): Loaded[] {
  return pallets.map((pallet) => {
    const own = withQuantities(problem, countItems(problem, pallet.placements));
    const placements = balanceScattered(own, pallet.placements);
    const rebuilt = rebuild?.(own, placements);
    // Measures depend only on the boxes, so those taken on the pallet's own cartons hold for the order too.
    if (rebuilt)
      return {
        ...pallet,
        placements: rebuilt.plan.placements,
        approach: `rebuilt/${rebuilt.plan.stats.engine}`,
        measures: rebuilt.measures,
      };
    return placements === pallet.placements ? pallet : remeasured(problem, pallet, placements, 'balance');
  });
}
