/**
 * bench:pallet-reference — how often order-plan's pallet count is the best count any method finds
 * (issue #42, Measure: "orders at a reference count").
 *
 * Per order of bench:pallet's sets (bench/pallet-orders.ts; set A is S+1000…, set B S+2000… for
 * `--seed S`), the pallet count of:
 * - default: order-plan as the service answers it (orderPlanHandler, default budget);
 * - 20×: the order engine with its budgets scaled (solveOrderPlan, budgetScale --scale; with
 *   --thorough also the thorough effort at that scale);
 * - even k / whole k: for k from the lower bound up to the default count − 1, the order split into
 *   k shares (order-splits.ts: evenly per SKU, or by whole SKUs), each share packed on its own
 *   pallet by the container engine exactly as /api/pack would (pack's tuning and default budget,
 *   the pallet's load space l × w × (maxHeight − baseHeight) and payload as the container); k
 *   counts only when every carton of every share is placed and the plan checker finds nothing (both
 *   splits at each k, up to the first k either packs). Each order a method beat names every method
 *   that reached the reference.
 * The reference is the smallest of these counts. Orders at the lower bound cannot be beaten, so
 * only the others run the alternatives. Prints per set: orders at the bound, orders whose default
 * count is the reference, each order some method beat, CPU, and the checker violations of every
 * plan counted (must be 0; alternative plans the checker rejects are counted apart).
 * Usage: npx tsx bench/pallet-reference.ts [--seed 1] [--orders 30] [--scale 20] [--thorough] [--sets AB] [--only 1016] [--skip 30]
 */
import { checkPlan } from '../src/core/checks/check-plan.js';
import { CONTAINER_BUDGETS, PACK_TUNING, solveContainerLoad } from '../src/core/engines/container-loading/index.js';
import { solveOrderPlan, type OrderPlan } from '../src/core/engines/order-allocation/index.js';
import { evenSplit, wholeSplit, type Split } from '../src/core/engines/order-allocation/order-splits.js';
import { withQuantities } from '../src/core/engines/pallet-loading/index.js';
import type { Problem } from '../src/core/model/problem.js';
import { orderPlanHandler } from '../src/http/handlers/order-plan.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { argOf } from './bench-support.js';
import { placementsOf } from './pallet-metrics.js';
import { generateOrder } from './pallet-orders.js';

const arg = (name: string, fallback: number) => argOf(process.argv, name, fallback);
const SEED = arg('seed', 1);
const ORDERS = arg('orders', 30);
const SCALE = arg('scale', 20);
const THOROUGH = process.argv.includes('--thorough');
const ONLY = arg('only', -1);
/** Orders to skip at the start of each set (to extend a run already made). */
const SKIP = arg('skip', 0);
const SETS = process.argv.includes('--sets') ? process.argv[process.argv.indexOf('--sets') + 1] : 'AB';
const never = { isTimeUp: () => false };

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Checker violations over an engine plan's pallets; -1 when some carton is left out. */
function engineCount(problem: Problem, plan: OrderPlan): { count: number; violations: number } {
  const violations = plan.pallets.reduce((n, p) => n + checkPlan(problem, p.placements).length, 0);
  return { count: plan.unplaced.length === 0 ? plan.pallets.length : -1, violations };
}

/** Each share packed by the container engine as /api/pack would: true when all are placed and valid. */
function packsShares(problem: Problem, shares: Split): { ok: boolean; rejected: number } {
  const rejected = 0;
  for (const share of shares) {
    if (share.every((q) => q === 0)) continue;
    const sub = withQuantities(problem, share);
    const plan = solveContainerLoad(sub, { budget: { work: CONTAINER_BUDGETS.default } }, PACK_TUNING);
    const total = share.reduce((s, q) => s + q, 0);
    if (plan.placements.length < total) return { ok: false, rejected };
    if (checkPlan(sub, plan.placements).length > 0) return { ok: false, rejected: rejected + 1 };
  }
  return { ok: true, rejected };
}

function runSet(name: string, first: number): void {
  let n = 0;
  let atBound = 0;
  let atReference = 0;
  let violations = 0;
  let rejected = 0;
  let cpuDefault = 0;
  const started = cpuNow();
  const beaten: string[] = [];
  for (let s = SKIP; s < ORDERS; s++) {
    if (ONLY >= 0 && first + s !== ONLY) continue;
    const order = generateOrder(first + s);
    n++;
    const { problem } = mapPalletRequest(order);
    const c0 = cpuNow();
    const r = orderPlanHandler({ request: order, maxPallets: 20 } as never, never) as any;
    cpuDefault += cpuNow() - c0;
    for (const p of r.pallets) violations += checkPlan(problem, placementsOf(problem, p.boxes)).length;
    const bound: number = r.palletLowerBound;
    const dflt: number = r.status === 'complete' ? r.palletCount : Number.POSITIVE_INFINITY;
    if (dflt <= bound) {
      atBound++;
      atReference++;
      continue;
    }
    // Every method's count below the default, so each beaten order names all that reached the reference.
    const counts: [string, number][] = [];
    const consider = (count: number, method: string) => {
      if (count >= 0 && count < dflt) counts.push([method, count]);
    };
    const scaled = solveOrderPlan(problem, { maxPallets: 20, budgetScale: SCALE });
    const e = engineCount(problem, scaled);
    violations += e.violations;
    consider(e.count, `${SCALE}×`);
    if (THOROUGH) {
      const t = engineCount(
        problem,
        solveOrderPlan(problem, { maxPallets: 20, budgetScale: SCALE, effort: 'thorough' }),
      );
      violations += t.violations;
      consider(t.count, `${SCALE}× thorough`);
    }
    // The splits from the bound up: both tried at each k, stopping at the first k either packs.
    const qty = problem.items.map((it) => it.qty);
    for (let k = bound; k < dflt && k <= 20; k++) {
      const even = packsShares(problem, evenSplit(problem.items, qty, k));
      const whole = packsShares(problem, wholeSplit(problem.items, qty, k));
      rejected += even.rejected + whole.rejected;
      if (even.ok) consider(k, `even ${k}`);
      if (whole.ok) consider(k, `whole ${k}`);
      if (even.ok || whole.ok) break;
    }
    const best = Math.min(dflt, ...counts.map(([, c]) => c));
    const by =
      counts
        .filter(([, c]) => c === best)
        .map(([m]) => m)
        .join(', ') || 'default';
    if (best === dflt) atReference++;
    else beaten.push(`${order.id}: default ${dflt}, reference ${best} (${by}), bound ${bound}`);
    console.log(`  ${order.id}: bound ${bound}, default ${dflt}, reference ${best} (${by})`);
  }
  const pct = (x: number) => ((100 * x) / n).toFixed(1);
  console.log(`${name}: ${n} orders from ${first + SKIP} (budget scale ${SCALE}${THOROUGH ? ', with thorough' : ''}):`);
  console.log(`  at the bound ${atBound}/${n} (${pct(atBound)} %)`);
  console.log(`  default count = reference ${atReference}/${n} (${pct(atReference)} %; goal ≥ 95 %)`);
  console.log(`  beaten: ${beaten.join('; ') || 'none'}`);
  console.log(
    `  CPU total ${((cpuNow() - started) / 1000).toFixed(1)} s (default order-plan ${(cpuDefault / 1000).toFixed(1)} s); checker violations ${violations}; alternative plans the checker rejected ${rejected}`,
  );
}

if (SETS.includes('A')) runSet(SEED === 1 ? 'tuned set A' : 'set A', SEED + 1000);
if (SETS.includes('B')) runSet(SEED === 1 ? 'tuned set B' : 'set B', SEED + 2000);
