import { LENGTH_PER_CM, MASS_PER_KG } from '../model/units.js';

/**
 * The service's one rounding rule, used by the core reports and by src/http/units.ts alike:
 * half away from zero at `decimals`, after toPrecision(12) removes binary noise such as
 * 1.005 * 100 = 100.49999999999999. Lengths print to 2 decimals, masses to 3 (kg).
 */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = (Math.sign(value) * Math.round(Math.abs(Number((value * f).toPrecision(12))))) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** Length units (0.1 mm) to centimetres, 2 decimals. */
export const toCm = (units: number): number => roundTo(units / LENGTH_PER_CM, 2);

/** Grams to kilograms, 3 decimals. */
export const toKg = (grams: number): number => roundTo(grams / MASS_PER_KG, 3);
