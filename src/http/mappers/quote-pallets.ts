/**
 * Per-pallet part of a quote: measures and checks in core units, then the response entry
 * with outer dimensions and weights in both unit systems, boxes and checks in the request's.
 */
import type { Placement } from '../../core/model/plan.js';
import { palletChecks, type QuoteCheck } from '../../core/reports/quote-checks.js';
import { measurePallet, type PalletMeasures } from '../../core/reports/quote-pallet.js';
import { echoedExtents } from '../requested-size.js';
import { dualLength, dualMass, lengthOut, massOut } from '../units.js';
import { checkOut, dualVolume } from './quote-units.js';
import type { MappedQuote } from './quote-request.js';

export interface QuotedPallet {
  readonly index: number;
  readonly measures: PalletMeasures;
  readonly checks: readonly QuoteCheck[];
}

export function quotePallets(q: MappedQuote, pallets: readonly (readonly Placement[])[]): QuotedPallet[] {
  const extras = {
    baseHeight: q.pallet.baseHeight,
    tare: q.pallet.tare,
    packagingHeight: q.packaging.height,
    packagingWeight: q.packaging.weight,
  };
  const input = {
    palletMaxHeight: q.pallet.maxHeight,
    palletMaxWeight: q.pallet.maxWeight,
    maxLoadedHeight: q.limits.maxLoadedHeight,
    maxGrossWeight: q.limits.maxGrossWeight,
    maxCogOffsetPct: q.limits.maxCogOffsetPct,
    maxStack: q.skus.map((s) => s.maxStack),
  };
  return pallets.map((placements, index) => {
    const measures = measurePallet(q.problem, placements, extras);
    return { index, measures, checks: palletChecks(measures, input) };
  });
}

/**
 * Box ids: `<sku>-<n>`, n counting that SKU's cartons from 1 across the order, in build order;
 * l, w, h as the client sent them (the planned grid sizes are never smaller).
 */
function boxesOut(q: MappedQuote, placements: readonly Placement[], seen: number[]) {
  const s = q.units;
  return placements.map((p) => {
    const sku = q.skus[p.item];
    seen[p.item]++;
    const echo = echoedExtents(q.problem.items[p.item], sku.requested, p) ?? {
      l: lengthOut(p.dx, s),
      w: lengthOut(p.dz, s),
      h: lengthOut(p.dy, s),
    };
    return {
      id: `${sku.sku}-${seen[p.item]}`,
      sku: sku.sku,
      label: sku.label,
      ...echo,
      px: lengthOut(p.x, s),
      py: lengthOut(p.y, s),
      pz: lengthOut(p.z, s),
      weight: massOut(sku.weight, s),
    };
  });
}

/** Response entries of all pallets. */
export function palletsOut(q: MappedQuote, pallets: readonly QuotedPallet[]) {
  const seen = q.skus.map(() => 0);
  return pallets.map(({ index, measures: m, checks }) => ({
    index,
    cartonCount: m.cartonCount,
    bySku: m.countByItem.flatMap((qty, i) => (qty > 0 ? [{ sku: q.skus[i].sku, qty }] : [])),
    outerDims: { l: dualLength(q.pallet.l), w: dualLength(q.pallet.w), h: dualLength(m.outerHeight) },
    loadedHeight: dualLength(m.loadedHeight),
    cargoWeight: dualMass(m.cargoWeight),
    grossWeight: dualMass(m.grossWeight),
    cargoVolume: dualVolume(m.cargoVolume),
    boxes: boxesOut(q, m.placements, seen),
    checks: checks.map((c) => checkOut(c, q.units)),
  }));
}
