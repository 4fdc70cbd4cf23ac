import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from './errors.js';

/**
 * Every error answer as RFC 9457 problem details (`application/problem+json`): `type` (a URN per
 * error code, stable, listed in docs/errors.md), `title` (the code's fixed summary), `status`,
 * `detail` (what went wrong with this request: the same text as `message`) and `instance` (this
 * request's id, as in X-Request-Id). The service's own members stay as extensions: `error` (the
 * code), `message`, `field` and `errors` (every field problem of the request), so clients written
 * against the earlier body keep working.
 */
export const PROBLEM_TYPE_PREFIX = 'urn:stowage:problem:';

/** One fixed title per code: RFC 9457 says it should not change from occurrence to occurrence. */
export const PROBLEM_TITLES: Readonly<Record<ErrorCode, string>> = {
  invalid_json: 'The body is not valid JSON',
  validation_failed: 'The request is not valid',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  input_not_plannable: 'This input cannot be planned',
  input_too_large: 'The answer would exceed a size limit',
  idempotency_key_reused: 'The Idempotency-Key was used for another request',
  method_not_allowed: 'Method not allowed',
  idempotency_in_progress: 'A request with this Idempotency-Key is still being answered',
  job_not_finished: 'The job has not finished',
  payload_too_large: 'The body is too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Rate limit exceeded',
  too_many_tasks: 'Too many tasks for this client',
  client_closed: 'The client closed the request',
  bad_request: 'Bad request',
  internal_error: 'Internal error',
  not_implemented: 'Not implemented',
  overloaded: 'The service is overloaded',
  compute_timeout: 'Planning exceeded its hard time cap',
  shutting_down: 'The instance is shutting down',
  worker_lost: 'The planning worker stopped',
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

interface ServiceError {
  error: string;
  message: string;
}

const isServiceError = (v: unknown): v is ServiceError =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ServiceError).error === 'string' &&
  typeof (v as ServiceError).message === 'string';

/** The service's error body with the problem-details members in front. */
export function asProblem(body: ServiceError, status: number, instance: string): Record<string, unknown> {
  const code = body.error as ErrorCode;
  return {
    type: `${PROBLEM_TYPE_PREFIX}${body.error}`,
    title: PROBLEM_TITLES[code] ?? body.error,
    status,
    detail: body.message,
    instance: `urn:stowage:request:${instance}`,
    ...body,
  };
}

/** Turns every error body the service sends (any route, any origin) into problem details. */
export function registerProblemDetails(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode < 400 || !isServiceError(payload) || 'type' in payload) return payload;
    reply.type(PROBLEM_CONTENT_TYPE);
    return asProblem(payload, reply.statusCode, String(req.id));
  });
}
