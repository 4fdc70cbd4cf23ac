/**
 * Arrangements: an order packed by the shared container engine, cut to its bounding box.
 * A known arrangement fits any box whose sorted inner dimensions are each at least the
 * arrangement's sorted extents: the box is simply held with its matching sides along the
 * arrangement's axes, so the same placements stay valid (the checker sees the same contacts).
 */
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { DEFAULT_TUNING, solveContainerLoad } from '../container-loading/index.js';
import type { OrderShape } from './model.js';

/** Extents along x (length), y (up), z (width), in length units. */
export interface Extents {
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
}

/** An order's placements inside its bounding box `extents`, minimum corner at the origin. */
export interface Arrangement extends Extents {
  readonly placements: readonly Placement[];
}

/**
 * A box held in one orientation with the order inside: `space` = the room the order may use
 * (inner sides less 2 × clearance) along x, y, z; the room sits `clearance` from every wall.
 */
export interface Packing {
  readonly space: Extents;
  readonly placements: readonly Placement[];
  readonly clearance?: number;
}

/** The problem the checker and the engine see: the order's items in a space of these extents. */
export function packingProblem(shape: OrderShape, space: Extents): Problem {
  return { space: { l: space.dx, w: space.dz, h: space.dy, maxWeight: null, door: null }, items: shape.items };
}

/**
 * Packs the whole order into `space` with the container engine; null unless every unit is placed.
 * DEFAULT_TUNING leaves out the pack service's stow objectives (compactness and balance): they
 * are not counted as work and cost 5-7 times the packing of a 60-unit order, while a parcel only
 * needs its units supported (bench:catalog quality within ±3 %, mean -0.1 %, on 22 history × k rows).
 */
export function packOrder(
  shape: OrderShape,
  space: Extents,
  work: number,
  isTimeUp?: () => boolean,
): { arrangement: Arrangement | null; work: number } {
  const plan = solveContainerLoad(packingProblem(shape, space), { budget: { work, isTimeUp } }, DEFAULT_TUNING);
  if (plan.unplaced.length > 0 || plan.placements.length !== shape.units)
    return { arrangement: null, work: plan.stats.work };
  return { arrangement: boundingArrangement(plan.placements), work: plan.stats.work };
}

/** Placements moved to the origin with their bounding extents. */
export function boundingArrangement(placements: readonly Placement[]): Arrangement {
  let x0 = Infinity,
    y0 = Infinity,
    z0 = Infinity,
    x1 = 0,
    y1 = 0,
    z1 = 0;
  for (const p of placements) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    z0 = Math.min(z0, p.z);
    x1 = Math.max(x1, p.x + p.dx);
    y1 = Math.max(y1, p.y + p.dy);
    z1 = Math.max(z1, p.z + p.dz);
  }
  const moved = placements.map((p) => ({ ...p, x: p.x - x0, y: p.y - y0, z: p.z - z0 }));
  return { dx: x1 - x0, dy: y1 - y0, dz: z1 - z0, placements: moved };
}

/**
 * The box held so that it contains the arrangement, or null: its largest side along the
 * arrangement's longest axis, and so on (matching sorted sides is optimal for containment).
 */
export function holdBox(arr: Arrangement, box: { l: number; w: number; h: number }): Packing | null {
  const sides = [box.l, box.w, box.h].sort((a, b) => b - a);
  const axes = (['dx', 'dy', 'dz'] as const).slice().sort((a, b) => arr[b] - arr[a]);
  const space = { dx: 0, dy: 0, dz: 0 };
  for (let r = 0; r < 3; r++) {
    if (sides[r] < arr[axes[r]]) return null;
    space[axes[r]] = sides[r];
  }
  return { space, placements: arr.placements };
}

/** The three ways to hold a box (each side vertical once); the engine turns items in the footprint itself. */
export function boxOrientations(box: { l: number; w: number; h: number }): Extents[] {
  const [a, b, c] = [box.l, box.w, box.h].sort((p, q) => q - p);
  const all = [
    { dx: a, dy: c, dz: b },
    { dx: a, dy: b, dz: c },
    { dx: b, dy: a, dz: c },
  ];
  return all.filter((o, i) => all.findIndex((p) => p.dx === o.dx && p.dy === o.dy && p.dz === o.dz) === i);
}
