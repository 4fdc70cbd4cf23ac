import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { postOperationId } from '../../src/http/openapi/operations.js';
import { testApp } from './harness.js';

/**
 * The /docs page's document is the light one (docs/api/docs-page.md): no example values (each
 * is fetched from /docs/examples/<name> when its operation is opened), the GET example
 * operations' responses by reference, cached with an ETag, and the page drawn with operations
 * listed and closed and no schema list. /openapi.json stays the complete contract. Structural
 * only: the listing time itself is measured by bench/docs-listing.ts.
 */
let app: FastifyInstance;
let page: Record<string, any>;
before(async () => {
  app = await testApp();
  page = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
});
after(async () => {
  await app.close();
});

test('/docs/json holds no example value, and is well under half a megabyte', async () => {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  assert.ok(res.body.length < 400_000, `/docs/json is ${res.body.length} bytes`);
  const examples = Object.entries<Record<string, unknown>>(page.components.examples);
  assert.ok(examples.length >= 9, 'every example is still named');
  for (const [name, example] of examples) assert.deepEqual(example, { $ref: `examples/${name}` });
  const getBody = page.paths['/api/consolidate'].get.responses['200'].content['application/json'].schema;
  assert.equal(getBody.properties.response.$ref, '#/components/schemas/ConsolidateResponse');
});

test("each example the page refers to is served: the runnable request, and the engine's answer to it", async () => {
  for (const spec of ENDPOINTS) {
    const res = await app.inject({ method: 'GET', url: `/docs/examples/${postOperationId(spec.name)}Request` });
    assert.equal(res.statusCode, 200, spec.name);
    assert.deepEqual(res.json().value, EXAMPLE_REQUESTS[spec.name], spec.name);
  }
  // one answer only (each is a planning run): the same as the GET documentation route gives
  const res = await app.inject({ method: 'GET', url: '/docs/examples/orderQuoteResponse' });
  assert.equal(res.statusCode, 200);
  const { computeMs, tier, ...value } = res.json().value;
  assert.equal(typeof computeMs, 'number');
  assert.equal(tier, 'anonymous');
  const get = (await app.inject({ method: 'GET', url: '/api/order-quote' })).json();
  assert.deepEqual(value, get.response);
  const missing = await app.inject({ method: 'GET', url: '/docs/examples/nothing' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().error, 'not_found');
});

test('/docs/json refers to every schema by URL, and each is served with its references relative to it', async () => {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  assert.ok(res.body.length < 150_000, `/docs/json is ${res.body.length} bytes`);
  const names = Object.keys(page.components.schemas);
  for (const name of names) assert.deepEqual(page.components.schemas[name], { $ref: `schemas/${name}` });
  const body = page.paths['/api/pack'].post.requestBody.content['application/json'].schema;
  assert.equal(body.$ref, `#/components/schemas/${postOperationId('pack')}Body`);
  for (const name of names) {
    const schema = await app.inject({ method: 'GET', url: `/docs/schemas/${name}` });
    assert.equal(schema.statusCode, 200, name);
    // every reference inside names another served schema (resolved against /docs/schemas/<name>)
    JSON.stringify(schema.json(), (key, value) => {
      if (key === '$ref') assert.ok(names.includes(value), `${name} refers to ${value}`);
      return value;
    });
  }
  const published = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const pack = await app.inject({ method: 'GET', url: `/docs/schemas/${postOperationId('pack')}Body` });
  assert.deepEqual(pack.json(), published.paths['/api/pack'].post.requestBody.content['application/json'].schema);
  assert.equal((await app.inject({ method: 'GET', url: '/docs/schemas/nothing' })).statusCode, 404);
});

test("a long operation description is its first paragraph and a link to the endpoint's reference page, served as HTML", async () => {
  const published = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const full = published.paths['/api/pack'].post.description as string;
  const short = page.paths['/api/pack'].post.description as string;
  assert.ok(short.length < full.length, 'shortened on the page');
  assert.ok(short.startsWith(full.split(/\n\s*\n/)[0]), 'starts with the first paragraph');
  assert.match(short, /\[\/docs\/api\/pack\]\(\/docs\/api\/pack\)/);
  const html = await app.inject({ method: 'GET', url: '/docs/api/pack' });
  assert.equal(html.statusCode, 200);
  assert.match(String(html.headers['content-type']), /^text\/html/);
  assert.match(html.body, /<h[12][^>]*>/);
  assert.equal((await app.inject({ method: 'GET', url: '/docs/api/nothing' })).statusCode, 404);
});

test('/docs/json carries an ETag and answers 304 to it', async () => {
  const first = await app.inject({ method: 'GET', url: '/docs/json' });
  const etag = String(first.headers.etag);
  assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
  const again = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'if-none-match': etag } });
  assert.equal(again.statusCode, 304);
});

test('the page lists operations closed and draws no schema list', async () => {
  const js = (await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' })).body;
  assert.match(js, /"docExpansion":"list"/);
  assert.match(js, /"defaultModelsExpandDepth":-1/);
});
