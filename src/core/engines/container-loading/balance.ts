import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { AXLE_MARGIN_PCT } from '../../objectives/stow.js';
import { ECCENTRICITY_PCT } from '../../reports/pack-checks-balance.js';

/**
 * Load positioning for balance: moves a finished load as rigid parts so that its centre of
 * gravity meets the COG_HEIGHT and AXLE_LOADS limits, without changing what rests on what.
 * Method:
 * - across: the load is cut into x-slices no box crosses; slices without keep-together
 *   groups may be mirrored across the width (a rigid flip keeps support and stack loads),
 *   chosen greedily, heaviest lateral moment first, and then slid across within their own
 *   free width, heaviest first, to cancel the lateral moment; then the whole load slides
 *   across to put its CoG on the centreline as far as the free width allows;
 * - along: the whole load slides toward the door by the smallest shift that brings its CoG
 *   within ±ECCENTRICITY_PCT of mid-length (containers) or, with axles, that keeps both
 *   axle shares within their limits at departure and after every stop; when no shift
 *   does, the one with the least total excess (a piecewise-linear convex function, so a
 *   breakpoint) is kept; with axles, among the shifts with the least excess, the smallest that
 *   leaves every support AXLE_MARGIN_PCT of its limit free at departure and after every stop
 *   (blocking against the headboard while the margins allow it), else the one with the largest
 *   smallest margin. Zones stay in order because everything moves together.
 * Limits: blocks are not reordered along the length; a heavy part inside the load stays where
 * the search put it (the choice among whole plans in index.ts weighs that).
 */

interface Mass {
  readonly m: number;
  readonly x: number;
  readonly z: number;
}

const massOf = (problem: Problem, b: Placement) => problem.items[b.item].weight;

/** x-slices: runs of boxes (sorted by x) with no box crossing a cut. */
function slices(boxes: readonly Placement[]): number[][] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a].x - boxes[b].x || a - b);
  const out: number[][] = [];
  let end = -Infinity;
  for (const i of order) {
    const b = boxes[i];
    if (b.x >= end) out.push([]);
    out[out.length - 1].push(i);
    end = Math.max(end, b.x + b.dx);
  }
  return out;
}

/**
 * Mirrors slices across the width, then slides single slices across within their free width,
 * to cancel the lateral moment about the centreline (twice the moment, in mass × length).
 */
function balanceSlices(problem: Problem, boxes: Placement[]): void {
  const W = problem.space.w;
  const parts = slices(boxes)
    .filter((s) => s.every((i) => problem.items[boxes[i].item].group === null))
    .map((s) => ({
      s,
      mass: s.reduce((t, i) => t + massOf(problem, boxes[i]), 0),
      moment: s.reduce((t, i) => t + massOf(problem, boxes[i]) * (2 * boxes[i].z + boxes[i].dz - W), 0),
    }))
    .sort((a, b) => Math.abs(b.moment) - Math.abs(a.moment));
  let total = 0;
  for (const b of boxes) total += massOf(problem, b) * (2 * b.z + b.dz - W);
  const move = (p: (typeof parts)[number], to: (b: Placement) => number) => {
    for (const i of p.s) {
      const b = boxes[i];
      boxes[i] = { ...b, z: to(b) };
    }
  };
  // flip a slice when that brings the total closer to zero, largest moments first
  for (const p of parts) {
    if (Math.abs(total - 2 * p.moment) >= Math.abs(total)) continue;
    total -= 2 * p.moment;
    move(p, (b) => W - b.z - b.dz);
  }
  // then slide slices (heaviest first) across by what cancels the rest, within their free width
  for (const p of parts.slice().sort((a, b) => b.mass - a.mass)) {
    if (total === 0 || p.mass === 0) continue;
    let z0 = Infinity,
      z1 = 0;
    for (const i of p.s) {
      z0 = Math.min(z0, boxes[i].z);
      z1 = Math.max(z1, boxes[i].z + boxes[i].dz);
    }
    const d = Math.max(-z0, Math.min(W - z1, Math.round(-total / (2 * p.mass))));
    if (d === 0) continue;
    total += 2 * p.mass * d;
    move(p, (b) => b.z + d);
  }
}

function centre(problem: Problem, boxes: readonly Placement[], keep: (b: Placement) => boolean = () => true): Mass {
  let m = 0,
    x = 0,
    z = 0;
  for (const b of boxes) {
    if (!keep(b)) continue;
    const w = massOf(problem, b);
    m += w;
    x += w * (2 * b.x + b.dx);
    z += w * (2 * b.z + b.dz);
  }
  return { m, x: m > 0 ? x / (2 * m) : 0, z: m > 0 ? z / (2 * m) : 0 };
}

/** The load states a truck runs in: departure, then what is left after each stop (unloadOrder 1 first). */
function loadStates(problem: Problem, boxes: readonly Placement[]): Mass[] {
  const items = problem.items;
  const stops = [...new Set(items.map((it) => it.unloadOrder).filter((o): o is number => o !== null))].sort(
    (p, q) => p - q,
  );
  const states = [
    centre(problem, boxes),
    ...stops.map((k) =>
      centre(problem, boxes, (b) => {
        const o = items[b.item].unloadOrder;
        return o === null || o > k;
      }),
    ),
  ];
  return states.filter((s) => s.m > 0);
}

/** Allowed CoG x intervals, one per load state (departure, then after each stop). */
function targets(problem: Problem, boxes: readonly Placement[]): { cog: number; lo: number; hi: number }[] {
  const { space } = problem;
  if (!space.axles) {
    const full = centre(problem, boxes);
    const band = (ECCENTRICITY_PCT / 100) * space.l - space.l / 1000;
    return [{ cog: full.x, lo: space.l / 2 - band, hi: space.l / 2 + band }];
  }
  const a = space.axles,
    span = a.rearPos - a.frontPos,
    margin = span / 1000;
  return loadStates(problem, boxes).map((s) => ({
    cog: s.x,
    lo: Math.max(a.frontPos, a.frontPos + span * (1 - a.frontLimit / s.m)) + margin,
    hi: Math.min(a.rearPos, a.frontPos + (span * a.rearLimit) / s.m) - margin,
  }));
}

/**
 * Each support's margin in every load state as a line in the shift dx: margin = a + b·dx, the
 * share of its limit left free (front margins rise as the load moves toward the door, rear fall).
 */
function marginLines(problem: Problem, boxes: readonly Placement[]): { a: number; b: number }[] {
  const ax = problem.space.axles;
  if (!ax) return [];
  const span = ax.rearPos - ax.frontPos;
  return loadStates(problem, boxes).flatMap((s) => {
    const rear0 = (s.m * (s.x - ax.frontPos)) / span;
    return [
      { a: 1 - (s.m - rear0) / ax.frontLimit, b: s.m / (span * ax.frontLimit) },
      { a: 1 - rear0 / ax.rearLimit, b: -s.m / (span * ax.rearLimit) },
    ];
  });
}

const marginAt = (lines: readonly { a: number; b: number }[], dx: number) =>
  lines.reduce((m, l) => Math.min(m, l.a + l.b * dx), Infinity);

/** The smallest axle margin of a positioned load over all its load states (share of the limit), or null without axles. */
export function axleMargin(problem: Problem, boxes: readonly Placement[]): number | null {
  const lines = marginLines(problem, boxes);
  return lines.length === 0 ? null : marginAt(lines, 0);
}

/** Total distance of the states' CoGs outside their intervals after a shift dx. */
function excess(ts: readonly { cog: number; lo: number; hi: number }[], dx: number): number {
  let e = 0;
  for (const t of ts) {
    const c = t.cog + dx;
    e += Math.max(0, t.lo - c, c - t.hi);
  }
  return e;
}

/**
 * The shift toward the door (0 ≤ dx ≤ free): the least excess first; then, with axles, the
 * smallest shift that keeps every margin at AXLE_MARGIN_PCT (the load stays against the
 * headboard while it can), else the shift with the largest smallest margin; then the smallest.
 * Excess is convex and the smallest margin concave, both piecewise linear in dx, so their
 * optima lie on the breakpoints tried.
 */
export function longitudinalShift(problem: Problem, boxes: readonly Placement[]): number {
  let x0 = Infinity,
    x1 = 0;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    x1 = Math.max(x1, b.x + b.dx);
  }
  const free = problem.space.l - x1;
  const ts = targets(problem, boxes);
  if (free <= 0 || ts.length === 0) return 0;
  const candidates = [0, free];
  const both = (v: number) => candidates.push(Math.floor(v), Math.ceil(v));
  for (const t of ts) candidates.push(Math.ceil(t.lo - t.cog), Math.floor(t.hi - t.cog));
  const lines = marginLines(problem, boxes);
  const goal = AXLE_MARGIN_PCT / 100;
  for (const l of lines) if (l.b !== 0) both((goal - l.a) / l.b);
  for (const f of lines) for (const r of lines) if (f.b > 0 && r.b < 0) both((r.a - f.a) / (f.b - r.b));
  const rank = (dx: number): [number, number, number] => {
    const e = excess(ts, dx);
    if (lines.length === 0) return [e, 0, dx];
    const m = marginAt(lines, dx);
    return m >= goal - 1e-9 ? [e, 0, dx] : [e, 1, -m];
  };
  let best = 0,
    bestRank = rank(0);
  for (const c of candidates) {
    const dx = Math.min(free, Math.max(0, c));
    const r = rank(dx);
    const better =
      r[0] < bestRank[0] - 1e-9 ||
      (Math.abs(r[0] - bestRank[0]) <= 1e-9 &&
        (r[1] < bestRank[1] ||
          (r[1] === bestRank[1] &&
            (r[2] < bestRank[2] - 1e-12 || (Math.abs(r[2] - bestRank[2]) <= 1e-12 && dx < best)))));
    if (better) {
      best = dx;
      bestRank = r;
    }
  }
  return best;
}

/** A balanced copy of the load (same boxes, moved as rigid parts); unweighted loads come back unchanged. */
export function positionLoad(problem: Problem, placements: readonly Placement[]): Placement[] {
  const boxes = placements.slice();
  if (boxes.length === 0 || centre(problem, boxes).m === 0) return boxes;
  balanceSlices(problem, boxes);
  const W = problem.space.w;
  let z0 = Infinity,
    z1 = 0;
  for (const b of boxes) {
    z0 = Math.min(z0, b.z);
    z1 = Math.max(z1, b.z + b.dz);
  }
  const dz = Math.min(W - z1, Math.max(-z0, Math.round(W / 2 - centre(problem, boxes).z)));
  const dx = longitudinalShift(problem, boxes);
  if (dx === 0 && dz === 0) return boxes;
  return boxes.map((b) => ({ ...b, x: b.x + dx, z: b.z + dz }));
}

/** Total CoG excess (length units) of a positioned load: 0 when every longitudinal limit holds. */
export function balanceExcess(problem: Problem, boxes: readonly Placement[]): number {
  return boxes.length === 0 ? 0 : excess(targets(problem, boxes), 0);
}
