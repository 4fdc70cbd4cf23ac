/**
 * What /openapi.json says about each operation beyond its request schema: a stable
 * operationId, the status codes it can really give, and the headers those responses carry.
 */
import type { EndpointName, EndpointSpec } from '../endpoints.js';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export const postOperationId = (name: EndpointName) => camel(name);
export const getOperationId = (name: EndpointName) => `get${camel(name).replace(/^./, (c) => c.toUpperCase())}Example`;

/** Error statuses a planning POST can answer with. */
export function postErrorStatuses(spec: EndpointSpec, implemented: boolean): number[] {
  if (!implemented) return [400, 413, 415, 429, 501];
  return [400, ...(spec.name === 'receiver-check' ? [404] : []), 413, 415, 422, 429, 503];
}

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: `field` names the JSON path at fault and `errors` lists every problem; on every path, also an API key sent in the URL (field api_key).',
  404: 'Unknown profileId.',
  405: 'Method not allowed on this path; see Allow.',
  413: 'Body larger than this endpoint accepts; the message states the limit.',
  415: 'Send Content-Type: application/json.',
  422: 'input_too_large: a valid request whose answer would exceed a size limit (field names what to change). input_not_plannable: this exact request killed a planning worker or overran the compute cap a short while ago (input_not_plannable, field $); it would fail again, so it is refused at once. Not retryable: send a smaller or different problem.',
  429: 'Rate limit, compute budget or per-client task cap exceeded (rate_limited, too_many_tasks); see Retry-After. A free key raises the limits 5 times.',
  501: 'Specified, but the engine has not landed: no plan is made up in its place.',
  503: 'Busy or shutting down: retry after Retry-After seconds. A plan that overran the compute cap or killed its worker (compute_timeout, worker_lost) has no Retry-After: it is not retryable.',
};

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ description, schema: { type } });

export const HEADERS = {
  requestId: {
    'X-Request-Id': header(
      'Request id (echoed when the client sent a valid one); it identifies the request in the logs.',
    ),
  },
  rate: {
    'X-RateLimit-Limit': header('Requests allowed in the current window.', 'integer'),
    'X-RateLimit-Remaining': header('Requests left in the current window.', 'integer'),
    'X-RateLimit-Reset': header('Seconds until the window resets.', 'integer'),
    RateLimit: header(
      'IETF RateLimit field (structured): the binding policy, its remaining quota r and seconds to reset t, e.g. "minute";r=4;t=38.',
    ),
    'RateLimit-Policy': header(
      'IETF RateLimit-Policy field (structured): each policy with quota q and window w in seconds, e.g. "minute";q=10;w=60, "day";q=100;w=86400.',
    ),
  },
  retryAfter: { 'Retry-After': header('Seconds to wait before retrying.', 'integer') },
};
