import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { stowInstance } from '../../../bench/stow.js';
import { checkPlan } from '../../../src/core/checks/check-plan.js';
import {
  CONTAINER_BUDGETS,
  CONTAINER_TUNING,
  solveContainerLoad,
} from '../../../src/core/engines/container-loading/index.js';
import { freeStandingColumns } from '../../../src/core/geometry/free-standing.js';

describe('stow search: the wider settling', () => {
  // bench:stow seed 11147 (464 cartons, 40 ft HC): the settling's few best-ranked seats left 3 columns standing free
  it('leaves no free-standing column on a light load the first settling could not clear, with a valid plan and every unit placed', () => {
    const { problem } = stowInstance(11_147);
    const plan = solveContainerLoad(problem, { budget: { work: CONTAINER_BUDGETS.default } }, CONTAINER_TUNING);
    assert.equal(plan.unplaced.length, 0);
    assert.deepEqual(checkPlan(problem, plan.placements), []);
    assert.equal(freeStandingColumns(plan.placements, problem.space.l, problem.space.w).length, 0);
  });
});
