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
  /** Bound of X[i] × Y[j] at index i · ys.length + j (read directly in hot loops). */
  readonly cells: Int32Array;
  private readonly ny: number;

  constructor(xs: readonly number[], ys: readonly number[], a: number, b: number) {
    this.ny = ys.length;
    this.cells = new Int32Array(xs.length * ys.length);
    for (let i = 0; i < xs.length; i++) {
      for (let j = 0; j < ys.length; j++) this.cells[i * this.ny + j] = cellBound(xs[i], ys[j], a, b);
    }
  }

  /** Lowers the bound of one cell to a tighter one proved elsewhere (the pallet's class bound). */
  tighten(i: number, j: number, bound: number): void {
    const c = i * this.ny + j;
    if (bound < this.cells[c]) this.cells[c] = bound;
  }

  /** Upper bound on cartons in X[i] × Y[j]. */
  at(i: number, j: number): number {
    return this.cells[i * this.ny + j];
  }
}

/** min(area, Barnes) for sides that are already normalised (conic combinations of a and b). */
export function cellBound(U: number, V: number, a: number, b: number): number {
  const fits = (U >= a && V >= b) || (U >= b && V >= a);
  if (!fits) return 0;
  return Math.min(Math.floor((U * V) / (a * b)), barnesBound(U, V, a, b));
}
