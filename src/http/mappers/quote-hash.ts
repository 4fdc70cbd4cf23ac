/**
 * The canonical planning input of a quote and the identity derived from it. The input is
 * rebuilt from core units in exact cm/kg, so the unit system of the request, the order of
 * JSON keys, `actuals` and `orderId` never change the hash; defaults are filled in, so an
 * omitted field and its default value hash the same. Item order is kept: it is part of the
 * input (it breaks ties in the search and fixes the order of byItem lists). Carton sides hash
 * as sent (in exact cm), since boxes echo them: two sizes that share a grid value still differ.
 */
import { hashPrefix, inputHash } from '../hashing.js';
import { exactCentimetres, exactCm, exactKg } from '../units.js';
import type { MappedQuote } from './quote-request.js';

export function quoteHashInput(q: MappedQuote): Record<string, unknown> {
  const { pallet, packaging, limits } = q;
  // A pinned build changes the plan, so it is hashed; without one the hash is unchanged.
  const packing =
    q.packing === null
      ? {}
      : { packing: { strategy: q.packing.strategy ?? null, ordering: q.packing.ordering ?? null } };
  return {
    ...packing,
    pallet: {
      l: exactCm(pallet.l),
      w: exactCm(pallet.w),
      baseHeight: exactCm(pallet.baseHeight),
      maxHeight: exactCm(pallet.maxHeight),
      maxWeight: exactKg(pallet.maxWeight),
      tareWeight: exactKg(pallet.tare),
    },
    items: q.skus.map((s) => ({
      sku: s.sku,
      label: s.label,
      l: exactCentimetres(s.requested.l, q.units),
      w: exactCentimetres(s.requested.w, q.units),
      h: exactCentimetres(s.requested.h, q.units),
      qty: s.qty,
      weight: exactKg(s.weight),
      keepUpright: s.keepUpright,
      maxStack: s.maxStack === null ? null : exactKg(s.maxStack),
      // The item rules change the plan, so they are hashed; when unset, an item hashes as before.
      ...(s.bottomOnly ? { bottomOnly: true } : {}),
      ...(s.maxLayers !== undefined ? { maxLayers: s.maxLayers } : {}),
      ...(s.liquid ? { liquid: true } : {}),
    })),
    limits: {
      maxLoadedHeight: limits.maxLoadedHeight === null ? null : exactCm(limits.maxLoadedHeight),
      maxGrossWeight: limits.maxGrossWeight === null ? null : exactKg(limits.maxGrossWeight),
      // A stricter CoG limit changes the verdict, so it is hashed; unset, the hash is as before.
      ...(limits.maxCogOffsetPct !== null ? { maxCogOffsetPct: limits.maxCogOffsetPct } : {}),
    },
    packagingAllowance: { height: exactCm(packaging.height), weight: exactKg(packaging.weight) },
    maxPallets: q.maxPallets,
  };
}

export interface QuoteIdentity {
  readonly inputHash: string;
  readonly meter: { readonly unit: 'order'; readonly id: string };
}

/** inputHash, and meter.id = orderId or the hash prefix (NOTES.md). */
export function quoteIdentity(q: MappedQuote): QuoteIdentity {
  const hash = inputHash(quoteHashInput(q));
  return { inputHash: hash, meter: { unit: 'order', id: q.orderId ?? hashPrefix(hash) } };
}
