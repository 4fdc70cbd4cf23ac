import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { post, testApp } from './harness.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { closeWithin } from '../../src/http/drain.js';
import { clientAddress } from '../../src/http/rate-limit/client-key.js';
import { consolidateHandler, TIME_CAP_NO_PLAN_NOTE } from '../../src/http/handlers/consolidate.js';
import type { ConsolidateBody } from '../../src/http/schemas/consolidate.js';
import { configFromEnv } from '../../src/config.js';

/**
 * Issue 47 line 6, the smaller holes: a connection cap, a small body limit on /api/keys,
 * validated X-Forwarded-For, a drain bound with Connection: close while draining, and
 * consolidate saying when the time cap, not the budget, left it without a plan.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2400 && !(await check()); i++) await sleep(25); // up to 60 s: a busy machine is slow, not wrong
  assert.ok(await check(), 'condition not reached in 5 s');
}

test('MAX_CONNECTIONS: connections beyond the cap are closed on arrival; those inside it are served', async () => {
  assert.equal(configFromEnv({}).maxConnections, 512);
  assert.equal(configFromEnv({ MAX_CONNECTIONS: '64' }).maxConnections, 64);
  const app = await testApp({ maxConnections: 2 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const open = (): Socket => connect({ port, host: '127.0.0.1' });
  const held = [open(), open()];
  try {
    const connections = () => new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n)));
    await until(async () => (await connections()) === 2);
    const third = open();
    const closed = await new Promise<boolean>((resolve) => {
      third.on('error', () => resolve(true));
      third.on('close', () => resolve(true));
      third.on('data', () => resolve(false));
      third.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    assert.equal(closed, true, 'the third connection was dropped');
    // A held connection inside the cap is still served.
    const answer = await new Promise<string>((resolve) => {
      held[0].once('data', (d) => resolve(String(d)));
      held[0].write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    assert.match(answer, /^HTTP\/1\.1 200/);
  } finally {
    for (const s of held) s.destroy();
    await app.close();
  }
});

test('POST /api/keys refuses a body over 4 KB with 413', async () => {
  const app = await testApp();
  try {
    const big = await post(app, '/api/keys', { pad: 'x'.repeat(5000) });
    assert.equal(big.statusCode, 413, big.body);
    assert.equal(big.json().error, 'payload_too_large');
    assert.equal((await post(app, '/api/keys', {})).statusCode, 201);
  } finally {
    await app.close();
  }
});

test('X-Forwarded-For: a value that is not an IP address is not taken as the client address (400)', async () => {
  assert.equal(clientAddress('203.0.113.9'), '203.0.113.9');
  assert.equal(clientAddress('203.0.113.9:4711'), '203.0.113.9');
  assert.equal(clientAddress('[2001:db8::1]:443'), '2001:db8::1');
  assert.equal(clientAddress('2001:db8::1'), '2001:db8::1');
  for (const bad of ['hello', 'unknown', '', '1.2.3', '999.1.1.1', '<script>']) assert.equal(clientAddress(bad), null);
  const app = await testApp({ trustProxy: 1, rateLimit: true });
  try {
    const from = (xff: string) => app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': xff } });
    const refused = await from('not-an-address');
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().error, 'bad_request');
    assert.equal(refused.json().field, 'X-Forwarded-For');
    assert.equal((await from('203.0.113.9')).statusCode, 200);
    const keyed = await app.inject({
      method: 'POST',
      url: '/api/keys',
      headers: { 'x-forwarded-for': '203.0.113.9, random-text-1' },
    });
    assert.equal(keyed.statusCode, 400, 'the entry the trusted hop gave is checked');
  } finally {
    await app.close();
  }
});

test('SIGTERM drain bound: closing gives up after DRAIN_MS, whatever is still in flight', async () => {
  assert.equal(configFromEnv({}).drainMs, 25_000);
  assert.equal(configFromEnv({ DRAIN_MS: '5000' }).drainMs, 5000);
  assert.equal(await closeWithin(() => new Promise(() => {}), 5), 'cut');
  assert.equal(await closeWithin(async () => {}, 60_000), 'drained');
});

test('while draining, the answers to in-flight requests carry Connection: close', async () => {
  const app = await testApp({ workers: 1, thoroughCapMs: 1000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  // A thorough pack of 2,000 cartons searches until its cap: it is in flight when closing starts.
  const items = Array.from({ length: 100 }, (_, i) => ({
    label: `t${i}`,
    l: 20 + (i % 7) * 9,
    w: 15 + (i % 5) * 8,
    h: 10 + (i % 6) * 7,
    qty: 20,
    weight: 5 + (i % 9),
  }));
  const first = fetch(`http://127.0.0.1:${port}/api/pack`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ container: { preset: '40hq' }, items, budget: 'thorough' }),
  });
  await until(() => app.planPool.stats.lanes.long.running === 1);
  const closed = app.close();
  const res = await first;
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('connection'), 'close');
  await closed;
});

test('consolidate with no plan because of the time cap says so, and does not advise a larger searchBudget', () => {
  const body = EXAMPLE_REQUESTS.consolidate as unknown as ConsolidateBody;
  const capped = consolidateHandler(body, { isTimeUp: () => true }) as { outcome: string; notes: string[] };
  assert.equal(capped.outcome, 'none_fit_budget');
  assert.ok(
    capped.notes.some((n) => n.startsWith(TIME_CAP_NO_PLAN_NOTE)),
    capped.notes.join(' | '),
  );
  assert.ok(!capped.notes.some((n) => /raise searchBudget/.test(n)), capped.notes.join(' | '));
  const whole = consolidateHandler(body, { isTimeUp: () => false }) as { outcome: string; notes: string[] };
  assert.equal(whole.outcome, 'found');
  assert.ok(!whole.notes.some((n) => n.startsWith(TIME_CAP_NO_PLAN_NOTE)));
});
