/**
 * The documented 200 response of POST /api/box-catalog (and the `response` of its GET example).
 * Tests assert every body they see against it; the route's serializer does not use it.
 * Lengths come in cm and in, masses in kg and lb; order counts are count-weighted occurrences.
 */
import { Type, type Static } from 'typebox';

const Num = Type.Number();
const DualLength = Type.Object({ cm: Num, in: Num }, { additionalProperties: false });
const DualMass = Type.Object({ kg: Num, lb: Num }, { additionalProperties: false });
const Dims = Type.Object({ l: DualLength, w: DualLength, h: DualLength }, { additionalProperties: false });
const Cost = Type.Object(
  { freight: Num, box: Num, voidFill: Num, total: Num },
  {
    additionalProperties: false,
    description: "Money per parcel, in the rate's currency; only with billing.ratePerKgOrLb.",
  },
);

const Delta = {
  unfitOrders: Type.Integer({ description: 'Count-weighted unfit orders.' }),
  billedWeight: DualMass,
  cost: Type.Optional(Num),
};

const UndecidedFields = {
  pairs: Type.Integer({ minimum: 0 }),
  orders: Type.Integer({ minimum: 0, description: 'Count-weighted orders concerned.' }),
  billedWeightBound: DualMass,
  costBound: Type.Optional(Num),
};

const CatalogBox = Type.Object(
  {
    id: Type.String({ description: 'The candidate box id; generated boxes read G<l>x<w>x<h> in cm.' }),
    generated: Type.Boolean({ description: 'true: generated on the 1 cm grid; false: from candidateBoxes.' }),
    dims: Dims,
    outerDims: Dims,
    wallThickness: DualLength,
    tareWeight: DualMass,
    tareEstimated: Type.Boolean({ description: 'true: the tare is estimated from the blank and the board mass.' }),
    volumeLitres: Num,
    outerVolumeLitres: Num,
    maxWeight: Type.Optional(DualMass),
    cost: Type.Optional(Num),
    usedByOrders: Type.Integer({ description: 'Count-weighted orders shipped in this box.' }),
    sharePct: Num,
  },
  { additionalProperties: false },
);

const PlacedUnit = Type.Object(
  { sku: Type.String(), px: Num, py: Num, pz: Num, l: Num, w: Num, h: Num },
  {
    additionalProperties: false,
    description: 'A unit in the box, cm: minimum corner and extents (l along x, w along z, h up).',
  },
);

const OrderOutcome = Type.Object(
  {
    orderId: Type.String({ description: "The request's orderId, else orders[i]." }),
    count: Type.Integer(),
    box: Type.Union([Type.String(), Type.Null()], {
      description: 'Catalogue box id, or null when no catalogue box holds the order.',
    }),
    unfit: Type.Optional(Type.Literal(true)),
    chargedAs: Type.Optional(
      Type.String({
        description: 'Unfit orders: the largest candidate by volume, whose billed weight is charged in totals.',
      }),
    ),
    billedWeight: DualMass,
    actualWeight: DualMass,
    contentWeight: DualMass,
    tareWeight: DualMass,
    dimWeight: DualMass,
    fillPct: Num,
    cost: Type.Optional(Cost),
    packing: Type.Optional(
      Type.Object(
        {
          box: Type.Object({ l: Num, w: Num, h: Num }, { additionalProperties: false }),
          clearance: Num,
          boxes: Type.Array(PlacedUnit),
        },
        {
          additionalProperties: false,
          description:
            'The room the order uses (box: inner sides less 2 × clearance, cm, as held), centred in the box `clearance` cm from every wall, and every unit in it: a placement the plan checker accepts.',
        },
      ),
    ),
    current: Type.Optional(
      Type.Object(
        { box: Type.Union([Type.String(), Type.Null()]), billedWeight: DualMass },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const Totals = {
  orders: Type.Integer(),
  fitOrders: Type.Integer(),
  unfitOrders: Type.Integer(),
  unfitSharePct: Num,
  billedWeight: DualMass,
  actualWeight: DualMass,
  cost: Type.Optional(Num),
};

const Check = Type.Object(
  {
    code: Type.Union([
      Type.Literal('COVERAGE_LIMITED_BY_CATALOG_SIZE'),
      Type.Literal('RATE_PROVIDED'),
      Type.Literal('BASELINE_PROVIDED'),
      Type.Literal('FIT_TESTS_DECIDED'),
    ]),
    status: Type.Union([
      Type.Literal('pass'),
      Type.Literal('fail'),
      Type.Literal('warn'),
      Type.Literal('not_evaluated'),
    ]),
    observed: Type.Union([Num, Type.Null()]),
    limit: Type.Union([Num, Type.Null()]),
    assumption: Type.String(),
    field: Type.Optional(Type.String()),
    detail: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const Score = Type.Union([
  Type.Null(),
  Type.Object({ unfitOrders: Type.Integer(), objective: Type.Union([DualMass, Num]) }, { additionalProperties: false }),
]);

const Searched = Type.Object(
  {
    method: Type.String(),
    budget: Type.Integer(),
    steps: Type.Integer(),
    stoppedBy: Type.Union([
      Type.Literal('local_optimum'),
      Type.Literal('budget'),
      Type.Literal('time_cap'),
      Type.Literal('all_candidates'),
    ]),
    orderShapes: Type.Integer(),
    candidates: Type.Object(
      { total: Type.Integer(), generated: Type.Integer(), supplied: Type.Integer() },
      { additionalProperties: false },
    ),
    fitTests: Type.Object(
      {
        pairs: Type.Integer(),
        byBounds: Type.Integer(),
        byArrangement: Type.Integer(),
        byExact: Type.Integer({ description: 'Two-unit orders decided by the exact test.' }),
        byEngine: Type.Integer(),
        engineNoFit: Type.Integer(),
        undecided: Type.Integer({
          description: 'Pairs of the whole pool still undecided (each counts as not fitting).',
        }),
        engineWork: Type.Integer(),
        resolved: Type.Integer({ description: 'Undecided pairs decided by the second, larger attempts.' }),
        resolveWork: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    generationWork: Type.Integer(),
    greedy: Score,
    best: Score,
    localOptimum: Type.Boolean({
      description: 'true: no single swap of a catalogue box for any candidate improves coverage or the objective.',
    }),
    certifySlots: Type.Integer({ minimum: 0 }),
    everyCandidate: Score,
  },
  { additionalProperties: false },
);

export const BoxCatalogResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('complete'), Type.Literal('partial')]),
    catalog: Type.Array(CatalogBox),
    perOrder: Type.Array(OrderOutcome),
    totals: Type.Object(Totals, { additionalProperties: false }),
    baseline: Type.Optional(
      Type.Object({ boxes: Type.Array(Type.String()), ...Totals }, { additionalProperties: false }),
    ),
    savings: Type.Optional(
      Type.Object(
        {
          basisOrders: Type.Integer(),
          excludedUnfit: Type.Integer(),
          partial: Type.Boolean(),
          billedWeight: DualMass,
          billedWeightPer1000Orders: DualMass,
          billedWeightPct: Num,
          cost: Type.Optional(Num),
          costPer1000Orders: Type.Optional(Num),
        },
        { additionalProperties: false },
      ),
    ),
    marginalValue: Type.Object(
      {
        drop: Type.Array(Type.Object({ box: Type.String(), ...Delta }, { additionalProperties: false }), {
          description: 'Per catalogue box: what the totals would rise by without it.',
        }),
        bestAddition: Type.Union([
          Type.Object(
            {
              box: Type.Object(
                { id: Type.String(), generated: Type.Boolean(), dims: Dims, outerDims: Dims },
                { additionalProperties: false },
              ),
              ...Delta,
            },
            {
              additionalProperties: false,
              description: 'The candidate whose addition improves the objective most, and what it would save.',
            },
          ),
          Type.Null(),
        ]),
      },
      { additionalProperties: false },
    ),
    undecided: Type.Object(
      {
        ...UndecidedFields,
        current: Type.Optional(
          Type.Object(UndecidedFields, {
            additionalProperties: false,
            description: 'The same for the current boxes (with currentBoxes).',
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          "Order-box pairs of the catalogue still undecided that would bill less than the order's box, and an upper bound of what they may cost.",
      },
    ),
    checks: Type.Array(Check),
    searched: Searched,
    semantics: Type.Record(Type.String(), Type.String()),
    engine: Type.String(),
    engineVersion: Type.String(),
    inputHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    tier: Type.Optional(Type.Union([Type.Literal('anonymous'), Type.Literal('free')])),
    warning: Type.Optional(Type.String()),
    computeMs: Type.Optional(Num),
  },
  { additionalProperties: false },
);
export type BoxCatalogResponseBody = Static<typeof BoxCatalogResponse>;
