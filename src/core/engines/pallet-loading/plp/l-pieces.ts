/**
 * Second phase of the PLP search: L-shaped pieces, for pallets whose five-block pattern stays
 * below the upper bound (the L-approach of Lins, Lins & Morabito, as the second phase of Birgin,
 * Lobato & Morabito 2010).
 *
 * - An L piece (X, Y, x, y) is the rectangle X × Y without its top-right corner (x..X) × (y..Y).
 *   It is closed towards the origin, so all four sides are normalised to conic combinations
 *   like a rectangle and memoised per normalised quadruple.
 * - A rectangle is split along a three-step staircase into two L pieces (one turned 180°); an
 *   L piece is split by a straight cut into a rectangle and an L piece, into two rectangles, or
 *   into two nested L pieces. Rectangles take the five-block value (the `rect` callback) or
 *   their own staircase split.
 * - Branch and bound on area/Barnes bounds; work (divisions examined) is counted on its own
 *   meter, so the phase costs at most its budget on top of the first phase.
 * Limits: not every subdivision of the published L-approach is searched; no proof below the bound.
 */
import type { WorkMeter } from '../../../search/budget.js';
import type { ConicSet } from './conic-combinations.js';
import type { PatternRect } from './rect.js';

const BASE = 0;
const STAIR_X = 1;
const STAIR_Y = 2;
const L_CUT_Y = 3;
const L_CUT_X = 4;
const L_LOW = 5;
const L_LEFT = 6;
const L_HIGH = 7;
const L_RIGHT = 8;
const L_NESTED = 9;

interface Choice { v: number; kind: number; a0: number; a1: number }

/** Callbacks into the first phase: best count, bound and emission of rectangle X[i] × Y[j]. */
export interface RectOracle {
  value(i: number, j: number): number;
  bound(i: number, j: number): number;
  emit(i: number, j: number, u0: number, v0: number, out: PatternRect[]): void;
}

export class LPieceSearch {
  private readonly rects = new Map<number, Choice>();
  private readonly pieces = new Map<number, Choice>();
  private readonly nx: number;
  private readonly ny: number;

  constructor(private readonly xs: ConicSet, private readonly ys: ConicSet, private readonly ab: number,
    private readonly base: RectOracle, private readonly meter: WorkMeter) {
    this.nx = xs.values.length;
    this.ny = ys.values.length;
  }

  get workUsed(): number { return this.meter.used; }
  get exhausted(): boolean { return this.meter.exhausted; }

  /** Best count of rectangle X[i] × Y[j]: five-block value or a staircase split into two L pieces. */
  rect(i: number, j: number): number {
    return this.rectChoice(i, j).v;
  }

  private rectChoice(i: number, j: number): Choice {
    const key = i * this.ny + j;
    let ch = this.rects.get(key);
    if (ch) return ch;
    ch = { v: this.base.value(i, j), kind: BASE, a0: 0, a1: 0 };
    this.rects.set(key, ch);
    // Only the pallet itself is split along a staircase: nesting it in every sub-rectangle cost more than it found.
    if (this.rects.size === 1 && ch.v < this.base.bound(i, j) && this.meter.spend(1)) this.searchStairs(i, j, ch);
    return ch;
  }

  /** Staircases x1 < a (along X) at height y1, and the transposed staircases y1 < b at width x1. */
  private searchStairs(i: number, j: number, ch: Choice): void {
    const X = this.xs.values, Y = this.ys.values;
    const ub = this.base.bound(i, j);
    for (let a = 2; a < i; a++) {
      for (let x1 = 1; x1 < a; x1++) {
        if (!this.meter.spend(j)) return;
        for (let y1 = 1; y1 < j; y1++) {
          if (this.lb(X[a], Y[j], X[x1], Y[y1]) + this.lb(X[i] - X[x1], Y[j], X[i] - X[a], Y[j] - Y[y1]) <= ch.v) continue;
          const v = this.lv(X[a], Y[j], X[x1], Y[y1]) + this.lv(X[i] - X[x1], Y[j], X[i] - X[a], Y[j] - Y[y1]);
          if (v > ch.v) { ch.v = v; ch.kind = STAIR_X; ch.a0 = a * this.nx + x1; ch.a1 = y1; if (v >= ub) return; }
        }
      }
    }
    for (let b = 2; b < j; b++) {
      for (let y1 = 1; y1 < b; y1++) {
        if (!this.meter.spend(i)) return;
        for (let x1 = 1; x1 < i; x1++) {
          if (this.lb(X[i], Y[b], X[x1], Y[y1]) + this.lb(X[i], Y[j] - Y[y1], X[i] - X[x1], Y[j] - Y[b]) <= ch.v) continue;
          const v = this.lv(X[i], Y[b], X[x1], Y[y1]) + this.lv(X[i], Y[j] - Y[y1], X[i] - X[x1], Y[j] - Y[b]);
          if (v > ch.v) { ch.v = v; ch.kind = STAIR_Y; ch.a0 = b * this.ny + y1; ch.a1 = x1; if (v >= ub) return; }
        }
      }
    }
  }

  /** Value of the L piece (X, Y, x, y) in real lengths, normalised first. */
  private lv(X: number, Y: number, x: number, y: number): number {
    const i = this.xs.indexAtMost(X), j = this.ys.indexAtMost(Y);
    const p = this.xs.indexAtMost(x), q = this.ys.indexAtMost(y);
    if (p >= i || q >= j) return this.rect(i, j);
    if (p === 0) return this.rect(i, q);
    if (q === 0) return this.rect(p, j);
    return this.pieceChoice(i, j, p, q).v;
  }

  /** Upper bound of the L piece (X, Y, x, y) in real lengths. */
  private lb(X: number, Y: number, x: number, y: number): number {
    const i = this.xs.indexAtMost(X), j = this.ys.indexAtMost(Y);
    const p = this.xs.indexAtMost(x), q = this.ys.indexAtMost(y);
    if (p >= i || q >= j) return this.base.bound(i, j);
    if (p === 0) return this.base.bound(i, q);
    if (q === 0) return this.base.bound(p, j);
    return this.pieceBound(i, j, p, q);
  }

  private pieceBound(i: number, j: number, p: number, q: number): number {
    const X = this.xs.values[i], Y = this.ys.values[j], x = this.xs.values[p], y = this.ys.values[q];
    return Math.min(Math.floor((X * y + x * (Y - y)) / this.ab), this.base.bound(i, j));
  }

  private pieceChoice(i: number, j: number, p: number, q: number): Choice {
    const key = ((i * this.nx + p) * this.ny + j) * this.ny + q;
    let ch = this.pieces.get(key);
    if (ch) return ch;
    const X = this.xs.values[i], Y = this.ys.values[j], x = this.xs.values[p], y = this.ys.values[q];
    ch = { v: this.rect(i, q) + this.rect(p, this.ys.indexAtMost(Y - y)), kind: L_CUT_Y, a0: 0, a1: 0 };
    this.pieces.set(key, ch);
    const ub = this.pieceBound(i, j, p, q);
    const consider = (v: number, kind: number, a0: number, a1: number): boolean => {
      if (v > ch!.v) { ch!.v = v; ch!.kind = kind; ch!.a0 = a0; ch!.a1 = a1; }
      return ch!.v >= ub || !this.meter.spend(1);
    };
    if (consider(this.rect(p, j) + this.rect(this.xs.indexAtMost(X - x), q), L_CUT_X, 0, 0)) return ch;
    const Xs = this.xs.values, Ys = this.ys.values;
    const bd = this.base.bound.bind(this.base);
    for (let c = 1; c < q; c++) if (bd(i, c) + this.lb(X, Y - Ys[c], x, y - Ys[c]) > ch.v && consider(this.rect(i, c) + this.lv(X, Y - Ys[c], x, y - Ys[c]), L_LOW, c, 0)) return ch;
    for (let c = 1; c < p; c++) if (bd(c, j) + this.lb(X - Xs[c], Y, x - Xs[c], y) > ch.v && consider(this.rect(c, j) + this.lv(X - Xs[c], Y, x - Xs[c], y), L_LEFT, c, 0)) return ch;
    for (let c = q + 1; c < j; c++) if (this.lb(X, Ys[c], x, y) + bd(p, this.ys.indexAtMost(Y - Ys[c])) > ch.v && consider(this.lv(X, Ys[c], x, y) + this.rect(p, this.ys.indexAtMost(Y - Ys[c])), L_HIGH, c, 0)) return ch;
    for (let c = p + 1; c < i; c++) if (this.lb(Xs[c], Y, x, y) + bd(this.xs.indexAtMost(X - Xs[c]), q) > ch.v && consider(this.lv(Xs[c], Y, x, y) + this.rect(this.xs.indexAtMost(X - Xs[c]), q), L_RIGHT, c, 0)) return ch;
    for (let x1 = 1; x1 < p; x1++) {
      for (let y1 = 1; y1 < q; y1++) {
        if (this.lb(X, Y, Xs[x1], Ys[y1]) + this.lb(X - Xs[x1], Y - Ys[y1], x - Xs[x1], y - Ys[y1]) <= ch.v) continue;
        if (consider(this.lv(X, Y, Xs[x1], Ys[y1]) + this.lv(X - Xs[x1], Y - Ys[y1], x - Xs[x1], y - Ys[y1]), L_NESTED, x1, y1)) return ch;
      }
    }
    return ch;
  }

  /** Appends the cartons of rectangle X[i] × Y[j] placed at (u0, v0). */
  emitRect(i: number, j: number, u0: number, v0: number, out: PatternRect[]): void {
    const ch = this.rectChoice(i, j);
    const X = this.xs.values, Y = this.ys.values;
    if (ch.kind === BASE) { this.base.emit(i, j, u0, v0, out); return; }
    const turned: PatternRect[] = [];
    if (ch.kind === STAIR_X) {
      const a = Math.floor(ch.a0 / this.nx), x1 = ch.a0 % this.nx, y1 = ch.a1;
      this.emitL(X[a], Y[j], X[x1], Y[y1], u0, v0, out);
      this.emitL(X[i] - X[x1], Y[j], X[i] - X[a], Y[j] - Y[y1], 0, 0, turned);
    } else {
      const b = Math.floor(ch.a0 / this.ny), y1 = ch.a0 % this.ny, x1 = ch.a1;
      this.emitL(X[i], Y[b], X[x1], Y[y1], u0, v0, out);
      this.emitL(X[i], Y[j] - Y[y1], X[i] - X[x1], Y[j] - Y[b], 0, 0, turned);
    }
    // The second piece is the complement turned by 180° about the rectangle's centre.
    for (const r of turned) out.push({ u: u0 + X[i] - r.u - r.du, v: v0 + Y[j] - r.v - r.dv, du: r.du, dv: r.dv });
  }

  private emitL(X: number, Y: number, x: number, y: number, u0: number, v0: number, out: PatternRect[]): void {
    const i = this.xs.indexAtMost(X), j = this.ys.indexAtMost(Y);
    const p = this.xs.indexAtMost(x), q = this.ys.indexAtMost(y);
    if (p >= i || q >= j) { this.emitRect(i, j, u0, v0, out); return; }
    if (p === 0) { this.emitRect(i, q, u0, v0, out); return; }
    if (q === 0) { this.emitRect(p, j, u0, v0, out); return; }
    this.emitPiece(i, j, p, q, u0, v0, out);
  }

  private emitPiece(i: number, j: number, p: number, q: number, u0: number, v0: number, out: PatternRect[]): void {
    const ch = this.pieceChoice(i, j, p, q);
    const Xs = this.xs.values, Ys = this.ys.values;
    const X = Xs[i], Y = Ys[j], x = Xs[p], y = Ys[q];
    const c = ch.a0;
    switch (ch.kind) {
      case L_CUT_Y: this.emitRect(i, q, u0, v0, out); this.emitRect(p, this.ys.indexAtMost(Y - y), u0, v0 + y, out); return;
      case L_CUT_X: this.emitRect(p, j, u0, v0, out); this.emitRect(this.xs.indexAtMost(X - x), q, u0 + x, v0, out); return;
      case L_LOW: this.emitRect(i, c, u0, v0, out); this.emitL(X, Y - Ys[c], x, y - Ys[c], u0, v0 + Ys[c], out); return;
      case L_LEFT: this.emitRect(c, j, u0, v0, out); this.emitL(X - Xs[c], Y, x - Xs[c], y, u0 + Xs[c], v0, out); return;
      case L_HIGH: this.emitL(X, Ys[c], x, y, u0, v0, out); this.emitRect(p, this.ys.indexAtMost(Y - Ys[c]), u0, v0 + Ys[c], out); return;
      case L_RIGHT: this.emitL(Xs[c], Y, x, y, u0, v0, out); this.emitRect(this.xs.indexAtMost(X - Xs[c]), q, u0 + Xs[c], v0, out); return;
      default: {
        const x1 = Xs[c], y1 = Ys[ch.a1];
        this.emitL(X, Y, x1, y1, u0, v0, out);
        this.emitL(X - x1, Y - y1, x - x1, y - y1, u0 + x1, v0 + y1, out);
      }
    }
  }
}
