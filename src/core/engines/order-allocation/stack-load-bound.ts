/**
 * Stack-load bound on the pallet count: what the cartons on the deck can carry.
 *
 * Why valid: every carton off the deck has its whole base on carton tops, and its weight and
 * load pass to its supports (shared by contact area), so a pallet's whole cargo weight rests
 * on its deck cartons: W ≤ Σ over deck cartons of (own weight + load). A carton with a
 * maxStack m carries at most m (plus the checker's load tolerance), a fragile one nothing.
 * The deck cartons' footprints are disjoint, so over P pallets their smallest footprints sum
 * to at most P × the normalised deck area; the most weight-plus-load per deck area any choice
 * of them can offer is a fractional knapsack (greedy by ratio), and P must let it reach the
 * order's weight.
 * Limits: a carton with no maxStack carries any load, so once the order has one, any pallet
 * may stand on it: the bound is 0 then. It bites on orders of stack-limited and fragile
 * cartons only (e.g. short cartons that may carry 4 of their own, which could stand 10 high).
 */
import { shapesWithin } from '../../geometry/orientation.js';
import type { ItemType } from '../../model/item.js';
import type { LoadSpace } from '../../model/problem.js';
import { LOAD_TOLERANCE_G } from '../../rules/stacking.js';

type ConicSum = (limit: number, lengths: readonly number[]) => number;

/** The knapsack sums fractions in floating point: a near tie counts as reached, so the bound errs low. */
const FLOAT_SLACK = 1e-9;

interface DeckOffer {
  readonly qty: number;
  readonly area: number;
  readonly carries: number;
}

export function stackLoadBound(space: LoadSpace, items: readonly ItemType[], conicSum: ConicSum): number {
  const { l: L, w: W } = space;
  if (items.some((it) => it.qty > 0 && it.maxStack === null)) return 0;
  const offers: DeckOffer[] = [];
  const along = { x: [] as number[], z: [] as number[] };
  let cargo = 0;
  for (const it of items) {
    const shapes = shapesWithin(it, space);
    if (shapes.length === 0 || it.qty <= 0) continue;
    for (const s of shapes) {
      along.x.push(s.dx);
      along.z.push(s.dz);
    }
    cargo += it.qty * it.weight;
    const limit = it.maxStack === 0 ? 0 : (it.maxStack ?? 0) + LOAD_TOLERANCE_G;
    offers.push({ qty: it.qty, area: Math.min(...shapes.map((s) => s.dx * s.dz)), carries: it.weight + limit });
  }
  if (offers.length === 0 || cargo === 0) return 0;
  const deck = conicSum(L, along.x) * conicSum(W, along.z);
  offers.sort((a, b) => b.carries / b.area - a.carries / a.area);
  const cartons = offers.reduce((n, o) => n + o.qty, 0);
  // With every carton on a deck the offer is the whole weight plus loads, so a count ≤ cartons is found.
  for (let pallets = 1; pallets <= cartons; pallets++)
    if (bestOffer(offers, pallets * deck) >= cargo * (1 - FLOAT_SLACK)) return pallets;
  return cartons;
}

/** Most weight plus load deck cartons with summed footprints ≤ `area` can carry (fractional knapsack). */
function bestOffer(offers: readonly DeckOffer[], area: number): number {
  let left = area;
  let carried = 0;
  for (const o of offers) {
    const take = Math.min(o.qty, left / o.area);
    carried += take * o.carries;
    left -= take * o.area;
    if (left <= 0) break;
  }
  return carried;
}
