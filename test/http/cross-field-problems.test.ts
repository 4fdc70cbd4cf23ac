import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

/**
 * Issue 49 lines 2 and 3, after the JSON Schema pass: the cross-field rules (src/http/limits.ts,
 * case-design-limits.ts) and the checks that need the mapped request (room on the grid, the
 * case-design layer limit) list every problem of a request in `errors[]`, `field` the first; and
 * in every endpoint family a space side that rounds to zero is a 400 stating the true smallest
 * value, which the published request schema states as a minimum (where the limit depends on
 * `units`, through a body-level if/then/else on units). No planning runs: every request here is
 * refused before work.
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

test('case-design: a bad quantity range, a too-heavy product and the layer limit, all listed', async () => {
  const b = example('case-design');
  b.unitsPerCase = { min: 30, max: 24 };
  b.product = { ...b.product, l: 0.05, w: 0.05, h: 0.05, weight: 0.001 };
  b.caseConstraints.maxWeight = 0.0005;
  const p = await problem('/api/case-design', b);
  // the layer limit (a size limit, 422 alone) comes after the validation problems of a 400
  assertListed(p, ['unitsPerCase.min', 'caseConstraints.maxWeight', 'product']);
  assert.match(p.errors[2].message, /the limit is 2,000/);
});

test('case-design: the layer limit is judged beside an incomplete board', async () => {
  const b = example('case-design');
  b.product = { ...b.product, l: 0.05, w: 0.05, h: 0.05 };
  b.caseConstraints = { board: { ect: 5 } };
  assertListed(await problem('/api/case-design', b), ['caseConstraints.board.caliper', 'product']);
});

test('quote family: the room under maxHeight is listed with the cross-field rules', async () => {
  const q = example('order-quote');
  q.packagingAllowance = { height: q.pallet.maxHeight - q.pallet.baseHeight };
  q.items[1].sku = q.items[0].sku;
  assertListed(await problem('/api/order-quote', q), ['packagingAllowance.height', 'items[1].sku']);
  const o = example('order-options');
  o.packagingAllowance = { height: o.pallet.maxHeight - o.pallet.baseHeight };
  o.adjustments[0].sku = 'NOPE';
  assertListed(await problem('/api/order-options', o), ['packagingAllowance.height', 'adjustments[0].sku']);
  // no packaging: maxHeight rounds down and the base up onto the same grain
  const r = example('order-quote');
  r.pallet.baseHeight = 14.991;
  r.pallet.maxHeight = 14.999;
  r.items[1].sku = r.items[0].sku;
  delete r.packagingAllowance;
  assertListed(await problem('/api/order-quote', r), ['pallet.maxHeight', 'items[1].sku']);
});

test('box-catalog: boxes with no room inside are listed with the cross-field rules, every one', async () => {
  const c = example('box-catalog');
  c.billing.unit = 'lb';
  c.boxConstruction = { clearance: 12 };
  c.currentBoxes[2].wallThickness = 30;
  const p = await problem('/api/box-catalog', c);
  assertListed(p, [
    'billing.unit',
    'boxConstruction.clearance',
    'boxConstruction.clearance',
    'currentBoxes[2].wallThickness',
  ]);
  assert.match(p.errors[1].message, /inside box S$/);
  assert.match(p.errors[2].message, /inside box M$/);
});

test('pack: the axles and every previousPlan box that names no single item, all listed', async () => {
  const b = example('pack');
  b.container = { l: 590, w: 235, h: 239, axles: { frontPos: 500, rearPos: 400, frontLimit: 9000, rearLimit: 9000 } };
  b.items[1].label = b.items[0].label;
  const box = { label: b.items[0].label, l: 10, w: 10, h: 10, px: 0, py: 0, pz: 0 };
  b.previousPlan = { boxes: [box, { ...box, label: 'GHOST' }] };
  assertListed(await problem('/api/pack', b), [
    'container.axles.rearPos',
    'previousPlan.boxes[0].label',
    'previousPlan.boxes[1].label',
  ]);
});

test('box-catalog: the SKU limit per order shape counts distinct SKUs, not lines', async () => {
  const one = example('box-catalog');
  // eleven lines of one SKU are one SKU: accepted (and planned as 11 books)
  one.orders[0].lines = Array.from({ length: 11 }, () => ({ sku: 'BOOK', qty: 1 }));
  const ok = await post(app, '/api/box-catalog', one);
  assert.equal(ok.statusCode, 200, ok.body);
  const many = example('box-catalog');
  many.skus = Array.from({ length: 11 }, (_, i) => ({ sku: `S${i}`, l: 10, w: 10, h: 5, weight: 0.2 }));
  many.orders = [{ lines: many.skus.map((s: { sku: string }) => ({ sku: s.sku, qty: 1 })) }];
  const refused = await problem('/api/box-catalog', many);
  assertListed(refused, ['orders[0].lines']);
  assert.match(refused.errors[0].message, /11 distinct SKUs; the limit is 10/);
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
    ['/api/receiver-check', (b) => (b.pallet.l = 0.0039), 'pallet.l', /at least 0\.0039371 in: /],
    ['/api/box-catalog', (b) => (b.currentBoxes[0].h = 0.005), 'currentBoxes[0].h', /at least 0\.01 cm/],
    ['/api/case-design', (b) => (b.caseConstraints.maxDim = 0.005), 'caseConstraints.maxDim', /at least 0\.01 cm/],
    ['/api/case-design', (b) => (b.pallet.maxWeight = 0.0004), 'pallet.maxWeight', /at least 0\.0005 kg/],
    ['/api/order-quote', (b) => (b.items[0].weight = 0), 'items[0].weight', /at least 0\.0005 kg/],
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

test('the request schemas state the smallest space side: a minimum in centimetres, else a minimum per units', () => {
  const cm = [
    requestSchema('/api/pack').properties.container.properties.l,
    requestSchema('/api/pallet-estimate').properties.pallet.properties.l,
  ];
  for (const s of cm) assert.equal(s.minimum, 0.01);
  // [endpoint, path to the field through nested properties (`[]` for an array's items), inch minimum, cm minimum]
  const byUnits: [string, string[], number, number][] = [
    ['/api/order-quote', ['pallet', 'l'], 0.0039371, 0.01],
    ['/api/order-options', ['pallet', 'maxHeight'], 0.0039371, 0.01],
    ['/api/receiver-check', ['pallet', 'maxHeight'], 0.0039371, 0.01],
    ['/api/order-quote', ['items', '[]', 'weight'], 0.00111, 0.0005],
    ['/api/box-catalog', ['candidateBoxes', '[]', 'h'], 0.0039371, 0.01],
    ['/api/case-design', ['caseConstraints', 'maxDim'], 0.0039371, 0.01],
    ['/api/case-design', ['container', 'w'], 0.0039371, 0.01],
    ['/api/case-design', ['product', 'weight'], 0.00111, 0.0005],
  ];
  const at = (node: Record<string, any>, path: string[]) =>
    path.reduce((n, key) => (key === '[]' ? n.items : n.properties[key]), node);
  for (const [path, field, inch, cm] of byUnits) {
    const s = requestSchema(path);
    // the document writes a const as a one-value enum
    const when = s.if.properties.units;
    assert.deepEqual(when.enum ?? [when.const], ['in-lb'], path);
    assert.deepEqual(s.if.required, ['units']);
    assert.equal(at(s.then, field).minimum, inch, `${path} ${field.join('.')}`);
    assert.equal(at(s.else, field).minimum, cm, `${path} ${field.join('.')}`);
  }
});

test('a units minimum is listed in body order among the schema problems, once per field', async () => {
  const b = example('order-quote');
  b.pallet.l = 0; // under both its own exclusiveMinimum 0 and the cm minimum: told the stricter only
  b.items[0].qty = 0;
  b.items[1].weight = 0.0001;
  b.maxPallets = 0;
  const p = await problem('/api/order-quote', b);
  assertListed(p, ['pallet.l', 'items[0].qty', 'items[1].weight', 'maxPallets']);
  assert.match(p.errors[0].message, /^pallet\.l must be at least 0\.01 cm: /);
  assert.match(p.errors[2].message, /^items\[1\]\.weight must be at least 0\.0005 kg: /);
});

test('the /docs page serves the same conditional with the request schema it refers to', async () => {
  const page = (await app.inject({ method: 'GET', url: '/docs/schemas/caseDesignBody' })).json();
  const published = requestSchema('/api/case-design');
  for (const k of ['if', 'then', 'else']) assert.deepEqual(page[k], published[k], k);
});

test('the schema minimum and the server agree at the limit, in both unit systems', async () => {
  for (const [units, limit, below] of [
    ['cm-kg', 0.01, 0.0099],
    ['in-lb', 0.0039371, 0.003937],
  ] as const) {
    const b = example('order-quote');
    b.units = units;
    b.pallet.l = below;
    const p = await problem('/api/order-quote', b);
    assertListed(p, ['pallet.l']);
    assert.match(p.message, new RegExp(`at least ${limit} ${units === 'cm-kg' ? 'cm' : 'in'}: `));
    // at the limit the schema passes; the cross-field rules then judge the rest (a duplicate SKU here)
    b.pallet.l = limit;
    b.items[1].sku = b.items[0].sku;
    assertListed(await problem('/api/order-quote', b), ['items[1].sku']);
  }
});
