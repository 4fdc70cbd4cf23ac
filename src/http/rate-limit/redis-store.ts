import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { windowStart, type RateStore, type Window, type WindowCount } from './store.js';

// INCRBY every window key by its cost and set its expiry on first use, atomically, in one round
// trip. ARGV: the n expiries, then the n costs.
const HIT_SCRIPT = `
local out = {}
local n = #KEYS
for i, key in ipairs(KEYS) do
  local cost = tonumber(ARGV[n + i])
  local c = redis.call('INCRBY', key, cost)
  if c == cost then redis.call('PEXPIRE', key, ARGV[i]) end
  out[i] = c
end
return out`;

/** A command slower than this counts as a Redis failure: a request never stalls on Redis longer. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Connection attempt limit; until the first connection, a request waits for it at most this long. */
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** After a failed command, Redis is left alone this long (the limiter uses local counters meanwhile). */
export const REDIS_COOL_DOWN_MS = 2_000;
/** Reconnect attempts back off up to this delay, with jitter, so replicas do not reconnect in step. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** Thrown instead of waiting when Redis is known to be unavailable. */
export class StoreUnavailable extends Error {}

/**
 * Counters in Redis, shared by every replica that points at the same server. Built to fail
 * fast: no offline queue (a command while disconnected fails at once instead of piling up and
 * bursting on reconnect), a short command timeout, and a cool-down after any failure.
 */
export class RedisStore implements RateStore {
  private readonly redis: Redis;
  private connected = false;
  private coolUntil = 0;
  /** A warning has been logged for the current outage. */
  private warned = false;
  /** Settles at the first connection; until then (or the first failure) a request waits for it at most the connect timeout. */
  private readonly firstReady: Promise<void>;
  private everReady = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'stowage:rl:',
  ) {
    this.redis = new Redis(url, {
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: (attempt) =>
        Math.round(Math.min(MAX_RECONNECT_DELAY_MS, 50 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random() / 2)),
    });
    this.redis.defineCommand('stowageHit', { lua: HIT_SCRIPT });
    this.firstReady = new Promise((resolve) => this.redis.once('ready', () => resolve()));
    // "Back" is logged by the first command that succeeds, not by 'ready': a connection that drops
    // again at once (a flap while Redis goes down) stays one outage with one warning.
    this.redis.on('ready', () => {
      this.connected = true;
      this.everReady = true;
      this.coolUntil = 0;
    });
    this.redis.on('close', () => {
      this.connected = false;
      this.failed('connection closed');
    });
    this.redis.on('error', (err: Error) => this.failed(err.message));
    setTimeout(() => {
      if (!this.connected) this.failed(`unreachable at start (${url.replace(/\/\/[^@]*@/, '//')})`);
    }, 1_500).unref();
  }

  private failed(why: string): void {
    if (this.warned) return;
    this.warned = true;
    this.log.warn(
      { redis: 'degraded', reason: why },
      'rate-limit Redis unavailable; each replica enforces the limits on its own counters until it is back',
    );
  }

  private recovered(): void {
    if (!this.warned) return;
    this.warned = false;
    this.log.info({ redis: 'ok' }, 'rate-limit Redis is back; limits are shared again');
  }

  /** `ok` when commands go to Redis; `degraded` while it is disconnected or cooling down after a failure. */
  get health(): 'ok' | 'degraded' {
    return this.connected && Date.now() >= this.coolUntil ? 'ok' : 'degraded';
  }

  async hit(
    bucket: string,
    windows: readonly Window[],
    nowMs: number,
    costs?: readonly number[],
  ): Promise<WindowCount[]> {
    if (!this.everReady && !this.warned)
      await Promise.race([this.firstReady, new Promise((r) => setTimeout(r, REDIS_CONNECT_TIMEOUT_MS))]);
    if (this.health !== 'ok') throw new StoreUnavailable('rate-limit Redis unavailable');
    const keys = windows.map((w) => `${this.prefix}${bucket}|${w.name}|${windowStart(nowMs, w.ms)}`);
    const ttls = windows.map((w) => String(w.ms));
    const charged = windows.map((_, i) => String(costs?.[i] ?? 1));
    try {
      const counts = (await (this.redis as any).stowageHit(keys.length, ...keys, ...ttls, ...charged)) as number[];
      this.recovered();
      return windows.map((w, i) => ({ count: Number(counts[i]), resetMs: windowStart(nowMs, w.ms) + w.ms - nowMs }));
    } catch (err) {
      this.coolUntil = Date.now() + REDIS_COOL_DOWN_MS;
      this.failed((err as Error).message);
      throw err;
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
