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
  return buildConsolidateResponse(mapped, result, inputHash(consolidateHashInput(mapped)));
};
