import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { redisUnavailable, startRedis } from '../support/redis-server.js';
import { startServerProcess } from '../support/server-process.js';

/**
 * Two service processes on one Redis, as deployed: rate limits and keys are shared, a job
 * submitted to one is fetched from the other, and a job whose replica is killed (SIGKILL) while
 * it plans is taken over and finished by the other once its lock lapses (JOB_LOCK_MS).
 * Timing tier: it starts real processes and waits for a lock to expire.
 */
const skip = redisUnavailable() ?? false;
let redis: { url: string; stop: () => void };
const children: ChildProcess[] = [];
const env = (extra: Record<string, string> = {}) => ({
  REDIS_URL: redis.url,
  JOB_LOCK_MS: '3000',
  WORKERS: '1',
  SHORT_WORKERS: '1',
  ...extra,
});

async function replica(): Promise<string> {
  return (await replicaProcess()).base;
}

async function replicaProcess(extra: Record<string, string> = {}): Promise<{ base: string; child: ChildProcess }> {
  const { child, port } = await startServerProcess(env(extra));
  children.push(child);
  return { base: `http://127.0.0.1:${port}`, child };
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function untilFinished(base: string, id: string): Promise<Record<string, any>> {
  for (;;) {
    const job = await (await fetch(`${base}/api/jobs/${id}`)).json();
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const strip = (body: string) => body.replace(/"computeMs":[0-9.e+-]+,?/g, '');

/** A thorough pack of a few hundred cartons: seconds of planning, long enough to kill its replica mid-run. */
const LONG_PACK = {
  ...EXAMPLE_REQUESTS.pack,
  container: { preset: '40hq' },
  budget: 'thorough',
  items: EXAMPLE_REQUESTS.pack.items.map((it) => ({ ...it, qty: (it.qty ?? 1) * 4 })),
};

before(async () => {
  if (skip) return;
  redis = await startRedis();
});
after(() => {
  for (const c of children) c.kill('SIGKILL');
  redis?.stop();
});

test('two replicas share rate limits and keys, and each reads the jobs of the other', { skip }, async () => {
  const [a, b] = await Promise.all([replica(), replica()]);
  // POST /api/keys allows 5 per minute per address, counted once across both replicas. The windows
  // are fixed minutes: start well inside one, so that all six requests fall in the same window.
  if (Date.now() % 60_000 > 45_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 500));
  const statuses: number[] = [];
  const keys: string[] = [];
  for (const base of [a, b, a, b, a, b]) {
    const res = await fetch(`${base}/api/keys`, { method: 'POST' });
    statuses.push(res.status);
    if (res.status === 201) keys.push((await res.json()).key);
  }
  assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
  const quote = EXAMPLE_REQUESTS['order-quote'];
  const keyed = await (await postJson(`${b}/api/order-quote`, quote, { 'x-api-key': keys[0] })).json();
  assert.equal(keyed.tier, 'free', 'a key issued by one replica is valid on the other');

  const accepted = await postJson(`${a}/api/order-quote`, quote, { prefer: 'respond-async' });
  assert.equal(accepted.status, 202);
  const { id } = await accepted.json();
  const job = await untilFinished(b, id);
  assert.equal(job.status, 'completed');
  const sync = await (await postJson(`${b}/api/order-quote`, quote)).text();
  const result = await (await fetch(`${b}/api/jobs/${id}/result`)).text();
  assert.equal(strip(result), strip(sync));
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

test('a replica killed mid-job: the other finishes the job, with the synchronous answer', { skip }, async () => {
  // Without rate limits: the thorough pack is sent again synchronously, and costs a whole minute's quota.
  const replicas = await Promise.all([
    replicaProcess({ RATE_LIMIT: 'false' }),
    replicaProcess({ RATE_LIMIT: 'false' }),
  ]);
  const bases = replicas.map((r) => r.base);
  const accepted = await postJson(`${bases[0]}/api/pack`, LONG_PACK, { prefer: 'respond-async' });
  assert.equal(accepted.status, 202, await accepted.clone().text());
  const { id } = await accepted.json();
  // Whichever replica took the job is the one whose long lane is busy: kill that one.
  let running = -1;
  while (running < 0) {
    await new Promise((r) => setTimeout(r, 50));
    for (const [i, base] of bases.entries()) {
      const health = await (await fetch(`${base}/healthz`)).json();
      if (health.pool.lanes.long.running > 0) running = i;
    }
  }
  assert.equal((await (await fetch(`${bases[0]}/api/jobs/${id}`)).json()).status, 'running');
  replicas[running].child.kill('SIGKILL');
  const survivor = bases[1 - running];
  const job = await untilFinished(survivor, id);
  assert.equal(job.status, 'completed', JSON.stringify(job.error));
  assert.ok(job.attempts >= 2, `run twice: the killed replica started it, the other finished it (${job.attempts})`);
  assert.equal(job.result.timeCapped, undefined);
  const sync = await (await postJson(`${survivor}/api/pack`, LONG_PACK)).text();
  const result = await (await fetch(`${survivor}/api/jobs/${id}/result`)).text();
  assert.equal(strip(result), strip(sync), 'the job result is the synchronous answer');
});
