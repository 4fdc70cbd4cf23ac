/**
 * The divisions of the L-approach (Lins, Lins & Morabito 2003; Birgin, Lobato & Morabito 2010):
 * how a rectangle or an L piece is cut into two pieces that are again rectangles or L shapes.
 *
 * An L piece (X, Y, x, y) is [0,X]×[0,y] ∪ [0,x]×[0,Y]: its bounding box less the top-right
 * corner (X − x) × (Y − y). A part is described by its offset, bounding box, missing corner and
 * which mirror puts that corner top-right, so every part is valued as a piece in standard position.
 * - Rectangle: a staircase (vertical, horizontal, vertical) or its transpose; with the first
 *   step at 0 it cuts a corner rectangle off an L.
 * - L piece: a one-turn cut from the arm's top to the base's right side (nested L), from the arm's
 *   right side to the bottom, or from the base's top to the left side; and the four two-turn
 *   staircases that start at the reflex corner. Straight cuts are their degenerate cases.
 * Each function checks its parameters and returns false for a division that is not proper.
 */

/** A piece produced by a division: offset in the parent, bounding box W × H, missing corner mw × mh. */
export interface Part {
  u: number;
  v: number;
  W: number;
  H: number;
  mw: number;
  mh: number;
  flipU: boolean;
  flipV: boolean;
}

export const STAIR_V = 0;
export const STAIR_H = 1;
export const FIRST_L_DIVISION = 2;
export const NESTED = 2;
export const ARM_DOWN = 3;
export const BASE_LEFT = 4;
export const LDL = 5;
export const DLD = 6;
export const LUL = 7;
export const DRD = 8;

export const RECT_DIVISIONS: readonly number[] = [STAIR_V, STAIR_H];
export const L_DIVISIONS: readonly number[] = [NESTED, ARM_DOWN, BASE_LEFT, LDL, DLD, LUL, DRD];

/**
 * Index ranges [a0, a1) × [b0, b1) of a division's cut positions a (x) and b (y) in a piece whose
 * sides have n1 and n2 conic lengths below them and whose arm and base end at indices p and q.
 * Straight cuts (a or b at 0 for one-turn cuts) are left out: they are searched first, on their own.
 */
export function divisionRanges(
  kind: number,
  n1: number,
  n2: number,
  p: number,
  q: number,
): [number, number, number, number] {
  switch (kind) {
    case NESTED:
      return [1, p, 1, q + 1];
    case ARM_DOWN:
      return [1, p, q, n2];
    case BASE_LEFT:
      return [p, n1, 1, q];
    case LUL:
      return [1, p, q + 1, n2];
    case DRD:
      return [p + 1, n1, 1, q];
    case LDL:
    case DLD:
      return [1, p, 1, q];
    case STAIR_V:
      return [1, n1, 1, n2];
    default:
      return [1, n1, 0, n2];
  }
}

type Corner = 'TR' | 'TL' | 'BR' | 'BL';

function set(p: Part, u: number, v: number, W: number, H: number, mw: number, mh: number, corner: Corner): void {
  p.u = u;
  p.v = v;
  p.W = W;
  p.H = H;
  p.mw = mw;
  p.mh = mh;
  p.flipU = corner === 'TL' || corner === 'BL';
  p.flipV = corner === 'BR' || corner === 'BL';
}

/**
 * Fills `out` with the two parts of piece (X, Y, x, y) (a rectangle when x = X) divided by `kind`
 * at a (an x position), b (a y position) and, for staircases of rectangles, c (an x position for
 * STAIR_V, a y position for STAIR_H). Returns false when the division is not proper.
 */
export function divide(
  kind: number,
  X: number,
  Y: number,
  x: number,
  y: number,
  a: number,
  b: number,
  c: number,
  out: [Part, Part],
): boolean {
  const [P, Q] = out;
  switch (kind) {
    case STAIR_V:
      if (!(c < a && a < X && b > 0 && b < Y)) return false;
      set(P, 0, 0, a, Y, a - c, Y - b, 'TR');
      set(Q, c, 0, X - c, Y, a - c, b, 'BL');
      return true;
    case STAIR_H:
      if (!(b < c && c < Y && a > 0 && a < X)) return false;
      set(P, 0, 0, X, c, X - a, c - b, 'TR');
      set(Q, 0, b, X, Y - b, a, c - b, 'BL');
      return true;
    case NESTED:
      if (!(a < x && b <= y && a + b > 0)) return false;
      set(P, 0, 0, X, Y, X - a, Y - b, 'TR');
      set(Q, a, b, X - a, Y - b, X - x, Y - y, 'TR');
      return true;
    case ARM_DOWN:
      if (!(a < x && b >= y && b < Y)) return false;
      set(P, 0, 0, x, Y, x - a, b, 'BR');
      set(Q, a, 0, X - a, b, X - x, b - y, 'TR');
      return true;
    case BASE_LEFT:
      if (!(a >= x && a < X && b < y)) return false;
      set(P, 0, 0, X, y, a, y - b, 'TL');
      set(Q, 0, b, a, Y - b, a - x, Y - y, 'TR');
      return true;
    case LDL:
      if (!(a > 0 && a < x && b > 0 && b < y)) return false;
      set(P, 0, b, x, Y - b, x - a, y - b, 'BR');
      set(Q, 0, 0, X, y, a, y - b, 'TL');
      return true;
    case DLD:
      if (!(a > 0 && a < x && b > 0 && b < y)) return false;
      set(P, a, 0, X - a, y, x - a, y - b, 'TL');
      set(Q, 0, 0, x, Y, x - a, b, 'BR');
      return true;
    case LUL:
      if (!(a > 0 && a < x && b > y && b < Y)) return false;
      set(P, 0, 0, X, b, X - a, b - y, 'TR');
      set(Q, 0, y, x, Y - y, a, b - y, 'BL');
      return true;
    case DRD:
      if (!(a > x && a < X && b > 0 && b < y)) return false;
      set(P, 0, 0, a, Y, a - x, Y - b, 'TR');
      set(Q, x, 0, X - x, y, a - x, b, 'BL');
      return true;
    default:
      return false;
  }
}

/** A carton placed in a part's standard position, mirrored back and moved to the parent's frame at (u0, v0). */
export function mirror(
  r: { u: number; v: number; du: number; dv: number },
  part: Part,
  u0: number,
  v0: number,
): { u: number; v: number; du: number; dv: number } {
  const u = part.flipU ? part.W - r.u - r.du : r.u;
  const v = part.flipV ? part.H - r.v - r.dv : r.v;
  return { u: u0 + part.u + u, v: v0 + part.v + v, du: r.du, dv: r.dv };
}
