/**
 * The documented 200 response of each planning endpoint, for /openapi.json and for the tests
 * that hold every response the suite sees to it. An endpoint whose engine has not landed has none.
 * Every listed-property object is closed (closed-shapes.ts): a field not documented here is an error.
 */
import type { TSchema } from 'typebox';
import type { EndpointName } from '../endpoints.js';
import { RouteFields } from './response-parts.js';
import { closeShapes } from './closed-shapes.js';
import { OrderPlanResponse } from './order-plan-response.js';
import { PalletEstimateResponse } from './pallet-estimate-response.js';
import { OrderQuoteResponse, ReceiverCheckResponse } from './order-quote-response.js';
import { PackResponse } from './pack-response.js';
import { BoxCatalogResponse } from './box-catalog-response.js';
import { OrderOptionsResponse } from './order-options-response.js';
import { ConsolidateResponse } from './consolidate-response.js';
import { CaseDesignResponse } from './case-design-response.js';

/** The engine's response schema plus the fields the route adds to every answer (computeMs, tier, warning, timeCapped). */
function withRouteFields(schema: TSchema): TSchema {
  const s = schema as TSchema & { properties?: Record<string, TSchema>; required?: string[] };
  if (!s.properties) return schema;
  const required = [...new Set([...(s.required ?? []), 'computeMs', 'tier'])];
  return { ...s, properties: { ...s.properties, ...RouteFields }, required } as TSchema;
}

const ENGINE_RESPONSES: Partial<Record<EndpointName, TSchema>> = {
  pack: PackResponse,
  'pallet-estimate': PalletEstimateResponse,
  'order-plan': OrderPlanResponse,
  'order-quote': OrderQuoteResponse,
  'receiver-check': ReceiverCheckResponse,
  'box-catalog': BoxCatalogResponse,
  'order-options': OrderOptionsResponse,
  consolidate: ConsolidateResponse,
  'case-design': CaseDesignResponse,
};

export const RESPONSE_SCHEMAS: Partial<Record<EndpointName, TSchema>> = Object.fromEntries(
  Object.entries(ENGINE_RESPONSES).map(([name, schema]) => [name, closeShapes(withRouteFields(schema))]),
);
