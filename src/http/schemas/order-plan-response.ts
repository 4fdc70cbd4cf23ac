/**
 * The documented 200 response of POST /api/order-plan (cm, kg). Not wired into the route's
 * serializer; tests assert that every body they get matches it.
 */
import { Type } from 'typebox';
import { CheckValue } from './response-parts.js';

const Num = (description: string) => Type.Number({ description });
const Xyz = Type.Object({ x: Type.Number(), y: Type.Number(), z: Type.Number() });

export const PalletCheckEntry = Type.Object({
  code: Type.Union(
    [
      'PLACEMENT_COMPLETE',
      'HEIGHT',
      'PAYLOAD',
      'STACK_LIMITS_PROVIDED',
      'HEAVY_OVER_LIGHT',
      'COG_OFFSET',
      'LIQUID_LOW',
      'SLENDER_STACK',
    ].map((c) => Type.Literal(c)),
  ),
  status: Type.Union(['pass', 'fail', 'warn', 'not_evaluated'].map((c) => Type.Literal(c))),
  observed: CheckValue,
  limit: CheckValue,
  assumption: Type.String(),
  field: Type.Optional(Type.String({ description: 'Request field to add when not_evaluated.' })),
  detail: Type.Optional(Type.String()),
});

const ChecksSummary = Type.Object({
  evaluated: Type.Integer(),
  notEvaluated: Type.Array(Type.String()),
  failed: Type.Array(Type.String()),
  warned: Type.Array(Type.String()),
});

export const PalletBoxEntry = Type.Object({
  id: Type.String(),
  label: Type.String(),
  l: Num('Extent along the pallet length, cm.'),
  w: Num('Extent across, cm.'),
  h: Num('Height, cm.'),
  px: Num('cm from the rear-left deck corner.'),
  py: Num('cm above the deck.'),
  pz: Num('cm across.'),
  weight: Num('kg.'),
});

const OrderPallet = Type.Object({
  pallet: Type.Integer({ minimum: 1 }),
  loadedHeight: Num('cm, base included.'),
  cargoWeight: Num('kg, cargo only.'),
  boxCount: Type.Integer(),
  volumeFillPct: Num('Carton volume over the pallet load space l × w × (maxHeight − baseHeight), %.'),
  boxes: Type.Array(PalletBoxEntry),
  remainder: Type.Array(Type.Object({ label: Type.String(), remaining: Type.Integer() })),
  approach: Type.String({
    description:
      "What built this pallet, outermost first: an order-plan step (dense/, caps/, tier/, or rebuilt/ when the pallet's cartons were planned again because its CoG would have made COG_OFFSET warn: by an approach, or as mirrored-halves) or the pallet engine (layers/, extreme-points/, blocks/, or a repair: fragile-deck/corner/ when fragile cartons left out went on the deck first), then the engine and carton order; +insertion, +top-repack, +pool-repack or +balance when a later step added, moved or reloaded cartons",
  }),
  cog: Type.Union([Xyz, Type.Null()]),
  cogOffsetPct: Type.Union([Type.Object({ x: Type.Number(), z: Type.Number() }), Type.Null()]),
  checks: Type.Array(PalletCheckEntry),
  checksSummary: ChecksSummary,
});

export const OrderPlanResponse = Type.Object({
  status: Type.Union([Type.Literal('complete'), Type.Literal('partial')]),
  placedCount: Type.Integer(),
  unplacedCount: Type.Integer(),
  palletCount: Type.Integer(),
  palletLowerBound: Type.Integer({ description: 'Largest of lowerBounds: no plan can use fewer pallets.' }),
  boundGapReason: Type.Union(
    [Type.Literal('fragile_tops'), Type.Literal('stack_limits'), Type.Literal('packing_loss'), Type.Null()],
    { description: 'Why palletCount exceeds palletLowerBound; null when it does not.' },
  ),
  boundGapDetail: Type.Union([Type.String(), Type.Null()]),
  lowerBounds: Type.Object({
    volume: Type.Integer(),
    weight: Type.Integer(),
    tall: Type.Integer(),
    fragile: Type.Integer(),
    big: Type.Integer(),
    level: Type.Integer(),
    stack: Type.Integer(),
    rescaled: Type.Integer(),
  }),
  maxPallets: Type.Integer(),
  allocation: Type.String({
    description:
      'What produced the pallets: sequential (the sequential fill, kept), sequential+insertion (the same, its last pallet emptied into the others) or search (a plan the allocation search found: whole-order kernels, value-corrected fills or reloads of 1-3 pallets).',
  }),
  search: Type.Object(
    {
      engine: Type.String(),
      budget: Type.Union([Type.Literal('default'), Type.Literal('thorough')]),
      work: Type.Number(),
      stoppedBy: Type.Union([Type.Literal('complete'), Type.Literal('budget'), Type.Literal('time_cap')]),
    },
    { description: 'Passed through from the engine: why the search stopped.' },
  ),
  notes: Type.Optional(Type.Array(Type.String())),
  byItem: Type.Array(
    Type.Object({
      label: Type.String(),
      requested: Type.Integer(),
      placed: Type.Integer(),
      remaining: Type.Integer(),
      reason: Type.Optional(Type.String()),
    }),
  ),
  pallets: Type.Array(OrderPallet),
  checks: Type.Array(PalletCheckEntry),
  version: Type.String(),
});
