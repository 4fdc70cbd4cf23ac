/**
 * pallet-estimate CPU and plan quality of engine builds in one process: each estimate runs on
 * every build in turn, over several passes (the order of the builds alternating), and the least
 * CPU of an estimate over the passes counts. On a machine shared with other work a single pass
 * swings by half; the least of a few interleaved passes is the steadiest comparison there is, and
 * every build sees the same load. Also runs this build without the container loader (what
 * the approaches alone cost). Same options as the pallet-estimate handler.
 * Usage: build each base to compare against into its own directory inside this checkout (e.g.
 * `git stash; npx tsc -p tsconfig.bench.json --outDir dist-base; git stash pop`), build this one
 * (`npx tsc -p tsconfig.bench.json`), then
 * node --max-semi-space-size=64 dist/bench/pallet-estimate-ab.js --base dist-base[,dist-other] --seed 1 --estimates 30 --passes 5 [--cartons 50] [--list]
 */
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import * as current from '../src/core/engines/pallet-loading/index.js';
import { COG_WARN_PCT } from '../src/core/objectives/pallet-thresholds.js';
import type { Problem } from '../src/core/model/problem.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { generateOrder, withCartonCount } from './pallet-orders.js';
import { percentile } from './pallet-metrics.js';

type Engine = typeof current;
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
if (!process.argv.includes('--base')) throw new Error('--base <directory of another build>[,<another>...] is required');
const baseDirs = process.argv[process.argv.indexOf('--base') + 1].split(',');
const bases: [string, Engine][] = [];
for (const dir of baseDirs)
  bases.push([dir, await import(pathToFileURL(resolve(dir, 'src/core/engines/pallet-loading/index.js')).href)]);
const SEED = arg('seed', 1);
const N = arg('estimates', 30);
const PASSES = arg('passes', 5);
const CARTONS = arg('cartons', 50);
const estimate = { cogBalance: true, topUp: true, containerLoader: true };
const builds: [string, Engine, current.PalletLoadOptions][] = [
  ...bases.map(([dir, e]): [string, Engine, current.PalletLoadOptions] => [dir, e, estimate]),
  ['this build', current, estimate],
  ['this build, no container loader', current, { ...estimate, containerLoader: false }],
];
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const problemOf = (seed: number): Problem => mapPalletRequest(withCartonCount(generateOrder(seed), CARTONS)).problem;
const problems = Array.from({ length: N }, (_, s) => problemOf(SEED + s));
// untimed estimates of other seeds warm the JIT of every build
for (let s = 0; s < 20; s++) for (const [, e, o] of builds) e.solvePalletLoad(problemOf(SEED + 9999 + s * 7919), o);
const least = builds.map(() => problems.map(() => Number.POSITIVE_INFINITY));
const results = builds.map(() => [] as { m: current.PlanMeasures; bound: number }[]);
for (let pass = 0; pass < PASSES; pass++) {
  const cpu = builds.map(() => [] as number[]);
  problems.forEach((problem, i) => {
    const order = builds.map((_, b) => b);
    if (pass % 2 === 1) order.reverse();
    for (const b of order) {
      const [, e, o] = builds[b];
      const c = process.cpuUsage();
      const r = e.solvePalletLoad(problem, o);
      const used = cpuMs(process.cpuUsage(c));
      cpu[b].push(used);
      least[b][i] = Math.min(least[b][i], used);
      const load = problem.items.map(() => 0);
      for (const p of r.best.plan.placements) load[p.item]++;
      results[b][i] = { m: r.best.measures, bound: e.heightLowerBound(e.withQuantities(problem, load)) };
    }
  });
  const p50s = builds.map(([name], b) => `${name} ${percentile(cpu[b], 0.5).toFixed(1)}`).join(', ');
  console.log(`pass ${pass + 1}: load ${loadavg()[0].toFixed(2)}; CPU p50 ${p50s} ms`);
}
builds.forEach(([name], b) => {
  const r = results[b];
  const off = (m: current.PlanMeasures) => Math.max(Math.abs(m.cogOffsetPct.x), Math.abs(m.cogOffsetPct.z));
  const count = (f: (m: current.PlanMeasures) => boolean) => r.filter((x) => f(x.m)).length;
  const ratio = r.reduce((s, x) => s + x.m.height / x.bound, 0) / N;
  const mean = least[b].reduce((s, x) => s + x, 0) / N;
  console.log(
    `${name}: least CPU of ${PASSES} passes p50 ${percentile(least[b], 0.5).toFixed(1)} ms, p95 ${percentile(least[b], 0.95).toFixed(0)} ms, mean ${mean.toFixed(1)} ms; ` +
      `complete ${count((m) => m.complete)}/${N}; cartons placed ${r.reduce((s, x) => s + x.m.placedCount, 0)}; height over the bound of the placed load, mean ${ratio.toFixed(3)}; ` +
      `CoG offset over ${COG_WARN_PCT} % ${count((m) => off(m) > COG_WARN_PCT)}; heavy over light ${count((m) => m.heavyOverLight > 0)}; slender stacks ${count((m) => m.slenderStacks > 0)}`,
  );
  if (process.argv.includes('--list'))
    console.log(`  least CPU per estimate, ms: ${least[b].map((x) => x.toFixed(0)).join(' ')}`);
});
