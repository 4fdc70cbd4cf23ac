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
 * Barnes per class (classBarnesBound): the same argument holds for every *integer* member, so
 * Barnes' bound (plp-bounds.ts) of each small member bounds the optimum too; members with
 * w' ≤ MAX_MEMBER_WIDTH are tried. Barnes' waste depends on residues, which differ between
 * members, so a small member can prove what the least-ratio one cannot.
 * Limits: sides with more than MAX_PARTITIONS partitions get no bound (Infinity); the Barnes
 * members tried are capped (MAX_MEMBERS), so the class's least Barnes bound may be missed.
 */
import { barnesBound } from './plp-bounds.js';

/** Above this many partitions of a side the candidate set grows quadratically: no bound. */
const MAX_PARTITIONS = 120;
/** Rounding slack: the bound is floored, so a float just below an integer must not lose it. */
const EPS = 1e-9;

export interface Side {
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
      for (let q = p + 1; q < s.lines.length; q++)
        out.push((s.lines[q][1] - s.lines[p][1]) / (s.lines[p][0] - s.lines[q][0]));
    }
  }
  for (const [n1, m1] of x.lines)
    for (const [n2, m2] of y.lines) if (n1 * n2 > 0) out.push(Math.sqrt((m1 * m2) / (n1 * n2)));
  return out.filter((r) => r >= lo && r <= hi && Number.isFinite(r) && r > 0);
}

/** Both sides of the instance's class and the open interval of carton ratios r it spans; null when too many partitions. */
export function classOf(
  L: number,
  W: number,
  l: number,
  w: number,
): { x: Side; y: Side; lo: number; hi: number } | null {
  const x = sideOf(L, l, w);
  const y = sideOf(W, l, w);
  if (!x || !y) return null;
  return { x, y, lo: Math.max(x.lo, y.lo), hi: Math.min(x.hi, y.hi, 1e9) };
}

/** ⌊least area ratio over the class of (L, W, l, w)⌋; Infinity when not computed. */
export function classAreaBound(L: number, W: number, l: number, w: number): number {
  const cls = classOf(L, W, l, w);
  if (!cls) return Infinity;
  const { x, y, lo, hi } = cls;
  let least = Infinity;
  for (const r of candidates(x, y, lo, hi)) least = Math.min(least, (sideAt(x, r) * sideAt(y, r)) / r);
  return Number.isFinite(least) ? Math.floor(least + EPS) : Infinity;
}

/** Largest carton width w' of the integer members whose Barnes bound is tried. */
const MAX_MEMBER_WIDTH = 60;
/** At most this many members are evaluated per instance (each costs O(partitions)). */
const MAX_MEMBERS = 2000;

/** Side of the member l' × w' (integers): its longest feasible partition, or 0 when an infeasible one is not longer (not a member). */
export function memberSide(s: Side, l: number, w: number): number {
  let longest = 0;
  let shortestInfeasible = s.lines.length * l;
  for (const [n, m] of s.lines) {
    longest = Math.max(longest, n * l + m * w);
    shortestInfeasible = Math.min(shortestInfeasible, n * l + (m + 1) * w);
  }
  return shortestInfeasible > longest ? longest : 0;
}

/**
 * Least Barnes bound over the class's integer members l' × w' (w' ≤ MAX_MEMBER_WIDTH, l'/w' strictly
 * inside the class interval) on sides L' = max n·l' + m·w' over the efficient partitions; Infinity when none.
 * Valid: such a member keeps every feasible partition feasible and every infeasible one infeasible.
 */
export function classBarnesBound(L: number, W: number, l: number, w: number): number {
  const cls = classOf(L, W, l, w);
  if (!cls) return Infinity;
  const { x, y, lo, hi } = cls;
  let least = Infinity;
  let members = 0;
  for (let wm = 1; wm <= MAX_MEMBER_WIDTH && members < MAX_MEMBERS; wm++) {
    for (let lm = Math.floor(lo * wm) + 1; lm < hi * wm && members < MAX_MEMBERS; lm++) {
      members++;
      const Lm = memberSide(x, lm, wm),
        Wm = memberSide(y, lm, wm);
      if (Lm > 0 && Wm > 0) least = Math.min(least, barnesBound(Lm, Wm, lm, wm));
    }
  }
  return least;
}
