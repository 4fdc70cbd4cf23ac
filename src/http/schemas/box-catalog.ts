import { Type, type Static } from 'typebox';
import { unitMinimums } from './unit-minimums.js';
import { Length, Mass, Money, NonNegativeLength, NonNegativeMass, Sku, SpaceLength, Units } from './common.js';

export const BOX_CATALOG_LIMITS = {
  bodyBytes: 96 * 1024,
  skus: 300,
  orders: 500,
  unitsPerOrder: 60,
  skusPerOrder: 10,
  boxesPerPool: 40,
  catalogSize: 12,
  searchBudget: 1000,
  defaultSearchBudget: 200,
} as const;

const Box = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    l: SpaceLength('Inner length.'),
    w: SpaceLength('Inner width.'),
    h: SpaceLength('Inner height.'),
    maxWeight: Type.Optional(Mass('Maximum content mass.')),
    cost: Type.Optional(Money('Cost per box.')),
    wallThickness: Type.Optional(
      NonNegativeLength('Wall per side of this box; default boxConstruction.wallThickness. Outer = inner + 2 × wall.'),
    ),
    tareWeight: Type.Optional(
      NonNegativeMass('Empty box mass; default estimated from its blank × boxConstruction.boardGramsPerM2.'),
    ),
  },
  { additionalProperties: false },
);

/** Walls, clearance and tare (docs/api/box-catalog.md, "Box construction"). */
const BoxConstruction = Type.Object(
  {
    wallThickness: Type.Optional(
      NonNegativeLength('Wall per side for boxes that state none and generated boxes; default 0.4 cm (0.157 in).'),
    ),
    clearance: Type.Optional(NonNegativeLength('Free room per side inside the box; default 0.')),
    fragileClearance: Type.Optional(
      NonNegativeLength(
        'Free room per side around an order with a fragile SKU; default 1 cm (0.394 in), never below clearance.',
      ),
    ),
    boardGramsPerM2: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 10_000,
        description: 'Board mass in g/m² (both unit systems) for estimated tares; default 600.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const BoxCatalogRequest = Type.Object(
  {
    units: Units,
    skus: Type.Array(
      Type.Object(
        {
          sku: Sku,
          l: Length('Length.'),
          w: Length('Width.'),
          h: Length('Height.'),
          weight: Mass('Mass per unit.'),
          keepUpright: Type.Optional(Type.Boolean()),
          fragile: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: BOX_CATALOG_LIMITS.skus },
    ),
    orders: Type.Array(
      Type.Object(
        {
          orderId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          lines: Type.Array(
            Type.Object(
              { sku: Sku, qty: Type.Integer({ minimum: 1, maximum: BOX_CATALOG_LIMITS.unitsPerOrder }) },
              { additionalProperties: false },
            ),
            {
              minItems: 1,
              // every line holds at least one unit; the SKU limit counts distinct SKUs (limits.ts), so two lines of one SKU are one
              maxItems: BOX_CATALOG_LIMITS.unitsPerOrder,
              description: `At most ${BOX_CATALOG_LIMITS.skusPerOrder} distinct SKUs and ${BOX_CATALOG_LIMITS.unitsPerOrder} units per order shape; lines of one SKU add up.`,
            },
          ),
          count: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: 1_000_000,
              description: 'How often this order shape occurs; weights it.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: BOX_CATALOG_LIMITS.orders },
    ),
    currentBoxes: Type.Optional(Type.Array(Box, { maxItems: BOX_CATALOG_LIMITS.boxesPerPool })),
    candidateBoxes: Type.Optional(Type.Array(Box, { maxItems: BOX_CATALOG_LIMITS.boxesPerPool })),
    catalogSize: Type.Integer({ minimum: 1, maximum: BOX_CATALOG_LIMITS.catalogSize }),
    billing: Type.Object(
      {
        dimDivisor: Type.Number({
          exclusiveMinimum: 0,
          maximum: 100_000,
          description: 'Volume per billed mass unit (e.g. 5000 cm³/kg, 139 in³/lb).',
        }),
        unit: Type.Union([Type.Literal('kg'), Type.Literal('lb')], { description: 'Billed mass unit.' }),
        minBillableWeight: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
        ratePerKgOrLb: Type.Optional(Money('Rate per billed kg or lb.')),
      },
      { additionalProperties: false },
    ),
    voidFillCostPerLitre: Type.Optional(Money('Void fill cost per litre.')),
    searchBudget: Type.Optional(
      Type.Integer({ minimum: 1, maximum: BOX_CATALOG_LIMITS.searchBudget, description: 'Default 200.' }),
    ),
    coverageFirst: Type.Optional(Type.Boolean({ description: 'Default true; false is for analysis only.' })),
    boxConstruction: Type.Optional(BoxConstruction),
  },
  {
    additionalProperties: false,
    ...unitMinimums({
      currentBoxes: [{ l: 'space', w: 'space', h: 'space' }],
      candidateBoxes: [{ l: 'space', w: 'space', h: 'space' }],
    }),
  },
);
export type BoxCatalogBody = Static<typeof BoxCatalogRequest>;
