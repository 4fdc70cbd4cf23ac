/**
 * The checks of one case candidate, in core units: case limits, pallet limits and container
 * limits, each compared on exact integers (a value equal to its limit passes). A limit the
 * caller did not send is `not_evaluated` and names the field to add, never a silent pass.
 * These are screens of the numbers sent, not edge-crush or box-compression certification;
 * CASE_COMPRESSION is an indicative McKee screen (compression.ts).
 */
import type { QuantityCheck, Quantity } from '../../reports/quote-checks.js';
import { CASE_SEARCH, type CaseCandidate, type CaseDesignProblem } from './case-problem.js';
import { screenCompression } from './compression.js';

export type CaseCheckCode =
  | 'CASE_WEIGHT'
  | 'CASE_MAX_DIM'
  | 'CASE_COMPRESSION'
  | 'PALLET_HEIGHT'
  | 'PALLET_PAYLOAD'
  | 'CONTAINER_HEIGHT'
  | 'CONTAINER_PAYLOAD';

export const CASE_CHECK_CODES: readonly CaseCheckCode[] = [
  'CASE_WEIGHT',
  'CASE_MAX_DIM',
  'CASE_COMPRESSION',
  'PALLET_HEIGHT',
  'PALLET_PAYLOAD',
  'CONTAINER_HEIGHT',
  'CONTAINER_PAYLOAD',
];

export type CaseCheck = QuantityCheck<CaseCheckCode>;

function compare(
  code: CaseCheckCode,
  observed: number,
  limit: number | null,
  quantity: Quantity,
  field: string,
  assumption: string,
): CaseCheck {
  if (limit === null)
    return {
      code,
      status: 'not_evaluated',
      observed,
      limit: null,
      quantity,
      field,
      assumption: `${field} was not sent; ${assumption}`,
    };
  return { code, status: observed <= limit ? 'pass' : 'fail', observed, limit, quantity, assumption };
}

const absent = (code: CaseCheckCode, quantity: Quantity, field: string, why: string): CaseCheck => ({
  code,
  status: 'not_evaluated',
  observed: null,
  limit: null,
  quantity,
  field,
  assumption: why,
});

function containerChecks(c: CaseCandidate, problem: CaseDesignProblem): CaseCheck[] {
  const k = problem.container;
  if (!k || !c.container)
    return [
      absent('CONTAINER_HEIGHT', 'length', 'container', 'no container was sent'),
      absent('CONTAINER_PAYLOAD', 'mass', 'container', 'no container was sent'),
    ];
  const f = c.container;
  const height =
    f.mode === 'pallets' ? f.palletised!.loadedHeight * f.palletised!.tiers : f.floor!.layers * c.design.outer.h;
  const mass = f.mode === 'pallets' ? f.palletised!.pallets * f.palletised!.grossPerPallet : f.floor!.cargoWeight;
  return [
    compare(
      'CONTAINER_HEIGHT',
      height,
      k.h,
      'length',
      'container.h',
      'stack height of the chosen load (pallet tiers or case layers) against the interior height',
    ),
    compare(
      'CONTAINER_PAYLOAD',
      mass,
      k.payload,
      'mass',
      'container.maxWeight',
      `cargo plus ${CASE_SEARCH.palletTare / 1000} kg tare per pallet (assumed) against the payload`,
    ),
  ];
}

/**
 * Case weight against caseConstraints.maxWeight; without it, against the default
 * manual-handling guide (CASE_SEARCH.handlingGuide): warn above it, never fail.
 */
function caseWeight(c: CaseCandidate, problem: CaseDesignProblem): CaseCheck {
  const what = `products plus estimated board mass${c.design.dividerWeight > 0 ? ' and dividers' : ''}`;
  if (problem.maxCaseWeight !== null)
    return compare('CASE_WEIGHT', c.design.weight, problem.maxCaseWeight, 'mass', 'caseConstraints.maxWeight', what);
  const guide = CASE_SEARCH.handlingGuide;
  const over = c.design.weight > guide;
  return {
    code: 'CASE_WEIGHT',
    status: over ? 'warn' : 'pass',
    observed: c.design.weight,
    limit: guide,
    quantity: 'mass',
    assumption: `${what}; caseConstraints.maxWeight was not sent, so the limit is a default manual-handling guide for a one-person lift (${guide / 1000} kg), a warning only`,
    ...(over
      ? { detail: 'heavier than one person should lift: send caseConstraints.maxWeight or a smaller unitsPerCase' }
      : {}),
  };
}

/** CASE_COMPRESSION: the McKee screen (compression.ts), or not_evaluated without a board grade. */
function compression(c: CaseCandidate, problem: CaseDesignProblem): CaseCheck {
  const spec = problem.compression ?? null;
  if (!spec)
    return absent(
      'CASE_COMPRESSION',
      'mass',
      'caseConstraints.board',
      'caseConstraints.board (flute, or ect and caliper) was not sent: no compression screen',
    );
  const r = screenCompression(c, spec);
  return {
    code: 'CASE_COMPRESSION',
    status: r.status,
    observed: Math.round(r.load.grams),
    limit: Math.round(r.adjustedGrams / spec.safetyFactor),
    quantity: 'mass',
    assumption: `indicative only, not a certification: McKee BCT = 5.87 × ECT × √(caliper × outer perimeter) = ${Math.round(r.bctN)} N for ${spec.grade.flute} board (ECT ${spec.grade.ectNPerM} N/m, caliper ${spec.grade.caliper / 10} mm), × ${r.factor.toFixed(3)} for ${spec.humidityPct} % RH, ${spec.storageDays} days and ${spec.stacking} stacking, ÷ safety factor ${spec.safetyFactor}; observed: load on the bottom case (${r.load.where}); warn: within the derated BCT but not the safety factor`,
  };
}

/** The seven checks of one candidate. */
export function candidateChecks(c: CaseCandidate, problem: CaseDesignProblem): CaseCheck[] {
  const o = c.design.outer;
  const p = problem.pallet;
  const palletChecks =
    p && c.pallet
      ? [
          compare(
            'PALLET_HEIGHT',
            c.pallet.loadedHeight,
            p.maxHeight,
            'length',
            'pallet.maxHeight',
            'loaded height including the pallet base',
          ),
          compare(
            'PALLET_PAYLOAD',
            c.pallet.cargoWeight,
            p.maxWeight,
            'mass',
            'pallet.maxWeight',
            'cargo only, pallet tare excluded',
          ),
        ]
      : [
          absent('PALLET_HEIGHT', 'length', 'pallet', 'no pallet was sent'),
          absent('PALLET_PAYLOAD', 'mass', 'pallet', 'no pallet was sent'),
        ];
  return [
    caseWeight(c, problem),
    compare(
      'CASE_MAX_DIM',
      Math.max(o.l, o.w, o.h),
      problem.maxDim,
      'length',
      'caseConstraints.maxDim',
      'largest outer dimension of the case',
    ),
    compression(c, problem),
    ...palletChecks,
    ...containerChecks(c, problem),
  ];
}

/** With no feasible candidate: every check not_evaluated, naming what to relax. */
export function noCandidateChecks(): CaseCheck[] {
  const why = 'no feasible case within the search; relax caseConstraints, unitsPerCase, pallet or container';
  return CASE_CHECK_CODES.map((code) =>
    absent(code, code.endsWith('WEIGHT') || code.endsWith('PAYLOAD') ? 'mass' : 'length', 'unitsPerCase', why),
  );
}
