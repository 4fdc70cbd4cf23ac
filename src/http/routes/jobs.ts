import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointSpec, RatePolicy } from '../endpoints.js';
import { apiError } from '../errors.js';
import { idempotencyKeyOf, requestFingerprint, reusedKey, scopedKey } from '../idempotency/request-key.js';
import type { JobQueue, JobRecord } from '../jobs/job-types.js';
import { webhookProblem, webhookSecret } from '../jobs/webhook.js';

/** Polling a job is cheap: a generous limit, so that a client polling every second or two stays inside it. */
export const JOBS_RATE: RatePolicy = { perMinute: 120, perDay: 20_000 };

const JOB_ID = /^[A-Za-z0-9_-]{20,40}$/;
const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', maxLength: 100, description: 'The job id, from the Location of the 202 answer.' },
  },
};

/** `Prefer: respond-async` (RFC 7240), alone or among other preferences. */
export const wantsAsync = (req: FastifyRequest) =>
  /(^|[,;\s])respond-async($|[,;\s=])/i.test(String(req.headers.prefer ?? ''));

/** Seconds a client should wait before looking at an unfinished job again. */
const POLL_S = 2;

/** The job as JSON text; a finished job's result is spliced in as the bytes the synchronous call would send. */
export function jobText(record: JobRecord, extra: Record<string, unknown> = {}): string {
  const { input, outcome } = record;
  const iso = (ms?: number) => (ms === undefined ? undefined : new Date(ms).toISOString());
  const view: Record<string, unknown> = {
    id: input.id,
    endpoint: input.endpoint,
    status: record.status,
    progress: record.progress,
    submittedAt: iso(input.submittedAt),
    startedAt: iso(record.startedAt),
    finishedAt: iso(record.finishedAt),
    queueWaitMs: record.startedAt === undefined ? undefined : Math.max(0, record.startedAt - input.submittedAt),
    attempts: record.attempts,
    location: `/api/jobs/${input.id}`,
    ...(outcome ? { resultUrl: `/api/jobs/${input.id}/result` } : {}),
    ...(input.webhook ? { webhook: input.webhook } : {}),
    ...extra,
    ...(outcome && !outcome.ok ? { errorStatus: outcome.status, error: outcome.problem } : {}),
  };
  const head = JSON.stringify(view);
  return outcome?.ok ? `${head.slice(0, -1)},"result":${outcome.text}}` : head;
}

/** The queue's answer, or 503 when its store (Redis) does not answer in time: a request never hangs on it. */
async function queued<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('job queue timeout')), QUEUE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } catch {
    throw apiError(
      'overloaded',
      'the job queue (Redis) is not answering just now; retry shortly (a synchronous call does not need it)',
      undefined,
      { 'retry-after': '5' },
    );
  } finally {
    clearTimeout(timer);
  }
}

const QUEUE_TIMEOUT_MS = 5_000;

/** Planning as jobs: submission from the planning routes, and the job routes. */
export class JobService {
  constructor(
    readonly queue: JobQueue,
    private readonly secret: string,
    private readonly allowPrivateWebhooks: boolean,
  ) {}

  /** Answers a planning POST that asked for `Prefer: respond-async`: 202 with the job's URL. */
  async submit(req: FastifyRequest, reply: FastifyReply, spec: EndpointSpec, client: string): Promise<FastifyReply> {
    const given = idempotencyKeyOf(req);
    const hook = req.headers['webhook-url'];
    const webhook = typeof hook === 'string' && hook.trim() !== '' ? hook.trim() : undefined;
    if (webhook) {
      const problem = webhookProblem(webhook, this.allowPrivateWebhooks);
      if (problem) throw apiError('validation_failed', problem, 'Webhook-Url');
    }
    const fingerprint = requestFingerprint(spec.name, req.body);
    const id = given ? scopedKey(this.secret, 'job', client, given) : randomBytes(18).toString('base64url');
    const { record, created } = await queued(
      this.queue.submit({
        id,
        endpoint: spec.name,
        body: req.body,
        fingerprint,
        caller: req.caller,
        ...(webhook ? { webhook } : {}),
        submittedAt: Date.now(),
      }),
    );
    if (record.input.fingerprint !== fingerprint || record.input.webhook !== webhook) throw reusedKey();
    reply
      .code(202)
      .header('location', `/api/jobs/${id}`)
      .header('preference-applied', 'respond-async')
      .header('retry-after', String(POLL_S))
      .type('application/json; charset=utf-8');
    if (!created) reply.header('idempotent-replayed', 'true');
    return reply.send(jobText(record, webhook ? { webhookSecret: webhookSecret(this.secret, id) } : {}));
  }

  async find(id: string): Promise<JobRecord> {
    const record = JOB_ID.test(id) ? await queued(this.queue.get(id)) : null;
    if (!record)
      throw apiError(
        'not_found',
        `no job ${id}: unknown, or finished longer ago than the retention time (JOB_TTL_MS)`,
        'id',
      );
    return record;
  }
}

export function registerJobRoutes(app: FastifyInstance, jobs: JobService): void {
  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id',
    {
      config: { rate: JOBS_RATE },
      schema: {
        summary: 'A job: its status, progress and, once finished, its result.',
        tags: ['jobs'],
        params: ID_PARAMS,
      },
    },
    async (req, reply) => {
      const record = await jobs.find(req.params.id);
      if (record.status === 'queued' || record.status === 'running') reply.header('retry-after', String(POLL_S));
      reply.header('cache-control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(jobText(record));
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id/result',
    {
      config: { rate: JOBS_RATE },
      schema: { summary: "A finished job's result: the synchronous call's answer.", tags: ['jobs'], params: ID_PARAMS },
    },
    async (req, reply) => {
      const record = await jobs.find(req.params.id);
      const outcome = record.outcome;
      if (!outcome)
        throw apiError(
          'job_not_finished',
          `job ${record.input.id} is ${record.status}; its result is not ready`,
          'id',
          {
            'retry-after': String(POLL_S),
          },
        );
      if (!outcome.ok)
        return reply.code(outcome.status).type('application/problem+json; charset=utf-8').send(outcome.problem);
      return reply.type('application/json; charset=utf-8').send(outcome.text);
    },
  );
}
