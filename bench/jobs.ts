/**
 * bench:jobs — issue 48's job measure: mixed planning jobs through two replicas on one Redis
 * (BullMQ), one replica SIGKILLed once half the jobs have finished; then the same requests
 * synchronously against the survivor for comparison. Reports jobs completed, jobs run twice
 * (taken over after the kill), results identical to the synchronous answers (bar computeMs),
 * p50/p95 queue wait of the jobs, and wall times. Both replicas are warmed first with one
 * synchronous request per endpoint of the mix.
 * Usage: npm run bench:jobs [-- --jobs 100 --seed 71001 --concurrency 2 --kill 0|1]
 * Rate limits are off (RATE_LIMIT=false), as in the other load benches; the load average is printed.
 */
import { loadavg } from 'node:os';
import type { EndpointName } from '../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../src/examples/requests.js';
import { startRedis } from '../test/support/redis-server.js';
import { startServerProcess } from '../test/support/server-process.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const JOBS = arg('jobs', 100);
const SEED = arg('seed', 71001);
const SYNC_CONCURRENCY = arg('concurrency', 2);
/** `--kill 0`: no replica is killed (the baseline for the cost of a takeover). */
const KILL = arg('kill', 1) !== 0;

/** The mix: mostly the everyday calls, one search call in nine. */
const MIX: EndpointName[] = [
  'pallet-estimate',
  'order-quote',
  'receiver-check',
  'order-plan',
  'pack',
  'pallet-estimate',
  'order-quote',
  'case-design',
  'order-options',
];

/** A seeded generator (mulberry32), so that a run can be repeated. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The endpoint's example with every `qty` lowered by 0-3 (at least 1): distinct inputs, all within limits. */
function variant(name: EndpointName, random: () => number): unknown {
  const vary = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(vary);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) =>
          k === 'qty' && typeof x === 'number' ? [k, Math.max(1, x - Math.floor(random() * 4))] : [k, vary(x)],
        ),
      );
    return v;
  };
  return vary(EXAMPLE_REQUESTS[name]);
}

const PATH = (name: EndpointName) => `/api/${name}`;
const strip = (body: string) => body.replace(/"computeMs":[0-9.e+-]+,?/g, '');
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const random = rng(SEED);
const requests = Array.from({ length: JOBS }, (_, i) => {
  const name = MIX[i % MIX.length];
  return { name, body: variant(name, random) };
});

const redis = await startRedis();
const env = { REDIS_URL: redis.url, RATE_LIMIT: 'false', WORKERS: '1', SHORT_WORKERS: '1', JOB_LOCK_MS: '5000' };
const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
const base = [a, b].map((r) => `http://127.0.0.1:${r.port}`);
const load = [loadavg()[0]];

try {
  // Warm both replicas first (each worker thread compiles the engines on its first task), so that
  // the jobs and the synchronous run start alike.
  for (const url of base)
    for (const name of new Set(MIX)) {
      const res = await post(`${url}${PATH(name)}`, EXAMPLE_REQUESTS[name]);
      await res.text();
    }
  const t0 = performance.now();
  const ids = await Promise.all(
    requests.map(async (r, i) => {
      const res = await post(`${base[i % 2]}${PATH(r.name)}`, r.body, { prefer: 'respond-async' });
      if (res.status !== 202) throw new Error(`job ${i} (${r.name}): ${res.status} ${await res.text()}`);
      return (await res.json()).id as string;
    }),
  );
  // Poll from the survivor (b); kill a once half the jobs have finished.
  let killed = false;
  const jobs = new Map<string, Record<string, any>>();
  while (jobs.size < ids.length) {
    // Jobs start in submission order: look at the oldest unfinished ones only, so that polling
    // does not load the replica it measures.
    let looked = 0;
    for (const id of ids) {
      if (jobs.has(id)) continue;
      if (++looked > 8) break;
      const job = await (await fetch(`${base[1]}/api/jobs/${id}`)).json();
      if (job.status === 'completed' || job.status === 'failed') jobs.set(id, job);
    }
    if (KILL && !killed && jobs.size >= ids.length / 2) {
      a.child.kill('SIGKILL');
      killed = true;
      process.stdout.write(`replica A killed after ${jobs.size} jobs finished\n`);
    }
    load.push(loadavg()[0]);
    await new Promise((r) => setTimeout(r, 250));
  }
  const jobWallS = (performance.now() - t0) / 1000;
  const done = ids.map((id) => jobs.get(id) as Record<string, any>);

  // The same requests, synchronously, against the survivor.
  const t1 = performance.now();
  const sync: { text: string; ms: number }[] = new Array(requests.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: SYNC_CONCURRENCY }, async () => {
      while (next < requests.length) {
        const i = next++;
        const s = performance.now();
        const res = await post(`${base[1]}${PATH(requests[i].name)}`, requests[i].body);
        sync[i] = { text: await res.text(), ms: performance.now() - s };
      }
    }),
  );
  const syncWallS = (performance.now() - t1) / 1000;

  let identical = 0;
  for (let i = 0; i < done.length; i++) {
    const result = await (await fetch(`${base[1]}/api/jobs/${ids[i]}/result`)).text();
    if (strip(result) === strip(sync[i].text)) identical++;
    else process.stdout.write(`job ${i} (${requests[i].name}) differs from its synchronous answer\n`);
  }
  const waits = done.map((j) => j.queueWaitMs as number);
  const summary = {
    jobs: JOBS,
    seed: SEED,
    replicaKilled: killed,
    completed: done.filter((j) => j.status === 'completed').length,
    failed: done.filter((j) => j.status === 'failed').length,
    runTwice: done.filter((j) => j.attempts > 1).length,
    identicalToSync: identical,
    queueWaitMs: { p50: pct(waits, 50), p95: pct(waits, 95), max: Math.max(...waits) },
    jobsWallS: Number(jobWallS.toFixed(1)),
    sync: {
      concurrency: SYNC_CONCURRENCY,
      wallS: Number(syncWallS.toFixed(1)),
      latencyMs: {
        p50: Math.round(
          pct(
            sync.map((s) => s.ms),
            50,
          ),
        ),
        p95: Math.round(
          pct(
            sync.map((s) => s.ms),
            95,
          ),
        ),
      },
    },
    loadAverage1m: { min: Math.min(...load).toFixed(1), max: Math.max(...load).toFixed(1) },
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
} finally {
  a.child.kill('SIGKILL');
  b.child.kill('SIGKILL');
  redis.stop();
}
