/**
 * The checks of one case candidate, in core units: case limits, pallet limits and container
 * limits, each compared on exact integers (a value equal to its limit passes). A limit the
 * caller did not send is `not_evaluated` and names the field to add, never a silent pass.
 * These are screens of the numbers sent, not edge-crush or box-compression certification.
 */
import type { QuantityCheck, Quantity } from '../../reports/quote-checks.js';
import { CASE_SEARCH, type CaseCandidate, type CaseDesignProblem } from './case-problem.js';

export type CaseCheckCode =
  | 'CASE_WEIGHT'
  | 'CASE_MAX_DIM'
  | 'PALLET_HEIGHT'
  | 'PALLET_PAYLOAD'
  | 'CONTAINER_HEIGHT'
  | 'CONTAINER_PAYLOAD';

export const CASE_CHECK_CODES: readonly CaseCheckCode[] = [
  'CASE_WEIGHT',
  'CASE_MAX_DIM',
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

/** The six checks of one candidate. */
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
    compare(
      'CASE_WEIGHT',
      c.design.weight,
      problem.maxCaseWeight,
      'mass',
      'caseConstraints.maxWeight',
      'products plus estimated board mass',
    ),
    compare(
      'CASE_MAX_DIM',
      Math.max(o.l, o.w, o.h),
      problem.maxDim,
      'length',
      'caseConstraints.maxDim',
      'largest outer dimension of the case',
    ),
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
