/**
 * The pallet report shared by pallet-estimate and order-plan: loaded height, cargo weight,
 * centre of gravity and the eight pallet screening checks, in cm/kg.
 *
 * Codes: PLACEMENT_COMPLETE, HEIGHT, PAYLOAD, STACK_LIMITS_PROVIDED, HEAVY_OVER_LIGHT,
 * COG_OFFSET, LIQUID_LOW, SLENDER_STACK. The two stacking checks are pack's own (same rules, same wording); a check
 * without its input is not_evaluated and names the field to add, never a silent pass.
 */
import type { Placement, Plan } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import { NOTHING_PLACED } from './pack-checks-cargo.js';
import { heavyOverLight, NOTHING_STACKED, stackLimitsProvided } from './pack-checks-stacking.js';
import {
  LIQUID_LOW_ASSUMPTION,
  liquidLowVerdict,
  SLENDER_STACK_ASSUMPTION,
  slenderStackVerdict,
  type StackVerdict,
} from './pallet-checks-stacks.js';
import { packFacts } from './pack-report-facts.js';
import type { CheckStatus, CheckValue, PackCheck, ReportCheck } from './pack-report-types.js';
import { roundTo, toCm, toKg } from './report-units.js';
import { missingDetail, placementVerdict } from '../rules/placement-complete.js';

import { COG_FAIL_PCT, COG_WARN_PCT, cogOffsetStatus } from '../objectives/pallet-thresholds.js';

export type PalletCheckCode =
  | 'PLACEMENT_COMPLETE'
  | 'HEIGHT'
  | 'PAYLOAD'
  | 'STACK_LIMITS_PROVIDED'
  | 'HEAVY_OVER_LIGHT'
  | 'COG_OFFSET'
  | 'LIQUID_LOW'
  | 'SLENDER_STACK';

export type PalletCheck = ReportCheck<PalletCheckCode>;

export interface PalletChecksSummary {
  readonly evaluated: number;
  readonly notEvaluated: PalletCheckCode[];
  readonly failed: PalletCheckCode[];
  readonly warned: PalletCheckCode[];
}

/** The pallet in core units, as the report needs it. */
export interface PalletFrame {
  readonly baseHeight: number;
  readonly maxHeight: number;
}

export interface PalletReport {
  /** Base height plus the cargo's top, cm. */
  readonly loadedHeight: number;
  /** Cargo only, kg. */
  readonly cargoWeight: number;
  /** Cargo CoG in cm from the pallet's rear-left deck corner (py from the deck); null when empty. */
  readonly cog: { readonly x: number; readonly y: number; readonly z: number } | null;
  /** CoG minus footprint centre, as % of l (x) and w (z); null when empty. */
  readonly cogOffsetPct: { readonly x: number; readonly z: number } | null;
  readonly checks: PalletCheck[];
  readonly checksSummary: PalletChecksSummary;
}

/**
 * `requested` is the carton count the pallet was asked to carry, or null to leave out
 * PLACEMENT_COMPLETE (order-plan judges placement for the whole order, not per pallet);
 * `fieldPrefix` is prepended to request field paths ('request.' for order-plan).
 */
export function buildPalletReport(
  problem: Problem,
  plan: Plan,
  frame: PalletFrame,
  requested: number | null,
  fieldPrefix = '',
): PalletReport {
  const f = packFacts(problem, plan, { tareKg: null, axles: null });
  const top = plan.placements.reduce((m, p) => Math.max(m, p.y + p.dy), 0);
  const loadedHeight = toCm(frame.baseHeight + top);
  const mass = f.knownMass;
  const cog = f.cog ? { x: toCm(f.cog.x), y: toCm(f.cog.y), z: toCm(f.cog.z) } : null;
  const cogOffsetPct = f.cog ? palletCogOffsetPct(problem, f.cog) : null;
  const prefixed = (c: PackCheck | PalletCheck): PalletCheck => ({
    code: c.code as PalletCheckCode,
    status: c.status,
    observed: c.observed,
    limit: c.limit,
    assumption: c.assumption,
    ...(c.field !== undefined ? { field: fieldPrefix + c.field } : {}),
    ...(c.detail !== undefined ? { detail: c.detail } : {}),
  });
  const placed = plan.placements.length;
  const maxWeight = problem.space.maxWeight;
  const payload: PalletCheck = {
    code: 'PAYLOAD',
    status: placed === 0 ? 'not_evaluated' : mass <= (maxWeight ?? Infinity) ? 'pass' : 'fail',
    observed: placed === 0 ? null : toKg(mass),
    limit: maxWeight === null ? null : toKg(maxWeight),
    assumption:
      'Cargo weight (pallet tare excluded) against pallet.maxWeight, the cargo limit. Packaging, wrap and labels are not included.',
    ...(placed === 0 ? { field: 'items', detail: NOTHING_PLACED } : {}),
  };
  const own: PalletCheck[] = [
    ...(requested === null ? [] : [placementComplete(placed, requested)]),
    {
      code: 'HEIGHT',
      status: placed === 0 ? 'not_evaluated' : frame.baseHeight + top <= frame.maxHeight ? 'pass' : 'fail',
      observed: placed === 0 ? null : loadedHeight,
      limit: toCm(frame.maxHeight),
      assumption:
        'Loaded height = pallet baseHeight + the highest carton top, against pallet.maxHeight (which includes the base). Stretch wrap, top caps and labels are not added.',
      ...(placed === 0 ? { field: 'items', detail: NOTHING_PLACED } : {}),
    },
    payload,
  ];
  // Prefixed once, here: every check's field is a request path relative to the pallet request.
  const checks = [
    ...own,
    stackLimitsProvided(f),
    heavyOverLight(f),
    cogOffset(cog, cogOffsetPct, placed),
    stackCheck('LIQUID_LOW', LIQUID_LOW_ASSUMPTION, liquidLowVerdict(f.contacts.rests, f.itemOf, placed), placed),
    stackCheck('SLENDER_STACK', SLENDER_STACK_ASSUMPTION, slenderStackVerdict(plan.placements), placed),
  ].map(prefixed);
  return { loadedHeight, cargoWeight: toKg(mass), cog, cogOffsetPct, checks, checksSummary: summariseChecks(checks) };
}

/** CoG minus footprint centre as % of l (x) and w (z), 2 decimals: the COG_OFFSET observation of every pallet endpoint. */
export function palletCogOffsetPct(
  problem: Problem,
  cog: { readonly x: number; readonly z: number },
): { x: number; z: number } {
  const { l, w } = problem.space;
  return { x: roundTo((100 * (cog.x - l / 2)) / l, 2), z: roundTo((100 * (cog.z - w / 2)) / w, 2) };
}

/** The cargo CoG's offset (palletCogOffsetPct) of a set of placements, by item weight; null when they weigh nothing. */
export function placementsCogOffsetPct(
  problem: Problem,
  placements: readonly Placement[],
): { x: number; z: number } | null {
  let mass = 0,
    mx = 0,
    mz = 0;
  for (const p of placements) {
    const m = problem.items[p.item].weight;
    mass += m;
    mx += m * (p.x + p.dx / 2);
    mz += m * (p.z + p.dz / 2);
  }
  return mass > 0 ? palletCogOffsetPct(problem, { x: mx / mass, z: mz / mass }) : null;
}

/** Assumption text of COG_OFFSET, shared by the pallet and quote reports. */
export const COG_OFFSET_ASSUMPTION = `Cargo centre of gravity over the middle of the footprint: offsetXPct / offsetZPct = CoG minus footprint centre as % of pallet l / w, warn beyond ±${COG_WARN_PCT} % (the CTU Code's general ±5 % eccentricity applied to the pallet; no pallet-specific limit was found), fail beyond ±${COG_FAIL_PCT} % (limit): a load that far off centre leans under a forklift and in a stack, and a quote carrying it needs review.`;

export function placementComplete(placed: number, requested: number): PalletCheck {
  return {
    ...placementVerdict(placed, requested),
    assumption:
      'Every requested carton must be placed; byItem lists what was left out and why. A heuristic search: a fail does not prove the cartons cannot fit.',
    ...missingDetail(placed, requested, 'cartons not placed'),
  };
}

const SEVERITY: Record<CheckStatus, number> = { pass: 0, not_evaluated: 1, warn: 2, fail: 3 };

/**
 * One check per code over several pallets: among the pallets with the worst status (fail,
 * then warn, then not_evaluated, then pass), the one with the worst observed value (highest
 * height, weight, count or ratio; largest CoG offset), its detail naming that pallet (1-based).
 */
export function worstPerCode(perPallet: readonly (readonly PalletCheck[])[]): PalletCheck[] {
  const worst = new Map<PalletCheckCode, { check: PalletCheck; pallet: number }>();
  perPallet.forEach((checks, i) => {
    for (const c of checks) {
      const prev = worst.get(c.code);
      const worse =
        !prev ||
        SEVERITY[c.status] > SEVERITY[prev.check.status] ||
        (SEVERITY[c.status] === SEVERITY[prev.check.status] && badness(c.observed) > badness(prev.check.observed));
      if (worse) worst.set(c.code, { check: c, pallet: i + 1 });
    }
  });
  return [...worst.values()].map(({ check, pallet }) => ({
    ...check,
    detail: `worst of ${perPallet.length} pallet(s): pallet ${pallet}${check.detail ? `: ${check.detail}` : ''}`,
  }));
}

/** How far an observed value is from harmless: the number itself, or the largest CoG offset. */
function badness(observed: CheckValue): number {
  if (typeof observed === 'number') return observed;
  if (observed && typeof observed === 'object') {
    const o = observed as Record<string, unknown>;
    return Math.max(Math.abs(Number(o.offsetXPct ?? 0)), Math.abs(Number(o.offsetZPct ?? 0)));
  }
  return -Infinity;
}

function cogOffset(cog: PalletReport['cog'], pct: PalletReport['cogOffsetPct'], placed: number): PalletCheck {
  const base = {
    code: 'COG_OFFSET' as const,
    limit: { offsetXPct: COG_FAIL_PCT, offsetZPct: COG_FAIL_PCT },
    assumption: `${COG_OFFSET_ASSUMPTION} heightCm = CoG height above the deck, for information. Not a stability certification.`,
  };
  if (placed === 0 || !cog || !pct)
    return { ...base, status: 'not_evaluated', observed: null, field: 'items', detail: NOTHING_PLACED };
  const off = Math.max(Math.abs(pct.x), Math.abs(pct.z));
  const status: CheckStatus = cogOffsetStatus(off);
  return {
    ...base,
    status,
    observed: { offsetXPct: pct.x, offsetZPct: pct.z, heightCm: cog.y },
    ...(status !== 'pass'
      ? { detail: `CoG ${roundTo(off, 2)} % off centre (warn beyond ${COG_WARN_PCT} %, fail beyond ${COG_FAIL_PCT} %)` }
      : {}),
  };
}

/** LIQUID_LOW or SLENDER_STACK in the pallet report's shape: limit 0, not_evaluated says why. */
function stackCheck(
  code: 'LIQUID_LOW' | 'SLENDER_STACK',
  assumption: string,
  v: StackVerdict,
  placed: number,
): PalletCheck {
  const why =
    v.status !== 'not_evaluated'
      ? {}
      : placed === 0
        ? { field: 'items', detail: NOTHING_PLACED }
        : { detail: NOTHING_STACKED };
  return {
    code,
    status: v.status,
    observed: v.observed,
    limit: 0,
    assumption,
    ...why,
    ...(v.detail !== undefined ? { detail: v.detail } : {}),
  };
}

/** Counts evaluated checks and lists the codes not evaluated, failed and warned. */
export function summariseChecks(checks: readonly PalletCheck[]): PalletChecksSummary {
  const codes = (status: CheckStatus) => [...new Set(checks.filter((c) => c.status === status).map((c) => c.code))];
  const notEvaluated = codes('not_evaluated');
  return {
    evaluated: checks.filter((c) => c.status !== 'not_evaluated').length,
    notEvaluated,
    failed: codes('fail'),
    warned: codes('warn'),
  };
}
