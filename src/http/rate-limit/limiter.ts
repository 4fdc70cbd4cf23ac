import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../auth/tier.js';
import { KEY_MULTIPLIER, type RatePolicy } from '../endpoints.js';
import { clientBucket } from './client-key.js';
import { MemoryStore } from './memory-store.js';
import type { RateStore, Window } from './store.js';

export interface RateDecision {
  readonly limited: boolean;
  readonly headers: Record<string, string>;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Per-route, per-caller limits over two fixed windows (a minute and a day): per key for keyed
 * callers at KEY_MULTIPLIER times the anonymous limits, per IP (IPv6 by /64) otherwise.
 * The headers describe the window closest to its limit.
 */
export class RateLimiter {
  /** While the shared store is down, this replica counts on its own: limits stay enforced, per replica. */
  private readonly fallback = new MemoryStore();

  constructor(private readonly store: RateStore, private readonly log: FastifyBaseLogger) {}

  async check(route: string, policy: RatePolicy, caller: Caller, ip: string, nowMs: number): Promise<RateDecision> {
    const factor = caller.keyId ? KEY_MULTIPLIER : 1;
    const windows: Window[] = [
      { name: 'minute', ms: MINUTE, max: policy.perMinute * factor },
      { name: 'day', ms: DAY, max: policy.perDay * factor },
    ];
    const bucket = `${route}|${caller.keyId ? `key:${caller.keyId}` : clientBucket(ip)}`;
    let counts;
    try {
      counts = await this.store.hit(bucket, windows, nowMs);
    } catch (err) {
      // The store being down must not take the planning service down with it; the store logs
      // the outage once, this logs each affected request at debug only.
      this.log.debug({ err: (err as Error).message }, 'rate-limit store unavailable; counting locally');
      counts = await this.fallback.hit(bucket, windows, nowMs);
    }
    const states = windows.map((w, i) => ({ w, count: counts[i].count, resetS: Math.max(1, Math.ceil(counts[i].resetMs / 1000)) }));
    const exceeded = states.filter((s) => s.count > s.w.max);
    const shown = exceeded.length
      ? exceeded.reduce((a, b) => (b.resetS > a.resetS ? b : a))
      : states.reduce((a, b) => (b.w.max - b.count < a.w.max - a.count ? b : a));
    const remaining = Math.max(0, shown.w.max - shown.count);
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(shown.w.max),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(shown.resetS),
      ratelimit: `limit=${shown.w.max}, remaining=${remaining}, reset=${shown.resetS}`,
      'ratelimit-policy': windows.map((w) => `${w.max};w=${w.ms / 1000}`).join(', '),
    };
    if (exceeded.length) headers['retry-after'] = String(shown.resetS);
    return { limited: exceeded.length > 0, headers };
  }
}
