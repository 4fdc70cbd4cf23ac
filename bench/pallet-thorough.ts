/**
 * order-plan's two budgets side by side on a bench:pallet order set (same orders as
 * bench/pallet.ts and bench/pallet-misses.ts): pallet count at `palletLowerBound` with the
 * default and with `budget: "thorough"` (the service's path: solveOrderPlan with `effort`,
 * under the service's 45 s thorough wall cap), thorough CPU and wall time per order
 * (p50 / p95 / max), and plan-checker violations of every plan (must be 0).
 * Prints one row per order that either budget leaves above the bound.
 * Usage: npx tsx bench/pallet-thorough.ts [--seed 1] [--orders 60] [--only 1032]
 * (`--seed S` gives orders S+1000 … S+1059; `--seed 1001` is the held-out set 2001-2060).
 */
import { checkPlan } from '../src/core/checks/check-plan.js';
import { solveOrderPlan, type OrderPlan } from '../src/core/engines/order-allocation/index.js';
import type { Problem } from '../src/core/model/problem.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { argOf } from './bench-support.js';
import { generateOrder } from './pallet-orders.js';

const arg = (name: string, fallback: number) => argOf(process.argv, name, fallback);
const ORDERS = arg('orders', 60);
const SEED = arg('seed', 1);
const ONLY = arg('only', -1);
/** The service's wall cap for `budget: "thorough"` (THOROUGH_CAP_MS, docs/limits.md). */
const THOROUGH_CAP_MS = 45_000;

interface Timed {
  readonly plan: OrderPlan;
  readonly cpuMs: number;
  readonly wallMs: number;
}

function timed(problem: Problem, effort: 'default' | 'thorough'): Timed {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const plan = solveOrderPlan(problem, {
    maxPallets: 20,
    effort,
    isTimeUp: () => Date.now() - started > THOROUGH_CAP_MS,
  });
  const used = process.cpuUsage(cpu);
  return { plan, cpuMs: (used.user + used.system) / 1000, wallMs: Date.now() - started };
}

const atBound = (p: OrderPlan) => p.unplaced.length === 0 && p.pallets.length <= p.lowerBound.value;
const violations = (problem: Problem, p: OrderPlan) =>
  p.pallets.reduce((n, x) => n + checkPlan(problem, x.placements).length, 0);
const pct = (xs: readonly number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

let n = 0;
let hitDefault = 0;
let hitThorough = 0;
let bad = 0;
let capped = 0;
const cpus: number[] = [];
const walls: number[] = [];
console.log('| order | bound | default | thorough (strategy) | thorough CPU / wall, ms |');
console.log('|---|---|---|---|---|');
for (let s = 0; s < ORDERS; s++) {
  const seed = SEED + 1000 + s;
  if (ONLY >= 0 && seed !== ONLY) continue;
  const { problem } = mapPalletRequest(generateOrder(seed));
  const plain = timed(problem, 'default');
  const thorough = timed(problem, 'thorough');
  n++;
  if (atBound(plain.plan)) hitDefault++;
  if (atBound(thorough.plan)) hitThorough++;
  if (thorough.plan.stats.stoppedBy === 'time_cap') capped++;
  bad += violations(problem, plain.plan) + violations(problem, thorough.plan);
  cpus.push(thorough.cpuMs);
  walls.push(thorough.wallMs);
  if (!atBound(plain.plan) || !atBound(thorough.plan)) {
    console.log(
      `| ${seed} | ${plain.plan.lowerBound.value} | ${plain.plan.pallets.length} | ${thorough.plan.pallets.length} (${thorough.plan.stats.strategy}) | ${thorough.cpuMs.toFixed(0)} / ${thorough.wallMs} |`,
    );
  }
}
const trio = (xs: readonly number[]) =>
  `${pct(xs, 0.5).toFixed(0)} / ${pct(xs, 0.95).toFixed(0)} / ${Math.max(0, ...xs).toFixed(0)}`;
console.log(
  `orders ${SEED + 1000}-${SEED + 999 + ORDERS}: at the bound default ${hitDefault}/${n}, thorough ${hitThorough}/${n}; thorough CPU p50 / p95 / max ${trio(cpus)} ms, wall ${trio(walls)} ms; stopped by the wall cap ${capped}; checker violations ${bad}`,
);
