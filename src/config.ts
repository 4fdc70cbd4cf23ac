import { availableParallelism } from 'node:os';

/** Service configuration, read from the environment once at start and validated. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** HMAC secret for API keys; when empty, one is generated once and kept in dataDir. */
  keySecret: string;
  /** Redis URL for shared rate-limit counters; empty = in-memory. */
  redisUrl: string;
  /** Redis down makes the instance unready (/readyz 503); needs redisUrl. */
  redisRequired: boolean;
  /**
   * Which X-Forwarded-For hops to believe, as Fastify's trustProxy: false (none), a hop count
   * (the address the n-th proxy from us saw), or the proxies' addresses / CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Longest wait for a request's headers, ms (slow-header clients are cut with 408). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open, ms (behind a proxy: above the proxy's idle timeout). */
  keepAliveTimeoutMs: number;
  /** Longest time to receive a whole request, headers and body, ms (stalled uploads are cut with 408). */
  bodyTimeoutMs: number;
  /** Rate limiting on (off only for load benchmarks). */
  rateLimit: boolean;
  /** Worker threads of the long lane (pack and the search endpoints). */
  workers: number;
  /**
   * Worker threads of the short lane (pallet-estimate, order-plan, order-quote, receiver-check):
   * two by default, so that one large quote (up to ~3 s of CPU) does not hold the whole lane.
   */
  shortWorkers: number;
  /** Tasks waiting in one lane before the service answers 503. */
  queueMax: number;
  /** Longest expected or actual wait in a lane's queue before the service answers 503, ms. */
  queueWaitMs: number;
  /** Old-generation heap limit per worker thread, MB. */
  workerHeapMb: number;
  /** Hard wall-time cap of one planning request, ms (the `thorough` pack and order-plan budgets get thoroughCapMs). */
  computeCapMs: number;
  thoroughCapMs: number;
  /** Open client connections the server accepts at once; more are closed on arrival (Node's server.maxConnections). */
  maxConnections: number;
  /** SIGTERM: longest wait for in-flight requests, ms; then the process exits and cuts what is left. */
  drainMs: number;
  /** Long-lane tasks (running plus queued) one client (key, or IP without one) may have at once; more are refused 429. */
  clientLongTasks: number;
  /** Worker time one anonymous client may use per minute, ms (5× with a key); charged after each run. */
  computeBudgetMs: number;
  /** How long an input that killed a worker or overran the watchdog is refused (422) without planning it again, ms. */
  failedInputTtlMs: number;
  /** Caps of wall time before the watchdog stops a planning thread (not an environment variable: tests raise it so the machine's load cannot decide them). */
  watchdogCaps?: number;
  logLevel: string;
  /** Jobs (Prefer: respond-async): hard wall-time cap of one job, ms (far above the synchronous caps). */
  jobCapMs: number;
  /** Jobs one replica runs at once (default: one per planning thread, both lanes). */
  jobConcurrency: number;
  /** How long a finished job, its result and its Idempotency-Key are kept, ms; also the synchronous Idempotency-Key memory. */
  jobTtlMs: number;
  /** BullMQ lock of a running job, ms: a replica that dies mid-job loses it after this long and another replica takes the job. */
  jobLockMs: number;
  /** Webhooks may go to http:// and private or loopback addresses (tests, closed networks); otherwise https to public hosts only. */
  webhookAllowPrivate: boolean;
  /** Key ids (or whole keys) refused as revoked, besides those revoked through POST /api/keys/revoke. */
  revokedKeys: string[];
  /** Token for revoking any key by id (X-Admin-Token); empty = only a key's holder can revoke it. */
  adminToken: string;
  /** Load shedding (@fastify/under-pressure): answer 503 while the event loop lags more than this, ms; 0 = off. */
  shedEventLoopDelayMs: number;
}

export const DEFAULT_CONFIG: AppConfig = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: './data',
  keySecret: '',
  redisUrl: '',
  redisRequired: false,
  trustProxy: false,
  headersTimeoutMs: 10_000,
  // Node's own default: idle sockets count against MAX_CONNECTIONS, so a longer wait is a deployment choice.
  keepAliveTimeoutMs: 5_000,
  bodyTimeoutMs: 30_000,
  rateLimit: true,
  workers: Math.max(1, availableParallelism()),
  shortWorkers: 2,
  queueMax: 0,
  queueWaitMs: 20_000,
  workerHeapMb: 1024,
  // A safety net far above the work budgets (default plans take well under 5 s of CPU): the cap must
  // not decide an answer on a busy machine, only stop a runaway search.
  computeCapMs: 30_000,
  thoroughCapMs: 120_000,
  maxConnections: 512,
  drainMs: 25_000,
  clientLongTasks: 2,
  computeBudgetMs: 30_000,
  failedInputTtlMs: 600_000,
  logLevel: 'info',
  jobCapMs: 600_000,
  jobConcurrency: 0,
  jobTtlMs: 86_400_000,
  jobLockMs: 30_000,
  webhookAllowPrivate: false,
  revokedKeys: [],
  adminToken: '',
  // Off by default: a process that compiles its code on a loaded machine lags for seconds at start.
  shedEventLoopDelayMs: 0,
};

export class ConfigError extends Error {}

const int = (name: string, raw: string, min: number, max: number): number => {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}; got "${raw}"`);
  return Number(raw);
};

const bool = (name: string, raw: string): boolean => {
  if (/^(1|true|on|yes)$/i.test(raw)) return true;
  if (/^(0|false|off|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${raw}"`);
};

const PROXY_ADDRESS = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

/**
 * TRUST_PROXY: `false`, a hop count, or a comma-separated list of proxy addresses / CIDRs.
 * `true` is refused: it believes the leftmost X-Forwarded-For entry, which the client writes.
 */
function trustProxy(raw: string): false | number | string[] {
  const value = raw.trim();
  if (/^(0|false|off|no)$/i.test(value)) return false;
  if (/^(true|on|yes)$/i.test(value))
    throw new ConfigError(
      'TRUST_PROXY=true would believe the client-written leftmost X-Forwarded-For entry; give the number of proxy hops in front of the service (for example 1) or their addresses (10.0.0.0/8,192.168.1.5)',
    );
  if (/^\d+$/.test(value)) return int('TRUST_PROXY', value, 1, 10);
  const list = value
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (list.length === 0 || !list.every((a) => PROXY_ADDRESS.test(a)))
    throw new ConfigError(
      `TRUST_PROXY must be false, a hop count from 1 to 10, or a comma-separated list of proxy IP addresses or CIDR ranges; got "${raw}"`,
    );
  return list;
}

/** Reads and validates the environment; throws ConfigError with a clear message on a bad value. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const c: AppConfig = { ...DEFAULT_CONFIG };
  if (env.PORT !== undefined) c.port = int('PORT', env.PORT, 0, 65535);
  if (env.HOST !== undefined) c.host = env.HOST;
  if (env.DATA_DIR !== undefined) c.dataDir = env.DATA_DIR;
  if (env.KEY_SECRET !== undefined) {
    if (env.KEY_SECRET.length < 32) throw new ConfigError('KEY_SECRET must be at least 32 characters');
    c.keySecret = env.KEY_SECRET;
  }
  if (env.REDIS_URL !== undefined && env.REDIS_URL !== '') {
    if (!/^rediss?:\/\//.test(env.REDIS_URL))
      throw new ConfigError(`REDIS_URL must start with redis:// or rediss://; got "${env.REDIS_URL}"`);
    c.redisUrl = env.REDIS_URL;
  }
  if (env.REDIS_REQUIRED !== undefined) c.redisRequired = bool('REDIS_REQUIRED', env.REDIS_REQUIRED);
  if (c.redisRequired && c.redisUrl === '') throw new ConfigError('REDIS_REQUIRED=true needs REDIS_URL');
  if (env.TRUST_PROXY !== undefined) c.trustProxy = trustProxy(env.TRUST_PROXY);
  if (env.HEADERS_TIMEOUT_MS !== undefined)
    c.headersTimeoutMs = int('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 500, 600_000);
  if (env.KEEP_ALIVE_TIMEOUT_MS !== undefined)
    c.keepAliveTimeoutMs = int('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 1_000, 600_000);
  if (env.BODY_TIMEOUT_MS !== undefined) c.bodyTimeoutMs = int('BODY_TIMEOUT_MS', env.BODY_TIMEOUT_MS, 500, 600_000);
  // Node counts the body timeout from the request's first byte, headers included.
  if (c.headersTimeoutMs > c.bodyTimeoutMs)
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${c.headersTimeoutMs}) must not exceed BODY_TIMEOUT_MS (${c.bodyTimeoutMs})`,
    );
  if (env.RATE_LIMIT !== undefined) c.rateLimit = bool('RATE_LIMIT', env.RATE_LIMIT);
  if (env.WORKERS !== undefined) c.workers = int('WORKERS', env.WORKERS, 1, 64);
  if (env.SHORT_WORKERS !== undefined) c.shortWorkers = int('SHORT_WORKERS', env.SHORT_WORKERS, 1, 64);
  if (env.QUEUE_WAIT_MS !== undefined) c.queueWaitMs = int('QUEUE_WAIT_MS', env.QUEUE_WAIT_MS, 100, 600_000);
  if (env.WORKER_HEAP_MB !== undefined) c.workerHeapMb = int('WORKER_HEAP_MB', env.WORKER_HEAP_MB, 64, 65_536);
  if (env.QUEUE_MAX !== undefined) c.queueMax = int('QUEUE_MAX', env.QUEUE_MAX, 1, 10_000);
  if (env.COMPUTE_CAP_MS !== undefined) c.computeCapMs = int('COMPUTE_CAP_MS', env.COMPUTE_CAP_MS, 100, 600_000);
  if (env.THOROUGH_CAP_MS !== undefined) c.thoroughCapMs = int('THOROUGH_CAP_MS', env.THOROUGH_CAP_MS, 100, 600_000);
  if (env.MAX_CONNECTIONS !== undefined) c.maxConnections = int('MAX_CONNECTIONS', env.MAX_CONNECTIONS, 1, 1_000_000);
  if (env.DRAIN_MS !== undefined) c.drainMs = int('DRAIN_MS', env.DRAIN_MS, 0, 600_000);
  if (env.CLIENT_LONG_TASKS !== undefined)
    c.clientLongTasks = int('CLIENT_LONG_TASKS', env.CLIENT_LONG_TASKS, 1, 10_000);
  if (env.COMPUTE_BUDGET_MS !== undefined)
    c.computeBudgetMs = int('COMPUTE_BUDGET_MS', env.COMPUTE_BUDGET_MS, 1_000, 86_400_000);
  if (env.FAILED_INPUT_TTL_MS !== undefined)
    c.failedInputTtlMs = int('FAILED_INPUT_TTL_MS', env.FAILED_INPUT_TTL_MS, 0, 86_400_000);
  if (env.LOG_LEVEL !== undefined) {
    if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(env.LOG_LEVEL))
      throw new ConfigError(
        `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "${env.LOG_LEVEL}"`,
      );
    c.logLevel = env.LOG_LEVEL;
  }
  if (env.JOB_CAP_MS !== undefined) c.jobCapMs = int('JOB_CAP_MS', env.JOB_CAP_MS, 1_000, 86_400_000);
  if (env.JOB_CONCURRENCY !== undefined) c.jobConcurrency = int('JOB_CONCURRENCY', env.JOB_CONCURRENCY, 1, 256);
  if (env.JOB_TTL_MS !== undefined) c.jobTtlMs = int('JOB_TTL_MS', env.JOB_TTL_MS, 60_000, 30 * 86_400_000);
  if (env.JOB_LOCK_MS !== undefined) c.jobLockMs = int('JOB_LOCK_MS', env.JOB_LOCK_MS, 1_000, 600_000);
  if (env.WEBHOOK_ALLOW_PRIVATE !== undefined)
    c.webhookAllowPrivate = bool('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE);
  if (env.REVOKED_KEYS !== undefined)
    c.revokedKeys = env.REVOKED_KEYS.split(',')
      .map((k) => k.trim())
      .filter((k) => k !== '');
  if (env.ADMIN_TOKEN !== undefined && env.ADMIN_TOKEN !== '') {
    if (env.ADMIN_TOKEN.length < 32) throw new ConfigError('ADMIN_TOKEN must be at least 32 characters');
    c.adminToken = env.ADMIN_TOKEN;
  }
  if (env.SHED_EVENT_LOOP_DELAY_MS !== undefined)
    c.shedEventLoopDelayMs = int('SHED_EVENT_LOOP_DELAY_MS', env.SHED_EVENT_LOOP_DELAY_MS, 0, 600_000);
  return c;
}

/** Queue bound per lane: explicit, or eight waiting tasks per long-lane worker. */
/** Jobs run at once on one replica: explicit, or one per planning thread (long and short lanes). */
export const jobConcurrency = (c: AppConfig) => (c.jobConcurrency > 0 ? c.jobConcurrency : c.workers + c.shortWorkers);

export const queueBound = (c: AppConfig) => (c.queueMax > 0 ? c.queueMax : c.workers * 8);
