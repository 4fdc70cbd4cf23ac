import { Piscina } from 'piscina';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { PlanResult, PlanTask } from './plan-worker.js';
import { type ApiError, apiError } from '../errors.js';
import type { EndpointName } from '../endpoints.js';
import { laneOf, RunTimeEstimates, taskKind, type LaneName } from './lanes.js';
import { FairQueue } from './fair-queue.js';
import { FailedInputs, requestHash } from './failed-inputs.js';

// compiled: this folder's plan-worker.js; from TypeScript sources: a bootstrap that loads it through tsx
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_FILE = fileURLToPath(new URL(fromSources ? './ts-bootstrap.mjs' : './plan-worker.js', import.meta.url));

/** Grace beyond the cooperative cap before a stuck worker is terminated. */
const ABORT_GRACE_MS = 5_000;
/**
 * The cap counts the worker thread's CPU time (plan-worker.ts); on a busy machine wall time runs
 * ahead of it, so the watchdog, which can only see wall time, waits this many caps before it
 * stops a thread: a last net for a search that never looks at its cap.
 */
const WATCHDOG_CAPS = 4;
const WATCHDOG_EVERY_MS = 250;
/**
 * Young-generation size of each worker thread, MB (three times V8's semi-space). The planners
 * make about 1 GB/s of short-lived objects; at V8's default a scavenge runs every ~15 ms and
 * takes ~9 % of a plan's CPU. 192 MB (semi-space 64 MB) takes ~7 % off order-plan's time
 * (docs/history/benchmarks-sessions.md, "192 MB young generation"); bench:pallet runs with the same semi-space.
 */
export const WORKER_YOUNG_GENERATION_MB = 192;

export interface PoolOptions {
  /** Threads of the long lane (pack and the search endpoints). */
  readonly workers: number;
  /** Threads of the short lane (pallet-estimate, order-plan, order-quote, receiver-check). */
  readonly shortWorkers: number;
  /** Waiting tasks per lane before 503. */
  readonly queueMax: number;
  /** A task that could not start within this wait is refused (503), by estimate or when it happens. */
  readonly queueWaitMs: number;
  /** Old-generation heap limit of each worker thread, MB: a runaway plan kills its worker, not the machine. */
  readonly workerHeapMb: number;
  /** Long-lane tasks (running plus queued) one client may hold at once; 0 or absent = no cap. */
  readonly clientLongTasks?: number;
  /** How long an input that killed a worker or overran the watchdog is refused without running, ms (0 = never). */
  readonly failedInputTtlMs?: number;
  /** Clock of the failed-input memory (tests move it). */
  readonly now?: () => number;
  /** Caps of wall time before the watchdog stops a thread (default WATCHDOG_CAPS; tests that must not depend on the machine's load raise it). */
  readonly watchdogCaps?: number;
  /** Told each task's queue wait once a worker takes it, and its worker time once done, ms (metrics). */
  readonly observer?: PoolObserver;
}

export interface PoolObserver {
  waited(lane: LaneName, ms: number): void;
  ran(lane: LaneName, ms: number): void;
}

export interface RunRequest {
  readonly endpoint: EndpointName;
  readonly body: unknown;
  readonly capMs: number;
  /** Aborted when the client goes away: a task still queued is dropped; a running one finishes. */
  readonly signal?: AbortSignal;
  /** Who sent it (a key id, or the IP bucket without one): the unit of fair queuing and of the per-client cap (none without one). */
  readonly client?: string;
  /** Told the worker time the task used once it ran, whether it succeeded or failed, ms (for the compute budget). */
  readonly onRun?: (ms: number) => void;
}

/** One admitted task: its run-time estimate, and the start time its worker writes (0 until then). */
interface Ticket {
  readonly client: string;
  readonly estimateMs: number;
  readonly startedAt: Float64Array;
  /** Called when a thread is free for it. */
  readonly dispatch: () => void;
}

/**
 * One lane: its threads, and a queue of admitted tasks kept here rather than in Piscina, so that
 * a queued task can be dropped (client gone, waited too long) without touching any worker, and
 * so that clients take turns (fair-queue.ts) rather than first come, first served.
 * Piscina only ever holds as many tasks as the lane has threads.
 */
class Lane {
  readonly piscina: Piscina;
  readonly waiting = new FairQueue<Ticket>();
  readonly running = new Set<Ticket>();
  completed = 0;

  constructor(
    readonly name: LaneName,
    readonly threads: number,
    heapMb: number,
  ) {
    this.piscina = new Piscina({
      filename: WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    // A worker that dies is replaced by Piscina; its task is answered 503 worker_lost by the pool.
    this.piscina.on('error', () => {});
  }

  /**
   * Expected wait before a new task of `client` starts, ms: the work ahead of it (all running
   * tasks, and the queued ones it would not overtake by taking turns) spread over the threads.
   * Without a client, every queued task counts.
   */
  expectedWaitMs(now: number, client?: string): number {
    if (this.running.size < this.threads && this.waiting.length === 0) return 0;
    let ahead = 0;
    for (const t of this.running) ahead += remainingMs(t, now);
    for (const t of client === undefined ? this.waiting : this.waiting.ahead(client)) ahead += t.estimateMs;
    return ahead / this.threads;
  }

  enqueue(t: Ticket): void {
    this.waiting.push(t.client, t);
    this.pump();
  }

  /** Removes a task that has not been dispatched; false when it already has. */
  withdraw(t: Ticket): boolean {
    return this.waiting.remove(t.client, t);
  }

  finish(t: Ticket): void {
    if (this.running.delete(t)) this.completed++;
    this.pump();
  }

  private pump(): void {
    while (this.running.size < this.threads && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      this.running.add(next);
      next.dispatch();
    }
  }
}

/** What is left of a task's run, ms, by its estimate: all of it until it starts, at least a tenth once running. */
function remainingMs(t: Ticket, now: number): number {
  const started = t.startedAt[0];
  return started > 0 ? Math.max(0.1 * t.estimateMs, t.estimateMs - (now - started)) : t.estimateMs;
}

const retryAfter = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/** Wall time since the worker started the task, ms (0 if it never started). */
const sinceStart = (startedAt: Float64Array) => (startedAt[0] > 0 ? Math.max(0, Date.now() - startedAt[0]) : 0);

/** The answer to an input remembered as failing: 422 at once, no Retry-After (it would fail again). */
const notPlannable = (code: 'worker_lost' | 'compute_timeout', leftMs: number) =>
  apiError(
    'input_not_plannable',
    `this exact request (same endpoint and body) ${code === 'worker_lost' ? 'stopped a planning worker (it ran out of memory or crashed)' : 'overran the hard compute cap and was stopped'} a short while ago; planning is deterministic, so it would fail again, and it is refused without planning for another ${Math.ceil(leftMs / 1000)} s. Send a smaller problem (fewer items, a smaller search budget) or change the request`,
    '$',
  );

const overloaded = (waitMs: number, why: string) =>
  apiError('overloaded', `${why}; retry in about ${retryAfter(waitMs)} s`, undefined, {
    'retry-after': retryAfter(waitMs),
  });

/**
 * Planning work off the event loop: two lanes of worker threads (lanes.ts), each behind a queue
 * bounded by count (`queueMax`) and by wait (`queueWaitMs`: refused up front when the expected
 * wait is longer, dropped when a task has actually waited that long). A queued task is also
 * dropped when its client disconnects. Engines stop themselves at the cap; a watchdog kills a
 * worker only if its task, counted from when it started running, overruns WATCHDOG_CAPS caps of wall time by ABORT_GRACE_MS.
 */
export class PlanPool {
  private readonly lanes: Record<LaneName, Lane>;
  private readonly estimates = new RunTimeEstimates();
  /** Inputs that killed a worker or overran the watchdog, refused at once for a while (failed-inputs.ts). */
  private readonly failed: FailedInputs;
  /** Per client, its long-lane tasks running or queued (the per-client cap). */
  private readonly longHeld = new Map<string, Set<Ticket>>();

  constructor(private readonly options: PoolOptions) {
    this.failed = new FailedInputs(options.failedInputTtlMs ?? 0, options.now ?? Date.now);
    this.lanes = {
      short: new Lane('short', options.shortWorkers, options.workerHeapMb),
      long: new Lane('long', options.workers, options.workerHeapMb),
    };
  }

  /**
   * The task's own lane, except that a short task borrows an idle long-lane thread when its own
   * lane is busy: short work never waits behind long work, and an idle machine is fully used.
   */
  private laneFor(endpoint: EndpointName, body: unknown): Lane {
    const own = this.lanes[laneOf(endpoint, body)];
    const long = this.lanes.long;
    const isIdle = (l: Lane) => l.running.size < l.threads && l.waiting.length === 0;
    return own !== long && !isIdle(own) && isIdle(long) ? long : own;
  }

  async run(req: RunRequest): Promise<PlanResult> {
    // Hashed only while some input is remembered: nothing to pay for while none has failed.
    const known = this.failed.size > 0 ? this.failed.recall(requestHash(req.endpoint, req.body)) : undefined;
    if (known) throw notPlannable(known.failure.code, known.leftMs);
    const client = req.client ?? '';
    const lane = this.laneFor(req.endpoint, req.body);
    const kind = taskKind(req.endpoint, req.body);
    const startedAt = new Float64Array(new SharedArrayBuffer(8));
    const estimateMs = Math.min(req.capMs, this.estimates.estimate(kind, lane.name));
    let dispatch = () => {};
    const ticket: Ticket = { client, estimateMs, startedAt, dispatch: () => dispatch() };
    // The service's own work (the documentation examples) has no client and no cap.
    const capped = req.client !== undefined && laneOf(req.endpoint, req.body) === 'long';
    const release = capped ? this.holdLongSlot(ticket) : () => {};
    const queuedAt = performance.now();
    try {
      await this.admit(lane, ticket, req.signal, (go) => {
        dispatch = go;
      });
    } catch (err) {
      release();
      throw err;
    }
    this.options.observer?.waited(lane.name, performance.now() - queuedAt);
    let ranMs = 0;
    try {
      const result = await this.execute(lane, req, startedAt);
      ranMs = result.ok ? result.computeMs : sinceStart(startedAt);
      return result;
    } catch (err) {
      // The worker died or the watchdog stopped it: the same input would do it again.
      ranMs = startedAt[0] > 0 ? sinceStart(startedAt) : req.capMs;
      const code = (err as ApiError).code;
      if (code === 'worker_lost' || code === 'compute_timeout')
        this.failed.remember(requestHash(req.endpoint, req.body), code);
      throw err;
    } finally {
      // Failed runs teach the estimate too: a kind that times out must not look quick to admission.
      this.estimates.record(kind, lane.name, ranMs);
      req.onRun?.(ranMs);
      if (startedAt[0] > 0) this.options.observer?.ran(lane.name, ranMs);
      lane.finish(ticket);
      release();
    }
  }

  /**
   * Counts a long-lane task against its client's cap, or refuses it (429 too_many_tasks) when
   * the client already holds `clientLongTasks`. Returns the release to call when it is done.
   */
  private holdLongSlot(ticket: Ticket): () => void {
    const cap = this.options.clientLongTasks ?? 0;
    if (cap <= 0) return () => {};
    const held = this.longHeld.get(ticket.client) ?? new Set<Ticket>();
    if (held.size >= cap) {
      const now = Date.now();
      const soonest = Math.min(...[...held].map((t) => remainingMs(t, now)));
      throw apiError(
        'too_many_tasks',
        `this client (its API key, or its IP address without one) already has ${held.size} long-running plans running or queued, the most one client may hold at once (pack, order-options, consolidate, box-catalog, case-design, thorough order plans); send the next one when one of them has answered`,
        undefined,
        { 'retry-after': retryAfter(soonest) },
      );
    }
    held.add(ticket);
    this.longHeld.set(ticket.client, held);
    return () => {
      held.delete(ticket);
      if (held.size === 0 && this.longHeld.get(ticket.client) === held) this.longHeld.delete(ticket.client);
    };
  }

  /** Waits for a free thread, or rejects: lane full, expected or actual wait too long, client gone. */
  private admit(
    lane: Lane,
    ticket: Ticket,
    signal: AbortSignal | undefined,
    onDispatch: (go: () => void) => void,
  ): Promise<void> {
    const limitMs = this.options.queueWaitMs;
    const wait = lane.expectedWaitMs(Date.now(), ticket.client);
    if (lane.waiting.length >= this.options.queueMax)
      return Promise.reject(overloaded(wait, 'all planning workers are busy and the queue is full'));
    if (wait > limitMs)
      return Promise.reject(
        overloaded(
          wait,
          `the expected wait (${Math.round(wait / 100) / 10} s) exceeds the queue's ${limitMs / 1000} s limit`,
        ),
      );
    return new Promise<void>((resolve, reject) => {
      const leave = (err: Error) => {
        if (lane.withdraw(ticket)) {
          cleanup();
          reject(err);
        }
      };
      const timer = setTimeout(
        () =>
          leave(
            overloaded(
              lane.expectedWaitMs(Date.now(), ticket.client),
              `the request could not start within the queue's ${limitMs / 1000} s limit`,
            ),
          ),
        limitMs,
      );
      const onGone = () =>
        leave(
          apiError('client_closed', 'the client disconnected before planning started; the queued task was dropped'),
        );
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onGone);
      };
      onDispatch(() => {
        cleanup();
        resolve();
      });
      signal?.addEventListener('abort', onGone);
      lane.enqueue(ticket);
      if (signal?.aborted) onGone();
    });
  }

  /** Runs a dispatched task on a worker, with the cap watchdog; a rejection means the worker died. */
  private async execute(lane: Lane, req: RunRequest, startedAt: Float64Array): Promise<PlanResult> {
    const abort = new AbortController();
    const watchdog = setInterval(() => {
      const started = startedAt[0];
      if (
        started > 0 &&
        Date.now() - started > (this.options.watchdogCaps ?? WATCHDOG_CAPS) * req.capMs + ABORT_GRACE_MS
      )
        abort.abort();
    }, WATCHDOG_EVERY_MS);
    try {
      const task: PlanTask = {
        endpoint: req.endpoint,
        body: req.body,
        capMs: req.capMs,
        startedAt,
      };
      return (await lane.piscina.run(task, { signal: abort.signal })) as PlanResult;
    } catch (err) {
      // Neither failure is transient (planning is deterministic): no Retry-After, and the input is
      // refused at once for a while (failed-inputs.ts).
      const refusedFor = this.refusedFor();
      if (abort.signal.aborted)
        throw apiError(
          'compute_timeout',
          `planning exceeded the hard cap of ${req.capMs} ms and was stopped; the same request would again${refusedFor}`,
        );
      // The worker returns every handler error as data, so a rejection here means the thread died.
      throw apiError(
        'worker_lost',
        `the planning worker stopped while working on this request (${(err as Error).message}); it has been replaced; the same request would stop it again${refusedFor}`,
      );
    } finally {
      clearInterval(watchdog);
    }
  }

  /** The tail of a failure message: how long the same input is now refused. */
  private refusedFor(): string {
    const ttl = this.options.failedInputTtlMs ?? 0;
    return ttl > 0
      ? `, so it is refused without planning (422 input_not_plannable) for ${Math.ceil(ttl / 1000)} s; send a smaller or different problem`
      : '; send a smaller or different problem';
  }

  get stats() {
    const lane = (l: Lane) => ({
      workers: l.piscina.threads.length,
      queued: l.waiting.length,
      running: l.running.size,
      completed: l.completed,
      expectedWaitMs: Math.round(l.expectedWaitMs(Date.now())),
    });
    const short = lane(this.lanes.short);
    const long = lane(this.lanes.long);
    return {
      workers: short.workers + long.workers,
      queued: short.queued + long.queued,
      completed: short.completed + long.completed,
      lanes: { short, long },
    };
  }

  /** The current run-time estimate of a kind of task in a lane, ms (what admission control expects). */
  estimateOf(kind: string, lane: LaneName): number {
    return this.estimates.estimate(kind, lane);
  }

  /** The worker threads of a lane (tests stop one mid-task to prove it is replaced). */
  threadsOf(lane: LaneName) {
    return this.lanes[lane].piscina.threads;
  }

  async close(): Promise<void> {
    await Promise.all([this.lanes.short.piscina.close(), this.lanes.long.piscina.close()]);
  }
}
