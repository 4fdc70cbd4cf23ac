/**
 * POST /api/box-catalog: the request in its own units → core model → box-catalogue engine →
 * response in both unit systems. Schema, SKU uniqueness and unknown SKUs are checked by the
 * route's limits before this runs.
 */
import { solveBoxCatalog } from '../../core/engines/box-catalog/index.js';
import { inputHash } from '../hashing.js';
import { catalogHashInput, mapCatalogRequest } from '../mappers/box-catalog-request.js';
import { buildCatalogResponse } from '../mappers/box-catalog-response.js';
import type { BoxCatalogBody } from '../schemas/box-catalog.js';
import type { TaskHandler } from '../tasks/task.js';

export const boxCatalogHandler: TaskHandler<BoxCatalogBody> = (body, ctx) => {
  const mapped = mapCatalogRequest(body);
  const result = solveBoxCatalog(mapped.problem, { steps: mapped.searchBudget, isTimeUp: ctx.isTimeUp });
  return buildCatalogResponse(result, mapped, inputHash(catalogHashInput(mapped)));
};
