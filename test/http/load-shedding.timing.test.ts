import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

/** @fastify/under-pressure: while the event loop lags past the threshold, requests get 503 overloaded; /healthz does not. */
test('a lagging event loop sheds planning requests, never /healthz', async () => {
  const app = await testApp({ shedEventLoopDelayMs: 100 });
  try {
    await app.ready();
    // Block the loop for 1.5 s: the next sample sees the lag.
    const until = Date.now() + 1_500;
    while (Date.now() < until) {}
    let shed = null;
    for (let i = 0; i < 40 && !shed; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const res = await post(app, '/api/order-quote', EXAMPLE_REQUESTS['order-quote']);
      if (res.statusCode === 503) shed = res;
    }
    assert.ok(shed, 'a request was shed');
    assert.equal(shed.json().error, 'overloaded');
    assert.equal(shed.headers['retry-after'], '5');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
  } finally {
    await app.close();
  }
});
