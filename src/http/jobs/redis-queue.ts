import { Job, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { asProblem } from '../problem-details.js';
import type { JobInput, JobOutcome, JobQueue, JobRecord, JobRunner, JobStatus } from './job-types.js';

export interface RedisQueueOptions {
  readonly url: string;
  readonly concurrency: number;
  readonly ttlMs: number;
  /** Lock of a running job: a replica that dies holding it loses the job after this long. */
  readonly lockMs: number;
  /** Longest wait, on close, for this replica's running jobs to finish (then they go back to the queue). */
  readonly drainMs: number;
  readonly log: FastifyBaseLogger;
  /** Told of each job this replica finished, once its outcome is stored (webhooks). */
  readonly onFinished: (record: JobRecord) => void;
  readonly queueName?: string;
}

const QUEUE = 'stowage-jobs';
const PREFIX = 'stowage:jobs';

/**
 * Jobs on BullMQ over the service's Redis: any replica takes the next job, a result lives in
 * Redis (it survives the replica that computed it) for the retention time, and a job whose
 * replica dies mid-run (its lock expires) goes back to the queue for another replica, up to
 * three times.
 */
export class RedisJobQueue implements JobQueue {
  private readonly queue: Queue;
  private readonly worker: Worker;

  constructor(
    run: JobRunner,
    private readonly options: RedisQueueOptions,
  ) {
    // Reconnect with backoff while open; once closed, stop (a Redis that is down must not keep the process alive).
    const connection = {
      url: options.url,
      maxRetriesPerRequest: null,
      retryStrategy: (times: number) => (this.closed ? null : Math.min(2_000, 100 * times)),
    };
    const name = options.queueName ?? QUEUE;
    const keep = { age: Math.ceil(options.ttlMs / 1000) };
    this.queue = new Queue(name, {
      connection,
      prefix: PREFIX,
      defaultJobOptions: { removeOnComplete: keep, removeOnFail: keep, attempts: 1 },
    });
    this.worker = new Worker(
      name,
      async (job: Job) => {
        this.active++;
        try {
          return await run(job.data as JobInput);
        } finally {
          this.active--;
        }
      },
      {
        connection,
        prefix: PREFIX,
        concurrency: options.concurrency,
        lockDuration: options.lockMs,
        stalledInterval: options.lockMs,
        maxStalledCount: 3,
        removeOnComplete: keep,
        removeOnFail: keep,
      },
    );
    this.worker.on('completed', (job: Job) => void this.finished(job));
    this.worker.on('failed', (job: Job | undefined) => void (job && this.finished(job)));
    this.queue.on('error', (err) => this.warn(err));
    this.worker.on('error', (err) => this.warn(err));
  }

  private lastWarning = 0;
  /** Jobs this replica is running: on close, it waits for them (at most DRAIN_MS), not for an idle worker. */
  private active = 0;
  private closed = false;

  /** Redis errors repeat on every reconnect attempt: one warning a minute is enough. */
  private warn(err: Error): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.options.log.warn({ err: err.message }, 'job queue: Redis error (jobs wait until it is back)');
  }

  async submit(input: JobInput): Promise<{ record: JobRecord; created: boolean }> {
    await this.queue.add(input.endpoint, input, { jobId: input.id });
    const job = await Job.fromId(this.queue, input.id);
    if (!job) throw new Error(`job ${input.id} vanished right after it was added`);
    const record = await this.toRecord(job);
    return { record, created: JSON.stringify(job.data) === JSON.stringify(input) };
  }

  async counts(): Promise<Record<JobStatus, number>> {
    const c = await this.queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed');
    return {
      queued: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0),
      running: c.active ?? 0,
      completed: c.completed ?? 0,
      failed: c.failed ?? 0,
    };
  }

  async get(id: string): Promise<JobRecord | null> {
    const job = await Job.fromId(this.queue, id);
    return job ? this.toRecord(job) : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    // Bounded waits: with Redis down, BullMQ's closes would wait for a connection that never comes.
    const within = (work: Promise<unknown>, ms: number) =>
      Promise.race([work.catch(() => {}), new Promise((r) => setTimeout(r, ms).unref())]);
    await within(this.worker.close(), this.active > 0 ? this.options.drainMs : 2_000);
    await within(this.queue.close(), 2_000);
    await within(Promise.all([this.worker.disconnect(), this.queue.disconnect()]), 1_000);
  }

  private async finished(job: Job): Promise<void> {
    if (!(job.data as JobInput).webhook) return; // only webhooks need the stored record
    try {
      const fresh = await Job.fromId(this.queue, String(job.id));
      if (fresh) this.options.onFinished(await this.toRecord(fresh));
    } catch (err) {
      this.options.log.warn(
        { err: (err as Error).message, job: job.id },
        'job finished, but its record could not be read',
      );
    }
  }

  private async toRecord(job: Job): Promise<JobRecord> {
    const state = await job.getState();
    const input = job.data as JobInput;
    const attempts = Math.max(job.attemptsStarted ?? 0, job.attemptsMade ?? 0);
    const base = { input, attempts, startedAt: job.processedOn ?? undefined, finishedAt: job.finishedOn ?? undefined };
    if (state === 'completed') {
      const outcome = job.returnvalue as JobOutcome;
      return { ...base, status: outcome.ok ? 'completed' : 'failed', progress: 100, outcome };
    }
    if (state === 'failed') {
      // BullMQ gave up on it (the replicas running it died, or a bug): the synchronous call would have lost its worker.
      const outcome: JobOutcome = {
        ok: false,
        status: 503,
        problem: asProblem(
          { error: 'worker_lost', message: `the job stopped without a result (${job.failedReason}); submit it again` },
          503,
          `job-${input.id}`,
        ),
      };
      return { ...base, status: 'failed', progress: 100, outcome };
    }
    if (state === 'active') return { ...base, status: 'running', progress: 10, finishedAt: undefined };
    return { ...base, status: 'queued', progress: 0, startedAt: undefined, finishedAt: undefined };
  }
}
