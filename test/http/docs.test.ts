import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { ERROR_CODES } from '../../src/http/errors.js';
import { testApp } from './harness.js';

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(async () => {
  await app.close();
});

test('/openapi.json is OpenAPI 3.1 and documents all nine POST endpoints with their request schemas', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  assert.equal(doc.openapi, '3.1.0');
  for (const spec of ENDPOINTS) {
    const op = doc.paths[spec.path]?.post;
    assert.ok(op, `${spec.path} documented`);
    assert.ok(op.requestBody.content['application/json'].schema.properties, `${spec.path} has a request schema`);
  }
  const packItem = doc.paths['/api/pack'].post.requestBody.content['application/json'].schema.properties.items.items;
  assert.ok(
    packItem.properties.verticalAxes.description.includes('vertical'),
    'the verticalAxes extension is documented',
  );
});

test('/docs serves the readable API reference', async () => {
  const res = await app.inject({ method: 'GET', url: '/docs/' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /text\/html/);
});

test('README, docs/limits.md and the routes agree', () => {
  const readme = readFileSync('README.md', 'utf8');
  const limits = readFileSync('docs/limits.md', 'utf8');
  for (const spec of ENDPOINTS) {
    assert.ok(readme.includes(`POST ${spec.path}`), `README lists ${spec.path}`);
    const row = limits.split('\n').find((l) => l.startsWith(`| POST ${spec.path} |`));
    assert.ok(row, `docs/limits.md has a row for ${spec.path}`);
    assert.ok(row.includes(`${spec.bodyLimit / 1024} KB`), `${spec.path} body limit in docs`);
    assert.ok(row.includes(`${spec.rate.perMinute}/min, ${spec.rate.perDay}/day`), `${spec.path} rate in docs`);
  }
});

test('docs/errors.md lists exactly the error catalogue, with the same statuses', () => {
  const rows = readFileSync('docs/errors.md', 'utf8')
    .split('\n')
    .filter((l) => /^\| `[a-z_]+` \|/.test(l));
  const documented = Object.fromEntries(
    rows.map((l) => {
      const [, code, status] = /^\| `([a-z_]+)` \| (\d+)/.exec(l)!;
      return [code, Number(status)];
    }),
  );
  assert.deepEqual(documented, { ...ERROR_CODES });
});

test('README documents the tiers and the invalid-key warning word for word', async () => {
  const { INVALID_KEY_WARNING } = await import('../../src/http/auth/tier.js');
  const readme = readFileSync('README.md', 'utf8');
  assert.ok(readme.includes('## Keys and tiers'), 'README has a Keys and tiers section');
  for (const tier of ['`anonymous`', '`free`']) assert.ok(readme.includes(tier), `README names the tier ${tier}`);
  assert.ok(readme.includes(INVALID_KEY_WARNING), 'README quotes the warning text');
  assert.ok(
    readme.includes('All keys used from one address share one ceiling'),
    'README says keys share a ceiling per address',
  );
  for (const doc of ['docs/api/order-quote.md', 'docs/api/receiver-check.md']) {
    assert.ok(readFileSync(doc, 'utf8').includes('Keys and tiers'), `${doc} points at the README section`);
  }
});
