import { CONTAINER_BUDGETS } from '../../core/engines/container-loading/index.js';
import type { EndpointName } from '../endpoints.js';

/** Default `searchBudget` of the search endpoints (SPEC.md): a larger budget costs proportionally more. */
const DEFAULT_SEARCH_BUDGET: Partial<Record<EndpointName, number>> = {
  'order-options': 60,
  consolidate: 40,
  'box-catalog': 200,
};

/**
 * A thorough pack counts this many default requests: its work budget over the 50,000,000-unit
 * default the limits were set for (the default has since doubled; the limits were kept).
 */
export const THOROUGH_PACK_COST = CONTAINER_BUDGETS.thorough / 50_000_000;

/**
 * A thorough order-plan: its search has three times the pallet loads, each the best of the three
 * approaches, and more whole-order moves (order-allocation/index.ts, EFFORT_LOADS); on the tuned
 * bench orders about three times a default run's work, up to about 60,000,000 units.
 */
export const THOROUGH_ORDER_PLAN_COST = 5;

/**
 * What one request costs against its endpoint's rate limit, in requests of the default budget:
 * rate limits count work, not requests (docs/limits.md).
 */
export function requestCost(endpoint: EndpointName, body: unknown): number {
  const b = (body ?? {}) as { budget?: unknown; searchBudget?: unknown };
  if (endpoint === 'pack') return b.budget === 'thorough' ? THOROUGH_PACK_COST : 1;
  if (endpoint === 'order-plan') return b.budget === 'thorough' ? THOROUGH_ORDER_PLAN_COST : 1;
  const base = DEFAULT_SEARCH_BUDGET[endpoint];
  if (base === undefined || typeof b.searchBudget !== 'number' || b.searchBudget <= base) return 1;
  return Math.ceil(b.searchBudget / base);
}
