/**
 * Strip patterns for long floors: the most a × b rectangles (either turn) on an L × W floor
 * whose length is too fine for the partition tables (more than MAX_CONIC_PER_SIDE conic
 * lengths), such as a 40 ft container floor for a small case.
 *
 * Method: the floor is cut across its length into strips W deep; a strip's length ℓ is a conic
 * combination of a and b up to STRIP_SPAN_SIDES × max(a, b), and its content the recursive
 * five-block pattern of ℓ × W (solvePlp, within its own budget); an unbounded knapsack over the
 * floor length (to the 0.1 mm unit) picks the sequence of strips with the most rectangles.
 * The result is never below the homogeneous grid and is guillotine at the first stage (the
 * strips' own patterns may be five-block). No optimality proof beyond the area bound.
 */
import type { Budget } from '../../../search/budget.js';
import { conicCombinations } from './conic-combinations.js';
import { MAX_CONIC_PER_SIDE, solvePlp, type PlpSolution } from './recursive-partition.js';
import { emitGrid, gridCount, type PatternRect } from './rect.js';

/** Longest strip, in multiples of the longer carton side. */
export const STRIP_SPAN_SIDES = 8;

/**
 * The strip pattern of a × b on L × W (L the side cut into strips), or null when the width is
 * itself too fine for the tables. `perStrip` is the work budget of each strip's search.
 */
export function stripPlp(
  L: number,
  W: number,
  a: number,
  b: number,
  perStrip: Budget,
  total: number,
): PlpSolution | null {
  if (!conicCombinations(W, a, b, MAX_CONIC_PER_SIDE)) return null;
  const span = Math.min(L, STRIP_SPAN_SIDES * Math.max(a, b));
  const lengths = conicCombinations(span, a, b, 4 * MAX_CONIC_PER_SIDE)?.values.slice(1) ?? [];
  const strips: PlpSolution[] = [];
  let work = 0;
  let provedStrips = true;
  for (const l of lengths) {
    // shortest strips first: once `total` is spent, longer strips are left out
    if (work >= total) {
      lengths.length = strips.length;
      break;
    }
    const s = solvePlp(l, W, a, b, { ...perStrip, work: Math.min(perStrip.work, total - work) });
    work += s.work;
    provedStrips &&= s.provedOptimal;
    strips.push(s);
  }
  // best[x]: most rectangles in the first x units of length; from[x]: the strip ending at x, or -1 (waste)
  const best = new Int32Array(L + 1);
  const from = new Int32Array(L + 1).fill(-1);
  for (let x = 1; x <= L; x++) {
    best[x] = best[x - 1];
    for (let s = 0; s < lengths.length; s++) {
      const l = lengths[s];
      if (l > x) break;
      const v = best[x - l] + strips[s].count;
      if (v > best[x]) {
        best[x] = v;
        from[x] = s;
      }
    }
  }
  const rects: PatternRect[] = [];
  const order: number[] = [];
  for (let x = L; x > 0; ) {
    if (from[x] < 0) x--;
    else {
      order.push(from[x]);
      x -= lengths[from[x]];
    }
  }
  let u0 = 0;
  let partitioned = false;
  for (const s of order.reverse()) {
    for (const r of strips[s].rects) rects.push({ ...r, u: r.u + u0 });
    u0 += lengths[s];
    partitioned ||= strips[s].method === 'recursive-five-block' || strips[s].method === 'l-pieces';
  }
  const grid = gridCount(L, W, a, b) >= gridCount(L, W, b, a) ? [a, b] : [b, a];
  if (gridCount(L, W, grid[0], grid[1]) > rects.length) {
    rects.length = 0;
    emitGrid(L, W, grid[0], grid[1], 0, 0, rects);
  }
  const upperBound = Math.floor((L * W) / (a * b));
  const homogeneous = rects.length === gridCount(L, W, grid[0], grid[1]);
  return {
    count: rects.length,
    rects,
    upperBound,
    provedOptimal: rects.length >= upperBound,
    method: homogeneous ? 'homogeneous' : partitioned ? 'recursive-five-block' : 'guillotine',
    levels: provedStrips ? 0 : 1,
    stoppedBy: rects.length >= upperBound ? 'upper-bound' : 'too-fine',
    work,
  };
}
