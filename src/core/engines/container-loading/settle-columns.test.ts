import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import { freeStandingColumns } from '../../geometry/free-standing.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { cm, countByItem, itemCm, kg, spaceUnits } from '../../../../test/support/items.js';
import { settleColumns } from './settle-columns.js';
import { measureStow } from './stow-objective.js';

const SPACE = spaceUnits({ l: cm(200), w: cm(100), h: cm(200), maxWeight: kg(1000) });
const cube = (item: number, x: number, y: number, z: number): Placement => ({
  item,
  x: cm(x),
  y: cm(y),
  z: cm(z),
  dx: cm(20),
  dy: cm(20),
  dz: cm(20),
});
const count = countByItem;

function problemOf(maxStack: number | null = null): Problem {
  return { space: SPACE, items: [itemCm(0, { l: 20, w: 20, h: 20, qty: 4, weight: 10, maxStack })] };
}

/** A lone tower of four 20 cm cubes in the middle of the floor: 80 cm high on a 20 cm base. */
const TOWER = [0, 20, 40, 60].map((y) => cube(0, 90, y, 40));

describe('settleColumns', () => {
  it('takes a lone tower down so no column stands free, keeping every unit and a valid plan', () => {
    const problem = problemOf();
    assert.equal(freeStandingColumns(TOWER, SPACE.l, SPACE.w).length, 1);
    const settled = settleColumns(problem, TOWER, new WorkMeter({ work: 10_000_000 }));
    assert.deepEqual(count(settled), count(TOWER));
    assert.deepEqual(checkPlan(problem, settled), []);
    assert.equal(measureStow(problem, settled).freeStanding, 0);
    assert.equal(measureStow(problem, settled).balance, 0);
  });

  it('never makes the stow worse by the stow objective, even with no work left', () => {
    const problem = problemOf();
    const meter = new WorkMeter({ work: 0 });
    meter.spend(1);
    const settled = settleColumns(problem, TOWER, meter);
    assert.deepEqual(count(settled), count(TOWER));
    assert.deepEqual(checkPlan(problem, settled), []);
  });

  it('respects stacking limits when it re-seats boxes on others', () => {
    const problem = problemOf(kg(10));
    const twoHigh = [cube(0, 90, 0, 40), cube(0, 90, 20, 40), cube(0, 0, 0, 0), cube(0, 0, 0, 80)];
    const settled = settleColumns(problem, twoHigh, new WorkMeter({ work: 10_000_000 }));
    assert.deepEqual(checkPlan(problem, settled), []);
    assert.deepEqual(count(settled), count(twoHigh));
  });

  it('is deterministic', () => {
    const problem = problemOf();
    const a = settleColumns(problem, TOWER, new WorkMeter({ work: 10_000_000 }));
    const b = settleColumns(problem, TOWER, new WorkMeter({ work: 10_000_000 }));
    assert.deepEqual(a, b);
  });
});
