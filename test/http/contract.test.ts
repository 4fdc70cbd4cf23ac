import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { HANDLERS } from '../../src/http/handlers/registry.js';
import { RESPONSE_SCHEMAS } from '../../src/http/schemas/responses.js';
import { post, testApp } from './harness.js';

/** Issue 16: the document is complete, errors help, docs are reachable, responses compress. */
let app: FastifyInstance;
let doc: Record<string, any>;
before(async () => {
  app = await testApp();
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
after(async () => {
  await app.close();
});

test("every landed endpoint documents its 200 response and carries the engine's answer to its example", () => {
  for (const spec of ENDPOINTS) {
    if (HANDLERS[spec.name] === undefined) continue;
    assert.ok(RESPONSE_SCHEMAS[spec.name], `${spec.name} has a response schema`);
    const op = doc.paths[spec.path].post;
    assert.ok(op.operationId, `${spec.path} operationId`);
    // examples are stored once, in components/examples, and referenced
    const example = (media: { examples: Record<string, { $ref: string }> }, key: string) =>
      doc.components.examples[media.examples[key].$ref.replace('#/components/examples/', '')].value;
    assert.deepEqual(example(op.requestBody.content['application/json'], 'request'), EXAMPLE_REQUESTS[spec.name]);
    const ok = op.responses['200'].content['application/json'];
    assert.ok(ok.schema, `${spec.path} 200 schema`);
    const answer = example(ok, 'response');
    assert.ok(answer && typeof answer === 'object', `${spec.path} 200 example`);
    assert.ok(
      !('404' in op.responses) || spec.name === 'receiver-check',
      `${spec.path} lists 404 only where it can happen`,
    );
    assert.ok(!('501' in op.responses), `${spec.path} never answers 501 once landed`);
    assert.ok(op.responses['429'].headers['Retry-After'], 'Retry-After declared on 429');
    assert.ok(ok && op.responses['200'].headers['X-RateLimit-Limit'], 'rate headers declared on 200');
  }
  assert.ok(doc.paths['/api/keys'].post.responses['201'], 'keys documents 201');
  assert.ok(
    doc.components.schemas.ErrorBody && doc.components.schemas.Check && doc.components.schemas.Box,
    'named components',
  );
  assert.ok(!('def-0' in doc.components.schemas));
  assert.deepEqual(doc.security, [{}, { apiKey: [] }, { bearer: [] }]);
  assert.ok(doc.servers.length > 0 && doc.info.license.identifier === 'MIT' && doc.info.contact.name);
});

test('docs/api/*.md explanations appear in the operation descriptions; the check catalogue is served', async () => {
  const quoteDoc =
    readFileSync('docs/api/order-quote.md', 'utf8')
      .split('\n')
      .find((l) => l.length > 40 && !l.startsWith('#')) ?? '';
  assert.ok(
    doc.paths['/api/order-quote'].post.description.includes(quoteDoc.trim()),
    'order-quote description carries docs/api/order-quote.md',
  );
  const checks = await app.inject({ method: 'GET', url: '/docs/checks' });
  assert.equal(checks.statusCode, 200);
  assert.match(checks.headers['content-type'] as string, /^text\/html/);
  assert.match(checks.body, /<h1>Pack checks<\/h1>/);
  assert.match(checks.body, /<td>COG_HEIGHT<\/td>/);
  assert.doesNotMatch(checks.body, /^#{1,3} /m, 'headings rendered, not raw markdown');
  const source = await app.inject({ method: 'GET', url: '/docs/checks.md' });
  assert.equal(source.statusCode, 200);
  assert.match(source.headers['content-type'] as string, /^text\/markdown/);
  assert.match(source.body, /COG_HEIGHT/);
  assert.match(doc.info.description, /\/docs\/checks/);
});

test('an unsupported method on a known path is 405 with Allow', async () => {
  const res = await app.inject({ method: 'PUT', url: '/api/pack' });
  assert.equal(res.statusCode, 405);
  assert.equal(res.headers.allow, 'POST, OPTIONS');
  assert.equal(res.json().error, 'method_not_allowed');
  const unknown = await app.inject({ method: 'PUT', url: '/api/nothing' });
  assert.equal(unknown.statusCode, 404);
});

test('the 413 message states the limit', async () => {
  const res = await post(app, '/api/pallet-estimate', 'x'.repeat(40 * 1024));
  assert.equal(res.statusCode, 413);
  assert.match(res.json().message, /at most 32768 bytes \(32 KB\)/);
});

test('responses are compressed when the client asks, and only then', async () => {
  const plain = await post(app, '/api/order-quote', EXAMPLE_REQUESTS['order-quote']);
  const gz = await post(app, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], { 'accept-encoding': 'gzip' });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.ok(
    gz.rawPayload.length < plain.rawPayload.length / 3,
    `gzip ${gz.rawPayload.length} vs ${plain.rawPayload.length} bytes`,
  );
  const { computeMs: _a, ...a } = JSON.parse(gunzipSync(gz.rawPayload).toString());
  const { computeMs: _b, ...b } = plain.json();
  assert.deepEqual(a, b);
});
