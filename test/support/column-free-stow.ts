import assert from 'node:assert/strict';
import { stowInstance } from '../../bench/stow.js';
import { checkPlan } from '../../src/core/checks/check-plan.js';
import {
  CONTAINER_BUDGETS,
  CONTAINER_TUNING,
  solveContainerLoad,
} from '../../src/core/engines/container-loading/index.js';
import { freeStandingColumns } from '../../src/core/geometry/free-standing.js';

/** The pack service's stow of bench:stow instance `seed`: every unit placed, a valid plan, no free-standing column. */
export function assertColumnFreeStow(seed: number): void {
  const { problem } = stowInstance(seed);
  const plan = solveContainerLoad(problem, { budget: { work: CONTAINER_BUDGETS.default } }, CONTAINER_TUNING);
  assert.equal(plan.unplaced.length, 0);
  assert.deepEqual(checkPlan(problem, plan.placements), []);
  assert.equal(freeStandingColumns(plan.placements, problem.space.l, problem.space.w).length, 0);
}
