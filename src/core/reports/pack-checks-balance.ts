import { axleShares } from '../model/problem.js';
import type { Placement } from '../model/plan.js';
import type { ItemType } from '../model/item.js';
import { NOTHING_PLACED } from './pack-checks-cargo.js';
import type { PackFacts } from './pack-report-facts.js';
import type { AxleSpec, PackCheck } from './pack-report-types.js';
import { roundTo, toCm, toKg } from './report-units.js';
import { AXLE_MARGIN_PCT } from '../objectives/stow.js';
import { loadExtent } from '../geometry/extent.js';

/** Checks on where the cargo mass sits: centre of gravity and axle loads. */

/** Our screening value: cargo CoG above half the internal height. */
export const COG_HEIGHT_PCT = 50;
/** CTU Code Annex 7 §3.1.4: longitudinal CoG eccentricity generally within ±5 %, up to ±10 % in special circumstances. */
export const ECCENTRICITY_PCT = 5;
export const ECCENTRICITY_MAX_PCT = 10;
/**
 * Lateral CoG offset, % of the internal width: warn beyond 5 %, fail beyond 10 %. From the
 * 5 % wheel-load difference of MAN's body-builder guide (see LATERAL_SOURCE) with the cargo
 * taking about half the axle load on a track about the body width.
 */
export const LATERAL_PCT = 5;
export const LATERAL_MAX_PCT = 10;
const LATERAL_SOURCE =
  'MAN Truck & Bus, Guidelines to fitting bodies TGS/TGX (2014), §3.1 "Axle overload, one-sided loading": the wheel-load difference on an axle may be at most 5 % of the actual axle load. A cargo CoG e off the centreline on a track s makes a difference of 2·e/s of the cargo share; with the cargo about half the axle load and s about the body width, 5 % of the width reaches that limit (warn), and twice that is a load a planner rejects (fail, the CTU Code\'s ±10 % maximum eccentricity applied across).';

export function cogHeight(f: PackFacts): PackCheck {
  const base = {
    code: 'COG_HEIGHT' as const,
    limit: {
      heightPct: COG_HEIGHT_PCT,
      offsetXPct: ECCENTRICITY_PCT,
      offsetXMaxPct: ECCENTRICITY_MAX_PCT,
      offsetZPct: LATERAL_PCT,
      offsetZMaxPct: LATERAL_MAX_PCT,
    },
    assumption: `Cargo centre of gravity as low and central as possible. heightPct = CoG height as % of internal height, warn above ${COG_HEIGHT_PCT} % (our screening value). offsetXPct = longitudinal eccentricity from mid-length as % of length: CTU Code Annex 7 §3.1.4 allows ±${ECCENTRICITY_PCT} % generally, up to ±${ECCENTRICITY_MAX_PCT} % in special circumstances, so warn beyond ${ECCENTRICITY_PCT} % and fail beyond ${ECCENTRICITY_MAX_PCT} %; not applied when container.axles is given (AXLE_LOADS judges trucks). offsetZPct = lateral eccentricity from the centreline as % of width, warn beyond ${LATERAL_PCT} %, fail beyond ${LATERAL_MAX_PCT} %: ${LATERAL_SOURCE}`,
  };
  if (f.boxes.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, field: 'items', detail: NOTHING_PLACED };
  if (!f.cog)
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      field: 'items[].weight',
      detail: 'some placed units have no weight',
    };
  const { space } = f.problem;
  const heightPct = roundTo((100 * f.cog.y) / space.h, 2);
  const offsetXPct = roundTo((100 * (f.cog.x - space.l / 2)) / space.l, 2);
  const offsetZPct = roundTo((100 * (f.cog.z - space.w / 2)) / space.w, 2);
  const extent = loadExtent(f.boxes);
  const findings: string[] = [];
  let failed = false;
  if (f.context.axles === null) {
    const x = eccentricity(
      'longitudinal',
      offsetXPct,
      ECCENTRICITY_PCT,
      ECCENTRICITY_MAX_PCT,
      space.l,
      extent.x0,
      space.l - extent.x1,
      ['front wall', 'door'],
    );
    if (x) {
      findings.push(x.text);
      failed ||= x.fail;
    }
  }
  if (heightPct > COG_HEIGHT_PCT) findings.push(`CoG at ${heightPct} % of the height`);
  const z = eccentricity('lateral', offsetZPct, LATERAL_PCT, LATERAL_MAX_PCT, space.w, extent.z0, space.w - extent.z1, [
    'left wall',
    'right wall',
  ]);
  if (z) {
    findings.push(z.text);
    failed ||= z.fail;
  }
  const status: PackCheck['status'] = failed ? 'fail' : findings.length > 0 ? 'warn' : 'pass';
  return {
    ...base,
    status,
    observed: { heightPct, offsetXPct, offsetZPct },
    ...(findings.length > 0 ? { detail: findings.join('; ') } : {}),
  };
}

/**
 * A finding for an offset beyond its limit: by how much (points and cm) and why it stays,
 * judged by the free room on the side the whole load would have to move to.
 */
function eccentricity(
  axis: string,
  pct: number,
  warnPct: number,
  failPct: number,
  span: number,
  freeLow: number,
  freeHigh: number,
  sides: [string, string],
): { text: string; fail: boolean } | null {
  if (Math.abs(pct) <= warnPct) return null;
  const fail = Math.abs(pct) > failPct;
  const limit = fail ? failPct : warnPct;
  const excessCm = toCm(((Math.abs(pct) - limit) / 100) * span);
  // a CoG too low on the axis needs the load moved toward the high end, and the reverse
  const free = toCm(pct < 0 ? freeHigh : freeLow);
  const toward = pct < 0 ? sides[1] : sides[0];
  const why =
    free >= excessCm
      ? `a shift of ${excessCm} cm toward the ${toward} would reach it (${free} cm free there)`
      : `the whole load would have to move ${excessCm} cm toward the ${toward}, but only ${free} cm is free there: the mass sits unevenly within the load`;
  return {
    text: `${axis} eccentricity ${pct} % beyond ±${limit} % by ${roundTo(Math.abs(pct) - limit, 2)} points: ${why}`,
    fail,
  };
}

interface AxleState {
  /** 0 = at departure; k = after the stop with unloadOrder k has been unloaded. */
  readonly afterStop: number;
  readonly front: number;
  readonly rear: number;
  readonly findings: string[];
}

/** Cargo shares (kg) of the boxes kept, and what breaks a limit, by how much and why. */
function axleState(
  f: PackFacts,
  axles: AxleSpec,
  keep: (item: ItemType) => boolean,
  afterStop: number,
): AxleState | null {
  let mass = 0,
    moment = 0;
  f.boxes.forEach((b, i) => {
    const it = f.itemOf[i];
    if (!keep(it)) return;
    mass += it.weight;
    moment += it.weight * (b.x + b.dx / 2);
  });
  if (mass === 0) return null;
  const kg = toKg(mass);
  const shares = axleShares(kg, toCm(moment / mass), axles);
  const front = roundTo(shares.front, 2),
    rear = roundTo(shares.rear, 2);
  const { x0, x1 } = loadExtent(f.boxes);
  const span = axles.rearPos - axles.frontPos;
  // moving the whole load by d cm moves d·mass/span kg from one support to the other
  const why = (excess: number, toward: string, free: number) => {
    const need = roundTo((excess * span) / kg, 2);
    return need <= free
      ? `: a shift of ${need} cm toward the ${toward} would relieve it (${free} cm free there)`
      : `: the whole load would have to move ${need} cm toward the ${toward}, but only ${free} cm is free there`;
  };
  const findings: string[] = [];
  if (front < 0 || rear < 0) findings.push('cargo CoG lies outside the supports');
  if (front > axles.frontLimit && rear > axles.rearLimit)
    findings.push(
      `front ${front} kg over ${axles.frontLimit} kg and rear ${rear} kg over ${axles.rearLimit} kg: the cargo is heavier than both limits together`,
    );
  else if (front > axles.frontLimit)
    findings.push(
      `front ${front} kg over ${axles.frontLimit} kg by ${roundTo(front - axles.frontLimit, 2)} kg${why(front - axles.frontLimit, 'door', toCm(f.problem.space.l - x1))}`,
    );
  else if (rear > axles.rearLimit)
    findings.push(
      `rear ${rear} kg over ${axles.rearLimit} kg by ${roundTo(rear - axles.rearLimit, 2)} kg${why(rear - axles.rearLimit, 'front wall', toCm(x0))}`,
    );
  return { afterStop, front, rear, findings };
}

/** The smallest share of its limit a state leaves free on either support (negative = over). */
const marginOf = (s: AxleState, a: AxleSpec) => Math.min(1 - s.front / a.frontLimit, 1 - s.rear / a.rearLimit);

/** The state with the largest value of `key` (the earliest on a tie). */
function peak(states: readonly AxleState[], key: (s: AxleState) => number): AxleState {
  return states.reduce((w, s) => (key(s) > key(w) ? s : w), states[0]);
}

/**
 * Lever rule on a beam resting on the front support A and the rear axle group B (domain.md §2.3):
 * with cargo mass W whose CoG lies x behind A and L = rearPos − frontPos,
 * R_rear = W·x/L and R_front = W·(L − x)/L. A CoG outside the supports makes one reaction negative.
 * With unload zones, also the load left after each stop (unloadOrder 1 first); the worst is reported.
 */
export function axleLoads(f: PackFacts): PackCheck {
  const axles = f.context.axles;
  const base = {
    code: 'AXLE_LOADS' as const,
    assumption: `Cargo share only, by the lever rule between the front support (kingpin) and the rear axle-group centre; compare with frontLimit/rearLimit given as permitted cargo shares (vehicle tare shares are not added). A CoG outside the supports fails. With unloadOrder zones the load left after each stop is judged too. observed: front and rear at departure; worstFront and worstRear, the peak load on each support over departure and every stop, each with its stop (…AfterStop = the unloadOrder just unloaded, 0 = at departure); marginPct, the smallest share of a limit left free over all states and supports, with its stop (marginAfterStop). The pack engine keeps every margin at ${AXLE_MARGIN_PCT} % when the space allows.`,
  };
  if (!axles) return { ...base, status: 'not_evaluated', observed: null, limit: null, field: 'container.axles' };
  const limit = { front: axles.frontLimit, rear: axles.rearLimit };
  if (f.boxes.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, limit, field: 'items', detail: NOTHING_PLACED };
  if (!f.cog)
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      limit,
      field: 'items[].weight',
      detail: 'some placed units have no weight',
    };
  const departure = axleState(f, axles, () => true, 0) as AxleState;
  const stops = [...new Set(f.itemOf.map((it) => it.unloadOrder).filter((o): o is number => o !== null))].sort(
    (a, b) => a - b,
  );
  const states = [departure];
  for (const stop of stops) {
    const s = axleState(f, axles, (it) => it.unloadOrder === null || it.unloadOrder > stop, stop);
    if (s) states.push(s);
  }
  const front = peak(states, (s) => s.front),
    rear = peak(states, (s) => s.rear),
    tight = peak(states, (s) => -marginOf(s, axles));
  const observed: Record<string, number> = {
    front: departure.front,
    rear: departure.rear,
    worstFront: front.front,
    worstFrontAfterStop: front.afterStop,
    worstRear: rear.rear,
    worstRearAfterStop: rear.afterStop,
    marginPct: roundTo(100 * marginOf(tight, axles), 2),
    marginAfterStop: tight.afterStop,
  };
  const findings = states.flatMap((s) =>
    s.findings.map((t) => (s.afterStop === 0 ? t : `after stop ${s.afterStop}: ${t}`)),
  );
  return {
    ...base,
    status: findings.length > 0 ? 'fail' : 'pass',
    observed,
    limit,
    ...(findings.length > 0 ? { detail: findings.join('; ') } : {}),
  };
}
