/**
 * A small dense revised simplex for covering LPs solved by column generation:
 * min c·x subject to A x ≥ b, x ≥ 0, where columns may be added between solves (the basis
 * is kept, so a re-solve after new columns takes a few pivots).
 *
 * Method: surplus columns for every row, big-M artificials for rows with b > 0 (phase one
 * folded into the costs), Dantzig pricing with Bland's rule after a run of degenerate
 * pivots, an explicit basis inverse updated per pivot and refactored by Gauss-Jordan every
 * REFACTOR pivots. Used only for bounds whose validity does not rest on the LP's accuracy:
 * callers turn its duals into a bound they verify themselves (bar-bound.ts).
 */

/** A column: its cost and its nonzero entries as [row, coefficient]. */
export interface LpColumn {
  readonly cost: number;
  readonly entries: readonly (readonly [number, number])[];
}

export interface LpSolution {
  readonly value: number;
  readonly duals: Float64Array;
  readonly optimal: boolean;
}

const BIG_M = 1e4;
const TOL = 1e-9;
const REFACTOR = 60;
const DEGENERATE_RUN = 30;

export class CoveringLp {
  private readonly rows: number;
  private readonly rhs: readonly number[];
  private readonly cols: LpColumn[] = [];
  private readonly basis: number[];
  private binv: Float64Array[];
  private xb: Float64Array;
  private pivots = 0;

  constructor(rhs: readonly number[]) {
    this.rows = rhs.length;
    this.rhs = rhs;
    // Columns 0..R-1: surplus (−e_r); R..2R-1: artificial (+e_r, cost M).
    for (let r = 0; r < this.rows; r++) this.cols.push({ cost: 0, entries: [[r, -1]] });
    for (let r = 0; r < this.rows; r++) this.cols.push({ cost: BIG_M, entries: [[r, 1]] });
    this.basis = rhs.map((b, r) => (b > 0 ? this.rows + r : r));
    this.binv = rhs.map((b, r) => {
      const row = new Float64Array(this.rows);
      row[r] = b > 0 ? 1 : -1;
      return row;
    });
    this.xb = Float64Array.from(rhs, (b) => Math.abs(b));
  }

  /** Adds a column; returns its index. */
  add(column: LpColumn): number {
    this.cols.push(column);
    return this.cols.length - 1;
  }

  /** Re-optimises from the current basis, at most `maxPivots` pivots. */
  solve(maxPivots: number): LpSolution {
    let degenerate = 0;
    for (let k = 0; k < maxPivots; k++) {
      const duals = this.duals();
      const enter = this.entering(duals, degenerate > DEGENERATE_RUN);
      if (enter < 0) return { value: this.value(), duals, optimal: true };
      const d = this.direction(this.cols[enter]);
      const leave = this.leaving(d);
      if (leave < 0) return { value: -Infinity, duals, optimal: false };
      degenerate = this.xb[leave] <= TOL ? degenerate + 1 : 0;
      this.pivot(enter, leave, d);
    }
    return { value: this.value(), duals: this.duals(), optimal: false };
  }

  private value(): number {
    return this.basis.reduce((v, j, r) => v + this.cols[j].cost * this.xb[r], 0);
  }

  private duals(): Float64Array {
    const y = new Float64Array(this.rows);
    this.basis.forEach((j, r) => {
      const c = this.cols[j].cost;
      if (c !== 0) for (let i = 0; i < this.rows; i++) y[i] += c * this.binv[r][i];
    });
    return y;
  }

  private entering(duals: Float64Array, bland: boolean): number {
    let best = -1;
    let most = -TOL;
    const inBasis = new Set(this.basis);
    for (let j = 0; j < this.cols.length; j++) {
      if (inBasis.has(j)) continue;
      const col = this.cols[j];
      let reduced = col.cost;
      for (const [r, a] of col.entries) reduced -= duals[r] * a;
      if (reduced < most) {
        best = j;
        most = reduced;
        if (bland) break;
      }
    }
    return best;
  }

  private direction(col: LpColumn): Float64Array {
    const d = new Float64Array(this.rows);
    for (let r = 0; r < this.rows; r++) {
      let s = 0;
      for (const [i, a] of col.entries) s += this.binv[r][i] * a;
      d[r] = s;
    }
    return d;
  }

  private leaving(d: Float64Array): number {
    let leave = -1;
    let ratio = Infinity;
    for (let r = 0; r < this.rows; r++) {
      if (d[r] <= TOL) continue;
      const q = Math.max(0, this.xb[r]) / d[r];
      if (q < ratio - 1e-12 || (q <= ratio + 1e-12 && leave >= 0 && d[r] > d[leave])) {
        ratio = q;
        leave = r;
      }
    }
    return leave;
  }

  private pivot(enter: number, leave: number, d: Float64Array): void {
    const theta = Math.max(0, this.xb[leave]) / d[leave];
    const prow = this.binv[leave];
    const piv = d[leave];
    for (let i = 0; i < this.rows; i++) prow[i] /= piv;
    for (let r = 0; r < this.rows; r++) {
      if (r === leave || d[r] === 0) continue;
      const f = d[r];
      const row = this.binv[r];
      for (let i = 0; i < this.rows; i++) row[i] -= f * prow[i];
      this.xb[r] -= theta * f;
    }
    this.xb[leave] = theta;
    this.basis[leave] = enter;
    if (++this.pivots % REFACTOR === 0) this.refactor();
  }

  /** Rebuilds the basis inverse and the basic values from scratch (Gauss-Jordan, partial pivoting). */
  private refactor(): void {
    const R = this.rows;
    const m = Array.from({ length: R }, () => new Float64Array(2 * R));
    this.basis.forEach((j, c) => {
      for (const [r, a] of this.cols[j].entries) m[r][c] = a;
    });
    for (let r = 0; r < R; r++) m[r][R + r] = 1;
    for (let c = 0; c < R; c++) {
      let p = c;
      for (let r = c + 1; r < R; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
      if (Math.abs(m[p][c]) < 1e-12) return; // singular in floating point: keep the updated inverse
      [m[c], m[p]] = [m[p], m[c]];
      const pv = m[c][c];
      for (let i = 0; i < 2 * R; i++) m[c][i] /= pv;
      for (let r = 0; r < R; r++)
        if (r !== c && m[r][c] !== 0) {
          const f = m[r][c];
          for (let i = 0; i < 2 * R; i++) m[r][i] -= f * m[c][i];
        }
    }
    // Row c of inv(B) belongs to basis position c.
    this.binv = m.map((row) => row.slice(R));
    this.xb = Float64Array.from(this.binv, (row) => row.reduce((s, v, i) => s + v * this.rhs[i], 0));
  }
}
