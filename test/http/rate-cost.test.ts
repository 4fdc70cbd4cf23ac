import { test } from 'node:test';
import assert from 'node:assert/strict';
import { post, testApp } from './harness.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { requestCost, THOROUGH_PACK_COST } from '../../src/http/rate-limit/request-cost.js';

/** Issue 9 line 8: rate limits count work, and minting keys does not multiply an address's capacity. */
const pinnedClock = () => Math.floor(Date.now() / 86_400_000) * 86_400_000 + 43_230_000;

test('request costs: a thorough pack is charged its budget ratio; larger search budgets cost more', () => {
  assert.equal(THOROUGH_PACK_COST, 20);
  assert.equal(requestCost('pack', { budget: 'thorough' }), 20);
  assert.equal(requestCost('pack', {}), 1);
  assert.equal(requestCost('pallet-estimate', {}), 1);
  assert.equal(requestCost('order-plan', { budget: 'thorough' }), 5);
  assert.equal(requestCost('order-plan', {}), 1);
  assert.equal(requestCost('order-options', { searchBudget: 60 }), 1);
  assert.equal(requestCost('order-options', { searchBudget: 200 }), 4);
  assert.equal(requestCost('box-catalog', { searchBudget: 1000 }), 5);
});

test('one thorough pack uses a whole anonymous minute (10) and 20 of the day (100)', async () => {
  const app = await testApp({ rateLimit: true }, false, pinnedClock);
  try {
    const thorough = { ...EXAMPLE_REQUESTS.pack, budget: 'thorough' };
    const first = await post(app, '/api/pack', thorough);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['x-ratelimit-remaining'], '0', 'the minute window is spent');
    const second = await post(app, '/api/pack', EXAMPLE_REQUESTS.pack);
    assert.equal(second.statusCode, 429);
    assert.ok(Number(second.headers['retry-after']) >= 1);
  } finally {
    await app.close();
  }
  // With a key (5×: 50/min, 500/day) two thorough packs fit a minute, the third does not.
  const keyed = await testApp({ rateLimit: true }, false, pinnedClock);
  try {
    const key = (await post(keyed, '/api/keys', {})).json().key as string;
    const thorough = { ...EXAMPLE_REQUESTS.pack, budget: 'thorough' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(keyed, '/api/pack', thorough, { 'x-api-key': key }));
    assert.deepEqual(
      answers.map((r) => r.statusCode),
      [200, 200, 429],
    );
    assert.match(answers[2].json().message, /counts as 20/);
  } finally {
    await keyed.close();
  }
});

test('minting keys does not multiply one address: all its keys share one keyed bucket per IP (5×)', async () => {
  const app = await testApp({ rateLimit: true }, false, pinnedClock);
  try {
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) keys.push((await post(app, '/api/keys', {})).json().key as string);
    // pallet-estimate: 20/min anonymous, so 100/min with keys from this IP, however many keys.
    const statuses: number[] = [];
    for (let i = 0; i < 105; i++)
      statuses.push((await post(app, '/api/pallet-estimate', '{', { 'x-api-key': keys[i % 4] })).statusCode);
    assert.equal(statuses.filter((s) => s === 400).length, 100);
    assert.equal(statuses.filter((s) => s === 429).length, 5);
    // The same key from another address still has its own budget left there (20 of 100 used per key).
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/pallet-estimate',
      payload: '{',
      headers: { 'content-type': 'application/json', 'x-api-key': keys[0] },
      remoteAddress: '198.51.100.77',
    });
    assert.equal(elsewhere.statusCode, 400);
  } finally {
    await app.close();
  }
});
