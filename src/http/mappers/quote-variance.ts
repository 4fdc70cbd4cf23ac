/**
 * Variance of measured pallets against the quote. Actuals are in the request's units and
 * never reach the plan or the hash; each measured value is compared with the planned value
 * as the response shows it (rounded), so delta = actual − planned as printed.
 */
import type { FieldProblem } from '../errors.js';
import { TaskInputError } from '../tasks/task.js';
import { LENGTH_DECIMALS, massDecimals, lengthOut, massOut, roundTo, type UnitSystem } from '../units.js';
import type { QuotedPallet } from './quote-pallets.js';
import { lengthUnit, massUnit } from './quote-units.js';

export interface PalletActual {
  height?: number;
  grossWeight?: number;
  note?: string;
}
export interface ActualsSummary {
  actualPalletCount?: number;
  selectedOptionId?: string;
  measuredAt?: string;
}
export type ActualsInput = { summary?: ActualsSummary } & {
  [index: string]: PalletActual | ActualsSummary | undefined;
};

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** True for an RFC 3339 / ISO 8601 timestamp with a real calendar date and a zone. */
export function isIsoTimestamp(s: string): boolean {
  const m = ISO_DATE_TIME.exec(s);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const zoneOk = m[7] === 'Z' || (Number(m[8]) <= 23 && Number(m[9]) <= 59);
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59 && zoneOk
  );
}

/** A measuredAt that is not a real timestamp (the schema format may be lenient), as a field problem; null when fine. */
export function actualsProblem(actuals: ActualsInput | undefined): FieldProblem | null {
  const at = actuals?.summary?.measuredAt;
  if (at === undefined || isIsoTimestamp(at)) return null;
  return {
    field: 'actuals.summary.measuredAt',
    message: 'actuals.summary.measuredAt must be an ISO 8601 timestamp with a zone, e.g. 2026-03-01T14:30:00Z',
  };
}

/** Rejects what actualsProblem finds (order-quote's cross-field rules list it first; this guards other callers). */
export function validateActuals(actuals: ActualsInput | undefined): void {
  const p = actualsProblem(actuals);
  if (p) throw new TaskInputError(400, 'validation_failed', p.message, p.field);
}

interface Delta {
  planned: number | null;
  actual: number;
  delta: number | null;
  deltaPct: number | null;
}

function delta(planned: number | null, actual: number, decimals: number): Delta {
  if (planned === null) return { planned: null, actual, delta: null, deltaPct: null };
  const d = roundTo(actual - planned, decimals);
  return { planned, actual, delta: d, deltaPct: planned === 0 ? null : roundTo((100 * d) / planned, 2) };
}

export function quoteVariance(actuals: ActualsInput, pallets: readonly QuotedPallet[], s: UnitSystem) {
  const indices = Object.keys(actuals)
    .filter((k) => k !== 'summary')
    .map(Number)
    .sort((a, b) => a - b);
  const entries = indices.map((index) => {
    const a = actuals[String(index)] as PalletActual;
    const p = pallets[index];
    const plannedHeight = p ? lengthOut(p.measures.outerHeight, s) : null;
    const plannedGross = p ? massOut(p.measures.grossWeight, s) : null;
    return {
      index,
      matched: p !== undefined,
      height: a.height === undefined ? null : delta(plannedHeight, a.height, LENGTH_DECIMALS),
      grossWeight: a.grossWeight === undefined ? null : delta(plannedGross, a.grossWeight, massDecimals(s)),
      note: a.note ?? null,
    };
  });
  const out: Record<string, unknown> = { units: { length: lengthUnit(s), mass: massUnit(s) }, pallets: entries };
  const summary = actuals.summary;
  if (summary !== undefined) {
    out.summary = { ...summary };
    const actualCount = summary.actualPalletCount;
    out.palletCount = {
      planned: pallets.length,
      actual: actualCount ?? null,
      delta: actualCount === undefined ? null : actualCount - pallets.length,
    };
  }
  return out;
}
