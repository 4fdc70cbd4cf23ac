import { LENGTH_PER_CM, MASS_PER_KG } from '../core/model/units.js';
import { roundTo } from '../core/reports/report-units.js';
import { exactCentimetres, gridPerUnit, toGrid } from './grid-rounding.js';

export { exactCentimetres };

/**
 * The one units module of the service. Exact factors: 1 in = 2.54 cm, 1 lb = 0.45359237 kg.
 * Inputs become core integers (0.1 mm, g), rounded once, here. Lengths round conservatively
 * by kind (grid-rounding.ts): a carton's side up, a space's side or a limit down, so a plan
 * on the grid is also valid for the sizes the client sent; masses round half away from zero.
 * Outputs use one rounding rule: no more decimals than the core's grain supports. Lengths: 2
 * decimals in cm and in (0.1 mm = 0.004 in). Masses: 3 decimals in kg (the gram), 2 in lb (a gram
 * is 0.0022 lb, so a third decimal would print grain noise: 18 lb would read 18.001).
 */
export type UnitSystem = 'cm-kg' | 'in-lb';

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

export { roundTo };

// Masses to core integers: the half-away rule at the grain (0 decimals).
const roundHalfAway = (x: number) => roundTo(x, 0);

export const LENGTH_DECIMALS = 2;
/** Mass decimals in kg; use massDecimals(system) for either system. */
export const MASS_DECIMALS = 3;
export const massDecimals = (system: UnitSystem) => (system === 'cm-kg' ? MASS_DECIMALS : 2);

/** The smallest cm length of a space side that does not round down to zero: the 0.1 mm grain. */
export const MIN_LENGTH_CM = 1 / LENGTH_PER_CM;
/** The smallest kg mass that does not round to zero: half the 1 g grain. */
export const MIN_MASS_KG = 0.5 / MASS_PER_KG;

/**
 * A request length in its unit system → core length units (0.1 mm), to the nearest unit. Inches
 * are exact: 1 in = 254 units. For positions and other lengths that bound nothing (axle
 * positions, tolerances); sizes use itemLength or spaceLength.
 */
export function lengthIn(value: number, units: UnitSystem): number {
  return toGrid(value, gridPerUnit(units), 'nearest');
}

/** A carton's (or anything that takes room's) side → core units, rounded UP: the grid carton is never smaller. */
export const itemLength = (value: number, units: UnitSystem): number => toGrid(value, gridPerUnit(units), 'up');

/** A space's side or a maximum (container, pallet deck, door, maxHeight) → core units, rounded DOWN: never larger. */
export const spaceLength = (value: number, units: UnitSystem): number => toGrid(value, gridPerUnit(units), 'down');

/** A request mass in its unit system → core grams. */
export function massIn(value: number, units: UnitSystem): number {
  return roundHalfAway(units === 'cm-kg' ? value * MASS_PER_KG : value * KG_PER_POUND * MASS_PER_KG);
}

/** Core length units → a rounded number in the given system. */
export function lengthOut(units: number, system: UnitSystem): number {
  const cm = units / LENGTH_PER_CM;
  return roundTo(system === 'cm-kg' ? cm : cm / CM_PER_INCH, LENGTH_DECIMALS);
}

/** Core grams → a rounded number in the given system. */
export function massOut(grams: number, system: UnitSystem): number {
  const kg = grams / MASS_PER_KG;
  return roundTo(system === 'cm-kg' ? kg : kg / KG_PER_POUND, massDecimals(system));
}

/** A length in both systems, for responses that carry both. */
export const dualLength = (units: number) => ({ cm: lengthOut(units, 'cm-kg'), in: lengthOut(units, 'in-lb') });

/** A mass in both systems. */
export const dualMass = (grams: number) => ({ kg: massOut(grams, 'cm-kg'), lb: massOut(grams, 'in-lb') });

/** Core units back to exact cm / kg numbers for canonical hashing (no output rounding). */
export const exactCm = (units: number) => units / LENGTH_PER_CM;
export const exactKg = (grams: number) => grams / MASS_PER_KG;
