import { test } from 'node:test';
import assert from 'node:assert/strict';
import { post, testApp } from './harness.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { FairQueue } from '../../src/http/workers/fair-queue.js';
import { PlanPool } from '../../src/http/workers/pool.js';
import { ApiError } from '../../src/http/errors.js';
import { configFromEnv } from '../../src/config.js';

/**
 * Issue 47 line 3: compute-based fairness. Clients take turns in each lane's queue; one client
 * holds at most CLIENT_LONG_TASKS long-lane tasks; requests are charged the worker time they
 * used against a per-client budget; the short lane has two threads by default.
 */
const pinnedClock = () => Math.floor(Date.now() / 86_400_000) * 86_400_000 + 43_230_000;

test('a lane queue serves clients in turn, not in arrival order', () => {
  const q = new FairQueue<string>();
  for (let i = 1; i <= 4; i++) q.push('flood', `flood${i}`);
  q.push('b', 'b1');
  q.push('c', 'c1');
  q.push('b', 'b2');
  assert.equal(q.length, 7);
  // A new task of "c" would wait behind its own c1, and at most two tasks of each other client.
  assert.deepEqual([...q.ahead('c')].sort(), ['b1', 'b2', 'c1', 'flood1', 'flood2']);
  assert.equal(q.remove('flood', 'flood3'), true);
  assert.equal(q.remove('flood', 'flood3'), false);
  const order: string[] = [];
  for (let item = q.shift(); item !== undefined; item = q.shift()) order.push(item);
  assert.deepEqual(order, ['flood1', 'b1', 'c1', 'flood2', 'b2', 'flood4']);
  assert.equal(q.length, 0);
});

test('one client holds at most two long-lane tasks; a third is refused 429 too_many_tasks, another client is not', async () => {
  const pool = new PlanPool({
    workers: 1,
    shortWorkers: 1,
    queueMax: 8,
    queueWaitMs: 60_000,
    workerHeapMb: 512,
    clientLongTasks: 2,
  });
  try {
    const pack = (client?: string) =>
      pool.run({ endpoint: 'pack', body: EXAMPLE_REQUESTS.pack, capMs: 5_000, client }).then(
        (r) => r.ok,
        (err: ApiError) => err,
      );
    // The cap is counted when run() is called, so the outcome does not depend on how fast plans run.
    const runs = [pack('a'), pack('a'), pack('a'), pack('b')];
    const [first, second, third, other] = await Promise.all(runs);
    assert.equal(first, true);
    assert.equal(second, true);
    assert.ok(third instanceof ApiError, 'the third task of client a is refused');
    assert.equal(third.code, 'too_many_tasks');
    assert.equal(third.status, 429);
    assert.match(third.message, /already has 2 long-running plans running or queued/);
    assert.ok(Number(third.headers['retry-after']) >= 1);
    assert.equal(other, true, 'another client is admitted');
    assert.equal(await pack('a'), true, 'the slots are released when the tasks end');
    const internal = await Promise.all([pack(), pack(), pack()]);
    assert.deepEqual(internal, [true, true, true], "the service's own work (examples) has no cap");
  } finally {
    await pool.close();
  }
});

test('requests are charged the worker time they used: past the compute budget, 429 until the minute refills', async () => {
  // A budget of 1 ms: the first plan is admitted (nothing used yet) and charged after it ran.
  const app = await testApp({ rateLimit: true, computeBudgetMs: 1 }, false, pinnedClock);
  try {
    const first = await post(app, '/api/pallet-estimate', EXAMPLE_REQUESTS['pallet-estimate']);
    assert.equal(first.statusCode, 200, first.body);
    const second = await post(app, '/api/pallet-estimate', EXAMPLE_REQUESTS['pallet-estimate']);
    assert.equal(second.statusCode, 429, second.body);
    assert.equal(second.json().error, 'rate_limited');
    assert.match(second.json().message, /planning-worker time this minute, its budget of 0.001 s/);
    assert.ok(Number(second.headers['retry-after']) >= 1);
    // Another address has its own budget.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/pallet-estimate',
      payload: JSON.stringify(EXAMPLE_REQUESTS['pallet-estimate']),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '198.51.100.7',
    });
    assert.equal(elsewhere.statusCode, 200);
  } finally {
    await app.close();
  }
});

test('the short lane has two threads by default, so one large quote does not hold it all', () => {
  assert.equal(configFromEnv({}).shortWorkers, 2);
  assert.equal(configFromEnv({ SHORT_WORKERS: '1' }).shortWorkers, 1);
});
