import { LENGTH_PER_CM, MASS_PER_KG } from '../model/units.js';

/**
 * Core units back to the API's cm and kg, with the service's output rule (lengths 2 decimals,
 * masses 3, as src/http/units.ts, which the core may not import). Whole 0.1 mm and grams are
 * exact at these decimals; rounding also strips noise that sums and averages pick up.
 */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = (Math.sign(value) * Math.round(Math.abs(value) * f)) / f; // half away from zero, as the HTTP units module
  return Object.is(r, -0) ? 0 : r;
}

/** Length units (0.1 mm) to centimetres, 2 decimals. */
export const toCm = (units: number): number => roundTo(units / LENGTH_PER_CM, 2);

/** Grams to kilograms, 3 decimals. */
export const toKg = (grams: number): number => roundTo(grams / MASS_PER_KG, 3);
