import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE_VERSION } from '../../src/core/version.js';
import { API_VERSION } from '../../src/http/api-version.js';
import { ERROR_CODES } from '../../src/http/errors.js';
import { PROBLEM_TITLES } from '../../src/http/problem-details.js';
import { post, testApp } from './harness.js';

/** Issue 49 line 2: every error answer is RFC 9457 problem details, with the service's members kept. */

test('a 400, a 404, a 405 and a 415 are application/problem+json with type, title, status, detail, instance', async () => {
  const app = await testApp();
  try {
    const answers = [
      await post(app, '/api/pack', { container: { preset: '20gp' } }),
      await app.inject({ method: 'GET', url: '/nowhere' }),
      await app.inject({ method: 'DELETE', url: '/api/pack' }),
      await app.inject({ method: 'POST', url: '/api/pack', payload: 'x', headers: { 'content-type': 'text/plain' } }),
    ];
    for (const res of answers) {
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/, res.body);
      const body = res.json();
      assert.equal(body.type, `urn:stowage:problem:${body.error}`);
      assert.equal(body.title, PROBLEM_TITLES[body.error as keyof typeof PROBLEM_TITLES]);
      assert.equal(body.status, res.statusCode);
      assert.equal(body.detail, body.message);
      assert.equal(body.instance, `urn:stowage:request:${res.headers['x-request-id']}`);
    }
    assert.deepEqual(
      answers.map((r) => r.statusCode),
      [400, 404, 405, 415],
    );
    assert.equal(answers[0].json().field, 'items');
  } finally {
    await app.close();
  }
});

test('every error code has a fixed title', () => {
  for (const code of Object.keys(ERROR_CODES)) assert.ok(PROBLEM_TITLES[code as keyof typeof PROBLEM_TITLES], code);
});

test('every answer carries API-Version, the document says the same; /openapi.json has an ETag and answers 304 to it', async () => {
  const app = await testApp();
  try {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.headers['api-version'], API_VERSION);
    const doc = await app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(doc.statusCode, 200);
    assert.equal(doc.json().info.version, API_VERSION);
    assert.notEqual(API_VERSION, ENGINE_VERSION);
    const etag = String(doc.headers.etag);
    assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/openapi.json', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  } finally {
    await app.close();
  }
});
