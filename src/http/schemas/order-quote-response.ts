/** The documented 200 responses of POST /api/order-quote and POST /api/receiver-check. */
import { Type } from 'typebox';
import { Box, Check, ChecksSummary, DualLength, DualMass, DualVolume, Open, RouteFields } from './response-parts.js';

const QuotedPallet = Open(
  {
    index: Type.Integer({ description: '0-based pallet index (the key of actuals).' }),
    cartonCount: Type.Integer(),
    bySku: Type.Array(Type.Object({ sku: Type.String(), qty: Type.Integer() })),
    outerDims: Type.Object({ l: DualLength, w: DualLength, h: DualLength }),
    loadedHeight: DualLength,
    cargoWeight: DualMass,
    grossWeight: DualMass,
    cargoVolume: DualVolume,
    boxes: Type.Array(Box, {
      description:
        'Boxes in the request units (docs/api/order-quote.md): l, w, h as sent, positions rounded to 0.01 in or cm.',
    }),
    checks: Type.Array(Check),
  },
  'One quoted pallet.',
);

const ReviewReason = Open(
  {
    from: Type.Optional(Type.String({ description: 'receiver-check: quote or profile.' })),
    code: Type.String(),
    pallet: Type.Union([Type.Integer(), Type.Null()], { description: '0-based pallet index, or null for the order.' }),
    message: Type.String(),
  },
  'Why a person should look at this before it ships.',
);

/** The quote body itself, also nested in receiver-check and order-options. */
export const Quote = Open(
  {
    status: Type.Union([Type.Literal('complete'), Type.Literal('partial'), Type.Literal('needs_review')], {
      description: 'complete, partial (cartons left out) or needs_review (reviewReasons say why).',
    }),
    reviewReasons: Type.Array(ReviewReason),
    summary: Open(
      {
        units: Type.String(),
        palletCount: Type.Integer(),
        maxPallets: Type.Integer(),
        skuCount: Type.Integer(),
        cartonsOrdered: Type.Integer(),
        cartonsPlaced: Type.Integer(),
        cartonsUnplaced: Type.Integer(),
        totalCargoWeight: DualMass,
        totalGrossWeight: DualMass,
        cargoVolume: DualVolume,
        outerVolume: DualVolume,
      },
      'Order totals in both unit systems.',
    ),
    pallets: Type.Array(QuotedPallet),
    unplaced: Type.Array(Type.Object({ sku: Type.String(), qty: Type.Integer(), reason: Type.String() })),
    checks: Type.Array(Check),
    checksSummary: ChecksSummary,
    search: Open({ engine: Type.String(), stoppedBy: Type.String() }, 'Why the search stopped.'),
    inputHash: Type.String({ description: 'Canonical hash of the planning inputs.' }),
    engineVersion: Type.String(),
    meter: Open({ unit: Type.String(), id: Type.Optional(Type.String()) }, 'What to bill: one order.'),
    notes: Type.Array(Type.String()),
    variance: Type.Optional(Open({}, 'Planned against actual, when actuals were sent.')),
  },
  'An order quote on pallets.',
);

export const OrderQuoteResponse = Type.Intersect([Quote, Type.Object({ ...RouteFields })], {
  description: 'An order quote on pallets.',
});

export const ReceiverCheckResponse = Open(
  {
    status: Type.Union([Type.Literal('complete'), Type.Literal('needs_review')], {
      description: 'complete, or needs_review when a profile rule failed or the quote is not complete.',
    }),
    reviewReasons: Type.Array(ReviewReason),
    quoteStatus: Type.String(),
    cartonsUnplaced: Type.Integer(),
    profile: Open({ id: Type.String(), name: Type.String(), version: Type.String() }, 'The receiving profile applied.'),
    profileChecks: Type.Array(
      Open({ rule: Type.String(), status: Type.String(), assumption: Type.String() }, 'One profile rule.'),
    ),
    profileChecksSummary: Open({ evaluated: Type.Integer() }, 'Counts and codes by status.'),
    quote: Quote,
    engineVersion: Type.String(),
    disclaimer: Type.String(),
    ...RouteFields,
  },
  'A quote checked against a receiving profile.',
);
