import { boxVolume } from '../geometry/box.js';
import type { PackFacts } from './pack-report-facts.js';
import type { PackDunnage, PackStats, PackZone } from './pack-report-types.js';
import { roundTo, toCm, toKg } from './report-units.js';

/** Utilisation, cargo mass and centre of gravity of the placed boxes (cm, kg, % with 2 decimals). */
export function packStats(f: PackFacts): PackStats {
  const { space } = f.problem;
  const volume = f.boxes.reduce((s, b) => s + boxVolume(b), 0);
  const totalWeight = f.weighedAll ? toKg(f.knownMass) : null;
  const cog = f.cog;
  return {
    volumeUtil: roundTo((100 * volume) / (space.l * space.w * space.h), 2),
    totalWeight,
    weightUtil:
      totalWeight !== null && space.maxWeight !== null ? roundTo((100 * f.knownMass) / space.maxWeight, 2) : null,
    cog: cog ? { x: roundTo(toCm(cog.x), 2), y: roundTo(toCm(cog.y), 2), z: roundTo(toCm(cog.z), 2) } : null,
    cogOffsetPct: cog
      ? {
          x: roundTo((100 * (cog.x - space.l / 2)) / space.l, 2),
          z: roundTo((100 * (cog.z - space.w / 2)) / space.w, 2),
        }
      : null,
  };
}

/** One entry per unloadOrder present among the placed boxes: its x range (cm) and box count, order 1 first. */
export function packZones(f: PackFacts): PackZone[] {
  const zones = new Map<number, { start: number; end: number; count: number }>();
  f.boxes.forEach((b, i) => {
    const order = f.itemOf[i].unloadOrder;
    if (order === null) return;
    const z = zones.get(order);
    if (z) {
      z.start = Math.min(z.start, b.x);
      z.end = Math.max(z.end, b.x + b.dx);
      z.count++;
    } else zones.set(order, { start: b.x, end: b.x + b.dx, count: 1 });
  });
  return [...zones.entries()]
    .sort(([a], [b]) => a - b)
    .map(([unloadOrder, z]) => ({ unloadOrder, xStart: toCm(z.start), xEnd: toCm(z.end), count: z.count }));
}

/** The dunnage gaps the plan relies on, in cm (geometry/free-standing.ts). */
export function packDunnage(f: PackFacts): PackDunnage[] {
  return f.dunnage.map((g) => ({
    px: toCm(g.x),
    py: toCm(g.y),
    pz: toCm(g.z),
    l: toCm(g.dx),
    w: toCm(g.dz),
    h: toCm(g.dy),
  }));
}
