import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DENSE_ATTEMPTS, denseAtBound } from '../../../src/core/engines/order-allocation/dense-fill.js';
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
  // The caps the first cap attempt may use (losing at most 25 % of a pallet above them) leave a carton out; the
  // second attempt's low caps over most of the deck, and the pooled reload after it, bring the order to 3 pallets.
  // (Order-plan now reaches the bound earlier, by the dealt shares: the dense fill is called here on its own.)
  it('reaches the bound with caps that may lose any room above them (fresh order 17050)', () => {
    const { problem, plan } = seededOrderPlan(17050);
    assert.equal(plan.lowerBound.value, 3);
    assert.equal(plan.pallets.length, 3);
    const dense = denseAtBound(
      problem,
      problem.items.map((it) => it.qty),
      3,
      DENSE_ATTEMPTS.default,
      (p) => p,
      () => false,
    );
    assert.ok(dense);
    assert.equal(dense.length, 3);
    assert.ok(
      dense.some((p) => p.approach.startsWith('caps/')),
      dense.map((p) => p.approach).join(', '),
    );
    for (const p of dense) assert.deepEqual(palletViolations(problem, p.placements), []);
  });
});
