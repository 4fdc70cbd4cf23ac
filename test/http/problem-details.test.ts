import { test } from 'node:test';
import assert from 'node:assert/strict';
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
