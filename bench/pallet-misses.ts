/**
 * bench:pallet diagnostics: per-order pallet count against the lower bound for the seeded
 * order-plan set (same orders as bench/pallet.ts), with what limits each order.
 * Usage: npx tsx bench/pallet-misses.ts [--only 1035] [--orders 60] [--seed 1] [--repair]
 * (`--seed 1001` gives the held-out set 2001-2060; `--repair` turns on the boundRepair option).
 */
import { solveOrderPlan } from '../src/core/engines/order-allocation/index.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { generateOrder } from './pallet-orders.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('orders', 60);
const SEED = arg('seed', 1);
const ONLY = arg('only', -1);
const REPAIR = process.argv.includes('--repair');
let hit = 0;
let n = 0;
let cpu = 0;
for (let s = 0; s < ORDERS; s++) {
  const seed = SEED + 1000 + s;
  if (ONLY >= 0 && seed !== ONLY) continue;
  const order = generateOrder(seed);
  const { problem } = mapPalletRequest(order);
  const t = process.cpuUsage();
  const r = solveOrderPlan(problem, { maxPallets: 20, boundRepair: REPAIR });
  const u = process.cpuUsage(t);
  cpu += (u.user + u.system) / 1000;
  n++;
  const count = r.pallets.length;
  const ok = count === r.lowerBound.value && r.unplaced.length === 0;
  if (ok) hit++;
  const { l, w, h } = problem.space;
  const vol = problem.items.reduce((v, it) => v + it.l * it.w * it.h * it.qty, 0) / (l * w * h);
  const limited = problem.items.filter((it) => it.maxStack !== null && it.maxStack > 0).reduce((s2, it) => s2 + it.qty, 0);
  const fragile = problem.items.filter((it) => it.maxStack === 0).reduce((s2, it) => s2 + it.qty, 0);
  const cartons = problem.items.reduce((s2, it) => s2 + it.qty, 0);
  console.log(`${order.id} ${ok ? 'ok  ' : 'MISS'} pallets ${count} bound ${r.lowerBound.value} vol ${vol.toFixed(2)} skus ${problem.items.length} cartons ${cartons} limited ${limited} fragile ${fragile} ${r.stats.strategy} ${((u.user + u.system) / 1000).toFixed(0)}ms`);
}
console.log(`at bound ${hit}/${n}; cpu total ${cpu.toFixed(0)} ms`);
