/**
 * The documented 200 response of POST /api/case-design (field meanings: docs/api/case-design.md).
 * Lengths and masses without a unit name are in the request's units; caseOuter, caseWeight,
 * board.weight and limits.palletTare carry both systems.
 */
import { Type, type Static } from 'typebox';

const Num = Type.Number();
const Int = Type.Integer({ minimum: 0 });
const Nullable = <T extends ReturnType<typeof Type.Object>>(t: T) => Type.Union([t, Type.Null()]);
const DualLength = Type.Object({ cm: Num, in: Num }, { additionalProperties: false });
const DualMass = Type.Object({ kg: Num, lb: Num }, { additionalProperties: false });
const Dims = Type.Object({ l: Num, w: Num, h: Num }, { additionalProperties: false });
const Status = Type.Union([
  Type.Literal('pass'),
  Type.Literal('fail'),
  Type.Literal('warn'),
  Type.Literal('not_evaluated'),
]);

export const CaseDesignCheck = Type.Object(
  {
    code: Type.Union(
      [
        'CASE_WEIGHT',
        'CASE_MAX_DIM',
        'CASE_COMPRESSION',
        'PALLET_HEIGHT',
        'PALLET_PAYLOAD',
        'CONTAINER_HEIGHT',
        'CONTAINER_PAYLOAD',
      ].map((c) => Type.Literal(c)),
    ),
    status: Status,
    observed: Type.Union([Num, Type.Null()]),
    limit: Type.Union([Num, Type.Null()]),
    unit: Type.String(),
    assumption: Type.String(),
    field: Type.Optional(Type.String({ description: 'Input to add when not_evaluated.' })),
    detail: Type.Optional(Type.String({ description: 'A short finding, when there is more to say.' })),
  },
  { additionalProperties: false },
);

const Pattern = Type.Object(
  {
    method: Type.Union([
      Type.Literal('homogeneous'),
      Type.Literal('guillotine'),
      Type.Literal('recursive-five-block'),
      Type.Literal('l-pieces'),
    ]),
    provedOptimal: Type.Boolean({
      description: 'The count meets the upper bound (area, Barnes and the equivalence-class area and Barnes bounds).',
    }),
    upperBound: Int,
    stoppedBy: Type.Union(
      ['upper-bound', 'levels-exhausted', 'budget', 'time-cap', 'too-fine'].map((c) => Type.Literal(c)),
    ),
    rects: Type.Array(Type.Object({ x: Num, z: Num, l: Num, w: Num }, { additionalProperties: false }), {
      description: 'Case footprints of one layer: x along the length, z along the width.',
    }),
  },
  { additionalProperties: false },
);

const PalletOut = Type.Object(
  {
    casesPerLayer: Int,
    layers: Int,
    cases: Int,
    units: Int,
    loadedHeight: Num,
    cargoWeight: Num,
    grossWeight: Num,
    fillPct: Num,
    limitedBy: Type.Union([Type.Literal('height'), Type.Literal('weight')]),
    deck: Type.Object({ l: Num, w: Num }, { additionalProperties: false }),
    layerPattern: Pattern,
  },
  { additionalProperties: false },
);

const FloorLoaded = Type.Object(
  {
    casesPerLayer: Int,
    layers: Int,
    cases: Int,
    units: Int,
    cargoWeight: Num,
    limitedBy: Type.Union([Type.Literal('space'), Type.Literal('payload')]),
    floorPattern: Pattern,
  },
  { additionalProperties: false },
);

const Palletised = Type.Object(
  {
    pallets: Int,
    palletsPerTier: Int,
    tiers: Int,
    layersPerPallet: Int,
    casesPerPallet: Int,
    units: Int,
    loadedHeight: Num,
    grossPerPallet: Num,
    cargoWeight: Num,
    limitedBy: Type.Union([Type.Literal('floor'), Type.Literal('payload'), Type.Literal('height')]),
    floorPattern: Pattern,
  },
  { additionalProperties: false },
);

const ContainerOut = Type.Object(
  {
    mode: Type.Union([Type.Literal('floor'), Type.Literal('pallets')]),
    units: Int,
    cases: Type.Optional(Int),
    pallets: Type.Optional(Int),
    floorLoaded: Nullable(FloorLoaded),
    palletised: Nullable(Palletised),
  },
  { additionalProperties: false },
);

const CostOut = Type.Object(
  {
    currency: Type.Union([Type.String(), Type.Null()]),
    total: Num,
    board: Num,
    handling: Num,
    palletFreight: Num,
    containerFreight: Num,
  },
  { additionalProperties: false },
);

export const CaseDesignCandidate = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    unitsPerCase: Type.Integer({ minimum: 1 }),
    arrangement: Type.Object(
      {
        alongLength: Int,
        alongWidth: Int,
        layers: Int,
        productStance: Type.Union([Type.Literal('upright'), Type.Literal('on-side'), Type.Literal('on-end')]),
        productExtents: Dims,
      },
      { additionalProperties: false },
    ),
    caseInner: Dims,
    caseOuter: Type.Object({ l: DualLength, w: DualLength, h: DualLength }, { additionalProperties: false }),
    caseWeight: DualMass,
    board: Type.Object({ areaM2: Num, weight: DualMass }, { additionalProperties: false }),
    dividers: Type.Optional(
      Type.Object(
        { thickness: DualLength, areaM2: Num, weight: DualMass },
        { additionalProperties: false, description: 'Only with caseConstraints.dividers: partitions and layer pads.' },
      ),
    ),
    pallet: Nullable(PalletOut),
    container: Nullable(ContainerOut),
    costPerUnit: Type.Optional(CostOut),
    checks: Type.Array(CaseDesignCheck),
    assumptions: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

export const CaseDesignResponse = Type.Object(
  {
    outcome: Type.Union([Type.Literal('found'), Type.Literal('none_within_search')]),
    units: Type.Union([Type.Literal('cm-kg'), Type.Literal('in-lb')]),
    product: Type.Object({ label: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }),
    candidates: Type.Array(CaseDesignCandidate),
    checks: Type.Array(CaseDesignCheck),
    CHECK_SEMANTICS: Type.Object(
      {
        pass: Type.String(),
        fail: Type.String(),
        warn: Type.String(),
        not_evaluated: Type.String(),
        scope: Type.String(),
      },
      { additionalProperties: false },
    ),
    searched: Type.Object(
      {
        quantities: Type.Array(Type.Integer({ minimum: 1 })),
        factorisations: Int,
        distinctOuterDims: Int,
        evaluated: Int,
        rejected: Type.Object(
          { maxDim: Int, maxWeight: Int, productLayers: Int, pallet: Int, container: Int },
          { additionalProperties: false },
        ),
        truncatedAtOuterDims: Type.Boolean(),
        patternSearches: Int,
        patternsProvedOptimal: Int,
        patternsStoppedByBudget: Int,
        patternWork: Int,
        patternsOverLayerCap: Int,
        stoppedBy: Type.Union([Type.Literal('complete'), Type.Literal('time-cap')]),
      },
      { additionalProperties: false },
    ),
    limits: Type.Object(
      {
        quantities: Int,
        outerDims: Int,
        casesPerLayerPattern: Int,
        manualHandlingGuide: DualMass,
        unitsPerCase: Int,
        candidates: Int,
        tiers: Int,
        palletTare: DualMass,
      },
      { additionalProperties: false },
    ),
    notes: Type.Array(Type.String()),
    engineVersion: Type.String(),
    inputHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    computeMs: Type.Optional(Num),
    tier: Type.Optional(Type.String()),
    warning: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type CaseDesignResponseBody = Static<typeof CaseDesignResponse>;
