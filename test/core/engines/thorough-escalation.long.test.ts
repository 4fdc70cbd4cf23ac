import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { generateOrder } from '../../../bench/pallet-orders.js';
import { checkPlan } from '../../../src/core/checks/check-plan.js';
import { solveOrderPlan } from '../../../src/core/engines/order-allocation/index.js';
import { escalateToBound } from '../../../src/core/engines/order-allocation/thorough-escalation.js';
import { mapPalletRequest } from '../../../src/http/mappers/pallet-request.js';

const digest = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

describe('order-plan: thorough escalation to the lower bound', () => {
  // bench:pallet held-out order 2014 (seed 1001's set): EUR2 deck, 169 cartons of 20 SKUs, bound 2.
  // Before engine 0.9.0 the default budget loaded it on 3 pallets and only the thorough dense fill
  // at 6× its budgets found a plan on 2; since the top repack (top-repack.ts) the default dense
  // fill reaches 2 as well, without any escalation.
  const { problem } = mapPalletRequest(generateOrder(2014));

  it('reaches the bound on the default budget, every carton placed, every pallet valid, the same plan twice', () => {
    const plan = solveOrderPlan(problem, { maxPallets: 20 });
    assert.equal(plan.pallets.length, 2);
    assert.equal(plan.unplaced.length, 0);
    for (const p of plan.pallets) assert.deepEqual(checkPlan(problem, p.placements), []);
    assert.equal(digest(plan), digest(solveOrderPlan(problem, { maxPallets: 20 })), 'the same plan twice');
  });

  it('reaches the bound on the thorough budget, every carton placed and every pallet valid', () => {
    const plan = solveOrderPlan(problem, { maxPallets: 20, effort: 'thorough' });
    assert.equal(plan.lowerBound.value, 2);
    assert.equal(plan.pallets.length, 2);
    assert.equal(plan.unplaced.length, 0);
    assert.equal(plan.boundGap, null);
    for (const p of plan.pallets) assert.deepEqual(checkPlan(problem, p.placements), []);
    assert.equal(digest(plan), digest(solveOrderPlan(problem, { maxPallets: 20, effort: 'thorough' })));
  });

  it('stops at its work cap, counting the cut-short loads as budget stops, not time caps', () => {
    const stops: string[] = [];
    const open = problem.items.map((it) => it.qty);
    const r = escalateToBound(
      problem,
      open,
      2,
      3,
      (p) => {
        stops.push(p.stoppedBy);
        return p;
      },
      () => false,
      1,
      1,
    );
    assert.equal(r, null);
    assert.ok(stops.length >= 1 && !stops.includes('time_cap'), stops.join(','));
  });
});
