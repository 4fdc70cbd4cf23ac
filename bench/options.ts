/**
 * bench:options — POST /api/order-options's handler on seeded orders with a known answer
 * (bench/options-orders.ts): the share where the target is reached when it is reachable by
 * construction, the share of wrong "found" (an alternative above the target, with a carton
 * left out, a PLACEMENT_VALID failure from the plan checker, a quantity outside its
 * adjustment, or any "found" where the lower bound proves none exists), and latency
 * p50 / p95 at the default budget (60), in-process, single thread, after one warm-up; the share
 * of returned alternative sets (two or more) that are Pareto-distinct (no alternative is another's
 * change of the same SKUs taken further for no fewer pallets), the orders where the target
 * was missed but smaller improvements were still returned, and, on the class built for it
 * (improvable: the target provably out of reach, the baseline improvable), the share that
 * returns an alternative on fewer pallets than the baseline.
 * Usage: npm run bench:options [-- --per-class 20 --seed 1]
 */
import { orderOptions } from '../src/http/handlers/order-options.js';
import { optionsOrders, type OptionsOrder, type OrderClass } from './options-orders.js';
import { percentile } from './pallet-metrics.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PER_CLASS = arg('per-class', 20);
const SEED = arg('seed', 1);
const ctx = { isTimeUp: () => false };

interface Row {
  order: OptionsOrder;
  outcome: string;
  ms: number;
  packed: number;
  skipped: number;
  wrong: string | null;
  how: string;
  alternatives: number;
  distinct: boolean;
  /** Some alternative needs fewer pallets than the baseline. */
  improved: boolean;
}

/** True when no alternative repeats another's change (same SKUs, same direction, each at least as far) for no fewer pallets. */
function paretoDistinct(alts: any[]): boolean {
  const deeper = (a: any, b: any) =>
    a.palletCount >= b.palletCount &&
    a.quantityChanges.length === b.quantityChanges.length &&
    b.quantityChanges.every((cb: any) =>
      a.quantityChanges.some(
        (ca: any) =>
          ca.sku === cb.sku &&
          Math.sign(ca.to - ca.from) === Math.sign(cb.to - cb.from) &&
          Math.abs(ca.to - ca.from) >= Math.abs(cb.to - cb.from),
      ),
    );
  return alts.every((a, i) => alts.every((b, j) => i === j || !deeper(a, b)));
}

function wrongness(order: OptionsOrder, r: any): string | null {
  if ((order.kind === 'none' || order.kind === 'improvable') && r.outcome === 'found')
    return 'found where the lower bound proves none';
  for (const a of r.alternatives) {
    if (a.quote.summary.cartonsUnplaced !== 0) return `${a.id}: cartons left out`;
    if (a.quote.pallets.some((p: any) => p.checks.find((c: any) => c.code === 'PLACEMENT_VALID').status !== 'pass'))
      return `${a.id}: plan checker violation`;
    if (a.palletCount !== a.quote.summary.palletCount) return `${a.id}: pallet count differs from its quote`;
    for (const c of a.quantityChanges) {
      const adj = order.body.adjustments?.find((x) => x.sku === c.sku);
      if (!adj || c.to < adj.minQty || c.to > adj.maxQty) return `${a.id}: ${c.sku} outside its adjustment`;
    }
  }
  if (r.outcome === 'found' && !r.alternatives.some((a: any) => a.palletCount <= order.k))
    return 'found without an alternative at the target';
  return null;
}

function run(order: OptionsOrder): Row {
  const t = performance.now();
  const r = orderOptions({ ...order.body } as any, ctx) as any;
  const ms = performance.now() - t;
  const best = r.alternatives[0];
  const how =
    r.outcome === 'already_at_target'
      ? 'baseline'
      : best
        ? `${best.strategy} ${best.packing.strategy}/${best.packing.ordering}`
        : '-';
  return {
    order,
    outcome: r.outcome,
    ms,
    packed: r.searched.candidates,
    skipped: r.searched.skipped,
    wrong: wrongness(order, r),
    how,
    alternatives: r.alternatives.length,
    distinct: paretoDistinct(r.alternatives),
    improved: r.alternatives.some((a: any) => a.palletCount < r.baseline.palletCount),
  };
}

const classes: OrderClass[] = ['repack', 'repack-pinned', 'quantity', 'pair', 'none', 'improvable'];
run(optionsOrders('quantity', 1, SEED + 999)[0]);
const rows: Row[] = [];
for (const kind of classes) {
  for (const order of optionsOrders(kind, PER_CLASS, SEED)) {
    const row = run(order);
    rows.push(row);
    const cartons = order.body.items.reduce((s, it) => s + it.qty, 0);
    console.log(
      `${order.id.padEnd(16)} k=${order.k} cartons=${String(cartons).padStart(3)} ${row.outcome.padEnd(18)} ${row.how.padEnd(34)} packed=${String(row.packed).padStart(3)} skipped=${String(row.skipped).padStart(4)} ${row.ms.toFixed(0).padStart(6)} ms${row.wrong ? `  WRONG: ${row.wrong}` : ''}`,
    );
  }
}
const reachable = rows.filter((r) => r.order.kind !== 'none' && r.order.kind !== 'improvable');
const reached = reachable.filter((r) => r.outcome === 'found' || r.outcome === 'already_at_target');
const ms = rows.map((r) => r.ms);
console.log('');
console.log(
  `target reached where reachable by construction: ${reached.length} / ${reachable.length} (${((100 * reached.length) / Math.max(1, reachable.length)).toFixed(1)} %); goal >= 95 %`,
);
for (const kind of classes) {
  const of = rows.filter((r) => r.order.kind === kind);
  const ok = of.filter((r) => r.outcome === 'found' || r.outcome === 'already_at_target').length;
  const t = of.map((r) => r.ms);
  console.log(
    `  ${kind.padEnd(9)} reached ${ok} / ${of.length}; outcomes ${JSON.stringify(Object.fromEntries(['found', 'already_at_target', 'none_within_search'].map((o) => [o, of.filter((r) => r.outcome === o).length])))}; latency p50 ${percentile(t, 0.5).toFixed(0)} ms, p95 ${percentile(t, 0.95).toFixed(0)} ms`,
  );
}
const sets = rows.filter((r) => r.alternatives >= 2);
console.log(
  `Pareto-distinct alternative sets: ${sets.filter((r) => r.distinct).length} / ${sets.length} sets of two or more; goal 100 %`,
);
const missed = rows.filter((r) => r.outcome === 'none_within_search');
console.log(
  `target missed, smaller improvements still returned: ${missed.filter((r) => r.alternatives > 0).length} / ${missed.length}`,
);
const improvable = rows.filter((r) => r.order.kind === 'improvable');
console.log(
  `target out of reach but the baseline improvable (class improvable): an improvement returned in ${improvable.filter((r) => r.improved).length} / ${improvable.length}; goal all`,
);
const wrong = rows.filter((r) => r.wrong);
console.log(`wrong "found" (or invalid alternative): ${wrong.length} / ${rows.length}; goal 0`);
console.log(
  `latency, all ${rows.length} orders (50-200 cartons, budget 60): p50 ${percentile(ms, 0.5).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms; goal p50 <= 3000 ms, p95 within the 10 s request cap`,
);
