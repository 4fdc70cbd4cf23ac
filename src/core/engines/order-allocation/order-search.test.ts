import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { palletViolations, seededOrderPlan } from '../../../../test/support/order-plans.js';
import { compareOrders } from '../../objectives/order.js';
import { orderInput } from './order-objective.js';
import { valuedOffer } from './order-search.js';
import { palletProblem } from '../pallet-loading/index.js';

/** Seeded generated orders (bench/pallet-orders.ts), printed so a failure can be replayed. */
const SEED = Number(process.env.ORDER_SEARCH_SEED ?? 4_400_001);
const ORDERS = 3;

describe(`order allocation as one search (generated orders from seed ${SEED})`, () => {
  it('places every carton on valid pallets, no fewer than the lower bound, the same plan twice', () => {
    for (let k = 0; k < ORDERS; k++) {
      const { problem, plan } = seededOrderPlan(SEED + k, { budgetScale: 0.5 });
      assert.deepEqual(plan.unplaced, [], `order ${SEED + k}`);
      assert.ok(plan.pallets.length >= plan.lowerBound.value);
      for (const p of plan.pallets) assert.deepEqual(palletViolations(problem, p.placements), []);
      const again = seededOrderPlan(SEED + k, { budgetScale: 0.5 }).plan;
      const loaded = (ps: typeof plan.pallets) => ps.map((p) => ({ ...p, work: 0, stoppedBy: 'complete' as const }));
      assert.equal(
        compareOrders(orderInput(problem, loaded(plan.pallets)), orderInput(problem, loaded(again.pallets))),
        0,
      );
      assert.deepEqual(
        again.pallets.map((p) => p.placements),
        plan.pallets.map((p) => p.placements),
      );
    }
  });

  it("offers a pallet the highest-valued open cartons first, within the offer's volume", () => {
    const c = (l: number, qty: number) => ({ label: `C${l}`, l, w: l, h: l, qty, weight: 1000, keepUpright: true });
    const problem = palletProblem({ l: 1000, w: 1000, baseHeight: 0, maxHeight: 1000, maxWeight: 1e9 }, [
      c(100, 10),
      c(200, 10),
    ]);
    // Equal values: the larger cartons first (value × volume); 10 of 8e6 fill 8e7 of a 9e7 cap, then 10 of 1e6.
    assert.deepEqual(valuedOffer(problem, [10, 10], [1, 1], 9e7), [10, 10]);
    assert.deepEqual(valuedOffer(problem, [10, 10], [1, 1], 8.5e7), [5, 10]);
    // The small cartons' value raised past the large ones': they are offered first.
    assert.deepEqual(valuedOffer(problem, [10, 10], [10, 1], 1.2e7), [10, 0]);
    // Never nothing while cartons are open.
    assert.deepEqual(valuedOffer(problem, [0, 3], [1, 1], 1), [0, 1]);
  });
});
