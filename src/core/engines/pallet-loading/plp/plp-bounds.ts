/**
 * Upper bounds on how many identical a × b rectangles (turnable) fit in an L × W rectangle,
 * used to stop pattern searches early and to bound pallet counts.
 *
 * - Area bound on normalised sides: ⌊L*·W* / (a·b)⌋, where L* is the largest conic
 *   combination of a and b not above L (no row of cartons can be longer).
 * - Barnes (1979) bound: the least waste of tiling with 1 × a bars and with 1 × b bars
 *   bounds the waste of any packing; the waste must also be congruent to L·W modulo a·b.
 * Limits: both are classic bounds, exact on most Cover I/II classes but not all.
 */
import { conicCombinations } from './conic-combinations.js';

/** Least area left over when a U × V rectangle is tiled by 1 × s bars (Barnes). */
function barWaste(U: number, V: number, s: number): number {
  const r = U % s;
  const q = V % s;
  return Math.min(r * q, (s - r) * (s - q));
}

/** Barnes' bound for a × b rectangles in U × V. */
export function barnesBound(U: number, V: number, a: number, b: number): number {
  const area = U * V;
  const unit = a * b;
  const waste = Math.max(barWaste(U, V, a), barWaste(U, V, b));
  // Smallest total waste ≥ waste that leaves a whole number of cartons.
  const residue = area % unit;
  let d = waste + ((((residue - (waste % unit)) % unit) + unit) % unit);
  if (d < waste) d += unit;
  return Math.max(0, (area - d) / unit);
}

/** min(area bound, Barnes bound), both on normalised sides; 0 when no carton fits. */
export function plpUpperBound(L: number, W: number, a: number, b: number): number {
  const cl = conicCombinations(L, a, b, 20000);
  const cw = conicCombinations(W, a, b, 20000);
  const Ls = cl ? cl.values[cl.values.length - 1] : L;
  const Ws = cw ? cw.values[cw.values.length - 1] : W;
  const fits = (Ls >= a && Ws >= b) || (Ls >= b && Ws >= a);
  if (!fits) return 0;
  const areaBound = Math.floor((Ls * Ws) / (a * b));
  return Math.min(areaBound, barnesBound(Ls, Ws, a, b));
}
