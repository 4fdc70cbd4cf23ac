/**
 * Builders for quote tests: request bodies, and hand-made pallet plans (rows on the deck,
 * columns of cartons) so every check and receiver rule can be driven to pass or to fail
 * without depending on what the search happens to find.
 */
import type { Placement } from '../../../src/core/model/plan.js';
import { quoteIdentity } from '../../../src/http/mappers/quote-hash.js';
import type { QuoteOrderPlan } from '../../../src/http/mappers/quote-plan.js';
import { mapQuoteRequest, type MappedQuote, type QuoteRequestInput } from '../../../src/http/mappers/quote-request.js';
import { buildQuote } from '../../../src/http/mappers/quote-response.js';
import type { ActualsInput } from '../../../src/http/mappers/quote-variance.js';

export type Body = QuoteRequestInput & { actuals?: ActualsInput; [k: string]: unknown };

export function baseBody(over: Partial<Body> = {}): Body {
  return {
    units: 'cm-kg',
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 300, maxWeight: 5000, tareWeight: 25 },
    items: [{ sku: 'A', l: 40, w: 30, h: 20, qty: 4, weight: 10 }],
    ...over,
  };
}

/** `n` cartons of item `item` standing upright (l along x, w along z) in rows from the rear-left corner, at height y. */
export function row(q: MappedQuote, item: number, n: number, y = 0, x0 = 0, z0 = 0): Placement[] {
  const it = q.problem.items[item];
  const perRow = Math.max(1, Math.floor((q.pallet.l - x0) / it.l));
  return Array.from({ length: n }, (_, k) => ({
    item,
    x: x0 + (k % perRow) * it.l,
    y,
    z: z0 + Math.floor(k / perRow) * it.w,
    dx: it.l,
    dy: it.h,
    dz: it.w,
  }));
}

/** `n` cartons of item `item` stacked in one column at (x, z). */
export function column(q: MappedQuote, item: number, n: number, x = 0, z = 0): Placement[] {
  const it = q.problem.items[item];
  return Array.from({ length: n }, (_, k) => ({ item, x, y: k * it.h, z, dx: it.l, dy: it.h, dz: it.w }));
}

export function plan(pallets: Placement[][], unplaced: QuoteOrderPlan['unplaced'] = []): QuoteOrderPlan {
  return { pallets, unplaced, engine: 'test-fixture', stoppedBy: 'complete' };
}

/** A quote built from a body and a hand-made plan. */
export function quoteWith(body: Body, make: (q: MappedQuote) => QuoteOrderPlan) {
  const q = mapQuoteRequest(body);
  return { q, ...buildQuote(q, make(q), quoteIdentity(q), body.actuals) };
}

/** A number rounded like the units module would print it (for readable expectations). */
export const r2 = (v: number) => Math.round(v * 100) / 100;
