/**
 * Output conversions of the quote family on top of units.ts: checks in the request's units,
 * volumes in m³ and ft³, and the unit names a response states next to single-system numbers.
 */
import type { Quantity, QuoteCheck } from '../../core/reports/quote-checks.js';
import { lengthOut, massOut, roundTo, type UnitSystem } from '../units.js';

/** Volume output rule: 3 decimals in m³ and in ft³. */
export const VOLUME_DECIMALS = 3;

const UNITS_PER_M = 10_000;
const UNITS_PER_FT = 3_048;

/** (0.1 mm)³ → {m3, ft3}. */
export function dualVolume(units3: number): { m3: number; ft3: number } {
  return {
    m3: roundTo(units3 / UNITS_PER_M ** 3, VOLUME_DECIMALS),
    ft3: roundTo(units3 / UNITS_PER_FT ** 3, VOLUME_DECIMALS),
  };
}

export const lengthUnit = (s: UnitSystem) => (s === 'cm-kg' ? 'cm' : 'in');
export const massUnit = (s: UnitSystem) => (s === 'cm-kg' ? 'kg' : 'lb');

export function unitOf(q: Quantity, s: UnitSystem): string {
  return q === 'length' ? lengthUnit(s) : q === 'mass' ? massUnit(s) : q;
}

/** A core quantity in the request's units (counts and ratios unchanged). */
export function valueOut(value: number, q: Quantity, s: UnitSystem): number {
  return q === 'length' ? lengthOut(value, s) : q === 'mass' ? massOut(value, s) : value;
}

export interface CheckOut {
  code: string;
  status: QuoteCheck['status'];
  observed: number | null;
  limit: number | null;
  unit: string;
  assumption: string;
  field?: string;
  detail?: string;
}

export function checkOut(c: QuoteCheck, s: UnitSystem): CheckOut {
  const out: CheckOut = {
    code: c.code,
    status: c.status,
    observed: c.observed === null ? null : valueOut(c.observed, c.quantity, s),
    limit: c.limit === null ? null : valueOut(c.limit, c.quantity, s),
    unit: unitOf(c.quantity, s),
    assumption: c.assumption,
  };
  if (c.field !== undefined) out.field = c.field;
  if (c.detail !== undefined) out.detail = c.detail;
  return out;
}
