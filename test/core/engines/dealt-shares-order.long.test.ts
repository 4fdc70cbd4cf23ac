import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dealtApplies, dealtSpreads } from '../../../src/core/engines/order-allocation/dealt-shares.js';
import { palletProblem } from '../../../src/core/engines/pallet-loading/index.js';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { COG_FAIL_PCT } from '../../../src/core/objectives/pallet-thresholds.js';

/** A pallet's CoG offset, the larger axis, %. */
const cogOf = (p: { readonly measures: { readonly cogOffsetPct: { readonly x: number; readonly z: number } } }) =>
  Math.max(Math.abs(p.measures.cogOffsetPct.x), Math.abs(p.measures.cogOffsetPct.z));

/** A pallet's carton volume over its load space's. */
const fillOf = (problem: Problem, p: { readonly measures: { readonly placedVolume: number } }) =>
  p.measures.placedVolume / (problem.space.l * problem.space.w * problem.space.h);

describe('order-plan: fragile and stack-limited cartons dealt out over the pallets (the dealt-shares move)', () => {
  it('reaches the bound of fresh order 34050 (167 cartons, 9 fragile: 3 pallets before, bound 2)', () => {
    const { problem, plan } = seededOrderPlan(34050);
    assert.equal(plan.lowerBound.value, 2);
    assert.equal(plan.pallets.length, 2);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });

  // Tuned order 2002 (15 fragile cartons, bound 4) stays on 5 pallets; the fixed steps' balanced tail
  // had lifted its last pallets to 25 % or more, the one search leaves two at 15-16 % (every pallet
  // within the CoG limit's failing band, so the order objective ranks the plans by height first).
  it('plans tuned order 2002 on at most 5 pallets, every carton placed, no pallet failing COG_OFFSET', () => {
    const { problem, plan } = seededOrderPlan(2002);
    assert.equal(plan.unplaced.length, 0);
    assert.ok(plan.pallets.length <= 5);
    assert.ok(plan.pallets.length >= plan.lowerBound.value);
    for (const p of plan.pallets) {
      assert.ok(fillOf(problem, p) > 0, 'an empty pallet');
      assert.ok(cogOf(p) <= COG_FAIL_PCT, `CoG ${cogOf(p).toFixed(1)} %`);
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
    // A split onto the bound or one above it; at the bound, the stack-limited split only with enough limited cartons per pallet.
    assert.ok(dealtApplies(problem, [10, 4, 2], 2, 2, 'fragile', 0));
    assert.ok(dealtApplies(problem, [10, 4, 2], 2, 3, 'limited', 0));
    assert.ok(!dealtApplies(problem, [10, 4, 2], 2, 4, 'fragile', 0));
    assert.ok(!dealtApplies(problem, [10, 4, 2], 2, 2, 'limited', 0));
  });
});
