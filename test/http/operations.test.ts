import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_REQUESTS } from '../../src/http/examples/requests.js';
import { unreadyReasons } from '../../src/http/routes/metrics.js';
import type { PlanPool } from '../../src/http/workers/pool.js';
import { post, testApp } from './harness.js';

/** Issue 48: readiness (/readyz) and Prometheus metrics (/metrics) beside liveness (/healthz). */

test('/readyz is 200 when idle and /metrics counts answers by route and status, with lane gauges', async () => {
  const app = await testApp();
  try {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready', reasons: [] });
    assert.equal((await post(app, '/api/pack', EXAMPLE_REQUESTS.pack)).statusCode, 200);
    assert.equal((await post(app, '/api/pack', { container: { preset: '20gp' } })).statusCode, 400);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(metrics.statusCode, 200);
    assert.match(String(metrics.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    assert.match(text, /^stowage_http_requests_total\{route="POST \/api\/pack",status="200"\} 1$/m);
    assert.match(text, /^stowage_http_requests_total\{route="POST \/api\/pack",status="400"\} 1$/m);
    assert.match(text, /^stowage_lane_workers\{lane="long"\} 1$/m);
    assert.match(text, /^stowage_lane_queued\{lane="short"\} 0$/m);
    assert.match(text, /^stowage_planning_errors_total\{code="compute_timeout"\} 0$/m);
    assert.match(text, /^stowage_time_capped_total 0$/m);
    // One HELP and one TYPE line per metric name.
    const helps = text.split('\n').filter((l) => l.startsWith('# HELP '));
    assert.equal(new Set(helps).size, helps.length);
    // A family's samples stand together, as the text format requires.
    const families = text
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(/[{ ]/)[0]);
    const runs = families.filter((f, i) => i === 0 || families[i - 1] !== f);
    assert.equal(new Set(runs).size, runs.length, runs.join(' '));
  } finally {
    await app.close();
  }
});

test('readiness: draining, a full queue or a wait over the limit make the instance not ready, each named', () => {
  const pool = (queued: number, expectedWaitMs: number) =>
    ({
      stats: {
        lanes: {
          short: { workers: 1, queued: 0, running: 0, completed: 0, expectedWaitMs: 0 },
          long: { workers: 2, queued, running: 2, completed: 0, expectedWaitMs },
        },
      },
    }) as unknown as PlanPool;
  const limits = { queueMax: 16, queueWaitMs: 20_000 };
  assert.deepEqual(unreadyReasons(pool(3, 1000), limits, false), []);
  assert.deepEqual(unreadyReasons(pool(16, 1000), limits, false), ['long lane queue full (16 of 16)']);
  assert.deepEqual(unreadyReasons(pool(3, 25_000), limits, false), ['long lane expected wait 25000 ms over 20000 ms']);
  assert.deepEqual(unreadyReasons(pool(0, 0), limits, true), ['draining: the instance is shutting down']);
});
