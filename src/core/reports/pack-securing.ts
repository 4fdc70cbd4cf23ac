/**
 * Securing the plan relies on, for the crew: every gap a load face must be blocked across, and
 * the floor load per running metre.
 *
 * Gaps (our rule): a gap wider than SECURE_GAP_CM must be filled, or the cargo beside it can
 * slide into it under braking, cornering or a swell:
 * - front: between the front wall and the load (the load is kept against the wall when balance
 *   allows; when the positioning moved it toward the door, the gap is listed here);
 * - door: between the load's door face and the door;
 * - side: across the width beside each floor unit, to the side wall or the next floor unit facing
 *   it, merged along the length where the gap stays the same (its height is the tallest stack
 *   standing on that face's floor units).
 * Each gap is filled with dunnage (air bags) when at most DUNNAGE_MAX_GAP (20 cm) wide, else
 * blocked (timber bracing, empty pallets): `method` says which.
 */
import type { Placement } from '../model/plan.js';
import { loadExtent } from '../geometry/extent.js';
import { DUNNAGE_MAX_GAP } from '../geometry/free-standing.js';
import { LENGTH_PER_CM } from '../model/units.js';
import type { PackFacts } from './pack-report-facts.js';
import type { PackFloorLoad, PackSecuringGap } from './pack-report-types.js';
import { roundTo, toCm, toKg } from './report-units.js';

/** Our screening value: gaps up to 5 cm are play a tight stow keeps; wider ones must be filled. */
export const SECURE_GAP_CM = 5;
const SECURE_GAP = SECURE_GAP_CM * LENGTH_PER_CM;
/** Length of a running metre, in length units. */
const METRE = 100 * LENGTH_PER_CM;

interface Gap {
  gap: PackSecuringGap['gap'];
  x: number;
  y: number;
  z: number;
  dx: number;
  dy: number;
  dz: number;
}

export function securingGaps(f: PackFacts): PackSecuringGap[] {
  const boxes = f.boxes;
  if (boxes.length === 0) return [];
  const { space } = f.problem;
  const { x0, x1, z0, z1, top } = loadExtent(boxes);
  const gaps: Gap[] = [];
  if (x0 > SECURE_GAP) gaps.push({ gap: 'front', x: 0, y: 0, z: z0, dx: x0, dy: top, dz: z1 - z0 });
  if (space.l - x1 > SECURE_GAP) gaps.push({ gap: 'door', x: x1, y: 0, z: z0, dx: space.l - x1, dy: top, dz: z1 - z0 });
  gaps.push(...sideGaps(boxes, space.w));
  return gaps.map((g) => ({
    gap: g.gap,
    method: (g.gap === 'side' ? g.dz : g.dx) <= DUNNAGE_MAX_GAP ? 'dunnage' : 'blocking',
    px: toCm(g.x),
    py: toCm(g.y),
    pz: toCm(g.z),
    l: toCm(g.dx),
    w: toCm(g.dz),
    h: toCm(g.dy),
  }));
}

/** Gaps across the width beside floor units wider than SECURE_GAP, merged along x. */
function sideGaps(boxes: readonly Placement[], w: number): Gap[] {
  const floor = boxes.filter((b) => b.y === 0);
  const overlapX = (a: Placement, b: Placement) => a.x < b.x + b.dx && b.x < a.x + a.dx;
  // the tallest stack standing on a floor unit's footprint
  const height = (b: Placement) => {
    let h = b.dy;
    for (const c of boxes) if (overlapX(b, c) && c.z < b.z + b.dz && b.z < c.z + c.dz) h = Math.max(h, c.y + c.dy);
    return h;
  };
  const raw: Gap[] = [];
  for (const b of floor) {
    const right = b.z + b.dz;
    let nextUp = w,
      nextDown = 0;
    for (const c of floor) {
      if (c === b || !overlapX(b, c)) continue;
      if (c.z >= right) nextUp = Math.min(nextUp, c.z);
      if (c.z + c.dz <= b.z) nextDown = Math.max(nextDown, c.z + c.dz);
    }
    // a gap between two units is listed from the lower one's side; a gap to the left wall from the unit beside it
    if (nextUp - right > SECURE_GAP)
      raw.push({ gap: 'side', x: b.x, y: 0, z: right, dx: b.dx, dy: height(b), dz: nextUp - right });
    if (nextDown === 0 && b.z > SECURE_GAP)
      raw.push({ gap: 'side', x: b.x, y: 0, z: 0, dx: b.dx, dy: height(b), dz: b.z });
  }
  raw.sort((a, b) => a.z - b.z || a.dz - b.dz || a.x - b.x);
  const merged: Gap[] = [];
  for (const g of raw) {
    const last = merged[merged.length - 1];
    if (last && last.z === g.z && last.dz === g.dz && g.x <= last.x + last.dx) {
      const end = Math.max(last.x + last.dx, g.x + g.dx);
      last.dx = end - last.x;
      last.dy = Math.max(last.dy, g.dy);
    } else merged.push({ ...g });
  }
  return merged.sort((a, b) => a.x - b.x || a.z - b.z);
}

/**
 * Floor load per running metre: each unit's mass spread evenly over its length, summed across
 * the width; the peak is the most mass on any 1 m of length (kg/m), and perMetreKg the mass on
 * each metre from the front wall. Judged against container.maxFloorLoadPerM when given.
 */
export function floorLoad(f: PackFacts, limitKgPerM: number | null): PackFloorLoad | null {
  if (f.boxes.length === 0 || !f.weighedAll || f.knownMass === 0) return null;
  const L = f.problem.space.l;
  // density breakpoints: +m/dx at x, −m/dx at x + dx (grams per length unit)
  const events = new Map<number, number>();
  for (const b of f.boxes) {
    const d = f.problem.items[b.item].weight / b.dx;
    events.set(b.x, (events.get(b.x) ?? 0) + d);
    events.set(b.x + b.dx, (events.get(b.x + b.dx) ?? 0) - d);
  }
  const xs = [...events.keys()].sort((a, b) => a - b);
  // mass from x = 0 up to each breakpoint, and the density after it
  const cum: number[] = [];
  const dens: number[] = [];
  let mass = 0,
    density = 0;
  xs.forEach((x, i) => {
    if (i > 0) mass += density * (x - xs[i - 1]);
    cum.push(mass);
    density += events.get(x) as number;
    dens.push(density);
  });
  const massUpTo = (x: number): number => {
    if (x <= xs[0]) return 0;
    let lo = 0,
      hi = xs.length - 1;
    while (lo < hi) {
      const m = (lo + hi + 1) >> 1;
      if (xs[m] <= x) lo = m;
      else hi = m - 1;
    }
    return cum[lo] + dens[lo] * (x - xs[lo]);
  };
  let peak = 0,
    at = 0;
  for (const x of xs)
    for (const s of [x, x - METRE]) {
      const start = Math.max(0, Math.min(s, Math.max(0, L - METRE)));
      const m = massUpTo(start + METRE) - massUpTo(start);
      if (m > peak + 1e-6) {
        peak = m;
        at = start;
      }
    }
  const perMetreKg = Array.from({ length: Math.ceil(L / METRE) }, (_, k) =>
    roundTo((massUpTo(Math.min(L, (k + 1) * METRE)) - massUpTo(k * METRE)) / 1000, 1),
  );
  const peakKgPerM = roundTo(toKg(peak), 1);
  return {
    peakKgPerM,
    peakAtCm: toCm(at),
    perMetreKg,
    limitKgPerM,
    status: limitKgPerM === null ? 'not_evaluated' : peakKgPerM > limitKgPerM ? 'fail' : 'pass',
  };
}
