/**
 * Candidate boxes on a 1 cm grid, built from the order history:
 * - each order shape's tight arrangements (the container engine packing it into a cube-like,
 *   a flat and a long space, grown from 65 % fill until everything fits; a single row on the
 *   floor when the generation work runs out), rounded up to whole cm;
 * - "ladder" boxes: the hull (side-wise maximum of sorted sides) of the smallest q/12 of the
 *   shapes' tight boxes, so a small catalogue can still cover everything;
 * - local hulls: each tight box with its two nearest neighbours (log-side distance).
 * A hull of sorted sides holds every arrangement it was built from, so coverage is known
 * without more packing. Rounding up to the grid keeps that guarantee. Sides are inner sides:
 * each arrangement is grown by its order's clearance (construction.ts) before rounding.
 */
import { LENGTH_PER_CM } from '../../model/units.js';
import type { WorkMeter } from '../../search/budget.js';
import { allowedShapes } from '../../geometry/orientation.js';
import { boundingArrangement, packOrder, type Arrangement, type Extents } from './arrangement.js';
import type { Placement } from '../../model/plan.js';
import type { BoxSpec, OrderShape } from './model.js';

/** Extents of a space relative to its scale (x, y up, z). */
const TEMPLATES: readonly Extents[] = [
  { dx: 1, dy: 1, dz: 1 },
  { dx: 1.5, dy: 0.55, dz: 1.2 },
  { dx: 2, dy: 0.75, dz: 0.75 },
];
const START_FILL = 0.65;
const GROWTH = 1.12;
const MAX_TRIES = 8;
const LADDER_STEPS = 12;
const NEIGHBOURS = 2;

/** Work units of one packing attempt during generation. */
export const GENERATION_CALL_WORK = 2000;

/**
 * Tight arrangements of one order shape; at least the floor row. Every packing attempt is
 * charged to `meter` with the work the engine reports, success or not (a 60-unit order's
 * first greedy pass alone reports about 10,000 units, five times the call's own cap), and none
 * starts once the meter is spent or the time cap has passed: the generation's CPU follows its
 * budget whatever the sizes of the orders.
 */
export function tightArrangements(shape: OrderShape, meter: WorkMeter, isTimeUp?: () => boolean): Arrangement[] {
  if (shape.units === 1) return [floorRow(shape)];
  const out: Arrangement[] = [];
  for (const t of TEMPLATES) {
    let scale = Math.cbrt(shape.volume / START_FILL / (t.dx * t.dy * t.dz));
    for (let i = 0; i < MAX_TRIES; i++, scale *= GROWTH) {
      if (meter.exhausted || meter.left <= 0 || isTimeUp?.()) return out.length > 0 ? out : [floorRow(shape)];
      const space = { dx: Math.ceil(t.dx * scale), dy: Math.ceil(t.dy * scale), dz: Math.ceil(t.dz * scale) };
      const { arrangement, work } = packOrder(shape, space, Math.min(GENERATION_CALL_WORK, meter.left), isTimeUp);
      meter.spend(work);
      if (arrangement) {
        out.push(arrangement);
        break;
      }
    }
  }
  return out.length > 0 ? out : [floorRow(shape)];
}

/**
 * Every unit side by side along x on the floor, each lying on its lowest allowed side: always
 * valid (no stacking, so support and fragile SKUs hold trivially), rarely tight.
 */
export function floorRow(shape: OrderShape): Arrangement {
  const placements: Placement[] = [];
  let x = 0;
  for (const item of shape.items) {
    const s = allowedShapes(item).reduce((a, b) => (b.dy < a.dy || (b.dy === a.dy && b.dz > a.dz) ? b : a));
    for (let u = 0; u < item.qty; u++, x += s.dx) placements.push({ item: item.index, x, y: 0, z: 0, ...s });
  }
  return boundingArrangement(placements);
}

const GRID = LENGTH_PER_CM;
const up = (v: number) => Math.ceil(v / GRID) * GRID;
const sorted = (a: Extents): [number, number, number] =>
  [a.dx, a.dy, a.dz].sort((p, q) => q - p) as [number, number, number];
const hull = (list: readonly number[][]) => [0, 1, 2].map((r) => Math.max(...list.map((s) => s[r])));

/** Indices of the `count` points nearest to point `a` in summed |log side| distance (ties: lower index). */
function nearest(logs: readonly number[][], a: number, count: number): number[] {
  const best: { b: number; d: number }[] = [];
  logs.forEach((l, b) => {
    if (b === a) return;
    const d = Math.abs(l[0] - logs[a][0]) + Math.abs(l[1] - logs[a][1]) + Math.abs(l[2] - logs[a][2]);
    if (best.length < count || d < best[best.length - 1].d) {
      best.push({ b, d });
      best.sort((x, y) => x.d - y.d || x.b - y.b);
      if (best.length > count) best.pop();
    }
  });
  return best.map((x) => x.b);
}

/** Generated candidates at most: the fit matrix and every search step scale with the pool. */
export const MAX_GENERATED = 400;

/**
 * Generated candidate boxes from every shape's arrangements, deduplicated by sides, in order
 * of use until MAX_GENERATED: the ladder, then by count (most frequent shape first) each
 * shape's tightest box, then its local hull, then its other arrangements. Sorted by volume;
 * ids read `G<l>x<w>x<h>` in cm (sides l ≥ w ≥ h).
 */
export function generateCandidates(
  arrangements: readonly (readonly Arrangement[])[],
  counts: readonly number[],
  clearances: readonly number[] = [],
): BoxSpec[] {
  const sides = new Map<string, number[]>();
  const add = (s: number[]) => {
    const g = s.map(up).sort((p, q) => q - p);
    if (sides.size < MAX_GENERATED) sides.set(g.join(','), g);
  };
  const shapes = [...arrangements.keys()]
    .filter((i) => arrangements[i].length > 0)
    .sort((a, b) => counts[b] - counts[a] || a - b);
  // each arrangement plus its order's clearance on both sides of every axis
  const sortedOf = shapes.map((i) =>
    arrangements[i]
      .map((a) => sorted(a).map((v) => v + 2 * (clearances[i] ?? 0)))
      .sort((a, b) => a[0] * a[1] * a[2] - b[0] * b[1] * b[2]),
  );
  const tightest = sortedOf.map((list) => list[0]);
  const byVolume = tightest.slice().sort((a, b) => a[0] * a[1] * a[2] - b[0] * b[1] * b[2]);
  for (let q = LADDER_STEPS; q >= 1 && byVolume.length > 0; q--)
    add(hull(byVolume.slice(0, Math.ceil((q * byVolume.length) / LADDER_STEPS))));
  for (const t of tightest) add(t);
  const logs = tightest.map((t) => t.map(Math.log));
  tightest.forEach((t, a) => {
    if (sides.size >= MAX_GENERATED) return;
    const near = nearest(logs, a, NEIGHBOURS).map((b) => tightest[b]);
    if (near.length > 0) add(hull([t, ...near]));
  });
  for (const list of sortedOf) for (const s of list.slice(1)) add(s);
  return [...sides.values()]
    .sort((a, b) => a[0] * a[1] * a[2] - b[0] * b[1] * b[2] || a[0] - b[0] || a[1] - b[1])
    .map(([l, w, h]) => ({
      id: `G${l / GRID}x${w / GRID}x${h / GRID}`,
      l,
      w,
      h,
      maxWeight: null,
      cost: null,
      generated: true,
    }));
}
