/** The documented 200 responses of POST /api/order-quote and POST /api/receiver-check. */
import { Type } from 'typebox';
import {
  Box,
  Check,
  CheckStatus,
  ChecksSummary,
  DualLength,
  DualMass,
  DualVolume,
  Open,
  RouteFields,
} from './response-parts.js';

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
      description: 'Boxes in the request units: l, w, h as sent, positions rounded to 0.01 in or cm.',
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

const Delta = Type.Union(
  [
    Open(
      {
        planned: Type.Union([Type.Number(), Type.Null()], {
          description: 'As printed in the quote; null when the quote has no such pallet.',
        }),
        actual: Type.Number({ description: 'As measured, request units.' }),
        delta: Type.Union([Type.Number(), Type.Null()], { description: 'actual − planned.' }),
        deltaPct: Type.Union([Type.Number(), Type.Null()], { description: '100 × delta / planned, 2 decimals.' }),
      },
      'A measured value against the planned one.',
    ),
    Type.Null(),
  ],
  { description: 'null when this value was not measured.' },
);

const Variance = Open(
  {
    units: Open(
      {
        length: Type.Union([Type.Literal('cm'), Type.Literal('in')]),
        mass: Type.Union([Type.Literal('kg'), Type.Literal('lb')]),
      },
      'Units of every value in variance (the request units).',
    ),
    pallets: Type.Array(
      Open(
        {
          index: Type.Integer({ description: '0-based pallet index (the key sent in actuals).' }),
          matched: Type.Boolean({ description: 'false when the quote has no pallet with this index.' }),
          height: Delta,
          grossWeight: Delta,
          note: Type.Union([Type.String(), Type.Null()], { description: 'The note sent with this pallet.' }),
        },
        'One measured pallet, in index order.',
      ),
    ),
    summary: Type.Optional(
      Open(
        {
          actualPalletCount: Type.Optional(Type.Integer()),
          selectedOptionId: Type.Optional(Type.String()),
          measuredAt: Type.Optional(Type.String({ description: 'RFC 3339 timestamp, as sent.' })),
        },
        'actuals.summary, echoed.',
      ),
    ),
    palletCount: Type.Optional(
      Open(
        {
          planned: Type.Integer(),
          actual: Type.Union([Type.Integer(), Type.Null()]),
          delta: Type.Union([Type.Integer(), Type.Null()]),
        },
        'Pallets planned against actualPalletCount (present when actuals.summary was sent).',
      ),
    ),
  },
  'Planned against measured, present when actuals were sent.',
);

/** The quote body itself, also nested in receiver-check and order-options. */
export const Quote = Type.Object(
  {
    status: Type.Union([Type.Literal('complete'), Type.Literal('partial'), Type.Literal('needs_review')], {
      description: 'complete, partial (cartons left out) or needs_review (reviewReasons say why).',
    }),
    reviewReasons: Type.Array(ReviewReason),
    summary: Open(
      {
        units: Type.Union([Type.Literal('cm-kg'), Type.Literal('in-lb')], { description: 'The request units.' }),
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
        tallestPallet: Type.Union(
          [
            Open({ index: Type.Integer({ description: '0-based pallet index.' }), outerHeight: DualLength }),
            Type.Null(),
          ],
          { description: 'The tallest pallet, pallet base included; null with no pallets.' },
        ),
        heaviestPallet: Type.Union(
          [Open({ index: Type.Integer({ description: '0-based pallet index.' }), grossWeight: DualMass }), Type.Null()],
          { description: 'The heaviest pallet, tare included; null with no pallets.' },
        ),
      },
      'Order totals in both unit systems.',
    ),
    pallets: Type.Array(QuotedPallet),
    unplaced: Type.Array(Type.Object({ sku: Type.String(), qty: Type.Integer(), reason: Type.String() })),
    checks: Type.Array(Check),
    checksSummary: ChecksSummary,
    search: Open(
      {
        engine: Type.String(),
        stoppedBy: Type.Union([Type.Literal('complete'), Type.Literal('budget'), Type.Literal('time_cap')]),
      },
      'Why the search stopped.',
    ),
    inputHash: Type.String({ description: 'Canonical hash of the planning inputs.' }),
    engineVersion: Type.String(),
    meter: Open({ unit: Type.String(), id: Type.Optional(Type.String()) }, 'What to bill: one order.'),
    notes: Type.Array(Type.String()),
    variance: Type.Optional(Variance),
  },
  {
    $id: 'Quote',
    title: 'Quote',
    description: 'An order quote on pallets (also nested in receiver-check and order-options).',
  },
);

export const OrderQuoteResponse = Type.Intersect([Quote, Type.Object({ ...RouteFields })], {
  description: 'An order quote on pallets.',
});

const LW = Open({ l: Type.Number(), w: Type.Number() }, 'A footprint, length and width.');
const Sides = Open(
  { shortSides: Type.Number(), longSides: Type.Number() },
  'Past the edges as long as the shorter pallet side, and past the longer ones.',
);
const RuleValue = Type.Union([Type.Number(), LW, Type.Array(LW), Sides, Type.Null()], {
  description:
    'A number in unit; {l, w} (footprint observed, minLoadFootprint); a list of {l, w} (footprint limit: the accepted footprints); {shortSides, longSides} (maxOverhang); null for manual rules.',
});

const ProfileCheck = Open(
  {
    rule: Type.String({ description: 'The profile rule (maxLoadedHeight, footprint, ... or a manual rule name).' }),
    status: CheckStatus,
    observed: RuleValue,
    limit: RuleValue,
    unit: Type.Union([Type.String(), Type.Null()], {
      description: 'Unit of observed and limit (request units); null for manual rules.',
    }),
    pallet: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The worst pallet (whose value is observed), or null for order-wide rules.',
    }),
    failedPallets: Type.Array(Type.Integer(), { description: '0-based indices of the pallets that fail.' }),
    skus: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Carton rules: the SKUs over the limit (for heavyCartonMarking, the SKUs that need the marking).',
      }),
    ),
    source: Type.Union([Type.String(), Type.Null()], { description: 'Where the rule comes from.' }),
    date: Type.Union([Type.String(), Type.Null()], { description: 'Date the source shows, or "undated".' }),
    note: Type.Union([Type.String(), Type.Null()], { description: 'The rule as the source states it, or a caveat.' }),
    assumption: Type.String(),
  },
  'One receiver rule judged on this quote, with its source.',
);

export const ReceiverCheckResponse = Open(
  {
    status: Type.Union([Type.Literal('complete'), Type.Literal('needs_review')], {
      description: 'complete, or needs_review when a profile rule failed or the quote is not complete.',
    }),
    reviewReasons: Type.Array(ReviewReason),
    quoteStatus: Type.String(),
    cartonsUnplaced: Type.Integer(),
    profile: Open(
      {
        id: Type.String(),
        name: Type.String(),
        version: Type.String(),
        scope: Type.Union([Type.String(), Type.Null()], { description: 'Which flows the profile covers.' }),
        origin: Type.Union([Type.Literal('template'), Type.Literal('request')], {
          description: 'template (profileId) or request (a profile sent in the body).',
        }),
      },
      'The receiving profile applied.',
    ),
    profileChecks: Type.Array(ProfileCheck),
    profileChecksSummary: Open(
      {
        evaluated: Type.Integer({ description: 'Rules evaluated (not not_evaluated).' }),
        passed: Type.Array(Type.String()),
        failed: Type.Array(Type.String()),
        warned: Type.Array(Type.String()),
        notEvaluated: Type.Array(Type.String()),
      },
      'Rule names by status.',
    ),
    quote: Quote,
    engineVersion: Type.String(),
    disclaimer: Type.String(),
    ...RouteFields,
  },
  'A quote checked against a receiving profile.',
);
