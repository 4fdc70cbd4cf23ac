import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { stowInstance } from '../../../bench/stow.js';
import { checkPlan } from '../../../src/core/checks/check-plan.js';
import { CONTAINER_BUDGETS, CONTAINER_TUNING, solveContainerLoad } from '../../../src/core/engines/container-loading/index.js';
import { freeStandingColumns } from '../../../src/core/geometry/free-standing.js';

describe('stow search: held re-seat', () => {
  // bench:stow seeds 11194 and 15092 (40 ft HC): every stow ended with one square upright carton
  // (25 × 25 × 59 and 25 × 25 × 60 cm, taller than twice its side) in a row deeper than itself,
  // one face open; no settling move held it
  for (const seed of [11_194, 15_092]) {
    it(`seed ${seed}: no free-standing column, every unit placed, a valid plan`, () => {
      const { problem } = stowInstance(seed);
      const plan = solveContainerLoad(problem, { budget: { work: CONTAINER_BUDGETS.default } }, CONTAINER_TUNING);
      assert.equal(plan.unplaced.length, 0);
      assert.deepEqual(checkPlan(problem, plan.placements), []);
      assert.equal(freeStandingColumns(plan.placements, problem.space.l, problem.space.w).length, 0);
    });
  }
});
