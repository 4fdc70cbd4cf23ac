import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { post, testApp } from './harness.js';
import { errorHandler } from '../../src/http/error-handler.js';

/** Issue 9 line 9: the small items, one test each. */
const pallet = { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 };

test('/docs is served with a CSP that forbids framing, nosniff and X-Frame-Options; every answer has nosniff', async () => {
  const app = await testApp();
  try {
    const docs = await app.inject({ method: 'GET', url: '/docs' });
    assert.equal(docs.statusCode, 200);
    assert.match(String(docs.headers['content-security-policy']), /default-src 'self'.*frame-ancestors 'none'/);
    assert.doesNotMatch(String(docs.headers['content-security-policy']), /upgrade-insecure-requests/);
    assert.equal(docs.headers['x-content-type-options'], 'nosniff');
    assert.equal(docs.headers['x-frame-options'], 'DENY');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.headers['x-content-type-options'], 'nosniff');
  } finally {
    await app.close();
  }
});

test('a 403 from a plugin (static files) answers the forbidden code, which docs/errors.md lists', async () => {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.get('/secret', async () => {
    throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
  });
  const res = await app.inject({ method: 'GET', url: '/secret' });
  assert.equal(res.statusCode, 403);
  assert.equal(res.json().error, 'forbidden');
  await app.close();
});

// Lengths round conservatively (issue 47): a carton side rounds up, so any positive one is kept
// (as 0.1 mm at least); a space side rounds down, so one under the 0.1 mm grain is refused.
test('the smallest space side is 0.01 cm (the 0.1 mm grain), and the message says so; any carton side is kept', async () => {
  const app = await testApp();
  try {
    const packItems = [{ l: 0.004, w: 10, h: 10, qty: 1 }];
    const palletItems = [{ label: 'a', l: 0.004, w: 10, h: 10, qty: 1, weight: 1, keepUpright: false }];
    for (const [url, tooSmall, smallest, field] of [
      [
        '/api/pack',
        { container: { l: 0.009, w: 300, h: 300 }, items: packItems },
        { container: { l: 0.01, w: 300, h: 300 }, items: packItems },
        'container.l',
      ],
      [
        '/api/pallet-estimate',
        { pallet: { ...pallet, l: 0.009 }, items: palletItems },
        { pallet: { ...pallet, l: 0.01 }, items: palletItems },
        'pallet.l',
      ],
    ] as const) {
      const refused = await post(app, url, tooSmall);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().field, field);
      assert.match(refused.json().message, /at least 0\.01 cm/);
      const kept = await post(app, url, smallest);
      assert.equal(kept.statusCode, 200, kept.body);
      assert.equal(kept.json().boxes.length, 1, 'a 0.004 cm side is planned as 0.01 cm and fits a 0.01 cm space');
      assert.equal(kept.json().boxes[0].l, 0.004, 'and is echoed as sent');
    }
  } finally {
    await app.close();
  }
});

test('pack refuses a unit weight under 0.5 g like the pallet endpoints, instead of making it 0', async () => {
  const app = await testApp();
  try {
    const body = (weight: number) => ({
      container: { preset: '20gp' },
      items: [{ l: 10, w: 10, h: 10, qty: 1, weight }],
    });
    const refused = await post(app, '/api/pack', body(0.0004));
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().field, 'items[0].weight');
    assert.match(refused.json().message, /at least 0\.0005 kg/);
    const pal = await post(app, '/api/pallet-estimate', {
      pallet,
      items: [{ label: 'a', l: 10, w: 10, h: 10, qty: 1, weight: 0.0004, keepUpright: false }],
    });
    assert.equal(pal.statusCode, 400);
    assert.match(pal.json().message, /at least 0\.0005 kg/);
    assert.equal((await post(app, '/api/pack', body(0.0005))).statusCode, 200);
  } finally {
    await app.close();
  }
});

test('a key sent as ?api_key= is refused (400, field api_key) and never logged', async () => {
  let logged = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logged += chunk.toString();
      cb();
    },
  });
  const app = await testApp({}, { level: 'trace', stream });
  try {
    const secret = 'stw_secret-in-the-url-0123456789';
    const res = await app.inject({ method: 'GET', url: `/healthz?x=1&api_key=${secret}` });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'api_key');
    const post2 = await app.inject({
      method: 'POST',
      url: `/api/pack?apikey=${secret}`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(post2.statusCode, 400);
    assert.ok(logged.includes('/healthz?x=1'), 'the request was logged');
    assert.ok(!logged.includes(secret), 'the key appears in the logs');
  } finally {
    await app.close();
  }
});

test('a __proto__ key is reported as such, not as "not valid JSON"', async () => {
  const app = await testApp();
  try {
    const res = await post(app, '/api/pallet-estimate', '{"pallet": {}, "__proto__": {"polluted": true}}');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'invalid_json');
    assert.equal(res.json().field, '$');
    assert.match(res.json().message, /"__proto__" or "constructor.prototype" key/);
    assert.doesNotMatch(res.json().message, /not valid JSON/);
  } finally {
    await app.close();
  }
});
