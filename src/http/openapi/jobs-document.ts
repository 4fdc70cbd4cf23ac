/**
 * The job API in /openapi.json: the planning POSTs' asynchronous answer (202) and idempotency
 * answers (409, 422), their request headers, and the job routes with closed response shapes.
 * Each planning 200 body becomes a named component (`<Operation>Response`), referenced by its
 * POST and by a job's `result`, so the document holds each once.
 */
import { ENDPOINTS } from '../endpoints.js';
import { HEADERS, postOperationId } from './operations.js';

type Json = Record<string, any>;

const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const problem = (description: string, headers: Json = {}) => ({
  description,
  headers: { ...HEADERS.requestId, ...headers },
  content: { 'application/problem+json': { schema: ERROR } },
});
const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, _d: string, c: string) => c.toUpperCase());

const JOB_PROPERTIES = (results: Json[]) => ({
  id: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,40}$', description: 'The job id (the last segment of its URL).' },
  endpoint: { type: 'string', enum: ENDPOINTS.map((e) => e.name), description: 'The planning endpoint the job runs.' },
  status: {
    type: 'string',
    enum: ['queued', 'running', 'completed', 'failed'],
    description:
      'completed: `result` holds the answer; failed: `error` holds the problem the synchronous call would have answered.',
  },
  progress: { type: 'integer', minimum: 0, maximum: 100, description: '0 queued, 10 running, 100 finished.' },
  submittedAt: { type: 'string', format: 'date-time' },
  startedAt: { type: 'string', format: 'date-time', description: 'When its current (or last) run started.' },
  finishedAt: { type: 'string', format: 'date-time' },
  queueWaitMs: {
    type: 'integer',
    minimum: 0,
    description: 'From submission to the start of its current (or last) run.',
  },
  attempts: {
    type: 'integer',
    minimum: 0,
    description: 'Runs started: more than 1 when the replica running it died and another took it over.',
  },
  location: { type: 'string', description: 'This job: GET it for its status.' },
  resultUrl: { type: 'string', description: "Once finished: the synchronous call's answer alone, status and bytes." },
  webhook: { type: 'string', description: 'The Webhook-Url given at submission.' },
  webhookSecret: {
    type: 'string',
    description:
      "Only in the 202 answer, with a Webhook-Url: the secret that signs this job's notice (Webhook-Signature).",
  },
  errorStatus: { type: 'integer', description: 'A failed job: the status the synchronous call would have answered.' },
  error: ERROR,
  result: {
    description:
      "A completed job: the body the synchronous call gives (its endpoint's 200 schema), byte for byte bar its timing fields.",
    anyOf: results,
  },
});

export function finishJobs(doc: Json): void {
  const paths = doc.paths as Json;
  const schemas = doc.components.schemas as Json;
  const results: Json[] = [];
  for (const spec of ENDPOINTS) {
    const post = paths[spec.path]?.post;
    const content = post?.responses?.[200]?.content?.['application/json'];
    if (!content?.schema) continue;
    const name = `${pascal(postOperationId(spec.name))}Response`;
    if (!content.schema.$ref) {
      schemas[name] = content.schema;
      content.schema = { $ref: `#/components/schemas/${name}` };
    }
    results.push({ $ref: `#/components/schemas/${name}` });
    post.parameters = [
      ...(post.parameters ?? []),
      {
        name: 'Prefer',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description:
          '`respond-async`: answer 202 at once with a job (docs/api/jobs.md); the job gets the job cap (JOB_CAP_MS).',
      },
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 255 },
        description:
          'A retry with the same key and body gets the first answer again (synchronous: the same bytes, not planned again; with respond-async: the same job). The same key with another body: 422 idempotency_key_reused.',
      },
      {
        name: 'Webhook-Url',
        in: 'header',
        required: false,
        schema: { type: 'string', maxLength: 2048 },
        description: 'With respond-async: an https URL that gets a signed notice when the job finishes.',
      },
    ];
    post.responses[202] = {
      description: 'Prefer: respond-async: the job was queued (or, with a known Idempotency-Key, already exists).',
      headers: {
        ...HEADERS.requestId,
        Location: { description: 'The job: GET it for its status and result.', schema: { type: 'string' } },
        'Preference-Applied': { description: 'respond-async', schema: { type: 'string' } },
        'Retry-After': { description: 'Seconds before looking at the job.', schema: { type: 'integer' } },
      },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } },
    };
    post.responses[409] = problem(
      'idempotency_in_progress: the first request with this Idempotency-Key is still being planned; retry after Retry-After.',
      HEADERS.retryAfter,
    );
    const reused = 'Or idempotency_key_reused: the Idempotency-Key was used before for another body or endpoint.';
    if (post.responses[422]) post.responses[422].description = `${post.responses[422].description} ${reused}`;
    else post.responses[422] = problem(reused);
  }
  schemas.Job = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'endpoint', 'status', 'progress', 'submittedAt', 'attempts', 'location'],
    properties: JOB_PROPERTIES(results),
  };
  const job = paths['/api/jobs/{id}']?.get;
  if (job) {
    job.operationId = 'getJob';
    job.description =
      'The job submitted with Prefer: respond-async: status, progress, and once finished its result (or its problem). Jobs are kept for JOB_TTL_MS (24 h by default) after they finish; any replica answers.';
    job.responses = {
      200: {
        description: 'The job. While it is queued or running, Retry-After suggests when to look again.',
        headers: { ...HEADERS.requestId, ...HEADERS.rate },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } },
      },
      400: problem('A malformed request.'),
      404: problem('No such job (or it expired).'),
      429: problem('Rate limit exceeded.', HEADERS.retryAfter),
      503: problem('The job queue (Redis) is not answering just now.', HEADERS.retryAfter),
    };
  }
  const result = paths['/api/jobs/{id}/result']?.get;
  if (result) {
    result.operationId = 'getJobResult';
    result.description =
      "A finished job's answer alone: the synchronous call's status and body (bytes as that call sends them), for clients that pass it on as is.";
    result.responses = {
      200: {
        description: "The synchronous call's 200 body.",
        headers: { ...HEADERS.requestId, ...HEADERS.rate },
        content: { 'application/json': { schema: { anyOf: results } } },
      },
      400: problem('A malformed request.'),
      404: problem('No such job (or it expired), or the job failed with 404 (an unknown profileId).'),
      409: problem('job_not_finished: the job is queued or running; see Retry-After.', HEADERS.retryAfter),
      422: problem('The job failed with 422, as the synchronous call would have.'),
      429: problem('Rate limit exceeded.', HEADERS.retryAfter),
      500: problem('The job failed on a bug.'),
      503: problem(
        'The job failed (its plan overran the job cap or lost its worker), or the job queue is not answering.',
      ),
    };
  }
  const revoke = paths['/api/keys/revoke']?.post;
  if (revoke) {
    revoke.operationId = 'revokeKey';
    revoke.description =
      'Revokes an API key for good, on every replica: with an empty body, the key this request carries (X-API-Key or Bearer); with keyId or key, that key, given the X-Admin-Token (ADMIN_TOKEN). A revoked key is then served as anonymous, with a warning.';
    revoke.responses = {
      200: {
        description: 'Revoked.',
        headers: HEADERS.requestId,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              additionalProperties: false,
              required: ['revoked', 'keyId'],
              properties: { revoked: { type: 'boolean', enum: [true] }, keyId: { type: 'string' } },
            },
          },
        },
      },
      400: problem('No valid key sent, or a malformed body.'),
      403: problem('keyId or key without the right X-Admin-Token.'),
      413: problem('Body larger than 4 KB.'),
      415: problem('Send Content-Type: application/json.'),
      429: problem('Rate limit exceeded.', HEADERS.retryAfter),
      503: problem('The shared revocation list cannot be written just now.', HEADERS.retryAfter),
    };
  }
  doc.tags = [
    ...(doc.tags ?? []),
    { name: 'jobs', description: 'Planning as jobs (Prefer: respond-async): status, progress, result, webhooks.' },
  ];
}
