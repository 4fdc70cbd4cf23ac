/**
 * POST /api/case-design: request units → core units → case search, pallet and container
 * fill, ranking → response. Schema and unitsPerCase min ≤ max are checked by the route first.
 */
import { designCases } from '../../core/engines/case-design/index.js';
import { inputHash } from '../hashing.js';
import { caseDesignHashInput, mapCaseDesignRequest } from '../mappers/case-design-request.js';
import { buildCaseDesignResponse } from '../mappers/case-design-response.js';
import type { CaseDesignBody } from '../schemas/case-design.js';
import type { TaskHandler } from '../tasks/task.js';

export const caseDesignHandler: TaskHandler<CaseDesignBody> = (body, ctx) => {
  const mapped = mapCaseDesignRequest(body);
  const result = designCases(mapped.problem, ctx.isTimeUp);
  return buildCaseDesignResponse(mapped, result, inputHash(caseDesignHashInput(mapped)));
};
