/**
 * The sequential fill of order allocation: pallet after pallet loaded with everything still open,
 * then the last pallet's cartons inserted into the gaps and tops of the others. The plan every
 * allocation starts from, and the way the search (order-search.ts) reloads a pool of cartons.
 */
import type { Problem } from '../../model/problem.js';
import type { AllocationStrategy } from './index.js';
import { insertLeftovers } from './leftover-insertion.js';
import { countItems, INSERTION_WORK, reloaded, subtract, type Loaded } from './share-loading.js';

/**
 * Each pallet loaded in turn with everything still open (at most `maxPallets`; `load` is told how
 * many pallets are left, this one included), then the last
 * pallet's cartons inserted into the gaps and tops of the others when they all fit there (or,
 * with cartons still open, those into every pallet).
 */
export function sequentialFill(
  problem: Problem,
  loadable: readonly number[],
  maxPallets: number,
  load: (qty: readonly number[], palletsLeft: number) => Loaded,
  isTimeUp?: () => boolean,
): { pallets: Loaded[]; open: number[]; strategy: AllocationStrategy } {
  const timeUp = isTimeUp ?? (() => false);
  let pallets: Loaded[] = [];
  let open = [...loadable];
  while (pallets.length < maxPallets && open.some((q) => q > 0) && !timeUp()) {
    const pallet = load(open, maxPallets - pallets.length);
    if (pallet.placements.length === 0) break;
    pallets.push(pallet);
    open = subtract(open, pallet.placements);
  }
  let strategy: AllocationStrategy = 'sequential';

  // Leftover insertion: empty the last pallet into the others, or place what maxPallets left out.
  const last = pallets.length - 1;
  const spare = open.some((q) => q > 0);
  if (pallets.length > (spare ? 0 : 1) && !timeUp()) {
    const into = spare ? pallets : pallets.slice(0, last);
    const leftover = spare ? open : countItems(problem, pallets[last].placements);
    const ins = insertLeftovers(
      problem,
      into.map((p) => p.placements),
      leftover,
      INSERTION_WORK,
      isTimeUp,
    );
    if (spare || ins.left.every((q) => q === 0)) {
      pallets = ins.pallets.map((ps, i) => (ps === into[i].placements ? into[i] : reloaded(problem, into[i], ps)));
      open = spare ? ins.left : open;
      if (!spare) strategy = 'sequential+insertion';
    }
  }
  return { pallets, open, strategy };
}
