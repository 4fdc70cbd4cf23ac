/**
 * bench:pack — realistic mixed-constraint container loads (bench/pack-instances.ts: a 40' HC
 * sized space with door and payload; weights, stacking limits, fragile and upright cartons,
 * keep-together groups, three unload zones) at 50, 200 and 2,000 units, default budget.
 * Prints per size p50/p95 compute ms, mean volume fill of the container, the share of loads
 * placed completely, and checker violations (must be 0).
 * Usage: npm run bench:pack -- [--count 20] [--big 6] [--workers N] [--seed 1]
 */
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PackResult, PackTask } from './pack-worker.js';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const count = opt('count', 20);
const big = opt('big', 6);
const seed = opt('seed', 1);
const workers = opt('workers', availableParallelism());

const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const pool = new Piscina({
  filename: fileURLToPath(new URL(`./pack-worker${extension}`, import.meta.url)),
  minThreads: workers,
  maxThreads: workers,
});
const sizes: [number, number][] = [
  [50, count],
  [200, count],
  [2000, big],
];
const tasks: PackTask[] = sizes.flatMap(([units, n]) =>
  Array.from({ length: n }, (_, k) => ({ units, seed: seed + k })),
);
console.log(
  `bench:pack — ${tasks.length} loads, ${workers} worker(s); machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}, node ${process.version}`,
);
// warm every worker up (JIT) so the first timed loads are not penalised
await Promise.all(Array.from({ length: workers }, (_, k) => pool.run({ units: 50, seed: 10_000 + k })));
const results = await Promise.all(tasks.map((t) => pool.run(t) as Promise<PackResult>));
await pool.close();

const pct = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
let violations = 0;
for (const r of results)
  for (const v of r.violations) {
    console.log(`VIOLATION ${v}`);
    violations++;
  }
console.log('| units | loads | p50 ms | p95 ms | mean fill % | all placed | budget stops |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [units] of sizes) {
  const rs = results.filter((r) => r.units === units);
  if (rs.length === 0) continue;
  const ms = rs.map((r) => r.ms);
  const fill = rs.reduce((s, r) => s + r.fill, 0) / rs.length;
  console.log(
    `| ${units} | ${rs.length} | ${pct(ms, 50).toFixed(0)} | ${pct(ms, 95).toFixed(0)} | ${fill.toFixed(1)} | ${rs.filter((r) => r.placed === units).length} | ${rs.filter((r) => r.stoppedBy === 'budget').length} |`,
  );
}
console.log(`checker violations: ${violations}`);
if (violations > 0) process.exitCode = 1;
