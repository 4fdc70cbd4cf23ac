import { test } from 'node:test';
import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { clientBucket } from '../../src/http/rate-limit/client-key.js';
import { post, testApp } from './harness.js';
import { redisUnavailable, startRedis } from '../support/redis-server.js';

// mid-window, so that a slow machine cannot cross a window boundary during a test
const pinnedClock = () => Math.floor(Date.now() / 86_400_000) * 86_400_000 + 43_230_000;

test('anonymous callers are keyed by IPv4 address or IPv6 /64', () => {
  assert.equal(clientBucket('203.0.113.7'), 'ip4:203.0.113.7');
  assert.equal(clientBucket('::ffff:203.0.113.7'), 'ip4:203.0.113.7');
  assert.equal(clientBucket('2001:db8:1:2:aaaa::1'), clientBucket('2001:0db8:0001:0002:ffff:1:2:3'));
  assert.notEqual(clientBucket('2001:db8:1:2::1'), clientBucket('2001:db8:1:3::1'));
});

test('429 after the per-minute limit, with Retry-After and RateLimit headers, per endpoint', async () => {
  const app = await testApp({ rateLimit: true }, false, pinnedClock);
  for (let i = 0; i < 10; i++) {
    const res = await post(app, '/api/order-plan', '{');
    assert.equal(res.statusCode, 400);
    assert.equal(res.headers['x-ratelimit-remaining'], String(9 - i));
  }
  const limited = await post(app, '/api/order-plan', '{');
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().error, 'rate_limited');
  assert.ok(Number(limited.headers['retry-after']) >= 1 && Number(limited.headers['retry-after']) <= 60);
  assert.match(String(limited.headers.ratelimit), /^"minute";r=0;t=\d+$/);
  assert.equal(limited.headers['ratelimit-policy'], '"minute";q=10;w=60, "day";q=100;w=86400');
  // another endpoint has its own bucket
  assert.equal((await post(app, '/api/pallet-estimate', '{')).statusCode, 400);
  // GET documentation has its own generous bucket, and also sends the headers
  const get = await app.inject({ method: 'GET', url: '/api/order-quote' });
  assert.equal(get.headers['x-ratelimit-limit'], '60');
  await app.close();
});

test('X-Forwarded-For is ignored unless TRUST_PROXY is on', async () => {
  const spoof = async (trustProxy: false | number | string[]) => {
    const app = await testApp({ rateLimit: true, trustProxy }, false, pinnedClock);
    for (let i = 0; i < 10; i++) await post(app, '/api/order-plan', '{', { 'x-forwarded-for': `198.51.100.${i}` });
    const res = await post(app, '/api/order-plan', '{', { 'x-forwarded-for': '198.51.100.99' });
    await app.close();
    return res.statusCode;
  };
  assert.equal(await spoof(false), 429, 'a caller cannot pick its own IP');
  assert.equal(await spoof(1), 400, 'behind one trusted proxy the forwarded address is the client');
  assert.equal(await spoof(['127.0.0.1']), 400, 'a listed proxy address is trusted too');
  assert.equal(await spoof(['10.0.0.0/8']), 429, 'a proxy not on the list is not believed');
});

test('behind an appending proxy, a client-written X-Forwarded-For entry cannot dodge the limit', async () => {
  // The proxy (the socket peer, 127.0.0.1 under inject) appends the address it saw, 203.0.113.7;
  // the client prepends a fresh address on every request. Issue 9.3: `true` let 25 of 25 through.
  for (const trustProxy of [1, ['127.0.0.1/32']]) {
    const app = await testApp({ rateLimit: true, trustProxy }, false, pinnedClock);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push(
        (await post(app, '/api/pallet-estimate', '{', { 'x-forwarded-for': `9.9.${i}.${i}, 203.0.113.7` })).statusCode,
      );
    await app.close();
    assert.equal(
      statuses.filter((s) => s === 400).length,
      20,
      `20/min for the one real client (${JSON.stringify(trustProxy)})`,
    );
    assert.equal(statuses.filter((s) => s === 429).length, 5);
  }
});

test('with REDIS_URL, two service instances draw on one bucket (real redis-server)', {
  skip: redisUnavailable() ?? false,
}, async () => {
  const redis = await startRedis();
  const a = await testApp({ rateLimit: true, redisUrl: redis.url }, false, pinnedClock);
  const b = await testApp({ rateLimit: true, redisUrl: redis.url }, false, pinnedClock);
  try {
    // a fresh /64 per run, so that repeated runs against one Redis never share a day bucket
    const ip = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::7`;
    const send = (app: typeof a) =>
      app.inject({
        method: 'POST',
        url: '/api/order-quote',
        payload: '{',
        headers: { 'content-type': 'application/json' },
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await send(i % 2 === 0 ? a : b);
      statuses.push(res.statusCode);
      assert.equal(res.headers['x-ratelimit-remaining'], String(9 - i), 'the shared counter in Redis answered');
    }
    assert.deepEqual(statuses, Array(10).fill(400));
    const fromA = await send(a);
    const fromB = await send(b);
    assert.equal(fromA.statusCode, 429);
    assert.equal(fromB.statusCode, 429);
    assert.ok(Number(fromB.headers['retry-after']) >= 1);
  } finally {
    await a.close();
    await b.close();
    redis.stop();
  }
});
