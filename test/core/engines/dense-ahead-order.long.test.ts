import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateOrder } from '../../../bench/pallet-orders.js';
import {
  solveDenseAhead,
  solveOrderPlan,
  type DenseAhead,
  type DenseAtBoundResult,
} from '../../../src/core/engines/order-allocation/index.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { mapPalletRequest } from '../../../src/http/mappers/pallet-request.js';

type Given = 'done' | 'not begun' | 'given up' | 'first fill only';

/** A helper as a second thread would be, its fills computed in place when the plan claims it; `given`: what it then has. */
function helper(problem: Problem, given: Given) {
  const seen = { started: false, stages: 0, taken: [] as DenseAtBoundResult[] };
  let fills: DenseAtBoundResult[] = [];
  const ahead: DenseAhead = {
    start: () => {
      seen.started = true;
    },
    claim: (stages) => {
      seen.stages = stages;
      if (given === 'not begun') return false;
      solveDenseAhead(problem, {}, (r) => fills.push(r));
      fills = given === 'given up' ? [] : fills.slice(0, given === 'first fill only' ? 1 : stages);
      return true;
    },
    take: (stage) => {
      const fill = fills[stage];
      if (fill) seen.taken.push(fill);
      return fill;
    },
    release: () => {},
  };
  return { ahead, seen };
}

const GIVEN: readonly Given[] = ['done', 'not begun', 'given up', 'first fill only'];

// Held-out and fresh orders above the bound after their sequential fill. 2001 and 2024 come to
// the dense step one pallet above the bound, so the helper's second fill is of no use: 2001
// reaches the bound by the fill at the bound, 2024 does not. 42005 comes two above: its fill at
// the bound fails and the fill onto one pallet more (the helper's second) succeeds.
describe('order-plan: the dense fills computed ahead', () => {
  for (const [seed, stages, taken] of [
    [2001, 1, 1],
    [2024, 1, 1],
    [42005, 2, 2],
  ] as const) {
    it(`give the plan, work and stop reason of computing them in turn (order ${seed})`, () => {
      const { problem } = mapPalletRequest(generateOrder(seed));
      const inTurn = solveOrderPlan(problem, { maxPallets: 20 });
      for (const given of GIVEN) {
        const { ahead, seen } = helper(problem, given);
        const plan = solveOrderPlan(problem, { maxPallets: 20, denseAhead: ahead });
        assert.deepEqual(plan, inTurn, given);
        assert.ok(seen.started, 'the plan asked for them');
        assert.equal(seen.stages, stages, 'fills the plan can use');
        if (given === 'done') assert.equal(seen.taken.length, taken, 'fills the plan took');
      }
    });
  }

  it('are never asked for by a plan at its bound from the sequential fill', () => {
    const { problem } = mapPalletRequest(generateOrder(2003));
    const { ahead, seen } = helper(problem, 'done');
    const plan = solveOrderPlan(problem, { maxPallets: 20, denseAhead: ahead });
    assert.equal(plan.pallets.length, plan.lowerBound.value);
    assert.ok(!seen.started && seen.stages === 0);
  });
});
