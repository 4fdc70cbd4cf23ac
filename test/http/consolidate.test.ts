import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { ConsolidateResponse } from '../../src/http/schemas/consolidate-response.js';
import { assertMatchesSchema } from '../support/response-schema.js';
import { post, testApp } from './harness.js';

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(async () => {
  await app.close();
});

/** A small request: two POs of 50 cm cubes, one 20' container allowed, rates given. */
const small = (over: Record<string, unknown> = {}) => ({
  units: 'cm-kg',
  pos: [
    { poId: 'A', supplier: 'S1', items: [{ sku: 'CUBE', l: 50, w: 50, h: 50, qty: 20, weight: 10 }] },
    { poId: 'B', supplier: 'S2', items: [{ sku: 'SLAB', l: 100, w: 50, h: 20, qty: 10, weight: 30 }] },
  ],
  containers: [{ preset: '20gp', ratePerContainer: 1500 }],
  // dear LCL: the 3.5 m³ here cost 3,150 as LCL, above one 20' container
  lcl: { ratePerCbm: 900 },
  currency: 'EUR',
  searchBudget: 6,
  ...over,
});

async function plan(body: unknown) {
  const res = await post(app, '/api/consolidate', body);
  assert.equal(res.statusCode, 200, res.body);
  const json = res.json();
  assertMatchesSchema(ConsolidateResponse, json);
  return json;
}

describe('POST /api/consolidate', () => {
  test('the example plans containers and a remainder, documented by the response schema', async () => {
    const body = await plan(EXAMPLE_REQUESTS.consolidate);
    assert.equal(body.outcome, 'found');
    assert.deepEqual(
      body.eligible.skipped.map((s: { poId: string }) => s.poId),
      ['PO-4', 'PO-5'],
      'ready after the window; no date',
    );
    assert.equal(body.eligible.poIds[0], 'PO-1', 'priority 1 ships first');
    assert.ok(body.plans.length >= 1 && body.plans.length <= 3);
    for (const p of body.plans) {
      const inContainers = p.containers.reduce((s: number, c: { cartons: number }) => s + c.cartons, 0);
      assert.equal(
        inContainers + p.remainder.cartons,
        body.cargo.cartons,
        'every eligible carton is in a container or the remainder',
      );
      assert.equal(p.status, p.remainder.cartons === 0 ? 'complete' : 'partial');
      for (const c of p.containers) {
        assert.ok(
          c.search.workLimit >= body.searched.workPerPack / 4 && c.search.workLimit <= 4 * body.searched.workPerPack,
        );
        assert.ok(c.search.work <= c.search.workLimit + 10_000);
      }
      assert.ok(body.searched.work <= body.searched.budget * body.searched.workPerPack, 'the request kept to its pool');
      if (p.remainder.cartons > 0) assert.equal(p.lcl.unverified, true);
      const panel = p.remainder.byPo
        .flatMap((b: { items: { sku: string; reason: string }[] }) => b.items)
        .find((i: { sku: string }) => i.sku === 'A-PANEL');
      assert.equal(panel.reason, 'no_orientation_fits_door', 'a 260 cm panel passes no door: remainder, not an error');
    }
  });

  test('GET returns the example request and the response the engine gives for it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/consolidate' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.deepEqual(doc.request, EXAMPLE_REQUESTS.consolidate);
    assertMatchesSchema(ConsolidateResponse, doc.response, 'GET example response');
  });

  test('a complete plan is costed in the one currency; in-lb gives the same inputHash and plan', async () => {
    const metric = await plan(small());
    const best = metric.plans[0];
    assert.equal(best.status, 'complete');
    assert.equal(metric.status, 'complete');
    assert.deepEqual(best.cost, {
      currency: 'EUR',
      containers: [{ preset: '20gp', count: 1, ratePerContainer: 1500, amount: 1500 }],
      lcl: 0,
      total: 1500,
    });
    const inch = (cmv: number) => cmv / 2.54,
      lb = (kgv: number) => kgv / 0.45359237;
    const imperial = await plan(
      small({
        units: 'in-lb',
        pos: [
          {
            poId: 'A',
            supplier: 'S1',
            items: [{ sku: 'CUBE', l: inch(50), w: inch(50), h: inch(50), qty: 20, weight: lb(10) }],
          },
          {
            poId: 'B',
            supplier: 'S2',
            items: [{ sku: 'SLAB', l: inch(100), w: inch(50), h: inch(20), qty: 10, weight: lb(30) }],
          },
        ],
      }),
    );
    assert.equal(imperial.inputHash, metric.inputHash);
    assert.equal(imperial.plans[0].candidateHash, best.candidateHash);
  });

  test('cartons past maxCount go to the remainder as LCL on W/M; a missing rate makes cost null and names it', async () => {
    const body = await plan(
      small({
        pos: [{ poId: 'A', items: [{ l: 100, w: 100, h: 100, qty: 40, weight: 50 }] }],
        containers: [{ preset: '20gp', maxCount: 1 }],
        lcl: { minCbm: 1 },
      }),
    );
    const p = body.plans[0];
    assert.equal(p.status, 'partial');
    assert.equal(body.status, 'partial');
    assert.equal(p.cost, null);
    assert.deepEqual(p.missingRates, ['containers[0].ratePerContainer', 'lcl.ratePerCbm']);
    const rem = p.remainder;
    assert.equal(rem.byPo[0].items[0].reason, 'container_count_exhausted');
    // each 1 m cube is 1 m³ and 0.05 t: W/M charges the cubic metres
    assert.equal(p.lcl.cbm, rem.cartons);
    assert.equal(p.lcl.chargeable, rem.cartons);
    assert.equal(p.lcl.amount, null);
    assert.equal(p.checks.find((c: { code: string }) => c.code === 'RATES_PROVIDED').status, 'not_evaluated');
  });

  test('a carton that fits no container interior or door is no error: it goes to the remainder with the reason', async () => {
    const body = await plan(
      small({
        pos: [
          {
            poId: 'A',
            items: [
              { sku: 'POLE', l: 700, w: 10, h: 10, qty: 2, weight: 5 },
              { sku: 'CUBE', l: 50, w: 50, h: 50, qty: 40, weight: 10 },
            ],
          },
        ],
        lcl: { ratePerCbm: 900, minCbm: 0 },
      }),
    );
    const items = body.plans[0].remainder.byPo[0].items;
    assert.deepEqual(
      items.map((i: { sku: string; reason: string }) => [i.sku, i.reason]),
      [['POLE', 'no_orientation_fits_space']],
    );
  });

  test('a window that no PO meets: complete, nothing to ship, every PO skipped with its reason', async () => {
    const body = await plan(small({ window: { from: '2027-01-01' } }));
    assert.equal(body.status, 'complete');
    assert.equal(body.cargo.cartons, 0);
    assert.deepEqual(
      body.eligible.skipped.map((s: { reason: string }) => s.reason),
      ['no readyDate while a window is set', 'no readyDate while a window is set'],
    );
    assert.ok(body.notes.includes('no PO is eligible: nothing to ship'));
  });

  test('maxCount accepts more than the default of 12, up to 120', async () => {
    await plan(small({ containers: [{ preset: '20gp', maxCount: 13 }] }));
    const res = await post(app, '/api/consolidate', small({ containers: [{ preset: '20gp', maxCount: 121 }] }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'containers[0].maxCount');
  });

  test('rules: a supplier cap and keepPoTogether are kept and reported', async () => {
    const body = await plan(
      small({ rules: { maxSuppliersPerContainer: 1, keepPoTogether: true, unloadOrderByPo: true } }),
    );
    const p = body.plans[0];
    for (const c of p.containers) assert.equal(c.pos.length, 1, 'one supplier per container here means one PO');
    const check = (code: string) => p.checks.find((c: { code: string }) => c.code === code);
    assert.equal(check('SUPPLIERS_PER_CONTAINER').status, 'pass');
    assert.equal(check('PO_KEPT_TOGETHER').status, 'pass');
    const plain = await plan(small());
    assert.equal(
      plain.plans[0].checks.find((c: { code: string }) => c.code === 'PO_KEPT_TOGETHER').status,
      'not_evaluated',
    );
  });

  test('without every rate, cost is not compared and the response says so', async () => {
    const body = await plan(small({ lcl: {} }));
    assert.equal(body.ranking.costCompared, false);
    assert.equal(body.ranking.by[0], 'complete');
    assert.ok(body.notes.some((n: string) => n.startsWith('cost was not compared: lcl.ratePerCbm not given')));
  });

  test('priority is a rule: PRIORITY_ORDER names a PO that waits while a lower priority ships', async () => {
    // one 20 GP: the priority-1 PO ships; the priority-2 PO is what waits
    const body = await plan(
      small({
        pos: [
          { poId: 'LOW', priority: 2, items: [{ sku: 'C', l: 100, w: 100, h: 100, qty: 20, weight: 50 }] },
          { poId: 'HIGH', priority: 1, items: [{ sku: 'C', l: 100, w: 100, h: 100, qty: 20, weight: 50 }] },
        ],
        containers: [{ preset: '20gp', maxCount: 1, ratePerContainer: 1500 }],
      }),
    );
    const p = body.plans[0];
    const check = p.checks.find((c: { code: string }) => c.code === 'PRIORITY_ORDER');
    assert.equal(check.status, 'pass', check.detail);
    assert.deepEqual(
      p.containers[0].pos.map((x: { poId: string }) => x.poId),
      ['HIGH'],
    );
    assert.ok(p.notes.some((n: string) => n.startsWith('PO LOW in the remainder: 20 cartons')));
  });

  for (const [name, over, field] of [
    [
      'duplicate poId',
      {
        pos: [
          { poId: 'A', items: [{ l: 1, w: 1, h: 1, qty: 1, weight: 1 }] },
          { poId: 'A', items: [{ l: 1, w: 1, h: 1, qty: 1, weight: 1 }] },
        ],
      },
      'pos[1].poId',
    ],
    ['window.from after window.to', { window: { from: '2026-12-10', to: '2026-12-01' } }, 'window.from'],
    ['a preset listed twice', { containers: [{ preset: '20gp' }, { preset: '20gp' }] }, 'containers[1].preset'],
    ['a bad currency', { currency: 'eur' }, 'currency'],
  ] as const) {
    test(`400 naming the field: ${name}`, async () => {
      const res = await post(app, '/api/consolidate', small(over));
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().field, field);
    });
  }
});
