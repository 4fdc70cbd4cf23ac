import type { FastifyInstance } from 'fastify';
import { ENGINE_VERSION } from '../../core/version.js';
import type { RateStore } from '../rate-limit/store.js';
import type { PlanPool } from '../workers/pool.js';

/**
 * Operations endpoints beside /healthz (liveness):
 * - GET /readyz: readiness for a load balancer. 503 while the instance drains (SIGTERM) or while
 *   a lane's queue is full or its expected wait is over the queue-wait limit, so new work goes to
 *   another replica instead of being refused here; 200 otherwise. A Redis outage does not make an
 *   instance unready (every replica shares the one Redis; limits fall back to local counters).
 * - GET /metrics: Prometheus text format: requests by route and status, the planning outcomes
 *   that matter to an operator (wall-cap cuts, compute timeouts, lost workers, overload refusals),
 *   and per-lane workers, queue depth, running tasks and expected wait.
 * Both are answered on the event loop, never queued behind planning work, and are not rate-limited.
 */
export interface ReadinessLimits {
  readonly queueMax: number;
  readonly queueWaitMs: number;
}

/** Error codes of planning answers an operator watches, counted as they are sent. */
const WATCHED_ERRORS = ['compute_timeout', 'worker_lost', 'overloaded', 'rate_limited', 'shutting_down'] as const;

export function registerOperations(
  app: FastifyInstance,
  pool: PlanPool,
  store: RateStore,
  limits: ReadinessLimits,
  isClosing: () => boolean,
): void {
  const requests = new Map<string, number>();
  const errors = new Map<string, number>();
  let timeCapped = 0;

  // The body as an object, before serialization and compression: which error, and whether the cap cut the plan.
  app.addHook('preSerialization', async (_req, reply, payload) => {
    const body = payload as { error?: unknown; timeCapped?: unknown } | null;
    if (body && typeof body === 'object') {
      if (
        reply.statusCode >= 400 &&
        typeof body.error === 'string' &&
        (WATCHED_ERRORS as readonly string[]).includes(body.error)
      )
        errors.set(body.error, (errors.get(body.error) ?? 0) + 1);
      if (body.timeCapped !== undefined) timeCapped++;
    }
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const key = `${req.method} ${req.routeOptions.url ?? 'unmatched'}\u0000${reply.statusCode}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
  });

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const reasons = unreadyReasons(pool, limits, isClosing());
    reply.code(reasons.length === 0 ? 200 : 503);
    return { status: reasons.length === 0 ? 'ready' : 'not_ready', reasons };
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    const s = pool.stats;
    const lines: string[] = [];
    const metric = (name: string, type: 'counter' | 'gauge', help: string, samples: Array<[string, number]>) => {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      for (const [labels, value] of samples) lines.push(`${name}${labels} ${value}`);
    };
    metric('stowage_info', 'gauge', 'Engine version and the rate-limit store.', [
      [`{engine_version="${ENGINE_VERSION}",redis="${store.health ?? 'not_configured'}"}`, 1],
    ]);
    metric(
      'stowage_http_requests_total',
      'counter',
      'Answers sent, by route and status.',
      [...requests.entries()].sort().map(([k, v]) => {
        const [route, status] = k.split('\u0000');
        return [`{route="${escapeLabel(route)}",status="${status}"}`, v];
      }),
    );
    metric(
      'stowage_planning_errors_total',
      'counter',
      'Planning answers refused or cut, by error code.',
      WATCHED_ERRORS.map((c) => [`{code="${c}"}`, errors.get(c) ?? 0]),
    );
    metric(
      'stowage_time_capped_total',
      'counter',
      'Plans cut by the wall-time cap (valid, but may differ run to run).',
      [['', timeCapped]],
    );
    // One family per gauge, every lane's sample under it (the text format wants a family's samples together).
    const lanes = Object.entries(s.lanes);
    const perLane = (
      name: string,
      type: 'counter' | 'gauge',
      help: string,
      value: (l: (typeof lanes)[number][1]) => number,
    ) =>
      metric(
        name,
        type,
        help,
        lanes.map(([lane, l]) => [`{lane="${lane}"}`, value(l)]),
      );
    perLane('stowage_lane_workers', 'gauge', 'Worker threads of the lane.', (l) => l.workers);
    perLane('stowage_lane_queued', 'gauge', 'Tasks waiting in the lane.', (l) => l.queued);
    perLane('stowage_lane_running', 'gauge', 'Tasks running in the lane.', (l) => l.running);
    perLane('stowage_lane_completed_total', 'counter', 'Tasks the lane completed.', (l) => l.completed);
    perLane(
      'stowage_lane_expected_wait_ms',
      'gauge',
      'Expected wait of a new task in the lane, ms.',
      (l) => l.expectedWaitMs,
    );
    return `${lines.join('\n')}\n`;
  });
}

/** Why the instance should not get new work now (empty: ready). */
export function unreadyReasons(pool: PlanPool, limits: ReadinessLimits, closing: boolean): string[] {
  const reasons: string[] = [];
  if (closing) reasons.push('draining: the instance is shutting down');
  for (const [name, lane] of Object.entries(pool.stats.lanes)) {
    if (lane.queued >= limits.queueMax) reasons.push(`${name} lane queue full (${lane.queued} of ${limits.queueMax})`);
    else if (lane.expectedWaitMs > limits.queueWaitMs)
      reasons.push(`${name} lane expected wait ${lane.expectedWaitMs} ms over ${limits.queueWaitMs} ms`);
  }
  return reasons;
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
