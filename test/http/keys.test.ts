import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/http/app.js';
import { issueKey, verifyKey } from '../../src/http/auth/keys.js';
import { INVALID_KEY_WARNING, withTier } from '../../src/http/auth/tier.js';
import { post, testApp, TEST_SECRET } from './harness.js';

test('a key is verified by the secret alone; tampered or foreign keys are not', () => {
  const { key, keyId } = issueKey(TEST_SECRET);
  assert.equal(verifyKey(TEST_SECRET, key), keyId);
  assert.equal(verifyKey('another-secret-another-secret-0000000', key), null);
  assert.equal(verifyKey(TEST_SECRET, key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')), null);
  assert.equal(verifyKey(TEST_SECRET, 'not-a-key'), null);
});

test('POST /api/keys issues a key, shown once, no-store', async () => {
  const app = await testApp();
  const res = await app.inject({ method: 'POST', url: '/api/keys' });
  assert.equal(res.statusCode, 201);
  assert.equal(res.headers['cache-control'], 'no-store');
  const body = res.json();
  assert.match(body.key, /^stw_/);
  assert.equal(body.tier, 'free');
  await app.close();
});

test('keys survive a restart: the generated secret is kept in DATA_DIR', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stowage-keys-'));
  const first = await buildApp({ config: { dataDir, keySecret: '', rateLimit: true, workers: 1 }, logger: false });
  const { key } = (await first.inject({ method: 'POST', url: '/api/keys' })).json();
  await first.close();
  const second = await buildApp({ config: { dataDir, keySecret: '', rateLimit: true, workers: 1 }, logger: false });
  const res = await second.inject({
    method: 'POST',
    url: '/api/pack',
    payload: '{',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
  });
  // a keyed caller gets the keyed bucket: 5 × 10 per minute
  assert.equal(res.headers['x-ratelimit-limit'], '50');
  await second.close();
});

test('X-API-Key and Authorization: Bearer both select the keyed bucket; an invalid key is served anonymously', async () => {
  const app = await testApp({ rateLimit: true });
  const { key } = (await app.inject({ method: 'POST', url: '/api/keys' })).json();
  const viaHeader = await post(app, '/api/pallet-estimate', '{', { 'x-api-key': key });
  assert.equal(viaHeader.headers['x-ratelimit-limit'], '100');
  const viaBearer = await post(app, '/api/pallet-estimate', '{', { authorization: `Bearer ${key}` });
  assert.equal(viaBearer.headers['x-ratelimit-limit'], '100');
  assert.equal(Number(viaBearer.headers['x-ratelimit-remaining']), 98);
  const invalid = await post(app, '/api/pallet-estimate', '{', { 'x-api-key': 'stw_forged' });
  assert.equal(invalid.headers['x-ratelimit-limit'], '20');
  assert.equal(invalid.statusCode, 400, 'an invalid key never fails the call by itself');
  await app.close();
});

test('tier and warning: every response carries the warning for an invalid key', () => {
  const anon = { tier: 'anonymous', keyId: null, warning: INVALID_KEY_WARNING } as const;
  assert.deepEqual(withTier({ a: 1 }, anon), { a: 1, tier: 'anonymous', warning: INVALID_KEY_WARNING });
  assert.deepEqual(withTier({ a: 1 }, { tier: 'anonymous', keyId: null, warning: null }), { a: 1, tier: 'anonymous' });
  assert.deepEqual(withTier({ a: 1 }, { tier: 'free', keyId: 'k', warning: null }), { a: 1, tier: 'free' });
});

test('keys never reach the logs', async () => {
  let logged = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logged += chunk.toString();
      cb();
    },
  });
  const app = await testApp(
    { rateLimit: true },
    { level: 'trace', stream, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'] },
  );
  const { key } = (await app.inject({ method: 'POST', url: '/api/keys' })).json();
  await post(app, '/api/pack', '{', { 'x-api-key': key });
  await post(app, '/api/pack', '{', { authorization: `Bearer ${key}` });
  await app.close();
  assert.ok(logged.length > 0, 'something was logged');
  assert.ok(!logged.includes(key), 'the key appears in the logs');
  assert.ok(!logged.includes(key.slice(-43)), 'the key signature appears in the logs'); // the mac is the last 43 characters (base64url may contain '_')
});

test('over HTTP: an invalid key still gets its plan, as anonymous, with the same warning on every endpoint', async () => {
  const { EXAMPLE_REQUESTS } = await import('../../src/examples/requests.js');
  const app = await testApp();
  const { key } = (await app.inject({ method: 'POST', url: '/api/keys' })).json();
  const quoteBad = await post(app, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], {
    'x-api-key': 'stw_not-a-real-key',
  });
  assert.equal(quoteBad.statusCode, 200, quoteBad.body);
  assert.equal(quoteBad.json().tier, 'anonymous');
  assert.equal(quoteBad.json().warning, INVALID_KEY_WARNING);
  const quoteGood = await post(app, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], {
    authorization: `Bearer ${key}`,
  });
  assert.equal(quoteGood.json().tier, 'free');
  assert.equal(quoteGood.json().warning, undefined);
  const palletBad = await post(app, '/api/pallet-estimate', EXAMPLE_REQUESTS['pallet-estimate'], {
    'x-api-key': 'stw_not-a-real-key',
  });
  assert.equal(palletBad.statusCode, 200);
  assert.equal(palletBad.json().tier, 'anonymous');
  assert.equal(palletBad.json().warning, INVALID_KEY_WARNING, 'one key rule: legacy endpoints warn too');
  const packBad = await post(
    app,
    '/api/pack',
    { container: { preset: '20gp' }, items: [{ l: 50, w: 50, h: 50, qty: 1, weight: 5 }] },
    { 'x-api-key': 'stw_not-a-real-key' },
  );
  assert.equal(packBad.statusCode, 200, packBad.body);
  assert.equal(packBad.json().warning, INVALID_KEY_WARNING);
  const planBad = await post(
    app,
    '/api/order-plan',
    { request: EXAMPLE_REQUESTS['pallet-estimate'] },
    { 'x-api-key': 'stw_not-a-real-key' },
  );
  assert.equal(planBad.statusCode, 200, planBad.body);
  assert.equal(planBad.json().warning, INVALID_KEY_WARNING);
  await app.close();
});
