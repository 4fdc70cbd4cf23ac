/**
 * How flat a pallet load's top is: the measure behind "a flat top over scattered columns"
 * (a wrapped pallet is one block; a column above the top is what the wrap pulls over and what
 * a pallet stacked on this one would crush).
 *
 * - flatShare: share of the load's footprint (the rectangle its boxes span) whose top lies
 *   within FLAT_TOP_TOLERANCE of the loaded height;
 * - mainTop: the highest box top that at least half of the footprint reaches, within the
 *   tolerance (the level of the load's main top surface);
 * - columnsAbove: boxes with nothing on them whose top rises more than the tolerance above
 *   the main top (single columns sticking out of the load).
 * Method: the area a set of boxes covers is the union of their footprints, swept along x
 * (boxes whose top lies at or above a level cover the footprint's top at that level), so
 * only boxes near the top are visited for the flat share.
 */
import type { Placement } from '../../model/plan.js';
import { loadExtent } from '../../geometry/extent.js';

/** Tops within 3 cm of each other count as one level (a carton's crush and a layer's tolerance). */
export const FLAT_TOP_TOLERANCE = 300;

export interface TopFlatness {
  readonly flatShare: number;
  readonly mainTop: number;
  readonly columnsAbove: number;
}

const topOf = (p: Placement) => p.y + p.dy;

export function topFlatness(placements: readonly Placement[]): TopFlatness {
  if (placements.length === 0) return { flatShare: 1, mainTop: 0, columnsAbove: 0 };
  const { x0, x1, z0, z1, top: height } = loadExtent(placements);
  const footprint = (x1 - x0) * (z1 - z0);
  const reaching = (level: number) => unionArea(placements.filter((p) => topOf(p) >= level - FLAT_TOP_TOLERANCE));
  const flatShare = reaching(height) / footprint;
  // levels from the top down: the first that half the footprint reaches is the main top
  let mainTop = 0;
  for (const level of [...new Set(placements.map(topOf))].sort((a, b) => b - a)) {
    if (2 * reaching(level) >= footprint) {
      mainTop = level;
      break;
    }
  }
  const above = placements.filter((p) => topOf(p) > mainTop + FLAT_TOP_TOLERANCE);
  const carries = (p: Placement) =>
    above.some((q) => q.y === topOf(p) && q.x < p.x + p.dx && p.x < q.x + q.dx && q.z < p.z + p.dz && p.z < q.z + q.dz);
  return { flatShare, mainTop, columnsAbove: above.filter((p) => !carries(p)).length };
}

/** Area of the union of the boxes' footprints: a sweep over x, merging the z intervals of each strip. */
function unionArea(boxes: readonly Placement[]): number {
  const xs = [...new Set(boxes.flatMap((b) => [b.x, b.x + b.dx]))].sort((a, b) => a - b);
  let area = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    const spans = boxes
      .filter((b) => b.x <= xs[i] && b.x + b.dx >= xs[i + 1])
      .map((b) => [b.z, b.z + b.dz])
      .sort((a, b) => a[0] - b[0]);
    let covered = 0,
      end = -Infinity;
    for (const [lo, hi] of spans) {
      if (hi <= end) continue;
      covered += hi - Math.max(lo, end);
      end = hi;
    }
    area += covered * (xs[i + 1] - xs[i]);
  }
  return area;
}
