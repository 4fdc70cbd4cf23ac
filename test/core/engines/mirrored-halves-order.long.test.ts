import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { COG_WARN_PCT } from '../../../src/core/objectives/pallet-thresholds.js';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';

describe('order-plan: a one-block pallet heavy on one side ends within the CoG limit', () => {
  // bench:pallet order 1015 (28 cartons of 8 SKUs, one pallet): block building put the 10.6 kg and
  // 14.2 kg cartons toward one end, bridged into one block, so the CoG sat 6.7 % off centre along
  // the length, no rigid move of its groups could help, and no approach alone builds these
  // cartons within the limit; the steps ended it as mirrored halves (pallet-balance.ts). Engine 0.22.0's
  // plan is the sequential fill's block build, already at 3.8 %: the outcome is what this test holds.
  it('keeps one pallet, every carton, a valid plan, and brings the CoG within the limit', () => {
    const { problem, plan } = seededOrderPlan(1015);
    assert.equal(plan.pallets.length, 1);
    assert.equal(plan.unplaced.length, 0);
    const [pallet] = plan.pallets;
    assert.deepEqual(palletViolations(problem, pallet.placements), []);
    assert.ok(
      Math.max(Math.abs(pallet.measures.cogOffsetPct.x), Math.abs(pallet.measures.cogOffsetPct.z)) <= COG_WARN_PCT,
      JSON.stringify(pallet.measures.cogOffsetPct),
    );
    assert.ok(pallet.measures.height <= problem.space.h);
  });
});
