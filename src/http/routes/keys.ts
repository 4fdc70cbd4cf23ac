import type { FastifyInstance } from 'fastify';
import { issueKey } from '../auth/keys.js';
import { KEYS_RATE, KEY_MULTIPLIER } from '../endpoints.js';

/** The body of POST /api/keys is ignored; anything larger than this is refused (413) before it is read in full. */
export const KEYS_BODY_LIMIT = 4 * 1024;

/** "Keys are free and issued instantly": signed keys, shown once, never stored or logged. */
export function registerKeyRoutes(app: FastifyInstance, secret: string): void {
  app.post(
    '/api/keys',
    {
      config: { rate: KEYS_RATE },
      bodyLimit: KEYS_BODY_LIMIT,
      schema: { summary: 'Issue a free API key (shown once).', tags: ['keys'] },
    },
    async (_req, reply) => {
      const { key } = issueKey(secret);
      reply.code(201).header('cache-control', 'no-store');
      return {
        key,
        tier: 'free',
        note: `Shown once; it is not stored. Send it as X-API-Key or Authorization: Bearer. It gives its own rate-limit bucket at ${KEY_MULTIPLIER}× the anonymous limits.`,
      };
    },
  );
}
