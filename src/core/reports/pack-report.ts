import type { Plan } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import { doorAperture, payload, placementComplete, vgm } from './pack-checks-cargo.js';
import { axleLoads, cogHeight } from './pack-checks-balance.js';
import { heavyOverLight, stackLimitsProvided } from './pack-checks-stacking.js';
import { loadVoids } from './pack-checks-voids.js';
import { zoneSegregation } from './pack-checks-zones.js';
import { packFacts } from './pack-report-facts.js';
import { floorLoad, securingGaps } from './pack-securing.js';
import { packDunnage, packStats, packZones } from './pack-report-stats.js';
import type { ChecksSummary, PackCheck, PackReport, PackReportContext } from './pack-report-types.js';

export type { PackReport, PackReportContext } from './pack-report-types.js';

/**
 * The pack report: statistics, unload zones, the dunnage the plan relies on, the gaps to block
 * and the floor load per running metre (pack-securing.ts), and the ten
 * screening checks, in cm/kg.
 * Checks screen the plan against the numbers the caller supplied; a check without its
 * input is not_evaluated and names the field to add, never a silent pass.
 */
export function buildPackReport(problem: Problem, plan: Plan, context: PackReportContext): PackReport {
  const f = packFacts(problem, plan, context);
  const checks: PackCheck[] = [
    placementComplete(f),
    doorAperture(f),
    payload(f),
    stackLimitsProvided(f),
    heavyOverLight(f),
    cogHeight(f),
    loadVoids(f),
    axleLoads(f),
    vgm(f),
    zoneSegregation(f),
  ].map(inKeyOrder);
  return {
    stats: packStats(f),
    zones: packZones(f),
    dunnage: packDunnage(f),
    securing: securingGaps(f),
    floorLoad: floorLoad(f, context.maxFloorLoadPerM ?? null),
    checks,
    checksSummary: summarise(checks),
  };
}

/** Same key order in every check, so responses read alike. */
function inKeyOrder(c: PackCheck): PackCheck {
  return {
    code: c.code,
    status: c.status,
    observed: c.observed,
    limit: c.limit,
    assumption: c.assumption,
    ...(c.field !== undefined ? { field: c.field } : {}),
    ...(c.detail !== undefined ? { detail: c.detail } : {}),
  };
}

export function summarise(checks: readonly PackCheck[]): ChecksSummary {
  const codes = (status: PackCheck['status']) => checks.filter((c) => c.status === status).map((c) => c.code);
  const notEvaluated = codes('not_evaluated');
  return { evaluated: checks.length - notEvaluated.length, notEvaluated, failed: codes('fail'), warned: codes('warn') };
}
