import type { EndpointName } from '../endpoints.js';
import type { TaskHandler } from '../tasks/task.js';
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
export const HANDLERS: Partial<Record<EndpointName, TaskHandler>> = {
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
