/**
 * bench:pallet diagnostics: per-order pallet count against the lower bound for the seeded
 * order-plan set (same orders as bench/pallet.ts), with what limits each order.
 * Usage: npx tsx bench/pallet-misses.ts [--only 1035] [--orders 60] [--seed 1] [--thorough] [--repair]
 * (--seed 1001 gives the held-out set 2001-2060; --thorough: order-plan's thorough effort;
 * --repair turns on the core-only boundRepair option). Each line ends with every pallet's
 * volume fill and how many of its pallets would warn on COG_OFFSET; the summary counts pallets
 * under 25 % fill (all, and in orders above the bound) and COG_OFFSET warnings, and a last
 * line tallies the orders at the bound by how full the bound's pallets would have to be
 * (bound-fill-buckets.ts).
 */
import { cargoVolume } from '../src/core/engines/order-allocation/share-loading.js';
import { solveOrderPlan } from '../src/core/engines/order-allocation/index.js';
import { largerOffset } from '../src/core/engines/pallet-loading/index.js';
import { COG_WARN_PCT } from '../src/core/objectives/pallet-thresholds.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { generateOrder } from './pallet-orders.js';
import { argOf } from './bench-support.js';
import { BoundFillBuckets, boundShare, fragileTopShare } from './bound-fill-buckets.js';

const arg = (name: string, fallback: number) => argOf(process.argv, name, fallback);
const ORDERS = arg('orders', 60);
const SEED = arg('seed', 1);
const ONLY = arg('only', -1);
const EFFORT = process.argv.includes('--thorough') ? 'thorough' : 'default';
const cpus: number[] = [];
const lastFills: number[] = [];
/** A pallet under this volume fill is counted as a stub in the summary line. */
const STUB_REPORT = 25;
let stubs = 0;
let stubsAbove = 0;
let cogWarns = 0;
let palletCount = 0;
let hit = 0;
let n = 0;
let cpu = 0;
const shares = new BoundFillBuckets();
for (let s = 0; s < ORDERS; s++) {
  const seed = SEED + 1000 + s;
  if (ONLY >= 0 && seed !== ONLY) continue;
  const order = generateOrder(seed);
  const { problem } = mapPalletRequest(order);
  const t = process.cpuUsage();
  const r = solveOrderPlan(problem, { maxPallets: 20, effort: EFFORT });
  const u = process.cpuUsage(t);
  cpu += (u.user + u.system) / 1000;
  cpus.push((u.user + u.system) / 1000);
  n++;
  const count = r.pallets.length;
  const ok = count === r.lowerBound.value && r.unplaced.length === 0;
  if (ok) hit++;
  shares.add(boundShare(problem, r.lowerBound.value), fragileTopShare(problem, r.lowerBound.value), ok);
  const { l, w, h } = problem.space;
  const last = r.pallets[r.pallets.length - 1];
  if (last) lastFills.push((100 * last.measures.placedVolume) / (l * w * h));
  const fills = r.pallets.map((p) => (100 * p.measures.placedVolume) / (l * w * h));
  stubs += fills.filter((f) => f < STUB_REPORT).length;
  if (count > r.lowerBound.value) stubsAbove += fills.filter((f) => f < STUB_REPORT).length;
  const offCentre = r.pallets.filter((p) => largerOffset(p.measures) > COG_WARN_PCT).length;
  cogWarns += offCentre;
  palletCount += count;
  const vol = cargoVolume(problem) / (l * w * h);
  const limited = problem.items
    .filter((it) => it.maxStack !== null && it.maxStack > 0)
    .reduce((s2, it) => s2 + it.qty, 0);
  const fragile = problem.items.filter((it) => it.maxStack === 0).reduce((s2, it) => s2 + it.qty, 0);
  const cartons = problem.items.reduce((s2, it) => s2 + it.qty, 0);
  console.log(
    `${order.id} ${ok ? 'ok  ' : 'MISS'} pallets ${count} bound ${r.lowerBound.value} vol ${vol.toFixed(2)} skus ${problem.items.length} cartons ${cartons} limited ${limited} fragile ${fragile} ${r.stats.strategy} ${((u.user + u.system) / 1000).toFixed(0)}ms work ${(r.stats.work / 1e6).toFixed(1)}M fills ${fills.map((f) => f.toFixed(0)).join('/')} % cog-warn ${offCentre}`,
  );
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
const mean = lastFills.reduce((s2, x) => s2 + x, 0) / Math.max(1, lastFills.length);
console.log(
  `at bound ${hit}/${n}; cpu total ${cpu.toFixed(0)} ms, per order p50 ${pct(cpus, 0.5).toFixed(0)} / p95 ${pct(cpus, 0.95).toFixed(0)} ms; last-pallet fill mean ${mean.toFixed(1)} % / p10 ${pct(lastFills, 0.1).toFixed(1)} %; pallets under ${STUB_REPORT} % fill ${stubs} (${stubsAbove} in orders above the bound); COG_OFFSET warnings ${cogWarns} of ${palletCount} pallets`,
);
console.log(shares.line());
