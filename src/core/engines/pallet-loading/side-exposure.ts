/**
 * How much of a load's side faces stand free inside the pallet: the measure behind "flat,
 * full layers and a flat top over scattered columns" (a loaded pallet is wrapped as one block).
 *
 * A side face counts as covered where another box touches it (same plane, overlapping in
 * height and along the face) or where it lies on the pallet's edge (the wrap holds it). The
 * rest is exposed: the sides of free-standing columns, steps and gaps inside the load.
 * Returns exposed area over total side area, 0 for an empty load.
 */
import type { Placement } from '../../model/plan.js';

export function exposedSideShare(placements: readonly Placement[], L: number, W: number): number {
  let total = 0;
  let covered = 0;
  for (const p of placements) {
    const xFace = p.dy * p.dz;
    const zFace = p.dy * p.dx;
    total += 2 * xFace + 2 * zFace;
    if (p.x === 0) covered += xFace;
    if (p.x + p.dx === L) covered += xFace;
    if (p.z === 0) covered += zFace;
    if (p.z + p.dz === W) covered += zFace;
    for (const q of placements) {
      if (q === p) continue;
      const oy = Math.min(p.y + p.dy, q.y + q.dy) - Math.max(p.y, q.y);
      if (oy <= 0) continue;
      // A face on the pallet edge is already covered; otherwise a neighbour touching it covers it.
      const xTouch = (q.x === p.x + p.dx && p.x + p.dx !== L) || (q.x + q.dx === p.x && p.x !== 0);
      const zTouch = (q.z === p.z + p.dz && p.z + p.dz !== W) || (q.z + q.dz === p.z && p.z !== 0);
      if (xTouch) covered += oy * Math.max(0, Math.min(p.z + p.dz, q.z + q.dz) - Math.max(p.z, q.z));
      if (zTouch) covered += oy * Math.max(0, Math.min(p.x + p.dx, q.x + q.dx) - Math.max(p.x, q.x));
    }
  }
  return total > 0 ? Math.max(0, 1 - covered / total) : 0;
}
