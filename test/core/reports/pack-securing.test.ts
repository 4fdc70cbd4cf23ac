import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Placement, Plan } from '../../../src/core/model/plan.js';
import { buildPackReport } from '../../../src/core/reports/pack-report.js';
import { cm, problemCm } from '../../support/items.js';

/** Issue 50, line 5: the gaps a crew must block (front, door, side; dunnage or blocking) and the floor load per running metre. */
const planOf = (placements: Placement[]): Plan => ({
  placements,
  unplaced: [],
  stats: { engine: 'test', work: 0, stoppedBy: 'complete' },
});
const at = (x: number, z: number, dx: number, dy: number, dz: number, y = 0, item = 0): Placement => ({
  item,
  x: cm(x),
  y: cm(y),
  z: cm(z),
  dx: cm(dx),
  dy: cm(dy),
  dz: cm(dz),
});

// two 1 t drums stacks side by side, 50 cm off the front wall: 20 cm between them, 20 cm to the right wall, 35 cm beside a third
const problem = problemCm({ l: 300, w: 240, h: 250 }, [
  { l: 100, w: 100, h: 90, qty: 4, weight: 1000, maxStack: 1000 },
]);
const plan = planOf([
  at(50, 0, 100, 90, 100),
  at(50, 120, 100, 90, 100),
  at(50, 0, 100, 90, 100, 90),
  at(150, 0, 100, 90, 100),
]);

test('securing lists the front, door and every side gap over 5 cm, with its size, position and method', () => {
  const report = buildPackReport(problem, plan, { tareKg: null, axles: null });
  assert.deepEqual(report.securing, [
    { gap: 'front', method: 'blocking', px: 0, py: 0, pz: 0, l: 50, w: 220, h: 180 },
    { gap: 'door', method: 'blocking', px: 250, py: 0, pz: 0, l: 50, w: 220, h: 180 },
    { gap: 'side', method: 'dunnage', px: 50, py: 0, pz: 100, l: 100, w: 20, h: 180 },
    { gap: 'side', method: 'dunnage', px: 50, py: 0, pz: 220, l: 100, w: 20, h: 90 },
    { gap: 'side', method: 'blocking', px: 150, py: 0, pz: 100, l: 100, w: 140, h: 90 },
  ]);
});

test('floor load per running metre: peak, where, per metre, and judged against the container limit', () => {
  const none = buildPackReport(problem, plan, { tareKg: null, axles: null }).floorLoad;
  // 3 t on x 50-150 and 1 t on x 150-250: the heaviest metre is 50-150 (3,000 kg)
  assert.deepEqual(none, {
    peakKgPerM: 3000,
    peakAtCm: 50,
    perMetreKg: [1500, 2000, 500],
    limitKgPerM: null,
    status: 'not_evaluated',
  });
  const tight = buildPackReport(problem, plan, { tareKg: null, axles: null, maxFloorLoadPerM: 2500 }).floorLoad;
  assert.equal(tight?.status, 'fail');
  const roomy = buildPackReport(problem, plan, { tareKg: null, axles: null, maxFloorLoadPerM: 3000 }).floorLoad;
  assert.equal(roomy?.status, 'pass');
});

test('a tight load against the front wall needs no front gap blocked', () => {
  const tightPlan = planOf([at(0, 0, 100, 90, 100), at(0, 100, 100, 90, 100), at(0, 200, 100, 90, 40)]);
  const gaps = buildPackReport(problem, tightPlan, { tareKg: null, axles: null }).securing;
  assert.deepEqual(
    gaps.map((g) => g.gap),
    ['door'],
  );
});
