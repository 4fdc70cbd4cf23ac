import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import { freeStandingColumns } from '../../geometry/free-standing.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { cm, countByItem, itemCm, kg, placeCm, spaceUnits } from '../../../../test/support/items.js';
import { reseatHeld } from './held-reseat.js';
import { measureStow } from './stow-objective.js';

const SPACE = spaceUnits({ l: cm(170), w: cm(235), h: cm(269), maxWeight: kg(5000) });
const box = (item: number, x: number, z: number, dx: number, dy: number, dz: number): Placement =>
  placeCm(item, x, 0, z, dx, dy, dz);
const count = countByItem;

/**
 * Three rows across the 235 cm width: 60 cm deep cartons (5 × 47 cm), 25 cm deep ones (4 × 48.75 cm,
 * leaving 40 cm by the side wall) and 60 cm deep again; a square upright 25 × 25 × 59 cm carton
 * (taller than twice its side, so it tips even alone) stands at the door end against the side
 * wall, its other side face open: the one free-standing column.
 */
function stow(): { problem: Problem; boxes: Placement[] } {
  const problem: Problem = {
    space: SPACE,
    items: [
      itemCm(0, { l: 60, w: 47, h: 60, qty: 10, weight: 30 }),
      itemCm(1, { l: 48.75, w: 25, h: 40, qty: 4, weight: 15 }),
      itemCm(2, { l: 25, w: 25, h: 59, qty: 1, weight: 12, rotation: 'upright' }),
    ],
  };
  const across = [0, 47, 94, 141, 188];
  const boxes = [
    ...across.map((z) => box(0, 0, z, 60, 60, 47)),
    ...[0, 48.75, 97.5, 146.25].map((z) => box(1, 60, z, 25, 40, 48.75)),
    ...across.map((z) => box(0, 85, z, 60, 60, 47)),
    box(2, 145, 0, 25, 59, 25),
  ];
  return { problem, boxes };
}

describe('reseatHeld', () => {
  it('sets a carton that tips even alone down where every face across its side is held: no column, same units, a valid plan', () => {
    const { problem, boxes } = stow();
    assert.deepEqual(checkPlan(problem, boxes), []);
    assert.deepEqual(freeStandingColumns(boxes, SPACE.l, SPACE.w), [boxes.length - 1]);
    const held = reseatHeld(problem, boxes, new WorkMeter({ work: 100_000_000 }));
    assert.deepEqual(count(held), count(boxes));
    assert.deepEqual(checkPlan(problem, held), []);
    assert.equal(freeStandingColumns(held, SPACE.l, SPACE.w).length, 0);
    // the only held floor seat: in the 25 cm row, against its last carton (the gap of 15 cm or less to the wall is dunnage)
    const carton = held[held.length - 1],
      rowEnd = held[8];
    assert.deepEqual([carton.x, carton.z], [rowEnd.x, rowEnd.z + rowEnd.dz]);
  });

  it('never makes the stow worse, and leaves it as it is with no work left', () => {
    const { problem, boxes } = stow();
    const meter = new WorkMeter({ work: 0 });
    meter.spend(1);
    assert.deepEqual(reseatHeld(problem, boxes, meter), boxes);
    const once = reseatHeld(problem, boxes, new WorkMeter({ work: 100_000_000 }));
    assert.equal(measureStow(problem, once).freeStanding <= measureStow(problem, boxes).freeStanding, true);
  });
});
