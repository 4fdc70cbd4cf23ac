import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { boxesOverlap } from '../../geometry/box.js';
import { allowedShapes } from '../../geometry/orientation.js';

/**
 * A settling move (settle-columns.ts): a column's whole stack turned a quarter about the
 * vertical, so that its narrow side lies the other way. A stack of narrow cartons that
 * stands free along the length (nothing against its ends) can often stand held across the
 * width (against a side wall, a neighbour, or a gap dunnage fills) once turned. The turned
 * stack keeps one corner of the old footprint (or goes against a side wall), stays inside
 * the space and meets no other box; every box keeps its height and its stack order, so
 * stacking limits are unchanged.
 */

/** `stack`: indices of a plain column to the floor (same footprint throughout), top first. */
export function stackTurns(problem: Problem, boxes: readonly Placement[], stack: readonly number[]): Placement[][] {
  const { space } = problem;
  const me = boxes[stack[0]];
  const dx = me.dz,
    dz = me.dx;
  if (dx === dz) return [];
  if (space.door && dz > space.door.w) return [];
  const turns = stack.every((k) =>
    allowedShapes(problem.items[boxes[k].item]).some((s) => s.dx === dx && s.dz === dz && s.dy === boxes[k].dy),
  );
  if (!turns) return [];
  const top = me.y + me.dy;
  const others = boxes.filter((_, k) => !stack.includes(k));
  const out: Placement[][] = [];
  const seen = new Set<string>();
  for (const x of [me.x, me.x + me.dx - dx]) {
    for (const z of [me.z, me.z + me.dz - dz, 0, space.w - dz]) {
      const key = `${x},${z}`;
      if (seen.has(key) || x < 0 || z < 0 || x + dx > space.l || z + dz > space.w) continue;
      seen.add(key);
      const column = { item: me.item, x, y: 0, z, dx, dy: top, dz };
      if (others.some((o) => boxesOverlap(o, column))) continue;
      out.push(boxes.map((b, k) => (stack.includes(k) ? { ...b, x, z, dx, dz } : b)));
    }
  }
  return out;
}
