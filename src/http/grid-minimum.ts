/**
 * The smallest value that survives the trip onto the core's grid, stated as the client wrote
 * it, so a "too small" answer names the true threshold. A space side (container, deck, maximum)
 * rounds down to 0.1 mm: under 0.01 cm (1/254 in, 0.0039371 in) it is zero. A mass rounds to
 * the nearest gram: under 0.0005 kg (0.00111 lb) it is zero. Carton sides round up and
 * never reach zero.
 */
import type { FieldProblem } from './errors.js';
import { massIn, spaceLength, type UnitSystem } from './units.js';

const MIN_SPACE = { 'cm-kg': '0.01 cm', 'in-lb': '0.0039371 in (1/254 in)' } as const;
const MIN_MASS = { 'cm-kg': '0.0005 kg', 'in-lb': '0.00111 lb' } as const;

/** A space side or maximum that rounds down to zero, as a field problem; null when it is kept. */
export function spaceTooSmall(value: number | undefined, units: UnitSystem, field: string): FieldProblem | null {
  if (value === undefined || spaceLength(value, units) > 0) return null;
  return {
    field,
    message: `${field} must be at least ${MIN_SPACE[units]}: lengths are kept to 0.1 mm and a space side rounds down, so a smaller one is zero`,
  };
}

/** A mass that rounds to zero grams, as a field problem; null when it is kept. */
export function massTooSmall(value: number | undefined, units: UnitSystem, field: string): FieldProblem | null {
  if (value === undefined || massIn(value, units) > 0) return null;
  return {
    field,
    message: `${field} must be at least ${MIN_MASS[units]}: masses are kept to the nearest gram, so a smaller one is zero`,
  };
}

/** The threshold texts, for messages elsewhere. */
export const minSpaceText = (units: UnitSystem) => MIN_SPACE[units];
export const minMassText = (units: UnitSystem) => MIN_MASS[units];
