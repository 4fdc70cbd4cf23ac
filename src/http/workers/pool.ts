import { Piscina } from 'piscina';
import { fileURLToPath } from 'node:url';
import type { PlanResult, PlanTask } from './plan-worker.js';
import { apiError } from '../errors.js';

// compiled: this folder's plan-worker.js; from TypeScript sources: a bootstrap that loads it through tsx
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_FILE = fileURLToPath(new URL(fromSources ? './ts-bootstrap.mjs' : './plan-worker.js', import.meta.url));

/** Grace beyond the cooperative cap before a stuck worker is terminated. */
const ABORT_GRACE_MS = 5_000;

/** Planning work off the event loop: a fixed pool of worker threads behind a bounded queue. */
export class PlanPool {
  private readonly piscina: Piscina;

  constructor(workers: number, queueMax: number) {
    this.piscina = new Piscina({ filename: WORKER_FILE, minThreads: workers, maxThreads: workers, maxQueue: queueMax, idleTimeout: 60_000 });
  }

  /** Runs a task; a full queue is a 503 with Retry-After, a task past its cap plus grace is killed (503). */
  async run(task: PlanTask): Promise<PlanResult> {
    if (this.piscina.queueSize >= this.piscina.options.maxQueue) {
      throw apiError('overloaded', 'all planning workers are busy and the queue is full; retry shortly', undefined, { 'retry-after': '5' });
    }
    try {
      return (await this.piscina.run(task, { signal: AbortSignal.timeout(task.capMs + ABORT_GRACE_MS) })) as PlanResult;
    } catch (err) {
      const e = err as Error;
      if (e.name === 'AbortError' || /abort/i.test(e.message)) {
        throw apiError('compute_timeout', `planning exceeded the hard cap of ${task.capMs} ms`, undefined, { 'retry-after': '30' });
      }
      if (/queue is at limit/i.test(e.message)) {
        throw apiError('overloaded', 'all planning workers are busy and the queue is full; retry shortly', undefined, { 'retry-after': '5' });
      }
      throw err;
    }
  }

  get stats() {
    return { workers: this.piscina.threads.length, queued: this.piscina.queueSize, completed: this.piscina.completed };
  }

  async close(): Promise<void> {
    await this.piscina.close();
  }
}
