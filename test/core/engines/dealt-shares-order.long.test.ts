import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dealtShares, dealtSpreads } from '../../../src/core/engines/order-allocation/dealt-shares.js';
import { palletProblem } from '../../../src/core/engines/pallet-loading/index.js';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';
import type { Problem } from '../../../src/core/model/problem.js';

/** A pallet's carton volume over its load space's. */
const fillOf = (problem: Problem, p: { readonly measures: { readonly placedVolume: number } }) =>
  p.measures.placedVolume / (problem.space.l * problem.space.w * problem.space.h);

describe('order-plan: fragile and stack-limited cartons dealt out over the pallets (dealt-shares.ts)', () => {
  it('reaches the bound of fresh order 34050 (167 cartons, 9 fragile: 3 pallets before, bound 2)', () => {
    const { problem, plan } = seededOrderPlan(34050);
    assert.equal(plan.lowerBound.value, 2);
    assert.equal(plan.pallets.length, 2);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });

  it('ends held-out order 2002 without stub pallets (15 fragile cartons: 100/81/26/15/16 % before)', () => {
    const { problem, plan } = seededOrderPlan(2002);
    assert.equal(plan.unplaced.length, 0);
    assert.ok(plan.pallets.length <= 5);
    for (const p of plan.pallets) {
      assert.ok(fillOf(problem, p) >= 0.25, `a pallet ${(100 * fillOf(problem, p)).toFixed(0)} % full`);
      assert.deepEqual(palletViolations(problem, p.placements), []);
    }
  });

  it('deals fragile cartons first, then stack-limited ones, and nothing for an order of plain cartons', () => {
    const items = [
      { label: 'plain', l: 4000, w: 3000, h: 2000, qty: 10, weight: 5000, keepUpright: true },
      { label: 'limited', l: 4000, w: 3000, h: 2000, qty: 4, weight: 5000, keepUpright: true, maxStack: 10000 },
      { label: 'fragile', l: 4000, w: 3000, h: 2000, qty: 2, weight: 5000, keepUpright: true, maxStack: 0 },
    ];
    const problem = palletProblem({ l: 12000, w: 8000, baseHeight: 0, maxHeight: 10000, maxWeight: 1e9 }, items);
    assert.deepEqual(dealtSpreads(problem, [10, 4, 2]), ['fragile', 'limited']);
    assert.deepEqual(dealtSpreads(problem, [10, 0, 2]), ['fragile']);
    assert.deepEqual(dealtSpreads(problem, [10, 0, 0]), []);
    let loads = 0;
    const none = dealtShares(
      problem,
      [10, 0, 0],
      1,
      3,
      () => {
        loads++;
        throw new Error('no load expected');
      },
      () => false,
    );
    assert.equal(none, null);
    assert.equal(loads, 0);
  });
});
