import type { EndpointName } from '../endpoints.js';

/**
 * Two lanes of planning work, each with its own worker threads and queue, so that a quote or a
 * pallet estimate (typically 30-500 ms) never waits behind packs that may search for 45 s.
 * A short task may borrow an idle long-lane thread; a long task never takes a short-lane one.
 */
export type LaneName = 'short' | 'long';

const SHORT_LANE: ReadonlySet<EndpointName> = new Set([
  'pallet-estimate',
  'order-plan',
  'order-quote',
  'receiver-check',
]);

/** A thorough order-plan may search for several seconds (three times the pallet loads, each by all three approaches), so it runs in the long lane. */
export const laneOf = (endpoint: EndpointName, body?: unknown): LaneName =>
  SHORT_LANE.has(endpoint) && taskKind(endpoint, body) !== 'order-plan:thorough' ? 'short' : 'long';

/** What a task is, for estimating how long it runs: the endpoint, and pack's and order-plan's budget. */
export function taskKind(endpoint: EndpointName, body: unknown): string {
  const budget = (body as { budget?: unknown } | null)?.budget;
  return (endpoint === 'pack' || endpoint === 'order-plan') && budget === 'thorough'
    ? `${endpoint}:thorough`
    : endpoint;
}

/** Run-time guesses (ms) before any task of a kind has been measured: roughly what bench:http shows. */
const PRIOR_MS: Record<string, number> = { 'pack:thorough': 30_000, pack: 2_000, 'order-plan:thorough': 10_000 };
const SHORT_PRIOR_MS = 300;
const LONG_PRIOR_MS = 3_000;

/**
 * Running estimate of each kind's run time: an exponential moving average of measured runs,
 * starting from a prior. Used for Retry-After and for refusing work that could not start in time.
 */
export class RunTimeEstimates {
  private readonly ms = new Map<string, number>();

  estimate(kind: string, lane: LaneName): number {
    return this.ms.get(kind) ?? PRIOR_MS[kind] ?? (lane === 'short' ? SHORT_PRIOR_MS : LONG_PRIOR_MS);
  }

  record(kind: string, lane: LaneName, runMs: number): void {
    const old = this.estimate(kind, lane);
    this.ms.set(kind, old + 0.2 * (runMs - old));
  }
}
