/**
 * The order summary of a quote: counts, totals in both unit systems, and the tallest and
 * heaviest pallet, so a reader sees the shipment without walking pallets[].
 */
import type { UnplacedItem } from '../../core/model/plan.js';
import { dualLength, dualMass } from '../units.js';
import type { QuotedPallet } from './quote-pallets.js';
import type { MappedQuote } from './quote-request.js';
import { dualVolume } from './quote-units.js';

/** Index of the pallet with the largest value (first on ties), or null when there is none. */
function argMax(pallets: readonly QuotedPallet[], value: (p: QuotedPallet) => number): QuotedPallet | null {
  let best: QuotedPallet | null = null;
  for (const p of pallets) if (best === null || value(p) > value(best)) best = p;
  return best;
}

export function quoteSummary(q: MappedQuote, pallets: readonly QuotedPallet[]) {
  const ordered = q.skus.reduce((n, s) => n + s.qty, 0);
  const placed = pallets.reduce((n, p) => n + p.measures.cartonCount, 0);
  const sum = (f: (p: QuotedPallet) => number) => pallets.reduce((n, p) => n + f(p), 0);
  const outerVolume = sum((p) => q.pallet.l * q.pallet.w * p.measures.outerHeight);
  const tallest = argMax(pallets, (p) => p.measures.outerHeight);
  const heaviest = argMax(pallets, (p) => p.measures.grossWeight);
  return {
    units: q.units,
    palletCount: pallets.length,
    maxPallets: q.maxPallets,
    skuCount: q.skus.length,
    cartonsOrdered: ordered,
    cartonsPlaced: placed,
    cartonsUnplaced: ordered - placed,
    totalCargoWeight: dualMass(sum((p) => p.measures.cargoWeight)),
    totalGrossWeight: dualMass(sum((p) => p.measures.grossWeight)),
    cargoVolume: dualVolume(sum((p) => p.measures.cargoVolume)),
    outerVolume: dualVolume(outerVolume),
    tallestPallet: tallest && { index: tallest.index, outerHeight: dualLength(tallest.measures.outerHeight) },
    heaviestPallet: heaviest && { index: heaviest.index, grossWeight: dualMass(heaviest.measures.grossWeight) },
  };
}

/** Cartons left out, per SKU and reason, in request item order. */
export function unplacedOut(q: MappedQuote, unplaced: readonly UnplacedItem[]) {
  return [...unplaced]
    .sort((a, b) => a.item - b.item || a.reason.localeCompare(b.reason))
    .map((u) => ({ sku: q.skus[u.item].sku, qty: u.qty, reason: u.reason }));
}
