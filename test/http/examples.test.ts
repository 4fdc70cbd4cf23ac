import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { HANDLERS } from '../../src/http/handlers/registry.js';
import { post, testApp } from './harness.js';

let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

test('the README curl example works as pasted', async () => {
  const readme = readFileSync('README.md', 'utf8');
  const m =
    /curl -s http:\/\/localhost:8080(\/api\/[a-z-]+) -H 'Content-Type: application\/json' -d '([\s\S]*?)'\n```/.exec(
      readme,
    );
  assert.ok(m, 'README has a curl example');
  const res = await post(app, m[1], m[2]);
  assert.equal(res.statusCode, 200, res.body);
  // issue 10: the README's own example must not fail the service's own checks
  const failed = (res.json().checks as { code: string; status: string }[]).filter((c) => c.status === 'fail');
  assert.deepEqual(
    failed.map((c) => c.code),
    [],
    'the README example passes its own checks',
  );
});

for (const spec of ENDPOINTS.filter((e) => e.hasGetExample)) {
  test(`GET ${spec.path} documents a runnable example${HANDLERS[spec.name] ? ' with the response the engine gives for it' : ''}`, async () => {
    const doc = (await app.inject({ method: 'GET', url: spec.path })).json();
    assert.deepEqual(doc.request, EXAMPLE_REQUESTS[spec.name]);
    if (!HANDLERS[spec.name]) {
      assert.equal(doc.response, null);
      return;
    }
    const planned = (await post(app, spec.path, doc.request)).json();
    delete planned.computeMs;
    delete planned.tier;
    assert.deepEqual(doc.response, planned);
  });
}

test('every response echoes a request id; a sane incoming X-Request-Id is kept', async () => {
  const mine = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
  assert.equal(mine.headers['x-request-id'], 'trace-123');
  const generated = await app.inject({
    method: 'GET',
    url: '/healthz',
    headers: { 'x-request-id': 'bad id with spaces' },
  });
  assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/);
});

test('unknown paths answer 404 with the error body', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/nope' });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().error, 'not_found');
});

test('GET /api/receiver-check lists the templates with their sources and dates', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/receiver-check' })).json();
  const templates = doc.templates.templates as { id: string; version: string; rules: Record<string, unknown> }[];
  assert.ok(templates.length >= 10, 'templates listed');
  assert.match(doc.templates.disclaimer, /confirmation/);
  for (const t of templates) {
    assert.ok(t.version, `${t.id} has a version`);
    const rules = Object.values(t.rules).flatMap((r) => (Array.isArray(r) ? r : [r])) as {
      source?: string;
      date?: string;
    }[];
    assert.ok(rules.length > 0);
    for (const r of rules)
      assert.ok(
        typeof r.source === 'string' && r.source.length > 0 && typeof r.date === 'string',
        `${t.id}: every rule has a source and a date`,
      );
  }
});
