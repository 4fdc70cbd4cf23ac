import type { FastifyInstance } from 'fastify';
import { ENGINE_VERSION } from '../../core/version.js';
import type { RateStore } from '../rate-limit/store.js';
import type { PlanPool } from '../workers/pool.js';

/**
 * Liveness: answered on the event loop, never queued behind planning work. A Redis outage
 * shows as `redis: "degraded"` with status 200: every replica shares the one Redis, so a
 * failing health check would make a load balancer drain them all at once.
 */
export function registerHealth(app: FastifyInstance, pool: PlanPool, store: RateStore): void {
  app.get(
    '/healthz',
    { schema: { summary: 'Liveness, pool state and the rate-limit store.', tags: ['operations'] } },
    async () => ({
      status: 'ok',
      engineVersion: ENGINE_VERSION,
      redis: store.health ?? 'not_configured',
      pool: pool.stats,
    }),
  );
}
