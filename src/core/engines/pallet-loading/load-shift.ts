/**
 * Centres a load that does not cover the whole footprint by moving it as one block.
 *
 * A load built into a corner (a few cartons, a partial layer on the deck) keeps its shape
 * but slides along x and z, as far as the pallet edges allow, until its centre of gravity
 * is as near the middle of the footprint as it can be. Every box moves by the same integer
 * amount, so support, stacking and overlaps stay exactly as they were (centred by
 * construction); only the distance to the edges changes.
 */
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';

export function shiftLoadToCentre(problem: Problem, placements: readonly Placement[]): readonly Placement[] {
  if (placements.length === 0) return placements;
  const { l: L, w: W } = problem.space;
  let mass = 0,
    mx = 0,
    mz = 0;
  let x0 = Infinity,
    x1 = -Infinity,
    z0 = Infinity,
    z1 = -Infinity;
  for (const p of placements) {
    const w = problem.items[p.item].weight;
    mass += w;
    mx += w * (p.x + p.dx / 2);
    mz += w * (p.z + p.dz / 2);
    x0 = Math.min(x0, p.x);
    x1 = Math.max(x1, p.x + p.dx);
    z0 = Math.min(z0, p.z);
    z1 = Math.max(z1, p.z + p.dz);
  }
  // Weightless loads centre their bounding box.
  const cx = mass > 0 ? mx / mass : (x0 + x1) / 2;
  const cz = mass > 0 ? mz / mass : (z0 + z1) / 2;
  const sx = clamp(Math.round(L / 2 - cx), -x0, L - x1);
  const sz = clamp(Math.round(W / 2 - cz), -z0, W - z1);
  if (sx === 0 && sz === 0) return placements;
  return placements.map((p) => ({ ...p, x: p.x + sx, z: p.z + sz }));
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
