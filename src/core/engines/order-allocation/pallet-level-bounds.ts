/**
 * Level bounds on the pallet count: how many cartons of a height class one pallet can hold.
 *
 * Why valid: take k horizontal planes at heights j·H/(k+1), j = 1..k. A carton whose every
 * stance is taller than H/(k+1) cannot fit between two planes (nor below the first or above
 * the last), so it crosses at least one plane, and on one plane the crossing cartons'
 * cross-sections are disjoint rectangles. Hence, per pallet:
 * - class bound: their summed smallest footprints ≤ k × the deck area normalised to conic
 *   sums of their sides (a packing of rectangles can be pushed left and back until every
 *   edge lies at a sum of rectangle sides, Herz 1972);
 * - count bound: a cross-section whose sides are both at least s contains a half-open s × s
 *   square, and each such square holds exactly one point of the lattice (i·s − ε, j·s − ε),
 *   of which ⌊L/s⌋ × ⌊W/s⌋ lie on the deck: so at most that many crossing cartons whose
 *   every stance has both footprint sides ≥ s, per plane (s over the cartons' smallest sides);
 * - SKU bound: for one SKU whose stances all share one height h, k = ⌊H/h⌋ and at most
 *   k × (the 2D pallet-loading upper bound of its footprint) cartons.
 * - floor bound: bottomOnly cartons all stand on the deck, so their summed smallest footprints
 *   are at most the normalised deck area.
 * The bound is the largest count over classes k = 1..MAX_PLANES, over SKUs and the floor.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { ItemType, Shape } from '../../model/item.js';
import type { LoadSpace } from '../../model/problem.js';
import { plpUpperBound } from '../pallet-loading/plp/plp-bounds.js';
import { largestConicSum } from './pallet-lower-bound.js';

/** Classes tried: cartons taller than H/2, H/3, … H/(MAX_PLANES+1). */
const MAX_PLANES = 8;

interface Sized { readonly qty: number; readonly shapes: readonly Shape[]; readonly footprint: number; readonly minHeight: number; readonly minSide: number; readonly floor: boolean }

export function levelBound(space: LoadSpace, items: readonly ItemType[]): number {
  const { l: L, w: W, h: H } = space;
  const sized: Sized[] = items.map((it) => {
    const shapes = allowedShapes(it).filter((s) => s.dx <= L && s.dz <= W && s.dy <= H);
    return { qty: it.qty, shapes, footprint: Math.min(...shapes.map((s) => s.dx * s.dz)), minHeight: Math.min(...shapes.map((s) => s.dy)), minSide: Math.min(...shapes.map((s) => Math.min(s.dx, s.dz))), floor: it.bottomOnly === true };
  }).filter((s) => s.shapes.length > 0 && s.qty > 0);
  let best = 0;
  for (let k = 1; k <= MAX_PLANES; k++) best = Math.max(best, classBound(L, W, H, k, sized));
  for (const s of sized) best = Math.max(best, skuBound(L, W, H, s));
  return Math.max(best, areaBound(L, W, 1, sized.filter((s) => s.floor)));
}

function classBound(L: number, W: number, H: number, k: number, sized: readonly Sized[]): number {
  // minHeight > H/(k+1), in integers.
  const crossing = sized.filter((s) => s.minHeight * (k + 1) > H);
  return Math.max(areaBound(L, W, k, crossing), countBound(L, W, k, crossing));
}

/** Pallets needed when, per plane, at most ⌊L/s⌋ × ⌊W/s⌋ crossing cartons have both footprint sides ≥ s. */
function countBound(L: number, W: number, k: number, crossing: readonly Sized[]): number {
  let best = 0;
  for (const side of new Set(crossing.map((s) => s.minSide))) {
    const perPlane = Math.floor(L / side) * Math.floor(W / side);
    const count = crossing.reduce((n, s) => n + (s.minSide >= side ? s.qty : 0), 0);
    if (perPlane > 0) best = Math.max(best, Math.ceil(count / (k * perPlane)));
  }
  return best;
}

/** Pallets needed when the cartons' smallest footprints must fit k normalised deck areas per pallet. */
function areaBound(L: number, W: number, k: number, cartons: readonly Sized[]): number {
  if (cartons.length === 0) return 0;
  const area = cartons.reduce((a, s) => a + s.qty * s.footprint, 0);
  const ls = largestConicSum(L, cartons.flatMap((s) => s.shapes.map((x) => x.dx)));
  const ws = largestConicSum(W, cartons.flatMap((s) => s.shapes.map((x) => x.dz)));
  return Math.ceil(area / (k * ls * ws));
}

function skuBound(L: number, W: number, H: number, s: Sized): number {
  if (s.shapes.some((x) => x.dy !== s.minHeight)) return 0;
  const levels = Math.floor(H / s.minHeight);
  const perLevel = plpUpperBound(L, W, s.shapes[0].dx, s.shapes[0].dz);
  return perLevel > 0 ? Math.ceil(s.qty / (levels * perLevel)) : 0;
}
