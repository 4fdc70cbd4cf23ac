import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import { freeStandingColumns } from '../../geometry/free-standing.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { cm, itemCm, kg, spaceUnits } from '../../../../test/support/items.js';
import { prepareCargo } from './cargo.js';
import { orderRows, type BuiltRow } from './row-order.js';
import { buildWallStow } from './wall-stow.js';

const SPACE = spaceUnits({ l: cm(590), w: cm(235), h: cm(239), maxWeight: kg(28_000) });
const meter = () => new WorkMeter({ work: 50_000_000 });

/** Rows at x = 0: stacks of `n` cartons dx × dy × dz side by side across the width from z = 0. */
function row(item: number, across: number, n: number, dx: number, dy: number, dz: number): BuiltRow {
  const boxes: Placement[] = [];
  for (let k = 0; k < across; k++)
    for (let j = 0; j < n; j++)
      boxes.push({ item, x: 0, y: cm(j * dy), z: cm(k * dz), dx: cm(dx), dy: cm(dy), dz: cm(dz) });
  return { boxes, depth: cm(dx) };
}
const laidOut = (rows: readonly BuiltRow[], order: readonly number[]) => {
  let x = 0;
  return order.flatMap((k) => {
    const out = rows[k].boxes.map((b) => ({ ...b, x: b.x + x }));
    x += rows[k].depth;
    return out;
  });
};

describe('orderRows', () => {
  // a wall 120 cm high (narrow side across: holds itself), a low row (20 cm), and square upright 39 × 39 × 60 cartons two high,
  // six across (1 cm left for dunnage): a square stack 120 cm on a 39 cm side tips unless rows at its height stand before and after it (or an end of the load)
  const rows = [row(0, 7, 2, 60, 60, 33), row(1, 5, 1, 40, 20, 47), row(2, 6, 2, 39, 60, 39)];
  const problem: Problem = {
    space: SPACE,
    items: [
      itemCm(0, { l: 60, w: 33, h: 60, qty: 14, weight: 20 }),
      itemCm(1, { l: 47, w: 40, h: 20, qty: 5, weight: 5 }),
      itemCm(2, { l: 39, w: 39, h: 60, qty: 12, weight: 10, rotation: 'upright' }),
    ],
  };

  it('moves a row of square stacks between rows that hold it: no free-standing column, the same boxes, a valid plan', () => {
    // as built, the square stacks stand between the tall wall and the low row: their front is free above 20 cm
    const built = [0, 2, 1];
    assert.equal(freeStandingColumns(laidOut(rows, built), SPACE.l, SPACE.w).length, 6);
    const order = orderRows(
      built.map((k) => rows[k]),
      SPACE.l,
      SPACE.w,
      meter(),
    ).map((k) => built[k]);
    assert.deepEqual([...order].sort(), [0, 1, 2]);
    const boxes = laidOut(rows, order);
    assert.deepEqual(freeStandingColumns(boxes, SPACE.l, SPACE.w), []);
    assert.deepEqual(checkPlan(problem, boxes), []);
  });

  it('keeps the built order when no order leaves fewer columns', () => {
    assert.deepEqual(orderRows([rows[0], rows[1]], SPACE.l, SPACE.w, meter()), [0, 1]);
    assert.deepEqual(orderRows([rows[2], rows[0]], SPACE.l, SPACE.w, meter()), [0, 1]);
  });
});

describe('buildWallStow, held', () => {
  // 12 square upright cartons 40 × 40 × 60: stacked three high (180 cm on a 40 cm side) the rows tip along the length;
  // held walls stand them one high (60 cm ≤ 2 × 40), five across, in three rows
  const problem: Problem = {
    space: SPACE,
    items: [itemCm(0, { l: 40, w: 40, h: 60, qty: 12, weight: 10, rotation: 'upright' })],
  };
  const build = (held: boolean) => buildWallStow(problem, prepareCargo(problem), SPACE.h, meter(), undefined, held);

  it('builds square cartons lower and longer instead of as towers: every unit, a valid plan, no free-standing column', () => {
    const towers = build(false);
    assert.ok(towers && freeStandingColumns(towers, SPACE.l, SPACE.w).length > 0);
    const boxes = build(true);
    assert.ok(boxes);
    assert.equal(boxes.length, 12);
    assert.deepEqual(checkPlan(problem, boxes), []);
    assert.deepEqual(freeStandingColumns(boxes, SPACE.l, SPACE.w), []);
    assert.equal(Math.max(...boxes.map((b) => b.y + b.dy)), cm(60));
  });
});

describe('buildWallStow, held, cartons that tip even alone one high', () => {
  // 18 square upright cartons 25 × 25 × 59 (taller than twice their side: they tip even alone, so no strict row
  // takes them) and 10 cartons 60 × 47 × 40 (two-high rows of 80 cm): one high, nine across (10 cm of dunnage),
  // the square cartons fill rows 25 cm deep that stand between rows holding them (or an end of the load)
  const problem: Problem = {
    space: SPACE,
    items: [
      itemCm(0, { l: 60, w: 47, h: 40, qty: 10, weight: 20 }),
      itemCm(1, { l: 25, w: 25, h: 59, qty: 18, weight: 8, rotation: 'upright' }),
    ],
  };

  it('stands them one high in rows they fill, with no free-standing column, every unit and a valid plan', () => {
    const boxes = buildWallStow(problem, prepareCargo(problem), SPACE.h, meter(), undefined, true, true);
    assert.ok(boxes);
    assert.equal(boxes.length, 28);
    assert.deepEqual(checkPlan(problem, boxes), []);
    assert.deepEqual(freeStandingColumns(boxes, SPACE.l, SPACE.w), []);
    assert.deepEqual([...new Set(boxes.filter((b) => b.item === 1).map((b) => b.y))], [0]);
  });
});
