/**
 * POST /api/order-plan as a worker task: the order's cartons across at most maxPallets
 * pallets (order-allocation engine), each pallet with its boxes (ids unique across the
 * order: p{pallet}-b{n}), loaded height, cargo weight, checks and the per-item remainder
 * after it; the lower bound the pallet count is measured against; and order-wide checks.
 */
import { solveOrderPlan } from '../../core/engines/order-allocation/index.js';
import type { Plan } from '../../core/model/plan.js';
import { buildPalletReport, placementComplete, worstPerCode } from '../../core/reports/pallet-report.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { mapPalletRequest } from '../mappers/pallet-request.js';
import type { OrderPlanBody } from '../schemas/pallet.js';
import { itemTally, palletBoxes } from '../mappers/pallet-response.js';
import { TaskInputError, type TaskHandler } from '../tasks/task.js';

export const DEFAULT_MAX_PALLETS = 20;

/** Carton volume over the pallet's load space (l × w × (maxHeight − baseHeight)), %, 1 decimal. */
function fillPct(volume: number, space: { l: number; w: number; h: number }): number {
  return Math.round((1000 * volume) / (space.l * space.w * space.h)) / 10;
}

export const orderPlanHandler: TaskHandler<OrderPlanBody> = (body, ctx) => {
  const { request, maxPallets } = body;
  const budget = body.budget ?? 'default';
  if (maxPallets !== undefined && !(Number.isInteger(maxPallets) && maxPallets >= 1 && maxPallets <= 20)) {
    throw new TaskInputError(400, 'validation_failed', 'maxPallets must be an integer from 1 to 20', 'maxPallets');
  }
  const { problem, pallet, requested: sent } = mapPalletRequest(request, 'request.');
  const plan = solveOrderPlan(problem, {
    maxPallets: maxPallets ?? DEFAULT_MAX_PALLETS,
    isTimeUp: ctx.isTimeUp,
    effort: budget,
  });
  const requested = problem.items.reduce((s, it) => s + it.qty, 0);
  const placedCount = plan.pallets.reduce((s, p) => s + p.placements.length, 0);
  const pallets = plan.pallets.map((p, i) => {
    const asPlan: Plan = { placements: p.placements, unplaced: [], stats: plan.stats };
    const report = buildPalletReport(problem, asPlan, pallet, null, 'request.');
    return {
      pallet: i + 1,
      loadedHeight: report.loadedHeight,
      cargoWeight: report.cargoWeight,
      boxCount: p.placements.length,
      volumeFillPct: fillPct(p.measures.placedVolume, problem.space),
      boxes: palletBoxes(problem, p.placements, `p${i + 1}-b`, sent),
      remainder: problem.items.map((it, k) => ({ label: it.label, remaining: p.remainingAfter[k] })),
      approach: p.approach,
      cog: report.cog,
      cogOffsetPct: report.cogOffsetPct,
      checks: report.checks,
      checksSummary: report.checksSummary,
    };
  });
  const checks = [placementComplete(placedCount, requested), ...worstPerCode(pallets.map((p) => p.checks))];
  const allPlaced = placedCount === requested;
  const { value: palletLowerBound, ...lowerBounds } = plan.lowerBound;
  return {
    status: allPlaced ? 'complete' : 'partial',
    placedCount,
    unplacedCount: requested - placedCount,
    palletCount: pallets.length,
    palletLowerBound,
    boundGapReason: plan.boundGap?.reason ?? null,
    boundGapDetail: plan.boundGap?.detail ?? null,
    lowerBounds,
    maxPallets: maxPallets ?? DEFAULT_MAX_PALLETS,
    allocation: plan.stats.strategy,
    // Passed through from the engine, never invented here: a caller always learns why the search stopped.
    search: { engine: plan.stats.engine, budget, work: plan.stats.work, stoppedBy: plan.stats.stoppedBy },
    ...(plan.stats.stoppedBy === 'time_cap'
      ? {
          notes: [
            'The search hit the wall-time cap (search.stoppedBy = time_cap): cartons listed as not placed may fit with more time.',
          ],
        }
      : {}),
    byItem: itemTally(
      problem,
      plan.pallets.flatMap((p) => p.placements),
      plan.unplaced,
    ),
    pallets,
    checks,
    version: ENGINE_VERSION,
  };
};
