import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';

describe('order-plan: fragile caps at the bound', () => {
  // bench:pallet order 4022 (seed 3001's set): bound 3 (200 cartons, 26 fragile). Every earlier dense attempt
  // leaves fragile cartons without a flat top; with the fragile share on caps (support slabs under a grid of
  // fragile cartons, loaded first, then expanded) the order fits its 3 pallets.
  it('brings a fragile order to its bound, every pallet valid and every carton placed', () => {
    const { problem, plan } = seededOrderPlan(4022);
    assert.equal(plan.lowerBound.value, 3);
    assert.equal(plan.pallets.length, 3);
    assert.equal(plan.unplaced.length, 0);
    assert.equal(plan.boundGap, null);
    assert.ok(
      plan.pallets.some((p) => p.approach.startsWith('caps/')),
      plan.pallets.map((p) => p.approach).join(', '),
    );
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });

  // Fresh order 17050 (seed 16001's set): bound 3, 171 cartons, 11 of them fragile (34 × 33 × 45 cm, upright) on EUR decks.
  // The caps that lose at most 25 % of a pallet above them leave a carton out; the low caps over most of the deck
  // (the cap share with any room lost) or the dealt shares bring the order to 3 pallets.
  it('reaches the bound of fresh order 17050, every pallet valid', () => {
    const { problem, plan } = seededOrderPlan(17050);
    assert.equal(plan.lowerBound.value, 3);
    assert.equal(plan.pallets.length, 3);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });
});
