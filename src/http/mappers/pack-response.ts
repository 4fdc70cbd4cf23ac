/**
 * Builds the /api/pack response body (SPEC.md "Pack response") from the mapped request and
 * the engine's plan: boxes in loading order in cm/kg, unplaced count and reasons, statistics,
 * zones, dunnage and checks, the engine name and what the search spent. `computeMs` is added by the route.
 */
import type { Plan } from '../../core/model/plan.js';
import { buildPackReport } from '../../core/reports/pack-report.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { echoedExtents } from '../requested-size.js';
import { lengthOut, massOut } from '../units.js';
import type { MappedPackRequest } from './pack-request.js';

const cm = (units: number) => lengthOut(units, 'cm-kg');
const kg = (grams: number) => massOut(grams, 'cm-kg');

/**
 * Placed box of SPEC.md: l, w, h are the extents along x, z, y after rotation, as the client
 * sent them (the grid sizes are never smaller); weight null when none was given.
 */
export interface PackBoxOut {
  id: string;
  label: string;
  l: number;
  w: number;
  h: number;
  px: number;
  py: number;
  pz: number;
  weight: number | null;
}

export function buildPackResponse(request: MappedPackRequest, plan: Plan, workLimit: number): Record<string, unknown> {
  const { problem } = request;
  const boxes: PackBoxOut[] = plan.placements.map((p, i) => {
    const item = problem.items[p.item];
    const echo = echoedExtents(item, request.requested[p.item], p) ?? { l: cm(p.dx), w: cm(p.dz), h: cm(p.dy) };
    return {
      id: `b${i + 1}`,
      label: item.label,
      ...echo,
      px: cm(p.x),
      py: cm(p.y),
      pz: cm(p.z),
      weight: item.hasWeight ? kg(item.weight) : null,
    };
  });
  const requested = problem.items.reduce((s, it) => s + it.qty, 0);
  const report = buildPackReport(problem, plan, {
    tareKg: request.tareKg,
    axles: request.axles,
    maxFloorLoadPerM: request.maxFloorLoadPerM,
    budget: request.budget,
  });
  const engine = plan.stats.engine.includes('/') ? plan.stats.engine : `${plan.stats.engine}/${ENGINE_VERSION}`;
  return {
    boxes,
    unplaced: requested - boxes.length,
    unplacedItems: plan.unplaced.map((u) => ({ label: problem.items[u.item].label, qty: u.qty, reason: u.reason })),
    stats: report.stats,
    zones: report.zones,
    dunnage: report.dunnage,
    securing: report.securing,
    floorLoad: report.floorLoad,
    checks: report.checks,
    checksSummary: report.checksSummary,
    engine,
    search: {
      budget: request.budget,
      workLimit,
      work: plan.stats.work,
      stoppedBy: plan.stats.stoppedBy,
      ...(plan.stats.objective ? { objective: plan.stats.objective } : {}),
    },
  };
}
