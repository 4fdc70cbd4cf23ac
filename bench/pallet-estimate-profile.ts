/**
 * Where pallet-estimate's CPU goes at one carton count: per estimate, the CPU of each loader
 * (timed through solvePalletLoad's `observe` hook), of the rest (repairs, balance, top-up), and
 * whether the container engine ran and won. Same options as the pallet-estimate handler.
 * Usage: node dist/bench/pallet-estimate-profile.js --seed 1 --estimates 30 --cartons 50 [--repeat 3]
 */
import {
  heightLowerBound,
  largerOffset,
  solvePalletLoad,
  withQuantities,
} from '../src/core/engines/pallet-loading/index.js';
import { COG_WARN_PCT } from '../src/core/objectives/pallet-thresholds.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { generateOrder, withCartonCount } from './pallet-orders.js';
import { percentile } from './pallet-metrics.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SEED = arg('seed', 1);
const ESTIMATES = arg('estimates', 30);
const CARTONS = arg('cartons', 50);
const WARMUP = arg('warmup', 30);
/** Each estimate runs this many times and the least CPU counts (same plan every time): on a shared machine the least is the steadiest figure. */
const REPEAT = arg('repeat', 1);
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;

function estimate(seed: number) {
  const { problem } = mapPalletRequest(withCartonCount(generateOrder(seed), CARTONS));
  const spent = new Map<string, number>();
  let started = process.cpuUsage();
  const t0 = process.cpuUsage();
  const r = solvePalletLoad(problem, {
    cogBalance: true,
    topUp: true,
    containerLoader: true,
    observe: (name, phase) => {
      if (phase === 'start') started = process.cpuUsage();
      else spent.set(name, (spent.get(name) ?? 0) + cpuMs(process.cpuUsage(started)));
    },
  });
  const total = cpuMs(process.cpuUsage(t0));
  return { problem, r, spent, total };
}

for (let s = 0; s < WARMUP; s++) estimate(SEED + 9999 + s * 7919);
const totals: number[] = [];
const byName = new Map<string, number[]>();
let complete = 0;
let placed = 0;
let cogWarn = 0;
let heavyOverLight = 0;
let slender = 0;
const ratios: number[] = [];
for (let s = 0; s < ESTIMATES; s++) {
  const runs = Array.from({ length: REPEAT }, () => estimate(SEED + s));
  const { problem, r, spent, total } = runs.reduce((a, b) => (b.total < a.total ? b : a));
  totals.push(total);
  const requested = problem.items.reduce((a, it) => a + it.qty, 0);
  if (r.best.measures.complete) complete++;
  placed += r.best.measures.placedCount;
  if (largerOffset(r.best.measures) > COG_WARN_PCT) cogWarn++;
  if (r.best.measures.heavyOverLight > 0) heavyOverLight++;
  if (r.best.measures.slenderStacks > 0) slender++;
  const load = problem.items.map(() => 0);
  for (const p of r.best.plan.placements) load[p.item]++;
  ratios.push(r.best.measures.height / heightLowerBound(withQuantities(problem, load)));
  const observed = [...spent.values()].reduce((a, b) => a + b, 0);
  const parts = [...spent].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
  for (const [k, v] of spent) byName.set(k, [...(byName.get(k) ?? []), v]);
  const container = r.approaches.find((a) => a.name === 'container-engine');
  const pre = r.approaches.filter((a) => 'measures' in a && a.name !== 'container-engine');
  const preBest = Math.max(...pre.map((a) => ('measures' in a ? a.measures.placedCount : 0)));
  const lb = heightLowerBound(problem);
  console.log(
    `${SEED + s}: ${total.toFixed(1)} ms (${parts}; rest ${(total - observed).toFixed(1)}) ${r.best.name} ${r.best.measures.placedCount}/${requested}` +
      (container && 'measures' in container
        ? ` | container placed ${container.measures.placedCount}, approaches' best ${preBest}, lb ${lb} cap ${problem.space.h}`
        : ''),
  );
}
console.log(
  `CPU per estimate p50 ${percentile(totals, 0.5).toFixed(1)} ms, p95 ${percentile(totals, 0.95).toFixed(1)} ms; complete ${complete}/${ESTIMATES}; placed ${placed}; height / lower bound of the placed load, mean ${(ratios.reduce((a, b) => a + b, 0) / ratios.length).toFixed(3)}`,
);
console.log(
  `pallets with CoG offset over ${COG_WARN_PCT} %: ${cogWarn}; with heavy over light: ${heavyOverLight}; with slender stacks: ${slender}`,
);
for (const [k, v] of byName) console.log(`  ${k}: runs ${v.length}, sum ${v.reduce((a, b) => a + b, 0).toFixed(0)} ms`);
