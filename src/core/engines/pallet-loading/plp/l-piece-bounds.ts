/**
 * Upper bound on the cartons in an L piece [0,X]×[0,y] ∪ [0,x]×[0,Y] by colouring (the argument
 * behind Barnes' bound): colour unit cell (u, v) by (u + v) mod s. An l × w carton, in either
 * turn, covers every colour exactly w times when s = l and exactly l times when s = w, so the
 * cartons cannot outnumber the scarcest colour divided by w (or by l). Counts are additive over
 * the L's two rectangles, so the bound costs O(s) per piece.
 * Limits: only worth its cost for short sides (MAX_COLOURS); above that callers use the area bound.
 */

/** Sides longer than this are not coloured (the loop over colours would cost more than it prunes). */
export const MAX_COLOURS = 64;

/** Size of the circular overlap of [t, t + s) with [0, r) modulo n (0 ≤ t < n, s ≤ n, r ≤ n). */
function overlap(t: number, s: number, r: number, n: number): number {
  const end = t + s;
  return Math.max(0, Math.min(end, r) - t) + Math.max(0, Math.min(end, n + r) - Math.max(t, n));
}

/** Cells of colour c ((u + v) mod n) in [0, U) × [0, V). */
function colourCount(U: number, V: number, c: number, n: number): number {
  const r = U % n;
  const s = V % n;
  // Each row holds ⌊U/n⌋ of every colour, plus one more of the colours (c − v) mod n below r.
  const t = (((c - V + 1) % n) + n) % n;
  return V * Math.floor(U / n) + Math.floor(V / n) * r + overlap(t, s, r, n);
}

/** ⌊scarcest colour mod n / per⌋ over the L piece, `per` being the cells of each colour in one carton. */
function colourBound(X: number, Y: number, x: number, y: number, n: number, per: number): number {
  let least = Infinity;
  for (let c = 0; c < n && least > 0; c++) {
    const count = colourCount(X, y, c, n) + colourCount(x, Y - y, (((c - y) % n) + n) % n, n);
    if (count < least) least = count;
  }
  return Math.floor(least / per);
}

/** Colouring bound of the L piece (X, Y, x, y) for l × w cartons; Infinity when l > MAX_COLOURS. */
export function lPieceColourBound(X: number, Y: number, x: number, y: number, l: number, w: number): number {
  if (Math.max(l, w) > MAX_COLOURS) return Infinity;
  return Math.min(colourBound(X, Y, x, y, l, w), colourBound(X, Y, x, y, w, l));
}
