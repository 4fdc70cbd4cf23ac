import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { normaliseResponse, readSavedPlan, detectEndpoint } from '../../src/viewer/model/normalise-response.js';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

test('a saved pack envelope keeps its request and draws the preset container', () => {
  const plan = readSavedPlan(fixture('pack-appliances.saved.json'));
  assert.equal(plan.endpoint, 'pack');
  const view = normaliseResponse(plan);
  const load = view.loads[0];
  assert.equal(view.loads.length, 1);
  assert.deepEqual([load.space.l, load.space.w, load.space.h], [590, 235, 239]);
  assert.deepEqual(load.space.door, { w: 234, h: 228 });
  assert.equal(load.space.inferred, false);
  assert.equal(load.boxes.length, (plan.response.boxes as unknown[]).length);
  assert.equal(load.zones.length, 2);
  assert.equal(load.checks.length, 10);
  assert.ok(load.cog && load.cog.y > 0);
  // container steps are the engine's loading order, untouched
  assert.deepEqual(
    load.boxes.map((b) => b.id),
    (plan.response.boxes as { id: string }[]).map((b) => b.id),
  );
});

test('a bare pack response is recognised and its container inferred from the boxes', () => {
  const plan = readSavedPlan(fixture('pack-bare-response.json'));
  assert.equal(plan.endpoint, 'pack');
  assert.equal(plan.request, undefined);
  const load = normaliseResponse(plan).loads[0];
  assert.equal(load.space.inferred, true);
  for (const b of load.boxes) {
    assert.ok(b.px + b.l <= load.space.l && b.pz + b.w <= load.space.w && b.py + b.h <= (load.space.h ?? 0));
  }
});

test('pallet steps go bottom-up (py, then pz, then px) and boxes sit on the deck', () => {
  const plan = readSavedPlan(fixture('pallet-eur.saved.json'));
  assert.equal(plan.endpoint, 'pallet-estimate');
  const load = normaliseResponse(plan).loads[0];
  assert.equal(load.space.baseHeight, 14.4);
  assert.equal(load.loadedHeight, 163.4);
  for (let i = 1; i < load.boxes.length; i++) {
    const [a, b] = [load.boxes[i - 1], load.boxes[i]];
    assert.ok(
      a.py < b.py || (a.py === b.py && (a.pz < b.pz || (a.pz === b.pz && a.px <= b.px))),
      `step ${i} out of order`,
    );
  }
  assert.deepEqual(load.unplaced, []);
});

test('a bare pallet response recovers the base height from loadedHeight', () => {
  const saved = fixture('pallet-eur.saved.json') as { response: Record<string, unknown> };
  const load = normaliseResponse(readSavedPlan(saved.response)).loads[0];
  assert.equal(load.space.kind, 'pallet');
  assert.ok(Math.abs(load.space.baseHeight - 14.4) < 1e-9);
});

test('order-plan gives one load per pallet with its height and weight', () => {
  const view = normaliseResponse(readSavedPlan(fixture('order-plan-eur.saved.json')));
  assert.equal(view.endpoint, 'order-plan');
  assert.deepEqual(
    view.loads.map((l) => l.boxes.length),
    [48, 60, 12],
  );
  assert.deepEqual(
    view.loads.map((l) => l.title),
    ['Pallet 1', 'Pallet 2', 'Pallet 3'],
  );
  assert.ok(view.loads.every((l) => l.cargoWeight !== null && l.loadedHeight > 14.4));
});

test('left-over items come from byItem tallies in either shape', () => {
  const response = { status: 'partial', loadedHeight: 100, boxes: [], byItem: { Tins: { requested: 10, placed: 7 } } };
  const view = normaliseResponse({ endpoint: 'pallet-estimate', request: undefined, response });
  assert.deepEqual(
    view.loads[0].unplaced.map((u) => [u.label, u.qty]),
    [['Tins', 3]],
  );
  const listed = {
    ...response,
    byItem: [
      { label: 'Jars', requested: 5, placed: 5, remaining: 0 },
      { label: 'Bags', remaining: 2 },
    ],
  };
  assert.deepEqual(
    normaliseResponse({ endpoint: 'pallet-estimate', request: undefined, response: listed }).loads[0].unplaced.map(
      (u) => u.label,
    ),
    ['Bags'],
  );
});

test('unknown files are refused with a readable reason', () => {
  assert.throws(() => readSavedPlan([1, 2]), /JSON object/);
  assert.throws(() => readSavedPlan({ hello: 'world' }), /does not look like a stowage response/);
  assert.equal(detectEndpoint({ plans: [] }), 'consolidate');
});

test('boxes with missing numbers are dropped, not drawn at the origin', () => {
  const response = {
    boxes: [
      { id: 'a', label: 'x', l: 10, w: 10, h: 10, px: 0, py: 0, pz: 0 },
      { id: 'b', label: 'y', l: 10 },
    ],
    stats: {},
  };
  assert.equal(
    normaliseResponse({ endpoint: 'pack', request: { container: { l: 100, w: 50, h: 50 } }, response }).loads[0].boxes
      .length,
    1,
  );
});

test('order-quote and receiver-check answers are read in the request units', () => {
  const box = (id: string, py: number) => ({
    id,
    sku: 'CASE-A',
    label: 'Case A',
    l: 16,
    w: 12,
    h: 10,
    px: 0,
    py,
    pz: 0,
    weight: 24,
  });
  const quote = {
    status: 'needs_review',
    reviewReasons: [{ code: 'GROSS_WEIGHT', pallet: 0, message: 'pallet 0: GROSS_WEIGHT failed' }],
    summary: {
      units: 'in-lb',
      palletCount: 1,
      cartonsOrdered: 3,
      cartonsPlaced: 2,
      totalGrossWeight: { kg: 43.5, lb: 95.9 },
    },
    pallets: [
      {
        index: 0,
        loadedHeight: { cm: 66, in: 26 },
        cargoWeight: { kg: 21.8, lb: 48 },
        grossWeight: { kg: 42.2, lb: 93 },
        outerDims: { l: { cm: 121.9, in: 48 }, w: { cm: 101.6, in: 40 }, h: { cm: 68.6, in: 27 } },
        boxes: [box('CASE-A-2', 10), box('CASE-A-1', 0)],
        checks: [
          { code: 'GROSS_WEIGHT', status: 'fail', observed: 93, limit: 90, unit: 'lb', assumption: 'tare included' },
        ],
      },
    ],
    unplaced: [{ sku: 'CASE-A', qty: 1, reason: 'no_room_found' }],
    checks: [{ code: 'PLACEMENT_COMPLETE', status: 'fail', observed: 2, limit: 3, unit: 'count', assumption: '' }],
    inputHash: 'ab'.repeat(32),
  };
  const request = {
    units: 'in-lb',
    pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 72, maxWeight: 2200, tareWeight: 45 },
  };
  const view = normaliseResponse(readSavedPlan({ request, response: quote }));
  assert.equal(view.endpoint, 'order-quote');
  assert.deepEqual(view.units, { length: 'in', mass: 'lb' });
  const load = view.loads[0];
  assert.equal(load.loadedHeight, 26);
  assert.equal(load.cargoWeight, 48);
  assert.deepEqual(
    load.boxes.map((b) => b.id),
    ['CASE-A-1', 'CASE-A-2'],
  );
  assert.equal(load.checks[0].observed, '93 lb');
  assert.equal(view.checks[0].observed, '2');
  assert.deepEqual(view.unplaced, [{ label: 'CASE-A', qty: 1, reason: 'no_room_found' }]);
  assert.ok(view.summary.some((r) => r.label === 'Review' && r.tone === 'bad'));

  const receiver = {
    status: 'needs_review',
    profile: { id: 'x', name: 'Test DC', version: '2026-01' },
    profileChecks: [{ rule: 'MAX_HEIGHT', status: 'pass', observed: 27, limit: 72, unit: 'in', assumption: '' }],
    quote,
  };
  const checked = normaliseResponse(readSavedPlan({ request, response: receiver }));
  assert.equal(checked.endpoint, 'receiver-check');
  assert.deepEqual(
    checked.checks.map((c) => c.code),
    ['MAX_HEIGHT', 'PLACEMENT_COMPLETE'],
  );
  assert.ok(checked.summary.some((r) => r.label === 'Receiver profile' && r.value.startsWith('Test DC')));
});
