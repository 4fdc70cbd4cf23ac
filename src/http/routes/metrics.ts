import type { FastifyInstance } from 'fastify';
import { ENGINE_VERSION } from '../../core/version.js';
import { API_VERSION } from '../api-version.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import type { RateStore } from '../rate-limit/store.js';
import type { PlanPool } from '../workers/pool.js';

/**
 * Operations endpoints beside /healthz (liveness):
 * - GET /readyz: readiness for a load balancer. 503 while the instance drains (SIGTERM), while a
 *   lane's queue is full or its expected wait is over the queue-wait limit (new work should go to
 *   another replica rather than be refused here), or, with REDIS_REQUIRED, while Redis is down;
 *   200 otherwise. Without REDIS_REQUIRED a Redis outage leaves the instance ready (every replica
 *   shares the one Redis, and rate limits fall back to local counters).
 * - GET /metrics: Prometheus text format from prom-client (metrics/service-metrics.ts).
 * Both are answered on the event loop, never queued behind planning work, and are not rate-limited.
 */
export interface ReadinessLimits {
  readonly queueMax: number;
  readonly queueWaitMs: number;
  /** Redis down makes the instance unready (REDIS_REQUIRED). */
  readonly redisRequired?: boolean;
}

/** Error codes of planning answers an operator watches, counted as they are sent. */
const WATCHED_ERRORS = [
  'compute_timeout',
  'worker_lost',
  'overloaded',
  'rate_limited',
  'too_many_tasks',
  'input_not_plannable',
  'shutting_down',
] as const;

export function registerOperations(
  app: FastifyInstance,
  pool: PlanPool,
  /** The Redis-backed store, if any: its health is read at each probe and scrape. */
  store: RateStore,
  limits: ReadinessLimits,
  isClosing: () => boolean,
): void {
  const metrics: ServiceMetrics = app.metrics;
  metrics.readLanes(() => pool.stats.lanes);
  metrics.readInfo(() => ({
    engine_version: ENGINE_VERSION,
    api_version: API_VERSION,
    redis: store.health ?? 'not_configured',
  }));
  for (const code of WATCHED_ERRORS) metrics.planningErrors.inc({ code }, 0);

  // The body as an object, before serialization and compression: which error it answers.
  app.addHook('preSerialization', async (_req, reply, payload) => {
    const body = payload as { error?: unknown } | null;
    if (
      reply.statusCode >= 400 &&
      body &&
      typeof body === 'object' &&
      typeof body.error === 'string' &&
      (WATCHED_ERRORS as readonly string[]).includes(body.error)
    )
      metrics.planningErrors.inc({ code: body.error });
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route template, never the URL: unmatched paths share one label, so labels stay bounded.
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  // Requests Node refuses before Fastify sees them (Fastify answers them, logging at trace only):
  // one info line and a count each, so transport-level failures show in the log and the metrics.
  app.server.on('clientError', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ECONNRESET') return;
    const code = err.code ?? 'unknown';
    metrics.clientErrors.inc({ code });
    app.log.info({ code, reason: err.message }, 'client error');
  });

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const reasons = unreadyReasons(pool, limits, isClosing(), store.health);
    reply.code(reasons.length === 0 ? 200 : 503);
    return { status: reasons.length === 0 ? 'ready' : 'not_ready', reasons };
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** Why the instance should not get new work now (empty: ready). */
export function unreadyReasons(
  pool: Pick<PlanPool, 'stats'>,
  limits: ReadinessLimits,
  closing: boolean,
  redis?: 'ok' | 'degraded',
): string[] {
  const reasons: string[] = [];
  if (closing) reasons.push('draining: the instance is shutting down');
  for (const [name, lane] of Object.entries(pool.stats.lanes)) {
    if (lane.queued >= limits.queueMax) reasons.push(`${name} lane queue full (${lane.queued} of ${limits.queueMax})`);
    else if (lane.expectedWaitMs > limits.queueWaitMs)
      reasons.push(`${name} lane expected wait ${lane.expectedWaitMs} ms over ${limits.queueWaitMs} ms`);
  }
  if (limits.redisRequired && redis !== 'ok')
    reasons.push(`redis ${redis ?? 'not configured'} and REDIS_REQUIRED is set`);
  return reasons;
}
