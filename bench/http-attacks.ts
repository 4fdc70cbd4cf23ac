/**
 * bench:attacks — issue 47's hardening measures on a real server process (rate limits on, one
 * proxy hop trusted so that each simulated client has its own address):
 * 1. hostile requests (malformed percent-escapes in query names, key-shaped text, extreme size
 *    ratios on every planning endpoint): share after which the process is alive and /healthz
 *    answers (goal 100 %), and per request the process CPU (worker threads included) and its
 *    resident memory (VmRSS, sampled every 10 ms);
 * 2. fairness: another client's pallet-estimate p50/p99 idle, then while one client sends its
 *    largest legal load as fast as its limits let it (goal: p99 within 2× of idle).
 * Usage: npm run bench:attacks [-- --seconds 30]
 * Prints the machine's load average beside the times: wall times say little on a busy machine.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { EXAMPLE_REQUESTS } from '../src/examples/requests.js';
import { startServerProcess } from '../test/support/server-process.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 30);

const { child, port } = await startServerProcess({ TRUST_PROXY: '1' });
const base = `http://127.0.0.1:${port}`;

const procStat = () => {
  const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, clock ticks of 10 ms
};
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function raw(head: string): Promise<number> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    let got = '';
    s.setTimeout(60_000, () => s.destroy());
    s.on('data', (d) => {
      got += d.toString('latin1');
    });
    s.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0)));
    s.on('error', () => resolve(0));
    s.write(head, 'latin1');
  });
}

async function alive(): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

const keys = new Map<string, string>();
async function postAs(client: string, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const key = keys.get(client);
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...(key ? { 'x-api-key': key } : {}) },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

const KM = 100_000;
const tiny = (qty: number) => ({ l: 0.01, w: 0.01, h: 0.01, qty, weight: 0.01 });
const hostileBodies: Array<[string, unknown]> = [
  [
    '/api/case-design',
    {
      units: 'cm-kg',
      product: { l: 0.01, w: 0.01, h: 0.01, weight: 0.001 },
      unitsPerCase: 1,
      caseConstraints: { boardThickness: 0 },
      pallet: { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000 },
    },
  ],
  ['/api/pack', { container: { l: KM, w: KM, h: KM }, items: [{ label: 'a', ...tiny(2000) }] }],
  [
    '/api/pallet-estimate',
    {
      pallet: { l: KM, w: KM, baseHeight: 15, maxHeight: KM, maxWeight: KM, tareWeight: 25 },
      items: [{ label: 'a', ...tiny(200), keepUpright: false }],
    },
  ],
  [
    '/api/order-plan',
    {
      request: {
        pallet: { l: KM, w: KM, baseHeight: 15, maxHeight: KM, maxWeight: KM, tareWeight: 25 },
        items: [{ label: 'a', ...tiny(200), keepUpright: false }],
      },
    },
  ],
];
const hostileUrls = ['/?%', '/healthz?a%=1', '/api/pack?%ff', '/?%=%', '/docs/%ff%fe', '/api/pack?auth=stw_x'];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

console.log(
  `bench:attacks on 127.0.0.1:${port}; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

// 1. Hostile requests, one at a time.
let survived = 0;
let sent = 0;
for (const url of hostileUrls) {
  for (const method of ['GET', 'POST']) {
    const status = await raw(`${method} ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    sent++;
    if (await alive()) survived++;
    console.log(`  ${method} ${url}: ${status}`);
  }
}
let client = 1;
for (const [path, body] of hostileBodies) {
  const cpu0 = procStat();
  let peak = rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 10);
  const r = await postAs(`10.0.0.${client++}`, path, body);
  clearInterval(sampler);
  sent++;
  if (await alive()) survived++;
  console.log(
    `  POST ${path} (extreme ratio): ${r.status}, ${procStat() - cpu0} ms CPU, peak RSS ${peak.toFixed(0)} MB`,
  );
}
console.log(`alive after ${survived} of ${sent} hostile requests (${((100 * survived) / sent).toFixed(0)} %)`);

// 2. Fairness: client B's small estimates, idle and while client A sends heavy work. Both hold a
// free key (5× the anonymous limits); B paces itself under its limit (one estimate every 700 ms).
for (const client of ['10.0.1.1', '10.0.1.2']) {
  const res = await fetch(`${base}/api/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: '{}',
  });
  keys.set(client, ((await res.json()) as { key: string }).key);
}
const small = EXAMPLE_REQUESTS['pallet-estimate'];
async function series(seconds: number): Promise<number[]> {
  const ms: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const r = await postAs('10.0.1.2', '/api/pallet-estimate', small);
    if (r.status === 200) ms.push(r.ms);
    await new Promise((res) => setTimeout(res, 700));
  }
  return ms;
}
const idle = await series(Math.max(5, SECONDS / 3));
let stop = false;
const heavy = EXAMPLE_REQUESTS.pack;
const statuses = new Map<number, number>();
const attacker = async () => {
  while (!stop) {
    const r = await postAs('10.0.1.1', '/api/pack', { ...heavy, budget: 'thorough' });
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    if (r.status === 429) await new Promise((res) => setTimeout(res, 250));
  }
};
const attackers = [attacker(), attacker(), attacker(), attacker()];
const busy = await series(SECONDS);
stop = true;
await Promise.all(attackers);
const line = (name: string, xs: number[]) =>
  `${name}: ${xs.length} estimates, p50 ${pct(xs, 50).toFixed(0)} ms, p99 ${pct(xs, 99).toFixed(0)} ms`;
console.log(line('client B idle', idle));
console.log(line('client B while client A sends thorough packs at concurrency 4 (as fast as its limits allow)', busy));
console.log(
  `client A's answers: ${[...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(' ')}; p99 ratio ${(pct(busy, 99) / pct(idle, 99)).toFixed(2)} (goal ≤ 2); load average ${loadavg()[0].toFixed(2)}`,
);
child.kill('SIGTERM');
