import type { FastifyRequest } from 'fastify';
import { verifyKey } from './keys.js';

export type Tier = 'anonymous' | 'free';

export interface Caller {
  readonly tier: Tier;
  /** Id of a valid key, for its own rate-limit bucket. */
  readonly keyId: string | null;
  /** Set when a key was sent but is not valid. */
  readonly warning: string | null;
}

export const INVALID_KEY_WARNING =
  'The API key sent is not valid; the request was served as anonymous with anonymous rate limits. Get a key with POST /api/keys.';

/** The key from X-API-Key or Authorization: Bearer, if any. */
export function presentedKey(req: FastifyRequest): string | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    if (m) return m[1].trim();
  }
  return null;
}

export function identifyCaller(req: FastifyRequest, secret: string): Caller {
  const key = presentedKey(req);
  if (key === null) return { tier: 'anonymous', keyId: null, warning: null };
  const keyId = verifyKey(secret, key);
  return keyId
    ? { tier: 'free', keyId, warning: null }
    : { tier: 'anonymous', keyId: null, warning: INVALID_KEY_WARNING };
}

/**
 * Adds `tier`, and `warning` when a key was sent but is not valid. One rule on every endpoint:
 * SPEC.md (Authentication 3) names the quote family, and a caller of pack or pallet-estimate
 * deserves the same notice that its key was ignored.
 */
export function withTier<T extends Record<string, unknown>>(
  body: T,
  caller: Caller,
): T & { tier: Tier; warning?: string } {
  const out: T & { tier: Tier; warning?: string } = { ...body, tier: caller.tier };
  if (caller.warning) out.warning = caller.warning;
  return out;
}
