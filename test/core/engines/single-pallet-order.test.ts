import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';

describe('order-plan: the single-pallet attempt at the bound (default effort)', () => {
  // Order 47008 (seed 46001's set): 128 cartons of 14 SKUs, 26 stack-limited, 89 % of one EUR pallet's volume, bound 1.
  // The dense fill's single-pallet attempt at 9 million work units left 4 cartons out, so the order took 2 pallets
  // (44/44 %); at 20 million (dense-fill.ts SINGLE) block building places all 128 on one pallet.
  it('places all 128 cartons of order 47008 on one pallet, valid', () => {
    const { problem, plan } = seededOrderPlan(47008);
    assert.equal(plan.lowerBound.value, 1);
    assert.equal(plan.pallets.length, 1);
    assert.equal(plan.unplaced.length, 0);
    assert.equal(plan.pallets[0].placements.length, 128);
    assert.deepEqual(palletViolations(problem, plan.pallets[0].placements), []);
  });
});
