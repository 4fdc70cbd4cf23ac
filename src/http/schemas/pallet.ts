import { Type, type Static } from 'typebox';
import { Label, LegacyPallet, Length, MassKg, NonNegativeMass } from './common.js';

export const PALLET_LIMITS = { bodyBytes: 32 * 1024, itemTypes: 20, cartons: 200, maxPallets: 20 } as const;

export const PalletItem = Type.Object(
  {
    label: Label('Carton label, echoed in boxes and byItem.'),
    l: Length('Length, cm.'),
    w: Length('Width, cm.'),
    h: Length('Height, cm.'),
    qty: Type.Integer({ minimum: 1, maximum: PALLET_LIMITS.cartons, description: 'Cartons of this type.' }),
    weight: MassKg('Mass per carton, kg.'),
    keepUpright: Type.Boolean({ description: 'true: h stays vertical.' }),
    maxStack: Type.Optional(
      NonNegativeMass('kg allowed on top; 0 prevents stacking; missing = carton strength not checked.'),
    ),
    bottomOnly: Type.Optional(
      Type.Boolean({ description: 'true: stands on the pallet deck only, never on another carton (extension).' }),
    ),
    maxLayers: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: 'At most this many cartons of this item in one column (extension).',
      }),
    ),
    liquid: Type.Optional(
      Type.Boolean({
        description:
          'true: a liquid (drums, pails, bottles), never planned above a carton that is not liquid when a build avoids it; LIQUID_LOW warns when one is (extension; the pallet objective counts such contacts with heavy-over-light ones; absent = not liquid).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PalletLoadRequest = Type.Object(
  {
    pallet: LegacyPallet,
    items: Type.Array(PalletItem, { minItems: 1, maxItems: PALLET_LIMITS.itemTypes }),
  },
  { additionalProperties: false },
);

export const PalletEstimateRequest = PalletLoadRequest;

export const OrderPlanRequest = Type.Object(
  {
    request: PalletLoadRequest,
    maxPallets: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PALLET_LIMITS.maxPallets,
        default: PALLET_LIMITS.maxPallets,
        description: 'Cap on pallets, 1-20; default 20.',
      }),
    ),
    budget: Type.Optional(
      Type.Union([Type.Literal('default'), Type.Literal('thorough')], {
        description:
          'Extension: search effort. "default" builds every pallet load by block building; "thorough" takes the best of the three approaches for each load, tries more block-building caps, balances a light tail and, still above the bound, searches again at 6× and 20× the block-building budgets within a work cap (typically 5-20 s on an order above the bound, none on one at it; 45 s wall cap; counts 5 against the rate limit).',
      }),
    ),
  },
  { additionalProperties: false },
);

export type PalletEstimateBody = Static<typeof PalletEstimateRequest>;
export type OrderPlanBody = Static<typeof OrderPlanRequest>;
