/**
 * bench:example-cpu — the CPU each documented example request takes at the default budget, on
 * one thread (issue 50 line 4: "the default budget finishes the documented examples ... in ≤ 2 s
 * of CPU on one core").
 *
 * Runs each endpoint's handler in this thread (as a worker does, without HTTP), `--warmup`
 * untimed runs first, then `--runs` timed runs; prints the thread's CPU time per run (median
 * and max) and whether the answer was cut by time (never: no cap here) or left work undone.
 * Usage: npx tsx bench/example-cpu.ts [--runs 5 --warmup 2]
 */
import { threadCpuUsage } from 'node:process';
import { EXAMPLE_REQUESTS } from '../src/examples/requests.js';
import { runHandler } from '../src/http/handlers/registry.js';
import type { EndpointName } from '../src/http/endpoints.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const WARMUP = arg('warmup', 2);
const ctx = { isTimeUp: () => false };

const cpuMs = (run: () => void): number => {
  const before = threadCpuUsage();
  run();
  const spent = threadCpuUsage(before);
  return (spent.user + spent.system) / 1000;
};

console.log(`examples at the default budget, thread CPU per run (${RUNS} runs after ${WARMUP} warm-up)`);
for (const endpoint of Object.keys(EXAMPLE_REQUESTS) as EndpointName[]) {
  const body = EXAMPLE_REQUESTS[endpoint];
  for (let i = 0; i < WARMUP; i++) runHandler(endpoint, structuredClone(body), ctx);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(cpuMs(() => runHandler(endpoint, structuredClone(body), ctx)));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const max = times[times.length - 1];
  console.log(
    `  ${endpoint.padEnd(16)} median ${median.toFixed(0).padStart(6)} ms, max ${max.toFixed(0).padStart(6)} ms${max > 2000 ? '  (over 2 s)' : ''}`,
  );
}
