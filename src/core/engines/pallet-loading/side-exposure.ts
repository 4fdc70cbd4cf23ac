/**
 * How much of a load's side faces stand free inside the pallet: the measure behind "flat,
 * full layers and a flat top over scattered columns" (a loaded pallet is wrapped as one block).
 *
 * A side face counts as covered where another box touches it (same plane, overlapping in
 * height and along the face) or where it lies on the side of the load's footprint rectangle
 * (the wrap holds it, wherever the load stands on the pallet). The rest is exposed: the
 * sides of free-standing columns, steps and gaps inside the load.
 * Returns exposed area over total side area, 0 for an empty load.
 */
import type { Placement } from '../../model/plan.js';

export function exposedSideShare(placements: readonly Placement[]): number {
  let x0 = Infinity,
    x1 = -Infinity,
    z0 = Infinity,
    z1 = -Infinity;
  for (const q of placements) {
    x0 = Math.min(x0, q.x);
    x1 = Math.max(x1, q.x + q.dx);
    z0 = Math.min(z0, q.z);
    z1 = Math.max(z1, q.z + q.dz);
  }
  // Boxes by the plane of each side face, so a face meets only the boxes on its plane.
  const byX0 = groupBy(placements, (q) => q.x);
  const byX1 = groupBy(placements, (q) => q.x + q.dx);
  const byZ0 = groupBy(placements, (q) => q.z);
  const byZ1 = groupBy(placements, (q) => q.z + q.dz);
  let total = 0;
  let covered = 0;
  for (const p of placements) {
    const xFace = p.dy * p.dz;
    const zFace = p.dy * p.dx;
    total += 2 * xFace + 2 * zFace;
    // A face on the pallet edge is covered by the wrap; an inner face by the boxes touching it.
    covered += p.x === x0 ? xFace : touching(p, byX1.get(p.x), 'z');
    covered += p.x + p.dx === x1 ? xFace : touching(p, byX0.get(p.x + p.dx), 'z');
    covered += p.z === z0 ? zFace : touching(p, byZ1.get(p.z), 'x');
    covered += p.z + p.dz === z1 ? zFace : touching(p, byZ0.get(p.z + p.dz), 'x');
  }
  return total > 0 ? Math.max(0, 1 - covered / total) : 0;
}

/** Contact area of p's face with the boxes on the face's plane: overlap in height times overlap along `along`. */
function touching(p: Placement, onPlane: readonly Placement[] | undefined, along: 'x' | 'z'): number {
  let area = 0;
  for (const q of onPlane ?? []) {
    const oy = Math.min(p.y + p.dy, q.y + q.dy) - Math.max(p.y, q.y);
    const o =
      along === 'z'
        ? Math.min(p.z + p.dz, q.z + q.dz) - Math.max(p.z, q.z)
        : Math.min(p.x + p.dx, q.x + q.dx) - Math.max(p.x, q.x);
    if (oy > 0 && o > 0) area += oy * o;
  }
  return area;
}

function groupBy(placements: readonly Placement[], key: (p: Placement) => number): Map<number, Placement[]> {
  const out = new Map<number, Placement[]>();
  for (const p of placements) {
    const k = key(p);
    const list = out.get(k);
    if (list) list.push(p);
    else out.set(k, [p]);
  }
  return out;
}
