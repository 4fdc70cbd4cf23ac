/**
 * The documented 200 response of each planning endpoint, for /openapi.json and for the tests
 * that hold every response the suite sees to it. An endpoint whose engine has not landed has none.
 */
import type { TSchema } from 'typebox';
import type { EndpointName } from '../endpoints.js';
import { OrderPlanResponse, PalletEstimateResponse } from './pallet-response.js';
import { OrderQuoteResponse, ReceiverCheckResponse } from './order-quote-response.js';
import { PackResponse } from './pack-response.js';
import { BoxCatalogResponse } from './box-catalog-response.js';
import { OrderOptionsResponse } from './order-options-response.js';

export const RESPONSE_SCHEMAS: Partial<Record<EndpointName, TSchema>> = {
  pack: PackResponse,
  'pallet-estimate': PalletEstimateResponse,
  'order-plan': OrderPlanResponse,
  'order-quote': OrderQuoteResponse,
  'receiver-check': ReceiverCheckResponse,
  'box-catalog': BoxCatalogResponse,
  'order-options': OrderOptionsResponse,
};
