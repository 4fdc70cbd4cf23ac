import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

/**
 * Issue 49 lines 2 and 3: a 400 lists every problem of the request (`errors`, with `error`,
 * `message` and `field` repeating the first); a union names the field of the branch the client
 * meant; a value that rounds to zero is refused with the true threshold; a request that could
 * never finish is a 422 naming the limit, not a retryable 503.
 */
let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(async () => {
  await app.close();
});

const caseDesign = () => structuredClone(EXAMPLE_REQUESTS['case-design']) as Record<string, any>;
const problem = async (path: string, body: unknown) => {
  const res = await post(app, path, body);
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], ...res.json() };
};

test('every validation problem of a request is listed; error, message and field are the first one', async () => {
  const b = caseDesign();
  const p = await problem('/api/case-design', {
    ...b,
    product: { ...b.product, l: -1, w: 'x' },
    candidates: 99,
  });
  assert.equal(p.status, 400);
  assert.equal(p.error, 'validation_failed');
  assert.deepEqual(
    p.errors.map((e: { field: string }) => e.field),
    ['product.l', 'product.w', 'candidates'],
  );
  assert.equal(p.field, p.errors[0].field);
  assert.equal(p.message, p.errors[0].message);
  assert.equal(p.detail, p.message);
});

test('a single problem is listed too', async () => {
  const p = await problem('/api/pack', { ...EXAMPLE_REQUESTS.pack, items: [] });
  assert.equal(p.status, 400);
  assert.deepEqual(p.errors, [{ field: p.field, message: p.message }]);
});

test('a union names the field of the branch the client meant', async () => {
  const b = caseDesign();
  const custom = await problem('/api/case-design', { ...b, container: { l: 1200, w: 230, h: 230 } });
  assert.equal(custom.field, 'container.maxWeight', custom.message);
  const range = await problem('/api/case-design', { ...b, unitsPerCase: { min: 5, max: 0 } });
  assert.equal(range.field, 'unitsPerCase.max');
  const pack = await problem('/api/pack', { ...EXAMPLE_REQUESTS.pack, container: { l: 100, w: 100 } });
  assert.equal(pack.field, 'container.h');
  assert.match(pack.message, /container\.h is required unless container\.preset is given/);
});

test('exactly one of profileId or profile: the schema says so, and so does the answer', async () => {
  const { profileId: _id, ...neither } = EXAMPLE_REQUESTS['receiver-check'] as Record<string, unknown>;
  const none = await problem('/api/receiver-check', neither);
  assert.equal(none.status, 400);
  assert.equal(none.field, 'profileId');
  assert.match(none.message, /unless profile is given/);
  const both = await problem('/api/receiver-check', {
    ...EXAMPLE_REQUESTS['receiver-check'],
    profile: { id: 'x', name: 'x', version: '1', rules: {} },
  });
  assert.equal(both.status, 400);
  assert.match(both.message, /exactly one of profileId or profile/);
});

test('a space side or mass that rounds to zero is a 400 stating the true threshold, which itself is accepted', async () => {
  const b = caseDesign();
  const weight = await problem('/api/case-design', { ...b, product: { ...b.product, weight: 0.0004 } });
  assert.equal(weight.status, 400);
  assert.equal(weight.field, 'product.weight');
  assert.match(weight.message, /at least 0\.0005 kg/);
  const side = await problem('/api/case-design', { ...b, container: { l: 1200, w: 230, h: 0.009, maxWeight: 100 } });
  assert.equal(side.status, 400);
  assert.equal(side.field, 'container.h');
  assert.match(side.message, /at least 0\.01 cm/);
  const inches = await problem('/api/case-design', {
    ...b,
    units: 'in-lb',
    container: { l: 470, w: 90, h: 0.0039, maxWeight: 100 },
  });
  assert.equal(inches.field, 'container.h');
  assert.match(inches.message, /at least 0\.0039371 in/);
  // the stated thresholds are kept (planned, not refused as zero)
  for (const body of [
    { ...b, product: { ...b.product, weight: 0.0005 } },
    { ...b, container: { l: 1200, w: 230, h: 0.01, maxWeight: 100 } },
    { ...b, units: 'in-lb', container: { l: 470, w: 90, h: 0.0039371, maxWeight: 100 } },
  ]) {
    const res = await post(app, '/api/case-design', body);
    assert.notEqual(res.json().field, 'product.weight', res.body.slice(0, 300));
    assert.notEqual(res.json().field, 'container.h', res.body.slice(0, 300));
  }
});

test('case-design with pallet.overhang 100000 (schema-valid) is a 422 naming pallet.overhang, without Retry-After', async () => {
  const b = caseDesign();
  const p = await problem('/api/case-design', { ...b, pallet: { ...b.pallet, overhang: 100000 } });
  assert.equal(p.status, 422);
  assert.equal(p.error, 'input_too_large');
  assert.equal(p.field, 'pallet.overhang');
  assert.match(p.message, /limit is 2,000/);
  assert.equal(p.retryAfter, undefined);
});

test('actuals keys are pallet indices or summary, in the schema (propertyNames) and in the answer', async () => {
  const q = EXAMPLE_REQUESTS['order-quote'] as Record<string, unknown>;
  for (const key of ['x', '100']) {
    const p = await problem('/api/order-quote', { ...q, actuals: { [key]: { height: 1 } } });
    assert.equal(p.status, 400);
    assert.deepEqual(p.errors, [{ field: `actuals.${key}`, message: p.message }], 'reported once');
    assert.match(p.message, /pallet index \(0 to 99\) or summary/);
  }
});
