/**
 * Reduced raster points (Scheithauer & Terno) of one pallet side's normalised lengths, as cut
 * positions for the L-approach: a cut at a conic length a inside a side of length S is only worth
 * trying when a = ⟨S − c⟩ for some conic length c (⟨·⟩ normalises down), i.e. when moving the cut
 * further out would cost the far part a whole row of cartons. For a rectangle this loses no
 * optimum; for the L divisions, whose cut also bounds a second side, it is a heuristic filter (the
 * union of the raster points of both sides the cut runs across is kept), so patterns stay valid.
 * Limits: masks are built lazily per side length, O(lengths) each.
 */
import type { ConicSet } from './conic-combinations.js';

export class RasterPoints {
  private readonly masks: (Uint8Array | undefined)[] = [];

  /** `index[v]` is the index of the largest conic length ≤ v (the normaliser of the set). */
  constructor(
    private readonly set: ConicSet,
    private readonly index: Int32Array,
  ) {}

  /** mask[k] = 1 when values[k] is a reduced raster point of the side values[i]. */
  of(i: number): Uint8Array {
    let mask = this.masks[i];
    if (mask) return mask;
    const values = this.set.values;
    mask = new Uint8Array(values.length);
    for (let k = 0; k <= i; k++) mask[this.index[values[i] - values[k]]] = 1;
    this.masks[i] = mask;
    return mask;
  }
}
