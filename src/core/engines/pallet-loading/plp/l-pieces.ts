/**
 * Second phase of the PLP search: the L-approach (Lins, Lins & Morabito 2003, with the two
 * further L divisions of Birgin, Lobato & Morabito 2010), for pallets whose five-block pattern
 * stays below the upper bound. It maximises the cartons in a rectangle by dividing it, and
 * every piece again, into two pieces that are rectangles or L shapes.
 *
 * - An L piece (X, Y, x, y) is [0,X]×[0,y] ∪ [0,x]×[0,Y]. Cartons can be pushed towards its
 *   full corner, so all four lengths are normalised to conic combinations and the piece is
 *   memoised by the normalised quadruple; an L in any other turn is the same piece mirrored.
 * - Divisions (l-divisions.ts): a rectangle along a staircase into two L pieces; an L piece
 *   into two pieces by any of the seven staircase cuts that leave both pieces L-shaped (straight
 *   cuts are their degenerate cases, tried first). Rectangles keep their five-block value from
 *   the first phase (the `base` oracle) unless `depth` still allows them a staircase.
 * - Depth: a rectangle's staircase uses one level of depth (L pieces are divided to the end).
 *   The search widens in STAGES (more division kinds, then one more depth), each memoised
 *   separately, until the pallet meets its bound or the work runs out.
 * - Branch and bound on upper bounds of the pieces (a rectangle's own area/Barnes bound; for an L
 *   piece its area, its bounding box's bound and a colouring bound, l-piece-bounds.ts); work
 *   (divisions examined) is counted on the phase's meter.
 * Limits: no proof below the bound; the search stops at its work budget.
 */
import type { WorkMeter } from '../../../search/budget.js';
import type { ConicSet } from './conic-combinations.js';
import {
  ARM_DOWN,
  BASE_LEFT,
  FIRST_L_DIVISION,
  L_DIVISIONS,
  NESTED,
  RECT_DIVISIONS,
  STAIR_H,
  STAIR_V,
  divide,
  divisionRanges,
  mirror,
  type Part,
} from './l-divisions.js';
import { lPieceColourBound } from './l-piece-bounds.js';
import { RasterPoints } from './raster-points.js';
import type { PatternRect } from './rect.js';

/** Callbacks into the first phase: best count, bound and emission of rectangle X[i] × Y[j]. */
export interface RectOracle {
  value(i: number, j: number): number;
  bound(i: number, j: number): number;
  emit(i: number, j: number, u0: number, v0: number, out: PatternRect[]): void;
}

/** Best division found for one piece at one stage and depth: its count and the division (kind < 0: none). */
interface Choice {
  v: number;
  kind: number;
  c1: number;
  c2: number;
  c3: number;
}

/**
 * The search widens in stages, each searching a superset of the divisions of the one before:
 * nested L pieces only (cheap, and enough for most pallets it closes), then the other one-turn
 * cuts, then the two-turn staircases, then one more level of staircases inside rectangles.
 */
const STAGES: readonly { readonly kinds: readonly number[]; readonly depth: number }[] = [
  { kinds: [NESTED], depth: 1 },
  { kinds: [NESTED, ARM_DOWN, BASE_LEFT], depth: 1 },
  { kinds: L_DIVISIONS, depth: 1 },
  { kinds: L_DIVISIONS, depth: 2 },
];

const parts: [Part, Part] = [
  { u: 0, v: 0, W: 0, H: 0, mw: 0, mh: 0, flipU: false, flipV: false },
  { u: 0, v: 0, W: 0, H: 0, mw: 0, mh: 0, flipU: false, flipV: false },
];

/** Indices k in [k0, k1) marked in either mask. */
function positions(m1: Uint8Array, m2: Uint8Array, k0: number, k1: number): number[] {
  const out: number[] = [];
  for (let k = k0; k < k1; k++) if (m1[k] | m2[k]) out.push(k);
  return out;
}

/** Index of the largest conic combination ≤ v for every v in 0..max, so normalising is one read. */
function normaliser(set: ConicSet): Int32Array {
  const values = set.values;
  const table = new Int32Array(values[values.length - 1] + 1);
  for (let k = 0, v = 0; v < table.length; v++) {
    while (k + 1 < values.length && values[k + 1] <= v) k++;
    table[v] = k;
  }
  return table;
}

export class LPieceSearch {
  private readonly memo = new Map<number, Choice>();
  /** Upper bounds of L pieces, by normalised quadruple. */
  private readonly bounds = new Map<number, number>();
  private readonly nx: number;
  private readonly ny: number;
  private readonly ix: Int32Array;
  private readonly iy: Int32Array;
  private readonly rasterX: RasterPoints;
  private readonly rasterY: RasterPoints;
  /** Stage being searched (index into STAGES). */
  private stage = 0;

  constructor(
    private readonly xs: ConicSet,
    private readonly ys: ConicSet,
    private readonly l: number,
    private readonly w: number,
    private readonly base: RectOracle,
    private readonly meter: WorkMeter,
  ) {
    this.nx = xs.values.length;
    this.ny = ys.values.length;
    this.ix = normaliser(xs);
    this.iy = normaliser(ys);
    this.rasterX = new RasterPoints(xs, this.ix);
    this.rasterY = new RasterPoints(ys, this.iy);
  }

  get workUsed(): number {
    return this.meter.used;
  }
  get exhausted(): boolean {
    return this.meter.exhausted;
  }

  /** Widens the search of rectangle X[i] × Y[j] stage by stage until it meets its bound or the work runs out; returns its count. */
  solve(i: number, j: number): number {
    const ub = this.base.bound(i, j);
    let best = this.base.value(i, j);
    for (this.stage = 0; this.stage < STAGES.length; this.stage++) {
      best = Math.max(best, this.rect(i, j, STAGES[this.stage].depth));
      if (best >= ub || this.meter.exhausted || this.stage === STAGES.length - 1) break;
    }
    return best;
  }

  /** Best count of the piece (X, Y, x, y) (real lengths, normalised here) with `depth` levels of rectangle staircases. */
  private pieceValue(X: number, Y: number, x: number, y: number, depth: number): number {
    const i = this.ix[X],
      j = this.iy[Y];
    const p = this.ix[x],
      q = this.iy[y];
    if (p >= i || q >= j) return this.rect(i, j, depth);
    if (p === 0) return this.rect(i, q, depth);
    if (q === 0) return this.rect(p, j, depth);
    return this.choice(i, j, p, q, depth).v;
  }

  private rect(i: number, j: number, depth: number): number {
    if (depth <= 0 || i === 0 || j === 0) return this.base.value(i, j);
    return this.choice(i, j, i, j, depth).v;
  }

  /** Upper bound of the piece (X, Y, x, y): its normalised area and its bounding rectangle's bound; `tight` adds the colouring bound. */
  private pieceBound(X: number, Y: number, x: number, y: number, tight: boolean): number {
    const i = this.ix[X],
      j = this.iy[Y];
    const p = this.ix[x],
      q = this.iy[y];
    if (p >= i || q >= j) return this.base.bound(i, j);
    if (p === 0) return this.base.bound(i, q);
    if (q === 0) return this.base.bound(p, j);
    const Xn = this.xs.values[i],
      Yn = this.ys.values[j],
      xn = this.xs.values[p],
      yn = this.ys.values[q];
    const cheap = Math.min(Math.floor((Xn * yn + xn * (Yn - yn)) / (this.l * this.w)), this.base.bound(i, j));
    if (!tight) return cheap;
    const key = ((i * this.nx + p) * this.ny + j) * this.ny + q;
    let bound = this.bounds.get(key);
    if (bound === undefined) {
      bound = Math.min(cheap, lPieceColourBound(Xn, Yn, xn, yn, this.l, this.w));
      this.bounds.set(key, bound);
    }
    return bound;
  }

  private key(i: number, j: number, p: number, q: number, stage: number, depth: number): number {
    return (((i * this.nx + p) * this.ny + j) * this.ny + q) * 64 + stage * 8 + depth;
  }

  private choice(i: number, j: number, p: number, q: number, depth: number): Choice {
    const key = this.key(i, j, p, q, this.stage, depth);
    let ch = this.memo.get(key);
    if (ch) return ch;
    ch = this.start(i, j, p, q, depth);
    this.memo.set(key, ch);
    const X = this.xs.values[i],
      Y = this.ys.values[j],
      x = this.xs.values[p],
      y = this.ys.values[q];
    const ub = this.pieceBound(X, Y, x, y, true);
    if (ch.v >= ub || !this.meter.spend(1)) return ch;
    if (p === i) {
      for (const kind of RECT_DIVISIONS) if (this.searchKind(kind, X, Y, x, y, depth - 1, ub, ch)) break;
      return ch;
    }
    // Only a rectangle's staircase uses a level of depth: L pieces are divided to the end, memoised.
    if (this.searchStraight(X, Y, x, y, p, q, depth, ub, ch)) return ch;
    for (const kind of STAGES[this.stage].kinds) if (this.searchKind(kind, X, Y, x, y, depth, ub, ch)) break;
    return ch;
  }

  /** Where a piece's search starts: what a smaller search found for it (a subset of the divisions), else its simplest pattern. */
  private start(i: number, j: number, p: number, q: number, depth: number): Choice {
    const previous =
      depth > (p === i ? 1 : 0)
        ? this.key(i, j, p, q, this.stage, depth - 1)
        : this.stage > 0
          ? this.key(i, j, p, q, this.stage - 1, depth)
          : -1;
    const found = previous >= 0 ? this.memo.get(previous) : undefined;
    if (found) return { ...found };
    if (p === i) return { v: this.base.value(i, j), kind: -1, c1: 0, c2: 0, c3: 0 };
    const X = this.xs.values[i],
      Y = this.ys.values[j],
      x = this.xs.values[p],
      y = this.ys.values[q];
    const byY = this.base.value(i, q) + this.base.value(p, this.iy[Y - y]);
    const byX = this.base.value(p, j) + this.base.value(this.ix[X - x], q);
    return byY >= byX
      ? { v: byY, kind: NESTED, c1: 0, c2: y, c3: 0 }
      : { v: byX, kind: BASE_LEFT, c1: x, c2: 0, c3: 0 };
  }

  /** Straight cuts of an L piece first (linear in its sides): they raise the incumbent cheaply. */
  private searchStraight(
    X: number,
    Y: number,
    x: number,
    y: number,
    p: number,
    q: number,
    d: number,
    ub: number,
    ch: Choice,
  ): boolean {
    const Xs = this.xs.values,
      Ys = this.ys.values;
    const n1 = this.ix[X],
      n2 = this.iy[Y];
    if (!this.meter.spend(n1 + n2)) return true;
    for (let b = 1; b <= q; b++) if (this.tryDivision(NESTED, X, Y, x, y, 0, Ys[b], 0, d, ub, ch)) return true;
    for (let a = 1; a < p; a++) if (this.tryDivision(NESTED, X, Y, x, y, Xs[a], 0, 0, d, ub, ch)) return true;
    for (let b = q + 1; b < n2; b++) if (this.tryDivision(ARM_DOWN, X, Y, x, y, 0, Ys[b], 0, d, ub, ch)) return true;
    for (let a = p + 1; a < n1; a++) if (this.tryDivision(BASE_LEFT, X, Y, x, y, Xs[a], 0, 0, d, ub, ch)) return true;
    return false;
  }

  /** Tries every cut of one division kind at reduced raster points; true when the piece reached its bound or the work ran out. */
  private searchKind(
    kind: number,
    X: number,
    Y: number,
    x: number,
    y: number,
    d: number,
    ub: number,
    ch: Choice,
  ): boolean {
    const Xs = this.xs.values,
      Ys = this.ys.values;
    // Cut positions are measured from the piece's full corner, at raster points of the sides they cross.
    const n1 = this.ix[X],
      n2 = this.iy[Y];
    const [a0, a1, b0, b1] = divisionRanges(kind, n1, n2, this.ix[x], this.iy[y]);
    const ax = this.rasterX.of(n1),
      ax2 = this.rasterX.of(this.ix[x]);
    const by = this.rasterY.of(n2),
      by2 = this.rasterY.of(this.iy[y]);
    const bs = positions(by, by2, b0, b1);
    const third = kind === STAIR_H ? Ys : Xs;
    const cs = kind === STAIR_H ? positions(by, by2, 0, n2) : kind === STAIR_V ? positions(ax, ax2, 0, n1) : [0];
    for (let a = a0; a < a1; a++) {
      if (!(ax[a] | ax2[a])) continue;
      if (!this.meter.spend(bs.length * cs.length)) return true;
      for (const b of bs) {
        for (const c of cs) if (this.tryDivision(kind, X, Y, x, y, Xs[a], Ys[b], third[c], d, ub, ch)) return true;
      }
    }
    return false;
  }

  /** Values one division (branch and bound on the parts' bounds); true when the piece reached its bound. */
  private tryDivision(
    kind: number,
    X: number,
    Y: number,
    x: number,
    y: number,
    a: number,
    b: number,
    c: number,
    d: number,
    ub: number,
    ch: Choice,
  ): boolean {
    if (!divide(kind, X, Y, x, y, a, b, c, parts)) return false;
    const [P, Q] = parts;
    const Pw = P.W,
      Ph = P.H,
      Px = P.W - P.mw,
      Py = P.H - P.mh;
    const Qw = Q.W,
      Qh = Q.H,
      Qx = Q.W - Q.mw,
      Qy = Q.H - Q.mh;
    if (this.pieceBound(Pw, Ph, Px, Py, false) + this.pieceBound(Qw, Qh, Qx, Qy, false) <= ch.v) return false;
    const bq = this.pieceBound(Qw, Qh, Qx, Qy, true);
    if (this.pieceBound(Pw, Ph, Px, Py, true) + bq <= ch.v) return false;
    const vp = this.pieceValue(Pw, Ph, Px, Py, d);
    if (vp + bq <= ch.v) return false;
    const v = vp + this.pieceValue(Qw, Qh, Qx, Qy, d);
    if (v <= ch.v) return false;
    ch.v = v;
    ch.kind = kind;
    ch.c1 = a;
    ch.c2 = b;
    ch.c3 = c;
    return v >= ub;
  }

  /** Appends the cartons of rectangle X[i] × Y[j] as the last stage searched left it, placed at (u0, v0). */
  emitRect(i: number, j: number, u0: number, v0: number, out: PatternRect[]): void {
    const X = this.xs.values[i],
      Y = this.ys.values[j];
    this.emitPiece(X, Y, X, Y, STAGES[this.stage].depth, u0, v0, out);
  }

  private emitPiece(
    X: number,
    Y: number,
    x: number,
    y: number,
    depth: number,
    u0: number,
    v0: number,
    out: PatternRect[],
  ): void {
    let i = this.ix[X],
      j = this.iy[Y];
    let p = this.ix[x],
      q = this.iy[y];
    // Degenerate L pieces are rectangles: the whole box, the base only (no arm) or the arm only (no base).
    if (p >= i || q >= j) {
      p = i;
      q = j;
    } else if (p === 0) {
      j = q;
      p = i;
    } else if (q === 0) {
      i = p;
      q = j;
    }
    if (p === i && (depth <= 0 || i === 0 || j === 0)) {
      this.base.emit(i, j, u0, v0, out);
      return;
    }
    const ch = this.choice(i, j, p, q, depth);
    if (ch.kind < 0) {
      this.base.emit(i, j, u0, v0, out);
      return;
    }
    divide(
      ch.kind,
      this.xs.values[i],
      this.ys.values[j],
      this.xs.values[p],
      this.ys.values[q],
      ch.c1,
      ch.c2,
      ch.c3,
      parts,
    );
    for (const part of parts.map((r) => ({ ...r }))) {
      const local: PatternRect[] = [];
      this.emitPiece(
        part.W,
        part.H,
        part.W - part.mw,
        part.H - part.mh,
        ch.kind < FIRST_L_DIVISION ? depth - 1 : depth,
        0,
        0,
        local,
      );
      for (const r of local) out.push(mirror(r, part, u0, v0));
    }
  }
}
