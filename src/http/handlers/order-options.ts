/**
 * POST /api/order-options: the order's quote (the baseline), then the search for repacks and
 * quantity changes that bring it onto fewer pallets (core/engines/order-options), each
 * candidate quoted exactly as order-quote would quote its changed request; the best three
 * ranked, with their economics. docs/api/order-options.md describes every field.
 */
import {
  admissionCount,
  distinctAlternatives,
  rankCandidates,
  REPACK_ORDERINGS,
  REPACK_STRATEGIES,
  searchOrderOptions,
  type Candidate,
  type OptionsSearch,
  type QtyAdjustment,
} from '../../core/engines/order-options/index.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { inputHash } from '../hashing.js';
import { quoteHashInput } from '../mappers/quote-hash.js';
import type { QuoteRequestInput } from '../mappers/quote-request.js';
import { candidateEvaluator, type QuotedCandidate } from '../options/candidate-quotes.js';
import { alternativeEconomics, type QuantityChangeOut } from '../options/economics.js';
import { optionsChecks, OPTIONS_NOTES, OPTIONS_SEMANTICS } from '../options/options-report.js';
import { OPTIONS_LIMITS, type OrderOptionsBody } from '../schemas/order-options.js';
import type { TaskContext, TaskHandler } from '../tasks/task.js';
import { runQuote } from './order-quote.js';

/** Candidates examined (packed or skipped by the lower bound) at most per request. */
export const EXAMINE_LIMIT = 2_000;
const MAX_ALTERNATIVES = 3;

export type Outcome = 'found' | 'none_within_search' | 'already_at_target';

export const orderOptionsHandler: TaskHandler<OrderOptionsBody> = orderOptions;

export function orderOptions(body: OrderOptionsBody, ctx: TaskContext): Record<string, unknown> {
  const {
    targetPalletCount,
    adjustments = [],
    searchBudget = OPTIONS_LIMITS.defaultSearchBudget,
    economics,
    packing,
    actuals,
    ...rest
  } = body;
  const base: QuoteRequestInput = rest;
  const baseline = runQuote({ ...base, ...(packing ? { packing } : {}), ...(actuals ? { actuals } : {}) }, ctx);
  const palletCount = baseline.pallets.length;
  // A partial baseline needs at least one pallet more than it used.
  const baselinePallets = baseline.status === 'partial' ? palletCount + 1 : palletCount;
  const target = targetPalletCount ?? Math.max(1, palletCount - 1);
  const admit = admissionCount(baselinePallets, target);
  const quoted = new Map<string, QuotedCandidate>();
  const index = new Map(base.items.map((it, i) => [it.sku, i]));
  const coreAdjustments: QtyAdjustment[] = adjustments.map((a) => ({
    item: index.get(a.sku)!,
    min: a.minQty,
    max: a.maxQty,
    step: a.qtyStep ?? 1,
  }));
  const search = searchOrderOptions({
    problem: baseline.mapped.problem,
    adjustments: coreAdjustments,
    baselinePallets,
    target,
    budget: searchBudget,
    examineLimit: EXAMINE_LIMIT,
    evaluate: candidateEvaluator(base, baseline.status, admit, ctx, quoted),
    isTimeUp: ctx.isTimeUp,
  });
  const alternatives = alternativesOut(search.found, base, economics, palletCount, quoted);
  const atTarget = baseline.status !== 'partial' && palletCount <= target;
  const outcome: Outcome = atTarget
    ? 'already_at_target'
    : alternatives.some((a) => a.palletCount <= target)
      ? 'found'
      : 'none_within_search';
  return {
    outcome,
    baseline: { palletCount, status: baseline.status, quote: baseline.body },
    target: {
      palletCount: target,
      source: targetPalletCount === undefined ? 'default' : 'request',
      reached: atTarget || outcome === 'found',
    },
    searched: searchedOut(search, searchBudget),
    alternatives,
    checks: optionsChecks(
      search,
      searchBudget,
      alternatives.map((a) => a.economics),
    ),
    semantics: OPTIONS_SEMANTICS,
    notes:
      search.stoppedBy === 'time_cap'
        ? [...OPTIONS_NOTES, 'The search hit the service time cap: a rerun may find other alternatives.']
        : OPTIONS_NOTES,
    engineVersion: ENGINE_VERSION,
    inputHash: inputHash({
      quote: quoteHashInput(baseline.mapped),
      targetPalletCount: targetPalletCount ?? null,
      adjustments: adjustments.map((a) => ({
        sku: a.sku,
        minQty: a.minQty,
        maxQty: a.maxQty,
        qtyStep: a.qtyStep ?? 1,
      })),
      searchBudget,
      economics: economics ?? null,
    }),
  };
}

/** The best three Pareto-distinct found candidates, priced and ranked, each with its quote. */
function alternativesOut(
  found: readonly Candidate[],
  base: QuoteRequestInput,
  economics: OrderOptionsBody['economics'],
  palletCount: number,
  quoted: ReadonlyMap<string, QuotedCandidate>,
) {
  const changesOf = (c: Candidate): QuantityChangeOut[] =>
    c.changes.map((ch) => ({
      sku: base.items[ch.item].sku,
      from: base.items[ch.item].qty,
      to: base.items[ch.item].qty + ch.delta,
    }));
  const priced = found.map((c) => ({
    ...c,
    economics: alternativeEconomics(economics, palletCount - c.evaluation.palletCount, changesOf(c)),
  }));
  return distinctAlternatives(
    rankCandidates(priced, (c) => c.economics.netSavings),
    MAX_ALTERNATIVES,
  ).map((c, i) => ({
    id: `alt-${i + 1}`,
    palletCount: c.evaluation.palletCount,
    strategy: c.phase,
    packing: { ...c.build },
    quantityChanges: changesOf(c),
    unitsChanged: c.unitsChanged,
    quote: quoted.get(c.evaluation.digest)!.quote.body,
    candidateHash: quoted.get(c.evaluation.digest)!.quote.body.inputHash,
    economics: c.economics,
  }));
}

function searchedOut(s: OptionsSearch, budget: number) {
  return {
    candidates: s.packed,
    budget,
    skipped: s.phase1.skipped + s.phase2.skipped,
    stoppedBy: s.stoppedBy,
    phase1: {
      ran: s.phase1.ran,
      strategies: REPACK_STRATEGIES,
      orderings: REPACK_ORDERINGS,
      packed: s.phase1.packed,
      skipped: s.phase1.skipped,
      duplicates: s.phase1.duplicates,
    },
    phase2: {
      ran: s.phase2.ran,
      packing: s.phase2.build,
      packed: s.phase2.packed,
      skipped: s.phase2.skipped,
      duplicates: s.phase2.duplicates,
    },
  };
}
