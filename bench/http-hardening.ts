/**
 * The hardening part of bench:http (issue 9's Measure): on a running service,
 * 1. pallet-estimate p50/p99 while the pack lane is saturated with default-budget packs at the
 *    concurrency the queue admits, and how far those packs stay inside their wall-time cap;
 * 2. the peak RSS of the service process (VmHWM) during a mixed run;
 * 3. the request rate at which 503s start (open-loop ramp of pallet estimates).
 * Latencies come from plain fetch loops, so every body (computeMs, timeCapped) is read.
 */
import { readFileSync } from 'node:fs';
import { EXAMPLE_REQUESTS } from '../src/examples/requests.js';

interface Sample {
  readonly ms: number;
  readonly status: number;
  readonly computeMs?: number;
  readonly timeCapped: boolean;
}

const pct = (xs: readonly number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function once(url: string, body: unknown): Promise<Sample> {
  const t0 = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { computeMs?: number; timeCapped?: unknown };
  return {
    ms: performance.now() - t0,
    status: res.status,
    computeMs: json.computeMs,
    timeCapped: json.timeCapped !== undefined,
  };
}

/** `concurrency` clients, each sending the next request as soon as the last one is answered. */
async function closedLoop(url: string, body: unknown, concurrency: number, durationMs: number): Promise<Sample[]> {
  const end = Date.now() + durationMs;
  const out: Sample[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) out.push(await once(url, body));
    }),
  );
  return out;
}

/** A pack of about 600 units of 60 types: seconds of default-budget search per request. */
export function busyPack(budget: 'default' | 'thorough' = 'default') {
  const items = Array.from({ length: 60 }, (_, i) => ({
    label: `t${i}`,
    l: 20 + (i % 7) * 9,
    w: 15 + (i % 5) * 8,
    h: 10 + (i % 6) * 7,
    qty: 10,
    weight: 5 + (i % 9),
  }));
  return { container: { preset: '40hq' }, items, budget };
}

const peakRssMb = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');

export interface HardeningOptions {
  readonly base: string;
  readonly pid: number;
  readonly quick: boolean;
  readonly workers: number;
  readonly queueMax: number;
  readonly computeCapMs: number;
}

export async function runHardening(o: HardeningOptions): Promise<void> {
  const seconds = (full: number, quick: number) => (o.quick ? quick : full) * 1000;
  const admitted = o.workers + o.queueMax;

  // 1. Lanes: packs at every admitted slot, pallet estimates beside them.
  const lanesMs = seconds(40, 15);
  const [packs, estimates] = await Promise.all([
    closedLoop(`${o.base}/api/pack`, busyPack(), admitted, lanesMs),
    closedLoop(`${o.base}/api/pallet-estimate`, EXAMPLE_REQUESTS['pallet-estimate'], 2, lanesMs),
  ]);
  const okPacks = packs.filter((s) => s.status === 200);
  const packCompute = okPacks.map((s) => s.computeMs ?? NaN);
  const okEstimates = estimates.filter((s) => s.status === 200);
  console.log(`\n## Lanes: pallet-estimate while the pack lane is saturated (${lanesMs / 1000} s)`);
  console.log('| traffic | clients | answered | non-200 | p50 ms | p99 ms | computeMs p50 / p99 / max | time-capped |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| POST /api/pack (60 types, 600 units, default budget) | ${admitted} (= workers + QUEUE_MAX) | ${packs.length} | ${packs.length - okPacks.length} | ${f0(
      pct(
        packs.map((s) => s.ms),
        50,
      ),
    )} | ${f0(
      pct(
        packs.map((s) => s.ms),
        99,
      ),
    )} | ${f0(pct(packCompute, 50))} / ${f0(pct(packCompute, 99))} / ${f0(Math.max(...packCompute))} (cap ${o.computeCapMs}) | ${okPacks.filter((s) => s.timeCapped).length} |`,
  );
  console.log(
    `| POST /api/pallet-estimate (example) | 2 | ${estimates.length} | ${estimates.length - okEstimates.length} | ${f0(
      pct(
        okEstimates.map((s) => s.ms),
        50,
      ),
    )} | ${f0(
      pct(
        okEstimates.map((s) => s.ms),
        99,
      ),
    )} | | ${okEstimates.filter((s) => s.timeCapped).length} |`,
  );

  // 2. Mixed run: every kind of traffic at once, peak RSS of the service process.
  const mixedMs = seconds(120, 20);
  const rssBefore = rssMb(o.pid);
  const tiny = {
    pallet: EXAMPLE_REQUESTS['pallet-estimate'].pallet,
    items: [{ label: 'tiny', l: 0.01, w: 0.01, h: 0.01, qty: 200, weight: 0.01, keepUpright: false }],
  };
  const mixed = await Promise.all([
    closedLoop(`${o.base}/api/pack`, busyPack(), 2, mixedMs),
    closedLoop(`${o.base}/api/pack`, busyPack('thorough'), 1, mixedMs),
    closedLoop(`${o.base}/api/pallet-estimate`, EXAMPLE_REQUESTS['pallet-estimate'], 2, mixedMs),
    closedLoop(`${o.base}/api/pallet-estimate`, tiny, 1, mixedMs),
    closedLoop(`${o.base}/api/order-quote`, EXAMPLE_REQUESTS['order-quote'], 1, mixedMs),
    closedLoop(`${o.base}/api/order-plan`, EXAMPLE_REQUESTS['order-plan'], 1, mixedMs),
  ]);
  const all = mixed.flat();
  const statusMix = [...new Set(all.map((s) => s.status))]
    .sort()
    .map((st) => `${st}: ${all.filter((s) => s.status === st).length}`)
    .join(', ');
  console.log(
    `\n## Mixed run (${mixedMs / 1000} s, 8 clients: packs default and thorough, estimates incl. 200 cartons of 0.01 cm, quotes, order plans)`,
  );
  console.log(
    `service RSS: ${f0(rssBefore)} MB before, ${f0(rssMb(o.pid))} MB after, peak (VmHWM, whole life of the process) ${f0(peakRssMb(o.pid))} MB; answers ${all.length} (${statusMix})`,
  );

  // 3. Open-loop ramp: at which rate do 503s start?
  console.log(`\n## Open-loop ramp of POST /api/pallet-estimate (example): where 503s start`);
  console.log('| offered req/s | sent | 200 | 503 | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|---|');
  let onset: number | null = null;
  for (const rate of [5, 10, 20, 40, 80, 160]) {
    const stepMs = seconds(10, 4);
    const pending: Promise<Sample>[] = [];
    const t0 = Date.now();
    for (let i = 0; Date.now() - t0 < stepMs; i++) {
      const due = t0 + (i * 1000) / rate;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      pending.push(
        once(`${o.base}/api/pallet-estimate`, EXAMPLE_REQUESTS['pallet-estimate']).catch(() => ({
          ms: NaN,
          status: 0,
          timeCapped: false,
        })),
      );
    }
    const got = await Promise.all(pending);
    const n503 = got.filter((s) => s.status === 503).length;
    const ok = got.filter((s) => s.status === 200);
    console.log(
      `| ${rate} | ${got.length} | ${ok.length} | ${n503} | ${f0(
        pct(
          ok.map((s) => s.ms),
          50,
        ),
      )} | ${f0(
        pct(
          ok.map((s) => s.ms),
          99,
        ),
      )} |`,
    );
    if (n503 > 0 && onset === null) onset = rate;
    if (n503 > got.length / 2) break;
  }
  console.log(onset === null ? '503s did not start within the ramp' : `503s start at about ${onset} req/s offered`);
}
