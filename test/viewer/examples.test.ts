import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NO_WALL_CAP } from '../http/harness.js';
import { buildApp } from '../../src/http/app.js';
import { EXAMPLES } from '../../src/viewer/model/examples.js';

// The viewer's prefilled examples must pass the service's validation (engines may still answer 501).
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'stowage-viewer-examples-'));
before(async () => {
  app = await buildApp({
    config: {
      rateLimit: false,
      workers: 1,
      dataDir,
      computeCapMs: NO_WALL_CAP,
      thoroughCapMs: NO_WALL_CAP,
      queueWaitMs: NO_WALL_CAP,
    },
    logger: false,
  });
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

for (const [endpoint, examples] of Object.entries(EXAMPLES)) {
  for (const example of examples) {
    test(`${endpoint} example "${example.name}" is a valid request`, async () => {
      const res = await app.inject({ method: 'POST', url: `/api/${endpoint}`, payload: example.request as object });
      assert.notEqual(res.statusCode, 400, res.body);
      assert.ok([200, 501].includes(res.statusCode), `${res.statusCode} ${res.body.slice(0, 300)}`);
    });
  }
}
