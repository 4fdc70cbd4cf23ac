import { test } from 'node:test';
import assert from 'node:assert/strict';
import { post, testApp } from './harness.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { FailedInputs, requestHash } from '../../src/http/workers/failed-inputs.js';

/**
 * Issue 47 line 4: deterministic failures are not retryable. An input that killed a worker or
 * overran the watchdog is remembered by its hash (bounded, for a while) and refused 422 at once,
 * without Retry-After; admission control learns run times from failed runs too.
 */
function largePack() {
  const items = Array.from({ length: 100 }, (_, i) => ({
    label: `t${i}`,
    l: 20 + (i % 7) * 9,
    w: 15 + (i % 5) * 8,
    h: 10 + (i % 6) * 7,
    qty: 20,
    weight: 5 + (i % 9),
  }));
  return { container: { preset: '40hq' }, items, budget: 'thorough' };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('the failure memory forgets after its TTL and keeps at most its bound, least recently seen first', () => {
  let now = 1_000;
  const memory = new FailedInputs(60_000, () => now, 3);
  const h = (i: number) => requestHash('pack', { i });
  assert.equal(requestHash('pack', { a: 1, b: [2] }), requestHash('pack', { a: 1, b: [2] }));
  assert.notEqual(requestHash('pack', { a: 1 }), requestHash('case-design', { a: 1 }));
  memory.remember(h(1), 'worker_lost');
  memory.remember(h(2), 'compute_timeout');
  memory.remember(h(3), 'worker_lost');
  now += 10_000;
  assert.equal(memory.recall(h(1))?.leftMs, 50_000, 'recalled: 1 is now the most recently seen');
  memory.remember(h(4), 'worker_lost');
  assert.equal(memory.size, 3);
  assert.equal(memory.recall(h(2)), undefined, 'the least recently seen was forgotten');
  assert.equal(memory.recall(h(1))?.failure.code, 'worker_lost');
  now += 50_000;
  assert.equal(memory.recall(h(1)), undefined, 'forgotten after the TTL');
  assert.equal(memory.recall(h(3)), undefined);
});

test('an input that killed a worker is refused 422 at once, without Retry-After; admission learns from the failed run', async () => {
  const app = await testApp({ workers: 1, thoroughCapMs: 4000 });
  try {
    await post(app, '/api/pack', EXAMPLE_REQUESTS.pack);
    const prior = app.planPool.estimateOf('pack:thorough', 'long');
    const doomed = post(app, '/api/pack', largePack());
    for (let i = 0; i < 1200 && app.planPool.stats.lanes.long.running === 0; i++) await sleep(50); // up to 60 s under load
    await sleep(100);
    await app.planPool.threadsOf('long')[0].terminate();
    const lost = await doomed;
    assert.equal(lost.statusCode, 503, lost.body);
    assert.equal(lost.json().error, 'worker_lost');
    assert.equal(lost.headers['retry-after'], undefined);
    assert.match(lost.json().message, /refused without planning \(422 input_not_plannable\) for 600 s/);
    assert.notEqual(app.planPool.estimateOf('pack:thorough', 'long'), prior, 'the failed run was counted');

    const done = app.planPool.stats.completed;
    const again = await post(app, '/api/pack', largePack());
    assert.equal(again.statusCode, 422, again.body);
    assert.equal(again.json().error, 'input_not_plannable');
    assert.equal(again.json().field, '$');
    assert.equal(again.headers['retry-after'], undefined);
    assert.equal(app.planPool.stats.completed, done, 'refused without running');

    const other = await post(app, '/api/pack', EXAMPLE_REQUESTS.pack);
    assert.equal(other.statusCode, 200, 'a different input is planned');
  } finally {
    await app.close();
  }
});
