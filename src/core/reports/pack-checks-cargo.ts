import { doorClearance } from '../geometry/door.js';
import type { PackFacts } from './pack-report-facts.js';
import type { PackCheck } from './pack-report-types.js';
import { roundTo, toCm, toKg } from './report-units.js';
import { missingDetail, placementVerdict } from '../rules/placement-complete.js';

/** Checks on the cargo as a whole: all placed, through the door, within payload, and the VGM line. */

export const NOTHING_PLACED = 'nothing was placed';

export function placementComplete(f: PackFacts): PackCheck {
  const missing = missingDetail(f.boxes.length, f.requested, 'units not placed').detail;
  const forBalance = f.plan.unplaced.filter((u) => u.reason === 'left_out_for_balance');
  const balanceNote =
    forBalance.length === 0
      ? ''
      : `; ${forBalance.reduce((s, u) => s + u.qty, 0)} of them left out for balance (${forBalance
          .map((u) => `${u.qty} × ${f.problem.items[u.item].label}`)
          .join(', ')}): with them the plan found would fail COG_HEIGHT or AXLE_LOADS`;
  const noRoom = f.plan.unplaced.some((u) => u.reason === 'no_room_found');
  const grouped = f.problem.items.some((it) => it.group !== null);
  const retry = !noRoom
    ? ''
    : `${grouped ? '; keep-together groups were built both as sections (one zone per group) and as clusters, and the plan placing more is shown' : ''}${f.context.budget === 'default' ? '; budget "thorough" searches about ten times longer and may place more' : ''}`;
  return {
    ...placementVerdict(f.boxes.length, f.requested),
    assumption:
      'Every requested unit must be placed; unplacedItems lists what was left out and why (left_out_for_balance: placed by the search, then left out so that COG_HEIGHT and AXLE_LOADS pass). A heuristic search: a fail does not prove the units cannot fit. To load what was placed again, send it back as previousPlan: every unit it holds is placed again.',
    ...(missing ? { detail: `${missing}${balanceNote}${retry}` } : {}),
  };
}

/** Every requested item type must pass the door in some allowed orientation (placed or not: the cargo list is judged). */
export function doorAperture(f: PackFacts): PackCheck {
  const assumption =
    'Each item needs an allowed orientation whose width and height fit the door aperture (length travels through the door); no clearance margin for handling equipment is added.';
  const door = f.problem.space.door;
  if (!door) {
    return {
      code: 'DOOR_APERTURE',
      status: 'not_evaluated',
      observed: null,
      limit: null,
      assumption,
      // Either input makes the check run: both are named (SPEC: DOOR_APERTURE needs container.door or container.preset).
      field: 'container.door, container.preset',
      detail: 'send container.door (the aperture) or container.preset (a container with a known door)',
    };
  }
  let worst = Infinity;
  const blocked: string[] = [];
  for (const item of f.problem.items) {
    const c = doorClearance(item, door);
    worst = Math.min(worst, c);
    if (c < 0) blocked.push(item.label);
  }
  return {
    code: 'DOOR_APERTURE',
    status: blocked.length > 0 ? 'fail' : 'pass',
    observed: toCm(worst),
    limit: 0,
    assumption: `${assumption} observed = smallest clearance in cm over all items (negative = does not pass).`,
    ...(blocked.length > 0
      ? { detail: `cannot pass the ${toCm(door.w)} × ${toCm(door.h)} cm door: ${blocked.join(', ')}` }
      : {}),
  };
}

export function payload(f: PackFacts): PackCheck {
  const assumption =
    'Cargo mass against the payload limit (container.maxWeight or the preset rating). Road limits are often far lower than the container rating; packaging, dunnage and securing mass are not included.';
  const limitG = f.problem.space.maxWeight;
  const base = { code: 'PAYLOAD' as const, assumption };
  if (limitG === null)
    return { ...base, status: 'not_evaluated', observed: null, limit: null, field: 'container.maxWeight' };
  if (f.boxes.length === 0)
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      limit: toKg(limitG),
      field: 'items',
      detail: NOTHING_PLACED,
    };
  if (f.knownMass > limitG) {
    return {
      ...base,
      status: 'fail',
      observed: toKg(f.knownMass),
      limit: toKg(limitG),
      ...(f.weighedAll ? {} : { detail: 'already over the limit counting only the units with a weight' }),
    };
  }
  if (!f.weighedAll)
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      limit: toKg(limitG),
      field: 'items[].weight',
      detail: 'some placed units have no weight',
    };
  return { ...base, status: 'pass', observed: toKg(f.knownMass), limit: toKg(limitG) };
}

/** Always not_evaluated: a VGM needs weighing (SOLAS VI/2); the service shows only an estimate. */
export function vgm(f: PackFacts): PackCheck {
  const tare = f.context.tareKg;
  let observed: string;
  if (!f.weighedAll) observed = 'cargo weights incomplete: no gross estimate';
  else if (tare === null)
    observed = `cargo ${toKg(f.knownMass)} kg; tare not given (container.tare or container.preset)`;
  else
    observed = `estimated gross mass ${roundTo(toKg(f.knownMass) + tare, 3)} kg = cargo ${toKg(f.knownMass)} kg + tare ${tare} kg (planning only, not a VGM)`;
  return {
    code: 'VGM',
    status: 'not_evaluated',
    observed,
    limit: null,
    assumption:
      'SOLAS VI/2 requires the shipper to obtain the verified gross mass by weighing the packed container (method 1) or all contents plus tare with certified equipment (method 2). Estimates are not allowed, so the service never declares a VGM; tare varies by owner (±2 %).',
  };
}
