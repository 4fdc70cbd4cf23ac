import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { withTier } from '../auth/tier.js';
import { ENDPOINTS } from '../endpoints.js';
import { ApiError } from '../errors.js';
import { asProblem } from '../problem-details.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { plan, recordPlan } from '../routes/planning.js';
import type { PlanPool } from '../workers/pool.js';
import type { JobInput, JobOutcome, JobRunner } from './job-types.js';

/** Errors that say "not now" rather than "not this input": the job waits and tries again. */
const TRANSIENT = new Set(['overloaded', 'too_many_tasks']);
const RETRY_MS = 1_000;

/**
 * A job runs the synchronous call's own path (the pool, the endpoint's handler) under the job cap
 * (JOB_CAP_MS, minutes instead of seconds), so a job's result is the body the synchronous call
 * gives, byte for byte bar the timing fields, whenever neither call was cut by its cap. While the
 * lanes are full the job waits its turn instead of failing. Other errors end the job with the
 * problem the synchronous call would have answered.
 */
export function jobRunner(
  pool: PlanPool,
  config: AppConfig,
  isClosing: () => boolean,
  log: FastifyBaseLogger,
  metrics?: ServiceMetrics,
): JobRunner {
  return async (input: JobInput): Promise<JobOutcome> => {
    const spec = ENDPOINTS.find((e) => e.name === input.endpoint);
    if (!spec) return failure(new ApiError('bad_request', 400, `unknown endpoint ${input.endpoint}`), input.id);
    for (;;) {
      try {
        // the same log line and planning metrics as a synchronous plan, with the job's id
        const body = await plan(pool, spec, input.body, config.jobCapMs, undefined, (result) =>
          metrics ? recordPlan(log.child({ job: input.id }), metrics, spec.name, result) : undefined,
        );
        return { ok: true, text: JSON.stringify(withTier(body, input.caller)) };
      } catch (err) {
        if (err instanceof ApiError && TRANSIENT.has(err.code) && !isClosing()) {
          await new Promise((r) => setTimeout(r, RETRY_MS));
          continue;
        }
        if (!(err instanceof ApiError)) log.error({ err, job: input.id }, 'job failed with an internal error');
        return failure(err, input.id);
      }
    }
  };
}

function failure(err: unknown, id: string): JobOutcome {
  if (err instanceof ApiError)
    return { ok: false, status: err.status, problem: asProblem(err.toBody(), err.status, `job-${id}`) };
  return {
    ok: false,
    status: 500,
    problem: asProblem(
      { error: 'internal_error', message: 'internal error while planning this job; its id identifies it in the logs' },
      500,
      `job-${id}`,
    ),
  };
}
