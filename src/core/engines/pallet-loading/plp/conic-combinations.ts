/**
 * Conic combinations of two carton sides: every length i·a + j·b ≤ limit (i, j ≥ 0).
 * In the manufacturer's pallet loading problem only these lengths can be the extent of a
 * row of cartons, so they are the only cut positions a pattern search needs, and every
 * sub-rectangle can be shrunk to the largest such length without losing a carton.
 */
export interface ConicSet {
  /** Sorted ascending, starts with 0. */
  readonly values: readonly number[];
  /** Index in `values` of the largest value ≤ x (x ≥ 0). */
  indexAtMost(x: number): number;
}

/**
 * Builds the set, or returns null when it would hold more than `maxSize` values. One pass over
 * 0..limit (v is reachable when v − a or v − b is): linear in the limit, whatever the ratio of
 * the sides to it, where the double loop over i and j grew with (limit / a) × (limit / b).
 */
export function conicCombinations(limit: number, a: number, b: number, maxSize = Infinity): ConicSet | null {
  const reach = new Uint8Array(limit + 1);
  reach[0] = 1;
  const found: number[] = [0];
  for (let v = 1; v <= limit; v++) {
    if ((v >= a && reach[v - a]) || (v >= b && reach[v - b])) {
      reach[v] = 1;
      found.push(v);
      if (found.length > maxSize) return null;
    }
  }
  const values = found;
  return {
    values,
    indexAtMost(x: number): number {
      let lo = 0;
      let hi = values.length - 1;
      if (x >= values[hi]) return hi;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (values[mid] <= x) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  };
}
