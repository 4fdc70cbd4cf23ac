/**
 * The seeded request of bench:case-design (and bench/case-design-compare.ts): a small product,
 * 1.5-8 cm per side (0.1 cm grain), 10-200 g, at the endpoint's full search bounds (1-2,000
 * units per case, all six stances), a 120 × 80 pallet, a 20 ft, 40 ft or 40 ft HC container and
 * costs, 10 candidates; many of the 24 sampled quantities make feasible cases.
 */
import type { Rng } from '../src/core/search/rng.js';
import type { CaseDesignBody } from '../src/http/schemas/case-design.js';

export function caseDesignRequest(rng: Rng): CaseDesignBody {
  const side = () => Math.round(15 + rng.next() * 65) / 10;
  const containers = ['20gp', '40gp', '40hq'] as const;
  return {
    units: 'cm-kg',
    product: { l: side(), w: side(), h: side(), weight: Math.round(10 + rng.next() * 190) / 1000 },
    unitsPerCase: { min: 1, max: 2000 },
    caseConstraints: { maxWeight: 25, maxDim: 100, allowedOrientations: 'any' },
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000 },
    container: { preset: containers[rng.int(3)] },
    costs: {
      boardCostPerM2: 0.9,
      freightPerContainer: 3500,
      freightPerPallet: 45,
      handlingPerCase: 0.2,
      currency: 'EUR',
    },
    candidates: 10,
  };
}
