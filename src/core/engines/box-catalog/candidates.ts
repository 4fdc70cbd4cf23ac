/**
 * Candidate boxes on a 1 cm grid, built from the order history:
 * - each order shape's tight arrangements (the container engine packing it into a cube-like,
 *   a flat and a long space, grown from 80 % fill until everything fits), rounded up to whole cm;
 * - "ladder" boxes: the hull (side-wise maximum of sorted sides) of the smallest q/12 of the
 *   shapes' tight boxes, so a small catalogue can still cover everything;
 * - local hulls: each tight box with its two nearest neighbours (log-side distance).
 * A hull of sorted sides holds every arrangement it was built from, so coverage is known
 * without more packing. Rounding up to the grid keeps that guarantee.
 */
import { LENGTH_PER_CM } from '../../model/units.js';
import { WorkMeter } from '../../search/budget.js';
import { allowedShapes } from '../../geometry/orientation.js';
import { packOrder, type Arrangement, type Extents } from './arrangement.js';
import type { BoxSpec, OrderShape } from './model.js';

/** Extents of a space relative to its scale (x, y up, z). */
const TEMPLATES: readonly Extents[] = [
  { dx: 1, dy: 1, dz: 1 },
  { dx: 1.5, dy: 0.55, dz: 1.2 },
  { dx: 2, dy: 0.75, dz: 0.75 },
];
const START_FILL = 0.8;
const GROWTH = 1.15;
const MAX_TRIES = 8;
const LADDER_STEPS = 12;
const NEIGHBOURS = 2;

/** Work units of one packing attempt during generation. */
export const GENERATION_CALL_WORK = 4000;

/** Tight arrangements of one order shape (at least one unless the time cap fires). */
export function tightArrangements(shape: OrderShape, meter: WorkMeter): Arrangement[] {
  if (shape.units === 1) {
    const s = allowedShapes(shape.items[0]).reduce((a, b) => (b.dy < a.dy ? b : a));
    return [{ ...s, placements: [{ item: 0, x: 0, y: 0, z: 0, ...s }] }];
  }
  const out: Arrangement[] = [];
  for (const t of TEMPLATES) {
    let scale = Math.cbrt(shape.volume / START_FILL / (t.dx * t.dy * t.dz));
    for (let i = 0; i < MAX_TRIES; i++, scale *= GROWTH) {
      const space = { dx: Math.ceil(t.dx * scale), dy: Math.ceil(t.dy * scale), dz: Math.ceil(t.dz * scale) };
      const { arrangement, work } = packOrder(shape, space, GENERATION_CALL_WORK);
      if (!meter.spend(work)) return out;
      if (arrangement) { out.push(arrangement); break; }
    }
  }
  if (out.length === 0) out.push(...sprawl(shape, meter));
  return out;
}

/** Last resort: a space as long as every unit end to end holds them all on the floor. */
function sprawl(shape: OrderShape, meter: WorkMeter): Arrangement[] {
  const side = shape.items.reduce((s, it) => s + Math.max(it.l, it.w, it.h) * it.qty, 0);
  const { arrangement, work } = packOrder(shape, { dx: side, dy: side, dz: side }, GENERATION_CALL_WORK * 4);
  meter.spend(work);
  return arrangement ? [arrangement] : [];
}

const GRID = LENGTH_PER_CM;
const up = (v: number) => Math.ceil(v / GRID) * GRID;
const sorted = (a: Extents): [number, number, number] => [a.dx, a.dy, a.dz].sort((p, q) => q - p) as [number, number, number];
const hull = (list: readonly number[][]) => [0, 1, 2].map((r) => Math.max(...list.map((s) => s[r])));
const logDistance = (a: number[], b: number[]) => a.reduce((d, v, r) => d + Math.abs(Math.log(v) - Math.log(b[r])), 0);

/**
 * Generated candidate boxes from every shape's arrangements, deduplicated by sides, sorted by
 * volume then sides; ids read `G<l>x<w>x<h>` in cm (sides l ≥ w ≥ h).
 */
export function generateCandidates(arrangements: readonly (readonly Arrangement[])[]): BoxSpec[] {
  const sides = new Map<string, number[]>();
  const add = (s: number[]) => {
    const g = s.map(up).sort((p, q) => q - p);
    sides.set(g.join(','), g);
  };
  const tightest = arrangements.filter((l) => l.length > 0).map((list) => list.map(sorted).reduce((a, b) => (b[0] * b[1] * b[2] < a[0] * a[1] * a[2] ? b : a)));
  for (const list of arrangements) for (const a of list) add(sorted(a));
  const byVolume = tightest.slice().sort((a, b) => a[0] * a[1] * a[2] - b[0] * b[1] * b[2]);
  for (let q = 1; q <= LADDER_STEPS; q++) {
    const upto = Math.ceil((q * byVolume.length) / LADDER_STEPS);
    if (upto > 0) add(hull(byVolume.slice(0, upto)));
  }
  for (const t of tightest) {
    const near = tightest.filter((o) => o !== t).sort((a, b) => logDistance(t, a) - logDistance(t, b)).slice(0, NEIGHBOURS);
    if (near.length > 0) add(hull([t, ...near]));
  }
  return [...sides.values()]
    .sort((a, b) => a[0] * a[1] * a[2] - b[0] * b[1] * b[2] || a[0] - b[0] || a[1] - b[1])
    .map(([l, w, h]) => ({ id: `G${l / GRID}x${w / GRID}x${h / GRID}`, l, w, h, maxWeight: null, cost: null, generated: true }));
}
