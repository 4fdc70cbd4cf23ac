import { Piscina } from 'piscina';
import { fileURLToPath } from 'node:url';
import type { PlanResult, PlanTask } from './plan-worker.js';
import { apiError } from '../errors.js';

// compiled: this folder's plan-worker.js; from TypeScript sources: a bootstrap that loads it through tsx
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_FILE = fileURLToPath(new URL(fromSources ? './ts-bootstrap.mjs' : './plan-worker.js', import.meta.url));

/** Grace beyond the cooperative cap before a stuck worker is terminated. */
const ABORT_GRACE_MS = 5_000;
const WATCHDOG_EVERY_MS = 250;

const overloaded = () => apiError('overloaded', 'all planning workers are busy and the queue is full; retry shortly', undefined, { 'retry-after': '5' });

/**
 * Planning work off the event loop: a fixed pool of worker threads behind a bounded queue.
 * Engines stop themselves at the cap; a watchdog kills a worker only if its task, counted from
 * when it started running (not from when it was queued), overruns the cap by ABORT_GRACE_MS.
 */
export class PlanPool {
  private readonly piscina: Piscina;

  constructor(workers: number, queueMax: number) {
    this.piscina = new Piscina({ filename: WORKER_FILE, minThreads: workers, maxThreads: workers, maxQueue: queueMax, idleTimeout: 60_000 });
  }

  async run(task: Omit<PlanTask, 'startedAt'>): Promise<PlanResult> {
    if (this.piscina.queueSize >= this.piscina.options.maxQueue) throw overloaded();
    // the worker writes its start time here, so the watchdog measures run time only
    const startedAt = new Float64Array(new SharedArrayBuffer(8));
    const abort = new AbortController();
    const watchdog = setInterval(() => {
      const started = startedAt[0];
      if (started > 0 && Date.now() - started > task.capMs + ABORT_GRACE_MS) abort.abort();
    }, WATCHDOG_EVERY_MS);
    try {
      return (await this.piscina.run({ ...task, startedAt }, { signal: abort.signal })) as PlanResult;
    } catch (err) {
      const e = err as Error;
      if (abort.signal.aborted) throw apiError('compute_timeout', `planning exceeded the hard cap of ${task.capMs} ms`, undefined, { 'retry-after': '30' });
      if (/queue is at limit/i.test(e.message)) throw overloaded();
      throw err;
    } finally {
      clearInterval(watchdog);
    }
  }

  get stats() {
    return { workers: this.piscina.threads.length, queued: this.piscina.queueSize, completed: this.piscina.completed };
  }

  async close(): Promise<void> {
    await this.piscina.close();
  }
}
