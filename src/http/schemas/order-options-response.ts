/**
 * The documented 200 response of POST /api/order-options (docs/api/order-options.md).
 * Tests assert every body they get against it; it is not wired into the route's
 * serialization. Nested quotes are order-quote responses, documented by the same schema.
 */
import { Type, type Static } from 'typebox';
import { ITEM_ORDERINGS, PALLET_STRATEGIES } from '../../core/engines/pallet-loading/build-choice.js';
import { Quote } from './order-quote-response.js';

const Hash = Type.String({ pattern: '^[0-9a-f]{64}$' });
const Count = Type.Integer({ minimum: 0 });
const Strategy = Type.Union(PALLET_STRATEGIES.map((s) => Type.Literal(s)));
const Ordering = Type.Union(ITEM_ORDERINGS.map((o) => Type.Literal(o)));
const PinnedPacking = Type.Object({ strategy: Strategy, ordering: Ordering }, { additionalProperties: false });
const Amount = Type.Union([Type.Number(), Type.Null()]);

const Check = Type.Object(
  {
    code: Type.String(),
    status: Type.Union([
      Type.Literal('pass'),
      Type.Literal('fail'),
      Type.Literal('warn'),
      Type.Literal('not_evaluated'),
    ]),
    observed: Type.Union([Type.Number(), Type.Null()]),
    limit: Type.Union([Type.Number(), Type.Null()]),
    unit: Type.String(),
    assumption: Type.String(),
    field: Type.Optional(Type.String()),
    detail: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** An order-quote response body (without the route's computeMs and tier): the same schema as POST /api/order-quote's. */
export const NestedQuote = Quote;

export const AlternativeEconomics = Type.Object(
  {
    currency: Type.Union([Type.String({ pattern: '^[A-Z]{3}$' }), Type.Null()]),
    palletsSaved: Type.Integer(),
    freightSaved: Amount,
    handlingSaved: Amount,
    deferredContribution: Amount,
    deferralCost: Amount,
    netSavings: Amount,
    missing: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

export const Alternative = Type.Object(
  {
    id: Type.String({ pattern: '^alt-[1-3]$' }),
    palletCount: Type.Integer({ minimum: 1 }),
    strategy: Type.Union([Type.Literal('repack'), Type.Literal('single_sku'), Type.Literal('sku_pair')]),
    packing: PinnedPacking,
    quantityChanges: Type.Array(
      Type.Object({ sku: Type.String(), from: Count, to: Count }, { additionalProperties: false }),
      { maxItems: 2 },
    ),
    unitsChanged: Count,
    quote: NestedQuote,
    candidateHash: Hash,
    economics: AlternativeEconomics,
  },
  { additionalProperties: false },
);

const PhaseCounts = { packed: Count, skipped: Count, duplicates: Count };

export const OrderOptionsResponse = Type.Object(
  {
    outcome: Type.Union([Type.Literal('found'), Type.Literal('none_within_search'), Type.Literal('already_at_target')]),
    baseline: Type.Object(
      {
        palletCount: Count,
        status: Type.Union([Type.Literal('complete'), Type.Literal('partial'), Type.Literal('needs_review')]),
        quote: NestedQuote,
      },
      { additionalProperties: false },
    ),
    target: Type.Object(
      {
        palletCount: Type.Integer({ minimum: 1, maximum: 20 }),
        source: Type.Union([Type.Literal('request'), Type.Literal('default')]),
        reached: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    searched: Type.Object(
      {
        candidates: Count,
        budget: Type.Integer({ minimum: 1, maximum: 200 }),
        skipped: Count,
        stoppedBy: Type.Union(
          ['complete', 'enough', 'not_needed', 'budget', 'examined_limit', 'time_cap'].map((s) => Type.Literal(s)),
        ),
        phase1: Type.Object(
          { ran: Type.Boolean(), strategies: Type.Array(Strategy), orderings: Type.Array(Ordering), ...PhaseCounts },
          { additionalProperties: false },
        ),
        phase2: Type.Object(
          { ran: Type.Boolean(), packing: Type.Union([PinnedPacking, Type.Null()]), ...PhaseCounts },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    alternatives: Type.Array(Alternative, { maxItems: 3 }),
    checks: Type.Array(Check),
    semantics: Type.Record(Type.String(), Type.String()),
    notes: Type.Array(Type.String()),
    engineVersion: Type.String(),
    inputHash: Hash,
    tier: Type.Optional(Type.Union([Type.Literal('anonymous'), Type.Literal('free')])),
    warning: Type.Optional(Type.String()),
    computeMs: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type OrderOptionsResponseBody = Static<typeof OrderOptionsResponse>;
