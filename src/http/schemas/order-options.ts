import { Type, type Static } from 'typebox';
import { Money, Sku } from './common.js';
import { Packing, quoteFields, quoteMinimums } from './order-quote.js';

export const OPTIONS_LIMITS = { bodyBytes: 48 * 1024, searchBudget: 200, defaultSearchBudget: 60 } as const;

const Qty = (description: string) => Type.Integer({ minimum: 0, maximum: 200, description });
const CostMap = (description: string) =>
  Type.Record(Type.String({ minLength: 1, maxLength: 64 }), Money('Cost per unit.'), {
    description,
    maxProperties: 20,
  });

export const OrderOptionsRequest = Type.Object(
  {
    ...quoteFields,
    targetPalletCount: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 20,
        description: 'Goal pallet count; default baseline minus one, at least one.',
      }),
    ),
    adjustments: Type.Optional(
      Type.Array(
        Type.Object(
          {
            sku: Sku,
            minQty: Qty('Lowest quantity allowed; 0 defers the SKU.'),
            maxQty: Qty('Highest quantity allowed.'),
            qtyStep: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: 200,
                description: 'Step anchored at the current quantity; default 1.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
    searchBudget: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: OPTIONS_LIMITS.searchBudget,
        description: 'Candidates to evaluate, baseline excluded; default 60.',
      }),
    ),
    economics: Type.Optional(
      Type.Object(
        {
          palletFreight: Type.Optional(Money('Freight per pallet.')),
          handlingPerPallet: Type.Optional(Money('Handling per pallet.')),
          contributionPerUnit: Type.Optional(CostMap('Contribution per unit, by SKU.')),
          deferralCostPerUnit: Type.Optional(CostMap('Deferral cost per unit, by SKU.')),
          currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code.' })),
        },
        { additionalProperties: false },
      ),
    ),
    packing: Type.Optional(Packing),
  },
  { additionalProperties: false, ...quoteMinimums() },
);
export type OrderOptionsBody = Static<typeof OrderOptionsRequest>;
