/**
 * Upper bounds for every normalised sub-rectangle X[i] × Y[j] of one PLP instance, computed
 * once per cell and kept in a flat table: the recursive search prunes a partition as soon
 * as the bounds of its blocks cannot beat the best pattern found.
 *
 * - min(area bound, Barnes bound) on the normalised sides (both classic; see plp-bounds.ts,
 *   whose Barnes bound is reused, not copied).
 * Limits: the bound is not always tight, so a pattern below it is not proved sub-optimal.
 */
import { barnesBound } from './plp-bounds.js';

export class BoundTable {
  private readonly cells: Int32Array;
  private readonly ny: number;

  constructor(
    private readonly xs: readonly number[],
    private readonly ys: readonly number[],
    private readonly a: number,
    private readonly b: number,
  ) {
    this.ny = ys.length;
    this.cells = new Int32Array(xs.length * ys.length).fill(-1);
  }

  /** Upper bound on cartons in X[i] × Y[j]. */
  at(i: number, j: number): number {
    const c = i * this.ny + j;
    let v = this.cells[c];
    if (v < 0) {
      v = cellBound(this.xs[i], this.ys[j], this.a, this.b);
      this.cells[c] = v;
    }
    return v;
  }
}

/** min(area, Barnes) for sides that are already normalised (conic combinations of a and b). */
export function cellBound(U: number, V: number, a: number, b: number): number {
  const fits = (U >= a && V >= b) || (U >= b && V >= a);
  if (!fits) return 0;
  return Math.min(Math.floor((U * V) / (a * b)), barnesBound(U, V, a, b));
}
