import type { Placement } from '../model/plan.js';

/** The box around a load: from the first to the last unit along x and z, and its top. */
export interface LoadExtent {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
  readonly top: number;
}

/** The extent of a non-empty set of placements (securing gaps, the stow envelope, balance findings, top flatness, benches). */
export function loadExtent(boxes: readonly Placement[]): LoadExtent {
  let x0 = Infinity,
    x1 = 0,
    z0 = Infinity,
    z1 = 0,
    top = 0;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    x1 = Math.max(x1, b.x + b.dx);
    z0 = Math.min(z0, b.z);
    z1 = Math.max(z1, b.z + b.dz);
    top = Math.max(top, b.y + b.dy);
  }
  return { x0, x1, z0, z1, top };
}
