import { Type, type Static, type TUnsafe } from 'typebox';
import { ITEM_ORDERINGS, PALLET_STRATEGIES } from '../../core/engines/pallet-loading/build-choice.js';
import { unitMinimums } from './unit-minimums.js';
import {
  GridMass,
  Label,
  Length,
  LiteralUnion,
  Mass,
  NonNegativeLength,
  NonNegativeMass,
  QuotePallet,
  Sku,
  Units,
} from './common.js';

export const QUOTE_LIMITS = {
  bodyBytes: 32 * 1024,
  itemTypes: 20,
  cartons: 200,
  maxPallets: 20,
  defaultMaxPallets: 20,
} as const;

export const QuoteItem = Type.Object(
  {
    sku: Sku,
    l: Length('Length.'),
    w: Length('Width.'),
    h: Length('Height.'),
    qty: Type.Integer({ minimum: 1, maximum: QUOTE_LIMITS.cartons, description: 'Cartons of this SKU.' }),
    weight: GridMass('Mass per carton.'),
    label: Type.Optional(Label()),
    keepUpright: Type.Optional(Type.Boolean({ description: 'true: h stays vertical (default false).' })),
    maxStack: Type.Optional(
      NonNegativeMass('Mass allowed on top of one carton; 0 = nothing on top; missing = not checked.'),
    ),
    bottomOnly: Type.Optional(
      Type.Boolean({ description: 'true: stands on the pallet deck only, never on another carton (extension).' }),
    ),
    maxLayers: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: 'At most this many cartons of this SKU in one column (extension).',
      }),
    ),
    liquid: Type.Optional(
      Type.Boolean({
        description:
          'true: a liquid (drums, pails, bottles), never planned above a carton that is not liquid when a build avoids it; LIQUID_LOW warns when one is (extension, as in pallet-estimate; absent = not liquid).',
      }),
    ),
  },
  { additionalProperties: false },
);

const PalletActual = Type.Object(
  {
    height: Type.Optional(Length('Measured outer height, request units.')),
    grossWeight: Type.Optional(Mass('Measured gross weight, request units.')),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

const ActualsSummary = Type.Object(
  {
    actualPalletCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    selectedOptionId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    measuredAt: Type.Optional(Type.String({ format: 'date-time', description: 'ISO 8601 timestamp.' })),
  },
  { additionalProperties: false },
);

/** The shape Actuals accepts; TypeBox's Static does not see patternProperties, so it is stated here. */
export type ActualsBody = { summary?: Static<typeof ActualsSummary> } & {
  [palletIndex: string]: Static<typeof PalletActual> | Static<typeof ActualsSummary> | undefined;
};

export const Actuals = Type.Object(
  { summary: Type.Optional(ActualsSummary) },
  {
    patternProperties: { '^(0|[1-9][0-9]?)$': PalletActual },
    propertyNames: { pattern: '^(summary|0|[1-9][0-9]?)$', description: 'a 0-based pallet index (0 to 99) or summary' },
    additionalProperties: false,
    description: 'Measured values keyed by 0-based pallet index, plus an optional summary. Never changes inputHash.',
  },
) as unknown as TUnsafe<ActualsBody>;

/** The quote family's fields whose smallest value depends on units (the request objects carry quoteMinimums). */
export const quoteMinimums = () =>
  unitMinimums({ pallet: { l: 'space', w: 'space', maxHeight: 'space' }, items: [{ weight: 'mass' }] });

/** Fields shared by order-quote, order-options and receiver-check. */
export const quoteFields = {
  units: Units,
  orderId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: 'Optional order id; becomes meter.id.' }),
  ),
  pallet: QuotePallet,
  items: Type.Array(QuoteItem, { minItems: 1, maxItems: QUOTE_LIMITS.itemTypes }),
  limits: Type.Optional(
    Type.Object(
      {
        maxLoadedHeight: Type.Optional(Length('Receiver/carrier cap on outer loaded height.')),
        maxGrossWeight: Type.Optional(Mass('Receiver/carrier cap on gross weight per pallet.')),
        maxCogOffsetPct: Type.Optional(
          Type.Number({
            exclusiveMinimum: 0,
            maximum: 10,
            description:
              'A stricter COG_OFFSET limit: fail when the cargo CoG is more than this % of the pallet length or width off the footprint centre (default and largest 10).',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  ),
  packagingAllowance: Type.Optional(
    Type.Object(
      {
        height: Type.Optional(NonNegativeLength('Added to outer height (top cap, wrap).')),
        weight: Type.Optional(NonNegativeMass('Added to gross weight (wrap, corner boards).')),
      },
      { additionalProperties: false },
    ),
  ),
  maxPallets: Type.Optional(
    Type.Integer({ minimum: 1, maximum: QUOTE_LIMITS.maxPallets, description: 'Cap on pallets, 1-20; default 20.' }),
  ),
  actuals: Type.Optional(Actuals),
};

/** A pinned build (an order-options alternative's `packing`); docs/api/order-options.md. */
export const Packing = Type.Object(
  {
    strategy: Type.Optional(
      LiteralUnion(PALLET_STRATEGIES, {
        description: 'Build every pallet with this approach only (default: the best of all three).',
      }),
    ),
    ordering: Type.Optional(
      LiteralUnion(ITEM_ORDERINGS, { description: "Follow this carton ordering only (default: each approach's own)." }),
    ),
  },
  { additionalProperties: false, description: "A selected alternative's packing, to reproduce its build." },
);

export const OrderQuoteRequest = Type.Object(
  { ...quoteFields, packing: Type.Optional(Packing) },
  { additionalProperties: false, ...quoteMinimums() },
);
export type OrderQuoteBody = Static<typeof OrderQuoteRequest>;
