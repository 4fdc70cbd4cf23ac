/**
 * Seeded order histories for bench:catalog (documented in docs/benchmarks.md, "Box catalogue").
 *
 * - Three SKU profiles, from small to bulky: `small` (cosmetics, accessories: 3-20 cm,
 *   0.05-1 kg), `mixed` (home goods: 5-45 cm) and `bulky` (small appliances: 15-70 cm); 60-300 SKUs.
 * - Weight from a density of 100-600 kg/m³; 20% keepUpright, 8% fragile.
 * - Order shapes: 1 SKU in 55% of orders, else 2-6; 1-3 units per line (at most 60 units).
 * - Counts are Pareto-like: the shape of popularity rank r occurs about 2000 / r^1.1 times.
 * The body is a box-catalog request in cm-kg, billed per kg with the common 5,000 cm³/kg divisor.
 */
import { Rng } from '../src/core/search/rng.js';
import type { BoxCatalogBody } from '../src/http/schemas/box-catalog.js';

export type SkuProfile = 'small' | 'mixed' | 'bulky';
const RANGES: Record<SkuProfile, [number, number]> = { small: [3, 20], mixed: [5, 45], bulky: [15, 70] };

const round1 = (x: number) => Math.round(x * 10) / 10;

function skuList(rng: Rng, profile: SkuProfile, count: number) {
  const [lo, hi] = RANGES[profile];
  return Array.from({ length: count }, (_, i) => {
    const dims = [0, 1, 2].map(() => round1(lo + rng.next() * (hi - lo))).sort((a, b) => b - a);
    const density = 100 + rng.int(501);
    const sku: {
      sku: string;
      l: number;
      w: number;
      h: number;
      weight: number;
      keepUpright?: boolean;
      fragile?: boolean;
    } = {
      sku: `${profile}-${i + 1}`,
      l: dims[0],
      w: dims[1],
      h: dims[2],
      weight: Math.max(0.05, Math.round((dims[0] * dims[1] * dims[2] * density) / 1e3) / 1e3),
    };
    if (rng.next() < 0.2) sku.keepUpright = true;
    if (rng.next() < 0.08) sku.fragile = true;
    return sku;
  });
}

function orderLines(rng: Rng, skus: number) {
  const lines = rng.next() < 0.55 ? 1 : 2 + rng.int(5);
  const used = new Set<number>();
  const out: { sku: number; qty: number }[] = [];
  while (out.length < lines) {
    const s = rng.int(skus);
    if (used.has(s)) continue;
    used.add(s);
    out.push({ sku: s, qty: 1 + (rng.next() < 0.7 ? 0 : rng.int(3)) });
  }
  return out;
}

export function catalogHistory(seed: number, profile: SkuProfile, shapes: number, catalogSize = 8): BoxCatalogBody {
  const rng = new Rng(seed);
  const skus = skuList(rng, profile, Math.min(300, Math.max(60, Math.round(shapes * 0.6))));
  const seen = new Set<string>();
  const orders: { orderId: string; lines: { sku: string; qty: number }[]; count: number }[] = [];
  while (orders.length < shapes) {
    const lines = orderLines(rng, skus.length);
    const key = lines
      .map((l) => `${l.sku}x${l.qty}`)
      .sort()
      .join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const rank = orders.length + 1;
    orders.push({
      orderId: `O${rank}`,
      lines: lines.map((l) => ({ sku: skus[l.sku].sku, qty: l.qty })),
      count: Math.max(1, Math.round(2000 / rank ** 1.1)),
    });
  }
  return { units: 'cm-kg', skus, orders, catalogSize, billing: { dimDivisor: 5000, unit: 'kg' } };
}
