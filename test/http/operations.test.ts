import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { unreadyReasons } from '../../src/http/routes/metrics.js';
import { EXAMPLE_CAP_MS, recordPlan } from '../../src/http/routes/planning.js';
import { ServiceMetrics } from '../../src/http/metrics/service-metrics.js';
import type { RunRequest } from '../../src/http/workers/pool.js';
import { freePort } from '../support/redis-server.js';
import { post, testApp } from './harness.js';

/** Issue 48: readiness (/readyz), Prometheus metrics (/metrics, prom-client) and the per-plan log line. */

/** The value of one sample line of the exposition, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

test('/readyz is 200 when idle; /metrics counts answers by route and status, latency, lanes, plans', async () => {
  const app = await testApp();
  try {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready', reasons: [] });
    assert.equal((await post(app, '/api/pack', EXAMPLE_REQUESTS.pack)).statusCode, 200);
    assert.equal((await post(app, '/api/pallet-estimate', EXAMPLE_REQUESTS['pallet-estimate'])).statusCode, 200);
    assert.equal((await post(app, '/api/pack', { container: { preset: '20gp' } })).statusCode, 400);
    assert.equal((await app.inject({ method: 'GET', url: '/no/such/path' })).statusCode, 404);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(metrics.statusCode, 200);
    assert.match(String(metrics.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    const pack = (status: number) => `{method="POST",route="/api/pack",status="${status}"}`;
    assert.equal(sample(text, 'stowage_http_requests_total', pack(200)), 1);
    assert.equal(sample(text, 'stowage_http_requests_total', pack(400)), 1);
    // Unmatched paths share one label: a scan of URLs cannot grow the series.
    assert.equal(sample(text, 'stowage_http_requests_total', '{method="GET",route="unmatched",status="404"}'), 1);
    assert.equal(sample(text, 'stowage_http_request_duration_seconds_count', '{method="POST",route="/api/pack"}'), 2);
    assert.equal(
      sample(text, 'stowage_http_request_duration_seconds_bucket', '{le="+Inf",method="POST",route="/api/pack"}'),
      2,
    );
    assert.equal(sample(text, 'stowage_lane_workers', '{lane="long"}'), 1);
    assert.equal(sample(text, 'stowage_lane_queued', '{lane="short"}'), 0);
    assert.equal(sample(text, 'stowage_lane_utilisation', '{lane="long"}'), 0);
    assert.equal(sample(text, 'stowage_lane_completed_total', '{lane="long"}'), 1);
    assert.equal(sample(text, 'stowage_lane_wait_seconds_count', '{lane="long"}'), 1);
    assert.equal(sample(text, 'stowage_lane_wait_seconds_count', '{lane="short"}'), 1);
    assert.ok((sample(text, 'stowage_lane_busy_seconds_total', '{lane="long"}') ?? 0) > 0);
    assert.equal(sample(text, 'stowage_plan_cpu_seconds_count', '{endpoint="pack"}'), 1);
    assert.equal(sample(text, 'stowage_plan_cpu_seconds_count', '{endpoint="pallet-estimate"}'), 1);
    assert.equal(sample(text, 'stowage_planning_errors_total', '{code="compute_timeout"}'), 0);
    assert.match(text, /^stowage_info\{engine_version="[^"]+",api_version="[^"]+",redis="not_configured"\} 1$/m);
    assert.match(text, /^# TYPE stowage_time_capped_total counter$/m);
    assert.match(text, /^# TYPE stowage_jobs gauge$/m);
    assert.ok((sample(text, 'process_resident_memory_bytes') ?? 0) > 0);
    // One HELP line per metric name, and a family's samples stand together, as the text format requires.
    const helps = text.split('\n').filter((l) => l.startsWith('# HELP '));
    assert.equal(new Set(helps).size, helps.length);
    const families = text
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(/[{ ]/)[0].replace(/_(bucket|sum|count)$/, ''));
    const runs = families.filter((f, i) => i === 0 || families[i - 1] !== f);
    assert.equal(new Set(runs).size, runs.length, runs.join(' '));
  } finally {
    await app.close();
  }
});

test('the jobs queue fills stowage_jobs{state} through the registry, read at scrape time', async () => {
  const metrics = new ServiceMetrics();
  let counts: Record<string, number> = { waiting: 2, active: 1 };
  metrics.readJobCounts(async () => counts);
  let text = await metrics.registry.metrics();
  assert.equal(sample(text, 'stowage_jobs', '{state="waiting"}'), 2);
  assert.equal(sample(text, 'stowage_jobs', '{state="active"}'), 1);
  counts = { completed: 3 };
  text = await metrics.registry.metrics();
  assert.equal(sample(text, 'stowage_jobs', '{state="waiting"}'), undefined);
  assert.equal(sample(text, 'stowage_jobs', '{state="completed"}'), 3);
});

test('a plan cut by the cap is counted by endpoint and logged with timeCapped', () => {
  const metrics = new ServiceMetrics();
  const lines: Record<string, unknown>[] = [];
  const log = { info: (o: Record<string, unknown>) => lines.push(o) } as unknown as Parameters<typeof recordPlan>[0];
  const result = {
    ok: true as const,
    body: {},
    computeMs: 12,
    cpuMs: 10,
    timeCapped: true,
    summary: { inputHash: 'a'.repeat(64), work: 5, stoppedBy: 'time_cap' },
  };
  recordPlan(log, metrics, 'order-plan', result);
  recordPlan(log, metrics, 'order-plan', { ...result, timeCapped: false });
  return metrics.registry.metrics().then((text) => {
    assert.equal(sample(text, 'stowage_time_capped_total', '{endpoint="order-plan"}'), 1);
    assert.equal(sample(text, 'stowage_plan_cpu_seconds_count', '{endpoint="order-plan"}'), 2);
    assert.equal(lines[0].timeCapped, true);
    assert.equal(lines[1].timeCapped, undefined);
  });
});

test('each planning request logs one line: endpoint, inputHash, work, stoppedBy, CPU ms', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = await testApp({}, { level: 'info', stream });
  try {
    const sent = {
      'pallet-estimate': EXAMPLE_REQUESTS['pallet-estimate'],
      'order-quote': EXAMPLE_REQUESTS['order-quote'],
    } as const;
    for (const [name, body] of Object.entries(sent)) {
      const res = await post(app, `/api/${name}`, body);
      assert.equal(res.statusCode, 200, res.body);
      const planned = lines.filter((l) => l.msg === 'planned' && l.endpoint === name);
      assert.equal(planned.length, 1, name);
      const line = planned[0];
      assert.match(String(line.inputHash), /^[0-9a-f]{64}$/);
      assert.equal(typeof line.work, name === 'order-quote' ? 'undefined' : 'number', name);
      assert.match(String(line.stoppedBy), /^(complete|budget|enough)$/);
      assert.equal(typeof line.cpuMs, 'number');
      assert.ok((line.cpuMs as number) >= 0);
      assert.equal(typeof line.reqId, 'string');
      // Where the endpoint answers an inputHash, the log line carries the same one.
      const answered = res.json().inputHash;
      if (answered !== undefined) assert.equal(line.inputHash, answered);
    }
    // The same request logs the same hash (a request hash where the answer has none).
    await post(app, '/api/pallet-estimate', EXAMPLE_REQUESTS['pallet-estimate']);
    const packs = lines.filter((l) => l.msg === 'planned' && l.endpoint === 'pallet-estimate');
    assert.equal(packs[1].inputHash, packs[0].inputHash);
  } finally {
    await app.close();
  }
});

test('readiness: draining, a full queue, a wait over the limit or a required Redis down, each named', () => {
  const pool = (queued: number, expectedWaitMs: number) => ({
    stats: {
      workers: 3,
      queued,
      completed: 0,
      lanes: {
        short: { workers: 1, queued: 0, running: 0, completed: 0, expectedWaitMs: 0 },
        long: { workers: 2, queued, running: 2, completed: 0, expectedWaitMs },
      },
    },
  });
  const limits = { queueMax: 16, queueWaitMs: 20_000 };
  assert.deepEqual(unreadyReasons(pool(3, 1000), limits, false), []);
  assert.deepEqual(unreadyReasons(pool(16, 1000), limits, false), ['long lane queue full (16 of 16)']);
  assert.deepEqual(unreadyReasons(pool(3, 25_000), limits, false), ['long lane expected wait 25000 ms over 20000 ms']);
  assert.deepEqual(unreadyReasons(pool(0, 0), limits, true), ['draining: the instance is shutting down']);
  // Redis down matters only when it is required.
  assert.deepEqual(unreadyReasons(pool(0, 0), limits, false, 'degraded'), []);
  const required = { ...limits, redisRequired: true };
  assert.deepEqual(unreadyReasons(pool(0, 0), required, false, 'ok'), []);
  assert.deepEqual(unreadyReasons(pool(0, 0), required, false, 'degraded'), [
    'redis degraded and REDIS_REQUIRED is set',
  ]);
});

test('/readyz is 503 while a required Redis is unreachable, and /metrics says so', async () => {
  const url = `redis://127.0.0.1:${await freePort()}`;
  const app = await testApp({ rateLimit: true, redisUrl: url, redisRequired: true });
  try {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json().reasons, ['redis degraded and REDIS_REQUIRED is set']);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    assert.match(text, /^stowage_info\{[^}]*redis="degraded"\} 1$/m);
  } finally {
    await app.close();
  }
  // Not required: the same outage leaves the instance ready.
  const relaxed = await testApp({ rateLimit: true, redisUrl: url });
  try {
    assert.equal((await relaxed.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  } finally {
    await relaxed.close();
  }
});

test('/readyz is 503 while the lanes are saturated (queue full)', async () => {
  const app = await testApp({ queueMax: 1 });
  try {
    const pool = app.planPool;
    // The pool's own state, seen as saturated: one task running and the one queue slot taken.
    const real = pool.stats;
    const saturated = { ...real, lanes: { ...real.lanes, long: { ...real.lanes.long, queued: 1, running: 1 } } };
    Object.defineProperty(pool, 'stats', { get: () => saturated, configurable: true });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json().reasons, ['long lane queue full (1 of 1)']);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    assert.equal(sample(text, 'stowage_lane_queued', '{lane="long"}'), 1);
    assert.equal(sample(text, 'stowage_lane_utilisation', '{lane="long"}'), 1);
  } finally {
    await app.close();
  }
});

test('documentation examples run with no cap, so a loaded replica never publishes a time-capped one', async () => {
  const app = await testApp({ computeCapMs: 100, thoroughCapMs: 100 });
  try {
    const caps: number[] = [];
    const pool = app.planPool;
    const run = pool.run.bind(pool);
    pool.run = (req: RunRequest) => {
      caps.push(req.capMs);
      return run(req);
    };
    const res = await app.inject({ method: 'GET', url: '/api/order-quote' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(caps, [EXAMPLE_CAP_MS]);
    assert.equal(EXAMPLE_CAP_MS, Number.POSITIVE_INFINITY);
    assert.equal(res.json().response.timeCapped, undefined);
    // Computed on first use only, then shared.
    await app.inject({ method: 'GET', url: '/api/order-quote' });
    assert.equal(caps.length, 1);
  } finally {
    await app.close();
  }
});

test('keep-alive and header timeouts come from the configuration', async () => {
  const app = await testApp({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 7_000 });
  try {
    assert.equal(app.server.keepAliveTimeout, 65_000);
    assert.equal(app.server.headersTimeout, 7_000);
  } finally {
    await app.close();
  }
});

test('a request refused at the transport level is logged and counted', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = await testApp({}, { level: 'info', stream });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let got = '';
      socket.on('data', (c) => {
        got += c;
      });
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 400/);
    const logged = lines.filter((l) => l.msg === 'client error');
    assert.equal(logged.length, 1);
    assert.equal(typeof logged[0].code, 'string');
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    assert.equal(sample(text, 'stowage_client_errors_total', `{code="${logged[0].code}"}`), 1);
  } finally {
    await app.close();
  }
});
