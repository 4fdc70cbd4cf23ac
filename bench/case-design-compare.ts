/**
 * bench:case-design latency of this tree against other checkouts of the repository, in one
 * process on the same seeded requests as bench/case-design.ts (documented in docs/benchmarks.md,
 * "Case design"): for a loaded, shared machine, where separate runs minutes apart differ by more
 * than the change being measured.
 *
 * Each request runs on every tree in turn, `--reps` times; a request's time on a tree is the
 * least CPU time of its repetitions (process.cpuUsage: other processes' load inflates single
 * runs, never shortens them). Prints CPU p50 / p95 per tree, and how many requests give every
 * shown candidate the same units per container and pallet and the same cases per floor and
 * pallet layer as this tree.
 * Usage: npx tsx bench/case-design-compare.ts --against /tmp/stowage-old[,/tmp/other] [--runs 10 --seed 71001 --reps 3]
 * (make a checkout with `git worktree add /tmp/stowage-old <commit>`; it needs node_modules).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Rng } from '../src/core/search/rng.js';
import { percentile } from './pallet-metrics.js';
import { caseDesignRequest } from './case-design-request.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '10'));
const SEED = Number(arg('seed', '71001'));
const REPS = Number(arg('reps', '3'));
const trees = [
  resolve('.'),
  ...arg('against', '')
    .split(',')
    .filter(Boolean)
    .map((d) => resolve(d)),
];

type Handler = (body: unknown, ctx: { isTimeUp: () => boolean }) => unknown;
const handlers: Handler[] = [];
for (const t of trees) {
  const mod = await import(pathToFileURL(`${t}/src/http/handlers/case-design.ts`).href);
  handlers.push(mod.caseDesignHandler);
}
const ctx = { isTimeUp: () => false };
// warm every tree's JIT, as a long-running worker would be
for (const h of handlers) h(caseDesignRequest(new Rng(SEED + 999)), ctx);

/** Per shown candidate: units per container, cases per floor layer, cases per pallet layer, units per pallet. */
const figures = (res: any) =>
  JSON.stringify(
    res.candidates?.map((c: any) => [
      c.container?.units,
      c.container?.floorLoaded?.casesPerLayer,
      c.pallet?.casesPerLayer,
      c.pallet?.units,
    ]),
  );

const cpu: number[][] = trees.map(() => []);
const same = trees.map(() => 0);
const rng = new Rng(SEED);
for (let r = 0; r < RUNS; r++) {
  const body = caseDesignRequest(rng);
  const least = trees.map(() => Number.POSITIVE_INFINITY);
  const answers: string[] = [];
  for (let k = 0; k < REPS; k++) {
    handlers.forEach((h, t) => {
      const c0 = process.cpuUsage();
      const res = h(structuredClone(body), ctx);
      const c = process.cpuUsage(c0);
      least[t] = Math.min(least[t], (c.user + c.system) / 1000);
      if (k === 0) answers[t] = figures(res);
    });
  }
  if (process.env.PER_REQUEST) console.log(`request ${r}: ${least.map((x) => x.toFixed(0)).join(' / ')} ms`);
  least.forEach((ms, t) => {
    cpu[t].push(ms);
    if (answers[t] === answers[0]) same[t]++;
  });
}
console.log(
  `bench:case-design-compare  ${RUNS} seeded requests (seed ${SEED}), least CPU of ${REPS} repetitions each, node ${process.version}`,
);
trees.forEach((t, i) =>
  console.log(
    `${i === 0 ? 'this tree' : t}: CPU p50 ${percentile(cpu[i], 0.5).toFixed(0)} ms  p95 ${percentile(cpu[i], 0.95).toFixed(0)} ms  max ${Math.max(...cpu[i]).toFixed(0)} ms; same figures as this tree ${same[i]}/${RUNS}`,
  ),
);
