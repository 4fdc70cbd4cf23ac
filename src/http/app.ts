import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_CONFIG, queueBound, type AppConfig } from '../config.js';
import { loadKeySecret } from './auth/keys.js';
import { identifyCaller, type Caller } from './auth/tier.js';
import { API_VERSION } from './api-version.js';
import { errorHandler } from './error-handler.js';
import { registerProblemDetails } from './problem-details.js';
import { apiError } from './errors.js';
import { MemoryStore } from './rate-limit/memory-store.js';
import { RedisStore } from './rate-limit/redis-store.js';
import { RateLimiter } from './rate-limit/limiter.js';
import { clientAddress } from './rate-limit/client-key.js';
import type { RatePolicy } from './endpoints.js';
import { PlanPool } from './workers/pool.js';
import { registerDocs } from './routes/docs.js';
import { exampleRunner, registerPlanningRoutes } from './routes/planning.js';
import { ExampleResponses } from './examples/example-responses.js';
import { registerKeyRoutes } from './routes/keys.js';
import { registerHealth } from './routes/health.js';
import { registerOperations } from './routes/metrics.js';
import { ServiceMetrics } from './metrics/service-metrics.js';
import { viewerPlugin } from './plugins/viewer.js';
import { cutStalledUploadsOnClose } from './stalled-uploads.js';
import { registerJsonBody } from './json-body.js';
import { sharedState } from './jobs/setup.js';
import { registerJobRoutes } from './routes/jobs.js';
import { registerKeyRevocation } from './routes/key-revocation.js';
import { REVOKED_KEY_WARNING } from './auth/revocations.js';
import { registerLoadShedding } from './load-shedding.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** Charges the rest of an expensive request's cost (set when its route is rate-limited). */
    chargeRest?: (cost: number) => Promise<void>;
    /** The client's address (validated: an IP address, whatever X-Forwarded-For said). */
    clientAddress: string;
    /** The client's compute budget (set when rate limiting is on): refuse before a plan, charge after it. */
    computeBudget?: { check: () => Promise<void>; charge: (ms: number) => void };
  }
  interface FastifyInstance {
    /** The worker pool (tests reach its threads; bench:http reads its lanes). */
    planPool: PlanPool;
    /** Prometheus metrics of this instance (/metrics); the jobs queue reports its counts here. */
    metrics: ServiceMetrics;
  }
  interface FastifyContextConfig {
    /** Rate policy of the route; absent = not limited (health, docs assets). */
    rate?: RatePolicy;
    /** Legacy cm/kg endpoint: `units` gets its own rejection message. */
    legacy?: boolean;
  }
}

export interface AppOptions {
  config?: Partial<AppConfig>;
  /** Fastify logger option: false in tests, pino options or an instance otherwise. */
  logger?: FastifyServerOptions['logger'];
  /** Clock for rate-limit windows; tests pin it so a window boundary cannot fall mid-test. */
  now?: () => number;
}

/** Fastify's trustProxy for a hop count (as proxy-addr: the n nearest hops are proxies) or an address list. */
function trustedHops(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

const URL_KEY_PARAM =
  /^(api_key|apikey|api-key|key|token|access_token|auth|authorization|x-api-key|apitoken|api_token)$/i;
/** An issued key's shape (auth/keys.ts), wherever it stands in a URL, raw or percent-encoded. */
const KEY_SHAPE = /stw(?:_|%5f)[A-Za-z0-9_%-]{22,}/gi;
const KEY_IN_URL = Symbol('keyInUrl');

/** decodeURIComponent that never throws: a malformed escape leaves the text as sent. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The URL without key-like query parameters or key-shaped text; marks the raw request when one
 * was there. Never throws, whatever the client sent (a malformed escape is not a key name).
 */
export function stripUrlKey(req: { url?: string; [KEY_IN_URL]?: boolean }): string {
  const url = req.url ?? '/';
  let out = url;
  const q = url.indexOf('?');
  if (q >= 0) {
    const params = url.slice(q + 1).split('&');
    const kept = params.filter((p) => !URL_KEY_PARAM.test(safeDecode(p.split('=')[0] ?? '').trim()));
    if (kept.length !== params.length) {
      req[KEY_IN_URL] = true;
      out = kept.length > 0 ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
    }
  }
  const redacted = out.replace(KEY_SHAPE, 'stw_REDACTED');
  if (redacted !== out) req[KEY_IN_URL] = true;
  return redacted;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Builds the service without listening (tests use inject; server.ts listens). */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...DEFAULT_CONFIG, ...options.config };
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
    },
    trustProxy: trustedHops(config.trustProxy),
    // Slow clients: headers and whole requests are timed out (408), checked every second
    // instead of Node's default 30 s; a running plan is not affected (its request is complete).
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: config.headersTimeoutMs,
          requestTimeout: config.bodyTimeoutMs,
          connectionsCheckingInterval: 1_000,
        },
        handler,
      ),
    // A key in the URL would be logged with it: it is cut out before routing and logging,
    // and the request is refused (400) so that the client learns to use the header.
    rewriteUrl: (req) => stripUrlKey(req),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: true, verbose: true },
    },
    return503OnClosing: false,
    // Fastify's own guard against prototype poisoning in JSON bodies (json-body.ts words its refusal).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // On close, idle keep-alive sockets go at once; sockets with a request in flight finish it.
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  const secret = loadKeySecret(config.keySecret, config.dataDir);
  const store = config.redisUrl ? new RedisStore(config.redisUrl, app.log) : new MemoryStore();
  const limiter = new RateLimiter(store, app.log);
  // Idle keep-alive connections are kept this long; behind a proxy, longer than the proxy's own idle timeout.
  app.server.keepAliveTimeout = config.keepAliveTimeoutMs;
  // Beyond this many open connections Node closes new ones on arrival: descriptors stay for the
  // requests already being served (half-open sockets cannot starve the process).
  app.server.maxConnections = config.maxConnections;
  const metrics = new ServiceMetrics();
  app.decorate('metrics', metrics);
  const pool = new PlanPool({
    workers: config.workers,
    shortWorkers: config.shortWorkers,
    queueMax: queueBound(config),
    queueWaitMs: config.queueWaitMs,
    workerHeapMb: config.workerHeapMb,
    // Per-client limits go with rate limiting (off only for load benchmarks).
    clientLongTasks: config.rateLimit ? config.clientLongTasks : 0,
    failedInputTtlMs: config.failedInputTtlMs,
    watchdogCaps: config.watchdogCaps,
    now,
    observer: metrics.poolObserver,
  });
  app.decorate('planPool', pool);
  const shared = sharedState(config, secret, pool, app.log, () => closing, metrics);
  metrics.readJobCounts(() => shared.jobCounts());

  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('clientAddress', '');
  registerJsonBody(app);
  app.setErrorHandler(errorHandler);
  registerProblemDetails(app);
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const allowed = ['GET', 'POST'].filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length > 0) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      return reply
        .code(405)
        .header('allow', [...allowed, 'OPTIONS'].join(', '))
        .send({
          error: 'method_not_allowed',
          message: `${req.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`,
        });
    }
    return reply.code(404).send({ error: 'not_found', message: `no route ${req.method} ${path}` });
  });
  await registerLoadShedding(app, config.shedEventLoopDelayMs);
  // Compressed only when the client asks (Accept-Encoding) and the body is worth it.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'X-API-Key',
      'Authorization',
      'X-Request-Id',
      'Prefer',
      'Idempotency-Key',
      'Webhook-Url',
    ],
    exposedHeaders: [
      'Retry-After',
      'RateLimit',
      'RateLimit-Policy',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Request-Id',
      'API-Version',
      'ETag',
      'Location',
      'Preference-Applied',
      'Idempotent-Replayed',
    ],
    maxAge: 86400,
  });

  let closing = false;
  const onClosing = cutStalledUploadsOnClose(app.server, config.bodyTimeoutMs);
  app.addHook('preClose', async () => {
    closing = true;
    onClosing();
  });

  // Browsers: no MIME sniffing, no framing by other sites (the viewer and /docs included).
  app.addHook('onSend', async (_req, reply) => {
    // While draining, every answer tells its client not to reuse the connection.
    if (closing) reply.header('connection', 'close');
    reply.header('api-version', API_VERSION);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'");
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if ((req.raw as { [KEY_IN_URL]?: boolean })[KEY_IN_URL])
      throw apiError(
        'validation_failed',
        'API keys are not accepted in the URL (URLs end up in logs and browser histories); send the key as X-API-Key or Authorization: Bearer, and consider it exposed',
        'api_key',
      );
    if (closing)
      throw apiError('shutting_down', 'this instance is shutting down; retry', undefined, {
        connection: 'close',
        'retry-after': '1',
      });
    const address = clientAddress(req.ip);
    if (address === null)
      throw apiError(
        'bad_request',
        'the client address taken from X-Forwarded-For is not an IP address; the proxy in front of this service must append the address it saw (docs/limits.md, "Proxies")',
        'X-Forwarded-For',
      );
    req.clientAddress = address;
    req.caller = identifyCaller(req, secret);
    if (req.caller.keyId && (await shared.revocations.isRevoked(req.caller.keyId)))
      req.caller = { tier: 'anonymous', keyId: null, warning: REVOKED_KEY_WARNING };
    const rate = req.routeOptions.config?.rate;
    if (config.rateLimit && rate && req.method !== 'OPTIONS') {
      const route = `${req.method} ${req.routeOptions.url}`;
      const decide = async (cost: number, charged: number) => {
        const decision = await limiter.check(route, rate, req.caller, address, now(), cost, charged);
        reply.headers(decision.headers);
        if (decision.limited) {
          throw apiError(
            'rate_limited',
            `rate limit exceeded for this endpoint${cost > 1 ? ` (this request counts as ${cost})` : ''}; retry in ${decision.headers['retry-after']} s (a free key from POST /api/keys raises the limits 5 times)`,
            undefined,
            { 'retry-after': decision.headers['retry-after'] },
          );
        }
      };
      // One unit now; the body, read later, may show that the request costs more.
      await decide(1, 0);
      req.chargeRest = (cost) => decide(cost, 1);
      req.computeBudget = {
        check: async () => {
          const state = await limiter.compute(req.caller, address, now(), config.computeBudgetMs, 0);
          if (state.over)
            throw apiError(
              'rate_limited',
              `this client has used ${(state.usedMs / 1000).toFixed(1)} s of planning-worker time this minute, its budget of ${state.maxMs / 1000} s (requests are charged the worker time they used, after the fact); retry in ${state.resetS} s${req.caller.keyId ? '' : ' (a free key from POST /api/keys raises the budget 5 times)'}`,
              undefined,
              { 'retry-after': String(state.resetS) },
            );
        },
        // Every run costs at least 1 ms, so that no plan is free.
        charge: (ms) => {
          void limiter.compute(req.caller, address, now(), config.computeBudgetMs, Math.max(1, ms));
        },
      };
    }
    if (req.method === 'POST' && req.url.startsWith('/api/') && req.url !== '/api/keys') {
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (type !== 'application/json')
        throw apiError('unsupported_media_type', 'send the body as Content-Type: application/json');
    }
  });

  registerOperations(
    app,
    pool,
    store,
    { queueMax: queueBound(config), queueWaitMs: config.queueWaitMs, redisRequired: config.redisRequired },
    () => closing,
  );
  const examples = new ExampleResponses(exampleRunner(pool));
  await registerDocs(app, examples);
  registerHealth(app, pool, store);
  registerKeyRoutes(app, secret);
  registerKeyRevocation(app, shared.revocations, config.adminToken);
  registerJobRoutes(app, shared.jobs);
  registerPlanningRoutes(app, pool, config, examples, shared);
  await app.register(viewerPlugin);

  app.addHook('onClose', async () => {
    await shared.close();
    await pool.close();
    await store.close();
  });
  return app;
}
