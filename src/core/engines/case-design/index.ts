/**
 * Case design: which shipcase (products per case and their arrangement) gives the best
 * pallet and container fill, or the lowest delivered cost per product.
 *
 * - Enumerates and filters cases (case-candidates.ts), fills the pallet and the container
 *   with column stacks of upright cases using the PLP pattern engine (case-loads.ts), then
 *   ranks (case-ranking.ts).
 * - A case that fits neither the given pallet nor the given container is rejected.
 * - Patterns are screened at a small budget each; the leading `candidates` are then filled
 *   again with patterns at budgets sized to the problem (case-loads.ts) and ranked anew.
 * - Work is bounded by the search bounds and by a work budget per pattern search; memory and
 *   answer size by the layer cap (layer-cap.ts: no pattern lists more than 2,000 rectangles);
 *   the wall-time cap arrives as isTimeUp and is reported.
 * Limits: a screening model (compression is an indicative McKee screen, compression.ts), not
 * edge-crush or box-compression certification, and not an optimality proof over all case designs.
 */
import { searchCases } from './case-candidates.js';
import { PatternCache, fillContainer, fillPallet } from './case-loads.js';
import type { CaseCandidate, CaseDesignProblem, CaseDesignResult } from './case-problem.js';
import { costPerUnit, rankCandidates } from './case-ranking.js';

export * from './case-problem.js';
export {
  BOARD_GRADES,
  COMPRESSION_DEFAULTS,
  type Flute,
  mckeeBctN,
  environmentFactor,
  screenCompression,
  bottomCaseLoad,
} from './compression.js';
export { MAX_CASES_PER_LAYER, layerCapBreach, type LayerCapBreach } from './layer-cap.js';

/** Candidates refined per candidate shown: the leading `candidates` get sized pattern budgets. */
const REFINED_PER_SHOWN = 1;

export function designCases(problem: CaseDesignProblem, isTimeUp?: () => boolean): CaseDesignResult {
  const search = searchCases(problem);
  const cache = new PatternCache(isTimeUp);
  const feasible: CaseCandidate[] = [];
  let rejectedPallet = 0;
  let rejectedContainer = 0;
  for (const design of search.cases) {
    const pallet = problem.pallet ? fillPallet(design, problem.pallet, cache) : null;
    if (problem.pallet && !pallet) {
      rejectedPallet++;
      continue;
    }
    const container = problem.container
      ? fillContainer(design, pallet, problem.pallet, problem.container, cache)
      : null;
    if (problem.container && !container) {
      rejectedContainer++;
      continue;
    }
    const candidate: CaseCandidate = { design, pallet, container, cost: null };
    feasible.push(problem.costs ? { ...candidate, cost: costPerUnit(candidate, problem.costs) } : candidate);
  }
  const screened = rankCandidates(feasible, problem.costs !== null);
  // the leading candidates' patterns again at budgets sized to the problem, then ranked anew
  cache.refining = true;
  const lead = screened.slice(0, REFINED_PER_SHOWN * problem.candidates).map((c) => {
    const pallet = problem.pallet ? fillPallet(c.design, problem.pallet, cache) : null;
    const container = problem.container
      ? fillContainer(c.design, pallet, problem.pallet, problem.container, cache)
      : null;
    const refined: CaseCandidate = { ...c, pallet: pallet ?? c.pallet, container: container ?? c.container };
    return problem.costs ? { ...refined, cost: costPerUnit(refined, problem.costs) } : refined;
  });
  const ranked = rankCandidates(
    [...lead, ...screened.slice(REFINED_PER_SHOWN * problem.candidates)],
    problem.costs !== null,
  );
  return {
    candidates: ranked.slice(0, problem.candidates),
    searched: {
      quantities: search.quantities,
      factorisations: search.factorisations,
      distinctOuterDims: search.distinctOuterDims,
      evaluated: search.cases.length,
      rejected: {
        maxDim: search.rejectedMaxDim,
        maxWeight: search.rejectedMaxWeight,
        productLayers: search.rejectedProductLayers,
        pallet: rejectedPallet,
        container: rejectedContainer,
      },
      truncatedAtOuterDims: search.truncated,
      patternSearches: cache.searches,
      patternsProvedOptimal: cache.proved,
      patternsStoppedByBudget: cache.stoppedByBudget,
      patternWork: cache.work,
      patternsOverLayerCap: cache.overLayerCap,
      stoppedBy: cache.timedOut ? 'time-cap' : 'complete',
    },
  };
}
