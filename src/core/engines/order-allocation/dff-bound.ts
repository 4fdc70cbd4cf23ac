/**
 * Dual-feasible-function bound on the pallet count: the volume bound after each side of
 * every carton is rescaled by a dual feasible function, one per axis.
 *
 * Why valid: a function f on [0, 1] is dual feasible when any sizes summing to at most 1
 * still sum to at most 1 after f. Fekete & Schepers (2004) showed that rescaling the sides
 * along each axis of a feasible 3D packing by dual feasible functions leaves the boxes
 * packable in the unit cube, so their rescaled volumes sum to at most one pallet. A carton
 * that may stand several ways is charged its least rescaled volume over its allowed stances,
 * at most what the stance it takes is charged. Sides are measured against the space shrunk
 * to conic sums of the carton extents (as the plain volume bound does), which any packing
 * fits in.
 * Functions per axis of length D: the identity; u^(k)(x) = x when (k + 1)x is whole, else
 * ⌊(k + 1)x⌋ / k (k = 2: a side over a third of D counts as half of it); and U^(ε)(x) = 1
 * above 1 − ε, 0 below ε, x between, with ε set so that the cartons longer than half the
 * axis count as all of it. Every combination over the three axes is a bound; the largest is
 * kept.
 * Where it helps: large cartons that leave a strip no other carton fills, e.g. 50.8 cm
 * cubes on a 121.9 × 101.6 deck 165.9 cm high are charged ½ × ½ × ⅓: at most 12 a pallet.
 */
import type { Shape } from '../../model/item.js';

/** u^(k) for k = 1..MAX_K. */
const MAX_K = 4;
/** At most this many U^(ε) per axis (for the longest cartons first). */
const MAX_EPSILONS = 4;
/** Products of exact rationals in floating point: a sum this close to a whole number counts as it. */
const SLACK = 1e-9;

export interface DffCarton {
  readonly shapes: readonly Shape[];
}

type Rescale = (s: number) => number;

/** The dual feasible functions tried along an axis of (normalised) length D, given the carton extents along it. */
export function axisFunctions(D: number, extents: readonly number[]): Rescale[] {
  const out: Rescale[] = [(s) => s / D];
  for (let k = 1; k <= MAX_K; k++) {
    out.push((s) => {
      const r = ((k + 1) * s) % D;
      return r === 0 ? s / D : ((k + 1) * s - r) / D / k; // whole-number division: exact
    });
  }
  const long = [...new Set(extents.filter((s) => 2 * s > D && s <= D))].sort((a, b) => b - a).slice(0, MAX_EPSILONS);
  for (const s of long) {
    const t = D - s + 1; // x > D − t exactly when x ≥ s: those count as the whole axis
    if (2 * t <= D) out.push((x) => (x > D - t ? 1 : x < t ? 0 : x / D));
  }
  return out;
}

/**
 * Per combination of functions, each carton type's charge (its least rescaled volume, as a
 * share of the normalised L × H × W space); combinations whose charges another one's all
 * reach are left out, since they can never give the larger bound.
 */
export function dffCharges(L: number, H: number, W: number, cartons: readonly DffCarton[]): number[][] {
  const fx = axisFunctions(
    L,
    cartons.flatMap((c) => c.shapes.map((s) => s.dx)),
  );
  const fy = axisFunctions(
    H,
    cartons.flatMap((c) => c.shapes.map((s) => s.dy)),
  );
  const fz = axisFunctions(
    W,
    cartons.flatMap((c) => c.shapes.map((s) => s.dz)),
  );
  const table = (fs: Rescale[], side: (s: Shape) => number) =>
    fs.map((f) => cartons.map((c) => c.shapes.map((s) => f(side(s)))));
  const tx = table(fx, (s) => s.dx);
  const ty = table(fy, (s) => s.dy);
  const tz = table(fz, (s) => s.dz);
  const all: number[][] = [];
  for (let a = 0; a < fx.length; a++) {
    for (let b = 0; b < fy.length; b++) {
      for (let c = 0; c < fz.length; c++) {
        all.push(
          cartons.map((_, i) => {
            let least = Infinity;
            for (let j = 0; j < tx[a][i].length; j++) least = Math.min(least, tx[a][i][j] * ty[b][i][j] * tz[c][i][j]);
            return least;
          }),
        );
      }
    }
  }
  const covers = (p: number[], q: number[]) => p.every((v, i) => v >= q[i]);
  const kept: number[][] = [];
  for (const v of all) {
    if (kept.some((k) => covers(k, v))) continue;
    for (let i = kept.length - 1; i >= 0; i--) if (covers(v, kept[i])) kept.splice(i, 1);
    kept.push(v);
  }
  return kept;
}

/** dffCharges remembered by space and carton shapes (order-options bounds many quantity variants of one order). */
export function memoisedCharges(): typeof dffCharges {
  const known = new Map<string, number[][]>();
  return (L, H, W, cartons) => {
    const key = `${L},${H},${W}:${cartons.map((c) => c.shapes.map((s) => `${s.dx}.${s.dy}.${s.dz}`).join(' ')).join('|')}`;
    let v = known.get(key);
    if (v === undefined) {
      v = dffCharges(L, H, W, cartons);
      known.set(key, v);
    }
    return v;
  };
}

/** Pallets needed: the largest ⌈Σ qty × charge⌉ over the combinations. */
export function dffBound(charges: readonly (readonly number[])[], qty: readonly number[]): number {
  let best = 0;
  for (const charge of charges) {
    let sum = 0;
    for (let i = 0; i < qty.length; i++) sum += qty[i] * charge[i];
    best = Math.max(best, Math.ceil(sum - SLACK * Math.max(1, sum)));
  }
  return best;
}
