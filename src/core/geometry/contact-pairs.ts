import { signedOverlap, type Box } from './box.js';

/**
 * Every pair of boxes whose closed extents meet (they overlap or touch on a face, an edge
 * or a corner), found by a sweep along x: boxes sorted by x start, an active list of
 * boxes whose x end has not been passed. Each pair is reported once with i < j.
 * Cost is O(n log n + n·a) where a is the number of boxes crossing one x position,
 * far below the n² of testing every pair in a container.
 */
export function contactPairs(boxes: readonly Box[]): Array<[number, number]> {
  const order = boxes.map((_, i) => i).sort((p, q) => boxes[p].x - boxes[q].x || p - q);
  const active: number[] = [];
  const pairs: Array<[number, number]> = [];
  for (const i of order) {
    const a = boxes[i];
    let keep = 0;
    for (let k = 0; k < active.length; k++) {
      const j = active[k];
      const b = boxes[j];
      if (b.x + b.dx < a.x) continue; // passed for good: later boxes start even further along x
      active[keep++] = j;
      if (signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy) >= 0 && signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz) >= 0) {
        pairs.push(i < j ? [i, j] : [j, i]);
      }
    }
    active.length = keep;
    active.push(i);
  }
  return pairs;
}
