import { Type, type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';
import { GRID_MINIMUMS, minimumReason } from '../grid-minimum.js';
import { minimumText } from './unit-minimums.js';

/**
 * Shared request atoms. Upper bounds are sanity caps: JSON can carry 1e999 (Infinity)
 * and no real carton, pallet or container is over 100 m or 1,000 t.
 */
const MAX_LENGTH = 100_000;
const MAX_MASS = 1_000_000;

/** One of a fixed list of strings, with the list's union as its static type (a mapped array alone infers `undefined`). */
export const LiteralUnion = <T extends string>(values: readonly T[], options?: TSchemaOptions) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<[TLiteral<T>]>;

export const Length = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: MAX_LENGTH, description });

/**
 * A space side or maximum (container, pallet deck, box inside, height cap): it rounds DOWN to the
 * 0.1 mm grid, so the smallest value kept depends on the units. Its own schema says
 * exclusiveMinimum 0 and the description both limits; the request object carries the exact
 * minimum per units (unitMinimums, unit-minimums.ts), which the server checks too (grid-minimum.ts).
 */
export const SPACE_MIN_TEXT = minimumText('space');
export const SpaceLength = (description: string) =>
  Type.Number({ exclusiveMinimum: 0, maximum: MAX_LENGTH, description: `${description} ${SPACE_MIN_TEXT}` });

/** A mass the server refuses when it rounds to zero grams; its minimum per units is on the request object, as for SpaceLength. */
export const GridMass = (description: string) =>
  Type.Number({ exclusiveMinimum: 0, maximum: MAX_MASS, description: `${description} ${minimumText('mass')}` });

/** A space side on an endpoint that works in centimetres only: the true minimum is in the schema. */
export const SpaceLengthCm = (description: string) =>
  Type.Number({
    minimum: 0.01,
    maximum: MAX_LENGTH,
    description: `${description} At least 0.01 cm: lengths are kept to 0.1 mm and a space side rounds down, so a smaller one is zero.`,
  });

/** A mass on an endpoint that works in kilograms only and refuses one that rounds to zero grams: the true minimum is in the schema. */
export const MassKg = (description: string) =>
  Type.Number({
    minimum: GRID_MINIMUMS.mass['cm-kg'],
    maximum: MAX_MASS,
    description: `${description} At least ${minimumReason('mass', 'cm-kg')}.`,
  });

export const NonNegativeLength = (description: string) => Type.Number({ minimum: 0, maximum: MAX_LENGTH, description });

export const Mass = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: MAX_MASS, description });

export const NonNegativeMass = (description: string) => Type.Number({ minimum: 0, maximum: MAX_MASS, description });

export const Money = (description: string) => Type.Number({ minimum: 0, maximum: 1e9, description });

export const Label = (description = 'Free label, echoed in results.') =>
  Type.String({ minLength: 1, maxLength: 120, description });

export const Sku = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'Stable SKU id, unique within the request.',
});

export const Units = Type.Union([Type.Literal('cm-kg'), Type.Literal('in-lb')], {
  description: 'Unit system of every length and mass in the request and of the single-unit outputs.',
});

export const Preset = Type.Union([Type.Literal('20gp'), Type.Literal('40gp'), Type.Literal('40hq')], {
  description: 'ISO container preset: fills interior, payload, door aperture and tare.',
});

/** Pallet as used by the legacy pallet endpoints (cm/kg). */
export const LegacyPallet = Type.Object(
  {
    l: SpaceLengthCm('Footprint length, cm.'),
    w: SpaceLengthCm('Footprint width, cm.'),
    baseHeight: NonNegativeLength('Height of the empty pallet, cm.'),
    maxHeight: SpaceLengthCm('Cap on total height including the base, cm.'),
    maxWeight: MassKg('Cap on cargo weight only (excludes pallet tare), kg.'),
    tareWeight: Type.Optional(NonNegativeMass('Pallet tare, kg.')),
  },
  { additionalProperties: false },
);

/** Pallet of the quote family, in the request's units. */
export const QuotePallet = Type.Object(
  {
    l: SpaceLength('Footprint length.'),
    w: SpaceLength('Footprint width.'),
    baseHeight: NonNegativeLength('Height of the empty pallet.'),
    maxHeight: SpaceLength('Cap on total height including the base.'),
    maxWeight: Mass('Cap on cargo weight only (excludes tare).'),
    tareWeight: NonNegativeMass('Pallet tare; part of gross weight.'),
  },
  { additionalProperties: false },
);
