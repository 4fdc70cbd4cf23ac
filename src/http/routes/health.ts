import type { FastifyInstance } from 'fastify';
import { ENGINE_VERSION } from '../../core/version.js';
import type { PlanPool } from '../workers/pool.js';

/** Liveness: answered on the event loop, never queued behind planning work. */
export function registerHealth(app: FastifyInstance, pool: PlanPool): void {
  app.get('/healthz', { schema: { summary: 'Liveness and pool state.', tags: ['operations'] } }, async () => ({
    status: 'ok',
    engineVersion: ENGINE_VERSION,
    pool: pool.stats,
  }));
}
