import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

/**
 * Issue 49 lines 2 and 3, after the JSON Schema pass: the cross-field rules (src/http/limits.ts,
 * case-design-limits.ts) list every problem of a request in `errors[]`, `field` the first; and in
 * every endpoint family a space side that rounds to zero is a 400 stating the true smallest
 * value, which the published request schema states too (a minimum where the endpoint works in
 * centimetres only, the description where the limit depends on `units`). No planning runs: every
 * request here is refused before work.
 */
let app: FastifyInstance;
let doc: Record<string, any>;
before(async () => {
  app = await testApp();
  // the complete contract (the /docs page's copy refers to its schemas by URL)
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
after(async () => {
  await app.close();
});

const example = (name: keyof typeof EXAMPLE_REQUESTS) => structuredClone(EXAMPLE_REQUESTS[name]) as Record<string, any>;
const problem = async (path: string, body: unknown) => {
  const res = await post(app, path, body);
  return { status: res.statusCode, ...res.json() };
};
const fields = (p: Record<string, any>) => p.errors.map((e: { field: string }) => e.field);

function assertListed(p: Record<string, any>, expected: string[]): void {
  assert.equal(p.status, 400, JSON.stringify(p));
  assert.equal(p.error, 'validation_failed');
  assert.deepEqual(fields(p), expected);
  assert.equal(p.field, expected[0]);
  assert.equal(p.message, p.errors[0].message);
  for (const e of p.errors) assert.ok(e.message.length > 0);
}

test('consolidate: window order, a duplicate poId and a duplicate preset, all listed', async () => {
  const b = example('consolidate');
  b.window = { from: '2026-12-10', to: '2026-12-01' };
  b.pos[1].poId = b.pos[0].poId;
  b.containers[1].preset = b.containers[0].preset;
  assertListed(await problem('/api/consolidate', b), ['window.from', 'pos[1].poId', 'containers[1].preset']);
});

test('case-design: a bad quantity range, a too-heavy product and a pallet side that rounds to zero, all listed', async () => {
  const b = example('case-design');
  b.unitsPerCase = { min: 30, max: 24 };
  b.caseConstraints.maxWeight = 0.3;
  b.pallet.l = 0.004;
  const p = await problem('/api/case-design', b);
  assertListed(p, ['unitsPerCase.min', 'caseConstraints.maxWeight', 'pallet.l']);
  assert.match(p.errors[2].message, /at least 0\.01 cm/);
});

test('box-catalog and order-options: several problems of different rules in one answer', async () => {
  const c = example('box-catalog');
  c.skus[1].sku = c.skus[0].sku;
  c.billing.unit = 'lb';
  c.currentBoxes[1].id = c.currentBoxes[0].id;
  const catalog = await problem('/api/box-catalog', c);
  assert.equal(catalog.status, 400);
  assert.ok(catalog.errors.length >= 3, JSON.stringify(catalog.errors));
  assert.deepEqual(fields(catalog).slice(0, 3), ['skus[1].sku', 'billing.unit', 'currentBoxes[1].id']);
  const o = example('order-options');
  o.adjustments[0].sku = 'NOPE';
  o.adjustments[1].minQty = 30;
  o.economics = { ...o.economics, contributionPerUnit: { GHOST: 1 } };
  const options = await problem('/api/order-options', o);
  assertListed(options, ['adjustments[0].sku', 'adjustments[1].minQty', 'economics.contributionPerUnit.GHOST']);
});

const requestSchema = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;

test('a space side that rounds to zero is a 400 stating the true limit, in every endpoint family', async () => {
  const cases: [string, (b: Record<string, any>) => void, string, RegExp][] = [
    ['/api/pack', (b) => (b.container = { l: 0.005, w: 230, h: 230 }), 'container.l', /0\.01/],
    ['/api/pallet-estimate', (b) => (b.pallet.l = 0.005), 'pallet.l', /0\.01/],
    ['/api/order-plan', (b) => (b.request.pallet.maxHeight = 0.005), 'request.pallet.maxHeight', /0\.01/],
    ['/api/order-quote', (b) => (b.pallet.w = 0.005), 'pallet.w', /at least 0\.01 cm/],
    ['/api/order-options', (b) => (b.pallet.l = 0.005), 'pallet.l', /at least 0\.01 cm/],
    ['/api/receiver-check', (b) => (b.pallet.l = 0.0039), 'pallet.l', /at least 0\.0039371 in \(1\/254 in\)/],
    ['/api/box-catalog', (b) => (b.currentBoxes[0].h = 0.005), 'currentBoxes[0].h', /at least 0\.01 cm/],
    ['/api/case-design', (b) => (b.caseConstraints.maxDim = 0.005), 'caseConstraints.maxDim', /at least 0\.01 cm/],
  ];
  for (const [path, change, field, limit] of cases) {
    const name = path.slice(5) as keyof typeof EXAMPLE_REQUESTS;
    const b = example(name);
    change(b);
    const p = await problem(path, b);
    assert.equal(p.status, 400, `${path}: ${JSON.stringify(p)}`);
    assert.ok(fields(p).includes(field), `${path} names ${field}: ${JSON.stringify(p.errors)}`);
    const messages = p.errors
      .filter((e: { field: string }) => e.field === field)
      .map((e: { message: string }) => e.message);
    assert.ok(
      messages.some((m: string) => limit.test(m)),
      `${path}: ${messages.join(' | ')}`,
    );
  }
});

test('the request schemas state the smallest space side: a minimum in centimetres, else the limit per units', () => {
  const cm = [
    requestSchema('/api/pack').properties.container.properties.l,
    requestSchema('/api/pallet-estimate').properties.pallet.properties.l,
  ];
  for (const s of cm) assert.equal(s.minimum, 0.01);
  const byUnits = [
    requestSchema('/api/order-quote').properties.pallet.properties.l,
    requestSchema('/api/receiver-check').properties.pallet.properties.maxHeight,
    requestSchema('/api/case-design').properties.caseConstraints.properties.maxDim,
  ];
  for (const s of byUnits) {
    assert.equal(s.exclusiveMinimum, 0);
    assert.match(s.description, /0\.01 cm with units "cm-kg", 1\/254 in/);
  }
});
