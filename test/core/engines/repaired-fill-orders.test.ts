import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';

describe('order-plan: the repaired dense fills at the bound (default effort)', () => {
  // Each fill left a few cartons out at the bound, so both orders took one pallet more. Pooling them with
  // the second least-full pallet's cartons (dense-fill.ts REPAIR_GROUPS) and filling again places them.
  const cases: readonly { id: number; bound: number; cartons: number; how: string }[] = [
    { id: 2030, bound: 3, cartons: 148, how: 'plain fill repaired' },
    { id: 42001, bound: 2, cartons: 116, how: 'top-tier fill repaired' },
  ];
  for (const c of cases) {
    it(`order ${c.id} at its bound of ${c.bound} pallets (${c.how}), every pallet valid`, () => {
      const { problem, plan } = seededOrderPlan(c.id);
      assert.equal(plan.lowerBound.value, c.bound);
      assert.equal(plan.pallets.length, c.bound);
      assert.equal(plan.unplaced.length, 0);
      assert.equal(plan.pallets.reduce((n, p) => n + p.placements.length, 0), c.cartons);
      for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
    });
  }
});
