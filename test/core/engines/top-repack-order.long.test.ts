import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateOrder } from '../../../bench/pallet-orders.js';
import { checkPlan } from '../../../src/core/checks/check-plan.js';
import { countItems } from '../../../src/core/engines/order-allocation/share-loading.js';
import { withQuantities } from '../../../src/core/engines/pallet-loading/index.js';
import { solveOrderPlan } from '../../../src/core/engines/order-allocation/index.js';
import { mapPalletRequest } from '../../../src/http/mappers/pallet-request.js';

describe('order-plan: a few cartons short at the bound, repacked', () => {
  it('reaches the bound by repacking the top of the nearest split (fresh order 17027: 59 cartons on one EUR pallet)', () => {
    const { problem } = mapPalletRequest(generateOrder(17027));
    const plan = solveOrderPlan(problem, { maxPallets: 20 });
    assert.equal(plan.lowerBound.value, 1);
    assert.equal(plan.pallets.length, 1);
    assert.equal(plan.unplaced.length, 0);
    assert.deepEqual(checkPlan(problem, plan.pallets[0].placements), []);
  });

  it('reaches the bound (held-out order 2040: a carton 21 × 26 × 24 cm short on two pallets)', () => {
    const { problem } = mapPalletRequest(generateOrder(2040));
    const plan = solveOrderPlan(problem, { maxPallets: 20 });
    assert.equal(plan.pallets.length, plan.lowerBound.value);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets)
      assert.deepEqual(checkPlan(withQuantities(problem, countItems(problem, p.placements)), p.placements), []);
  });

  it('keeps pinned build choices valid: every pallet checker-valid, every carton placed or reported', () => {
    const { problem } = mapPalletRequest(generateOrder(17027));
    const plan = solveOrderPlan(problem, { maxPallets: 20, strategy: 'layers' });
    for (const p of plan.pallets)
      assert.deepEqual(checkPlan(withQuantities(problem, countItems(problem, p.placements)), p.placements), []);
  });
});
