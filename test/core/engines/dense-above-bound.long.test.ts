import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tierLoad } from '../../../src/core/engines/order-allocation/dense-fill.js';
import { cm, problemCm } from '../../support/items.js';
import { palletViolations, seededOrderPlan } from '../../support/order-plans.js';

describe('order-plan: fragile cartons dealt out above the bound', () => {
  // bench:pallet order 5001 (seed 4001's set): bound 5, and the plain fills needed 7 pallets because the
  // fragile cartons were left to the end, each then wanting a free top; dealt out over 6 pallets they all fit.
  // (Order 4022, this test's first order, now reaches its bound with fragile caps: fragile-caps-order.test.ts.)
  it('brings a fragile-heavy order two above its bound one pallet nearer, every pallet valid and every carton placed', () => {
    const { problem, plan } = seededOrderPlan(5001);
    assert.equal(plan.lowerBound.value, 5);
    assert.equal(plan.pallets.length, 6);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });

  // Order 15028 (fresh set 15001-15060): 8 fragile 60 × 40 × 40 cm cartons on EUR pallets. The
  // block-built shares carried one or two of them each, so the last pallets held four on the
  // deck: 4 pallets. Layered shares with the fragile cartons on their flat tops need 3.
  it('gives fragile shares a flat layered top: order 15028 on 3 pallets, not 4', () => {
    const { problem, plan } = seededOrderPlan(15028);
    assert.equal(plan.lowerBound.value, 2);
    assert.equal(plan.pallets.length, 3);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
  });
});

describe('tierLoad: a layered pallet with the fragile cartons on its flat top', () => {
  it('lays the plain cartons in a full layer and stands every fragile carton on it', () => {
    const problem = problemCm({ l: 120, w: 80, h: 70 }, [
      { l: 40, w: 30, h: 30, qty: 8, weight: 5, rotation: 'upright' },
      { l: 60, w: 40, h: 40, qty: 4, weight: 10, maxStack: 0, rotation: 'upright' },
    ]);
    const r = tierLoad(problem, [8, 4], () => false);
    assert.equal(r.placements.length, 12);
    for (const b of r.placements.filter((p) => p.item === 1)) assert.equal(b.y, cm(30));
    assert.deepEqual(palletViolations(problem, r.placements), []);
  });
});
