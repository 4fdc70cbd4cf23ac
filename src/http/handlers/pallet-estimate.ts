/**
 * POST /api/pallet-estimate as a worker task: the three pallet approaches on one pallet,
 * the best plan by the pallet ranking (complete, then lowest, then most central), its
 * report, and every approach's outcome in `approaches[]`.
 * When an approach reaches the height lower bound with everything placed, no other can do
 * better, so the rest are reported as `skipped` rather than run.
 */
import {
  bestResult, heightLowerBound, PALLET_APPROACHES, runApproach, withQuantities, type ApproachResult,
} from '../../core/engines/pallet-loading/index.js';
import { buildPalletReport } from '../../core/reports/pallet-report.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { mapPalletRequest, type PalletRequestInput } from '../mappers/pallet-request.js';
import { itemTally, palletBoxes, palletCm } from '../mappers/pallet-response.js';
import type { TaskHandler } from '../tasks/task.js';

export const palletEstimateHandler: TaskHandler = (body, ctx) => {
  const { problem, pallet } = mapPalletRequest(body as PalletRequestInput);
  const lowest = heightLowerBound(problem);
  const ran: { result: ApproachResult; ms: number }[] = [];
  const outcomes: Record<string, unknown>[] = [];
  let proven = false;
  for (const approach of PALLET_APPROACHES) {
    if (proven || (ran.length > 0 && ctx.isTimeUp())) {
      outcomes.push({ name: approach.name, status: 'skipped', reason: proven ? 'an earlier approach reached the height lower bound' : 'time cap reached' });
      continue;
    }
    const start = performance.now();
    const result = runApproach(approach, problem, ctx.isTimeUp);
    const ms = Math.round((performance.now() - start) * 10) / 10;
    ran.push({ result, ms });
    const m = result.measures;
    outcomes.push({
      name: approach.name,
      status: m.complete ? 'complete' : 'partial',
      loadedHeight: palletCm(pallet.baseHeight + m.height),
      placedCount: m.placedCount,
      cogOffsetPct: { x: round2(m.cogOffsetPct.x), z: round2(m.cogOffsetPct.z) },
      ms,
      work: result.plan.stats.work,
      stoppedBy: result.plan.stats.stoppedBy,
      method: result.plan.stats.engine,
    });
    proven = m.complete && m.height <= lowest;
  }
  const best = bestResult(ran.map((r) => r.result));
  for (const o of outcomes) if (o.name === best.name) o.chosen = true;
  const requested = problem.items.reduce((s, it) => s + it.qty, 0);
  const placedQty = problem.items.map(() => 0);
  for (const p of best.plan.placements) placedQty[p.item]++;
  const report = buildPalletReport(problem, best.plan, pallet, requested);
  return {
    status: best.measures.complete ? 'complete' : 'partial',
    loadedHeight: report.loadedHeight,
    cargoWeight: report.cargoWeight,
    byItem: itemTally(problem, best.plan.placements, best.plan.unplaced),
    boxes: palletBoxes(problem, best.plan.placements),
    placedCount: best.plan.placements.length,
    unplacedCount: requested - best.plan.placements.length,
    approach: best.name,
    approaches: outcomes,
    // Of the load actually placed, so that loadedHeight can be judged against it.
    heightLowerBound: palletCm(pallet.baseHeight + heightLowerBound(withQuantities(problem, placedQty))),
    cog: report.cog,
    cogOffsetPct: report.cogOffsetPct,
    checks: report.checks,
    checksSummary: report.checksSummary,
    version: ENGINE_VERSION,
  };
};

const round2 = (x: number) => Math.round(x * 100) / 100;
