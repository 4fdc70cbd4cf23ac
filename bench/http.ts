/**
 * npm run bench:http — drives the service over loopback with autocannon and prints requests/s
 * and p50/p99 latency per route. The service runs in its own process with RATE_LIMIT=false
 * (the documented switch for load benchmarks), then measures compression (bench/http-compression.ts)
 * and the hardening measures (bench/http-hardening.ts).
 * Usage: npm run bench:http -- [--duration 10] [--connections 20] [--quick] [--hardening]
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { configFromEnv, queueBound } from '../src/config.js';
import { runHardening } from './http-hardening.js';
import { runCompression } from './http-compression.js';
import { EXAMPLE_REQUESTS } from '../src/examples/requests.js';
import { HANDLERS } from '../src/http/handlers/registry.js';
import { ENDPOINTS } from '../src/http/endpoints.js';
import { freePort } from '../test/support/redis-server.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 20);
const flag = (name: string) => process.argv.includes(`--${name}`);
/** --quick: shorter hardening runs (20 s mixed run instead of 2 min); --hardening: skip the route table. */
const quick = flag('quick');
const hardeningOnly = flag('hardening');

async function main() {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const pending = ENDPOINTS.find((e) => !HANDLERS[e.name]);
  const targets: { name: string; method: 'GET' | 'POST'; path: string; body?: string; connections?: number }[] = [
    { name: 'GET /healthz', method: 'GET', path: '/healthz' },
  ];
  if (pending)
    targets.push({
      name: `POST ${pending.path} (501 path)`,
      method: 'POST',
      path: pending.path,
      body: JSON.stringify(EXAMPLE_REQUESTS[pending.name]),
    });
  for (const e of ENDPOINTS.filter((x) => HANDLERS[x.name])) {
    targets.push({
      name: `POST ${e.path} (example)`,
      method: 'POST',
      path: e.path,
      body: JSON.stringify(EXAMPLE_REQUESTS[e.name]),
      connections: 4,
    });
  }

  console.log(
    `# bench:http — ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, Node ${process.version}, ${duration} s per route; load average at start ${loadavg()
      .map((x) => x.toFixed(1))
      .join(', ')}`,
  );
  if (hardeningOnly) targets.length = 0;
  console.log('| route | connections | requests/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const t of targets) {
    const result = await autocannon({
      url: base + t.path,
      method: t.method,
      duration,
      connections: t.connections ?? connections,
      headers: t.body ? { 'content-type': 'application/json' } : {},
      body: t.body,
    });
    console.log(
      `| ${t.name} | ${t.connections ?? connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
    );
  }
  await runCompression(base);
  const config = configFromEnv(process.env);
  await runHardening({
    base,
    pid: server.pid!,
    quick,
    workers: config.workers,
    queueMax: queueBound(config),
    computeCapMs: config.computeCapMs,
  });
  console.log(
    `\nload average at the end: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(', ')}`,
  );
  server.kill('SIGTERM');
}

void main();
