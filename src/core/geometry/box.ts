/**
 * Integer relations between axis-aligned boxes (a placement's corner and extents).
 * Everything is exact integer arithmetic on length units; "touching" means a shared
 * face of positive area, never an edge or a corner.
 */

/** An axis-aligned box: minimum corner and extents along x (length), y (up), z (width). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
}

/** Signed overlap of [a0, a1) and [b0, b1): positive = overlap, 0 = touching, negative = gap. */
export function signedOverlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** Length of the common part of two intervals (0 when disjoint or touching). */
export function overlapLength(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, signedOverlap(a0, a1, b0, b1));
}

/** Area of the common part of two boxes' footprints (x–z plane). */
export function footprintOverlapArea(a: Box, b: Box): number {
  return overlapLength(a.x, a.x + a.dx, b.x, b.x + b.dx) * overlapLength(a.z, a.z + a.dz, b.z, b.z + b.dz);
}

/** Volume of the common part of two boxes. */
export function overlapVolume(a: Box, b: Box): number {
  return footprintOverlapArea(a, b) * overlapLength(a.y, a.y + a.dy, b.y, b.y + b.dy);
}

/** True when two boxes share a positive volume. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return (
    signedOverlap(a.x, a.x + a.dx, b.x, b.x + b.dx) > 0 &&
    signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy) > 0 &&
    signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz) > 0
  );
}

/** Area with which `upper` rests directly on `lower`: its base at `lower`'s top, footprints overlapping. */
export function restingArea(upper: Box, lower: Box): number {
  return upper.y === lower.y + lower.dy ? footprintOverlapArea(upper, lower) : 0;
}

/**
 * Area of the face two boxes share: they touch along exactly one axis and overlap
 * with positive length along the two others. 0 for separated, edge, corner or overlapping boxes.
 */
export function faceContactArea(a: Box, b: Box): number {
  const sx = signedOverlap(a.x, a.x + a.dx, b.x, b.x + b.dx);
  const sy = signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy);
  const sz = signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz);
  if (sx < 0 || sy < 0 || sz < 0) return 0;
  if (sx === 0 && sy > 0 && sz > 0) return sy * sz;
  if (sy === 0 && sx > 0 && sz > 0) return sx * sz;
  if (sz === 0 && sx > 0 && sy > 0) return sx * sy;
  return 0;
}

/** Base (footprint) area of a box. */
export function baseArea(b: Box): number {
  return b.dx * b.dz;
}

/** Volume of a box. */
export function boxVolume(b: Box): number {
  return b.dx * b.dy * b.dz;
}

/** True when a box lies wholly inside [0, l] × [0, h] × [0, w]. */
export function insideSpace(b: Box, l: number, h: number, w: number): boolean {
  return b.x >= 0 && b.y >= 0 && b.z >= 0 && b.x + b.dx <= l && b.y + b.dy <= h && b.z + b.dz <= w;
}
