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
 * Builds the set, or returns null when it would hold more than `maxSize` values. The values come
 * in ascending order from a two-pointer merge (every value but 0 is an earlier value plus a or
 * plus b), so the cost grows with the values produced, at most maxSize + 1: neither with the
 * limit (a 1 km side is as cheap as a 1 m one) nor with the ratio of the sides to it.
 */
export function conicCombinations(limit: number, a: number, b: number, maxSize = Infinity): ConicSet | null {
  const found: number[] = [0];
  let i = 0;
  let j = 0;
  for (;;) {
    const viaA = found[i] + a;
    const viaB = found[j] + b;
    const next = Math.min(viaA, viaB);
    if (next > limit) break;
    found.push(next);
    if (found.length > maxSize) return null;
    if (viaA === next) i++;
    if (viaB === next) j++;
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
