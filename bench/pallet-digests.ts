/**
 * Hashes of whole order-plan results and pallet-estimate responses, and the time to compute
 * them: a refactor that claims "the same plans" prints the same hashes before and after.
 * Usage: node [--max-semi-space-size=64] --import tsx bench/pallet-digests.ts [--from 1001 --orders 60 --plans-only]
 * (--plans-only: order-plan results hashed with stats.work zeroed, for a change that keeps the plans but not the work)
 * (order-plan via solveOrderPlan on seeds from..from+orders-1, maxPallets 20; pallet-estimate via
 * its handler at 50 and 200 cartons, seeds 1-10, computeMs zeroed). Hashes go to stdout, times to stderr.
 */
import { createHash } from 'node:crypto';
import { solveOrderPlan } from '../src/core/engines/order-allocation/index.js';
import { palletEstimateHandler } from '../src/http/handlers/pallet-estimate.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { generateOrder, withCartonCount } from './pallet-orders.js';
import { percentile } from './pallet-metrics.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const FROM = arg('from', 1001);
const ORDERS = arg('orders', 60);
const PLANS_ONLY = process.argv.includes('--plans-only');
const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 12);

const ms: number[] = [];
const t0 = performance.now();
for (let s = FROM; s < FROM + ORDERS; s++) {
  const t = performance.now();
  const plan = solveOrderPlan(mapPalletRequest(generateOrder(s)).problem, { maxPallets: 20 });
  ms.push(performance.now() - t);
  console.log(`order ${s} ${hash(PLANS_ONLY ? { ...plan, stats: { ...plan.stats, work: 0 } } : plan)}`);
}
const t1 = performance.now();
for (const cartons of [50, 200]) {
  for (let s = 1; s <= 10; s++) {
    const r = palletEstimateHandler(withCartonCount(generateOrder(s), cartons), { isTimeUp: () => false }) as {
      approaches: { computeMs?: number }[];
    };
    console.log(
      `estimate ${cartons}/${s} ${hash({ ...r, approaches: r.approaches.map((a) => ({ ...a, computeMs: 0 })) })}`,
    );
  }
}
const t2 = performance.now();
console.error(
  `order-plan: ${ORDERS} orders in ${(t1 - t0).toFixed(0)} ms, p50 ${percentile(ms, 0.5).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms; pallet-estimate: 20 loads in ${(t2 - t1).toFixed(0)} ms`,
);
