import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import { freeStandingColumns } from '../../geometry/free-standing.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { cm, itemCm, kg, spaceUnits } from '../../../../test/support/items.js';
import { prepareCargo } from './cargo.js';
import { buildWallStow } from './wall-stow.js';

const CONTAINER = spaceUnits({ l: cm(590), w: cm(235), h: cm(239), maxWeight: kg(28_000) });
const build = (problem: Problem, share = 1) =>
  buildWallStow(
    problem,
    prepareCargo(problem),
    Math.floor(problem.space.h * share),
    new WorkMeter({ work: 50_000_000 }),
  );
const perItem = (boxes: readonly Placement[], n: number) =>
  boxes.reduce((c, b) => {
    c[b.item]++;
    return c;
  }, new Array<number>(n).fill(0));
const top = (boxes: readonly Placement[]) => Math.max(...boxes.map((b) => b.y + b.dy));

describe('buildWallStow', () => {
  it('builds one carton type into walls of level stacks across the width: every unit, a valid plan, no free-standing column', () => {
    const problem: Problem = { space: CONTAINER, items: [itemCm(0, { l: 60, w: 40, h: 40, qty: 60, weight: 12 })] };
    const boxes = build(problem);
    assert.ok(boxes);
    assert.deepEqual(perItem(boxes, 1), [60]);
    assert.deepEqual(checkPlan(problem, boxes), []);
    assert.deepEqual(freeStandingColumns(boxes, CONTAINER.l, CONTAINER.w), []);
    // two rows of 5 stacks of 5 (40 cm each, narrow side across), centred so both 17.5 cm gaps take dunnage; the last 10 lower
    assert.deepEqual(
      [...new Set(boxes.filter((b) => b.x === 0).map((b) => b.z))].sort((a, b) => a - b),
      [17.5, 57.5, 97.5, 137.5, 177.5].map(cm),
    );
    assert.equal(top(boxes), cm(200));
    assert.ok(Math.max(...boxes.map((b) => b.x + b.dx)) <= cm(200));
  });

  it('keeps maxStack, bottomOnly and the lower ceiling, and puts no unit on another item', () => {
    const problem: Problem = {
      space: CONTAINER,
      items: [
        itemCm(0, { l: 50, w: 40, h: 30, qty: 30, weight: 20, maxStack: 40 }),
        { ...itemCm(1, { l: 80, w: 60, h: 50, qty: 6, weight: 60 }), bottomOnly: true },
      ],
    };
    const boxes = build(problem, 0.5);
    assert.ok(boxes);
    assert.deepEqual(perItem(boxes, 2), [30, 6]);
    assert.deepEqual(checkPlan(problem, boxes), []);
    assert.ok(top(boxes) <= Math.floor(CONTAINER.h * 0.5));
    assert.ok(boxes.filter((b) => b.item === 1).every((b) => b.y === 0));
  });

  it('builds unload zones one after another from the front wall (order 1 nearest the door); leaves keep-together groups to the other stows', () => {
    const problem: Problem = {
      space: CONTAINER,
      items: [
        itemCm(0, { l: 50, w: 40, h: 30, qty: 12, unloadOrder: 1 }),
        itemCm(1, { l: 50, w: 40, h: 30, qty: 12, unloadOrder: 2 }),
      ],
    };
    const boxes = build(problem);
    assert.ok(boxes);
    assert.deepEqual(checkPlan(problem, boxes), []);
    const zoneTwoEnd = Math.max(...boxes.filter((b) => b.item === 1).map((b) => b.x + b.dx));
    assert.ok(boxes.filter((b) => b.item === 0).every((b) => b.x >= zoneTwoEnd));
    const grouped: Problem = {
      space: CONTAINER,
      items: [itemCm(0, { l: 50, w: 40, h: 30, qty: 4, group: 'a' }), itemCm(1, { l: 50, w: 40, h: 30, qty: 4 })],
    };
    assert.equal(build(grouped), null);
  });

  it('property: on random light mixed loads (some in unload zones) every stow it returns places every unit and passes the plan checker', () => {
    const carton = fc.record({
      l: fc.integer({ min: 20, max: 70 }),
      w: fc.integer({ min: 20, max: 70 }),
      h: fc.integer({ min: 20, max: 60 }),
      qty: fc.integer({ min: 1, max: 25 }),
      weight: fc.integer({ min: 1, max: 40 }),
      maxStack: fc.option(fc.integer({ min: 0, max: 120 })),
      upright: fc.boolean(),
      zone: fc.option(fc.integer({ min: 1, max: 3 })),
    });
    fc.assert(
      fc.property(fc.array(carton, { minLength: 1, maxLength: 6 }), fc.constantFrom(1, 0.7, 0.5), (cartons, share) => {
        const items = cartons.map((c, i) =>
          itemCm(i, { ...c, rotation: c.upright ? 'upright' : 'free', unloadOrder: c.zone }),
        );
        const problem: Problem = { space: CONTAINER, items };
        const boxes = build(problem, share);
        if (!boxes) return;
        assert.deepEqual(
          perItem(boxes, items.length),
          items.map((it) => it.qty),
        );
        assert.deepEqual(checkPlan(problem, boxes), []);
      }),
      { numRuns: 60, seed: 18 },
    );
  });
  it('with flush caps (capStep 0), tops no stack with a carton narrower across than it, so the tops of a row leave no gap', () => {
    const problem: Problem = {
      space: CONTAINER,
      items: [
        itemCm(0, { l: 50, w: 45, h: 60, qty: 30, weight: 25 }),
        itemCm(1, { l: 50, w: 38, h: 30, qty: 20, weight: 6 }),
        itemCm(2, { l: 50, w: 45, h: 35, qty: 10, weight: 5 }),
      ],
    };
    const boxes = buildWallStow(
      problem,
      prepareCargo(problem),
      problem.space.h,
      new WorkMeter({ work: 50_000_000 }),
      0,
    );
    assert.ok(boxes);
    assert.deepEqual(checkPlan(problem, boxes), []);
    for (const b of boxes.filter((p) => p.y > 0)) {
      const under: Placement | undefined = boxes.find(
        (o) => o.y + o.dy === b.y && o.x <= b.x && o.z <= b.z && o.x + o.dx >= b.x + b.dx && o.z + o.dz >= b.z + b.dz,
      );
      assert.ok(under, 'every unit stands on one unit');
      assert.equal(b.dz, under.dz, 'a cap as wide across as the stack it tops');
    }
  });
});
