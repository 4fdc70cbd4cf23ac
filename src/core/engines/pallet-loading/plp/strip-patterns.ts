/**
 * Strip patterns for long floors: the most a × b rectangles (either turn) on an L × W floor
 * whose length is too fine for the partition tables (more than MAX_CONIC_PER_SIDE conic
 * lengths), such as a 40 ft container floor for a small case.
 *
 * Method: the floor is cut across its length into strips W deep; a strip's length ℓ is a conic
 * combination of a and b up to STRIP_SPAN_SIDES × max(a, b) (the shortest STRIP_LENGTHS of
 * them), and its content the recursive
 * five-block pattern of ℓ × W, all strips from one partition table (stripTable in
 * recursive-partition.ts: they share their sub-rectangles) within one work budget; an unbounded
 * knapsack over the floor length picks the sequence of strips with the most rectangles. The
 * knapsack visits only the lengths a strip sequence can end at (conic combinations of a and b,
 * not every 0.1 mm); a strip is not searched beyond its guillotine pattern when shorter strips
 * already fill its length up to its bound (it could never raise the knapsack), and the search
 * stops once the floor's upper bound (area and Barnes on normalised sides) is met.
 * The result is never below the homogeneous grid and is guillotine at the first stage (the
 * strips' own patterns may be five-block). No optimality proof beyond that bound.
 */
import type { Budget } from '../../../search/budget.js';
import { conicCombinations } from './conic-combinations.js';
import { plpUpperBound } from './plp-bounds.js';
import { MAX_CONIC_PER_SIDE, stripTable, type PlpSolution } from './recursive-partition.js';
import { emitGrid, gridCount, type PatternRect } from './rect.js';

/** Longest strip, in multiples of the longer carton side. */
export const STRIP_SPAN_SIDES = 8;
/**
 * Most strip lengths searched (the shortest): the five-block search of a strip costs about the
 * square of its conic lengths in side pairs beyond its metered work, and the shortest strips
 * carry the pattern (a long strip of a grid is a repeat of the shortest).
 */
export const STRIP_LENGTHS = 64;

/** The guillotine table of all strips may spend this many times the strips' total (it is built once, not per strip). */
const TABLE_WORK_PER_UNIT = 4;

/**
 * The strip pattern of a × b on L × W (L the side cut into strips), or null when the width is
 * itself too fine for the tables. `perStrip.work` bounds each strip's search, `total` all of
 * them together.
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
  // ends[i]: the i-th length a strip sequence can end at (conic combinations of a and b up to L, 0 first);
  // at[x]: the index of the last end at or before x
  const ends = conicEnds(L, a, b);
  // strips up to the span, and no more conic lengths than the tables take (a longer strip alone
  // would be a grid, which the shortest strips repeat)
  let last = Math.min(ends.length - 1, STRIP_LENGTHS);
  while (last > 0 && ends[last] > STRIP_SPAN_SIDES * Math.max(a, b)) last--;
  while (last > 0 && !conicCombinations(ends[last], a, b, MAX_CONIC_PER_SIDE)) last--;
  const table =
    last > 0
      ? stripTable(ends[last], W, a, b, { ...perStrip, work: total }, perStrip.work, TABLE_WORK_PER_UNIT * total)
      : null;
  const lengths = table?.lengths ?? [];
  const at = new Int32Array(L + 1);
  for (let i = 0, x = 0; x <= L; x++) {
    while (i + 1 < ends.length && ends[i + 1] <= x) i++;
    at[x] = i;
  }
  // best[i]: most rectangles in the first ends[i] units of length; from[i]: the strip ending at ends[i], or -1 (waste)
  const best = new Int32Array(ends.length);
  const from = new Int32Array(ends.length).fill(-1);
  /** Count of each strip taken into the knapsack so far (strips are taken shortest first). */
  const counts: number[] = [];
  /** best[i] from the strips taken, which must all be shorter than ends[i] or end before it. */
  const relax = (i: number) => {
    const x = ends[i];
    best[i] = best[i - 1];
    from[i] = -1;
    for (let s = 0; s < counts.length; s++) {
      const l = lengths[s];
      if (l > x) break;
      const v = best[at[x - l]] + counts[s];
      if (v > best[i]) {
        best[i] = v;
        from[i] = s;
      }
    }
  };
  /** The knapsack over the whole floor with the strips taken so far (ends past `filled` are relaxed again later). */
  const whole = () => {
    for (let i = filled + 1; i < ends.length; i++) relax(i);
    return best[ends.length - 1];
  };
  const upperBound = plpUpperBound(L, W, a, b);
  let filled = 0; // ends[1..filled] already relaxed with every strip taken shorter than them
  let check = 1; // the whole floor is checked against its bound after 1, 2, 4, 8 ... strips
  let searched = 0;
  for (let s = 0; table && s < lengths.length; s++) {
    const l = lengths[s];
    while (filled + 1 < ends.length && ends[filled + 1] < l) relax(++filled);
    // shorter strips already reach this strip's bound: its guillotine count is enough, it can never raise the knapsack
    counts.push(best[at[l - 1]] >= table.bound(s) ? table.count0(s) : table.count(s));
    if (++searched === check) {
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
      i = at[ends[i] - lengths[from[i]]];
    }
  }
  let u0 = 0;
  let partitioned = false;
  for (const s of order.reverse()) {
    table!.emit(s, u0, rects);
    u0 += lengths[s];
    partitioned ||= table!.partitioned(s);
  }
  const grid = gridCount(L, W, a, b) >= gridCount(L, W, b, a) ? [a, b] : [b, a];
  if (gridCount(L, W, grid[0], grid[1]) > rects.length) {
    rects.length = 0;
    emitGrid(L, W, grid[0], grid[1], 0, 0, rects);
  }
  const homogeneous = rects.length === gridCount(L, W, grid[0], grid[1]);
  const provedStrips = counts.every((c, s) => c >= table!.bound(s));
  return {
    count: rects.length,
    rects,
    upperBound,
    provedOptimal: rects.length >= upperBound,
    method: homogeneous ? 'homogeneous' : partitioned ? 'recursive-five-block' : 'guillotine',
    levels: provedStrips ? 0 : 1,
    stoppedBy: rects.length >= upperBound ? 'upper-bound' : 'too-fine',
    work: table?.work() ?? 0,
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
