/**
 * The quote's own limits as planning limits: where limits.maxLoadedHeight or
 * limits.maxGrossWeight is stricter than the pallet's maxHeight or maxWeight, the order is
 * planned to the limit, so a plan that can meet it does (the check still runs, and fails only
 * when no plan of the cartons can meet it, e.g. a carton taller than the limit). Every path
 * that plans a quote (order-quote, order-options, receiver-check) goes through planQuote and
 * so through this; the inputHash covers the limits, so one hash is one plan.
 */
import type { MappedQuote } from './quote-request.js';

/** The largest cargo height (above the deck, packaging excluded) and cargo weight the limits allow; null where none is sent. */
export function limitCargo(q: MappedQuote): { height: number | null; weight: number | null } {
  const { maxLoadedHeight, maxGrossWeight } = q.limits;
  return {
    height: maxLoadedHeight === null ? null : maxLoadedHeight - q.pallet.baseHeight - q.packaging.height,
    weight: maxGrossWeight === null ? null : maxGrossWeight - q.pallet.tare - q.packaging.weight,
  };
}

/** The quote with its load space cut to its own limits where they are stricter and still leave room. */
export function plannedToLimits(q: MappedQuote): MappedQuote {
  const { height, weight } = limitCargo(q);
  return withCargoLimits(q, height, weight);
}

/** The quote with its load space cut to a cargo height and weight where they are stricter and still leave room (null: none). */
export function withCargoLimits(q: MappedQuote, height: number | null, weight: number | null): MappedQuote {
  const space = q.problem.space;
  const h = height !== null && height > 0 && height < space.h ? height : space.h;
  const maxWeight =
    weight !== null && weight > 0 && (space.maxWeight === null || weight < space.maxWeight) ? weight : space.maxWeight;
  if (h === space.h && maxWeight === space.maxWeight) return q;
  return { ...q, problem: { ...q.problem, space: { ...space, h, maxWeight } } };
}
