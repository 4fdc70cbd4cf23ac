import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';

describe('order-plan: the refill with every approach (default effort)', () => {
  // Order 64003: 138 cartons of 16 SKUs, mostly 60 × 40 footprints, 4.18 EUR pallet volumes, bound 5. Block building
  // alone (the default loads) and every later step took 6 pallets; the sequential fill with the best of the layer,
  // extreme-point and block approaches per pallet takes 5 (index.ts ALL_APPROACHES_REFILL).
  it('plans order 64003 at its bound of 5 pallets, every pallet valid', () => {
    const { problem, plan } = seededOrderPlan(64003);
    assert.equal(plan.lowerBound.value, 5);
    assert.equal(plan.pallets.length, 5);
    assert.equal(plan.unplaced.length, 0);
    assert.equal(plan.pallets.reduce((n, p) => n + p.placements.length, 0), 138);
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });
  // Order 42049: 3 pallets bound, 4 before; the refill at the bound's block budget (24×) places it on 3.
  it('plans order 42049 at its bound of 3 pallets with the bound\'s block budget, every pallet valid', () => {
    const { problem, plan } = seededOrderPlan(42049);
    assert.equal(plan.lowerBound.value, 3);
    assert.equal(plan.pallets.length, 3);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });
});
