import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateOrder } from '../../bench/pallet-orders.js';
import { post, testApp } from './harness.js';

const strip = (body: string) => body.replace(/"computeMs":[0-9.e+-]+,?/g, '');
// Held-out orders above the bound after their sequential fill: 2001 reaches it by the dense fill at the bound, 2024 does not.
const orders = [2001, 2024].map((seed) => {
  const { id: _, ...request } = generateOrder(seed);
  return { request, maxPallets: 20 };
});

test('order-plan with its dense fill at the bound on a spare thread: the same bodies, and the plans took the helper’s result', async () => {
  const plain = await testApp({ workers: 1, denseAhead: false });
  const helped = await testApp({ workers: 2 });
  try {
    for (const body of orders) {
      const [a, b] = [await post(plain, '/api/order-plan', body), await post(helped, '/api/order-plan', body)];
      assert.equal(a.statusCode, 200, a.body);
      assert.equal(strip(b.body), strip(a.body));
    }
    const health = (app: typeof plain) =>
      app.inject({ method: 'GET', url: '/healthz' }).then((r) => r.json().pool.denseAhead);
    assert.deepEqual(await health(plain), { started: 0, used: 0 });
    assert.deepEqual(await health(helped), { started: 2, used: 2 });
  } finally {
    await Promise.all([plain.close(), helped.close()]);
  }
});

test('a helper gives way: a pack that needs its thread ends it, and the plan is still the same', async () => {
  const app = await testApp({ workers: 1 });
  try {
    const alone = await post(app, '/api/order-plan', orders[1]);
    const pack = { container: { preset: '20gp' }, items: [{ label: 'a', l: 40, w: 30, h: 20, qty: 50, weight: 5 }] };
    const [planned, packed] = await Promise.all([
      post(app, '/api/order-plan', orders[1]),
      post(app, '/api/pack', pack),
    ]);
    assert.equal(packed.statusCode, 200, packed.body);
    assert.equal(strip(planned.body), strip(alone.body));
    // The pack took the lane's one thread first, or ended the helper waiting there: only the first plan used one.
    assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).json().pool.denseAhead.used, 1);
  } finally {
    await app.close();
  }
});

test('the time cap still ends an order plan that has a helper, and the answer says so', async () => {
  const app = await testApp({ workers: 2, computeCapMs: 150 });
  try {
    const res = await post(app, '/api/order-plan', orders[1]);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.search.stoppedBy, 'time_cap');
    assert.ok(body.timeCapped, 'timeCapped names the cap');
    assert.ok(body.computeMs < 150 + 2_000, `computeMs ${body.computeMs}`);
  } finally {
    await app.close();
  }
});
