import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { HANDLERS } from '../../src/http/handlers/registry.js';
import { post, testApp } from './harness.js';

/** Request hygiene, run identically against every POST endpoint (one shared mechanism, one shared suite). */
let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(async () => {
  await app.close();
});

const assertErrorBody = (res: { statusCode: number; json: () => any }, status: number, code: string) => {
  assert.equal(res.statusCode, status);
  const body = res.json();
  assert.equal(body.error, code);
  assert.equal(typeof body.message, 'string');
  return body;
};

for (const spec of ENDPOINTS) {
  const example = EXAMPLE_REQUESTS[spec.name];

  describe(`${spec.path}: request hygiene`, () => {
    test('415 for a non-JSON content type or none at all', async () => {
      const plain = await app.inject({
        method: 'POST',
        url: spec.path,
        payload: JSON.stringify(example),
        headers: { 'content-type': 'text/plain' },
      });
      assertErrorBody(plain, 415, 'unsupported_media_type');
      const form = await app.inject({
        method: 'POST',
        url: spec.path,
        payload: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assertErrorBody(form, 415, 'unsupported_media_type');
      const none = await app.inject({ method: 'POST', url: spec.path, payload: Buffer.from(JSON.stringify(example)) });
      assertErrorBody(none, 415, 'unsupported_media_type');
    });

    test(`413 above the ${spec.bodyLimit / 1024} KB body limit, accepted just below`, async () => {
      const big = JSON.stringify({ ...example, pad: 'x'.repeat(spec.bodyLimit) });
      assertErrorBody(await post(app, spec.path, big), 413, 'payload_too_large');
      const justBelow = JSON.stringify({
        ...example,
        zz: 'x'.repeat(spec.bodyLimit - JSON.stringify(example).length - 20),
      });
      assert.ok(justBelow.length <= spec.bodyLimit);
      const res = await post(app, spec.path, justBelow);
      assert.notEqual(res.statusCode, 413);
      assert.equal(res.json().field, 'zz');
    });

    test('400 invalid_json for malformed JSON, an empty body and a prototype-poisoning key', async () => {
      assertErrorBody(await post(app, spec.path, '{"items": [1, 2'), 400, 'invalid_json');
      assertErrorBody(await post(app, spec.path, ''), 400, 'invalid_json');
      assertErrorBody(await post(app, spec.path, '{"__proto__": {"polluted": true}}'), 400, 'invalid_json');
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    });

    test('400 validation_failed names the offending field as a JSON path', async () => {
      const notObject = assertErrorBody(await post(app, spec.path, [1, 2]), 400, 'validation_failed');
      assert.equal(notObject.field, '$');
      const missing = assertErrorBody(await post(app, spec.path, {}), 400, 'validation_failed');
      assert.ok(missing.field.length > 0 && missing.field !== '$', `field named: ${missing.field}`);
      const bad = structuredClone(example) as any;
      const items = bad.items ?? bad.request?.items ?? bad.pos?.[0]?.items ?? bad.skus ?? null;
      if (items) {
        items[items.length - 1].l = -5;
        const res = assertErrorBody(await post(app, spec.path, bad), 400, 'validation_failed');
        assert.match(res.field, /\[\d+\]\.l$/);
      } else {
        bad.product.l = -5;
        assert.equal(assertErrorBody(await post(app, spec.path, bad), 400, 'validation_failed').field, 'product.l');
      }
    });

    test('unknown fields are rejected, naming the field', async () => {
      const res = assertErrorBody(await post(app, spec.path, { ...example, maxstack: 3 }), 400, 'validation_failed');
      assert.equal(res.field, 'maxstack');
    });

    if (spec.legacy) {
      test('a units field is rejected with field "units"', async () => {
        for (const units of ['cm-kg', 'in-lb']) {
          const res = assertErrorBody(await post(app, spec.path, { ...example, units }), 400, 'validation_failed');
          assert.equal(res.field, 'units');
          assert.match(res.message, /centimetres and kilograms/);
        }
      });
    } else {
      test('units must be cm-kg or in-lb', async () => {
        const res = assertErrorBody(
          await post(app, spec.path, { ...example, units: 'mm-g' }),
          400,
          'validation_failed',
        );
        assert.equal(res.field, 'units');
      });
    }

    test('CORS: preflight from any origin allows Content-Type, X-API-Key and Authorization', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: spec.path,
        headers: {
          origin: 'https://agent.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-api-key,authorization',
        },
      });
      assert.equal(res.statusCode, 204);
      assert.equal(res.headers['access-control-allow-origin'], '*');
      const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
      for (const h of ['content-type', 'x-api-key', 'authorization'])
        assert.ok(allowed.includes(h), `${h} in ${allowed}`);
      const simple = await post(app, spec.path, '{', { origin: 'https://agent.example' });
      assert.equal(simple.headers['access-control-allow-origin'], '*');
    });

    test(
      HANDLERS[spec.name]
        ? 'the example request is planned (200)'
        : 'no engine yet: 501 with the error body, never a made-up plan',
      async () => {
        const res = await post(app, spec.path, example);
        if (HANDLERS[spec.name]) {
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(typeof res.json().computeMs, 'number');
        } else {
          assertErrorBody(res, 501, 'not_implemented');
        }
        assert.ok(res.headers['x-request-id']);
      },
    );
  });
}
