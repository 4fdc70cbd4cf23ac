/**
 * The smallest space side or mass where it depends on the request's top-level `units`, in the
 * request schema: one `if`/`then`/`else` on the body (`units` is "in-lb": the inch and pound
 * minimums; else the centimetre and kilogram ones), generated from the one table the server
 * checks (grid-minimum.ts), so schema, server and message agree. A field's own schema keeps
 * `exclusiveMinimum: 0` (true in both systems); the conditional adds the exact `minimum` and a
 * description that the 400's message repeats ("must be at least 0.0039371 in: …").
 */
import type { TSchema } from 'typebox';
import { GRID_MINIMUMS, type GridKind, minimumReason } from '../grid-minimum.js';
import type { UnitSystem } from '../units.js';

/** Where the limited fields sit: a kind per field, an object per nested object, `[shape]` for an array of objects. */
export interface MinimumShape {
  readonly [key: string]: GridKind | MinimumShape | readonly [MinimumShape];
}

function branch(shape: MinimumShape, units: UnitSystem): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(shape)) {
    if (typeof v === 'string')
      properties[key] = {
        type: 'number',
        minimum: GRID_MINIMUMS[v][units],
        description: `At least ${minimumReason(v, units)}`,
      };
    else if (Array.isArray(v)) properties[key] = { type: 'array', items: branch(v[0] as MinimumShape, units) };
    else properties[key] = branch(v as MinimumShape, units);
  }
  // The types repeat the fields' own (Ajv's strict mode asks each keyword's type to be stated).
  // additionalProperties: true says this branch judges only the fields it names (the field's
  // own schema closes the object); validators that close every object by default (Redocly's
  // example check) would otherwise refuse every other key here.
  return { type: 'object', properties, additionalProperties: true };
}

/** The body-level conditional for `shape`: spread it into the request object's options. */
export function unitMinimums(shape: MinimumShape): { if: TSchema; then: TSchema; else: TSchema } {
  return {
    if: {
      type: 'object',
      properties: { units: { type: 'string', const: 'in-lb' } },
      required: ['units'],
      additionalProperties: true,
    } as TSchema,
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else keyword, a plain schema object never awaited
    then: branch(shape, 'in-lb') as TSchema,
    else: branch(shape, 'cm-kg') as TSchema,
  };
}

/** The limits as the field descriptions state them, in both systems. */
export const minimumText = (kind: GridKind): string =>
  `Smallest accepted: ${GRID_MINIMUMS[kind]['cm-kg']} with units "cm-kg", ${GRID_MINIMUMS[kind]['in-lb']} with "in-lb" (the request schema's if/then/else on units states it as a minimum); ${
    kind === 'space'
      ? 'a space side rounds down to the 0.1 mm grid and a smaller one would be zero'
      : 'a mass rounds to the nearest gram and a smaller one would be zero'
  } (400).`;
