/**
 * Assembles the order-quote response from a mapped request and its order plan: status,
 * review reasons, summary, pallets, order checks, identity and, when actuals were sent,
 * variance. Status: `partial` when any carton is left out (never a whole-shipment quote),
 * else `needs_review` when any check failed, else `complete`.
 */
import { ENGINE_VERSION } from '../../core/version.js';
import { placementComplete, type QuoteCheck } from '../../core/reports/quote-checks.js';
import type { QuoteIdentity } from './quote-hash.js';
import type { QuoteOrderPlan } from './quote-plan.js';
import { palletsOut, quotePallets, type QuotedPallet } from './quote-pallets.js';
import type { MappedQuote } from './quote-request.js';
import { quoteSummary, unplacedOut } from './quote-summary.js';
import { checkOut } from './quote-units.js';
import { quoteVariance, type ActualsInput } from './quote-variance.js';

export type QuoteStatus = 'complete' | 'partial' | 'needs_review';

export interface ReviewReason {
  code: string;
  pallet: number | null;
  message: string;
}

export const QUOTE_NOTES = [
  'Heuristic plan: the best allocation the search found, not a proof of the fewest pallets or the lowest height.',
  'Checks screen the numbers sent; they do not certify transport stability, road legality or receiver acceptance.',
  'outer height = pallet.baseHeight + cargo height + packagingAllowance.height; gross weight = cargo + pallet.tareWeight + packagingAllowance.weight.',
  'The plan keeps the outer height within pallet.maxHeight and limits.maxLoadedHeight, whichever is stricter (packaging height included), the cargo weight within pallet.maxWeight, and the gross weight within limits.maxGrossWeight; the limits are checked too, and fail only when no plan of the cartons meets them.',
  'Same inputHash and engineVersion give the same result; orderId (meter.id), actuals (variance) and units do not enter the hash.',
];

function reviewReason(c: QuoteCheck, pallet: number | null, q: MappedQuote): ReviewReason {
  const o = checkOut(c, q.units);
  const where = pallet === null ? 'order' : `pallet ${pallet}`;
  const unit = o.unit === 'count' ? '' : ` ${o.unit}`;
  return {
    code: c.code,
    pallet,
    message: `${where}: ${c.code} failed, observed ${o.observed}${unit} against limit ${o.limit}${unit}`,
  };
}

function checksSummary(all: readonly QuoteCheck[]) {
  const codes = (status: QuoteCheck['status']) => [
    ...new Set(all.filter((c) => c.status === status).map((c) => c.code)),
  ];
  return {
    evaluated: all.filter((c) => c.status !== 'not_evaluated').length,
    notEvaluated: codes('not_evaluated'),
    failed: codes('fail'),
    warned: codes('warn'),
  };
}

/** The classification and its reasons, shared with receiver-check. */
export function quoteStatus(
  q: MappedQuote,
  pallets: readonly QuotedPallet[],
  order: QuoteCheck,
): { status: QuoteStatus; reviewReasons: ReviewReason[] } {
  const reasons: ReviewReason[] = [];
  if (order.status === 'fail') reasons.push(reviewReason(order, null, q));
  for (const p of pallets) for (const c of p.checks) if (c.status === 'fail') reasons.push(reviewReason(c, p.index, q));
  const status: QuoteStatus = order.status === 'fail' ? 'partial' : reasons.length > 0 ? 'needs_review' : 'complete';
  return { status, reviewReasons: reasons };
}

export interface BuiltQuote {
  readonly body: Record<string, unknown>;
  readonly pallets: readonly QuotedPallet[];
  readonly status: QuoteStatus;
  readonly cartonsUnplaced: number;
}

export function buildQuote(
  q: MappedQuote,
  plan: QuoteOrderPlan,
  identity: QuoteIdentity,
  actuals?: ActualsInput,
): BuiltQuote {
  const pallets = quotePallets(q, plan.pallets);
  const summary = quoteSummary(q, pallets);
  const order = placementComplete(summary.cartonsPlaced, summary.cartonsOrdered, q.maxPallets);
  const { status, reviewReasons } = quoteStatus(q, pallets, order);
  const body: Record<string, unknown> = {
    status,
    reviewReasons,
    summary,
    pallets: palletsOut(q, pallets),
    unplaced: unplacedOut(q, plan.unplaced),
    checks: [checkOut(order, q.units)],
    checksSummary: checksSummary([order, ...pallets.flatMap((p) => p.checks)]),
    search: { engine: plan.engine, stoppedBy: plan.stoppedBy },
    inputHash: identity.inputHash,
    engineVersion: ENGINE_VERSION,
    meter: identity.meter,
    notes:
      plan.stoppedBy === 'time_cap'
        ? [
            ...QUOTE_NOTES,
            'The search hit the service time cap: this plan is valid but may differ from a rerun of the same input.',
          ]
        : QUOTE_NOTES,
  };
  if (actuals !== undefined) body.variance = quoteVariance(actuals, pallets, q.units);
  return { body, pallets, status, cartonsUnplaced: summary.cartonsUnplaced };
}
