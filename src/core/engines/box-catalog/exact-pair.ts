/**
 * An exact fit test for two-unit orders: does a box hold both units with full support?
 * Two boxes with full support either both stand on the floor, where two disjoint rectangles are
 * always separated by a line parallel to a side (so they stand side by side along x or along z),
 * or one rests wholly on the other's top face (the upper footprint inside the lower one, and the
 * lower unit not fragile). Trying every allowed stance of each unit and every way of holding the
 * box against these three layouts decides the question: a fit comes with its placements, a
 * miss is a proof that none exists.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import { boundingArrangement, type Arrangement, type Extents } from './arrangement.js';
import type { OrderShape } from './model.js';

/** The two units of the order as (item index, allowed stances, fragile). */
function units(shape: OrderShape) {
  return shape.items.flatMap((it) =>
    Array.from({ length: it.qty }, () => ({ item: it.index, stances: allowedShapes(it), fragile: it.maxStack === 0 })),
  );
}

const at = (item: number, s: Shape, x: number, y: number, z: number): Placement => ({ item, x, y, z, ...s });

/** Placements of two units in one held box, or null when no layout fits it. */
function layout(a: ReturnType<typeof units>[number], b: ReturnType<typeof units>[number], o: Extents) {
  for (const p of a.stances) {
    if (p.dx > o.dx || p.dy > o.dy || p.dz > o.dz) continue;
    for (const q of b.stances) {
      if (q.dx > o.dx || q.dy > o.dy || q.dz > o.dz) continue;
      if (p.dx + q.dx <= o.dx) return [at(a.item, p, 0, 0, 0), at(b.item, q, p.dx, 0, 0)];
      if (p.dz + q.dz <= o.dz) return [at(a.item, p, 0, 0, 0), at(b.item, q, 0, 0, p.dz)];
      if (!a.fragile && p.dy + q.dy <= o.dy && q.dx <= p.dx && q.dz <= p.dz)
        return [at(a.item, p, 0, 0, 0), at(b.item, q, 0, p.dy, 0)];
      if (!b.fragile && p.dy + q.dy <= o.dy && p.dx <= q.dx && p.dz <= q.dz)
        return [at(b.item, q, 0, 0, 0), at(a.item, p, 0, q.dy, 0)];
    }
  }
  return null;
}

/**
 * For an order of exactly two units: an arrangement in one of `holdings`, or null when none
 * exists (a proof). undefined for other orders (the test does not apply).
 */
export function exactPairFit(shape: OrderShape, holdings: readonly Extents[]): Arrangement | null | undefined {
  if (shape.units !== 2) return undefined;
  const [a, b] = units(shape);
  for (const o of holdings) {
    const placed = layout(a, b, o);
    if (placed) return boundingArrangement(placed);
  }
  return null;
}
