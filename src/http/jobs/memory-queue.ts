import type { JobInput, JobQueue, JobRecord, JobRunner, JobStatus } from './job-types.js';

/**
 * The queue without Redis: jobs of this process, run `concurrency` at a time in submission
 * order, kept for the retention time after they finish. Lost with the process (one replica,
 * the embedded default); with REDIS_URL the BullMQ queue (redis-queue.ts) is used instead.
 */
export class MemoryJobQueue implements JobQueue {
  private readonly jobs = new Map<string, JobRecord>();
  private readonly waiting: string[] = [];
  private running = 0;
  private closed = false;

  constructor(
    private readonly run: JobRunner,
    private readonly concurrency: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Told of each job once its outcome is stored (webhooks). */
    private readonly onFinished: (record: JobRecord) => void = () => {},
  ) {}

  async submit(input: JobInput): Promise<{ record: JobRecord; created: boolean }> {
    this.sweep();
    const known = this.jobs.get(input.id);
    if (known) return { record: known, created: false };
    const record: JobRecord = { input, status: 'queued', progress: 0, attempts: 0 };
    this.jobs.set(input.id, record);
    this.waiting.push(input.id);
    this.pump();
    return { record, created: true };
  }

  async get(id: string): Promise<JobRecord | null> {
    this.sweep();
    return this.jobs.get(id) ?? null;
  }

  async counts(): Promise<Record<JobStatus, number>> {
    this.sweep();
    const counts: Record<JobStatus, number> = { queued: 0, running: 0, completed: 0, failed: 0 };
    for (const record of this.jobs.values()) counts[record.status]++;
    return counts;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private pump(): void {
    while (!this.closed && this.running < this.concurrency && this.waiting.length > 0) {
      const id = this.waiting.shift() as string;
      const queued = this.jobs.get(id);
      if (!queued) continue;
      this.running++;
      const started: JobRecord = { ...queued, status: 'running', progress: 10, startedAt: this.now(), attempts: 1 };
      this.jobs.set(id, started);
      void this.run(queued.input).then((outcome) => {
        this.running--;
        const finished: JobRecord = {
          ...started,
          status: outcome.ok ? 'completed' : 'failed',
          progress: 100,
          finishedAt: this.now(),
          outcome,
        };
        this.jobs.set(id, finished);
        this.onFinished(finished);
        this.pump();
      });
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, job] of this.jobs)
      if (job.finishedAt !== undefined && job.finishedAt + this.ttlMs <= now) this.jobs.delete(id);
  }
}
