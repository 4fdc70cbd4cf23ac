import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { roundTo as coreRoundTo } from '../../src/core/reports/report-units.js';
import { worstPerCode, type PalletCheck } from '../../src/core/reports/pallet-report.js';
import { orderPlanHandler } from '../../src/http/handlers/order-plan.js';
import { roundTo as httpRoundTo } from '../../src/http/units.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

/**
 * SPEC.md rows that once did not hold (issue 20) and the code-health defects of issue 17:
 * each test here failed on the code before its fix.
 */
let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

type Check = { code: string; status: string; observed: unknown; field?: string; detail?: string };
const checkOf = (checks: Check[], code: string) => {
  const c = checks.find((x) => x.code === code);
  assert.ok(c, `check ${code} present`);
  return c;
};
const pallet = { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000 };

test('an empty pallet plan is never a HEIGHT pass: not_evaluated, naming items (SPEC: empty is never a pass)', async () => {
  const body = { pallet, items: [{ label: 'too big', l: 200, w: 200, h: 40, qty: 3, weight: 10, keepUpright: true }] };
  const res = await post(app, '/api/pallet-estimate', body);
  assert.equal(res.statusCode, 200, res.body);
  const height = checkOf(res.json().checks, 'HEIGHT');
  assert.equal(height.status, 'not_evaluated');
  assert.equal(height.observed, null);
  assert.equal(height.field, 'items');
});

test('pack without any weight: HEAVY_OVER_LIGHT is not_evaluated and asks for items[].weight', async () => {
  const res = await post(app, '/api/pack', {
    container: { preset: '20gp' },
    items: [{ l: 100, w: 100, h: 100, qty: 2 }],
  });
  assert.equal(res.statusCode, 200, res.body);
  const c = checkOf(res.json().checks, 'HEAVY_OVER_LIGHT');
  assert.equal(c.status, 'not_evaluated');
  assert.equal(c.field, 'items[].weight');
});

test('order-plan top-level checks report the worst value and name its pallet', () => {
  const height = (observed: number): PalletCheck => ({
    code: 'HEIGHT',
    status: 'pass',
    observed,
    limit: 180,
    assumption: '',
  });
  const [worst] = worstPerCode([[height(84.4)], [height(94.4)], [height(94.4)]]);
  assert.equal(worst.observed, 94.4);
  assert.match(worst.detail ?? '', /pallet 2\b/);
  const cog = (x: number, z: number): PalletCheck => ({
    code: 'COG_OFFSET',
    status: 'warn',
    observed: { offsetXPct: x, offsetZPct: z, heightCm: 50 },
    limit: null,
    assumption: '',
  });
  const [worstCog] = worstPerCode([[cog(6, 0)], [cog(1, -11)], [cog(-7, 2)]]);
  assert.deepEqual(worstCog.observed, { offsetXPct: 1, offsetZPct: -11, heightCm: 50 });
});

test('order-plan names request fields once: request.items[].maxStack, never request.request.', async () => {
  const body = {
    request: { pallet, items: [{ label: 'c', l: 40, w: 30, h: 20, qty: 40, weight: 5, keepUpright: true }] },
  };
  const res = await post(app, '/api/order-plan', body);
  assert.equal(res.statusCode, 200, res.body);
  const fields = JSON.stringify(res.json()).match(/"field":"[^"]*"/g) ?? [];
  assert.ok(fields.length > 0, 'some check names a missing input');
  for (const f of fields) assert.ok(!f.includes('request.request.'), f);
  assert.equal(checkOf(res.json().pallets[0].checks, 'STACK_LIMITS_PROVIDED').field, 'request.items[].maxStack');
});

test("order-plan passes the engine's stop reason through: time_cap when the cap hit", () => {
  const body = {
    request: { pallet, items: [{ label: 'c', l: 40, w: 30, h: 20, qty: 150, weight: 5, keepUpright: true }] },
  };
  const capped = orderPlanHandler(body, { isTimeUp: () => true }) as {
    search: { stoppedBy: string };
    notes?: string[];
  };
  assert.equal(capped.search.stoppedBy, 'time_cap');
  assert.ok(capped.notes?.some((n) => n.includes('time_cap')));
  const free = orderPlanHandler(body, { isTimeUp: () => false }) as { search: { stoppedBy: string } };
  assert.notEqual(free.search.stoppedBy, 'time_cap');
});

test('one rounding rule: the core and the HTTP edge are the same function, half away from zero', () => {
  assert.equal(httpRoundTo, coreRoundTo);
  assert.equal(coreRoundTo(1.005, 2), 1.01);
  assert.equal(coreRoundTo(-1.005, 2), -1.01);
  assert.equal(coreRoundTo(2.5, 0), 3);
  assert.ok(Object.is(coreRoundTo(-0.001, 2), 0));
});

test('a union-typed field names the deepest failing path of the best-matching form', async () => {
  const body = { ...EXAMPLE_REQUESTS['case-design'], unitsPerCase: { min: 1, max: 2001 } };
  const res = await post(app, '/api/case-design', body);
  assert.equal(res.statusCode, 400, res.body);
  assert.equal(res.json().field, 'unitsPerCase.max');
});

test('an enum error lists the allowed values once', async () => {
  const res = await post(app, '/api/order-quote', { ...EXAMPLE_REQUESTS['order-quote'], units: 'mm' });
  assert.equal(res.statusCode, 400, res.body);
  const err = res.json();
  assert.equal(err.field, 'units');
  assert.match(err.message, /must be one of: "cm-kg", "in-lb"/);
  assert.deepEqual(err.errors, [{ field: 'units', message: err.message }], 'one problem, not one per allowed value');
});

test('object keys in error paths use dot syntax, numeric keys included (actuals.0.foo)', async () => {
  const res = await post(app, '/api/order-quote', { ...EXAMPLE_REQUESTS['order-quote'], actuals: { 0: { foo: 1 } } });
  assert.equal(res.statusCode, 400, res.body);
  assert.equal(res.json().field, 'actuals.0.foo');
});
