import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import { freeStandingColumns } from '../../geometry/free-standing.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { cm, countByItem, itemCm, kg, placeCm, spaceUnits } from '../../../../test/support/items.js';
import { lowerColumns } from './lower-columns.js';
import { measureStow } from './stow-objective.js';

const SPACE = spaceUnits({ l: cm(300), w: cm(235), h: cm(269), maxWeight: kg(5000) });
const box = placeCm;
const count = countByItem;

/**
 * Three rows across the width: 60 cm tall cartons, a 30 cm deep row of 40 cm cartons two high,
 * and 60 cm tall cartons again; the last two 40 cm cartons stand on the middle row's first stack
 * (to 160 cm), above every neighbour along the length: the top one is a free-standing column,
 * and lifting it alone leaves the one under it standing free.
 */
function stow(): { problem: Problem; boxes: Placement[] } {
  const problem: Problem = {
    space: SPACE,
    items: [
      itemCm(0, { l: 60, w: 47, h: 60, qty: 10, weight: 30 }),
      itemCm(1, { l: 47, w: 30, h: 40, qty: 12, weight: 10 }),
    ],
  };
  const across = [0, 47, 94, 141, 188];
  const boxes = [
    ...across.map((z) => box(0, 0, 0, z, 60, 60, 47)),
    ...across.flatMap((z) => [0, 40].map((y) => box(1, 60, y, z, 30, 40, 47))),
    ...across.map((z) => box(0, 90, 0, z, 60, 60, 47)),
    box(1, 60, 80, 0, 30, 40, 47),
    box(1, 60, 120, 0, 30, 40, 47),
  ];
  return { problem, boxes };
}

describe('lowerColumns', () => {
  it('brings a stack standing above its neighbours down to their level: no column, same units, a valid plan', () => {
    const { problem, boxes } = stow();
    assert.deepEqual(checkPlan(problem, boxes), []);
    assert.deepEqual(freeStandingColumns(boxes, SPACE.l, SPACE.w), [boxes.length - 1]);
    const lowered = lowerColumns(problem, boxes, new WorkMeter({ work: 100_000_000 }));
    assert.deepEqual(count(lowered), count(boxes));
    assert.deepEqual(checkPlan(problem, lowered), []);
    assert.equal(freeStandingColumns(lowered, SPACE.l, SPACE.w).length, 0);
    // both cartons of the proud stack are lifted off and set one high on the floor
    for (const b of lowered.slice(-2)) assert.equal(b.y, 0);
    assert.equal(Math.max(...lowered.map((b) => b.y + b.dy)), cm(80));
  });

  it('stacks lifted cartons of one item as high as stays steady, within the column limit given', () => {
    const { problem, boxes } = stow();
    const lowered = lowerColumns(problem, boxes, new WorkMeter({ work: 100_000_000 }), [Infinity, Infinity]);
    assert.deepEqual(checkPlan(problem, lowered), []);
    assert.equal(freeStandingColumns(lowered, SPACE.l, SPACE.w).length, 0);
    // laid 30 cm high on a 40 × 47 cm base: two high (60 cm) is within twice the narrow side
    const [a, b] = lowered.slice(-2);
    assert.deepEqual([a.x, a.z, a.y, b.x, b.z, b.y], [b.x, b.z, 0, a.x, a.z, cm(30)]);
  });

  it('never makes the stow worse, and leaves it as it is with no work left', () => {
    const { problem, boxes } = stow();
    const meter = new WorkMeter({ work: 0 });
    meter.spend(1);
    assert.deepEqual(lowerColumns(problem, boxes, meter), boxes);
    const once = lowerColumns(problem, boxes, new WorkMeter({ work: 100_000_000 }));
    assert.equal(measureStow(problem, once).freeStanding <= measureStow(problem, boxes).freeStanding, true);
  });
});
