/**
 * Cost per unit and the order of case candidates (SPEC.md § POST /api/case-design, rule 2).
 *
 * - Without costs: units per container descending, then pallet fill (cube share) descending,
 *   then units per pallet, then least board per product.
 * - With costs: lowest total cost per unit first (missing costs count as zero); board,
 *   handling, pallet freight and container freight per unit are additive.
 * - A last tie-break on the case's outer dimensions makes the order total and deterministic.
 */
import type { CaseCandidate, CaseCosts, CostPerUnit } from './case-problem.js';

/** Cost per product of one candidate; a freight leg without a destination in the request costs zero. */
export function costPerUnit(c: CaseCandidate, costs: CaseCosts): CostPerUnit {
  const n = c.design.unitsPerCase;
  const board = ((c.design.blankArea / 1e8) * costs.boardCostPerM2) / n;
  const handling = costs.handlingPerCase / n;
  const palletFreight = c.pallet ? costs.freightPerPallet / c.pallet.units : 0;
  const containerFreight = c.container ? costs.freightPerContainer / c.container.units : 0;
  return {
    board,
    handling,
    palletFreight,
    containerFreight,
    total: board + handling + palletFreight + containerFreight,
  };
}

const byDims = (p: CaseCandidate, q: CaseCandidate) => {
  const a = p.design.outer;
  const b = q.design.outer;
  return a.l - b.l || a.w - b.w || a.h - b.h || q.design.unitsPerCase - p.design.unitsPerCase;
};

function byFill(p: CaseCandidate, q: CaseCandidate): number {
  return (
    (q.container?.units ?? 0) - (p.container?.units ?? 0) ||
    (q.pallet?.fill ?? 0) - (p.pallet?.fill ?? 0) ||
    (q.pallet?.units ?? 0) - (p.pallet?.units ?? 0) ||
    p.design.blankArea / p.design.unitsPerCase - q.design.blankArea / q.design.unitsPerCase ||
    byDims(p, q)
  );
}

/** Candidates in ranking order (a new array). */
export function rankCandidates(all: readonly CaseCandidate[], withCosts: boolean): CaseCandidate[] {
  const order = withCosts
    ? (p: CaseCandidate, q: CaseCandidate) => p.cost!.total - q.cost!.total || byFill(p, q)
    : byFill;
  return [...all].sort(order);
}
