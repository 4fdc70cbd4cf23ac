/**
 * The smallest value the service keeps, per unit system: one table, read by the server's check
 * (here), by the request schemas (schemas/unit-minimums.ts: a `minimum` per `units`) and by the
 * messages, so the three always state the same number. A space side or maximum (container,
 * deck, box inside, height cap) rounds DOWN to the 0.1 mm grid: 0.01 cm is one grain, and in
 * inches a grain is 1/254 in (0.003937008 in), so the limit is 0.0039371 in, the shortest
 * decimal above it. A mass rounds to the nearest gram: 0.0005 kg is half a gram (kept as 1 g),
 * 0.00111 lb is 0.503 g (a half gram is 0.0011023 lb). Every value at or above the limit keeps
 * at least one grain or gram; carton sides round up and never reach zero.
 */
import type { FieldProblem } from './errors.js';
import type { UnitSystem } from './units.js';

export type GridKind = 'space' | 'mass';

export const GRID_MINIMUMS: Readonly<Record<GridKind, Readonly<Record<UnitSystem, number>>>> = {
  space: { 'cm-kg': 0.01, 'in-lb': 0.0039371 },
  mass: { 'cm-kg': 0.0005, 'in-lb': 0.00111 },
};

const UNIT_NAMES: Readonly<Record<GridKind, Readonly<Record<UnitSystem, string>>>> = {
  space: { 'cm-kg': 'cm', 'in-lb': 'in' },
  mass: { 'cm-kg': 'kg', 'in-lb': 'lb' },
};

const WHY: Readonly<Record<GridKind, string>> = {
  space: 'lengths are kept to 0.1 mm (1/254 in) and a space side rounds down, so a smaller one is zero',
  mass: 'masses are kept to the nearest gram, so a smaller one is zero',
};

/** "0.0039371 in: lengths are kept to …": the limit and why, as the schemas and the messages say it. */
export const minimumReason = (kind: GridKind, units: UnitSystem): string =>
  `${GRID_MINIMUMS[kind][units]} ${UNIT_NAMES[kind][units]}: ${WHY[kind]}`;

function tooSmall(kind: GridKind, value: number | undefined, units: UnitSystem, field: string): FieldProblem | null {
  if (value === undefined || value >= GRID_MINIMUMS[kind][units]) return null;
  return { field, message: `${field} must be at least ${minimumReason(kind, units)}` };
}

/** A space side or maximum under the limit, as a field problem; null when it is kept. */
export const spaceTooSmall = (value: number | undefined, units: UnitSystem, field: string) =>
  tooSmall('space', value, units, field);

/** A mass under the limit, as a field problem; null when it is kept. */
export const massTooSmall = (value: number | undefined, units: UnitSystem, field: string) =>
  tooSmall('mass', value, units, field);
