import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REVOKED_KEY_WARNING } from '../../src/http/auth/revocations.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

const ADMIN = 'admin-token-admin-token-admin-token-0123';
const quote = EXAMPLE_REQUESTS['order-quote'];

test("a key's holder revokes it; then it is served as anonymous with the revoked warning", async () => {
  const app = await testApp({ rateLimit: true, adminToken: ADMIN });
  try {
    const key = (await app.inject({ method: 'POST', url: '/api/keys' })).json().key;
    const before = await post(app, '/api/order-quote', quote, { 'x-api-key': key });
    assert.equal(before.json().tier, 'free');
    assert.equal(before.headers['x-ratelimit-limit'], '50');
    const revoked = await post(app, '/api/keys/revoke', {}, { authorization: `Bearer ${key}` });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json().revoked, true);
    const afterwards = await post(app, '/api/order-quote', quote, { 'x-api-key': key });
    assert.equal(afterwards.json().tier, 'anonymous');
    assert.equal(afterwards.json().warning, REVOKED_KEY_WARNING);
    assert.equal(afterwards.headers['x-ratelimit-limit'], '10', 'anonymous limits');
    const again = await post(app, '/api/keys/revoke', {}, { 'x-api-key': key });
    assert.equal(again.statusCode, 400, 'a revoked key cannot be presented any more');
    assert.equal(again.json().field, 'X-API-Key');
  } finally {
    await app.close();
  }
});

test('another key is revoked by id only with the admin token; REVOKED_KEYS revokes by configuration', async () => {
  const issuer = await testApp();
  const [a, b] = await Promise.all(
    [0, 1].map(async () => (await issuer.inject({ method: 'POST', url: '/api/keys' })).json().key as string),
  );
  await issuer.close();
  const idOf = (key: string) => key.slice(4, 26);
  const app = await testApp({ adminToken: ADMIN, revokedKeys: [a] });
  try {
    assert.equal((await post(app, '/api/order-quote', quote, { 'x-api-key': a })).json().tier, 'anonymous');
    assert.equal((await post(app, '/api/order-quote', quote, { 'x-api-key': b })).json().tier, 'free');
    const refused = await post(app, '/api/keys/revoke', { keyId: idOf(b) }, { 'x-admin-token': 'wrong' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().field, 'X-Admin-Token');
    const done = await post(app, '/api/keys/revoke', { key: b }, { 'x-admin-token': ADMIN });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().keyId, idOf(b));
    assert.equal((await post(app, '/api/order-quote', quote, { 'x-api-key': b })).json().tier, 'anonymous');
  } finally {
    await app.close();
  }
});
