/**
 * Seeded orders for bench:options, built to sit just over a pallet boundary with a known
 * answer. Each starts from k EUR pallets (120 × 80, 165 cm of load height) stacked by
 * construction from full layers: every SKU has a footprint that tiles 120 × 80 exactly
 * (60×40, 40×30, 30×20, 40×40, 24×20, 20×20) and is kept upright, so k pallets are enough.
 * - repack: that order, target k; reachable by construction (the layers are a k-pallet plan).
 * - repack-pinned: the same, with the baseline pinned to one build the repacks do not use
 *   (`packing` extreme-points/density, as a shipper's fixed build method would be), so that
 *   phase 1 has a baseline to beat more often.
 * - quantity: plus `extra` cartons of one SKU so that the pallet lower bound exceeds k (no
 *   repack can reach k); its adjustment allows removing at least `extra`; target k;
 *   reachable by construction (remove the extra cartons).
 * - pair: plus extra cartons of two SKUs, each enough on its own to push the bound above k,
 *   and each adjustment allows removing exactly its own extra: no single-SKU change can reach
 *   k, the pair can (by construction).
 * - none: plus extra cartons whose removal the adjustment does not allow far enough: even at
 *   the lowest allowed quantity the lower bound exceeds k, so "found" would be wrong.
 * - improvable: the quantity order (k pallets by construction plus extra cartons of one SKU,
 *   removable) with an ambitious target of k - 1 that the lower bound at the lowest allowed
 *   quantities proves out of reach (k >= 2); every other SKU may be raised by up to a layer. The
 *   baseline is improvable (remove the extra cartons: k pallets), so the answer should be
 *   none_within_search with that smaller improvement returned.
 * 50-200 cartons per order, 2-6 SKUs, 0.5-6 kg per carton (weight never binds).
 */
import { palletLowerBound } from '../src/core/engines/order-allocation/index.js';
import { Rng } from '../src/core/search/rng.js';
import { mapQuoteRequest, type QuoteRequestInput } from '../src/http/mappers/quote-request.js';

export type OrderClass = 'repack' | 'repack-pinned' | 'quantity' | 'pair' | 'none' | 'improvable';

export interface OptionsOrder {
  readonly id: string;
  readonly kind: OrderClass;
  /** Pallets of the constructed plan: the target. */
  readonly k: number;
  readonly body: QuoteRequestInput & {
    targetPalletCount: number;
    adjustments?: { sku: string; minQty: number; maxQty: number }[];
  };
}

const FOOTPRINTS: readonly [number, number][] = [
  [60, 40],
  [40, 30],
  [30, 20],
  [40, 40],
  [24, 20],
  [20, 20],
];
const PALLET = { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 };
const LOAD_HEIGHT = PALLET.maxHeight - PALLET.baseHeight;
const perLayer = ([l, w]: [number, number]) => (PALLET.l / l) * (PALLET.w / w);

interface Sku {
  sku: string;
  l: number;
  w: number;
  h: number;
  weight: number;
}

function constructed(rng: Rng, k: number): { skus: Sku[]; qty: number[] } {
  const n = 2 + rng.int(5);
  const skus: Sku[] = Array.from({ length: n }, (_, i) => {
    const [l, w] = FOOTPRINTS[rng.int(FOOTPRINTS.length)];
    return { sku: `S${i + 1}`, l, w, h: 15 + 5 * rng.int(6), weight: Math.round((0.5 + rng.next() * 5.5) * 10) / 10 };
  });
  const qty = skus.map(() => 0);
  for (let p = 0; p < k; p++) {
    let height = 0;
    for (let tries = 0; tries < 20; tries++) {
      const i = rng.int(n);
      if (height + skus[i].h > LOAD_HEIGHT) continue;
      height += skus[i].h;
      qty[i] += perLayer([skus[i].l, skus[i].w]);
    }
  }
  return { skus, qty };
}

const bound = (skus: Sku[], qty: number[]) => {
  const body = request(skus, qty);
  return palletLowerBound(mapQuoteRequest(body).problem).value;
};

function request(skus: Sku[], qty: number[]): QuoteRequestInput {
  const items = skus.map((s, i) => ({ ...s, qty: qty[i], keepUpright: true })).filter((it) => it.qty > 0);
  return { units: 'cm-kg', pallet: PALLET, items };
}

/** One order of the class, or null when the draw does not fit the class's constraints (the caller draws again). */
function draw(rng: Rng, kind: OrderClass, id: string): OptionsOrder | null {
  const k = 1 + rng.int(3);
  const { skus, qty } = constructed(rng, k);
  if (qty.some((q) => q === 0)) return null;
  const total = qty.reduce((a, b) => a + b, 0);
  const pinned =
    kind === 'repack-pinned' ? { packing: { strategy: 'extreme-points', ordering: 'density' } as const } : {};
  if (kind === 'repack' || kind === 'repack-pinned')
    return total >= 50 && total <= 200
      ? { id, kind, k, body: { ...request(skus, qty), targetPalletCount: k, ...pinned } }
      : null;
  const s = rng.int(skus.length);
  const extra = extraOver(skus, qty, s, k);
  if (extra === null) return null;
  if (kind === 'pair') return pairOrder(skus, qty, s, extra, k, rng, id);
  if (kind === 'improvable') return improvableOrder(skus, qty, s, extra, k, id);
  const layer = perLayer([skus[s].l, skus[s].w]);
  // none: more cartons still, and the adjustment stops at `extra` over the constructed order (bound above k).
  const more = kind === 'none' ? 1 + rng.int(layer) : 0;
  const withExtra = qty.map((q, i) => (i === s ? q + extra + more : q));
  const sum = withExtra.reduce((a, b) => a + b, 0);
  if (sum < 50 || sum > 200 || withExtra[s] > 200) return null;
  const current = withExtra[s];
  const minQty = kind === 'quantity' ? Math.max(0, current - extra - rng.int(4)) : current - more;
  return {
    id,
    kind,
    k,
    body: {
      ...request(skus, withExtra),
      targetPalletCount: k,
      adjustments: [{ sku: skus[s].sku, minQty, maxQty: current }],
    },
  };
}

/** The fewest cartons of SKU s that, added to the constructed order, push its lower bound above k (at most 3 layers), or null. */
function extraOver(skus: Sku[], qty: number[], s: number, k: number): number | null {
  const layer = perLayer([skus[s].l, skus[s].w]);
  let extra = 1;
  while (
    bound(
      skus,
      qty.map((q, i) => (i === s ? q + extra : q)),
    ) <= k &&
    extra <= 3 * layer
  )
    extra++;
  return extra > 3 * layer ? null : extra;
}

function pairOrder(
  skus: Sku[],
  qty: number[],
  s: number,
  extraS: number,
  k: number,
  rng: Rng,
  id: string,
): OptionsOrder | null {
  if (skus.length < 2) return null;
  const t = (s + 1 + rng.int(skus.length - 1)) % skus.length;
  const extraT = extraOver(skus, qty, t, k);
  if (extraT === null) return null;
  const withExtra = qty.map((q, i) => q + (i === s ? extraS : i === t ? extraT : 0));
  const sum = withExtra.reduce((a, b) => a + b, 0);
  if (sum < 50 || sum > 200 || withExtra[s] > 200 || withExtra[t] > 200) return null;
  const adjustments = [s, t]
    .sort((a, b) => a - b)
    .map((i) => ({ sku: skus[i].sku, minQty: qty[i], maxQty: withExtra[i] }));
  return { id, kind: 'pair', k, body: { ...request(skus, withExtra), targetPalletCount: k, adjustments } };
}

function improvableOrder(
  skus: Sku[],
  qty: number[],
  s: number,
  extra: number,
  k: number,
  id: string,
): OptionsOrder | null {
  if (k < 2) return null;
  const withExtra = qty.map((q, i) => (i === s ? q + extra : q));
  const sum = withExtra.reduce((a, b) => a + b, 0);
  if (sum < 50 || sum > 200 || withExtra[s] > 200) return null;
  // out of reach: even the lowest allowed quantities (the constructed order) need more than k - 1 pallets
  if (bound(skus, qty) <= k - 1) return null;
  const adjustments = skus.map((sku, i) => ({
    sku: sku.sku,
    minQty: i === s ? qty[i] : withExtra[i],
    maxQty: Math.min(200, withExtra[i] + (i === s ? 0 : perLayer([sku.l, sku.w]))),
  }));
  return {
    id,
    kind: 'improvable',
    k: k - 1,
    body: { ...request(skus, withExtra), targetPalletCount: k - 1, adjustments },
  };
}

export function optionsOrders(kind: OrderClass, count: number, seed: number): OptionsOrder[] {
  const rng = new Rng(
    seed * 7919 + ['repack', 'quantity', 'none', 'repack-pinned', 'pair', 'improvable'].indexOf(kind),
  );
  const out: OptionsOrder[] = [];
  for (let attempt = 0; out.length < count && attempt < 10_000; attempt++) {
    const o = draw(rng, kind, `${kind}-${out.length + 1}`);
    if (o) out.push(o);
  }
  return out;
}
