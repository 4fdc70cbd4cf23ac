import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateOrder } from '../../../bench/pallet-orders.js';
import { solveDenseAtBound, solveOrderPlan, type DenseAhead, type DenseAtBoundResult } from '../../../src/core/engines/order-allocation/index.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { mapPalletRequest } from '../../../src/http/mappers/pallet-request.js';

/** A helper as a second thread would be, here computed in place; `given`: what it has when the plan claims it. */
function helper(problem: Problem, given: 'done' | 'not begun' | 'given up') {
  const seen = { started: false, claimed: false, result: undefined as DenseAtBoundResult | undefined };
  const ahead: DenseAhead = {
    start: () => { seen.started = true; },
    claim: () => { seen.claimed = true; return given !== 'not begun'; },
    take: () => (given === 'done' ? (seen.result = solveDenseAtBound(problem, {})) : undefined),
  };
  return { ahead, seen };
}

// Held-out orders: 2001 (58 cartons) reaches its bound by the dense fill at the bound; 2024 (91 cartons) does not, so the fill above the bound counts.
describe('order-plan: the dense fill at the bound computed ahead', () => {
  for (const seed of [2001, 2024]) {
    it(`gives the plan, work and stop reason of computing it in turn (order ${seed})`, () => {
      const { problem } = mapPalletRequest(generateOrder(seed));
      const inTurn = solveOrderPlan(problem, { maxPallets: 20 });
      for (const given of ['done', 'not begun', 'given up'] as const) {
        const { ahead, seen } = helper(problem, given);
        const plan = solveOrderPlan(problem, { maxPallets: 20, denseAhead: ahead });
        assert.deepEqual(plan, inTurn, given);
        assert.ok(seen.started && seen.claimed, 'the plan asked for it and claimed it');
        if (given === 'done') assert.equal(seen.result?.pallets === null, seed === 2024);
      }
    });
  }

  it('is never asked for by a plan at its bound from the sequential fill', () => {
    const { problem } = mapPalletRequest(generateOrder(2003));
    const { ahead, seen } = helper(problem, 'done');
    const plan = solveOrderPlan(problem, { maxPallets: 20, denseAhead: ahead });
    assert.equal(plan.pallets.length, plan.lowerBound.value);
    assert.ok(!seen.started && !seen.claimed);
  });
});
