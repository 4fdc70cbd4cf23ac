import { signedOverlap, type Box } from './box.js';
import { contactPairs } from './contact-pairs.js';

/**
 * Free-standing columns: stacks that can tip over in transit. A column is a box with nothing
 * on it and everything under it; its height is the box top above the floor and its base side
 * the narrower of the box's sides along x and z. It is free-standing when that height exceeds
 * TIP_RATIO times the base side and, across that side, one of its faces has neither a wall
 * nor a box against it. The two end faces of the whole
 * load (back and door side) count as held: a crew blocks or lashes them (CTU Code Annex 7).
 */

/**
 * EN 12195-1 design accelerations: 0.5 g sideways. A rigid stack with its centre at
 * mid-height tips when (b/2)/(h/2) < 0.5, that is when h > 2·b (friction ignored).
 */
export const TIP_RATIO = 2;

/** Indices of the top boxes of free-standing columns, in a space of length l and width w (pairs: contactPairs(boxes), when at hand). */
export function freeStandingColumns(boxes: readonly Box[], l: number, w: number, pairs = contactPairs(boxes)): number[] {
  const n = boxes.length;
  if (n === 0) return [];
  // bit flags of held faces: 1 = −x, 2 = +x, 4 = −z, 8 = +z
  const held = new Uint8Array(n);
  const covered = new Uint8Array(n);
  let x0 = Infinity, x1 = 0;
  boxes.forEach((b, i) => {
    x0 = Math.min(x0, b.x); x1 = Math.max(x1, b.x + b.dx);
    if (b.z === 0) held[i] |= 4;
    if (b.z + b.dz === w) held[i] |= 8;
  });
  boxes.forEach((b, i) => {
    if (b.x === x0 || b.x === 0) held[i] |= 1;
    if (b.x + b.dx === x1 || b.x + b.dx === l) held[i] |= 2;
  });
  for (const [i, j] of pairs) {
    const a = boxes[i], b = boxes[j];
    const sx = signedOverlap(a.x, a.x + a.dx, b.x, b.x + b.dx);
    const sy = signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy);
    const sz = signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz);
    if (sy === 0 && sx > 0 && sz > 0) covered[a.y < b.y ? i : j] = 1;
    if (sy <= 0) continue;
    if (sx === 0 && sz > 0) { const [lo, hi] = a.x < b.x ? [i, j] : [j, i]; held[lo] |= 2; held[hi] |= 1; }
    if (sz === 0 && sx > 0) { const [lo, hi] = a.z < b.z ? [i, j] : [j, i]; held[lo] |= 8; held[hi] |= 4; }
  }
  const out: number[] = [];
  boxes.forEach((b, i) => {
    if (covered[i]) return;
    const h = b.y + b.dy;
    const side = Math.min(b.dx, b.dz);
    if (h <= TIP_RATIO * side) return;
    const tipsX = b.dx === side && (held[i] & 3) !== 3;
    const tipsZ = b.dz === side && (held[i] & 12) !== 12;
    if (tipsX || tipsZ) out.push(i);
  });
  return out;
}
