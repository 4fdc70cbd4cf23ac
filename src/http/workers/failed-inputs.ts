import { createHash } from 'node:crypto';

/** At most this many failed inputs are remembered; the least recently seen is forgotten first. */
export const FAILED_INPUTS_MAX = 4096;

export interface FailedInput {
  /** How the run failed: the worker died, or the watchdog stopped it. */
  readonly code: 'worker_lost' | 'compute_timeout';
  /** When it failed, ms (the memory's clock). */
  readonly at: number;
}

/**
 * Identity of a request for the failure memory: SHA-256 of the endpoint and its JSON body as
 * parsed (keys in the order sent). Not canonical on purpose: RFC 8785 canonical JSON takes
 * ~15 ms on the event loop for a 130 KB body, plain JSON ~3 ms; the memory spares honest
 * retries, it is no barrier (the per-client cap and compute budget are).
 */
export function requestHash(endpoint: string, body: unknown): string {
  return createHash('sha256')
    .update(`${endpoint}\n${JSON.stringify(body) ?? ''}`, 'utf8')
    .digest('hex');
}

/**
 * Inputs whose run killed a worker thread or overran the watchdog. Planning is deterministic, so
 * the same input would fail the same way again: it is refused at once for `ttlMs` instead of
 * taking a thread down with it each time a client retries. Bounded: an LRU of `max` hashes
 * (32 bytes of key and a few numbers each, about 1 MB at the default).
 */
export class FailedInputs {
  private readonly entries = new Map<string, FailedInput>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly max = FAILED_INPUTS_MAX,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  remember(hash: string, code: FailedInput['code']): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(hash);
    this.entries.set(hash, { code, at: this.now() });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  /** The remembered failure of this input and the ms left before it is forgotten, or undefined. */
  recall(hash: string): { failure: FailedInput; leftMs: number } | undefined {
    const failure = this.entries.get(hash);
    if (!failure) return undefined;
    const leftMs = failure.at + this.ttlMs - this.now();
    if (leftMs <= 0) {
      this.entries.delete(hash);
      return undefined;
    }
    // Seen again: it becomes the most recently used.
    this.entries.delete(hash);
    this.entries.set(hash, failure);
    return { failure, leftMs };
  }
}
