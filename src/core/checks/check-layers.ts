import type { Placement } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import { overlapLength } from '../geometry/box.js';
import type { Violation } from './violation.js';

/**
 * BOTTOM_ONLY: a unit of a bottomOnly item stands on the floor (y = 0).
 * MAX_LAYERS: along no vertical line are there more units of one item than its maxLayers.
 * Footprints are axis-aligned rectangles, so a set of them shares a common point exactly
 * when every pair overlaps; the deepest point of a box's footprint lies at the lower-left
 * corner of some intersection, so it is enough to count at the points (max x0, max z0) of
 * the box with each pair of its same-item neighbours.
 */
export function checkLayers(
  problem: Problem,
  boxes: readonly Placement[],
  ids: readonly number[],
  out: Violation[],
): void {
  const { items } = problem;
  boxes.forEach((b, k) => {
    const item = items[b.item];
    if (item.bottomOnly === true && b.y > 0) {
      out.push({
        code: 'BOTTOM_ONLY',
        message: `box ${ids[k]} (${item.label}) is bottomOnly but stands ${b.y} units above the floor`,
        boxes: [ids[k]],
      });
    }
  });
  const byItem = new Map<number, number[]>();
  boxes.forEach((b, k) => {
    if (items[b.item].maxLayers === undefined) return;
    const list = byItem.get(b.item);
    if (list) list.push(k);
    else byItem.set(b.item, [k]);
  });
  for (const [item, list] of byItem) {
    const limit = items[item].maxLayers as number;
    const flagged = new Set<number>();
    for (const k of list) {
      const column = deepestColumn(boxes, list, k);
      if (column.length > limit && !column.some((c) => flagged.has(c))) {
        column.forEach((c) => flagged.add(c));
        out.push({
          code: 'MAX_LAYERS',
          message: `${column.length} units of ${items[item].label} in one column, maxLayers ${limit}`,
          boxes: column.map((c) => ids[c]).sort((p, q) => p - q),
        });
      }
    }
  }
}

const footprintsOverlap = (a: Placement, b: Placement) =>
  overlapLength(a.x, a.x + a.dx, b.x, b.x + b.dx) > 0 && overlapLength(a.z, a.z + a.dz, b.z, b.z + b.dz) > 0;

/** The largest set of same-item boxes, box k included, whose footprints share a point. */
function deepestColumn(boxes: readonly Placement[], list: readonly number[], k: number): number[] {
  const b = boxes[k];
  const near = list.filter((j) => j !== k && footprintsOverlap(b, boxes[j]));
  let best = [k];
  const xs = [b.x, ...near.map((j) => boxes[j].x)].filter((x) => x >= b.x && x < b.x + b.dx);
  const zs = [b.z, ...near.map((j) => boxes[j].z)].filter((z) => z >= b.z && z < b.z + b.dz);
  for (const x of xs)
    for (const z of zs) {
      const at = [
        k,
        ...near.filter((j) => {
          const o = boxes[j];
          return o.x <= x && x < o.x + o.dx && o.z <= z && z < o.z + o.dz;
        }),
      ];
      if (at.length > best.length) best = at;
    }
  return best;
}
