import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, jobConcurrency } from '../../config.js';
import { Revocations } from '../auth/revocations.js';
import { MemoryIdempotency, RedisIdempotency } from '../idempotency/store.js';
import { SyncAnswers } from '../idempotency/sync-answers.js';
import { failFastRedis } from '../redis-client.js';
import { JobService } from '../routes/jobs.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import type { PlanPool } from '../workers/pool.js';
import type { JobRecord } from './job-types.js';
import { MemoryJobQueue } from './memory-queue.js';
import { RedisJobQueue } from './redis-queue.js';
import { jobRunner } from './run-job.js';
import { deliverWebhook } from './webhook.js';

export interface SharedState {
  readonly jobs: JobService;
  readonly answers: SyncAnswers;
  readonly revocations: Revocations;
  /** Jobs by state in the queue (this process's, or the shared BullMQ queue's). */
  jobCounts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * What replicas share besides the rate-limit counters: jobs (BullMQ with REDIS_URL, in process
 * otherwise), Idempotency-Key answers and revoked keys. One place builds them, so the app wires
 * one object.
 */
export function sharedState(
  config: AppConfig,
  secret: string,
  pool: PlanPool,
  log: FastifyBaseLogger,
  isClosing: () => boolean,
  metrics?: ServiceMetrics,
): SharedState {
  const redis = config.redisUrl ? failFastRedis(config.redisUrl) : null;
  const run = jobRunner(pool, config, isClosing, log, metrics);
  const onFinished = (record: JobRecord) =>
    void deliverWebhook(record, { serviceSecret: secret, allowPrivate: config.webhookAllowPrivate, log });
  const queue = config.redisUrl
    ? new RedisJobQueue(run, {
        url: config.redisUrl,
        concurrency: jobConcurrency(config),
        ttlMs: config.jobTtlMs,
        lockMs: config.jobLockMs,
        drainMs: config.drainMs,
        log,
        onFinished,
      })
    : new MemoryJobQueue(run, jobConcurrency(config), config.jobTtlMs, Date.now, onFinished);
  const store = redis ? new RedisIdempotency(redis, config.jobTtlMs) : new MemoryIdempotency(config.jobTtlMs);
  return {
    jobs: new JobService(queue, secret, config.webhookAllowPrivate),
    answers: new SyncAnswers(store, secret),
    revocations: new Revocations(config.revokedKeys, redis),
    // a scrape never waits on a Redis that is down: no counts rather than a hung /metrics
    jobCounts: () =>
      Promise.race([
        queue.counts(),
        new Promise<Record<string, number>>((resolve) => setTimeout(() => resolve({}), 500).unref()),
      ]).catch(() => ({})),
    close: async () => {
      await queue.close();
      redis?.disconnect();
    },
  };
}
