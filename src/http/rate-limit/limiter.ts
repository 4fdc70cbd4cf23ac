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

/** A client's use of its compute budget in the current minute. */
export interface ComputeState {
  readonly over: boolean;
  readonly usedMs: number;
  readonly maxMs: number;
  /** Seconds until the minute's budget refills. */
  readonly resetS: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Per-route, per-caller limits over two fixed windows (a minute and a day): per key for keyed
 * callers at KEY_MULTIPLIER times the anonymous limits, per IP (IPv6 by /64) otherwise.
 * Keyed requests also count against one keyed bucket per IP at the same KEY_MULTIPLIER, so that
 * minting more keys never gives one address more than that (the documented ceiling).
 * A request may cost more than one (a thorough pack, a larger search budget); the charge to a
 * window is capped at the window's size so that an expensive request stays possible once per window.
 * The headers describe the window closest to its limit.
 */
/** A window's policy name in the RateLimit fields: "minute", "day", or its length in seconds. */
const policyName = (ms: number) => (ms === 60_000 ? 'minute' : ms === 86_400_000 ? 'day' : `${ms / 1000}s`);

export class RateLimiter {
  /** While the shared store is down, this replica counts on its own: limits stay enforced, per replica. */
  private readonly fallback = new MemoryStore();

  constructor(
    private readonly store: RateStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Charges one request of `cost` units (of which `charged` were already counted by an earlier
   * check of the same request) and says whether it is over a limit.
   */
  async check(
    route: string,
    policy: RatePolicy,
    caller: Caller,
    ip: string,
    nowMs: number,
    cost = 1,
    charged = 0,
  ): Promise<RateDecision> {
    const factor = caller.keyId ? KEY_MULTIPLIER : 1;
    const windows: Window[] = [
      { name: 'minute', ms: MINUTE, max: policy.perMinute * factor },
      { name: 'day', ms: DAY, max: policy.perDay * factor },
    ];
    const costs = windows.map((w) => Math.max(0, Math.min(cost, w.max) - charged));
    const buckets = caller.keyId
      ? [`${route}|key:${caller.keyId}`, `${route}|keyed-ip:${clientBucket(ip)}`]
      : [`${route}|${clientBucket(ip)}`];
    const states = [];
    for (const bucket of buckets) {
      const counts = await this.hit(bucket, windows, nowMs, costs);
      states.push(
        ...windows.map((w, i) => ({
          w,
          count: counts[i].count,
          resetS: Math.max(1, Math.ceil(counts[i].resetMs / 1000)),
        })),
      );
    }
    const exceeded = states.filter((s) => s.count > s.w.max);
    const shown = exceeded.length
      ? exceeded.reduce((a, b) => (b.resetS > a.resetS ? b : a))
      : states.reduce((a, b) => (b.w.max - b.count < a.w.max - a.count ? b : a));
    const remaining = Math.max(0, shown.w.max - shown.count);
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(shown.w.max),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(shown.resetS),
      // The IETF httpapi RateLimit fields (draft-ietf-httpapi-ratelimit-headers, structured fields):
      // the policies by name with quota q and window w in seconds, and the binding one's remaining
      // r and seconds to reset t.
      ratelimit: `"${policyName(shown.w.ms)}";r=${remaining};t=${shown.resetS}`,
      'ratelimit-policy': windows.map((w) => `"${policyName(w.ms)}";q=${w.max};w=${w.ms / 1000}`).join(', '),
    };
    if (exceeded.length) headers['retry-after'] = String(shown.resetS);
    return { limited: exceeded.length > 0, headers };
  }

  /**
   * The per-client compute budget: worker time used in the current minute against `budgetMs`
   * (KEY_MULTIPLIER times with a key; keyed callers also count against one keyed bucket per IP,
   * as above). Adds `chargeMs` first, after a run; with 0 it only reads, before one.
   */
  async compute(caller: Caller, ip: string, nowMs: number, budgetMs: number, chargeMs: number): Promise<ComputeState> {
    const maxMs = budgetMs * (caller.keyId ? KEY_MULTIPLIER : 1);
    const windows: Window[] = [{ name: 'minute', ms: MINUTE, max: maxMs }];
    const buckets = caller.keyId
      ? [`compute|key:${caller.keyId}`, `compute|keyed-ip:${clientBucket(ip)}`]
      : [`compute|${clientBucket(ip)}`];
    let usedMs = 0;
    let resetMs = 0;
    for (const bucket of buckets) {
      const [count] = await this.hit(bucket, windows, nowMs, [Math.max(0, Math.ceil(chargeMs))]);
      if (count.count >= usedMs) {
        usedMs = count.count;
        resetMs = count.resetMs;
      }
    }
    return { over: usedMs >= maxMs, usedMs, maxMs, resetS: Math.max(1, Math.ceil(resetMs / 1000)) };
  }

  private async hit(bucket: string, windows: readonly Window[], nowMs: number, costs: readonly number[]) {
    try {
      return await this.store.hit(bucket, windows, nowMs, costs);
    } catch (err) {
      // The store being down must not take the planning service down with it; the store logs
      // the outage once, this logs each affected request at debug only.
      this.log.debug({ err: (err as Error).message }, 'rate-limit store unavailable; counting locally');
      return this.fallback.hit(bucket, windows, nowMs, costs);
    }
  }
}
