import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { post, testApp } from './harness.js';

/**
 * previousPlan (issue 50, line 2): "drop what did not fit and rerun" is monotone when the first
 * answer's boxes are sent back, and a previous plan that is not a valid plan of the request is
 * refused with 400 naming the box.
 */
let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

const container = { l: 200, w: 120, h: 100, maxWeight: 5000 };
const items = [
  { label: 'A', l: 45, w: 35, h: 30, qty: 30, weight: 12 },
  { label: 'B', l: 60, w: 40, h: 25, qty: 20, weight: 20 },
  { label: 'C', l: 33, w: 27, h: 40, qty: 25, weight: 8 },
];
type Box = { label: string; l: number; w: number; h: number; px: number; py: number; pz: number };

test('rerunning exactly the units placed, with the previous boxes, places every one of them', async () => {
  const first = await post(app, '/api/pack', { container, items });
  assert.equal(first.statusCode, 200, first.body);
  const body = first.json() as { boxes: Box[]; unplaced: number; checks: { code: string; detail?: string }[] };
  assert.ok(body.unplaced > 0, 'premise: not everything fits');
  // the answer says how to ask for more
  const complete = body.checks.find((c) => c.code === 'PLACEMENT_COMPLETE');
  assert.match(complete?.detail ?? '', /budget "thorough"/);
  const placed = new Map<string, number>();
  for (const b of body.boxes) placed.set(b.label, (placed.get(b.label) ?? 0) + 1);
  const kept = items.filter((it) => placed.has(it.label)).map((it) => ({ ...it, qty: placed.get(it.label) }));
  const again = await post(app, '/api/pack', { container, items: kept, previousPlan: { boxes: body.boxes } });
  assert.equal(again.statusCode, 200, again.body);
  const rerun = again.json() as { boxes: Box[]; unplaced: number };
  assert.equal(rerun.unplaced, 0);
  assert.equal(rerun.boxes.length, body.boxes.length);
});

test('a previous plan naming no item, or with overlapping boxes, is refused naming the box', async () => {
  const box = { label: 'A', l: 45, w: 35, h: 30, px: 0, py: 0, pz: 0 };
  const unknown = await post(app, '/api/pack', {
    container,
    items,
    previousPlan: { boxes: [{ ...box, label: 'Z' }] },
  });
  assert.equal(unknown.statusCode, 400, unknown.body);
  assert.match(unknown.body, /previousPlan\.boxes\[0\]\.label/);
  const overlap = await post(app, '/api/pack', {
    container,
    items,
    previousPlan: { boxes: [box, { ...box, px: 10 }] },
  });
  assert.equal(overlap.statusCode, 400, overlap.body);
  assert.match(overlap.body, /previousPlan\.boxes\[\d\]/);
  assert.match(overlap.body, /OVERLAP/);
  const tooMany = await post(app, '/api/pack', {
    container,
    items: [{ ...items[0], qty: 1 }],
    previousPlan: { boxes: [box, { ...box, px: 50 }] },
  });
  assert.equal(tooMany.statusCode, 400, tooMany.body);
});

test('container.maxFloorLoadPerM is validated at the edge and judges floorLoad; securing lists the gaps', async () => {
  const bad = await post(app, '/api/pack', { container: { ...container, maxFloorLoadPerM: 0 }, items });
  assert.equal(bad.statusCode, 400, bad.body);
  assert.match(bad.body, /maxFloorLoadPerM/);
  const few = [{ label: 'A', l: 45, w: 35, h: 30, qty: 4, weight: 120 }];
  const res = await post(app, '/api/pack', { container: { ...container, maxFloorLoadPerM: 300 }, items: few });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json() as {
    floorLoad: { peakKgPerM: number; limitKgPerM: number; status: string };
    securing: { gap: string }[];
  };
  // 480 kg of cartons on less than 1 m of length: every kilogram on the heaviest metre
  assert.deepEqual([body.floorLoad.peakKgPerM, body.floorLoad.limitKgPerM, body.floorLoad.status], [480, 300, 'fail']);
  assert.ok(body.securing.some((g) => g.gap === 'door'));
});
