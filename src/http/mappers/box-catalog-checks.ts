/**
 * The box-catalog checks. A check whose input was not sent is `not_evaluated` and names the
 * field to add; none is ever a silent pass.
 */
import type { CatalogResult } from '../../core/engines/box-catalog/index.js';
import { roundTo } from '../units.js';
import type { MappedCatalog } from './box-catalog-request.js';

type Status = 'pass' | 'fail' | 'warn' | 'not_evaluated';

export interface CatalogCheck {
  readonly code: 'COVERAGE_LIMITED_BY_CATALOG_SIZE' | 'RATE_PROVIDED' | 'BASELINE_PROVIDED' | 'FIT_TESTS_DECIDED';
  readonly status: Status;
  readonly observed: number | null;
  readonly limit: number | null;
  readonly assumption: string;
  readonly field?: string;
  readonly detail?: string;
}

function coverage(r: CatalogResult, total: { orders: number; fit: number }): CatalogCheck {
  const unfitPct = roundTo((100 * (total.orders - total.fit)) / total.orders, 2);
  const base = {
    code: 'COVERAGE_LIMITED_BY_CATALOG_SIZE' as const,
    observed: unfitPct,
    limit: 0,
    assumption:
      'observed: count-weighted share of orders no catalogue box holds, in percent; coverage is the best found within the budget, not a proof that none is possible',
  };
  if (total.fit === total.orders) return { ...base, status: 'pass' };
  const poolCovers = r.unlimited.uncovered === 0;
  return {
    ...base,
    status: 'warn',
    detail: poolCovers
      ? `${total.orders - total.fit} order(s) fit no box of this catalogue but do fit other candidates: a larger catalogSize (or coverageFirst: true) would cover them`
      : `${total.orders - total.fit} order(s) fit no box found; ${r.unlimited.uncovered} fit no candidate at all: add a larger box to candidateBoxes`,
  };
}

export function catalogChecks(
  r: CatalogResult,
  m: MappedCatalog,
  total: { orders: number; fit: number },
): CatalogCheck[] {
  const rate = m.problem.billing.ratePerGram;
  const undecided = r.undecided.pairs;
  return [
    coverage(r, total),
    rate === null
      ? {
          code: 'RATE_PROVIDED',
          status: 'not_evaluated',
          observed: null,
          limit: null,
          field: 'billing.ratePerKgOrLb',
          assumption:
            'billing.ratePerKgOrLb was not sent: costs are omitted and the search minimises billed weight; box cost and void fill are not priced',
        }
      : {
          code: 'RATE_PROVIDED',
          status: 'pass',
          observed: null,
          limit: null,
          assumption:
            'costs = rate × billed weight, plus box cost and void fill where given; generated boxes carry no box cost',
        },
    m.problem.currentBoxes === null
      ? {
          code: 'BASELINE_PROVIDED',
          status: 'not_evaluated',
          observed: null,
          limit: null,
          field: 'currentBoxes',
          assumption: 'currentBoxes was not sent: no baseline and no savings',
        }
      : {
          code: 'BASELINE_PROVIDED',
          status: 'pass',
          observed: m.problem.currentBoxes.length,
          limit: null,
          assumption: 'savings compare the orders that fit both catalogues',
        },
    {
      code: 'FIT_TESTS_DECIDED',
      status: undecided === 0 ? 'pass' : 'warn',
      observed: undecided,
      limit: 0,
      assumption:
        "observed: pairs of an order and a catalogue box still undecided after the second, larger packing attempts that would bill less than the order's box; each counts as not fitting (undecided gives the bound of what they may cost)",
      ...(undecided === 0
        ? {}
        : {
            detail: `${undecided} order-box pair(s) of the catalogue stayed undecided (the packing work cap was reached): ${r.undecided.orders} order(s) may ship in a larger box than they need, at most ${roundTo(r.undecided.billedGrams / 1000, 3)} kg billed in all`,
          }),
    },
  ];
}
