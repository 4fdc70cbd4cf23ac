import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { detectEndpoint, normaliseResponse, readSavedPlan } from '../../src/viewer/model/normalise-response.js';
import type { ViewLoad } from '../../src/viewer/model/view-model.js';

// Fixtures are the engines' GET example responses, trimmed (see fixtures/make-endpoint-fixtures.ts).
type Json = Record<string, any>;
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}-example.saved.json`, import.meta.url), 'utf8'));

function assertInside(load: ViewLoad): void {
  const s = load.space;
  for (const b of load.boxes) {
    assert.ok(b.px >= -1e-6 && b.pz >= -1e-6 && b.py >= -1e-6, `${load.title} ${b.id} below the corner`);
    assert.ok(b.px + b.l <= s.l + 1e-6 && b.pz + b.w <= s.w + 1e-6, `${load.title} ${b.id} outside the floor`);
    if (s.h !== null) assert.ok(s.baseHeight + b.py + b.h <= s.h + 1e-6, `${load.title} ${b.id} above the roof`);
  }
}

test('every new endpoint is recognised from its response shape alone', () => {
  for (const name of ['order-options', 'case-design', 'box-catalog', 'consolidate']) {
    assert.equal(detectEndpoint(fixture(name).response), name);
    assert.equal(readSavedPlan({ response: fixture(name).response }).endpoint, name);
  }
});

test('order-options: baseline and every alternative, each pallet a load drawn as a quote pallet', () => {
  const saved = fixture('order-options');
  const view = normaliseResponse(readSavedPlan(saved));
  const r = saved.response;
  const quotes = [r.baseline.quote, ...r.alternatives.map((a: Json) => a.quote)];
  assert.equal(
    view.loads.length,
    quotes.reduce((s: number, q: Json) => s + q.pallets.length, 0),
  );
  assert.equal(view.loads[0].title, 'Baseline · pallet 1');
  assert.equal(view.loads[r.baseline.quote.pallets.length].title, 'Alternative 1 · pallet 1');
  const drawn = view.loads.map((l) => l.boxes.length);
  assert.deepEqual(
    drawn,
    quotes.flatMap((q: Json) => q.pallets.map((p: Json) => p.boxes.length)),
  );
  const baseline = view.summary.find((row) => row.label.startsWith('Baseline'))!;
  assert.match(baseline.value, new RegExp(`^${r.baseline.palletCount} pallets?,`));
  const alt = r.alternatives[0];
  const row = view.summary.find((x) => x.label.startsWith('Alternative 1'))!;
  assert.ok(row.value.startsWith(`${alt.palletCount} pallet${alt.palletCount === 1 ? ';' : 's;'}`), row.value);
  for (const c of alt.quantityChanges) assert.ok(row.value.includes(`${c.sku} ${c.from} → ${c.to}`), row.value);
  assert.ok(row.value.includes(`${alt.unitsChanged} units changed`));
  assert.ok(row.value.includes(`net savings ${alt.economics.netSavings} ${alt.economics.currency}`), row.value);
  for (const load of view.loads) {
    assert.equal(load.space.kind, 'pallet');
    assert.equal(load.space.baseHeight, saved.request.pallet.baseHeight);
    assertInside(load);
  }
});

test('case-design: each candidate gives its case, its pallet and its container', () => {
  const saved = fixture('case-design');
  const view = normaliseResponse(readSavedPlan(saved));
  const c = saved.response.candidates[0];
  const [kase, pallet, container] = view.loads;
  assert.deepEqual(view.loads.map((l) => l.title).slice(0, 3), [
    'Candidate 1 · case',
    'Candidate 1 · pallet',
    'Candidate 1 · container',
  ]);
  assert.equal(view.loads.length, 3 * saved.response.candidates.length);
  assert.equal(kase.space.kind, 'case');
  assert.deepEqual([kase.space.l, kase.space.w, kase.space.h], [c.caseInner.l, c.caseInner.w, c.caseInner.h]);
  assert.equal(kase.boxes.length, c.unitsPerCase);
  assert.equal(pallet.boxes.length, c.pallet.cases);
  assert.equal(pallet.space.baseHeight, saved.request.pallet.baseHeight);
  assert.ok(
    Math.abs(pallet.loadedHeight - c.pallet.loadedHeight) < 0.05,
    `${pallet.loadedHeight} vs ${c.pallet.loadedHeight}`,
  );
  assert.equal(c.container.mode, 'pallets');
  assert.equal(container.boxes.length, c.container.palletised.pallets);
  assert.deepEqual([container.space.l, container.space.w], [1203, 235]);
  for (const load of view.loads) assertInside(load);
  assert.equal(kase.checks.length, c.checks.length);
});

test('box-catalog: each order packed in its chosen box, with the catalogue and billed weights listed', () => {
  const saved = fixture('box-catalog');
  const view = normaliseResponse(readSavedPlan(saved));
  const orders = saved.response.perOrder;
  assert.equal(view.loads.length, orders.length);
  orders.forEach((o: Json, i: number) => {
    const load = view.loads[i];
    assert.equal(load.space.kind, 'case');
    assert.deepEqual([load.space.l, load.space.w, load.space.h], [o.packing.box.l, o.packing.box.w, o.packing.box.h]);
    assert.equal(load.boxes.length, o.packing.boxes.length);
    assertInside(load);
    const row = view.summary.find((r) => r.label.startsWith(o.orderId))!;
    assert.ok(row.value.includes(`box ${o.box}`) && row.value.includes(`billed ${o.billedWeight.kg} kg`), row.value);
    assert.ok(row.value.includes(`dimensional ${o.dimWeight.kg}`), row.value);
  });
  for (const entry of saved.response.catalog) {
    const row = view.summary.find((r) => r.label.startsWith(`Box ${entry.id}`))!;
    assert.ok(row.value.includes(`used by ${entry.usedByOrders} orders (${entry.sharePct} %)`), row.value);
  }
});

test('box-catalog: an unfit order says so and still lists its weights', () => {
  const saved = fixture('box-catalog');
  const order = { ...saved.response.perOrder[0], box: null, unfit: true, packing: undefined };
  const view = normaliseResponse({
    endpoint: 'box-catalog',
    request: saved.request,
    response: { ...saved.response, perOrder: [order] },
  });
  const row = view.summary.find((r) => r.label.startsWith(order.orderId))!;
  assert.match(row.value, /^unfit/);
  assert.equal(row.tone, 'bad');
  assert.equal(view.loads[0].boxes.length, 0);
});

test("consolidate: a plan's containers one after another, boxes coloured by PO, the plan's remainder and cost beside them", () => {
  const saved = fixture('consolidate');
  const view = normaliseResponse(readSavedPlan(saved));
  const plan = saved.response.plans[0];
  assert.equal(view.loads.length, plan.containers.length);
  const load = view.loads[0];
  const c = plan.containers[0];
  assert.match(load.title, /^Plan 1 · container 1 of \d+ \(20gp\)$/);
  assert.deepEqual([load.space.l, load.space.w, load.space.h], [c.interior.l.cm, c.interior.w.cm, c.interior.h.cm]);
  assert.deepEqual(
    load.boxes.map((b) => b.label),
    c.boxes.map((b: Json) => b.poId),
  );
  assert.ok(load.boxes[0].id.includes(c.boxes[0].sku));
  assertInside(load);
  const reasons = plan.remainder.byPo.flatMap((po: Json) => po.items.map((i: Json) => i.reason));
  assert.ok(reasons.length > 0);
  for (const reason of reasons) assert.ok(load.unplaced.some((u) => u.reason.includes(reason)));
  assert.ok(load.stats.some((r) => r.label === 'LCL for the remainder' && r.value.includes(String(plan.lcl.amount))));
  assert.ok(load.stats.some((r) => r.label === 'Plan cost' && r.value.startsWith(String(plan.cost.total))));
  assert.ok(load.checks.some((k) => k.code === plan.checks[0].code && k.detail === plan.checks[0].detail));
  for (const s of saved.response.eligible.skipped) {
    assert.ok(view.summary.some((r) => r.label === `Skipped ${s.poId}` && r.value === s.reason));
  }
});

test('consolidate: a plan without rates says which rates are missing', () => {
  const saved = fixture('consolidate');
  const plan = { ...saved.response.plans[0], cost: null, missingRates: ['20gp'] };
  const view = normaliseResponse({
    endpoint: 'consolidate',
    request: saved.request,
    response: { ...saved.response, plans: [plan] },
  });
  const row = view.loads[0].stats.find((r) => r.label === 'Plan cost')!;
  assert.equal(row.value, 'not priced: missing 20gp');
});

test('case-design in inches: the preset container is scaled to inches like the patterns', () => {
  const saved = fixture('case-design');
  const view = normaliseResponse({
    endpoint: 'case-design',
    request: { ...saved.request, units: 'in-lb' },
    response: { ...saved.response, units: 'in-lb' },
  });
  const container = view.loads.find((l) => l.title.endsWith('container'))!;
  assert.ok(Math.abs(container.space.l - 1203 / 2.54) < 1e-9);
  assert.equal(view.units.length, 'in');
});

test('case-design floor-loaded: the floor pattern in layers of the case height, up to the reported cases', () => {
  const saved = fixture('case-design');
  const c = saved.response.candidates[0];
  const rects = [
    { x: 0, z: 0, l: 40, w: 20 },
    { x: 40, z: 0, l: 40, w: 20 },
    { x: 0, z: 20, l: 40, w: 20 },
  ];
  const floorLoaded = {
    ...c.container.floorLoaded,
    cases: 5,
    layers: 2,
    floorPattern: { ...c.container.floorLoaded.floorPattern, rects },
  };
  const candidate = { ...c, pallet: null, container: { ...c.container, mode: 'floor', floorLoaded } };
  const view = normaliseResponse({
    endpoint: 'case-design',
    request: saved.request,
    response: { ...saved.response, candidates: [candidate] },
  });
  assert.deepEqual(
    view.loads.map((l) => l.title),
    ['Candidate 1 · case', 'Candidate 1 · container'],
  );
  const boxes = view.loads[1].boxes;
  assert.equal(boxes.length, 5);
  assert.deepEqual(
    boxes.map((b) => b.py),
    [0, 0, 0, c.caseOuter.h.cm, c.caseOuter.h.cm],
  );
});
