/**
 * Seeded generator of realistic retail pallet orders for bench:pallet (documented in
 * docs/benchmarks.md, "Pallets").
 *
 * - Pallets (research/domain.md §3): EUR 120×80 (base 14.4 cm, 1,000 kg cargo), EUR 2 / UK
 *   120×100 (base 16.2 cm, 1,000 kg) and GMA 48×40 in (121.92×101.6, base 14.1 cm, 907 kg),
 *   each with a loaded-height cap of 180 or 220 cm (UK network full pallet; 72 in US LTL).
 * - Cartons: 75% from a shipper catalogue (ISO 3394 modular footprints of 60×40 for the
 *   metric pallets, common inch sizes for 48×40), 25% odd sizes (20-60 × 15-45 × 10-45 cm).
 * - 1-20 SKUs; cases per SKU 1-40, skewed toward small; at most 200 cartons per order.
 * - Weight from a density of 80-350 kg/m³, 0.5-25 kg per carton; 60% keepUpright; 10% carry
 *   a maxStack of 4-10 times their own weight, 3% are fragile (maxStack 0).
 * Inch sizes are exact to 0.1 mm (until session 4, engine 0.3.1, they were rounded to 0.1 cm, which made
 * the 48 × 40 in deck 0.2 mm too short for two 24 in cartons). All values are in cm and kg, the request units of pallet-estimate and order-plan.
 */
import { Rng } from '../src/core/search/rng.js';

export interface BenchPallet {
  l: number;
  w: number;
  baseHeight: number;
  maxHeight: number;
  maxWeight: number;
  tareWeight: number;
}
export interface BenchItem {
  label: string;
  l: number;
  w: number;
  h: number;
  qty: number;
  weight: number;
  keepUpright: boolean;
  maxStack?: number;
}
export interface BenchOrder {
  id: string;
  pallet: BenchPallet;
  items: BenchItem[];
}

const IN = 2.54;
/** `--rounded-inches` on any pallet bench reproduces the sets measured before the fix. */
const ROUNDED_INCHES = process.argv.includes('--rounded-inches');
/** Inches to cm at the engine's 0.1 mm: rounding to 0.1 cm made two 24 in cartons (61.0 cm) longer than a 48 in deck (121.9 cm). */
const inch = (x: number) => (ROUNDED_INCHES ? Math.round(x * IN * 10) / 10 : Math.round(x * IN * 100) / 100);
const PALLETS: readonly (Omit<BenchPallet, 'maxHeight'> & { name: string; family: 'metric' | 'inch' })[] = [
  { name: 'EUR 120x80', l: 120, w: 80, baseHeight: 14.4, maxWeight: 1000, tareWeight: 25, family: 'metric' },
  { name: 'EUR2 120x100', l: 120, w: 100, baseHeight: 16.2, maxWeight: 1000, tareWeight: 35, family: 'metric' },
  { name: 'GMA 48x40', l: inch(48), w: inch(40), baseHeight: 14.1, maxWeight: 907, tareWeight: 17, family: 'inch' },
];

/** ISO 3394 modular footprints (fractions of 60 × 40 cm) with common shipper heights. */
const METRIC_FOOTPRINTS: readonly [number, number][] = [
  [60, 40],
  [40, 30],
  [30, 20],
  [40, 20],
  [60, 20],
  [20, 15],
  [40, 15],
  [20, 20],
];
const METRIC_HEIGHTS: readonly number[] = [10, 12, 15, 20, 22, 25, 30, 35, 40];
/** Common US corrugated shipper sizes, inches. */
const INCH_CARTONS: readonly [number, number, number][] = [
  [12, 12, 12],
  [16, 12, 12],
  [18, 12, 12],
  [18, 14, 12],
  [20, 14, 14],
  [24, 16, 12],
  [14, 10, 8],
  [12, 10, 6],
  [16, 16, 16],
  [10, 10, 10],
  [24, 12, 12],
  [20, 20, 20],
  [16, 12, 8],
  [18, 18, 16],
  [12, 9, 6],
  [24, 18, 18],
];

const round1 = (x: number) => Math.round(x * 10) / 10;

function carton(rng: Rng, family: 'metric' | 'inch'): [number, number, number] {
  if (rng.next() < 0.25) return [20 + rng.int(41), 15 + rng.int(31), 10 + rng.int(36)];
  if (family === 'inch') {
    const c = INCH_CARTONS[rng.int(INCH_CARTONS.length)];
    return [inch(c[0]), inch(c[1]), inch(c[2])];
  }
  const f = METRIC_FOOTPRINTS[rng.int(METRIC_FOOTPRINTS.length)];
  return [f[0], f[1], METRIC_HEIGHTS[rng.int(METRIC_HEIGHTS.length)]];
}

/** Cases of one SKU: 1-40, about half of them 1-6. */
function cases(rng: Rng): number {
  const u = rng.next();
  return u < 0.5 ? 1 + rng.int(6) : u < 0.85 ? 6 + rng.int(15) : 20 + rng.int(21);
}

export function generateOrder(seed: number, maxSkus = 20): BenchOrder {
  const rng = new Rng(seed);
  const p = PALLETS[rng.int(PALLETS.length)];
  const pallet: BenchPallet = {
    l: p.l,
    w: p.w,
    baseHeight: p.baseHeight,
    maxHeight: rng.next() < 0.5 ? 180 : 220,
    maxWeight: p.maxWeight,
    tareWeight: p.tareWeight,
  };
  const skus = 1 + rng.int(maxSkus);
  const items: BenchItem[] = [];
  for (let i = 0; i < skus; i++) {
    const [l, w, h] = carton(rng, p.family);
    const density = 80 + rng.int(271);
    const weight = round1(Math.min(25, Math.max(0.5, (l * w * h * density) / 1e6)));
    const item: BenchItem = { label: `SKU-${i + 1}`, l, w, h, qty: cases(rng), weight, keepUpright: rng.next() < 0.6 };
    const r = rng.next();
    if (r < 0.03) item.maxStack = 0;
    else if (r < 0.13) item.maxStack = round1(weight * (4 + rng.int(7)));
    items.push(item);
  }
  let total = items.reduce((s, it) => s + it.qty, 0);
  while (total > 200) {
    const big = items.reduce((a, b) => (b.qty > a.qty ? b : a));
    const cut = Math.min(big.qty - 1, total - 200);
    big.qty -= cut;
    total -= cut;
  }
  return { id: `order-${seed}`, pallet, items };
}

/** The pallet name of an order, for reports. */
export function palletName(order: BenchOrder): string {
  return PALLETS.find((p) => p.l === order.pallet.l && p.w === order.pallet.w)!.name;
}

/** The order with its quantities scaled so that it holds exactly `cartons` cartons (at least one per SKU). */
export function withCartonCount(order: BenchOrder, cartons: number): BenchOrder {
  const total = order.items.reduce((s, it) => s + it.qty, 0);
  const items = order.items
    .slice(0, cartons)
    .map((it) => ({ ...it, qty: Math.max(1, Math.floor((it.qty * cartons) / total)) }));
  let sum = items.reduce((s, it) => s + it.qty, 0);
  for (let i = 0; sum !== cartons; i = (i + 1) % items.length) {
    if (sum < cartons) {
      items[i].qty++;
      sum++;
    } else if (items[i].qty > 1) {
      items[i].qty--;
      sum--;
    }
  }
  return { ...order, items };
}
