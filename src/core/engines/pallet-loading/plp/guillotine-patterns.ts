/**
 * Best guillotine pattern of identical a × b cartons (turnable by 90°) on an L × W rectangle.
 *
 * - Dynamic programming over the normalised sub-rectangles X[i] × Y[j], X and Y being the
 *   conic combinations of a and b up to L and W (Beasley's / Dowsland's normalisation).
 * - Each cell starts as the better homogeneous grid, then tries every vertical and horizontal
 *   cut at a conic position; the remainder is shrunk to its normalised size.
 * - The table is kept: the five-block search reads block values from it.
 * Limits: guillotine only (misses non-guillotine optima such as pinwheels); when the work
 * budget runs out, untried cells keep their homogeneous value (still a valid pattern).
 */
import type { ConicSet } from './conic-combinations.js';
import { emitGrid, gridCount, type PatternRect } from './rect.js';

const HOMOGENEOUS_A = 0; // a along u
const HOMOGENEOUS_B = 1; // turned: b along u
const CUT_U = 2; // cut across u: left part X[arg] wide
const CUT_V = 3; // cut across v: lower part Y[arg] deep

export class GuillotineTable {
  readonly nx: number;
  readonly ny: number;
  private readonly best: Int32Array;
  private readonly kind: Uint8Array;
  private readonly arg: Int32Array;

  constructor(
    readonly xs: ConicSet,
    readonly ys: ConicSet,
    readonly a: number,
    readonly b: number,
    /** Returns false when the search must stop (called once per cut tried). */
    spend: (n: number) => boolean,
  ) {
    const X = xs.values;
    const Y = ys.values;
    this.nx = X.length;
    this.ny = Y.length;
    const size = this.nx * this.ny;
    this.best = new Int32Array(size);
    this.kind = new Uint8Array(size);
    this.arg = new Int32Array(size);
    for (let i = 0; i < this.nx; i++) {
      for (let j = 0; j < this.ny; j++) {
        const c = i * this.ny + j;
        const ga = gridCount(X[i], Y[j], a, b);
        const gb = gridCount(X[i], Y[j], b, a);
        this.best[c] = Math.max(ga, gb);
        this.kind[c] = ga >= gb ? HOMOGENEOUS_A : HOMOGENEOUS_B;
      }
    }
    // Remainder index of a cut: restX[i * nx + k] = index of ⟨X[i] − X[k]⟩.
    const restX = new Int32Array(this.nx * this.nx);
    for (let i = 0; i < this.nx; i++) for (let k = 0; k <= i; k++) restX[i * this.nx + k] = xs.indexAtMost(X[i] - X[k]);
    const restY = new Int32Array(this.ny * this.ny);
    for (let j = 0; j < this.ny; j++) for (let k = 0; k <= j; k++) restY[j * this.ny + k] = ys.indexAtMost(Y[j] - Y[k]);

    for (let i = 1; i < this.nx; i++) {
      for (let j = 1; j < this.ny; j++) {
        if (!spend(i + j)) return;
        const c = i * this.ny + j;
        let bestHere = this.best[c];
        let kindHere = this.kind[c];
        let argHere = 0;
        for (let k = 1; k < i && 2 * X[k] <= X[i]; k++) {
          const v = this.best[k * this.ny + j] + this.best[restX[i * this.nx + k] * this.ny + j];
          if (v > bestHere) {
            bestHere = v;
            kindHere = CUT_U;
            argHere = k;
          }
        }
        for (let k = 1; k < j && 2 * Y[k] <= Y[j]; k++) {
          const v = this.best[i * this.ny + k] + this.best[i * this.ny + restY[j * this.ny + k]];
          if (v > bestHere) {
            bestHere = v;
            kindHere = CUT_V;
            argHere = k;
          }
        }
        this.best[c] = bestHere;
        this.kind[c] = kindHere;
        this.arg[c] = argHere;
      }
    }
  }

  /** Best count found for a sub-rectangle of any size u × v (normalised internally). */
  valueOf(u: number, v: number): number {
    if (u <= 0 || v <= 0) return 0;
    return this.best[this.xs.indexAtMost(u) * this.ny + this.ys.indexAtMost(v)];
  }

  /** Best count for the normalised cell X[i] × Y[j]. */
  valueAtIndex(i: number, j: number): number {
    return this.best[i * this.ny + j];
  }

  /** Appends the cartons of the best pattern of a u × v rectangle placed at (u0, v0). */
  emit(u: number, v: number, u0: number, v0: number, out: PatternRect[]): void {
    if (u <= 0 || v <= 0) return;
    this.emitCell(this.xs.indexAtMost(u), this.ys.indexAtMost(v), u0, v0, out);
  }

  private emitCell(i: number, j: number, u0: number, v0: number, out: PatternRect[]): void {
    const X = this.xs.values;
    const Y = this.ys.values;
    const c = i * this.ny + j;
    switch (this.kind[c]) {
      case HOMOGENEOUS_A:
        emitGrid(X[i], Y[j], this.a, this.b, u0, v0, out);
        return;
      case HOMOGENEOUS_B:
        emitGrid(X[i], Y[j], this.b, this.a, u0, v0, out);
        return;
      case CUT_U: {
        const k = this.arg[c];
        this.emitCell(k, j, u0, v0, out);
        this.emitCell(this.xs.indexAtMost(X[i] - X[k]), j, u0 + X[k], v0, out);
        return;
      }
      default: {
        const k = this.arg[c];
        this.emitCell(i, k, u0, v0, out);
        this.emitCell(i, this.ys.indexAtMost(Y[j] - Y[k]), u0, v0 + Y[k], out);
      }
    }
  }
}
