import { createHash, createHmac } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { FastifyRequest } from 'fastify';
import { apiError } from '../errors.js';

/** A key the client may choose: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key header, or null; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim().replace(/^"(.*)"$/, '$1');
  if (!KEY.test(value))
    throw apiError(
      'validation_failed',
      'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, for example)',
      'Idempotency-Key',
    );
  return value;
}

/** What a key promises to repeat: the endpoint and the body, canonical (key order and spacing do not matter). */
export function requestFingerprint(endpoint: string, body: unknown): string {
  return createHash('sha256')
    .update(canonicalize({ endpoint, body }) ?? '')
    .digest('base64url');
}

/**
 * Where a client's key is remembered: keys are the client's own (its API key id, or its address
 * bucket without one), so two clients choosing the same key never meet. Keyed by an HMAC of the
 * service secret, so a stored name reveals neither the client nor the key, and job ids built from
 * it cannot be guessed.
 */
export const scopedKey = (secret: string, kind: 'sync' | 'job', client: string, key: string) =>
  createHmac('sha256', secret).update(`${kind}|${client}|${key}`).digest('base64url').slice(0, 32);

export const reusedKey = () =>
  apiError(
    'idempotency_key_reused',
    'this Idempotency-Key was already used for a different request (another endpoint or body); use a new key for a new request',
    'Idempotency-Key',
  );
