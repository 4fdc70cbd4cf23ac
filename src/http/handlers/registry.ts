import type { EndpointName, RequestBodies } from '../endpoints.js';
import type { TaskContext, TaskHandler } from '../tasks/task.js';
import { packHandler } from './pack.js';
import { orderQuoteHandler } from './order-quote.js';
import { receiverCheckHandler } from './receiver-check.js';
import { palletEstimateHandler } from './pallet-estimate.js';
import { orderPlanHandler } from './order-plan.js';
import { boxCatalogHandler } from './box-catalog.js';
import { orderOptionsHandler } from './order-options.js';
import { consolidateHandler } from './consolidate.js';
import { caseDesignHandler } from './case-design.js';

/**
 * The planning handlers that have landed. An endpoint missing here answers 501
 * with the error body, never a made-up plan.
 */
export type HandlerRegistry = { readonly [E in EndpointName]?: TaskHandler<RequestBodies[E]> };

export const HANDLERS: HandlerRegistry = {
  pack: packHandler,
  'pallet-estimate': palletEstimateHandler,
  'order-plan': orderPlanHandler,
  'order-quote': orderQuoteHandler,
  'order-options': orderOptionsHandler,
  'receiver-check': receiverCheckHandler,
  'box-catalog': boxCatalogHandler,
  consolidate: consolidateHandler,
  'case-design': caseDesignHandler,
};

/**
 * Runs an endpoint's handler on a body the route has already validated against that endpoint's
 * schema: the one place where the untyped body from the worker message takes its static type.
 * Throws when the endpoint has no handler; callers check HANDLERS first.
 */
export function runHandler<E extends EndpointName>(
  endpoint: E,
  body: unknown,
  ctx: TaskContext,
): Record<string, unknown> {
  const handler = HANDLERS[endpoint] as TaskHandler<RequestBodies[E]> | undefined;
  if (!handler) throw new Error(`${endpoint} has no handler`);
  return handler(body as RequestBodies[E], ctx);
}
