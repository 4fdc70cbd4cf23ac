import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Plan } from '../../model/plan.js';
import { problemCm } from '../../../../test/support/items.js';
import { CONTAINER_TUNING, PACK_TUNING, solveContainerLoad } from './index.js';

// an over-full household load: upright appliances nothing may stand on, and light cartons, 120 % of a 20 ft box
const problem = problemCm({ l: 590, w: 235, h: 239, maxWeight: 28_130 }, [
  { l: 70, w: 110, h: 170, qty: 14, weight: 450, maxStack: 0, rotation: 'upright' },
  { l: 60, w: 45, h: 40, qty: 120, weight: 12 },
  { l: 55, w: 40, h: 35, qty: 140, weight: 9 },
]);
const WORK = 30_000_000;
const vol = (p: Plan) => p.placements.reduce((s, b) => s + b.dx * b.dy * b.dz, 0);

describe('pack tuning: a weighted over-full load ends its beam search on a stall', () => {
  it('returns a valid plan within the budget, the same twice, with work to spare', () => {
    const a = solveContainerLoad(problem, { budget: { work: WORK } }, PACK_TUNING);
    const b = solveContainerLoad(problem, { budget: { work: WORK } }, PACK_TUNING);
    assert.deepEqual(checkPlan(problem, a.placements), []);
    assert.ok(a.unplaced.length > 0, 'not everything fits');
    assert.deepEqual(a, b);
    assert.equal(a.stats.stoppedBy, 'complete');
    // without the stall rule the same load spends (almost) its whole budget
    const full = solveContainerLoad(problem, { budget: { work: WORK } }, CONTAINER_TUNING);
    assert.equal(full.stats.stoppedBy, 'budget');
    assert.ok(a.stats.work < full.stats.work / 2, `${a.stats.work} vs ${full.stats.work}`);
    assert.ok(vol(a) > 0 && vol(a) <= vol(full));
  });
});
