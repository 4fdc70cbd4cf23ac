import { checkZones } from '../checks/check-zones.js';
import type { Violation } from '../checks/violation.js';
import { NOTHING_PLACED } from './pack-checks-cargo.js';
import type { PackFacts } from './pack-report-facts.js';
import type { PackCheck } from './pack-report-types.js';

/** Unload zones must be last-in-first-out along x: unloadOrder 1 nearest the door, unzoned units deepest. */
export function zoneSegregation(f: PackFacts): PackCheck {
  const base = {
    code: 'ZONE_SEGREGATION' as const,
    limit: 0,
    assumption:
      "Each zone lies wholly nearer the door than every zone unloaded after it (no shared x range), so each stop unloads without moving other stops' cargo; units without unloadOrder are unloaded last. observed = units out of order.",
  };
  if (!f.problem.items.some((it) => it.unloadOrder !== null)) {
    return { ...base, status: 'not_evaluated', observed: null, field: 'items[].unloadOrder' };
  }
  if (f.boxes.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, field: 'items', detail: NOTHING_PLACED };
  const violations: Violation[] = [];
  checkZones(
    f.problem,
    f.boxes,
    f.boxes.map((_, i) => i),
    violations,
  );
  const intruders = new Set(violations.flatMap((v) => v.boxes.slice(0, -1)));
  return {
    ...base,
    status: intruders.size > 0 ? 'fail' : 'pass',
    observed: intruders.size,
    ...(violations.length > 0 ? { detail: violations.map((v) => v.message).join('; ') } : {}),
  };
}
