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

/** Builds the set, or returns null when it would hold more than `maxSize` values. */
export function conicCombinations(limit: number, a: number, b: number, maxSize = Infinity): ConicSet | null {
  const seen = new Set<number>();
  for (let i = 0; i * a <= limit; i++) {
    for (let j = 0; i * a + j * b <= limit; j++) {
      seen.add(i * a + j * b);
      if (seen.size > maxSize) return null;
    }
  }
  const values = [...seen].sort((p, q) => p - q);
  return {
    values,
    indexAtMost(x: number): number {
      let lo = 0;
      let hi = values.length - 1;
      if (x >= values[hi]) return hi;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (values[mid] <= x) lo = mid; else hi = mid - 1;
      }
      return lo;
    },
  };
}
