/**
 * Upper bound on the PLP optimum from the instance's equivalence class (Dowsland): instances whose
 * sides admit the same feasible partitions n·l + m·w ≤ S have the same packings (a layout fits
 * exactly when every chain of cartons across each side fits), so the area bound of *any* member
 * of the class bounds the optimum of all of them. The best member is the one of least area ratio.
 *
 * Method: scale the carton to r × 1. A member is then fixed by r, its sides being the normalised
 * lengths S*(r) = max over efficient partitions (n, m) of n·r + m; r ranges over the open
 * interval where no infeasible partition becomes feasible. The area ratio
 * L*(r)·W*(r) / r is, between breakpoints of the two maxima, (n₁r + m₁)(n₂r + m₂) / r, which is
 * convex; its least value is at an interval end, a breakpoint or a stationary point, so all of
 * those are evaluated. Tight where the plain area bound of a "large" class representative is not.
 * Limits: an area bound only (no Barnes-type waste); sides with more than MAX_PARTITIONS
 * partitions get no bound (Infinity).
 */

/** Above this many partitions of a side the candidate set grows quadratically: no bound. */
const MAX_PARTITIONS = 120;
/** Rounding slack: the bound is floored, so a float just below an integer must not lose it. */
const EPS = 1e-9;

interface Side {
  /** Efficient partitions (n, m(n)): n cartons l-long, m(n) as many w-long as still fit. */
  readonly lines: readonly (readonly [number, number])[];
  /** Open interval of r = l'/w' that keeps exactly these partitions feasible. */
  readonly lo: number;
  readonly hi: number;
}

function sideOf(S: number, l: number, w: number): Side | null {
  const nMax = Math.floor(S / l);
  if (nMax + 1 > MAX_PARTITIONS) return null;
  const lines: [number, number][] = [];
  for (let n = 0; n <= nMax; n++) lines.push([n, Math.floor((S - n * l) / w)]);
  const infeasible: [number, number][] = lines.map(([n, m]) => [n, m + 1]);
  infeasible.push([nMax + 1, 0]);
  let lo = 0;
  let hi = Infinity;
  // Every feasible partition must stay shorter than every infeasible one: (n₁ − n₂)·r < m₂ − m₁.
  for (const [n1, m1] of lines) {
    for (const [n2, m2] of infeasible) {
      if (n1 > n2) hi = Math.min(hi, (m2 - m1) / (n1 - n2));
      else if (n1 < n2) lo = Math.max(lo, (m1 - m2) / (n2 - n1));
    }
  }
  return { lines, lo, hi };
}

const sideAt = (s: Side, r: number) => s.lines.reduce((best, [n, m]) => Math.max(best, n * r + m), 0);

/** Candidate ratios: interval ends, breakpoints of each side, stationary points of each line pair. */
function candidates(x: Side, y: Side, lo: number, hi: number): number[] {
  const out = [lo, hi];
  for (const s of [x, y]) {
    for (let p = 0; p < s.lines.length; p++) {
      for (let q = p + 1; q < s.lines.length; q++) out.push((s.lines[q][1] - s.lines[p][1]) / (s.lines[p][0] - s.lines[q][0]));
    }
  }
  for (const [n1, m1] of x.lines) for (const [n2, m2] of y.lines) if (n1 * n2 > 0) out.push(Math.sqrt((m1 * m2) / (n1 * n2)));
  return out.filter((r) => r >= lo && r <= hi && Number.isFinite(r) && r > 0);
}

/** ⌊least area ratio over the class of (L, W, l, w)⌋; Infinity when not computed. */
export function classAreaBound(L: number, W: number, l: number, w: number): number {
  const x = sideOf(L, l, w);
  const y = sideOf(W, l, w);
  if (!x || !y) return Infinity;
  const lo = Math.max(x.lo, y.lo);
  const hi = Math.min(x.hi, y.hi, 1e9);
  let least = Infinity;
  for (const r of candidates(x, y, lo, hi)) least = Math.min(least, (sideAt(x, r) * sideAt(y, r)) / r);
  return Number.isFinite(least) ? Math.floor(least + EPS) : Infinity;
}
