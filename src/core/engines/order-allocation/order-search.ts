/**
 * Order allocation as one search: one objective, one loop of moves (index.ts gives it its loaders and whole-order moves).
 *
 * Optimises: the order objective (objectives/order.ts): every carton placed, fewest pallets, the
 * pallets' own keys worst first, then evenness. Every acceptance is compareOrders, so the plan
 * kept never depends on the order candidates were met in.
 * Method, from the sequential fill (sequential-fill.ts) by the first loader, a loop that tries
 * the moves in this order, accepts the first plan the order objective ranks better, and starts
 * again from the top, until no move gains or the work budget is spent:
 * - Whole-order moves (above the bound): every carton onto a count below the current one, the
 *   bound first, by one fill policy (whole-order-moves.ts: wide block building, a top tier, even,
 *   fragile, cap and dealt shares, the all-approaches fill); each (policy, count) tried once. A
 *   pinned build has none.
 * - Sequential value correction: the order filled pallet after pallet again, each pallet offered
 *   the open cartons of highest value first (value × volume, up to OFFER_SHARE of a pallet's
 *   volume), by each value-corrected loader in turn (the cheap ones: block building, the best of the
 *   pallet engine's approaches); after a fill, the value of every carton type
 *   that ended on a pallet under the plan's mean fill, or that no pallet took, is raised by its
 *   pallet's waste, so the next fill loads it early, beside cartons that fill round it. Up to
 *   SVC_ROUNDS fills, while the plan is above the pallet lower bound and each fill gains.
 * - Large neighbourhood: k = 1..3 pallets (the lightest k, and the k worst by the pallet
 *   objective) have their cartons, with any left out, reloaded onto k - 1 pallets (fewer) or k
 *   (the same count, sounder or more even), by a sequential fill with each loader or by even and
 *   whole-SKU shares (order-splits.ts); a reload replaces the plan when the order objective ranks
 *   it better. Onto fewer pallets: no
 *   load at all when the pool's own lower bound exceeds k - 1, nor for a pool that failed before;
 *   loaders cheapest first (after whole-order moves ran, not their wide loaders again), the first that
 *   places every carton ending the move; if none does, the fill that came nearest is repaired
 *   once (the caller's top and pooled repacks).
 * Budget: BASE_LOADS + LOADS_PER_PALLET per pallet of the first fill, in pallet loads (each with
 * its loader's own work budget), scaled by the caller's budget scale, so the plan does not depend
 * on the machine; whole-order moves count in it, but until another move has run they are not cut
 * by it (the family is bounded by its size). Reloads onto as many pallets use the cheapest loader
 * only (SAME_COUNT_LOADERS).
 * Limits: heuristic; the pallet count is minimal only when it meets the lower bound.
 */
import type { Problem } from '../../model/problem.js';
import type { AllocationStrategy } from './index.js';
import { leftVolume } from './share-loading.js';
import { evenSplit, wholeSplit } from './order-splits.js';
import { betterOrder } from './order-objective.js';
import { sequentialFill } from './sequential-fill.js';
import { countItems, loadShares, type Loaded } from './share-loading.js';
import { compareKeys } from '../../objectives/keys.js';
import { withQuantities } from '../pallet-loading/index.js';
import { memoisedCharges } from './dff-bound.js';
import { memoisedConicSum } from './pallet-level-bounds.js';
import { largestConicSum, palletLowerBound } from './pallet-lower-bound.js';
import { palletKey } from '../../objectives/pallet.js';
import type { WholeOrderMove } from './whole-order-moves.js';

/** A single-pallet loader at order level: the open cartons in, one pallet's load of some of them out. */
export interface OrderLoader {
  readonly name: string;
  /** Loads the value-corrected fills, in turn (the others only reload). */
  readonly valueCorrected?: boolean;
  /**
   * One of the whole-order moves' own fills (wide block building and its tiers): once those moves
   * have run, reloads onto fewer pallets skip it (on the tuned bench sets no such reload by these
   * loaders gained an order after them, and they were a third of a miss's CPU).
   */
  readonly wholeOrderOwn?: boolean;
  /** `palletsLeft`: pallets left to fill, this one included (a loader may keep room for the cartons still to come). */
  readonly load: (qty: readonly number[], palletsLeft: number) => Loaded;
}

/** Value-corrected fills at most, after the plain sequential fill. */
const SVC_ROUNDS = 4;
/** A value-corrected fill offers each pallet the highest-valued open cartons up to this share of its volume. */
const OFFER_SHARE = 1.5;
/**
 * Pallet loads the whole search may spend at budget scale 1 (loads remembered by the memo count
 * too): BASE_LOADS, plus LOADS_PER_PALLET for each pallet of the first fill.
 */
const BASE_LOADS = 16;
const LOADS_PER_PALLET = 6;
/**
 * Reloads that keep the count (for soundness and evenness) use only this many loaders, the
 * cheapest (block building alone: with the best of the three approaches too, the same counts and
 * CoG warnings on tuned and fresh bench sets for about 1.6-2.4× the CPU at the median).
 */
const SAME_COUNT_LOADERS = 1;

/** A reload that left a few cartons out, repaired: the pallets with every carton of `left` placed, or null. */
export type Repair = (pallets: readonly Loaded[], left: readonly number[]) => Loaded[] | null;

/** The whole-order moves not yet tried onto fewer than `current` pallets, in the order to try them (whole-order-moves.ts). */
export type WholeOrderFamily = (current: number) => readonly WholeOrderMove[];

export interface OrderSearchResult {
  readonly pallets: Loaded[];
  readonly open: number[];
  /** What the last reload onto the bound's count left out (bound-gap.ts reads it), or null when none did. */
  readonly leftAtBound?: readonly number[] | null;
}

/**
 * The best plan the search finds for `loadable` on at most `maxPallets` pallets; `bound`: the
 * pallet lower bound (a plan there stops the count-reducing moves).
 */
export function searchOrder(
  problem: Problem,
  loadable: readonly number[],
  bound: number,
  maxPallets: number,
  loaders: readonly OrderLoader[],
  timeUp: () => boolean,
  budgetScale = 1,
  repair: Repair = () => null,
  wholeOrder?: WholeOrderFamily,
): OrderSearchResult & { readonly strategy: AllocationStrategy } {
  let loads = 0;
  let budget = Infinity;
  const spent = () => loads >= budget || timeUp();
  const metered = loaders.map((l) => ({
    name: l.name,
    wholeOrderOwn: l.wholeOrderOwn,
    load: (qty: readonly number[], palletsLeft = 1) => {
      loads++;
      return l.load(qty, palletsLeft);
    },
  }));
  const palletVolume = problem.space.l * problem.space.w * problem.space.h;
  const conicSum = memoisedConicSum(largestConicSum);
  const charges = memoisedCharges();
  const poolBound = (qty: readonly number[]) => palletLowerBound(withQuantities(problem, qty), conicSum, charges).value;
  const first = sequentialFill(problem, loadable, maxPallets, metered[0].load, timeUp);
  budget = loads + Math.max(1, Math.round((BASE_LOADS + LOADS_PER_PALLET * first.pallets.length) * budgetScale));
  let best: OrderSearchResult = { pallets: first.pallets, open: first.open };
  const accept = (c: OrderSearchResult | null): boolean => {
    if (!c || !betterOrder(problem, c.pallets, best.pallets)) return false;
    best = c;
    return true;
  };

  // Sequential value correction's state: the carton types' values, the rounds run, whether a round gained nothing.
  const values = problem.items.map(() => 1);
  const svcLoaders = metered.filter((_, i) => loaders[i].valueCorrected);
  let svcRound = 0;
  let svcEnded = svcLoaders.length === 0;
  const none = problem.items.map(() => 0);
  let wholeRan = false;
  // Until a move of another kind runs, the whole-order moves are not cut by the load budget: each is tried once, so their number bounds them.
  let searching = false;
  let leftAtBound: readonly number[] | null = null;
  const onLeft = (pallets: number, left: readonly number[]) => {
    if (pallets === bound) leftAtBound = left;
  };
  // Reloads onto fewer pallets that placed not every carton, by pool: the same pool fails the same way again (loads are pure), so it is not reloaded twice.
  const failedFewer = new Set<string>();
  let improved = true;
  while (improved && !timeUp()) {
    improved = false;
    // Whole-order moves: every carton onto fewer pallets (none at the bound).
    for (const move of best.pallets.length > bound && wholeOrder ? wholeOrder(best.pallets.length) : []) {
      if (timeUp() || (searching && spent())) break;
      wholeRan = true;
      const pallets = move.run(() => {
        loads++;
      });
      if (pallets && accept({ pallets, open: none })) {
        improved = true;
        break;
      }
    }
    if (improved || spent()) continue;
    searching = true;
    // Sequential value correction: one fill per turn while each gains and the plan is above the bound.
    if (!svcEnded && svcRound < SVC_ROUNDS && best.pallets.length > bound) {
      const loader = svcLoaders[svcRound++ % svcLoaders.length];
      const offer = (qty: readonly number[]) => valuedOffer(problem, qty, values, OFFER_SHARE * palletVolume);
      const fill = sequentialFill(problem, loadable, maxPallets, (q, left) => loader.load(offer(q), left), timeUp);
      // A round that gains nothing ends the correction: the values it would raise next are the same cartons'.
      if (accept({ pallets: fill.pallets, open: fill.open })) {
        correctValues(problem, fill.pallets, fill.open, values, palletVolume);
        improved = true;
        continue;
      }
      svcEnded = true;
    }
    // Large neighbourhood: reload k pallets.
    for (const move of neighbourhood(best.pallets, bound)) {
      if (spent()) break;
      const movers = wholeRan && move.target < move.pallets.length ? metered.filter((l) => !l.wholeOrderOwn) : metered;
      const c = reload(
        problem,
        best,
        move.pallets,
        move.target,
        move.how,
        movers,
        timeUp,
        repair,
        onLeft,
        poolBound,
        failedFewer,
      );
      if (accept(c)) {
        improved = true;
        break;
      }
    }
  }
  return { ...best, leftAtBound, strategy: best.pallets === first.pallets ? first.strategy : 'search' };
}

/** One large-neighbourhood move: these pallets' cartons reloaded onto `target` pallets, `how`. */
interface Move {
  readonly pallets: readonly number[];
  readonly target: number;
  readonly how: 'fill' | 'even' | 'whole';
}

/** The moves in the order tried: fewer pallets first (above the bound), k ascending; lightest k, then worst k. */
function neighbourhood(pallets: readonly Loaded[], bound: number): Move[] {
  const n = pallets.length;
  const byFill = pallets.map((_, i) => i).sort((a, b) => vol(pallets[a]) - vol(pallets[b]) || a - b);
  const keyOf = (i: number) => palletKey({ ...pallets[i].measures, complete: true });
  const byKey = pallets.map((_, i) => i).sort((a, b) => compareKeys(keyOf(b), keyOf(a)) || a - b);
  const sets: number[][] = [];
  const seen = new Set<string>();
  for (let k = 1; k <= Math.min(3, n); k++)
    for (const order of [byFill, byKey]) {
      const set = order.slice(0, k).sort((a, b) => a - b);
      if (seen.has(set.join())) continue;
      seen.add(set.join());
      sets.push(set);
    }
  const moves: Move[] = [];
  if (n > bound)
    for (const set of sets)
      if (set.length >= 2)
        for (const how of ['fill', 'whole'] as const) moves.push({ pallets: set, target: set.length - 1, how });
  for (const set of sets)
    for (const how of set.length === 1 ? (['fill'] as const) : (['even', 'whole', 'fill'] as const))
      moves.push({ pallets: set, target: set.length, how });
  return moves;
}

/**
 * `plan` with the cartons of `chosen` pallets (and those no pallet took) reloaded onto at most
 * `target` pallets: a sequential fill by each loader in turn, or shares loaded by the first;
 * the best reload by the order objective, or null when none places every one of those cartons.
 */
function reload(
  problem: Problem,
  plan: OrderSearchResult,
  chosen: readonly number[],
  target: number,
  how: Move['how'],
  loaders: readonly OrderLoader[],
  timeUp: () => boolean,
  repair: Repair,
  onLeft: (pallets: number, left: readonly number[]) => void,
  poolBound: (qty: readonly number[]) => number,
  failedFewer: Set<string>,
): OrderSearchResult | null {
  const kept = plan.pallets.filter((_, i) => !chosen.includes(i));
  const pool = countItems(
    problem,
    chosen.flatMap((i) => plan.pallets[i].placements),
  ).map((q, i) => q + plan.open[i]);
  const fewer = target < chosen.length;
  // Fewer pallets than the pool's own lower bound: no loader can, so none is run; nor again after a reload of the same pool failed.
  const poolKey = `${target}|${how}|${pool.join()}`;
  if (fewer && (failedFewer.has(poolKey) || poolBound(pool) > target)) return null;
  const none = problem.items.map(() => 0);
  let best: Loaded[] | null = null;
  const consider = (pallets: Loaded[] | null) => {
    if (pallets && (!best || betterOrder(problem, [...kept, ...pallets], [...kept, ...best]))) best = pallets;
  };
  if (how === 'fill') {
    // Onto fewer pallets, the fill that came nearest (least carton volume left out) is repaired once the loaders are done.
    let nearest: { pallets: Loaded[]; left: number[]; out: number } | null = null;
    for (const loader of fewer ? loaders : loaders.slice(0, SAME_COUNT_LOADERS)) {
      // Onto fewer pallets, the first loader (cheapest first) that places every carton ends the move: any such plan gains.
      if (timeUp() || (fewer && best)) break;
      const fill = sequentialFill(problem, pool, target, loader.load, timeUp);
      if (fill.open.every((q) => q === 0)) consider(fill.pallets);
      else {
        onLeft(kept.length + target, fill.open);
        const out = leftVolume(problem, fill.open);
        if (fewer && fill.pallets.length === target && (!nearest || out < nearest.out))
          nearest = { pallets: fill.pallets, left: fill.open, out };
      }
    }
    const near = nearest as { pallets: Loaded[]; left: number[] } | null;
    if (near && !best && !timeUp()) {
      consider(repair(near.pallets, near.left));
    }
  } else {
    const split = how === 'even' ? evenSplit : wholeSplit;
    consider(loadShares(problem, split(problem.items, pool, target), (q) => loaders[0].load(q, 1), timeUp));
  }
  if (fewer && !best) failedFewer.add(poolKey);
  return best ? { pallets: [...kept, ...(best as Loaded[])], open: none } : null;
}

/**
 * The open cartons a value-corrected fill offers one pallet: types by value × carton volume,
 * highest first (ties: the lower index), whole counts while the offer stays under `cap` volume,
 * then as many of the next type as fit under it (at least one carton in all).
 */
export function valuedOffer(
  problem: Problem,
  open: readonly number[],
  values: readonly number[],
  cap: number,
): number[] {
  const v = (i: number) => problem.items[i].l * problem.items[i].w * problem.items[i].h;
  const order = open
    .map((_, i) => i)
    .filter((i) => open[i] > 0)
    .sort((a, b) => values[b] * v(b) - values[a] * v(a) || a - b);
  const offer: number[] = open.map(() => 0);
  let room = cap;
  for (const i of order) {
    const n = Math.min(open[i], Math.max(0, Math.floor(room / v(i))));
    offer[i] = n;
    room -= n * v(i);
    if (n < open[i]) break;
  }
  if (!offer.some((q) => q > 0) && order.length > 0) offer[order[0]] = 1;
  return offer;
}

/**
 * Sequential value correction's update: a carton type on a pallet under the plan's mean fill has
 * its value multiplied by 1 + the pallet's unused share (the largest over its pallets); a type
 * some carton of which no pallet took, by 2.
 */
function correctValues(
  problem: Problem,
  pallets: readonly Loaded[],
  open: readonly number[],
  values: number[],
  palletVolume: number,
): void {
  const fills = pallets.map((p) => vol(p) / palletVolume);
  const mean = fills.reduce((s, f) => s + f, 0) / Math.max(1, fills.length);
  const raise: number[] = problem.items.map((_, i) => (open[i] > 0 ? 2 : 1));
  pallets.forEach((p, j) => {
    if (fills[j] >= mean) return;
    for (const b of p.placements) raise[b.item] = Math.max(raise[b.item], 2 - fills[j]);
  });
  raise.forEach((r, i) => {
    values[i] *= r;
  });
}

function vol(p: Loaded): number {
  return p.measures.placedVolume;
}
