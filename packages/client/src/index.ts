/**
 * A typed client of the stowage planning service: request and response types generated from the
 * service's /openapi.json by openapi-typescript (generated/api.d.ts), calls made by openapi-fetch.
 * One method per planning endpoint; a refused request throws a StowageError carrying the
 * problem details (RFC 9457) the service answered.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './generated/api.js';

export type { components, operations, paths } from './generated/api.js';

/** The nine planning endpoints, by their path name. */
export const ENDPOINTS = [
  'pack',
  'pallet-estimate',
  'order-plan',
  'order-quote',
  'order-options',
  'consolidate',
  'box-catalog',
  'case-design',
  'receiver-check',
] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

type Post<E extends Endpoint> = NonNullable<paths[`/api/${E}`]['post']>;
/** The JSON body an endpoint takes. */
export type RequestOf<E extends Endpoint> = Post<E>['requestBody']['content']['application/json'];
/** The JSON body an endpoint answers with 200. */
export type ResponseOf<E extends Endpoint> = Post<E>['responses'][200]['content']['application/json'];

/** A planning job (`Prefer: respond-async` answers 202 with one; GET /api/jobs/{id}). */
export type Job = components['schemas']['Job'];

/** The problem details of a refused request (the service's error body). */
export interface Problem {
  readonly type?: string;
  readonly title?: string;
  readonly status?: number;
  readonly detail?: string;
  /** Stable lower-snake code, e.g. validation_failed, rate_limited, overloaded. */
  readonly error?: string;
  readonly message?: string;
  /** JSON path of the offending field, e.g. items[3].qty. */
  readonly field?: string;
}

export class StowageError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
    /** Seconds to wait before a retry, when the service said (overloaded, rate_limited). */
    readonly retryAfter?: number,
  ) {
    super(
      `${status} ${problem.error ?? 'error'}: ${problem.message ?? problem.detail ?? ''}${problem.field ? ` (${problem.field})` : ''}`,
    );
    this.name = 'StowageError';
  }
}

export interface ClientOptions {
  /** Where the service listens, e.g. http://localhost:8080. */
  readonly baseUrl: string;
  /** An API key from POST /api/keys (raises the rate limits); sent as X-API-Key. */
  readonly apiKey?: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  readonly fetch?: typeof fetch;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The problem members of an error body, whatever its shape. */
export function toProblem(body: unknown): Problem {
  if (!body || typeof body !== 'object') return { message: typeof body === 'string' ? body : undefined };
  const b: Record<string, unknown> = { ...body };
  return {
    type: text(b.type),
    title: text(b.title),
    status: typeof b.status === 'number' ? b.status : undefined,
    detail: text(b.detail),
    error: text(b.error),
    message: text(b.message),
    field: text(b.field),
  };
}

/**
 * A POST answers 200 with the plan, or 202 with a job when the caller asked for one; this client
 * never asks (no Prefer header), so a body that came with 202 is not a plan.
 */
function isPlan<T>(data: T | Job, response: Response): data is T {
  return response.status !== 202;
}

/** The 200 body, or a StowageError with the problem the service answered. */
function answer<T>(result: { data?: T | Job; error?: unknown; response: Response }): T {
  const { data, response } = result;
  if (data !== undefined && response.ok && isPlan(data, response)) return data;
  const retry = Number(response.headers.get('retry-after'));
  throw new StowageError(
    response.status,
    toProblem(result.error),
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

export class StowageClient {
  /** The underlying openapi-fetch client, for the other operations (/api/keys, /healthz, the GET examples). */
  readonly raw: Client<paths>;

  constructor(options: ClientOptions) {
    this.raw = createClient<paths>({
      baseUrl: options.baseUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      headers: options.apiKey ? { 'x-api-key': options.apiKey } : {},
    });
  }

  /** Cartons into one container or truck, with the checks of the load. */
  async pack(body: RequestOf<'pack'>): Promise<ResponseOf<'pack'>> {
    return answer(await this.raw.POST('/api/pack', { body }));
  }
  /** Cartons onto one pallet. */
  async palletEstimate(body: RequestOf<'pallet-estimate'>): Promise<ResponseOf<'pallet-estimate'>> {
    return answer(await this.raw.POST('/api/pallet-estimate', { body }));
  }
  /** An order onto the fewest pallets. */
  async orderPlan(body: RequestOf<'order-plan'>): Promise<ResponseOf<'order-plan'>> {
    return answer(await this.raw.POST('/api/order-plan', { body }));
  }
  /** An order quoted on pallets: counts, weights, limit checks, input hash. */
  async orderQuote(body: RequestOf<'order-quote'>): Promise<ResponseOf<'order-quote'>> {
    return answer(await this.raw.POST('/api/order-quote', { body }));
  }
  /** Quantity changes that save pallets. */
  async orderOptions(body: RequestOf<'order-options'>): Promise<ResponseOf<'order-options'>> {
    return answer(await this.raw.POST('/api/order-options', { body }));
  }
  /** Purchase orders consolidated into containers. */
  async consolidate(body: RequestOf<'consolidate'>): Promise<ResponseOf<'consolidate'>> {
    return answer(await this.raw.POST('/api/consolidate', { body }));
  }
  /** A catalogue of shipping boxes for a set of orders. */
  async boxCatalog(body: RequestOf<'box-catalog'>): Promise<ResponseOf<'box-catalog'>> {
    return answer(await this.raw.POST('/api/box-catalog', { body }));
  }
  /** Case sizes for a product, ranked. */
  async caseDesign(body: RequestOf<'case-design'>): Promise<ResponseOf<'case-design'>> {
    return answer(await this.raw.POST('/api/case-design', { body }));
  }
  /** An order quote checked against a receiver's rules. */
  async receiverCheck(body: RequestOf<'receiver-check'>): Promise<ResponseOf<'receiver-check'>> {
    return answer(await this.raw.POST('/api/receiver-check', { body }));
  }
}
