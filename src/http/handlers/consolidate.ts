/**
 * POST /api/consolidate: the request in its own units → core consolidation problem → the
 * consolidation engine (which packs each container with the container-loading engine) → response.
 */
import { consolidate } from '../../core/engines/consolidation/index.js';
import { inputHash } from '../hashing.js';
import { consolidateHashInput } from '../mappers/consolidate-hash.js';
import { mapConsolidateRequest } from '../mappers/consolidate-request.js';
import { buildConsolidateResponse } from '../mappers/consolidate-response.js';
import type { ConsolidateBody } from '../schemas/consolidate.js';
import type { TaskHandler } from '../tasks/task.js';

export const consolidateHandler: TaskHandler<ConsolidateBody> = (body, ctx) => {
  const mapped = mapConsolidateRequest(body, ctx.isTimeUp);
  const result = consolidate(mapped.problem);
  const response = buildConsolidateResponse(mapped, result, inputHash(consolidateHashInput(mapped)));
  return result.stoppedBy === 'time_cap' ? blameTheTimeCap(response, result.searched) : response;
};

/** Said instead of "raise searchBudget" when the wall-time cap, not the budget, left the request without a plan. */
export const TIME_CAP_NO_PLAN_NOTE =
  'no plan finished before the wall-time cap stopped the search (the searchBudget was not spent, so raising it would not help); retry when the service is less loaded, or send fewer POs or cartons';

/**
 * With no plan, the response's generic note advises a larger searchBudget; when the time cap
 * stopped the search that advice is wrong, and the note says what did stop it.
 */
function blameTheTimeCap(
  response: Record<string, unknown>,
  searched: { packs: number; budget: number },
): Record<string, unknown> {
  if (response.outcome !== 'none_fit_budget') return response;
  const notes = (response.notes as string[]).filter((n) => !/raise searchBudget/.test(n));
  notes.push(`${TIME_CAP_NO_PLAN_NOTE} (${searched.packs} of ${searched.budget} packing runs spent)`);
  return { ...response, notes };
}
