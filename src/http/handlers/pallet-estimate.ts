/**
 * POST /api/pallet-estimate as a worker task: the pallet engine (three approaches, the best
 * plan by complete, then flattest among loads of about the same height, then lowest; a plan
 * whose CoG would make COG_OFFSET warn gives way to the lowest one of its cartons that would
 * not), its report, and what every approach did in `approaches[]`, timed here since the core
 * has no clock.
 */
import { heightLowerBound, solvePalletLoad, withQuantities } from '../../core/engines/pallet-loading/index.js';
import { buildPalletReport } from '../../core/reports/pallet-report.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { mapPalletRequest } from '../mappers/pallet-request.js';
import type { PalletEstimateBody } from '../schemas/pallet.js';
import { itemTally, palletBoxes, palletCm } from '../mappers/pallet-response.js';
import type { TaskHandler } from '../tasks/task.js';

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

export const palletEstimateHandler: TaskHandler<PalletEstimateBody> = (body, ctx) => {
  const { problem, pallet, requested: sent } = mapPalletRequest(body);
  const ms = new Map<string, number>();
  let started = 0;
  const { best, approaches } = solvePalletLoad(problem, {
    isTimeUp: ctx.isTimeUp,
    cogBalance: true,
    topUp: true,
    containerLoader: true,
    observe: (name, phase) => {
      if (phase === 'start') started = performance.now();
      else ms.set(name, round(performance.now() - started, 1));
    },
  });
  const requested = problem.items.reduce((s, it) => s + it.qty, 0);
  const placedQty = problem.items.map(() => 0);
  for (const p of best.plan.placements) placedQty[p.item]++;
  const report = buildPalletReport(problem, best.plan, pallet, requested);
  return {
    status: best.measures.complete ? 'complete' : 'partial',
    loadedHeight: report.loadedHeight,
    cargoWeight: report.cargoWeight,
    byItem: itemTally(problem, best.plan.placements, best.plan.unplaced),
    boxes: palletBoxes(problem, best.plan.placements, 'b', sent),
    placedCount: best.plan.placements.length,
    unplacedCount: requested - best.plan.placements.length,
    approach: best.name,
    approaches: approaches.map((a) => {
      if ('skipped' in a) return { name: a.name, status: 'skipped', reason: a.skipped };
      const m = a.measures;
      return {
        name: a.name,
        status: m.complete ? 'complete' : 'partial',
        loadedHeight: palletCm(pallet.baseHeight + m.height),
        placedCount: m.placedCount,
        cogOffsetPct: { x: round(m.cogOffsetPct.x, 2), z: round(m.cogOffsetPct.z, 2) },
        computeMs: ms.get(a.name) ?? null,
        work: a.plan.stats.work,
        stoppedBy: a.plan.stats.stoppedBy,
        method: a.plan.stats.engine,
        ...(a === best ? { chosen: true } : {}),
      };
    }),
    // Of the load actually placed, so that loadedHeight can be judged against it.
    heightLowerBound: palletCm(pallet.baseHeight + heightLowerBound(withQuantities(problem, placedQty))),
    cog: report.cog,
    cogOffsetPct: report.cogOffsetPct,
    checks: report.checks,
    checksSummary: report.checksSummary,
    version: ENGINE_VERSION,
  };
};
