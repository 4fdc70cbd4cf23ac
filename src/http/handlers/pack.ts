/**
 * POST /api/pack as a worker task: request → core problem → container engine → response.
 * The engine and its budgets are injected so tests can run the mapping with a stub engine.
 */
import { CONTAINER_BUDGETS, PACK_TUNING, solveContainerLoad } from '../../core/engines/container-loading/index.js';
import type { SolveOptions } from '../../core/engines/engine.js';
import type { Plan } from '../../core/model/plan.js';
import type { Problem } from '../../core/model/problem.js';
import { mapPackRequest, type PackBudgetName } from '../mappers/pack-request.js';
import type { PackRequestBody } from '../schemas/pack.js';
import { buildPackResponse } from '../mappers/pack-response.js';
import type { TaskHandler } from '../tasks/task.js';

export interface ContainerEngine {
  readonly solve: (problem: Problem, options: SolveOptions) => Plan;
  /** Work units per named budget. */
  readonly budgets: Readonly<Record<PackBudgetName, number>>;
}

export function createPackHandler(engine: ContainerEngine): TaskHandler<PackRequestBody> {
  return (body, ctx) => {
    const request = mapPackRequest(body);
    const work = engine.budgets[request.budget];
    const plan = engine.solve(request.problem, {
      budget: { work, isTimeUp: ctx.isTimeUp },
      ...(request.startPlan ? { startPlan: request.startPlan } : {}),
    });
    return buildPackResponse(request, plan, work);
  };
}

export const packHandler: TaskHandler<PackRequestBody> = createPackHandler({
  solve: (problem, options) => solveContainerLoad(problem, options, PACK_TUNING),
  budgets: CONTAINER_BUDGETS,
});
