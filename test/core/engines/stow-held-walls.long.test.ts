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

describe('stow search: held wall stows', () => {
  // bench:stow seed 11160 (214 cartons, 40 ft HC): every wall stow ended in rows of square upright 40 × 40 × 60 cartons
  // stacked two to four high behind lower rows, and no settling cleared the last two columns
  it('leaves no free-standing column where the last rows of square cartons used to tower, with a valid plan and every unit placed', () => {
    const { problem } = stowInstance(11_160);
    const plan = solveContainerLoad(problem, { budget: { work: CONTAINER_BUDGETS.default } }, CONTAINER_TUNING);
    assert.equal(plan.unplaced.length, 0);
    assert.deepEqual(checkPlan(problem, plan.placements), []);
    assert.equal(freeStandingColumns(plan.placements, problem.space.l, problem.space.w).length, 0);
  });
});
