import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorBody } from './errors.js';
import { firstIssues, toFieldProblems } from './validation-errors.js';

const FASTIFY_CODES: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'payload_too_large',
    message: 'request body is larger than this endpoint accepts',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'unsupported_media_type',
    message: 'send the body as Content-Type: application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'invalid_json', message: 'the body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'invalid_json', message: 'the body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'bad_request',
    message: 'Content-Length does not match the body',
  },
};

/** Validation problems listed in one answer: enough for any hand-written body, bounded for a hostile one. */
export const MAX_LISTED = 50;

/** Plugin errors (static files, for example) that carry a status but no code of ours. */
const CODE_BY_STATUS: Record<number, string> = { 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed' };

/** Every error, whatever its origin, leaves as the NOTES.md body; only genuine bugs are 500s. */
export function errorHandler(
  this: unknown,
  err: FastifyError & { validation?: unknown[] },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (err instanceof ApiError) {
    reply.headers(err.headers);
    return reply.code(err.status).send(err.toBody());
  }
  if (Array.isArray(err.validation) && err.validation.length > 0) {
    const legacy = Boolean((req.routeOptions.config as { legacy?: boolean } | undefined)?.legacy);
    const problems = toFieldProblems(firstIssues(err.validation as never, MAX_LISTED), legacy, req.body);
    // every problem of the request (at most MAX_LISTED); error, message and field repeat the first
    const body: ErrorBody = {
      error: 'validation_failed',
      message: problems[0].message,
      field: problems[0].field,
      errors: problems.slice(0, MAX_LISTED).map(({ field, message }) => ({ field, message })),
    };
    return reply.code(400).send(body);
  }
  const known = err.code ? FASTIFY_CODES[err.code] : undefined;
  if (known && err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = req.routeOptions.bodyLimit;
    return reply.code(known.status).send({
      error: known.error,
      message: `${known.message}: at most ${limit} bytes (${Math.round(limit / 1024)} KB) on ${req.method} ${req.routeOptions.url}`,
    });
  }
  if (known) return reply.code(known.status).send({ error: known.error, message: known.message });
  if (err instanceof SyntaxError || (err.statusCode === 400 && /JSON|Unexpected/i.test(err.message))) {
    return reply.code(400).send({ error: 'invalid_json', message: `the body is not valid JSON: ${err.message}` });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return reply
      .code(err.statusCode)
      .send({ error: CODE_BY_STATUS[err.statusCode] ?? 'bad_request', message: err.message });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({
    error: 'internal_error',
    message: 'internal error; the request id in X-Request-Id identifies it in the logs',
  });
}
