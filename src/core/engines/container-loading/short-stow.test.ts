import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { loadVoidShare, VOID_PCT } from '../../reports/pack-checks-voids.js';
import { WorkMeter } from '../../search/budget.js';
import { cm, itemCm, kg, spaceUnits } from '../../../../test/support/items.js';
import { prepareCargo } from './cargo.js';
import { CONTAINER_TUNING, solveContainerLoad } from './index.js';
import { simpleContext, simpleLists } from './search-context.js';
import { buildShortStow } from './short-stow.js';

const HC40 = spaceUnits({ l: cm(1203), w: cm(235), h: cm(269), maxWeight: kg(26_480) });
/** A 62 × 235 × 73 cm block: four 58.75 cm cartons across under ten 23.5 cm ones (different footprints, so no stack of one item builds it). */
const LAYERED: Problem = {
  space: HC40,
  items: [
    itemCm(0, { l: 62, w: 58.75, h: 44, qty: 4, weight: 40 }),
    itemCm(1, { l: 62, w: 23.5, h: 29, qty: 10, weight: 10 }),
  ],
};
const length = (boxes: readonly Placement[]) =>
  Math.max(...boxes.map((b) => b.x + b.dx)) - Math.min(...boxes.map((b) => b.x));

describe('short stows', () => {
  it('build a load of two layers of different footprints into a short block (62 cm at best; the greedy pass takes at most 85), valid, every unit placed', () => {
    const cargo = prepareCargo(LAYERED);
    const meter = new WorkMeter({ work: 50_000_000 });
    const ctx = simpleContext(cargo, simpleLists(cargo, meter, CONTAINER_TUNING), meter, CONTAINER_TUNING);
    const boxes = buildShortStow(ctx, Math.floor(HC40.h * 0.3));
    assert.ok(boxes);
    assert.equal(boxes.length, 14);
    assert.deepEqual(checkPlan(LAYERED, boxes), []);
    assert.ok(length(boxes) <= cm(85), `length ${length(boxes)}`);
  });

  it('let the pack engine stow that load tight: LOAD_VOIDS passes (it warned with the wall stows alone)', () => {
    const plan = solveContainerLoad(LAYERED, { budget: { work: 100_000_000 } });
    assert.equal(plan.placements.length, 14);
    assert.deepEqual(checkPlan(LAYERED, plan.placements), []);
    const share = loadVoidShare(
      plan.placements,
      plan.placements.map((p) => LAYERED.items[p.item]),
      HC40.w,
    ).share;
    assert.ok(share <= VOID_PCT, `void share ${share}`);
  });
});
