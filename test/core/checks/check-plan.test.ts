import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan, type ViolationCode } from '../../../src/core/checks/check-plan.js';
import type { Placement } from '../../../src/core/model/plan.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { place, problemUnits, type ItemSpec, type SpaceSpec } from '../../support/items.js';

const SPACE: SpaceSpec = { l: 100, w: 50, h: 60 };
const cube = (extra: Partial<ItemSpec> = {}): ItemSpec => ({ l: 10, w: 10, h: 10, qty: 10, ...extra });

const codes = (problem: Problem, placements: Placement[], fullSupport = true): ViolationCode[] =>
  checkPlan(problem, placements, { fullSupport })
    .map((v) => v.code)
    .sort();

test('an empty plan and a single floor box are valid', () => {
  const p = problemUnits(SPACE, [cube()]);
  assert.deepEqual(codes(p, []), []);
  assert.deepEqual(codes(p, [place(0, 0, 0, 0, 10, 10, 10)]), []);
});

test('touching boxes do not overlap, corners of the space are inside', () => {
  const p = problemUnits(SPACE, [cube()]);
  const plan = [
    place(0, 0, 0, 0, 10, 10, 10),
    place(0, 10, 0, 0, 10, 10, 10),
    place(0, 0, 0, 10, 10, 10, 10),
    place(0, 90, 50, 40, 10, 10, 10),
  ];
  // the last one floats at the ceiling: only the support rule may object
  assert.deepEqual(codes(p, plan), ['UNSUPPORTED']);
  assert.deepEqual(codes(p, plan, false), []);
});

test('a box resting half on each of two boxes is fully supported', () => {
  const p = problemUnits(SPACE, [cube(), { l: 20, w: 10, h: 5, qty: 1 }]);
  const plan = [place(0, 0, 0, 0, 10, 10, 10), place(0, 10, 0, 0, 10, 10, 10), place(1, 0, 10, 0, 20, 5, 10)];
  assert.deepEqual(codes(p, plan), []);
});

test('OUT_OF_BOUNDS: beyond the door end, below the floor, through the side wall', () => {
  const p = problemUnits(SPACE, [cube()]);
  assert.deepEqual(codes(p, [place(0, 91, 0, 0, 10, 10, 10)]), ['OUT_OF_BOUNDS']);
  assert.deepEqual(codes(p, [place(0, 0, -1, 0, 10, 10, 10)], false), ['OUT_OF_BOUNDS']);
  assert.deepEqual(codes(p, [place(0, 0, 0, 41, 10, 10, 10)]), ['OUT_OF_BOUNDS']);
});

test('OVERLAP: a one-unit overlap is caught, and reports both boxes', () => {
  const p = problemUnits(SPACE, [cube()]);
  const v = checkPlan(p, [place(0, 0, 0, 0, 10, 10, 10), place(0, 9, 0, 9, 10, 10, 10)]);
  assert.deepEqual(
    v.map((x) => x.code),
    ['OVERLAP'],
  );
  assert.deepEqual(v[0].boxes, [0, 1]);
});

test('UNSUPPORTED: floating, overhanging, and resting on a top one unit lower', () => {
  const p = problemUnits(SPACE, [cube(), { l: 10, w: 10, h: 9, qty: 1 }]);
  assert.deepEqual(codes(p, [place(0, 0, 5, 0, 10, 10, 10)]), ['UNSUPPORTED']);
  assert.deepEqual(codes(p, [place(0, 0, 0, 0, 10, 10, 10), place(0, 1, 10, 0, 10, 10, 10)]), ['UNSUPPORTED']);
  assert.deepEqual(codes(p, [place(1, 0, 0, 0, 10, 9, 10), place(0, 0, 10, 0, 10, 10, 10)]), ['UNSUPPORTED']);
});

test('STACK_LIMIT: the load of a column reaches the bottom box', () => {
  const p = problemUnits(SPACE, [cube({ weight: 100, maxStack: 150 })]);
  const column = [place(0, 0, 0, 0, 10, 10, 10), place(0, 0, 10, 0, 10, 10, 10), place(0, 0, 20, 0, 10, 10, 10)];
  const v = checkPlan(p, column);
  assert.deepEqual(
    v.map((x) => x.code),
    ['STACK_LIMIT'],
  );
  assert.deepEqual(v[0].boxes, [0, 1]); // bottom carries 200 g > 150 g; the middle carries 100 g
  assert.deepEqual(codes(p, column.slice(0, 2)), []);
});

test('STACK_LIMIT: a box across two supporters loads each with half its mass', () => {
  const p = problemUnits(SPACE, [cube({ weight: 10, maxStack: 50 }), { l: 20, w: 10, h: 5, qty: 1, weight: 100 }]);
  const plan = [place(0, 0, 0, 0, 10, 10, 10), place(0, 10, 0, 0, 10, 10, 10), place(1, 0, 10, 0, 20, 5, 10)];
  assert.deepEqual(codes(p, plan), []); // 50 g each: at the limit
  const heavier = problemUnits(SPACE, [
    cube({ weight: 10, maxStack: 49 }),
    { l: 20, w: 10, h: 5, qty: 1, weight: 100 },
  ]);
  assert.deepEqual(codes(heavier, plan), ['STACK_LIMIT', 'STACK_LIMIT']);
});

test('STACK_LIMIT: maxStack 0 refuses even a weightless box, maxStack null is never checked', () => {
  const fragile = problemUnits(SPACE, [cube({ maxStack: 0 })]);
  const two = [place(0, 0, 0, 0, 10, 10, 10), place(0, 0, 10, 0, 10, 10, 10)];
  assert.deepEqual(codes(fragile, two), ['STACK_LIMIT']);
  const unknown = problemUnits(SPACE, [cube({ weight: 1000 })]);
  assert.deepEqual(codes(unknown, two), []);
});

test('ORIENTATION: fixed items may not turn, upright items may not tip', () => {
  const fixed = problemUnits(SPACE, [{ l: 20, w: 10, h: 5, qty: 2, rotation: 'fixed' }]);
  assert.deepEqual(codes(fixed, [place(0, 0, 0, 0, 20, 5, 10)]), []);
  assert.deepEqual(codes(fixed, [place(0, 0, 0, 0, 10, 5, 20)]), ['ORIENTATION']);
  const upright = problemUnits(SPACE, [{ l: 20, w: 10, h: 5, qty: 2, rotation: 'upright' }]);
  assert.deepEqual(codes(upright, [place(0, 0, 0, 0, 10, 5, 20)]), []);
  assert.deepEqual(codes(upright, [place(0, 0, 0, 0, 20, 10, 5)]), ['ORIENTATION']);
  assert.deepEqual(codes(upright, [place(0, 0, 0, 0, 20, 20, 20)]), ['ORIENTATION']);
});

test('QTY_EXCEEDED lists the units beyond qty', () => {
  const p = problemUnits(SPACE, [cube({ qty: 1 })]);
  const v = checkPlan(p, [place(0, 0, 0, 0, 10, 10, 10), place(0, 10, 0, 0, 10, 10, 10)]);
  assert.deepEqual(
    v.map((x) => [x.code, x.boxes]),
    [['QTY_EXCEEDED', [1]]],
  );
});

test('OVERWEIGHT lists boxes from the first one past the payload', () => {
  const p = problemUnits({ ...SPACE, maxWeight: 250 }, [cube({ weight: 100 })]);
  const plan = [0, 10, 20].map((x) => place(0, x, 0, 0, 10, 10, 10));
  assert.deepEqual(codes(p, plan.slice(0, 2)), []);
  const v = checkPlan(p, plan);
  assert.deepEqual(
    v.map((x) => [x.code, x.boxes]),
    [['OVERWEIGHT', [2]]],
  );
});

test('GROUP_SPLIT: face contact links a group, an edge or a foreign box between does not', () => {
  const p = problemUnits(SPACE, [cube({ group: 'g' }), cube()]);
  const a = place(0, 0, 0, 0, 10, 10, 10);
  assert.deepEqual(codes(p, [a]), []);
  assert.deepEqual(codes(p, [a, place(0, 10, 0, 5, 10, 10, 10)]), []);
  assert.deepEqual(codes(p, [a, place(0, 10, 0, 10, 10, 10, 10)]), ['GROUP_SPLIT']); // edge only
  const between = [a, place(1, 10, 0, 0, 10, 10, 10), place(0, 20, 0, 0, 10, 10, 10)];
  const v = checkPlan(p, between);
  assert.deepEqual(
    v.map((x) => [x.code, x.boxes]),
    [['GROUP_SPLIT', [2]]],
  );
});

test('ZONE_ORDER: unloadOrder 1 nearest the door, unzoned items deepest', () => {
  const p = problemUnits(SPACE, [cube({ unloadOrder: 1 }), cube({ unloadOrder: 2 }), cube()]);
  const good = [
    place(2, 0, 0, 0, 10, 10, 10),
    place(1, 10, 0, 0, 10, 10, 10),
    place(1, 10, 0, 10, 10, 10, 10),
    place(0, 20, 0, 0, 10, 10, 10),
  ];
  assert.deepEqual(codes(p, good), []);
  const swapped = [place(0, 0, 0, 0, 10, 10, 10), place(1, 10, 0, 0, 10, 10, 10)];
  assert.deepEqual(codes(p, swapped), ['ZONE_ORDER']);
  const unzonedAtDoor = [place(0, 0, 0, 0, 10, 10, 10), place(2, 10, 0, 0, 10, 10, 10)];
  assert.deepEqual(codes(p, unzonedAtDoor), ['ZONE_ORDER']);
  // a zone-1 box beside (not in front of) a zone-2 box shares x-range: still a violation
  const sideBySide = [place(1, 0, 0, 0, 10, 10, 10), place(0, 5, 0, 10, 10, 10, 10)];
  assert.deepEqual(codes(p, sideBySide), ['ZONE_ORDER']);
});

test('DOOR_APERTURE: an item passes when some allowed shape fits the door', () => {
  const space = { ...SPACE, door: { w: 30, h: 25 } };
  // free: placed standing 40 high, but it could come through lying (20 high, 20 wide)
  const free = problemUnits(space, [{ l: 40, w: 20, h: 20, qty: 1, rotation: 'free' }]);
  assert.deepEqual(codes(free, [place(0, 0, 0, 0, 20, 40, 20)]), []);
  // upright and 30 high: no allowed shape is at most 25 high
  const upright = problemUnits(space, [{ l: 20, w: 20, h: 30, qty: 1, rotation: 'upright' }]);
  assert.deepEqual(codes(upright, [place(0, 0, 0, 0, 20, 30, 20)]), ['DOOR_APERTURE']);
  // no door: not checked
  assert.deepEqual(
    codes(problemUnits(SPACE, [{ l: 20, w: 20, h: 30, rotation: 'upright' }]), [place(0, 0, 0, 0, 20, 30, 20)]),
    [],
  );
});

test('BAD_DIMENSIONS: zero extents, fractions and unknown items are reported and skipped', () => {
  const p = problemUnits(SPACE, [cube()]);
  assert.deepEqual(codes(p, [place(0, 0, 0, 0, 0, 10, 10)]), ['BAD_DIMENSIONS']);
  assert.deepEqual(codes(p, [place(0, 0.5, 0, 0, 10, 10, 10)]), ['BAD_DIMENSIONS']);
  assert.deepEqual(codes(p, [place(3, 0, 0, 0, 10, 10, 10)]), ['BAD_DIMENSIONS']);
  assert.deepEqual(codes(problemUnits({ l: 0, w: 10, h: 10 }, [cube()]), []), ['BAD_DIMENSIONS']);
});

test('2,000 boxes in a tight grid check clean in well under a second', () => {
  const p = problemUnits({ l: 200, w: 100, h: 100, maxWeight: 1e9 }, [
    cube({ qty: 2000, weight: 10, maxStack: 1000, group: 'all', unloadOrder: 1 }),
  ]);
  const plan: Placement[] = [];
  for (let x = 0; x < 200; x += 10)
    for (let y = 0; y < 100; y += 10) for (let z = 0; z < 100; z += 10) plan.push(place(0, x, y, z, 10, 10, 10));
  const start = process.hrtime.bigint();
  assert.deepEqual(codes(p, plan), []);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  assert.ok(ms < 1000, `took ${ms} ms`);
});
