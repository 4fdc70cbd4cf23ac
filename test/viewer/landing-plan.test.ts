/**
 * The landing page's bundled plan (src/viewer/model/landing-plan.json) is the service's own
 * answer to the first pack example: the same request, and the same boxes, dunnage and checks
 * as the engine gives now. When an engine change makes it drift, regenerate it with
 *   node --import tsx test/viewer/landing-plan.test.ts --write
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { post, testApp } from '../http/harness.js';
import { EXAMPLES } from '../../src/viewer/model/examples.js';
import landing from '../../src/viewer/model/landing-plan.json' with { type: 'json' };
import { repoRoot } from './browser-harness.js';

test('the bundled landing plan is the live answer to the first pack example', async () => {
  const app = await testApp();
  try {
    const request = EXAMPLES.pack[0].request;
    assert.deepEqual(landing.request, request);
    const res = await post(app, '/api/pack', request);
    assert.equal(res.statusCode, 200);
    const { computeMs: _ms, ...live } = res.json();
    if (process.argv.includes('--write')) {
      writeFileSync(
        join(repoRoot, 'src', 'viewer', 'model', 'landing-plan.json'),
        JSON.stringify({ endpoint: 'pack', request, response: live }),
      );
      return;
    }
    assert.deepEqual(landing.response.boxes, live.boxes);
    assert.deepEqual(landing.response.dunnage, live.dunnage);
    assert.deepEqual(landing.response.checks, live.checks);
  } finally {
    await app.close();
  }
});
