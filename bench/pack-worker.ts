/** One bench:pack instance in a worker thread: default budget, wall time measured here, plan checked. */
import { checkPlan } from '../src/core/checks/check-plan.js';
import { CONTAINER_BUDGETS, PACK_TUNING, solveContainerLoad } from '../src/core/engines/container-loading/index.js';
import { packInstance } from './pack-instances.js';

export interface PackTask {
  readonly units: number;
  readonly seed: number;
  readonly work?: number;
}
export interface PackResult {
  readonly units: number;
  readonly seed: number;
  readonly ms: number;
  readonly fill: number;
  readonly placed: number;
  readonly stoppedBy: string;
  readonly violations: string[];
}

export default function runPack(task: PackTask): PackResult {
  const problem = packInstance(task.units, task.seed);
  const t0 = performance.now();
  const plan = solveContainerLoad(problem, { budget: { work: task.work ?? CONTAINER_BUDGETS.default } }, PACK_TUNING);
  const ms = performance.now() - t0;
  const { l, w, h } = problem.space;
  const loaded = plan.placements.reduce((s, p) => s + p.dx * p.dy * p.dz, 0);
  const violations = checkPlan(problem, plan.placements).map(
    (v) => `units ${task.units} seed ${task.seed} ${v.code}: ${v.message}`,
  );
  return {
    units: task.units,
    seed: task.seed,
    ms,
    fill: (100 * loaded) / (l * w * h),
    placed: plan.placements.length,
    stoppedBy: plan.stats.stoppedBy,
    violations,
  };
}
