import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TaskInputError } from '../tasks/task.js';
import { mapPackRequest, type PackRequestInput } from './pack-request.js';
import { buildPackResponse } from './pack-response.js';
import { mixedInstance, guillotineInstance } from '../../../test/support/generators.js';
import { packBodyFromProblem } from '../../../test/support/pack-body.js';

const item = (extra: Partial<PackRequestInput['items'][number]> = {}) => ({ l: 10, w: 20, h: 30, ...extra });

test('round trip: a problem written as a request maps back to the identical problem', () => {
  fc.assert(
    fc.property(fc.oneof(mixedInstance(), guillotineInstance({ rotation: 'upright' })), ({ problem }) => {
      assert.deepEqual(mapPackRequest(packBodyFromProblem(problem)).problem, problem);
    }),
  );
});

test('centimetres and kilograms become exact 0.1 mm and grams', () => {
  const { problem } = mapPackRequest({
    container: { l: 1203.37, w: 235.01, h: 12.34, maxWeight: 26480.25 },
    items: [item({ l: 0.01, weight: 1.234, maxStack: 0 })],
  });
  assert.deepEqual(
    [problem.space.l, problem.space.w, problem.space.h, problem.space.maxWeight],
    [120337, 23501, 1234, 26480250],
  );
  assert.deepEqual(
    [problem.items[0].l, problem.items[0].weight, problem.items[0].hasWeight, problem.items[0].maxStack],
    [1, 1234, true, 0],
  );
});

test('defaults: qty 1, label item-<n>, no weight, no stack limit, no zone, all orientations', () => {
  const { problem, budget, tareKg, axles } = mapPackRequest({
    container: { l: 100, w: 100, h: 100 },
    items: [item(), item({ label: 'b' })],
  });
  const [a, b] = problem.items;
  assert.deepEqual(
    [a.index, a.label, a.qty, a.weight, a.hasWeight, a.maxStack, a.group, a.unloadOrder],
    [0, 'item-1', 1, 0, false, null, null, null],
  );
  assert.deepEqual([a.verticalAxes, a.canTurn], [['l', 'w', 'h'], true]);
  assert.deepEqual([b.index, b.label], [1, 'b']);
  assert.deepEqual(
    [budget, tareKg, axles, problem.space.door, problem.space.maxWeight],
    ['default', null, null, null, null],
  );
});

test('orientation flags: keepUpright, allowRotate false, and verticalAxes overriding both', () => {
  const map = (extra: Partial<PackRequestInput['items'][number]>) => {
    const it = mapPackRequest({ container: { l: 100, w: 100, h: 100 }, items: [item(extra)] }).problem.items[0];
    return [it.verticalAxes, it.canTurn];
  };
  assert.deepEqual(map({ keepUpright: true }), [['h'], true]);
  assert.deepEqual(map({ allowRotate: false }), [['h'], false]);
  assert.deepEqual(map({ keepUpright: true, verticalAxes: ['l', 'w'] }), [['l', 'w'], true]);
  assert.deepEqual(map({ allowRotate: false, verticalAxes: ['w'] }), [['w'], false]);
});

test('a preset fills interior, payload, door and tare; explicit fields override each one', () => {
  const preset = mapPackRequest({ container: { preset: '40hq' }, items: [item()] });
  assert.deepEqual(preset.problem.space, {
    l: 120300,
    w: 23500,
    h: 26900,
    maxWeight: 26480000,
    door: { w: 23400, h: 25800 },
  });
  assert.equal(preset.tareKg, 4000);
  const custom = mapPackRequest({
    container: { preset: '20gp', h: 200, maxWeight: 10000, door: { w: 200, h: 190 }, tare: 2200 },
    items: [item()],
  });
  assert.deepEqual(custom.problem.space, {
    l: 59000,
    w: 23500,
    h: 20000,
    maxWeight: 10000000,
    door: { w: 20000, h: 19000 },
  });
  assert.equal(custom.tareKg, 2200);
});

test('client errors become TaskInputError 400 naming the field', () => {
  const fieldOf = (body: PackRequestInput) => {
    try {
      mapPackRequest(body);
    } catch (e) {
      assert.ok(e instanceof TaskInputError);
      assert.equal(e.status, 400);
      return e.field;
    }
    return null;
  };
  assert.equal(fieldOf({ container: { w: 100, h: 100 }, items: [item()] }), 'container.l');
  // a carton side never rounds to zero (it rounds up to 0.1 mm); a container side below 0.1 mm does
  assert.equal(fieldOf({ container: { l: 100, w: 100, h: 100 }, items: [item(), item({ h: 0.001 })] }), null);
  assert.equal(fieldOf({ container: { l: 100, w: 100, h: 0.009 }, items: [item()] }), 'container.h');
  assert.equal(
    fieldOf({
      container: { l: 100, w: 100, h: 100, axles: { frontPos: 50, rearPos: 50, frontLimit: 1, rearLimit: 1 } },
      items: [item()],
    }),
    'container.axles.rearPos',
  );
  assert.equal(
    fieldOf({ container: { l: 100, w: 100, h: 100 }, items: [item({ qty: 1500 }), item({ qty: 501 })] }),
    'items',
  );
});

test('response: boxes in loading order in cm with l/w/h along x/z/y, counts, reasons, engine and search', () => {
  const request = mapPackRequest({
    container: { l: 100, w: 50, h: 50 },
    items: [item({ l: 12.34, w: 20, h: 30, qty: 3, weight: 2.5, label: 'crate' }), item({ qty: 2 })],
  });
  const plan = {
    placements: [
      { item: 0, x: 0, y: 0, z: 0, dx: 3000, dy: 1234, dz: 2000 },
      { item: 0, x: 3000, y: 0, z: 0, dx: 1234, dy: 3000, dz: 2000 },
    ],
    unplaced: [
      { item: 0, qty: 1, reason: 'no_room_found' as const },
      { item: 1, qty: 2, reason: 'no_orientation_fits_space' as const },
    ],
    stats: { engine: 'stub', work: 42, stoppedBy: 'complete' as const },
  };
  const body = buildPackResponse(request, plan, 1000);
  assert.deepEqual(body.boxes, [
    { id: 'b1', label: 'crate', l: 30, w: 20, h: 12.34, px: 0, py: 0, pz: 0, weight: 2.5 },
    { id: 'b2', label: 'crate', l: 12.34, w: 20, h: 30, px: 30, py: 0, pz: 0, weight: 2.5 },
  ]);
  assert.equal(body.unplaced, 3);
  assert.deepEqual(body.unplacedItems, [
    { label: 'crate', qty: 1, reason: 'no_room_found' },
    { label: 'item-2', qty: 2, reason: 'no_orientation_fits_space' },
  ]);
  assert.match(String(body.engine), /^stub\/\d+\.\d+\.\d+$/);
  assert.deepEqual(body.search, { budget: 'default', workLimit: 1000, work: 42, stoppedBy: 'complete' });
  assert.equal((body.checks as unknown[]).length, 10);
  for (const key of ['stats', 'zones', 'checksSummary']) assert.ok(key in body, key);
});

test('bottomOnly, maxLayers and axles reach the core problem (axles in 0.1 mm and g)', () => {
  const { problem, axles } = mapPackRequest({
    container: {
      l: 1360,
      w: 248,
      h: 270,
      axles: { frontPos: 0, rearPos: 1000.5, frontLimit: 10000, rearLimit: 18000.25 },
    },
    items: [item({ bottomOnly: true, maxLayers: 2 }), item()],
  });
  assert.deepEqual([problem.items[0].bottomOnly, problem.items[0].maxLayers], [true, 2]);
  assert.ok(!('bottomOnly' in problem.items[1]) && !('maxLayers' in problem.items[1]));
  assert.deepEqual(problem.space.axles, { frontPos: 0, rearPos: 100050, frontLimit: 10000000, rearLimit: 18000250 });
  assert.deepEqual(axles, { frontPos: 0, rearPos: 1000.5, frontLimit: 10000, rearLimit: 18000.25 });
});
