/**
 * Upper bound on the cartons in an L piece [0,X]×[0,y] ∪ [0,x]×[0,Y] by colouring (the argument
 * behind Barnes' bound): colour unit cell (u, v) by (u + v) mod s. An l × w carton, in either
 * turn, covers every colour exactly w times when s = l and exactly l times when s = w, so the
 * cartons cannot outnumber the scarcest colour divided by w (or by l). Counts are additive over
 * the L's two rectangles, so the bound costs O(s) per piece; for longer sides (the large-unit
 * Cover A rows) only the colours at the kinks of the piecewise-linear counts are read, O(1).
 */

/** Up to this many colours every colour is read; above, only the candidates where the least count can be. */
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

/**
 * Colours where the count of the L piece can be least. Each colourCount is piecewise linear in its
 * shifted colour t with kinks at t = 0, n − 1, r − s, r, n − s, n + r − s, so the sum over the two
 * rectangles is least at one of those kinks (or beside it): about 36 colours however long the carton.
 */
function kinkColours(X: number, Y: number, x: number, y: number, n: number): number[] {
  const out: number[] = [];
  // Rectangle [0, U) × [0, V) whose colour c is shifted by `shift` (the upper rectangle starts at height y).
  for (const [U, V, shift] of [
    [X, y, 0],
    [x, Y - y, y],
  ]) {
    const r = U % n;
    const s = V % n;
    for (const t of [0, n - 1, r - s, r, n - s, n + r - s]) {
      for (let d = -1; d <= 1; d++) out.push((((t + d + V - 1 + shift) % n) + n) % n);
    }
  }
  return out;
}

/** Cells of the scarcest colour mod n in the L piece; `exhaustive` reads every colour (else only the kinks). */
export function scarcestColour(X: number, Y: number, x: number, y: number, n: number, exhaustive: boolean): number {
  const count = (c: number) => colourCount(X, y, c, n) + colourCount(x, Y - y, (((c - y) % n) + n) % n, n);
  let least = Infinity;
  if (exhaustive) {
    for (let c = 0; c < n && least > 0; c++) least = Math.min(least, count(c));
  } else {
    for (const c of kinkColours(X, Y, x, y, n)) least = Math.min(least, count(c));
  }
  return least;
}

/** Colouring bound of the L piece (X, Y, x, y) for l × w cartons: every colour is read up to MAX_COLOURS, the kinks above. */
export function lPieceColourBound(X: number, Y: number, x: number, y: number, l: number, w: number): number {
  const byL = Math.floor(scarcestColour(X, Y, x, y, l, l <= MAX_COLOURS) / w);
  return Math.min(byL, Math.floor(scarcestColour(X, Y, x, y, w, w <= MAX_COLOURS) / l));
}
