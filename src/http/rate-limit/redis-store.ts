import { Redis } from 'ioredis';
import { windowStart, type RateStore, type Window, type WindowCount } from './store.js';

// INCR every window key and set its expiry on first use, atomically, in one round trip.
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local c = redis.call('INCR', key)
  if c == 1 then redis.call('PEXPIRE', key, ARGV[i]) end
  out[i] = c
end
return out`;

/** Counters in Redis, shared by every replica that points at the same server. */
export class RedisStore implements RateStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'stowage:rl:') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000, lazyConnect: false });
    this.redis.defineCommand('stowageHit', { lua: HIT_SCRIPT });
    this.redis.on('error', () => { /* reported per call by hit(); avoid unhandled 'error' events */ });
  }

  async hit(bucket: string, windows: readonly Window[], nowMs: number): Promise<WindowCount[]> {
    const keys = windows.map((w) => `${this.prefix}${bucket}|${w.name}|${windowStart(nowMs, w.ms)}`);
    const ttls = windows.map((w) => String(w.ms));
    const counts = (await (this.redis as any).stowageHit(keys.length, ...keys, ...ttls)) as number[];
    return windows.map((w, i) => ({ count: Number(counts[i]), resetMs: windowStart(nowMs, w.ms) + w.ms - nowMs }));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
