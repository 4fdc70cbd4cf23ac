/**
 * The order-options checks, semantics and notes. Checks use the quote's check shape
 * (`CheckOut`): SEARCH_BUDGET always; NET_SAVINGS when there is an alternative to price.
 */
import type { OptionsSearch } from '../../core/engines/order-options/index.js';
import type { CheckOut } from '../mappers/quote-units.js';
import type { AlternativeEconomics } from './economics.js';

export function optionsChecks(s: OptionsSearch, budget: number, priced: readonly AlternativeEconomics[]): CheckOut[] {
  const exhausted = s.stoppedBy === 'budget';
  const checks: CheckOut[] = [
    {
      code: 'SEARCH_BUDGET',
      status: exhausted ? 'warn' : 'pass',
      observed: s.packed,
      limit: budget,
      unit: 'count',
      assumption:
        'Counts packed candidates only; candidates whose pallet lower bound exceeds the target are skipped without packing and not counted.',
      ...(exhausted
        ? {
            field: 'searchBudget',
            detail: `the search budget of ${budget} packed candidates ran out before every candidate was examined; a larger searchBudget may find more`,
          }
        : {}),
    },
  ];
  if (priced.length > 0) {
    const missing = [...new Set(priced.flatMap((e) => e.missing))];
    checks.push({
      code: 'NET_SAVINGS',
      status: missing.length > 0 ? 'not_evaluated' : 'pass',
      observed: priced.filter((e) => e.netSavings !== null).length,
      limit: priced.length,
      unit: 'count',
      assumption: 'Net savings use only the costs sent in economics; an explicit 0 means no cost.',
      ...(missing.length > 0
        ? { field: missing.join(','), detail: 'netSavings is null where a cost it needs was not sent' }
        : {}),
    });
  }
  return checks;
}

export const OPTIONS_SEMANTICS = {
  target:
    'A goal: alternatives with fewer pallets than the baseline but more than the target, and additions that need no extra pallet when the target is at or above the baseline, may still be returned.',
  outcome:
    'found: an alternative reaches the target; none_within_search: none within the search (not a proof that none exists); already_at_target: the baseline already meets the target.',
  ranking:
    'Fewest pallets, then fewest units changed (additions first: fewer SKUs, then the largest), then the highest net savings (null last), then search order; up to three Pareto-distinct alternatives, never the same change of the same SKUs taken further for no fewer pallets.',
  netSavings:
    'freight saved + handling saved - deferred contribution - deferral cost; added units count as negative deferred contribution.',
  reproduce:
    "Send the alternative's quantityChanges applied to the order (a SKU at 0 left out) with its packing to POST /api/order-quote: the quote comes back byte for byte (bar computeMs and tier); its inputHash is candidateHash.",
};

export const OPTIONS_NOTES = [
  'Heuristic search: the alternatives found within the search budget, not a proof of the fewest pallets or that no other alternative exists.',
  'Every alternative is a complete order-quote of its changed order: every carton placed and every check the baseline passed still passed.',
  'Quantity changes are proposals: a buyer must agree to them before the order changes.',
];
