/**
 * Entry point from "whatever the service or a saved file gave us" to a ViewResult.
 * Accepts a bare response or a saved `{endpoint?, request, response}` envelope, and
 * recognises the endpoint by the response's shape when the file does not say.
 */
import { isObject, type Json } from './load-helpers.js';
import { normaliseBoxCatalog } from './normalise-box-catalog.js';
import { normaliseCaseDesign } from './normalise-case-design.js';
import { normaliseConsolidate } from './normalise-consolidate.js';
import { normalisePack } from './normalise-container.js';
import { normaliseOrderOptions } from './normalise-order-options.js';
import { normaliseOrderPlan, normalisePalletEstimate } from './normalise-pallet.js';
import { normaliseQuote, normaliseReceiverCheck } from './normalise-quote.js';
import type { ViewResult } from './view-model.js';

export const VIEWABLE_ENDPOINTS = [
  'pack',
  'pallet-estimate',
  'order-plan',
  'order-quote',
  'receiver-check',
  'consolidate',
  'order-options',
  'case-design',
  'box-catalog',
] as const;
export type ViewableEndpoint = (typeof VIEWABLE_ENDPOINTS)[number];

/** A response with the request that produced it, as the viewer saves and reopens plans. */
export interface SavedPlan {
  readonly endpoint: ViewableEndpoint;
  readonly request: unknown;
  readonly response: Json;
}

/** Guesses the endpoint from the response's shape. */
export function detectEndpoint(response: Json): ViewableEndpoint | null {
  if (Array.isArray(response.plans)) return 'consolidate';
  if (Array.isArray(response.alternatives) && isObject(response.baseline)) return 'order-options';
  if (Array.isArray(response.candidates)) return 'case-design';
  if (Array.isArray(response.perOrder) && Array.isArray(response.catalog)) return 'box-catalog';
  if (isObject(response.quote) && 'profileChecks' in response) return 'receiver-check';
  if (Array.isArray(response.pallets))
    return 'inputHash' in response || 'reviewReasons' in response ? 'order-quote' : 'order-plan';
  if (Array.isArray(response.boxes)) {
    return 'loadedHeight' in response || 'byItem' in response || 'cargoWeight' in response ? 'pallet-estimate' : 'pack';
  }
  return null;
}

/** Reads a saved file's parsed JSON; throws an Error with a readable message when it is not a plan. */
export function readSavedPlan(data: unknown): SavedPlan {
  if (!isObject(data)) throw new Error('The file does not hold a JSON object.');
  const wrapped = isObject(data.response);
  const response = wrapped ? (data.response as Json) : data;
  const request = wrapped ? data.request : undefined;
  const named =
    typeof data.endpoint === 'string' && (VIEWABLE_ENDPOINTS as readonly string[]).includes(data.endpoint)
      ? (data.endpoint as ViewableEndpoint)
      : null;
  const endpoint = named ?? detectEndpoint(response);
  if (!endpoint) throw new Error('No boxes, pallets or plans found: this does not look like a stowage response.');
  return { endpoint, request, response };
}

export function normaliseResponse(plan: SavedPlan): ViewResult {
  const result = normaliseByEndpoint(plan);
  const quote = isObject(plan.response.quote) ? plan.response.quote : {};
  const hash = plan.response.inputHash ?? quote.inputHash;
  return typeof hash === 'string' ? { ...result, inputHash: hash } : result;
}

/** One normaliser per endpoint, each turning that endpoint's response into loads to draw. */
const NORMALISERS: { readonly [E in ViewableEndpoint]: (request: unknown, response: Json) => ViewResult } = {
  pack: normalisePack,
  'pallet-estimate': normalisePalletEstimate,
  'order-plan': normaliseOrderPlan,
  'order-quote': normaliseQuote,
  'receiver-check': normaliseReceiverCheck,
  consolidate: normaliseConsolidate,
  'order-options': normaliseOrderOptions,
  'case-design': normaliseCaseDesign,
  'box-catalog': normaliseBoxCatalog,
};

function normaliseByEndpoint(plan: SavedPlan): ViewResult {
  return NORMALISERS[plan.endpoint](plan.request, plan.response);
}
