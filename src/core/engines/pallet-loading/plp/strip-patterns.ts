/**
 * Strip patterns for long floors: the most a × b rectangles (either turn) on an L × W floor
 * whose length is too fine for the partition tables (more than MAX_CONIC_PER_SIDE conic
 * lengths), such as a 40 ft container floor for a small case.
 *
 * Method: the floor is cut across its length into strips W deep; a strip's length ℓ is a conic
 * combination of a and b up to STRIP_SPAN_SIDES × max(a, b), and its content the recursive
 * five-block pattern of ℓ × W (solvePlp, within its own budget); an unbounded knapsack over the
 * floor length picks the sequence of strips with the most rectangles. The knapsack visits only
 * the lengths a strip sequence can end at (conic combinations of a and b, not every 0.1 mm),
 * and a strip is not searched when shorter strips already fill its length up to its upper bound
 * (area and Barnes, plp-bounds.ts: it could never improve the knapsack), so the work goes to
 * strips that can.
 * The result is never below the homogeneous grid and is guillotine at the first stage (the
 * strips' own patterns may be five-block). The search stops once the floor's upper bound (area
 * and Barnes on normalised sides) is met; no optimality proof beyond that bound.
 */
import type { Budget } from '../../../search/budget.js';
import { conicCombinations } from './conic-combinations.js';
import { plpUpperBound } from './plp-bounds.js';
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
  // ends[i]: the i-th length a strip sequence can end at (conic combinations of a and b up to L, 0 first);
  // at[x]: the index of the last end at or before x
  const ends = conicEnds(L, a, b);
  const at = new Int32Array(L + 1);
  for (let i = 0, x = 0; x <= L; x++) {
    while (i + 1 < ends.length && ends[i + 1] <= x) i++;
    at[x] = i;
  }
  // best[i]: most rectangles in the first ends[i] units of length; from[i]: the strip ending at ends[i], or -1 (waste)
  const best = new Int32Array(ends.length);
  const from = new Int32Array(ends.length).fill(-1);
  const kept: number[] = [];
  const strips: PlpSolution[] = [];
  /** best[i] from the kept strips, which must all be shorter than ends[i] or end before it. */
  const relax = (i: number) => {
    const x = ends[i];
    best[i] = best[i - 1];
    from[i] = -1;
    for (let k = 0; k < kept.length; k++) {
      const l = kept[k];
      if (l > x) break;
      const v = best[at[x - l]] + strips[k].count;
      if (v > best[i]) {
        best[i] = v;
        from[i] = k;
      }
    }
  };
  /** The knapsack over the whole floor with the strips kept so far (ends past `filled` are relaxed again later). */
  const whole = () => {
    for (let i = filled + 1; i < ends.length; i++) relax(i);
    return best[ends.length - 1];
  };
  const upperBound = plpUpperBound(L, W, a, b);
  let work = 0;
  let provedStrips = true;
  let filled = 0; // ends[1..filled] already relaxed with every kept strip shorter than them
  let check = 1; // the whole floor is checked against its bound after 1, 2, 4, 8 ... strips
  for (const l of lengths) {
    // shortest strips first: once `total` is spent, longer strips are left out
    if (work >= total) break;
    while (filled + 1 < ends.length && ends[filled + 1] < l) relax(++filled);
    // shorter strips already reach this strip's upper bound: it could never raise the knapsack
    if (best[at[l - 1]] >= plpUpperBound(l, W, a, b)) continue;
    const s = solvePlp(l, W, a, b, { ...perStrip, work: Math.min(perStrip.work, total - work) });
    work += s.work;
    provedStrips &&= s.provedOptimal;
    kept.push(l);
    strips.push(s);
    if (kept.length === check) {
      check *= 2;
      if (whole() >= upperBound) break; // the floor's bound is met: no strip can add a case
    }
  }
  whole();
  const rects: PatternRect[] = [];
  const order: number[] = [];
  for (let i = ends.length - 1; i > 0; ) {
    if (from[i] < 0) i--;
    else {
      order.push(from[i]);
      i = at[ends[i] - kept[from[i]]];
    }
  }
  let u0 = 0;
  let partitioned = false;
  for (const s of order.reverse()) {
    for (const r of strips[s].rects) rects.push({ ...r, u: r.u + u0 });
    u0 += kept[s];
    partitioned ||= strips[s].method === 'recursive-five-block' || strips[s].method === 'l-pieces';
  }
  const grid = gridCount(L, W, a, b) >= gridCount(L, W, b, a) ? [a, b] : [b, a];
  if (gridCount(L, W, grid[0], grid[1]) > rects.length) {
    rects.length = 0;
    emitGrid(L, W, grid[0], grid[1], 0, 0, rects);
  }
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

/** Every i·a + j·b ≤ L (i, j ≥ 0), ascending, 0 first: the lengths a sequence of strips can end at. */
function conicEnds(L: number, a: number, b: number): number[] {
  const reach = new Uint8Array(L + 1);
  reach[0] = 1;
  const ends: number[] = [];
  for (let x = 0; x <= L; x++) {
    if (!reach[x]) continue;
    ends.push(x);
    if (x + a <= L) reach[x + a] = 1;
    if (x + b <= L) reach[x + b] = 1;
  }
  return ends;
}
