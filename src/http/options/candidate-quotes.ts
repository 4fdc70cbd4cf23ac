/**
 * Packs order-options candidates through the quote itself: a candidate is the order-quote
 * request with changed quantities (a SKU at 0 is left out) and a pinned `packing`, planned
 * exactly as POST /api/order-quote plans it. So sending an alternative's changed request
 * with its packing to order-quote reproduces the alternative's quote byte for byte.
 */
import { createHash } from 'node:crypto';
import type { Evaluation, PinnedBuild } from '../../core/engines/order-options/index.js';
import type { Placement } from '../../core/model/plan.js';
import { quoteIdentity } from '../mappers/quote-hash.js';
import { planQuote } from '../mappers/quote-plan.js';
import { mapQuoteRequest, type QuoteRequestInput } from '../mappers/quote-request.js';
import { buildQuote, type BuiltQuote, type QuoteStatus } from '../mappers/quote-response.js';
import type { TaskContext } from '../tasks/task.js';

/** The order-quote request an alternative stands for. */
export function changedRequest(base: QuoteRequestInput, qty: readonly number[], build: PinnedBuild): QuoteRequestInput {
  const items = base.items.map((it, i) => ({ ...it, qty: qty[i] })).filter((it) => it.qty > 0);
  return { ...base, items, packing: { strategy: build.strategy, ordering: build.ordering } };
}

export interface QuotedCandidate {
  readonly request: QuoteRequestInput;
  readonly quote: BuiltQuote;
}

const volume = (ps: readonly Placement[]) => ps.reduce((v, p) => v + p.dx * p.dy * p.dz, 0);

/**
 * An evaluate function for searchOrderOptions. A candidate is acceptable when every carton
 * is placed within `admit` pallets, the search was not cut by the time cap, and its quote is
 * `complete` (or `needs_review` like the baseline's: the limits the baseline failed are not
 * the candidate's to fix). Acceptable candidates keep their quote in `quoted` by digest.
 */
export function candidateEvaluator(
  base: QuoteRequestInput,
  baselineStatus: QuoteStatus,
  admit: number,
  ctx: TaskContext,
  quoted: Map<string, QuotedCandidate>,
) {
  return (qty: readonly number[], build: PinnedBuild): Evaluation => {
    const request = changedRequest(base, qty, build);
    const mapped = mapQuoteRequest(request);
    const plan = planQuote(mapped, ctx);
    const digest = createHash('sha256')
      .update(JSON.stringify([qty, plan.pallets]))
      .digest('hex');
    const palletCount = plan.pallets.length;
    const emptiestPallet = Math.min(...plan.pallets.map(volume));
    const placedAll = plan.unplaced.length === 0 && plan.stoppedBy !== 'time_cap';
    if (!placedAll || palletCount > admit) return { palletCount, acceptable: false, digest, emptiestPallet };
    const quote = buildQuote(mapped, plan, quoteIdentity(mapped));
    const acceptable =
      quote.status === 'complete' || (quote.status === 'needs_review' && baselineStatus === 'needs_review');
    // A later build with the same plan is a duplicate: the first build's quote stays the alternative's.
    if (acceptable && !quoted.has(digest)) quoted.set(digest, { request, quote });
    return { palletCount, acceptable, digest, emptiestPallet };
  };
}
