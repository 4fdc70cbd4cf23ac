import { Type, type Static } from 'typebox';
import { Length, Mass } from './common.js';
import { quoteFields } from './order-quote.js';

export const RECEIVER_CHECK_LIMITS = { bodyBytes: 48 * 1024 } as const;

const Sourced = { source: Type.Optional(Type.String({ maxLength: 300 })), date: Type.Optional(Type.String({ maxLength: 32 })) };

/** A receiver profile: every value in cm/kg whatever the request's units. */
export const ReceiverProfile = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    version: Type.String({ minLength: 1, maxLength: 32 }),
    rules: Type.Object(
      {
        maxLoadedHeight: Type.Optional(Type.Object({ value: Length('cm, including the pallet.'), ...Sourced }, { additionalProperties: false })),
        maxGrossWeight: Type.Optional(Type.Object({ value: Mass('kg, including tare.'), ...Sourced }, { additionalProperties: false })),
        footprint: Type.Optional(Type.Object({ l: Length('cm'), w: Length('cm'), ...Sourced }, { additionalProperties: false })),
        maxOverhang: Type.Optional(Type.Object({ value: Type.Number({ minimum: 0, maximum: 100 }), ...Sourced }, { additionalProperties: false })),
        maxSkusPerPallet: Type.Optional(Type.Object({ value: Type.Integer({ minimum: 1, maximum: 200 }), ...Sourced }, { additionalProperties: false })),
        maxCartonsPerPallet: Type.Optional(Type.Object({ value: Type.Integer({ minimum: 1, maximum: 10000 }), ...Sourced }, { additionalProperties: false })),
        manual: Type.Optional(
          Type.Array(Type.Object({ rule: Type.String({ minLength: 1, maxLength: 64 }), text: Type.String({ maxLength: 500 }), ...Sourced }, { additionalProperties: false }), { maxItems: 50 }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, description: 'A complete receiver profile (cm/kg).' },
);

export const ReceiverCheckRequest = Type.Object(
  {
    ...quoteFields,
    profileId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Id of a shipped template (GET lists them).' })),
    profile: Type.Optional(ReceiverProfile),
  },
  { additionalProperties: false },
);
export type ReceiverCheckBody = Static<typeof ReceiverCheckRequest>;
