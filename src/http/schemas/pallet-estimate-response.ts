/**
 * The documented 200 response of POST /api/pallet-estimate (cm, kg). Not wired into the
 * route's serializer; tests assert that every body they get matches it.
 */
import { Type } from 'typebox';
import { PalletBoxEntry, PalletCheckEntry } from './order-plan-response.js';

const Offset = Type.Object({ x: Type.Number(), z: Type.Number() });

const ApproachRun = Type.Object({
  name: Type.String({
    description:
      "layers, extreme-points, blocks, or a step after them that ran and won: fragile-towers, then fragile-deck (fragile cartons left out put on the deck first), then mirrored-halves (when every approach's plan would make COG_OFFSET warn: the cartons loaded again as two halves of equal weight, the second turned 180° about the deck centre). A plan whose CoG would warn gives way to the lowest complete plan of another approach, or the halves, whose CoG would not. Then top-up: a plan that leaves cartons out with more of them placed in its gaps and on its tops. Last, container-engine: when the plan still leaves cartons out, the container engine (pack's) run on the pallet's load space, chosen when it places more.",
  }),
  status: Type.Union([Type.Literal('complete'), Type.Literal('partial')]),
  loadedHeight: Type.Number(),
  placedCount: Type.Integer(),
  cogOffsetPct: Offset,
  computeMs: Type.Union([Type.Number(), Type.Null()]),
  work: Type.Number(),
  stoppedBy: Type.String(),
  method: Type.String(),
  chosen: Type.Optional(Type.Literal(true)),
});

const ApproachSkipped = Type.Object({ name: Type.String(), status: Type.Literal('skipped'), reason: Type.String() });

export const PalletEstimateResponse = Type.Object({
  status: Type.Union([Type.Literal('complete'), Type.Literal('partial')]),
  loadedHeight: Type.Number({ description: 'cm, base included.' }),
  cargoWeight: Type.Number({ description: 'kg, cargo only.' }),
  byItem: Type.Array(
    Type.Object({
      label: Type.String(),
      requested: Type.Integer(),
      placed: Type.Integer(),
      remaining: Type.Integer(),
      reason: Type.Optional(Type.String()),
    }),
  ),
  boxes: Type.Array(PalletBoxEntry),
  placedCount: Type.Integer(),
  unplacedCount: Type.Integer(),
  approach: Type.String(),
  approaches: Type.Array(Type.Union([ApproachRun, ApproachSkipped])),
  heightLowerBound: Type.Number(),
  cog: Type.Union([Type.Object({ x: Type.Number(), y: Type.Number(), z: Type.Number() }), Type.Null()]),
  cogOffsetPct: Type.Union([Offset, Type.Null()]),
  checks: Type.Array(PalletCheckEntry),
  checksSummary: Type.Object({
    evaluated: Type.Integer(),
    notEvaluated: Type.Array(Type.String()),
    failed: Type.Array(Type.String()),
    warned: Type.Array(Type.String()),
  }),
  version: Type.String(),
});
