/**
 * The documented 200 response of POST /api/consolidate (docs/api/consolidate.md). Tests
 * assert every body they get against it; it is not wired into the route's serialization.
 */
import { Type, type Static } from 'typebox';

const Hash = Type.String({ pattern: '^[0-9a-f]{64}$' });
const Count = Type.Integer({ minimum: 0 });
const Num = Type.Number();
const NullableNum = Type.Union([Type.Number(), Type.Null()]);
const Currency = Type.Union([Type.String({ pattern: '^[A-Z]{3}$' }), Type.Null()]);
const Status = Type.Union([Type.Literal('complete'), Type.Literal('partial')]);
const StoppedBy = Type.Union([Type.Literal('complete'), Type.Literal('budget'), Type.Literal('time_cap')]);
const Preset = Type.Union([Type.Literal('20gp'), Type.Literal('40gp'), Type.Literal('40hq')]);
const Closed = { additionalProperties: false } as const;

const DualLength = Type.Object({ cm: Num, in: Num }, Closed);
const DualMass = Type.Object({ kg: Num, lb: Num }, Closed);
const DualVolume = Type.Object({ cbm: Num, cft: Num }, Closed);
const CheckValue = Type.Union([Type.Number(), Type.String(), Type.Null(), Type.Record(Type.String(), NullableNum)]);

export const ConsolidateCheck = Type.Object(
  {
    code: Type.String(),
    status: Type.Union([
      Type.Literal('pass'),
      Type.Literal('fail'),
      Type.Literal('warn'),
      Type.Literal('not_evaluated'),
    ]),
    observed: CheckValue,
    limit: CheckValue,
    assumption: Type.String(),
    field: Type.Optional(Type.String()),
    detail: Type.Optional(Type.String()),
  },
  Closed,
);

const Box = Type.Object(
  {
    id: Type.String(),
    poId: Type.String(),
    sku: Type.Union([Type.String(), Type.Null()]),
    label: Type.String(),
    l: Num,
    w: Num,
    h: Num,
    px: Num,
    py: Num,
    pz: Num,
    weight: Num,
  },
  { ...Closed, description: 'cm and kg; l, w, h are the extents along x, z, y after rotation; x runs to the door.' },
);

const Container = Type.Object(
  {
    preset: Preset,
    interior: Type.Object({ l: DualLength, w: DualLength, h: DualLength }, Closed),
    payload: Type.Union([DualMass, Type.Null()]),
    pos: Type.Array(Type.Object({ poId: Type.String(), cartons: Count }, Closed)),
    cartons: Count,
    cargoWeight: DualMass,
    cargoVolume: DualVolume,
    boxes: Type.Array(Box),
    zones: Type.Array(Type.Object({ unloadOrder: Type.Integer(), xStart: Num, xEnd: Num, count: Count }, Closed)),
    dunnage: Type.Array(Type.Object({ px: Num, py: Num, pz: Num, l: Num, w: Num, h: Num }, Closed), {
      description:
        'Gaps across the width (cm; w = gap width, at most 20 cm) that hold tall stacks once filled with dunnage, as in the pack response.',
    }),
    stats: Type.Object(
      {
        volumeUtil: Num,
        totalWeight: NullableNum,
        weightUtil: NullableNum,
        cog: Type.Union([Type.Object({ x: Num, y: Num, z: Num }, Closed), Type.Null()]),
        cogOffsetPct: Type.Union([Type.Object({ x: Num, z: Num }, Closed), Type.Null()]),
      },
      Closed,
    ),
    checks: Type.Array(ConsolidateCheck),
    checksSummary: Type.Object(
      {
        evaluated: Count,
        notEvaluated: Type.Array(Type.String()),
        failed: Type.Array(Type.String()),
        warned: Type.Array(Type.String()),
      },
      Closed,
    ),
    search: Type.Object(
      {
        mixesConsidered: Count,
        mixesPacked: Count,
        closestMixFallback: Type.Boolean(),
        mixShare: Type.Object(
          { volumePct: Num, weightPct: Num },
          {
            ...Closed,
            description:
              'The packed mix (carried cartons included) as a share of the container: volume (the 55-85 % band is by volume) and weight of the payload.',
          },
        ),
        workLimit: Count,
        work: Count,
        stoppedBy: StoppedBy,
        engine: Type.String(),
      },
      {
        ...Closed,
        description:
          'How much search this container got: candidate PO mixes in the band, how many were packed, and the container engine work spent of its limit.',
      },
    ),
  },
  Closed,
);

const Amounts = { cartons: Count, volume: DualVolume, weight: DualMass };
const RemainderItem = Type.Object(
  {
    sku: Type.Union([Type.String(), Type.Null()]),
    label: Type.String(),
    qty: Count,
    reason: Type.Union(
      [
        'no_orientation_fits_space',
        'no_orientation_fits_door',
        'exceeds_payload',
        'no_room_found',
        'container_count_exhausted',
        'lcl_cheaper',
      ].map((r) => Type.Literal(r)),
    ),
  },
  Closed,
);

const Plan = Type.Object(
  {
    strategy: Type.String(),
    status: Status,
    containerCount: Count,
    containers: Type.Array(Container),
    remainder: Type.Object(
      {
        ...Amounts,
        cbm: Num,
        byPo: Type.Array(Type.Object({ poId: Type.String(), ...Amounts, items: Type.Array(RemainderItem) }, Closed)),
      },
      Closed,
    ),
    lcl: Type.Optional(
      Type.Object(
        {
          basis: Type.Literal('W/M'),
          unverified: Type.Literal(true),
          cbm: Num,
          tonnes: Num,
          chargeable: Num,
          minCbm: Num,
          ratePerCbm: NullableNum,
          amount: NullableNum,
          currency: Currency,
        },
        { ...Closed, description: 'Present when the plan has a remainder. Unverified volume economics.' },
      ),
    ),
    cost: Type.Union(
      [
        Type.Object(
          {
            currency: Currency,
            containers: Type.Array(
              Type.Object({ preset: Preset, count: Count, ratePerContainer: Num, amount: Num }, Closed),
            ),
            lcl: Num,
            total: Num,
          },
          Closed,
        ),
        Type.Null(),
      ],
      { description: 'null when a rate the plan needs is missing; missingRates names it.' },
    ),
    missingRates: Type.Array(Type.String()),
    candidateHash: Hash,
    checks: Type.Array(ConsolidateCheck),
    notes: Type.Array(Type.String()),
  },
  Closed,
);

export const ConsolidateResponse = Type.Object(
  {
    status: Status,
    outcome: Type.Union([Type.Literal('found'), Type.Literal('none_fit_budget')]),
    eligible: Type.Object(
      {
        poIds: Type.Array(Type.String()),
        skipped: Type.Array(Type.Object({ poId: Type.String(), reason: Type.String() }, Closed)),
      },
      Closed,
    ),
    cargo: Type.Object({ pos: Count, ...Amounts, currency: Currency }, Closed),
    ranking: Type.Object(
      { costCompared: Type.Boolean(), by: Type.Array(Type.String()) },
      {
        ...Closed,
        description:
          'costCompared: every rate was given, tails were priced both ways and cost ranks the plans; by: the ranking keys, most important first.',
      },
    ),
    plans: Type.Array(Plan, { maxItems: 3 }),
    searched: Type.Object(
      { mixes: Count, packs: Count, budget: Count, workPerPack: Count, work: Count, stoppedBy: StoppedBy },
      {
        ...Closed,
        description:
          'work: container-engine work units spent in all; each run gets workPerPack per 300 cartons offered (1-4 times), the total within budget × workPerPack.',
      },
    ),
    engineVersion: Type.String(),
    inputHash: Hash,
    semantics: Type.Record(Type.String(), Type.String()),
    notes: Type.Array(Type.String()),
    computeMs: Type.Optional(Num),
    tier: Type.Optional(Type.Union([Type.Literal('anonymous'), Type.Literal('free')])),
    warning: Type.Optional(Type.String()),
  },
  Closed,
);
export type ConsolidateResponseBody = Static<typeof ConsolidateResponse>;
