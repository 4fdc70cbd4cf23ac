import { windowStart, type RateStore, type Window, type WindowCount } from './store.js';

/** In-process counters for a single replica; expired windows are swept as they are touched. */
export class MemoryStore implements RateStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  private hits = 0;

  async hit(
    bucket: string,
    windows: readonly Window[],
    nowMs: number,
    costs?: readonly number[],
  ): Promise<WindowCount[]> {
    if (++this.hits % 1000 === 0) this.sweep(nowMs);
    return windows.map((w, i) => {
      const start = windowStart(nowMs, w.ms);
      const key = `${bucket}|${w.name}|${start}`;
      const entry = this.counts.get(key) ?? { count: 0, expiresAt: start + w.ms };
      entry.count += costs?.[i] ?? 1;
      this.counts.set(key, entry);
      return { count: entry.count, resetMs: entry.expiresAt - nowMs };
    });
  }

  private sweep(nowMs: number): void {
    for (const [k, v] of this.counts) if (v.expiresAt <= nowMs) this.counts.delete(k);
  }

  async close(): Promise<void> {
    this.counts.clear();
  }
}
