import type { Static, TSchema } from 'typebox';
import { PackRequest, PACK_LIMITS } from './schemas/pack.js';
import { OrderPlanRequest, PalletEstimateRequest, PALLET_LIMITS } from './schemas/pallet.js';
import { OrderQuoteRequest, QUOTE_LIMITS } from './schemas/order-quote.js';
import { OrderOptionsRequest, OPTIONS_LIMITS } from './schemas/order-options.js';
import { ConsolidateRequest, CONSOLIDATE_LIMITS } from './schemas/consolidate.js';
import { BoxCatalogRequest, BOX_CATALOG_LIMITS } from './schemas/box-catalog.js';
import { CaseDesignRequest, CASE_DESIGN_LIMITS } from './schemas/case-design.js';
import { ReceiverCheckRequest, RECEIVER_CHECK_LIMITS } from './schemas/receiver-check.js';
import * as limits from './limits.js';
import { listTemplates } from './receiver/templates.js';

/** Each endpoint's validated request body: the TypeBox static type of its schema, so handlers need no cast. */
export interface RequestBodies {
  pack: Static<typeof PackRequest>;
  'pallet-estimate': Static<typeof PalletEstimateRequest>;
  'order-plan': Static<typeof OrderPlanRequest>;
  'order-quote': Static<typeof OrderQuoteRequest>;
  'order-options': Static<typeof OrderOptionsRequest>;
  consolidate: Static<typeof ConsolidateRequest>;
  'box-catalog': Static<typeof BoxCatalogRequest>;
  'case-design': Static<typeof CaseDesignRequest>;
  'receiver-check': Static<typeof ReceiverCheckRequest>;
}

export type EndpointName = keyof RequestBodies;

/** Anonymous requests per window; a valid key multiplies both by KEY_MULTIPLIER. */
export interface RatePolicy {
  readonly perMinute: number;
  readonly perDay: number;
}

export const KEY_MULTIPLIER = 5;

export interface EndpointSpec {
  readonly name: EndpointName;
  readonly path: string;
  readonly summary: string;
  readonly schema: TSchema;
  readonly bodyLimit: number;
  readonly rate: RatePolicy;
  /** Legacy endpoints are cm/kg only and reject `units`. */
  readonly legacy: boolean;
  /** GET returns documentation with an example. */
  readonly hasGetExample: boolean;
  readonly checkLimits: limits.LimitCheck;
  /** More documentation for the GET response (receiver-check lists its templates). */
  readonly getExtras?: () => Record<string, unknown>;
}

/** The nine POST endpoints of SPEC.md with their limits (SPEC.md's Limits table; pack and receiver-check chosen, see docs/limits.md). */
export const ENDPOINTS: readonly EndpointSpec[] = [
  {
    name: 'pack',
    path: '/api/pack',
    summary: 'Pack items into one container or truck.',
    schema: PackRequest,
    bodyLimit: PACK_LIMITS.bodyBytes,
    rate: { perMinute: 10, perDay: 100 },
    legacy: true,
    hasGetExample: false,
    checkLimits: limits.checkPackLimits,
  },
  {
    name: 'pallet-estimate',
    path: '/api/pallet-estimate',
    summary: 'Best of three approaches for one pallet, with its loaded height.',
    schema: PalletEstimateRequest,
    bodyLimit: PALLET_LIMITS.bodyBytes,
    rate: { perMinute: 20, perDay: 200 },
    legacy: true,
    hasGetExample: false,
    checkLimits: limits.checkPalletEstimateLimits,
  },
  {
    name: 'order-plan',
    path: '/api/order-plan',
    summary: 'Allocate an order across up to 20 pallets.',
    schema: OrderPlanRequest,
    bodyLimit: PALLET_LIMITS.bodyBytes,
    rate: { perMinute: 10, perDay: 100 },
    legacy: true,
    hasGetExample: false,
    checkLimits: limits.checkOrderPlanLimits,
  },
  {
    name: 'order-quote',
    path: '/api/order-quote',
    summary: 'Quote an order on pallets: units, gross weights, limit checks, input hash, meter.',
    schema: OrderQuoteRequest,
    bodyLimit: QUOTE_LIMITS.bodyBytes,
    rate: { perMinute: 10, perDay: 100 },
    legacy: false,
    hasGetExample: true,
    checkLimits: limits.checkOrderQuoteLimits,
  },
  {
    name: 'order-options',
    path: '/api/order-options',
    summary: 'Search quantity and packing alternatives that avoid an extra pallet.',
    schema: OrderOptionsRequest,
    bodyLimit: OPTIONS_LIMITS.bodyBytes,
    rate: { perMinute: 5, perDay: 50 },
    legacy: false,
    hasGetExample: true,
    checkLimits: limits.checkOrderOptionsLimits,
  },
  {
    name: 'consolidate',
    path: '/api/consolidate',
    summary: 'Consolidate purchase orders into containers, with remainder and LCL economics.',
    schema: ConsolidateRequest,
    bodyLimit: CONSOLIDATE_LIMITS.bodyBytes,
    rate: { perMinute: 5, perDay: 50 },
    legacy: false,
    hasGetExample: true,
    checkLimits: limits.checkConsolidateLimits,
  },
  {
    name: 'box-catalog',
    path: '/api/box-catalog',
    summary: 'Choose a small catalogue of shipping boxes for an order history.',
    schema: BoxCatalogRequest,
    bodyLimit: BOX_CATALOG_LIMITS.bodyBytes,
    rate: { perMinute: 5, perDay: 50 },
    legacy: false,
    hasGetExample: true,
    checkLimits: limits.checkBoxCatalogLimits,
  },
  {
    name: 'case-design',
    path: '/api/case-design',
    summary: 'Explore product-to-shipcase factorisations and delivered cost per unit.',
    schema: CaseDesignRequest,
    bodyLimit: CASE_DESIGN_LIMITS.bodyBytes,
    rate: { perMinute: 10, perDay: 100 },
    legacy: false,
    hasGetExample: true,
    checkLimits: limits.checkCaseDesignLimits,
  },
  {
    name: 'receiver-check',
    path: '/api/receiver-check',
    summary: 'Order quote plus checks against a receiver profile.',
    schema: ReceiverCheckRequest,
    bodyLimit: RECEIVER_CHECK_LIMITS.bodyBytes,
    rate: { perMinute: 10, perDay: 100 },
    legacy: false,
    hasGetExample: true,
    checkLimits: limits.checkReceiverLimits,
    getExtras: () => ({ templates: listTemplates() }),
  },
];

/** Limits for the other routes: key issuing and the documentation GETs. */
export const KEYS_RATE: RatePolicy = { perMinute: 5, perDay: 20 };
export const GET_RATE: RatePolicy = { perMinute: 60, perDay: 2000 };
