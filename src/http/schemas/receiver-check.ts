import { Type, type Static, type TProperties } from 'typebox';
import { Length, Mass, NonNegativeLength } from './common.js';
import { quoteFields, quoteMinimums } from './order-quote.js';

export const RECEIVER_CHECK_LIMITS = { bodyBytes: 48 * 1024 } as const;

/** Where a rule comes from: the address of its source, the source's date, and a note (e.g. the value as the source states it). */
const Sourced = {
  source: Type.Optional(Type.String({ maxLength: 300, description: 'Address or name of the source of this rule.' })),
  date: Type.Optional(Type.String({ maxLength: 32, description: 'Date the source shows (YYYY-MM-DD), or "undated".' })),
  note: Type.Optional(Type.String({ maxLength: 300, description: 'The rule as the source states it, or a caveat.' })),
};

const Exclusive = Type.Optional(
  Type.Boolean({ description: 'true: the value itself fails (the source says "less than").' }),
);
const Footprint = Type.Object({ l: Length('cm'), w: Length('cm') }, { additionalProperties: false });
const Count = (max: number) => Type.Integer({ minimum: 1, maximum: max });
const rule = <P extends TProperties>(props: P, description: string) =>
  Type.Optional(Type.Object({ ...props, ...Sourced }, { additionalProperties: false, description }));

/** A receiver profile: every length in cm and every mass in kg, whatever the request's units. */
export const ReceiverProfile = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    version: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'Version of this profile; echoed in the response.',
    }),
    scope: Type.Optional(
      Type.String({
        maxLength: 300,
        description: 'Which flows the profile covers (e.g. inbound LTL to fulfilment centres).',
      }),
    ),
    rules: Type.Object(
      {
        maxLoadedHeight: rule(
          {
            value: Length('cm, including the pallet and packaging.'),
            exclusive: Exclusive,
            assumedBaseHeight: Type.Optional(
              NonNegativeLength('cm; the pallet height the receiver assumes (stated in the assumption).'),
            ),
          },
          'Outer height of each pallet, pallet included.',
        ),
        maxCargoHeight: rule(
          { value: Length('cm, excluding the pallet.'), exclusive: Exclusive },
          'Height of the load above the deck (cargo plus packaging), pallet excluded.',
        ),
        maxGrossWeight: rule(
          { value: Mass('kg, including tare and packaging.'), exclusive: Exclusive },
          'Gross weight of each pallet.',
        ),
        footprint: rule(
          {
            allowed: Type.Array(Footprint, { minItems: 1, maxItems: 10 }),
            tolerance: Type.Optional(
              Type.Number({ minimum: 0, maximum: 10, description: 'cm either way; default 0.' }),
            ),
          },
          'Accepted pallet footprints (either orientation).',
        ),
        maxOverhang: rule(
          {
            value: Type.Number({ minimum: 0, maximum: 100, description: 'cm past any pallet edge; 0 = none.' }),
            shortSides: Type.Optional(
              Type.Number({
                minimum: 0,
                maximum: 100,
                description:
                  'cm past the two edges as long as the shorter pallet side (the 40 in ends of a 48 × 40 in pallet); overrides value.',
              }),
            ),
            longSides: Type.Optional(
              Type.Number({
                minimum: 0,
                maximum: 100,
                description: 'cm past the two edges as long as the longer pallet side; overrides value.',
              }),
            ),
          },
          'How far cartons may stick out past the pallet edges.',
        ),
        minLoadFootprint: rule(
          { l: Length('cm'), w: Length('cm') },
          'Smallest bounding rectangle of the bottom layer (underhang).',
        ),
        maxSkusPerPallet: rule({ value: Count(200) }, 'Distinct SKUs on one pallet (1 = one SKU per pallet).'),
        maxCartonsPerPallet: rule({ value: Count(10000) }, 'Cartons on one pallet.'),
        maxCartonWeight: rule({ value: Mass('kg per carton.') }, 'Heaviest carton allowed.'),
        maxCartonSide: rule({ value: Length('cm, longest side of a carton.') }, 'Longest carton side allowed.'),
        heavyCartonMarking: rule(
          { value: Mass('kg; heavier cartons need a marking.') },
          'Cartons above this weight need a heavy or team-lift marking (warn).',
        ),
        manual: Type.Optional(
          Type.Array(
            Type.Object(
              {
                rule: Type.String({ minLength: 1, maxLength: 64 }),
                text: Type.String({ minLength: 1, maxLength: 500 }),
                ...Sourced,
              },
              { additionalProperties: false },
            ),
            {
              maxItems: 50,
              description: 'Rules a plan cannot measure (labels, wrap, pallet grade); always not_evaluated.',
            },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    description:
      'A complete receiver profile (cm/kg). GET /api/receiver-check lists the shipped templates in this shape.',
  },
);
export type ReceiverProfileBody = Static<typeof ReceiverProfile>;

export const ReceiverCheckRequest = Type.Object(
  {
    ...quoteFields,
    profileId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Id of a shipped template (GET lists them).' }),
    ),
    profile: Type.Optional(ReceiverProfile),
  },
  {
    additionalProperties: false,
    oneOf: [{ required: ['profileId'] }, { required: ['profile'] }],
    ...quoteMinimums(),
    description: 'An order quote checked against a receiving profile: exactly one of profileId or profile.',
  },
);
export type ReceiverCheckBody = Static<typeof ReceiverCheckRequest>;
