import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { post, testApp } from './harness.js';

/** Bad input on the planning endpoints: a clear 4xx naming the field, or a documented partial result. */
let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

const carton = { l: 40, w: 30, h: 20, qty: 1, weight: 5 };
const pallet = { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000 };
const palletItem = { label: 'c', l: 40, w: 30, h: 20, qty: 1, weight: 5, keepUpright: true };

const fieldOf = async (url: string, body: unknown) => {
  const res = await post(app, url, body);
  assert.equal(res.statusCode, 400, res.body);
  return res.json().field as string;
};

test('pack: non-positive and non-finite sizes and weights are 400s naming the field', async () => {
  assert.equal(
    await fieldOf('/api/pack', { container: { preset: '20gp' }, items: [carton, { ...carton, w: 0 }] }),
    'items[1].w',
  );
  assert.equal(
    await fieldOf('/api/pack', { container: { preset: '20gp' }, items: [{ ...carton, h: -3 }] }),
    'items[0].h',
  );
  assert.equal(
    await fieldOf('/api/pack', { container: { preset: '20gp' }, items: [{ ...carton, weight: 0 }] }),
    'items[0].weight',
  );
  assert.equal(
    await fieldOf('/api/pack', '{"container":{"preset":"20gp"},"items":[{"l":1e999,"w":1,"h":1}]}'),
    'items[0].l',
  );
  assert.equal(await fieldOf('/api/pack', { container: { l: 100, w: 100 }, items: [carton] }), 'container.h');
  assert.equal(
    await fieldOf('/api/pack', { container: { preset: '20gp' }, items: [{ ...carton, qty: 1.5 }] }),
    'items[0].qty',
  );
});

test('pack: more than 100 item types or 2,000 units are refused before any work', async () => {
  const types = Array.from({ length: 101 }, () => carton);
  assert.equal(await fieldOf('/api/pack', { container: { preset: '20gp' }, items: types }), 'items');
  const units = [
    { ...carton, qty: 1500 },
    { ...carton, qty: 501 },
  ];
  assert.equal(await fieldOf('/api/pack', { container: { preset: '20gp' }, items: units }), 'items');
});

test('pack: a box that fits no allowed orientation is unplaced with a reason, not an error', async () => {
  const res = await post(app, '/api/pack', {
    container: { preset: '20gp' },
    items: [carton, { label: 'pipe', l: 700, w: 10, h: 10, qty: 2, weight: 3, keepUpright: true }],
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.unplaced, 2);
  const pipe = body.unplacedItems.find((u: { label: string }) => u.label === 'pipe');
  assert.equal(pipe.qty, 2);
  assert.match(pipe.reason, /fit/);
  assert.equal(body.checks.find((c: { code: string }) => c.code === 'PLACEMENT_COMPLETE').status, 'fail');
});

test('pallet endpoints: zero sizes, over 200 cartons, maxPallets outside 1-20 and maxHeight under the base are 400s', async () => {
  assert.equal(await fieldOf('/api/pallet-estimate', { pallet, items: [{ ...palletItem, l: 0 }] }), 'items[0].l');
  assert.equal(
    await fieldOf('/api/pallet-estimate', {
      pallet,
      items: [
        { ...palletItem, qty: 150 },
        { ...palletItem, qty: 51 },
      ],
    }),
    'items',
  );
  assert.equal(
    await fieldOf('/api/pallet-estimate', { pallet: { ...pallet, maxHeight: 10 }, items: [palletItem] }),
    'pallet.maxHeight',
  );
  assert.equal(
    await fieldOf('/api/pallet-estimate', { pallet, items: [{ ...palletItem, weight: 0 }] }),
    'items[0].weight',
  );
  assert.equal(
    await fieldOf('/api/pallet-estimate', { pallet, items: [{ ...palletItem, keepUpright: undefined }] }),
    'items[0].keepUpright',
  );
  assert.equal(
    await fieldOf('/api/order-plan', { request: { pallet, items: [palletItem] }, maxPallets: 21 }),
    'maxPallets',
  );
  assert.equal(
    await fieldOf('/api/order-plan', { request: { pallet, items: [palletItem] }, maxPallets: 0 }),
    'maxPallets',
  );
  assert.equal(
    await fieldOf('/api/order-plan', { request: { pallet, items: [palletItem] }, budget: 'fast' }),
    'budget',
  );
  assert.equal(
    await fieldOf('/api/order-plan', { request: { pallet, items: [{ ...palletItem, qty: 201 }] } }),
    'request.items[0].qty',
  );
});

test('pallet-estimate: a carton larger than the pallet space in every orientation is unplaced with a reason', async () => {
  const res = await post(app, '/api/pallet-estimate', {
    pallet,
    items: [palletItem, { ...palletItem, label: 'huge', l: 200, w: 200, h: 200 }],
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.status, 'partial');
  assert.match(JSON.stringify(body.byItem), /huge/);
});
