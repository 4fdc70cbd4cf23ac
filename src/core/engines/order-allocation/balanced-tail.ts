/**
 * Balanced tail: an order still above its pallet lower bound whose plan ends in stubs
 * (pallets under STUB_FILL of their volume) keeps its pallet count, but its lightest pallet
 * is made fuller.
 *
 * Optimises: the volume fill of the lightest pallet, with the count unchanged and every
 * carton placed.
 * Method: the cartons of the last m pallets (m from 2 up to the whole order) are split over
 * the same m pallets (SKUs whole with the fragile cartons dealt out first, so each pallet
 * carries its share of them on its top, loaded by wide block building first, then by the
 * everyday build; evenly per SKU; SKUs whole) and loaded share after share (loadShares, with
 * leftover insertion); a result that has more pallets whose CoG
 * would warn (COG_OFFSET) than the pallets it replaces is kept only when no other gains and
 * the lightest pallet was under LOPSIDED_STUB: a lopsided pallet (a tall half-deck column
 * beside fragile cartons on the deck) is worse than one half full, not than one a tenth full. Only the m whose even share of volume
 * could lift the lightest pallet to the target are tried (target: STUB_FILL, or TARGET_SHARE
 * of the order's mean fill when that is lower), smallest first, since that leaves the full
 * front pallets alone; the first result reaching the target wins, else the largest gain.
 * Limits: the shares balance volume, not height; at most MAX_TAILS tails are reloaded.
 */
import type { Problem } from '../../model/problem.js';
import { COG_WARN_PCT } from '../../objectives/pallet-thresholds.js';
import { largerOffset, withQuantities } from '../pallet-loading/index.js';
import { evenSplit, wholeSplit, type Split } from './order-splits.js';
import { countItems, loadShares, STUB_FILL, type Loaded } from './share-loading.js';

/**
 * The lightest pallet should reach this share of the order's mean fill: an order of five
 * pallets for four pallets' cartons cannot have every pallet half full, but none need be a stub.
 */
const TARGET_SHARE = 0.75;
/** Tails reloaded at most (each costs up to three splits of m pallet loads). */
const MAX_TAILS = 3;
/**
 * A share may carry over up to this share of a pallet's volume to the next: the tail's pallets
 * are light, so one that cannot take a carton (a 50 cm fragile cube is 7 % of a GMA pallet)
 * leaves it to one with room; loadShares' everyday 5 % would give every such split up.
 */
const TAIL_LEFTOVER_LIMIT = 0.25;
/** Only a lightest pallet under this fill may be lifted at the cost of a pallet whose CoG warns. */
const LOPSIDED_STUB = 0.25;

type Load = (qty: readonly number[]) => Loaded;

/**
 * The pallets with a fuller lightest pallet, or null when no tail reload gains. `load`: the
 * everyday pallet build; `wide`: wide block building, tried first on the fragile split.
 */
export function balancedTail(
  problem: Problem,
  pallets: readonly Loaded[],
  load: Load,
  timeUp: () => boolean,
  wide?: Load,
): Loaded[] | null {
  const n = pallets.length;
  const fills = pallets.map((p) => fillOf(problem, p));
  let bestMin = Math.min(...fills);
  if (n < 2 || bestMin >= STUB_FILL) return null;
  const target = Math.min(STUB_FILL, (TARGET_SHARE * sum(fills)) / n);
  // Results that add a pallet whose CoG would warn (COG_OFFSET) are kept only when no other gains.
  const best: { clean: Loaded[] | null; any: Loaded[] | null } = { clean: null, any: null };
  let anyMin = bestMin;
  let tails = 0;
  for (let m = 2; m <= n && tails < MAX_TAILS && !timeUp(); m++) {
    const keptMin = Math.min(Infinity, ...fills.slice(0, n - m));
    // Even the best share of the tail's volume could not reach the target: not worth loading.
    if (Math.min(keptMin, sum(fills.slice(n - m)) / m) < target) continue;
    tails++;
    for (const shares of tailSplits(problem, pallets.slice(n - m), load, wide)) {
      if (timeUp()) break;
      const loaded = loadShares(shares.sub, shares.split, shares.load, timeUp, undefined, TAIL_LEFTOVER_LIMIT);
      if (!loaded || loaded.length !== m) continue;
      const lightest = Math.min(keptMin, ...loaded.map((p) => fillOf(problem, p)));
      const result = [...pallets.slice(0, n - m), ...loaded];
      if (offCentre(loaded) > offCentre(pallets.slice(n - m))) {
        if (lightest > anyMin) {
          anyMin = lightest;
          best.any = result;
        }
        continue;
      }
      if (lightest <= bestMin) continue;
      bestMin = lightest;
      best.clean = result;
      if (bestMin >= target) return result;
    }
  }
  return best.clean ?? (Math.min(...fills) < LOPSIDED_STUB ? best.any : null);
}

/**
 * The tail's cartons split over as many pallets: with fragile cartons, whole SKUs after the
 * fragile cartons are dealt out first (stubs above the bound mostly hold fragile cartons
 * left to the end, so that split is the likeliest to balance), loaded by `wide` first when
 * given (wide block building places a pallet's fragile share where the everyday build leaves
 * one or two out: six pallets 65/82/87/26/11/11 % full can come out 46-50 % each);
 * then even, then whole.
 */
function tailSplits(
  problem: Problem,
  tail: readonly Loaded[],
  load: Load,
  wide: Load | undefined,
): { sub: Problem; split: Split; load: Load }[] {
  const qty = countItems(
    problem,
    tail.flatMap((p) => p.placements),
  );
  const sub = withQuantities(problem, qty);
  const m = tail.length;
  const fragile = sub.items.some((it) => it.maxStack === 0 && qty[it.index] > 0);
  const dealt = fragile ? wholeSplit(sub.items, qty, m, 'fragile') : null;
  return [
    ...(dealt && wide ? [{ sub, split: dealt, load: (q: readonly number[]) => centred(problem, wide(q), load) }] : []),
    ...(dealt ? [{ sub, split: dealt, load }] : []),
    { sub, split: evenSplit(sub.items, qty, m), load },
    { sub, split: wholeSplit(sub.items, qty, m), load },
  ];
}

/**
 * A wide load whose CoG would warn, planned again by the everyday build on exactly its cartons;
 * the new plan is kept when it places them all with a smaller CoG offset.
 */
function centred(problem: Problem, wide: Loaded, load: Load): Loaded {
  if (largerOffset(wide.measures) <= COG_WARN_PCT) return wide;
  const again = load(countItems(problem, wide.placements));
  return again.placements.length === wide.placements.length &&
    largerOffset(again.measures) < largerOffset(wide.measures)
    ? again
    : wide;
}

/** Pallets whose CoG offset would make COG_OFFSET warn: a balanced tail must not add any. */
function offCentre(pallets: readonly Loaded[]): number {
  return pallets.filter((p) => largerOffset(p.measures) > COG_WARN_PCT).length;
}

/** Volume fill of a pallet: carton volume over its load space l × w × h. */
export function fillOf(problem: Problem, pallet: Pick<Loaded, 'measures'>): number {
  const { l, w, h } = problem.space;
  return pallet.measures.placedVolume / (l * w * h);
}

function sum(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0);
}
