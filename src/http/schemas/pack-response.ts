/** The documented 200 response of POST /api/pack (SPEC.md "Pack response"). */
import { Type } from 'typebox';
import { Box, Check, ChecksSummary, CogOffset, Open, Point3, RouteFields } from './response-parts.js';

export const PackResponse = Open({
  boxes: Type.Array(Box, { description: 'Placed boxes in loading order.' }),
  unplaced: Type.Integer({ description: 'Units not placed.' }),
  unplacedItems: Type.Array(Type.Object({ label: Type.String(), qty: Type.Integer(), reason: Type.String() }), { description: 'What was left out, per item, and why.' }),
  stats: Open({
    volumeUtil: Type.Number({ description: 'Placed volume, % of the space.' }),
    totalWeight: Type.Union([Type.Number(), Type.Null()]),
    weightUtil: Type.Union([Type.Number(), Type.Null()]),
    cog: Type.Union([Point3, Type.Null()]),
    cogOffsetPct: Type.Union([CogOffset, Type.Null()]),
  }, 'Volume and weight utilisation and the centre of gravity.'),
  zones: Type.Array(Type.Object({ unloadOrder: Type.Integer(), xStart: Type.Number(), xEnd: Type.Number(), count: Type.Integer() }), { description: 'Unload zones along the length, cm.' }),
  checks: Type.Array(Check),
  checksSummary: ChecksSummary,
  engine: Type.String(),
  search: Open({ budget: Type.String(), workLimit: Type.Number(), work: Type.Number(), stoppedBy: Type.String({ description: 'complete, budget or time_cap.' }) }, 'What the search spent and why it stopped.'),
  ...RouteFields,
}, 'A container or truck load plan.');
