import type { Redis } from 'ioredis';
import { firstConnection } from '../redis-client.js';

/**
 * Idempotency-Key answers of the synchronous planning POSTs (draft-ietf-httpapi-idempotency-key-header):
 * the first request with a key reserves it with the fingerprint of its body; its 200 answer is
 * kept, as the bytes sent, for the retention time; a retry with the same key and body gets those
 * bytes again without planning. A failed request releases the key (a retry plans afresh).
 * In Redis with REDIS_URL (any replica answers the retry), otherwise in process.
 */
export type Begin =
  | { readonly kind: 'new' }
  | { readonly kind: 'replay'; readonly status: number; readonly text: string }
  | { readonly kind: 'reused' }
  | { readonly kind: 'in_progress' };

interface Entry {
  readonly fingerprint: string;
  readonly status?: number;
  readonly text?: string;
}

/** How long a reservation holds while its request plans: above the longest synchronous cap. */
const PENDING_MS = 10 * 60_000;

export interface IdempotencyStore {
  begin(key: string, fingerprint: string): Promise<Begin>;
  complete(key: string, fingerprint: string, status: number, text: string): Promise<void>;
  release(key: string): Promise<void>;
}

const decide = (entry: Entry | null, fingerprint: string): Begin | null => {
  if (!entry) return null;
  if (entry.fingerprint !== fingerprint) return { kind: 'reused' };
  if (entry.text === undefined || entry.status === undefined) return { kind: 'in_progress' };
  return { kind: 'replay', status: entry.status, text: entry.text };
};

/** In-process answers, bounded by count and bytes (oldest dropped first), each for the retention time. */
export class MemoryIdempotency implements IdempotencyStore {
  private readonly entries = new Map<string, Entry & { expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 2_000,
    private readonly maxBytes = 256 * 1024 * 1024,
  ) {}

  async begin(key: string, fingerprint: string): Promise<Begin> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) this.drop(key);
    const known = decide(this.entries.get(key) ?? null, fingerprint);
    if (known) return known;
    this.put(key, { fingerprint, expiresAt: this.now() + PENDING_MS });
    return { kind: 'new' };
  }

  async complete(key: string, fingerprint: string, status: number, text: string): Promise<void> {
    this.put(key, { fingerprint, status, text, expiresAt: this.now() + this.ttlMs });
  }

  async release(key: string): Promise<void> {
    this.drop(key);
  }

  private put(key: string, entry: Entry & { expiresAt: number }): void {
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += entry.text?.length ?? 0;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.text?.length ?? 0;
    this.entries.delete(key);
  }
}

/** Shared answers in Redis; while Redis fails, this replica keeps its own (a retry elsewhere may plan again). */
export class RedisIdempotency implements IdempotencyStore {
  private readonly local: MemoryIdempotency;

  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly prefix = 'stowage:idem:',
  ) {
    this.local = new MemoryIdempotency(ttlMs);
  }

  async begin(key: string, fingerprint: string): Promise<Begin> {
    try {
      await firstConnection(this.redis);
      const id = this.prefix + key;
      const reserved = await this.redis.set(id, JSON.stringify({ fingerprint }), 'PX', PENDING_MS, 'NX');
      if (reserved === 'OK') return { kind: 'new' };
      const raw = await this.redis.get(id);
      return decide(raw ? (JSON.parse(raw) as Entry) : null, fingerprint) ?? { kind: 'new' };
    } catch {
      return this.local.begin(key, fingerprint);
    }
  }

  async complete(key: string, fingerprint: string, status: number, text: string): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, JSON.stringify({ fingerprint, status, text }), 'PX', this.ttlMs);
    } catch {
      await this.local.complete(key, fingerprint, status, text);
    }
  }

  async release(key: string): Promise<void> {
    await this.local.release(key);
    try {
      await this.redis.del(this.prefix + key);
    } catch {
      // The reservation expires on its own.
    }
  }
}
