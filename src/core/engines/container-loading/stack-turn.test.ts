import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { cm, itemCm, kg, spaceUnits } from '../../../../test/support/items.js';
import { stackTurns } from './stack-turn.js';

const SPACE = spaceUnits({ l: cm(200), w: cm(100), h: cm(200), maxWeight: kg(1000) });
/** Three upright 24 × 64 × 33 cm cartons stacked 99 cm high, narrow side (24 cm) along the length. */
const STACK: Placement[] = [66, 33, 0].map((y) => ({
  item: 0,
  x: cm(50),
  y: cm(y),
  z: cm(10),
  dx: cm(24),
  dy: cm(33),
  dz: cm(64),
}));
const problemOf = (obstacle: boolean): Problem => ({
  space: SPACE,
  items: [
    itemCm(0, { l: 64, w: 24, h: 33, qty: 3, weight: 10, rotation: 'upright' }),
    itemCm(1, { l: 20, w: 20, h: 20, qty: obstacle ? 1 : 0, weight: 5 }),
  ],
});

describe('stackTurns', () => {
  it('turns a whole stack a quarter about the vertical, each position valid, heights and order kept', () => {
    const problem = problemOf(false);
    const turns = stackTurns(problem, STACK, [0, 1, 2]);
    assert.ok(turns.length > 0);
    for (const boxes of turns) {
      assert.deepEqual(checkPlan(problem, boxes), []);
      boxes.forEach((b, k) => {
        assert.equal(b.dx, cm(64));
        assert.equal(b.dz, cm(24));
        assert.equal(b.y, STACK[k].y);
        assert.equal(b.item, STACK[k].item);
      });
    }
    // one of them stands against the side wall, where its narrow side is held
    assert.ok(turns.some((boxes) => boxes.every((b) => b.z === 0)));
  });

  it('never turns a stack into another box', () => {
    const problem = problemOf(true);
    const obstacle: Placement = { item: 1, x: cm(80), y: 0, z: 0, dx: cm(20), dy: cm(20), dz: cm(20) };
    const boxes = [...STACK, obstacle];
    for (const turned of stackTurns(problem, boxes, [0, 1, 2])) assert.deepEqual(checkPlan(problem, turned), []);
  });
});
