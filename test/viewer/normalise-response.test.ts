import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { normaliseResponse, readSavedPlan, detectEndpoint } from '../../src/viewer/model/normalise-response.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

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
  assert.deepEqual(load.boxes.map((b) => b.id), (plan.response.boxes as { id: string }[]).map((b) => b.id));
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
    assert.ok(a.py < b.py || (a.py === b.py && (a.pz < b.pz || (a.pz === b.pz && a.px <= b.px))), `step ${i} out of order`);
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
  assert.deepEqual(view.loads.map((l) => l.boxes.length), [48, 60, 12]);
  assert.deepEqual(view.loads.map((l) => l.title), ['Pallet 1', 'Pallet 2', 'Pallet 3']);
  assert.ok(view.loads.every((l) => l.cargoWeight !== null && l.loadedHeight > 14.4));
});

test('left-over items come from byItem tallies in either shape', () => {
  const response = { status: 'partial', loadedHeight: 100, boxes: [], byItem: { Tins: { requested: 10, placed: 7 } } };
  const view = normaliseResponse({ endpoint: 'pallet-estimate', request: undefined, response });
  assert.deepEqual(view.loads[0].unplaced.map((u) => [u.label, u.qty]), [['Tins', 3]]);
  const listed = { ...response, byItem: [{ label: 'Jars', requested: 5, placed: 5, remaining: 0 }, { label: 'Bags', remaining: 2 }] };
  assert.deepEqual(normaliseResponse({ endpoint: 'pallet-estimate', request: undefined, response: listed }).loads[0].unplaced.map((u) => u.label), ['Bags']);
});

test('unknown files are refused with a readable reason', () => {
  assert.throws(() => readSavedPlan([1, 2]), /JSON object/);
  assert.throws(() => readSavedPlan({ hello: 'world' }), /does not look like a stowage response/);
  assert.equal(detectEndpoint({ plans: [] }), 'consolidate');
});

test('boxes with missing numbers are dropped, not drawn at the origin', () => {
  const response = { boxes: [{ id: 'a', label: 'x', l: 10, w: 10, h: 10, px: 0, py: 0, pz: 0 }, { id: 'b', label: 'y', l: 10 }], stats: {} };
  assert.equal(normaliseResponse({ endpoint: 'pack', request: { container: { l: 100, w: 50, h: 50 } }, response }).loads[0].boxes.length, 1);
});
