import { Type, type Static } from 'typebox';

/**
 * The documented 200 response of POST /api/pack (cm, kg, %), for /openapi.json and the
 * tests (test/support/response-schema.ts). Not wired into the route's serializer.
 */

const Num = (description: string) => Type.Number({ description });
const NamedNumbers = Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()]));
const CheckValue = Type.Union([Type.Number(), Type.String(), Type.Null(), NamedNumbers], {
  description: 'A number, named numbers, a text, or null when not measured.',
});

const PackBox = Type.Object(
  {
    id: Type.String({ description: 'b1, b2, … in loading order.' }),
    label: Type.String(),
    l: Num(
      'Extent along x (length), cm: the carton side as sent (l, w, h alike; planned on the 0.1 mm grid, rounded up).',
    ),
    w: Num('Extent along z (width), cm.'),
    h: Num('Extent along y (up), cm.'),
    px: Num('Minimum corner x, cm from the front wall.'),
    py: Num('Minimum corner y, cm above the floor.'),
    pz: Num('Minimum corner z, cm from the left wall.'),
    weight: Type.Union([Type.Number(), Type.Null()], { description: 'kg per unit; null when not given.' }),
  },
  { additionalProperties: false, $id: 'PackBox', title: 'PackBox' },
);

const UnplacedItem = Type.Object(
  {
    label: Type.String(),
    qty: Type.Integer({ minimum: 1 }),
    reason: Type.Union([
      Type.Literal('no_orientation_fits_space'),
      Type.Literal('no_orientation_fits_door'),
      Type.Literal('exceeds_payload'),
      Type.Literal('no_room_found'),
      Type.Literal('left_out_for_balance'),
    ]),
  },
  { additionalProperties: false },
);

const Point = Type.Object({ x: Type.Number(), y: Type.Number(), z: Type.Number() }, { additionalProperties: false });

const PackStats = Type.Object(
  {
    volumeUtil: Num('Placed volume, % of the container.'),
    totalWeight: Type.Union([Type.Number(), Type.Null()], {
      description: 'Cargo kg; null when some placed unit has no weight.',
    }),
    weightUtil: Type.Union([Type.Number(), Type.Null()]),
    cog: Type.Union([Point, Type.Null()], {
      description: 'Cargo centre of gravity, cm from the rear-left floor corner.',
    }),
    cogOffsetPct: Type.Union([
      Type.Object({ x: Type.Number(), z: Type.Number() }, { additionalProperties: false }),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);

const PackDunnage = Type.Object(
  {
    px: Num('Gap start along x, cm from the front wall.'),
    py: Num('Gap bottom, cm above the floor.'),
    pz: Num('Gap start across, cm from the left wall.'),
    l: Num('Gap extent along x, cm.'),
    w: Num('Gap width across (to fill), cm.'),
    h: Num('Gap height, cm.'),
  },
  {
    additionalProperties: false,
    $id: 'PackDunnage',
    title: 'PackDunnage',
    description:
      'A gap across the width beside a tall column that the plan relies on dunnage (air bags) to fill; at most 20 cm wide.',
  },
);

const PackSecuringGap = Type.Object(
  {
    gap: Type.Union([Type.Literal('front'), Type.Literal('door'), Type.Literal('side')], {
      description: 'front: front wall to load; door: load face to door; side: across the width beside floor units.',
    }),
    method: Type.Union([Type.Literal('dunnage'), Type.Literal('blocking')], {
      description: 'dunnage (air bags) up to 20 cm across the gap, blocking (bracing, empty pallets) beyond.',
    }),
    px: Num('Gap start along x, cm from the front wall.'),
    py: Num('Gap bottom, cm above the floor.'),
    pz: Num('Gap start across, cm from the left wall.'),
    l: Num('Gap extent along x, cm.'),
    w: Num('Gap extent across, cm.'),
    h: Num('Height of the load face beside the gap, cm.'),
  },
  {
    additionalProperties: false,
    $id: 'PackSecuringGap',
    title: 'PackSecuringGap',
    description: 'A gap wider than 5 cm a load face must be blocked across (docs/checks.md, securing).',
  },
);

const PackFloorLoad = Type.Object(
  {
    peakKgPerM: Num('Most cargo mass on any 1 m of length, kg/m (each unit spread evenly over its length).'),
    peakAtCm: Num('Start of that metre, cm from the front wall.'),
    perMetreKg: Type.Array(Type.Number(), { description: 'Cargo kg on each metre of length from the front wall.' }),
    limitKgPerM: Type.Union([Type.Number(), Type.Null()], { description: 'container.maxFloorLoadPerM, or null.' }),
    status: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('not_evaluated')], {
      description: 'fail when peakKgPerM exceeds limitKgPerM; not_evaluated without a limit.',
    }),
  },
  { additionalProperties: false, $id: 'PackFloorLoad', title: 'PackFloorLoad' },
);

const CheckCode = Type.Union(
  [
    'PLACEMENT_COMPLETE',
    'DOOR_APERTURE',
    'PAYLOAD',
    'STACK_LIMITS_PROVIDED',
    'HEAVY_OVER_LIGHT',
    'COG_HEIGHT',
    'LOAD_VOIDS',
    'AXLE_LOADS',
    'VGM',
    'ZONE_SEGREGATION',
  ].map((c) => Type.Literal(c)),
);

const PackCheck = Type.Object(
  {
    code: CheckCode,
    status: Type.Union([
      Type.Literal('pass'),
      Type.Literal('fail'),
      Type.Literal('warn'),
      Type.Literal('not_evaluated'),
    ]),
    observed: CheckValue,
    limit: CheckValue,
    assumption: Type.String({ description: 'The rule, its threshold and source, and what it does not cover.' }),
    field: Type.Optional(
      Type.String({ description: 'With not_evaluated: the request field that would enable the check.' }),
    ),
    detail: Type.Optional(Type.String({ description: 'Specifics: by how much, where, and why.' })),
  },
  { additionalProperties: false, $id: 'PackCheck', title: 'PackCheck' },
);

export const PackResponse = Type.Object(
  {
    boxes: Type.Array(PackBox),
    unplaced: Type.Integer({ minimum: 0 }),
    unplacedItems: Type.Array(UnplacedItem),
    stats: PackStats,
    zones: Type.Array(
      Type.Object(
        { unloadOrder: Type.Integer(), xStart: Type.Number(), xEnd: Type.Number(), count: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    dunnage: Type.Array(PackDunnage, {
      description:
        'Gaps across the width that hold tall columns once filled with dunnage (the check catalogue at /docs/checks, free-standing columns); empty when none is needed.',
    }),
    securing: Type.Array(PackSecuringGap, {
      description: 'Every front, door and side gap wider than 5 cm that must be filled, with dunnage or blocking.',
    }),
    floorLoad: Type.Union([PackFloorLoad, Type.Null()], {
      description: 'Floor load per running metre; null when nothing is placed or some placed unit has no weight.',
    }),
    checks: Type.Array(PackCheck, { minItems: 10, maxItems: 10 }),
    checksSummary: Type.Object(
      {
        evaluated: Type.Integer(),
        notEvaluated: Type.Array(CheckCode),
        failed: Type.Array(CheckCode),
        warned: Type.Array(CheckCode),
      },
      { additionalProperties: false },
    ),
    engine: Type.String({ description: 'engine/version' }),
    search: Type.Object(
      {
        budget: Type.Union([Type.Literal('default'), Type.Literal('thorough')]),
        workLimit: Type.Number(),
        work: Type.Number(),
        stoppedBy: Type.Union([Type.Literal('complete'), Type.Literal('budget'), Type.Literal('time_cap')]),
        objective: Type.Optional(
          Type.Union([Type.Literal('volume'), Type.Literal('compactness_and_balance')], {
            description:
              'Which objective decided the plan: volume (not everything fitted), or compactness and balance once everything fitted.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    computeMs: Type.Optional(Type.Number()),
    tier: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export type PackResponseBody = Static<typeof PackResponse>;
