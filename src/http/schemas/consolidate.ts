import { Type, type Static } from 'typebox';
import { Label, Length, Mass, Money, NonNegativeMass, Preset, Sku, Units } from './common.js';

export const CONSOLIDATE_LIMITS = {
  bodyBytes: 64 * 1024,
  pos: 30,
  itemTypes: 60,
  cartons: 3000,
  searchBudget: 120,
  defaultSearchBudget: 40,
  defaultMaxCount: 12,
  maxCount: 120,
} as const;

const IsoDate = (description: string) => Type.String({ format: 'date', description });

const PoItem = Type.Object(
  {
    sku: Type.Optional(Sku),
    label: Type.Optional(Label()),
    l: Length('Length.'),
    w: Length('Width.'),
    h: Length('Height.'),
    qty: Type.Integer({ minimum: 1, maximum: CONSOLIDATE_LIMITS.cartons }),
    weight: Mass('Mass per carton.'),
    keepUpright: Type.Optional(Type.Boolean()),
    maxStack: Type.Optional(NonNegativeMass('Mass allowed on top (a weight, not a layer count).')),
    fragile: Type.Optional(Type.Boolean({ description: 'true: nothing on top.' })),
  },
  { additionalProperties: false },
);

export const ConsolidateRequest = Type.Object(
  {
    units: Units,
    pos: Type.Array(
      Type.Object(
        {
          poId: Type.String({ minLength: 1, maxLength: 64 }),
          supplier: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
          readyDate: Type.Optional(IsoDate('Cargo ready date.')),
          priority: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '1 ships first.' })),
          items: Type.Array(PoItem, { minItems: 1, maxItems: CONSOLIDATE_LIMITS.itemTypes }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: CONSOLIDATE_LIMITS.pos },
    ),
    window: Type.Optional(
      Type.Object(
        { from: Type.Optional(IsoDate('Inclusive.')), to: Type.Optional(IsoDate('Inclusive.')) },
        { additionalProperties: false },
      ),
    ),
    containers: Type.Array(
      Type.Object(
        {
          preset: Preset,
          maxCount: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: CONSOLIDATE_LIMITS.maxCount,
              description:
                'Containers of this type a plan may use; default 12, at most 120 (every container is at least one packing run, and a request has at most 120).',
            }),
          ),
          ratePerContainer: Type.Optional(Money('Freight per container.')),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 3 },
    ),
    lcl: Type.Optional(
      Type.Object(
        {
          ratePerCbm: Type.Optional(Money('LCL rate per m³.')),
          minCbm: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
        },
        { additionalProperties: false },
      ),
    ),
    rules: Type.Optional(
      Type.Object(
        {
          keepPoTogether: Type.Optional(Type.Boolean()),
          maxSuppliersPerContainer: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
          unloadOrderByPo: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
    searchBudget: Type.Optional(
      Type.Integer({ minimum: 1, maximum: CONSOLIDATE_LIMITS.searchBudget, description: 'Packing runs; default 40.' }),
    ),
    currency: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{3}$',
        description:
          'ISO 4217 code of every rate in the request (ratePerContainer, lcl.ratePerCbm); echoed on every cost. One currency throughout the request.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ConsolidateBody = Static<typeof ConsolidateRequest>;
