import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { HANDLERS } from '../../src/http/handlers/registry.js';
import { post, testApp } from './harness.js';

/**
 * Same input, same engine version: the same answer byte for byte, computeMs aside — across workers too.
 * The harness sets no wall-clock cap (NO_WALL_CAP), so every plan ends by its work budget and the
 * assertion holds however busy the machine is; a body the cap cut would carry `timeCapped`.
 */
let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 2 });
});
after(async () => {
  await app.close();
});

const strip = (body: string) => body.replace(/"computeMs":[0-9.e+-]+,?/g, '');

for (const spec of ENDPOINTS.filter((e) => HANDLERS[e.name])) {
  test(`${spec.path}: the example planned three times gives identical bodies`, async () => {
    const bodies = await Promise.all([0, 1, 2].map(() => post(app, spec.path, EXAMPLE_REQUESTS[spec.name])));
    for (const res of bodies) {
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().timeCapped, undefined, 'the wall-clock cap fired');
    }
    assert.equal(strip(bodies[1].body), strip(bodies[0].body));
    assert.equal(strip(bodies[2].body), strip(bodies[0].body));
  });
}

test('at least one planning endpoint has landed, so this suite tests something', () => {
  assert.ok(ENDPOINTS.some((e) => HANDLERS[e.name]));
});
