/** The documented 200 responses of POST /api/pallet-estimate and POST /api/order-plan (cm/kg). */
import { Type } from 'typebox';
import { Box, Check, ChecksSummary, CogOffset, ItemTally, Open, Point3, RouteFields } from './response-parts.js';

const Status = Type.Union([Type.Literal('complete'), Type.Literal('partial')], { description: 'complete: every carton placed.' });
const Cog = Type.Union([Point3, Type.Null()], { description: 'Cargo CoG from the rear-left deck corner, cm; null when empty.' });
const CogPct = Type.Union([CogOffset, Type.Null()]);

export const PalletEstimateResponse = Open({
  status: Status,
  loadedHeight: Type.Number({ description: 'Base height + cargo top, cm.' }),
  cargoWeight: Type.Number({ description: 'kg.' }),
  byItem: Type.Array(ItemTally),
  boxes: Type.Array(Box),
  placedCount: Type.Integer(),
  unplacedCount: Type.Integer(),
  approach: Type.String({ description: 'The approach whose plan was chosen.' }),
  approaches: Type.Array(Open({
    name: Type.String(),
    status: Type.String({ description: 'complete, partial or skipped.' }),
    reason: Type.Optional(Type.String({ description: 'Why it was skipped.' })),
    loadedHeight: Type.Optional(Type.Number()),
    placedCount: Type.Optional(Type.Integer()),
    cogOffsetPct: Type.Optional(CogOffset),
    computeMs: Type.Optional(Type.Number({ description: 'Wall time of this approach, ms (not part of the byte-for-byte promise).' })),
    work: Type.Optional(Type.Number()),
    stoppedBy: Type.Optional(Type.String()),
    method: Type.Optional(Type.String()),
    chosen: Type.Optional(Type.Boolean()),
  }, 'One approach tried or skipped.')),
  heightLowerBound: Type.Number({ description: 'A valid lower bound on the loaded height, cm.' }),
  cog: Cog,
  cogOffsetPct: CogPct,
  checks: Type.Array(Check),
  checksSummary: ChecksSummary,
  version: Type.String({ description: 'Engine version.' }),
  ...RouteFields,
}, 'One pallet: the best of three approaches.');

export const OrderPlanPallet = Open({
  pallet: Type.Integer({ description: '1-based.' }),
  loadedHeight: Type.Number(),
  cargoWeight: Type.Number(),
  boxCount: Type.Integer(),
  boxes: Type.Array(Box),
  remainder: Type.Array(Type.Object({ label: Type.String(), remaining: Type.Integer() })),
  approach: Type.String(),
  cog: Cog,
  cogOffsetPct: CogPct,
  checks: Type.Array(Check),
  checksSummary: ChecksSummary,
}, 'One pallet of the order.');

export const OrderPlanResponse = Open({
  status: Status,
  placedCount: Type.Integer(),
  unplacedCount: Type.Integer(),
  palletCount: Type.Integer(),
  palletLowerBound: Type.Integer({ description: 'A valid lower bound on the pallet count.' }),
  lowerBounds: Type.Record(Type.String(), Type.Integer(), { description: 'The bounds whose maximum is palletLowerBound.' }),
  maxPallets: Type.Integer(),
  allocation: Type.String(),
  search: Open({ engine: Type.String(), work: Type.Number(), stoppedBy: Type.String() }, 'Why the search stopped (complete, budget, time_cap).'),
  byItem: Type.Array(ItemTally),
  pallets: Type.Array(OrderPlanPallet),
  checks: Type.Array(Check, { description: 'Order-wide: placement, then the worst pallet per code (its value and pallet named).' }),
  version: Type.String(),
  ...RouteFields,
}, 'An order across pallets.');
