/**
 * One container of a consolidation plan as JSON: boxes (cm/kg) with their PO and SKU, the
 * pack report's zones, statistics and checks for the cartons this container holds, and
 * how much search it got. Dimensions and weights also come in both unit systems.
 */
import type { ConsolidationProblem, ContainerLoad } from '../../core/engines/consolidation/index.js';
import { heldOnly } from '../../core/engines/consolidation/container-verdict.js';
import { buildPackReport } from '../../core/reports/pack-report.js';
import { CONTAINER_PRESETS } from '../presets.js';
import { echoedExtents, type RequestedSize } from '../requested-size.js';
import { dualLength, dualMass, exactCentimetres, lengthOut, massOut, type UnitSystem } from '../units.js';

const cm = (u: number) => lengthOut(u, 'cm-kg');
const UNITS_PER_M3 = 1e12;
const CFT_PER_M3 = 1 / 0.028316846592;

/** A volume in cubic length units as m³ and ft³ (3 and 2 decimals). */
export const dualVolume = (units3: number) => ({
  cbm: Math.round((units3 / UNITS_PER_M3) * 1000) / 1000,
  cft: Math.round((units3 / UNITS_PER_M3) * CFT_PER_M3 * 100) / 100,
});

/**
 * `requested` (per PO, per item, in `units` as sent) is echoed as the boxes' l, w, h in exact cm
 * (an inch side as 2.54 × its value, so an in-lb request and its cm twin print alike).
 */
export function containerOut(
  problem: ConsolidationProblem,
  load: ContainerLoad,
  skus: readonly (readonly (string | null)[])[],
  index: number,
  requested: readonly (readonly RequestedSize[])[] | null = null,
  units: UnitSystem = 'cm-kg',
) {
  const type = problem.containers[load.type];
  const space = load.problem.space;
  const boxes = load.plan.placements.map((p, i) => {
    const lot = load.lots[p.item];
    const item = load.problem.items[p.item];
    const sent = requested?.[lot.po]?.[lot.item];
    const echoed = sent && echoedExtents(item, sent, p);
    const echo = echoed
      ? {
          l: exactCentimetres(echoed.l, units),
          w: exactCentimetres(echoed.w, units),
          h: exactCentimetres(echoed.h, units),
        }
      : { l: cm(p.dx), w: cm(p.dz), h: cm(p.dy) };
    return {
      id: `c${index + 1}-b${i + 1}`,
      poId: problem.pos[lot.po].poId,
      sku: skus[lot.po][lot.item],
      label: item.label,
      ...echo,
      px: cm(p.x),
      py: cm(p.y),
      pz: cm(p.z),
      weight: massOut(item.weight, 'cm-kg'),
    };
  });
  const report = buildPackReport(heldOnly(load.problem, load.plan), load.plan, {
    tareKg: CONTAINER_PRESETS[type.name as keyof typeof CONTAINER_PRESETS]?.tare ?? null,
    axles: null,
  });
  const perPo = new Map<string, number>();
  for (const b of boxes) perPo.set(b.poId, (perPo.get(b.poId) ?? 0) + 1);
  const grams = load.plan.placements.reduce((s, p) => s + load.problem.items[p.item].weight, 0);
  const volume = load.plan.placements.reduce((s, p) => s + p.dx * p.dy * p.dz, 0);
  return {
    preset: type.name,
    interior: { l: dualLength(space.l), w: dualLength(space.w), h: dualLength(space.h) },
    payload: space.maxWeight === null ? null : dualMass(space.maxWeight),
    pos: [...perPo.entries()].map(([poId, cartons]) => ({ poId, cartons })),
    cartons: boxes.length,
    cargoWeight: dualMass(grams),
    cargoVolume: dualVolume(volume),
    boxes,
    zones: report.zones,
    dunnage: report.dunnage,
    stats: report.stats,
    checks: report.checks,
    checksSummary: report.checksSummary,
    search: {
      mixesConsidered: load.mixesConsidered,
      mixesPacked: load.mixesPacked,
      closestMixFallback: load.closestFallback,
      mixShare: {
        volumePct: Math.round(load.mixShare.volume * 1000) / 10,
        weightPct: Math.round(load.mixShare.weight * 1000) / 10,
      },
      workLimit: load.workLimit,
      work: load.plan.stats.work,
      stoppedBy: load.plan.stats.stoppedBy,
      engine: load.plan.stats.engine,
    },
  };
}
