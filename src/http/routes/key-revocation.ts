import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { keyIdOf, type Revocations } from '../auth/revocations.js';
import { KEYS_RATE } from '../endpoints.js';
import { apiError } from '../errors.js';

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /api/keys/revoke: with no `keyId`, revokes the key the request carries (its holder, for
 * a leaked key); with `keyId` (or a whole key in `key`), revokes that one, for an operator holding
 * ADMIN_TOKEN (header X-Admin-Token). Revocation is shared by every replica through Redis and
 * lasts for good; REVOKED_KEYS lists ids revoked by configuration.
 */
export function registerKeyRevocation(app: FastifyInstance, revocations: Revocations, adminToken: string): void {
  app.post<{ Body: { keyId?: string; key?: string } }>(
    '/api/keys/revoke',
    {
      config: { rate: KEYS_RATE },
      bodyLimit: 4 * 1024,
      schema: {
        summary: 'Revoke an API key: your own, or any key with the admin token.',
        tags: ['keys'],
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            keyId: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{22}$',
              description: 'The id part of a key (admin only).',
            },
            key: { type: 'string', maxLength: 200, description: 'A whole key to revoke (admin only).' },
          },
        },
      },
    },
    async (req, reply) => {
      const target = req.body?.keyId ?? (req.body?.key ? keyIdOf(req.body.key) : undefined);
      let keyId: string;
      if (target !== undefined) {
        const token = req.headers['x-admin-token'];
        if (!adminToken || typeof token !== 'string' || !sameToken(token, adminToken))
          throw apiError(
            'forbidden',
            'revoking another key needs the X-Admin-Token of this service (ADMIN_TOKEN)',
            'X-Admin-Token',
          );
        keyId = target;
      } else {
        if (!req.caller.keyId)
          throw apiError(
            'validation_failed',
            'send the key to revoke as X-API-Key or Authorization: Bearer (a valid, unrevoked key)',
            'X-API-Key',
          );
        keyId = req.caller.keyId;
      }
      try {
        await revocations.revoke(keyId);
      } catch {
        throw apiError(
          'overloaded',
          'the shared revocation list (Redis) cannot be written just now; retry',
          undefined,
          {
            'retry-after': '5',
          },
        );
      }
      reply.header('cache-control', 'no-store');
      return { revoked: true, keyId };
    },
  );
}
