import { Redis } from 'ioredis';

/**
 * A Redis client for the small shared state beside the rate-limit counters (revoked keys,
 * Idempotency-Key answers): built to fail fast like the rate-limit store, so that a request never
 * waits on a Redis that is down; each user falls back to its own in-process copy.
 */
export function failFastRedis(url: string): Redis {
  const redis = new Redis(url, {
    commandTimeout: 1_000,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.round(Math.min(2_000, 50 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random() / 2)),
  });
  // Errors surface on the commands that fail; the rate-limit store already logs outages.
  redis.on('error', () => {});
  return redis;
}

const firstWaits = new WeakMap<Redis, Promise<void>>();

/**
 * Waits (at most `ms`, once per client) for the client's first connection, so that a replica's
 * first requests see shared state; after that wait, callers never wait again (a Redis that is
 * down fails their commands at once).
 */
export function firstConnection(redis: Redis, ms = 1_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  let wait = firstWaits.get(redis);
  if (!wait) {
    wait = Promise.race([
      new Promise<void>((resolve) => redis.once('ready', () => resolve())),
      new Promise<void>((resolve) => setTimeout(resolve, ms).unref()),
    ]);
    firstWaits.set(redis, wait);
  }
  return wait;
}
