/** A window's counter after one hit. */
export interface WindowCount {
  readonly count: number;
  /** Milliseconds until the window resets. */
  readonly resetMs: number;
}

export interface Window {
  readonly name: 'minute' | 'day';
  readonly ms: number;
  readonly max: number;
}

/**
 * Fixed-window counters. `hit` adds `costs[i]` (one request by default) to window i of `bucket`,
 * all at once, and returns the counts; in Redis this is one atomic script, so replicas share one budget.
 */
export interface RateStore {
  hit(bucket: string, windows: readonly Window[], nowMs: number, costs?: readonly number[]): Promise<WindowCount[]>;
  /** For /healthz: absent for in-process counters (nothing can fail); Redis says ok or degraded. */
  readonly health?: 'ok' | 'degraded';
  close(): Promise<void>;
}

export const windowStart = (nowMs: number, ms: number) => Math.floor(nowMs / ms) * ms;
