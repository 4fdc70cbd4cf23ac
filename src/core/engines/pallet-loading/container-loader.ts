/**
 * The container engine as one more pallet loader, for a load the pallet approaches leave partial.
 *
 * Optimises: the pallet objective (objectives/pallet.ts) over one more candidate plan. Method: the
 * container engine's block building and beam search (container-loading/) run on the pallet's own
 * load space, which stops as soon as every carton is placed. A partial plan is returned as the
 * engine left it. A complete one, built against the full usable height, stands tall (the engine
 * fills volume, not height), so the ceiling is then bisected between the height lower bound and
 * the lowest complete load so far, as the blocks approach does (block-approach.ts), and the best
 * complete plan by the pallet objective (each measured centred, as the build ranks it) that the
 * plan checker passes is kept. The engine's own stow search (container stow objective: axles,
 * compactness) is skipped: here the pallet objective decides between the plans. The caller moves
 * the load toward the deck centre and re-checks it. Users who sent the same cartons to /api/pack
 * with the pallet's load space saw every carton placed while pallet-estimate answered `partial`:
 * with this loader, pallet-estimate never answers partial when the container engine places
 * everything, since the full-height run decides completeness and a lower ceiling only replaces it
 * with another complete plan.
 * Budget: CONTAINER_AT_PALLET_WORK work units of the container engine (its own units) for the
 * full-height run; then CEILING_PROBES runs, each with PROBE_FACTOR times the work the full-height
 * run took (at least PROBE_FLOOR, at most PROBE_CAP), so a load that completed cheaply is lowered
 * cheaply, and all of them together never more than that budget.
 */
import { checkPlan } from '../../checks/check-plan.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { CONTAINER_TUNING, solveContainerLoad, type ContainerTuning } from '../container-loading/index.js';
import { heightLowerBound } from './block-approach.js';
import { shiftLoadToCentre } from './load-shift.js';
import { bisectCeiling } from './ceiling-bisection.js';
import { offered, type Loader } from './loader.js';
import { comparePlans, measurePlan, type PlanMeasures } from './plan-ranking.js';

/**
 * A tenth of pack's default budget. On two fresh estimate sets (never tuned on) 10 million places
 * as many cartons as 20 or 40 million, 5 million slightly fewer (docs/benchmarks.md).
 */
export const CONTAINER_AT_PALLET_WORK = 10_000_000;

/** Lower ceilings tried once everything fits (docs/benchmarks.md, "pallet-estimate at 50 cartons"). */
const CEILING_PROBES = 3;
/** Work per lower ceiling, in multiples of what the full-height run took. */
const PROBE_FACTOR = 2;
/** Work per lower ceiling at least (a load placed by the first greedy pass takes only a few thousand). */
const PROBE_FLOOR = 50_000;
/**
 * Work per lower ceiling at most: a load the full-height run completed only after a long search
 * seldom completes lower within a few times that, so its probes are kept cheap.
 */
const PROBE_CAP = 500_000;

/** The pack service's tuning without its stow search: the pallet objective chooses between ceilings instead. */
const PALLET_SCALE_TUNING: ContainerTuning = { ...CONTAINER_TUNING, skipStowSearch: true };

/** Name of the loader in `approaches`: present only when it ran. */
export const CONTAINER_LOADER_NAME = 'container-engine';

/** The container engine's plan of the problem's cartons at `ceiling` (the full usable height by default). */
export function containerEnginePlan(
  problem: Problem,
  work: number,
  isTimeUp?: () => boolean,
  ceiling = problem.space.h,
): Plan {
  return solveContainerLoad(
    { ...problem, space: { ...problem.space, h: ceiling } },
    { budget: { work, isTimeUp } },
    PALLET_SCALE_TUNING,
  );
}

/**
 * The full-height plan, or when it places everything the best complete plan by the pallet
 * objective over it and the lower ceilings tried (see the file header); `work` counts every run.
 */
export function loweredContainerPlan(problem: Problem, work: number, isTimeUp?: () => boolean): Plan {
  const full = containerEnginePlan(problem, work, isTimeUp);
  if (full.unplaced.length > 0 || full.stats.stoppedBy === 'time_cap') return full;
  const measure = (plan: Plan): PlanMeasures =>
    measurePlan(problem, { ...plan, placements: shiftLoadToCentre(problem, plan.placements) });
  // never more in all than the full-height run's own budget
  const probeWork = Math.floor(
    Math.min(
      Math.max(PROBE_FLOOR, PROBE_FACTOR * full.stats.work),
      PROBE_CAP,
      (work - full.stats.work) / CEILING_PROBES,
    ),
  );
  let best = full;
  let bestMeasures = measure(full);
  let spent = full.stats.work;
  const run = (ceiling: number) => {
    const plan = containerEnginePlan(problem, probeWork, isTimeUp, ceiling);
    spent += plan.stats.work;
    return plan;
  };
  // A lower ceiling knows no more pallet-only rules than the full height: the checker has the last word.
  const offer = (plan: Plan) => {
    const m = measure(plan);
    if (comparePlans(m, bestMeasures) < 0 && checkPlan(problem, plan.placements).length === 0) {
      best = plan;
      bestMeasures = m;
    }
  };
  bisectCeiling(full, heightLowerBound(problem), CEILING_PROBES, run, offer, () => probeWork >= 1 && !isTimeUp?.());
  return { ...best, stats: { ...best.stats, work: spent } };
}

/** The container engine as a Loader (loader.ts). Its plan knows no pallet-only item rule: callers re-check it. */
export const CONTAINER_LOADER: Loader = {
  name: CONTAINER_LOADER_NAME,
  work: CONTAINER_AT_PALLET_WORK,
  load: (problem, offer, budget) => loweredContainerPlan(offered(problem, offer), budget.work, budget.isTimeUp),
};
