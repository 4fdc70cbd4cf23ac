import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { clientBucket } from '../rate-limit/client-key.js';
import type { AppConfig } from '../../config.js';
import { withTier } from '../auth/tier.js';
import { ENDPOINTS, GET_RATE, type EndpointName, type EndpointSpec } from '../endpoints.js';
import type { ExampleResponses } from '../examples/example-responses.js';
import { ApiError, apiError, validationErrors } from '../errors.js';
import { EXAMPLE_REQUESTS } from '../../examples/requests.js';
import { HANDLERS } from '../handlers/registry.js';
import type { PlanPool } from '../workers/pool.js';
import type { PlanResult } from '../workers/plan-worker.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { requestCost } from '../rate-limit/request-cost.js';
import { PLACEMENT_MODES, type PlacementMode, shapePlacements } from '../placements.js';
import type { JobService } from './jobs.js';
import { wantsAsync } from './jobs.js';
import type { SyncAnswers } from '../idempotency/sync-answers.js';

const ERROR_REF = { $ref: 'ErrorBody#' };

/** Hard wall-time cap of one request; the `thorough` pack and order-plan budgets may search longer. */
const capFor = (spec: EndpointSpec, body: { budget?: string }, config: AppConfig) =>
  (spec.name === 'pack' || spec.name === 'order-plan') && body.budget === 'thorough'
    ? config.thoroughCapMs
    : config.computeCapMs;

/** Who the pool queues and caps a request under: its key, or its address (IPv6 by /64) without one. */
const clientOf = (req: FastifyRequest) =>
  req.caller.keyId ? `key:${req.caller.keyId}` : clientBucket(req.clientAddress || req.ip);

/** Told of every plan a worker answered (the request log line and the planning metrics). */
type OnPlanned = (result: Extract<PlanResult, { ok: true }>) => void;

/** Runs one planning request through the pool: the synchronous route's path, also taken by jobs (jobs/run-job.ts). */
export async function plan(
  pool: PlanPool,
  spec: EndpointSpec,
  body: unknown,
  capMs: number,
  from?: { signal: AbortSignal; client: string; onRun?: (ms: number) => void },
  onPlanned?: OnPlanned,
) {
  const result = await pool.run({ endpoint: spec.name, body, capMs, ...from });
  if (result.ok) onPlanned?.(result);
  if (!result.ok) {
    // A bug in a handler: logged with its stack by the error handler, answered as a plain 500.
    if (result.status >= 500) throw Object.assign(new Error(result.message), { stack: result.stack });
    throw new ApiError(result.code, result.status, result.message, result.field || undefined);
  }
  // Same input, same answer holds for searches stopped by their work budget; the wall-time cap
  // depends on the machine's load, so an answer it cut says so first.
  const cut = result.timeCapped ? { timeCapped: { capMs, note: TIME_CAP_NOTE } } : {};
  return { ...cut, ...result.body, computeMs: result.computeMs };
}

const TIME_CAP_NOTE =
  'The hard wall-time cap stopped the search before its work budget was spent: the plan is valid, but the same request may get a different (usually better) plan on a less loaded service.';

/** Aborts when the client disconnects before its answer is sent (its queued work is then dropped). */
function clientGone(raw: { once(event: 'close', cb: () => void): unknown; writableFinished: boolean }): AbortSignal {
  const gone = new AbortController();
  raw.once('close', () => {
    if (!raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** The nine POST endpoints (and their GET documentation), all through one shared mechanism. */
export function registerPlanningRoutes(
  app: FastifyInstance,
  pool: PlanPool,
  config: AppConfig,
  examples: ExampleResponses,
  /** `Prefer: respond-async` jobs and Idempotency-Key answers (absent: neither). */
  shared?: { jobs: JobService; answers: SyncAnswers },
): void {
  app.addSchema({
    $id: 'ErrorBody',
    type: 'object',
    required: ['type', 'title', 'status', 'detail', 'instance', 'error', 'message'],
    properties: {
      type: { type: 'string', description: 'RFC 9457 problem type: urn:stowage:problem:<error>.' },
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
      instance: { type: 'string' },
      error: { type: 'string', description: 'Stable lower-snake code.' },
      message: { type: 'string' },
      field: { type: 'string', description: 'JSON path of the offending field, e.g. items[3].qty.' },
      errors: {
        type: 'array',
        items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  });

  for (const spec of ENDPOINTS) {
    const implemented = HANDLERS[spec.name] !== undefined;
    app.post(spec.path, {
      bodyLimit: spec.bodyLimit,
      config: { rate: spec.rate, legacy: spec.legacy },
      schema: {
        summary: spec.summary,
        description: `${spec.summary} Body limit ${spec.bodyLimit / 1024} KB; anonymous rate ${spec.rate.perMinute}/min and ${spec.rate.perDay}/day per IP (5× with a key).${implemented ? '' : ' Engine not yet available: answers 501.'}`,
        tags: ['planning'],
        body: spec.schema,
        querystring: PLACEMENTS_QUERY,
        response: {
          400: ERROR_REF,
          404: ERROR_REF,
          413: ERROR_REF,
          422: ERROR_REF,
          415: ERROR_REF,
          429: ERROR_REF,
          501: ERROR_REF,
          503: ERROR_REF,
        },
      },
      preHandler: async (req) => {
        const problems = spec.checkLimits(req.body);
        if (problems.length > 0) throw validationErrors(problems);
        const cost = requestCost(spec.name, req.body);
        if (cost > 1 && req.chargeRest) await req.chargeRest(cost);
        await req.computeBudget?.check();
      },
      handler: async (req, reply) => {
        if (!implemented)
          throw apiError(
            'not_implemented',
            `${spec.path} is specified but its engine has not landed yet; no plan is made up in its place`,
          );
        const client = clientOf(req);
        if (shared && wantsAsync(req)) return shared.jobs.submit(req, reply, spec, client);
        if (shared && (await shared.answers.before(req, reply, spec.name, client))) return reply;
        try {
          const body = await plan(
            pool,
            spec,
            req.body,
            capFor(spec, req.body as { budget?: string }, config),
            { signal: clientGone(reply.raw), client, onRun: req.computeBudget?.charge },
            (result) => recordPlan(req.log, app.metrics, spec.name, result),
          );
          const answer = shapePlacements(
            withTier(body, req.caller),
            (req.query as { placements?: PlacementMode }).placements,
          );
          await shared?.answers.answered(req, JSON.stringify(answer));
          return answer;
        } catch (err) {
          await shared?.answers.failed(req);
          throw err;
        }
      },
    });

    if (spec.hasGetExample) registerExample(app, spec, examples);
  }
}

/** ?placements=full|none|compact (placements.ts): how the answer carries its positioned boxes. */
const PLACEMENTS_QUERY = {
  type: 'object',
  properties: {
    placements: {
      type: 'string',
      enum: PLACEMENT_MODES,
      default: 'full',
      description:
        'full (default): every positioned box and layer rectangle; none: placement arrays sent empty (totals, checks and verdicts only); compact: placement arrays as tables in compactPlacements, about half the bytes.',
    },
  },
};

/** GET: documentation with a runnable example; the example response comes from the engine itself. */
function registerExample(app: FastifyInstance, spec: EndpointSpec, examples: ExampleResponses): void {
  app.get(
    spec.path,
    {
      config: { rate: GET_RATE },
      schema: { summary: `Documentation and example for POST ${spec.path}.`, tags: ['examples'] },
    },
    async () => {
      const request = EXAMPLE_REQUESTS[spec.name];
      const doc = {
        endpoint: `POST ${spec.path}`,
        summary: spec.summary,
        reference: '/docs',
        ...spec.getExtras?.(),
        request,
      };
      const response = await examples.get(spec.name);
      if (response === null)
        return { ...doc, response: null, note: 'The engine of this endpoint has not landed yet; POST answers 501.' };
      return { ...doc, response };
    },
  );
}

/**
 * One log line per plan (endpoint, inputHash, work, stoppedBy, CPU and wall ms) and the planning
 * metrics: CPU time by endpoint, and cap events.
 */
export function recordPlan(
  log: FastifyBaseLogger,
  metrics: ServiceMetrics,
  endpoint: EndpointName,
  result: Extract<PlanResult, { ok: true }>,
): void {
  if (result.cpuMs !== undefined) metrics.planCpu.observe({ endpoint }, result.cpuMs / 1000);
  if (result.timeCapped) metrics.timeCapped.inc({ endpoint });
  log.info(
    {
      endpoint,
      ...result.summary,
      cpuMs: result.cpuMs,
      computeMs: result.computeMs,
      ...(result.timeCapped ? { timeCapped: true } : {}),
    },
    'planned',
  );
}

/**
 * No cap on the documentation examples: they are small, fixed requests, and a cap measured on a
 * loaded replica could cut one and publish a time-capped example (their work budget ends them).
 */
export const EXAMPLE_CAP_MS = Number.POSITIVE_INFINITY;

/** Runs an example request through the pool, with no cap, on first use (examples/example-responses.ts). */
export const exampleRunner = (pool: PlanPool) => (name: EndpointName, request: Record<string, unknown>) => {
  const spec = ENDPOINTS.find((e) => e.name === name);
  if (!spec) throw new Error(`unknown endpoint ${name}`);
  return plan(pool, spec, request, EXAMPLE_CAP_MS);
};
