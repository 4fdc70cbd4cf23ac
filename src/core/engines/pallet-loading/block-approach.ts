/**
 * Pallet approach "blocks": block building over maximal free spaces with beam search (the
 * container engine, container-loading/index.ts), turned toward low loads by lowering the
 * space's ceiling: once everything fits, the ceiling is bisected between the height lower
 * bound and the best loaded height found, so the blocks are forced to spread sideways.
 * The winner then gets the CoG centring pass.
 * Follows: Fanslau & Bortfeldt (2010), Parreño et al. (2008), Araya & Riff (2014), via the
 * container engine.
 * Limits: each ceiling is a full engine run, so only a few ceilings fit in the budget.
 * Work = the container engine's units (blocks examined), split between the runs.
 */
import { bisectCeiling } from './ceiling-bisection.js';
import { allowedShapes } from '../../geometry/orientation.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { DEFAULT_TUNING, solveContainerLoad, type ContainerTuning } from '../container-loading/index.js';
import type { SolveOptions } from '../engine.js';
import { centreCog } from './cog-centering.js';
import { LoadState } from './load-state.js';
import { buildOrder, unplacedList } from './pallet-plan.js';

export const BLOCKS_NAME = 'blocks';
const RUNS = 3;
const RUNS_WITH_HINT = 2;
/** Pallet loads hold at most 200 cartons: far fewer candidate blocks than a container needs keep each run fast. */
export const PALLET_TUNING: ContainerTuning = {
  ...DEFAULT_TUNING,
  maxBlocks: 500,
  perShapeCap: 50,
  heavyLowBuild: true,
};

/** Lowest possible loaded height: volume over footprint, and the tallest carton's lowest stance. */
export function heightLowerBound(problem: Problem): number {
  const { l, w } = problem.space;
  let volume = 0;
  let tallest = 0;
  for (const it of problem.items) {
    if (it.qty === 0) continue;
    volume += it.l * it.w * it.h * it.qty;
    tallest = Math.max(tallest, Math.min(...allowedShapes(it).map((s) => s.dy)));
  }
  return Math.max(tallest, Math.ceil(volume / (l * w)));
}

/**
 * `below`: the lowest complete loaded height another approach already found (length units);
 * `tuning`: the container engine's block caps (wider ones fill a pallet from many cartons better).
 * The first run then uses a ceiling just under it, since only a lower load can win; if
 * that fails, one run at the full height gives this approach's own plan.
 */
export function solveBlocks(
  problem: Problem,
  options: SolveOptions,
  below?: number,
  tuning: ContainerTuning = PALLET_TUNING,
): Plan {
  const runs = below === undefined ? RUNS : RUNS_WITH_HINT;
  const perRun = Math.max(1, Math.floor(options.budget.work / runs));
  let work = 0;
  let used = 0;
  const run = (h: number): Plan => {
    used++;
    const plan = solveContainerLoad(
      { ...problem, space: { ...problem.space, h } },
      { budget: { work: perRun, isTimeUp: options.budget.isTimeUp }, seed: options.seed },
      tuning,
    );
    work += plan.stats.work;
    return plan;
  };
  const lowest = heightLowerBound(problem);
  const underHint = below !== undefined && below - 1 >= lowest && below - 1 < problem.space.h;
  let best = run(underHint ? below - 1 : problem.space.h);
  if (underHint && best.unplaced.length > 0) best = run(problem.space.h);
  if (best.unplaced.length === 0)
    bisectCeiling(
      best,
      lowest,
      runs - used,
      run,
      (plan) => {
        best = plan;
      },
      () => best.stats.stoppedBy !== 'time_cap',
    );
  const centred = relaidAndCentred(problem, best, options);
  return {
    ...centred,
    stats: { engine: `${BLOCKS_NAME}/${best.stats.engine}`, work, stoppedBy: best.stats.stoppedBy },
  };
}

/**
 * The plan re-laid through a load state (which re-checks every rule) with its CoG centred;
 * unchanged if any box is refused, except under the item rules bottomOnly and maxLayers,
 * which the container engine may not know: boxes refused for them are left out.
 */
function relaidAndCentred(problem: Problem, plan: Plan, options: SolveOptions): Plan {
  const state = new LoadState(problem);
  let refused = 0;
  for (const p of buildOrder(plan.placements)) if (!state.place(p)) refused++;
  const itemRules = problem.items.some((it) => it.bottomOnly || it.maxLayers !== undefined);
  if (refused > 0 && !itemRules) return { ...plan, placements: buildOrder(plan.placements) };
  centreCog(state, new WorkMeter({ work: 200_000, isTimeUp: options.budget.isTimeUp }));
  if (refused === 0) return { ...plan, placements: buildOrder(state.placements) };
  const left = problem.items.map((it) => it.qty);
  for (const p of state.placements) left[p.item]--;
  const cartons = left.flatMap((q, item) => Array.from({ length: q }, () => item));
  return {
    ...plan,
    placements: buildOrder(state.placements),
    unplaced: unplacedList(problem, cartons, state.cargoWeight),
  };
}
