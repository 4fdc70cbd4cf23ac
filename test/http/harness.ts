import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import type { AppConfig } from '../../src/config.js';
import { installResponseCheck } from '../support/documented-responses.js';

/** Ten minutes: far above every work budget, so the wall-clock safety net never decides a test. */
export const NO_WALL_CAP = 600_000;

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * A service instance for in-process tests: no logs, rate limits off unless asked, a private data dir;
 * one thread per lane; every JSON response is held to its documented schema. The wall-clock caps and the queue-wait limit
 * are set far above any work budget (NO_WALL_CAP), so a plan in `npm test` ends by its work budget
 * alone and cannot change, or fail, because the machine is busy. Tests of the caps themselves set
 * small values and live in the timing tier (*.timing.test.ts).
 */
export async function testApp(
  config: Partial<AppConfig> = {},
  logger: unknown = false,
  now?: () => number,
): Promise<FastifyInstance> {
  const app = await buildApp({
    now,
    config: {
      rateLimit: false,
      keySecret: TEST_SECRET,
      dataDir: mkdtempSync(join(tmpdir(), 'stowage-')),
      workers: 1,
      computeCapMs: NO_WALL_CAP,
      thoroughCapMs: NO_WALL_CAP,
      queueWaitMs: NO_WALL_CAP,
      shortWorkers: 1,
      ...config,
    },
    logger: logger as never,
  });
  installResponseCheck(app);
  return app;
}

/** POST JSON through inject. */
export function post(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}
