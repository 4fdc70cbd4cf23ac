/** Order-plan tests on bench:pallet's seeded orders: one order planned as the benchmark plans it, and each pallet checked on its own. */
import { generateOrder } from '../../bench/pallet-orders.js';
import { checkPlan } from '../../src/core/checks/check-plan.js';
import { solveOrderPlan, type OrderPlanOptions } from '../../src/core/engines/order-allocation/index.js';
import { countItems } from '../../src/core/engines/order-allocation/share-loading.js';
import { withQuantities } from '../../src/core/engines/pallet-loading/index.js';
import type { Placement } from '../../src/core/model/plan.js';
import type { Problem } from '../../src/core/model/problem.js';
import { mapPalletRequest } from '../../src/http/mappers/pallet-request.js';

/** bench:pallet's order `seed`, mapped as the HTTP layer maps it and planned on up to 20 pallets (`options` added). */
export function seededOrderPlan(seed: number, options: Partial<OrderPlanOptions> = {}) {
  const { problem } = mapPalletRequest(generateOrder(seed));
  return { problem, plan: solveOrderPlan(problem, { maxPallets: 20, ...options }) };
}

/** The plan checker's violations for one pallet, against the cartons it holds. */
export function palletViolations(problem: Problem, placements: readonly Placement[]) {
  return checkPlan(withQuantities(problem, countItems(problem, placements)), placements);
}
