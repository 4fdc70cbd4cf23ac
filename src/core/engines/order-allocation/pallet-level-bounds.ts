/**
 * Level bounds on the pallet count: how many cartons one pallet can hold at a set of
 * horizontal planes.
 *
 * Why valid: on a horizontal plane at height y the following footprints are pairwise disjoint:
 * the cartons crossing it (bottom < y < top), and the fragile (maxStack 0) cartons whose
 * bottom is below it, since nothing may stand above a fragile carton (the lowest box over
 * its footprint would rest on it) and a crossing carton over it would overlap it. Positions
 * are whole length units, so planes at half units are never touched by a face. For a set of
 * planes, each carton meets at least a fixed number of them, its weight: for a plain carton
 * the fewest planes any interval of its height between deck and ceiling contains, for a
 * fragile one the planes above H − h (its bottom is at most there). Per pallet, summing over
 * the planes:
 * - area bound: the weighted smallest footprints ≤ planes × the deck area normalised to
 *   conic sums of their sides (a packing of rectangles can be pushed left and back until
 *   every edge lies at a sum of rectangle sides, Herz 1972);
 * - count bound: a footprint whose sides are both at least s contains a half-open s × s
 *   square, each such square holds exactly one point of the lattice (i·s − ε, j·s − ε), of
 *   which ⌊L/s⌋ × ⌊W/s⌋ lie on the deck: the weighted count of such cartons ≤ planes × that.
 * Plane sets: k evenly spaced planes (a carton taller than H/(k+1) meets one, a taller one
 * maybe more), and k planes spaced H/k down from just under the ceiling (every fragile
 * carton meets the top one). Also:
 * - SKU bound: for one SKU whose stances all share one height h, k = ⌊H/h⌋ and at most
 *   k × (the 2D pallet-loading upper bound of its footprint) cartons;
 * - floor bound: bottomOnly cartons all stand on the deck, so their summed smallest
 *   footprints are at most the normalised deck area.
 * The bound is the largest over plane sets k = 1..MAX_PLANES, SKUs and the floor.
 */
import { shapesWithin } from '../../geometry/orientation.js';
import type { ItemType, Shape } from '../../model/item.js';
import type { LoadSpace } from '../../model/problem.js';
import { plpUpperBound } from '../pallet-loading/plp/plp-bounds.js';

/** Plane sets tried: k = 1..MAX_PLANES planes, evenly spaced or hung from the ceiling. */
const MAX_PLANES = 8;

type ConicSum = (limit: number, lengths: readonly number[]) => number;

interface Sized {
  readonly qty: number;
  readonly shapes: readonly Shape[];
  readonly fragile: boolean;
  readonly minHeight: number;
  readonly minSide: number;
  readonly floor: boolean;
}

/** A carton's planes-met weight and the footprint it is charged with under one plane set. */
interface Charged {
  readonly sized: Sized;
  readonly weight: number;
  readonly area: number;
}

export function levelBound(space: LoadSpace, items: readonly ItemType[], anyConicSum: ConicSum): number {
  const { l: L, w: W, h: H } = space;
  const conicSum = memoisedConicSum(anyConicSum);
  const sized: Sized[] = items
    .map((it) => {
      const shapes = shapesWithin(it, space);
      return {
        qty: it.qty,
        shapes,
        fragile: it.maxStack === 0,
        minHeight: Math.min(...shapes.map((s) => s.dy)),
        minSide: Math.min(...shapes.map((s) => Math.min(s.dx, s.dz))),
        floor: it.bottomOnly === true,
      };
    })
    .filter((s) => s.shapes.length > 0 && s.qty > 0);
  let best = 0;
  for (const planes of planeSets(H)) best = Math.max(best, planeBound(L, W, H, planes, sized, conicSum));
  for (const s of sized) best = Math.max(best, skuBound(L, W, H, s));
  const floor = sized.filter((s) => s.floor).map((s) => ({ sized: s, weight: 1, area: smallestFootprint(s) }));
  return Math.max(best, areaBound(L, W, 1, floor, conicSum));
}

/** Heights of the planes (half units), per set: evenly spaced, and hung from just under the ceiling. */
export function planeSets(H: number): number[][] {
  const sets: number[][] = [];
  for (let k = 1; k <= MAX_PLANES && k < H; k++) {
    sets.push(Array.from({ length: k }, (_, i) => Math.floor(((i + 1) * H) / (k + 1)) + 0.5));
    sets.push(Array.from({ length: k }, (_, i) => H - 0.5 - Math.floor((i * H) / k)));
  }
  return sets;
}

/** Fewest planes a carton of height h meets anywhere on a pallet H high (fragile: planes above its highest bottom). */
export function planesMet(planes: readonly number[], H: number, h: number, fragile: boolean): number {
  if (fragile) return planes.filter((y) => y > H - h).length;
  const inside = (t: number) => planes.filter((y) => y > t && y < t + h).length;
  // The count changes only where an end passes a plane: try the ends of the range and just past each plane.
  const starts = [0, H - h, ...planes.flatMap((y) => [y + 0.5, y - 0.5 - h])].filter((t) => t >= 0 && t <= H - h);
  return Math.min(...starts.map(inside));
}

function planeBound(
  L: number,
  W: number,
  H: number,
  planes: readonly number[],
  sized: readonly Sized[],
  conicSum: ConicSum,
): number {
  const charged: Charged[] = [];
  for (const s of sized) {
    const met = s.shapes.map((x) => planesMet(planes, H, x.dy, s.fragile));
    const weight = Math.min(...met);
    const area = Math.min(...s.shapes.map((x, i) => x.dx * x.dz * met[i]));
    if (area > 0) charged.push({ sized: s, weight, area });
  }
  return Math.max(areaBound(L, W, planes.length, charged, conicSum), countBound(L, W, planes.length, charged));
}

/** Pallets needed when, per plane, at most ⌊L/s⌋ × ⌊W/s⌋ cartons with both footprint sides ≥ s are met. */
function countBound(L: number, W: number, planes: number, charged: readonly Charged[]): number {
  let best = 0;
  for (const side of new Set(charged.map((c) => c.sized.minSide))) {
    const perPlane = Math.floor(L / side) * Math.floor(W / side);
    const met = charged.reduce((n, c) => n + (c.sized.minSide >= side ? c.sized.qty * c.weight : 0), 0);
    if (perPlane > 0) best = Math.max(best, Math.ceil(met / (planes * perPlane)));
  }
  return best;
}

/** Pallets needed when the charged footprints must fit `planes` normalised deck areas per pallet. */
function areaBound(L: number, W: number, planes: number, charged: readonly Charged[], conicSum: ConicSum): number {
  if (charged.length === 0) return 0;
  const area = charged.reduce((a, c) => a + c.sized.qty * c.area, 0);
  const ls = conicSum(
    L,
    charged.flatMap((c) => c.sized.shapes.map((x) => x.dx)),
  );
  const ws = conicSum(
    W,
    charged.flatMap((c) => c.sized.shapes.map((x) => x.dz)),
  );
  return Math.ceil(area / (planes * ls * ws));
}

/** `conicSum` remembered by limit and set of lengths: most plane sets charge the same cartons, and order-options bounds many quantity variants of one order. */
export function memoisedConicSum(conicSum: ConicSum): ConicSum {
  const known = new Map<string, number>();
  return (limit, lengths) => {
    const key = `${limit}:${[...new Set(lengths)].sort((a, b) => a - b).join(',')}`;
    let v = known.get(key);
    if (v === undefined) {
      v = conicSum(limit, lengths);
      known.set(key, v);
    }
    return v;
  };
}

function smallestFootprint(s: Sized): number {
  return Math.min(...s.shapes.map((x) => x.dx * x.dz));
}

/**
 * One SKU with a single footprint (up to a turn): a plain one stacks at most ⌊H/h⌋ high,
 * fragile ones never stack at all; per level, at most the 2D pallet-loading bound.
 */
function skuBound(L: number, W: number, H: number, s: Sized): number {
  const [a, b] = [s.shapes[0].dx, s.shapes[0].dz];
  const oneFootprint = s.shapes.every((x) => (x.dx === a && x.dz === b) || (x.dx === b && x.dz === a));
  if (s.fragile && oneFootprint) {
    const perPallet = plpUpperBound(L, W, a, b);
    return perPallet > 0 ? Math.ceil(s.qty / perPallet) : 0;
  }
  if (s.shapes.some((x) => x.dy !== s.minHeight)) return 0;
  const levels = Math.floor(H / s.minHeight);
  const perLevel = plpUpperBound(L, W, a, b);
  return perLevel > 0 ? Math.ceil(s.qty / (levels * perLevel)) : 0;
}
