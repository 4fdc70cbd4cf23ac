import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointName } from '../endpoints.js';
import { apiError } from '../errors.js';
import { idempotencyKeyOf, requestFingerprint, reusedKey, scopedKey } from './request-key.js';
import type { IdempotencyStore } from './store.js';

interface Reserved {
  readonly key: string;
  readonly fingerprint: string;
}

/**
 * Idempotency-Key on the synchronous planning POSTs. A planning POST changes nothing on the
 * server, so a plain retry is already safe; the key adds that a retry gets the very bytes of the
 * first answer without planning again (and without its cost), even after a timeout or a replica
 * restart (with REDIS_URL), and that a key reused for another request is refused (422).
 */
export class SyncAnswers {
  private readonly reserved = new WeakMap<FastifyRequest, Reserved>();

  constructor(
    private readonly store: IdempotencyStore,
    private readonly secret: string,
  ) {}

  /** Before planning: true when the answer was sent from the store (the route must not plan). */
  async before(req: FastifyRequest, reply: FastifyReply, endpoint: EndpointName, client: string): Promise<boolean> {
    const given = idempotencyKeyOf(req);
    if (given === null) return false;
    const key = scopedKey(this.secret, 'sync', client, given);
    const fingerprint = requestFingerprint(endpoint, req.body);
    const found = await this.store.begin(key, fingerprint);
    if (found.kind === 'reused') throw reusedKey();
    if (found.kind === 'in_progress')
      throw apiError(
        'idempotency_in_progress',
        'the first request with this Idempotency-Key is still being planned; retry in a moment for its answer',
        'Idempotency-Key',
        { 'retry-after': '1' },
      );
    if (found.kind === 'replay') {
      reply.code(found.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8');
      await reply.send(found.text);
      return true;
    }
    this.reserved.set(req, { key, fingerprint });
    return false;
  }

  /** After a 200: keeps the bytes sent. */
  async answered(req: FastifyRequest, text: string): Promise<void> {
    const r = this.reserved.get(req);
    if (r) await this.store.complete(r.key, r.fingerprint, 200, text);
  }

  /** After an error: the key is free again (a retry plans afresh). */
  async failed(req: FastifyRequest): Promise<void> {
    const r = this.reserved.get(req);
    if (r) await this.store.release(r.key);
  }
}
