/**
 * The finish of a pallet build, after the approaches have run: the plans that contend for the
 * win get the flat-top finish (flat-top-finish.ts), the winner is chosen again by the pallet
 * ranking, and when its CoG would make COG_OFFSET warn its separate groups are laid out again
 * for balance (scattered-balance.ts).
 * A plan contends when the finish could make it win: complete (or as many cartons and as much
 * volume) as the best, and in the same or a lower height step (objectives/pallet.ts), where
 * fewer columns above the top decide; the others lose whatever their top. Neither step gives up a carton
 * or raises the load, and both keep a plan only when the plan checker passes it.
 */
import type { Problem } from '../../model/problem.js';
import type { ApproachResult, PalletLoadResult, SkippedApproach } from './index.js';
import { finishFlatTop } from './flat-top-finish.js';
import { heightStep } from '../../objectives/pallet.js';
import { comparePlans, measurePlan, type PartialPreference } from './plan-ranking.js';
import { balanceScattered } from './scattered-balance.js';

/** `ran`: the approaches' results in run order (at least one); `approaches`: every approach, run or skipped, in order. */
export function finishPalletBuild(
  problem: Problem,
  ran: readonly ApproachResult[],
  approaches: readonly (ApproachResult | SkippedApproach)[],
  partial: PartialPreference,
): PalletLoadResult {
  const first = bestOf(ran, partial);
  const done = new Map<ApproachResult, ApproachResult>();
  for (const r of ran)
    done.set(r, contends(r, first) ? withPlacements(problem, r, finishFlatTop(problem, r.plan.placements)) : r);
  const finished = bestOf(
    ran.map((r) => done.get(r)!),
    partial,
  );
  const balanced = withPlacements(problem, finished, balanceScattered(problem, finished.plan.placements));
  const final = (r: ApproachResult) => (done.get(r) === finished ? balanced : done.get(r)!);
  return { best: balanced, approaches: approaches.map((a) => ('plan' in a ? final(a) : a)) };
}

/** The best by the pallet ranking (ties: the earlier). */
function bestOf(results: readonly ApproachResult[], partial: PartialPreference): ApproachResult {
  return results.reduce((best, r) => (comparePlans(r.measures, best.measures, partial) < 0 ? r : best));
}

/** True when a flatter top could make `r` beat `best`: the same completeness, cartons and volume, and no higher height step. */
function contends(r: ApproachResult, best: ApproachResult): boolean {
  const a = r.measures,
    b = best.measures;
  if (
    a.complete !== b.complete ||
    (!a.complete && (a.placedCount !== b.placedCount || a.effectiveVolume !== b.effectiveVolume))
  )
    return false;
  return heightStep(a) <= heightStep(b);
}

function withPlacements(
  problem: Problem,
  r: ApproachResult,
  placements: ApproachResult['plan']['placements'],
): ApproachResult {
  if (placements === r.plan.placements) return r;
  const plan = { ...r.plan, placements };
  return { ...r, plan, measures: measurePlan(problem, plan) };
}
