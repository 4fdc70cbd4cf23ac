/**
 * Line-crossing upper bound on the PLP optimum (in the spirit of Nelißen's structural bound):
 * it bounds the number h of cartons lying along L (l × w) and the number v of turned cartons
 * (w × l) jointly, then h + v.
 *
 * Why it is valid: an optimal packing can be taken normalised, at integer coordinates inside the
 * normalised sides. The unit column [t, t + 1) × [0, W) crosses a(t) cartons along L (w high each)
 * and b(t) turned ones (l high each), with a(t)·w + b(t)·l ≤ W: a feasible partition of W. The
 * columns with t ≡ r (mod l) cross every carton along L exactly once, so their a(t) sum to h; their
 * K_r partitions sum to a point of K_r·hull(W's partitions), so their b(t) sum to at most
 * ⌊K_r·env(h / K_r)⌋, and over all r the b(t) sum to v·w. The same with t ≡ r (mod w) swaps the
 * roles (the b(t) sum to v, the a(t) to h·l), and unit rows do the same with L's partitions. An
 * (h, v) breaking any of the four is impossible. Each hull is downward closed, so it is
 * "second count ≤ env(first count)" with the upper concave envelope of the efficient partitions.
 * The class version (classCrossingBound) applies the bound to the integer members of the instance's
 * equivalence class (class-bound.ts): same packings, same (h, v), same partitions, other lengths.
 * Method: v_max(h) and h_max(v) from the four sums (O(h·l + v·w) envelope reads), then the largest
 * h + v with v ≤ v_max(h) and h ≤ h_max(v).
 * Limits: a relaxation of the crossing patterns, not the set-packing LP bound.
 */
import { classOf, memberSide } from './class-bound.js';

/** Tolerance for floored float envelopes: never rounds a bound below an integer it reaches. */
const EPS = 1e-9;
/** Largest member carton width w' tried by classCrossingBound (each member costs one crossing bound). */
const MAX_MEMBER_WIDTH = 12;
/** At most this many members per instance. */
const MAX_MEMBERS = 300;
/** Above this many cartons by area the bound is not computed: its work grows with the count times the hull. */
const MAX_AREA_COUNT = 2000;

/** Upper concave envelope of the points (k, ⌊(S − k·p) / q⌋): most q-long parts beside k p-long ones, on average. */
export class PartitionHull {
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];

  constructor(S: number, p: number, q: number) {
    for (let n = 0; n * p <= S; n++) {
      const m = Math.floor((S - n * p) / q);
      // Drop last nodes while they lie on or below the chord from the node before them to (n, m).
      for (
        let k = this.xs.length;
        k >= 2 &&
        (this.ys[k - 1] - this.ys[k - 2]) * (n - this.xs[k - 2]) <=
          (m - this.ys[k - 2]) * (this.xs[k - 1] - this.xs[k - 2]);
        k--
      ) {
        this.xs.pop();
        this.ys.pop();
      }
      this.xs.push(n);
      this.ys.push(m);
    }
  }

  /** Envelope at n ≥ 0 (−1 beyond the last partition: no line crosses that many parts). */
  at(n: number): number {
    const xs = this.xs;
    let hi = xs.length - 1;
    if (n > xs[hi] + EPS) return -1;
    if (n >= xs[hi]) return this.ys[hi];
    let lo = 0; // invariant: xs[lo] ≤ n < xs[hi]
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (xs[mid] <= n) lo = mid;
      else hi = mid;
    }
    return this.ys[lo] + ((this.ys[hi] - this.ys[lo]) * (n - xs[lo])) / (xs[hi] - xs[lo]);
  }
}

/** The four envelopes of one instance's class: count space, so shared by every member. */
export interface CrossingHulls {
  /** W's partitions: turned cartons (l) beside a given number along L (w), and the reverse. */
  readonly wTurned: PartitionHull;
  readonly wAlong: PartitionHull;
  /** L's partitions: cartons along L (l) beside a given number turned (w), and the reverse. */
  readonly lAlong: PartitionHull;
  readonly lTurned: PartitionHull;
}

export function crossingHulls(L: number, W: number, l: number, w: number): CrossingHulls {
  return {
    wTurned: new PartitionHull(W, w, l),
    wAlong: new PartitionHull(W, l, w),
    lAlong: new PartitionHull(L, w, l),
    lTurned: new PartitionHull(L, l, w),
  };
}

/**
 * Most of the "other" count that `span` unit lines can hold when lines in each residue class mod
 * `period` together cross `fixed` cartons: Σ_r ⌊K_r·env(fixed / K_r)⌋ over the period's classes.
 */
function residueSum(span: number, period: number, fixed: number, env: PartitionHull): number {
  const few = Math.floor(span / period);
  const many = span % period; // classes with one line more
  const part = (K: number) => (K === 0 ? (fixed > 0 ? -Infinity : 0) : Math.floor(K * env.at(fixed / K) + EPS));
  const a = part(few + 1);
  const b = part(few);
  if (a < 0 || b < 0) return -Infinity;
  return many * a + (period - many) * b;
}

/** Crossing bound on sides L × W (normalised, or a class member's) for an l × w carton, with the class's hulls. */
export function crossingBound(L: number, W: number, l: number, w: number, hulls: CrossingHulls): number {
  const area = Math.floor((L * W) / (l * w));
  const vMax = (h: number) =>
    Math.min(
      Math.floor(residueSum(L, l, h, hulls.wTurned) / w),
      Math.floor(residueSum(W, w, h, hulls.lTurned) / l),
      area - h,
    );
  const hMax = (v: number) =>
    Math.min(
      Math.floor(residueSum(L, w, v, hulls.wAlong) / l),
      Math.floor(residueSum(W, l, v, hulls.lAlong) / w),
      area - v,
    );
  const hOf: number[] = [];
  for (let v = 0; v <= area; v++) hOf.push(hMax(v));
  let best = 0;
  for (let h = 0; h <= hOf[0]; h++) {
    let v = Math.min(vMax(h), area);
    while (v >= 0 && hOf[v] < h) v--;
    if (v >= 0) best = Math.max(best, h + v);
  }
  return best;
}

/** Crossing bound of the instance itself on its normalised sides L × W; Infinity above MAX_AREA_COUNT cartons by area. */
export function instanceCrossingBound(L: number, W: number, l: number, w: number): number {
  if ((L * W) / (l * w) > MAX_AREA_COUNT) return Infinity;
  return crossingBound(L, W, l, w, crossingHulls(L, W, l, w));
}

/**
 * Least crossing bound over the instance (on its normalised sides) and the integer members
 * l' × w' (w' ≤ MAX_MEMBER_WIDTH, inside the class interval) of its equivalence class; Infinity
 * when the class is not computed (too many partitions).
 */
export function classCrossingBound(L: number, W: number, l: number, w: number): number {
  const cls = classOf(L, W, l, w);
  if (!cls || (L * W) / (l * w) > MAX_AREA_COUNT) return Infinity;
  const hulls = crossingHulls(L, W, l, w);
  let least = crossingBound(memberSide(cls.x, l, w), memberSide(cls.y, l, w), l, w, hulls);
  let members = 0;
  for (let wm = 1; wm <= MAX_MEMBER_WIDTH && members < MAX_MEMBERS; wm++) {
    for (let lm = Math.floor(cls.lo * wm) + 1; lm < cls.hi * wm && members < MAX_MEMBERS; lm++) {
      members++;
      const Lm = memberSide(cls.x, lm, wm);
      const Wm = memberSide(cls.y, lm, wm);
      if (Lm > 0 && Wm > 0) least = Math.min(least, crossingBound(Lm, Wm, lm, wm, hulls));
    }
  }
  return least;
}
