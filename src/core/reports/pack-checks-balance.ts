import { NOTHING_PLACED } from './pack-checks-cargo.js';
import type { PackFacts } from './pack-report-facts.js';
import type { PackCheck } from './pack-report-types.js';
import { roundTo, toCm, toKg } from './report-units.js';

/** Checks on where the cargo mass sits: centre of gravity and axle loads. */

/** Our screening value: cargo CoG above half the internal height. */
export const COG_HEIGHT_PCT = 50;
/** CTU Code Annex 7 §3.1.4: longitudinal CoG eccentricity generally within ±5 %, up to ±10 % in special circumstances. */
export const ECCENTRICITY_PCT = 5;
export const ECCENTRICITY_MAX_PCT = 10;

export function cogHeight(f: PackFacts): PackCheck {
  const base = {
    code: 'COG_HEIGHT' as const,
    limit: { heightPct: COG_HEIGHT_PCT, offsetXPct: ECCENTRICITY_PCT, offsetZPct: ECCENTRICITY_PCT },
    assumption: `Cargo centre of gravity as low and central as possible. heightPct = CoG height as % of internal height, warn above ${COG_HEIGHT_PCT} % (our screening value). offsetXPct = longitudinal eccentricity from mid-length as % of length: CTU Code Annex 7 §3.1.4 allows ±${ECCENTRICITY_PCT} % generally, up to ±${ECCENTRICITY_MAX_PCT} % in special circumstances, so warn beyond ${ECCENTRICITY_PCT} % and fail beyond ${ECCENTRICITY_MAX_PCT} %; not applied when container.axles is given (AXLE_LOADS judges trucks). offsetZPct = lateral eccentricity, warn beyond ${ECCENTRICITY_PCT} % (no separate published limit found).`,
  };
  if (f.boxes.length === 0) return { ...base, status: 'not_evaluated', observed: null, field: 'items', detail: NOTHING_PLACED };
  if (!f.cog) return { ...base, status: 'not_evaluated', observed: null, field: 'items[].weight', detail: 'some placed units have no weight' };
  const { space } = f.problem;
  const heightPct = roundTo((100 * f.cog.y) / space.h, 2);
  const offsetXPct = roundTo((100 * (f.cog.x - space.l / 2)) / space.l, 2);
  const offsetZPct = roundTo((100 * (f.cog.z - space.w / 2)) / space.w, 2);
  const container = f.context.axles === null;
  const findings: string[] = [];
  let status: PackCheck['status'] = 'pass';
  if (container && Math.abs(offsetXPct) > ECCENTRICITY_MAX_PCT) {
    status = 'fail';
    findings.push(`longitudinal eccentricity ${offsetXPct} % beyond ±${ECCENTRICITY_MAX_PCT} %`);
  } else if (container && Math.abs(offsetXPct) > ECCENTRICITY_PCT) findings.push(`longitudinal eccentricity ${offsetXPct} % beyond ±${ECCENTRICITY_PCT} %`);
  if (heightPct > COG_HEIGHT_PCT) findings.push(`CoG at ${heightPct} % of the height`);
  if (Math.abs(offsetZPct) > ECCENTRICITY_PCT) findings.push(`lateral eccentricity ${offsetZPct} %`);
  if (status === 'pass' && findings.length > 0) status = 'warn';
  return { ...base, status, observed: { heightPct, offsetXPct, offsetZPct }, ...(findings.length > 0 ? { detail: findings.join('; ') } : {}) };
}

/**
 * Lever rule on a beam resting on the front support A and the rear axle group B (domain.md §2.3):
 * with cargo mass W whose CoG lies x behind A and L = rearPos − frontPos,
 * R_rear = W·x/L and R_front = W·(L − x)/L. A CoG outside the supports makes one reaction negative.
 */
export function axleLoads(f: PackFacts): PackCheck {
  const axles = f.context.axles;
  const base = {
    code: 'AXLE_LOADS' as const,
    assumption: 'Cargo share only, by the lever rule between the front support (kingpin) and the rear axle-group centre; compare with frontLimit/rearLimit given as permitted cargo shares (vehicle tare shares are not added). A CoG outside the supports fails.',
  };
  if (!axles) return { ...base, status: 'not_evaluated', observed: null, limit: null, field: 'container.axles' };
  const limit = { front: axles.frontLimit, rear: axles.rearLimit };
  if (f.boxes.length === 0) return { ...base, status: 'not_evaluated', observed: null, limit, field: 'items', detail: NOTHING_PLACED };
  if (!f.cog) return { ...base, status: 'not_evaluated', observed: null, limit, field: 'items[].weight', detail: 'some placed units have no weight' };
  const w = toKg(f.knownMass);
  const span = axles.rearPos - axles.frontPos;
  const x = toCm(f.cog.x) - axles.frontPos;
  const rear = (w * x) / span;
  const front = w - rear;
  const observed = { front: roundTo(front, 2), rear: roundTo(rear, 2) };
  const findings: string[] = [];
  if (front < 0 || rear < 0) findings.push('cargo CoG lies outside the supports');
  if (front > axles.frontLimit) findings.push(`front ${observed.front} kg over ${axles.frontLimit} kg`);
  if (rear > axles.rearLimit) findings.push(`rear ${observed.rear} kg over ${axles.rearLimit} kg`);
  return { ...base, status: findings.length > 0 ? 'fail' : 'pass', observed, limit, ...(findings.length > 0 ? { detail: findings.join('; ') } : {}) };
}
