/**
 * POST /api/order-options in-process: validation (400 naming the field), the example's
 * search, ranking and economics, already_at_target, the budget warning, and the
 * reproduction of every alternative's quote through order-quote with its packing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { INVALID_KEY_WARNING } from '../../src/http/auth/tier.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { OrderOptionsResponse } from '../../src/http/schemas/order-options-response.js';
import { assertMatchesSchema } from '../support/response-schema.js';
import { post, testApp } from '../http/harness.js';

type Body = Record<string, any>;
const EXAMPLE = EXAMPLE_REQUESTS['order-options'] as Body;
const clone = (b: Body): Body => structuredClone(b);

let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

async function options(body: Body): Promise<Body> {
  const res = await post(app, '/api/order-options', body);
  assert.equal(res.statusCode, 200, res.body);
  const out = res.json();
  assertMatchesSchema(OrderOptionsResponse, out);
  return out;
}

/** The order-quote request an alternative stands for: changed quantities (0 left out) and its packing. */
function changedQuoteRequest(body: Body, alt: Body): Body {
  const {
    targetPalletCount: _t,
    adjustments: _a,
    searchBudget: _s,
    economics: _e,
    packing: _p,
    actuals: _x,
    ...quote
  } = body;
  const to = new Map<string, number>(alt.quantityChanges.map((c: Body) => [c.sku, c.to]));
  quote.items = quote.items
    .map((it: Body) => ({ ...it, qty: to.get(it.sku) ?? it.qty }))
    .filter((it: Body) => it.qty > 0);
  return { ...quote, packing: alt.packing };
}

async function assertReproducible(body: Body, out: Body): Promise<void> {
  for (const alt of out.alternatives) {
    const res = await post(app, '/api/order-quote', changedQuoteRequest(body, alt));
    assert.equal(res.statusCode, 200, res.body);
    const { computeMs: _c, tier: _t, ...quote } = res.json();
    assert.deepEqual(quote, alt.quote, `${alt.id} is reproduced by order-quote`);
    assert.equal(quote.inputHash, alt.candidateHash);
    // Every pallet re-checked by the independent plan checker (PLACEMENT_VALID) and every carton placed.
    for (const p of quote.pallets)
      assert.equal(p.checks.find((c: Body) => c.code === 'PLACEMENT_VALID').status, 'pass');
    assert.equal(quote.summary.cartonsUnplaced, 0);
  }
}

describe('order-options validation: a 400 naming the field', () => {
  const cases: [string, (b: Body) => void, string][] = [
    [
      'adjustment bounds exclude the current quantity',
      (b) => {
        b.adjustments = [b.adjustments[0], b.adjustments[1], { sku: 'SKU-X', minQty: 0, maxQty: 4 }];
        b.items.push({ sku: 'SKU-X', l: 10, w: 10, h: 10, qty: 8, weight: 1 });
      },
      'adjustments[2].minQty',
    ],
    [
      'minQty above maxQty',
      (b) => {
        b.adjustments[0] = { sku: 'SKU-CEREAL', minQty: 50, maxQty: 40 };
      },
      'adjustments[0].minQty',
    ],
    [
      'a bound above 200',
      (b) => {
        b.adjustments[0].maxQty = 201;
      },
      'adjustments[0].maxQty',
    ],
    [
      'an unknown SKU',
      (b) => {
        b.adjustments[0].sku = 'NOPE';
      },
      'adjustments[0].sku',
    ],
    [
      'a duplicate SKU',
      (b) => {
        b.adjustments[1] = { ...b.adjustments[0] };
      },
      'adjustments[1].sku',
    ],
    [
      'a lower-case currency',
      (b) => {
        b.economics.currency = 'eur';
      },
      'economics.currency',
    ],
    [
      'a negative cost',
      (b) => {
        b.economics.palletFreight = -1;
      },
      'economics.palletFreight',
    ],
    [
      'a cost for an unknown SKU',
      (b) => {
        b.economics.contributionPerUnit.NOPE = 1;
      },
      'economics.contributionPerUnit.NOPE',
    ],
    [
      'targetPalletCount 0',
      (b) => {
        b.targetPalletCount = 0;
      },
      'targetPalletCount',
    ],
    [
      'searchBudget above 200',
      (b) => {
        b.searchBudget = 201;
      },
      'searchBudget',
    ],
    [
      'an unknown packing strategy',
      (b) => {
        b.packing = { strategy: 'magic' };
      },
      'packing.strategy',
    ],
  ];
  for (const [what, change, field] of cases) {
    it(what, async () => {
      const body = clone(EXAMPLE);
      change(body);
      const res = await post(app, '/api/order-options', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().field, field);
    });
  }
});

describe('order-options search', () => {
  it("finds the example's quantity changes, ranked, priced, and reproducible through order-quote", async () => {
    const out = await options(EXAMPLE);
    assert.equal(out.outcome, 'found');
    assert.deepEqual(out.target, { palletCount: 1, source: 'default', reached: true });
    assert.equal(out.baseline.palletCount, 2);
    // 48 × 40×30×25 + 12 × 30×20×25 = 1.62 m³ > 120 × 80 × 165 = 1.584 m³: no repack can reach 1 pallet, so all 12 are skipped.
    assert.equal(out.searched.phase1.skipped, 12);
    assert.equal(out.searched.phase1.packed, 0);
    assert.ok(out.searched.phase2.ran);
    assert.equal(out.searched.candidates, out.searched.phase1.packed + out.searched.phase2.packed);
    assert.ok(out.alternatives.length >= 1 && out.alternatives.length <= 3);
    for (const [i, a] of out.alternatives.entries()) {
      assert.equal(a.id, `alt-${i + 1}`);
      assert.equal(a.palletCount, 1);
      assert.equal(a.quote.summary.palletCount, 1);
      assert.equal(
        a.unitsChanged,
        a.quantityChanges.reduce((n: number, c: Body) => n + Math.abs(c.to - c.from), 0),
      );
    }
    const key = (a: Body) => [a.palletCount, a.unitsChanged, -(a.economics.netSavings ?? -Infinity)];
    for (let i = 1; i < out.alternatives.length; i++) {
      const [p, q] = [key(out.alternatives[i - 1]), key(out.alternatives[i])];
      assert.ok(
        p[0] < q[0] || (p[0] === q[0] && (p[1] < q[1] || (p[1] === q[1] && p[2] <= q[2]))),
        'ranked by pallets, units changed, net savings',
      );
    }
    await assertReproducible(EXAMPLE, out);
  });

  it('prices an alternative by the stated rule', async () => {
    const out = await options(EXAMPLE);
    const single = out.alternatives.find(
      (a: Body) =>
        a.quantityChanges.length === 1 && a.quantityChanges[0].sku === 'SKU-CEREAL' && a.quantityChanges[0].to === 40,
    );
    assert.ok(single, 'cereal 48 → 40 is among the alternatives');
    // One pallet saved: freight 85 + handling 12; 8 cereal deferred: contribution 8 × 3.5 = 28, deferral 8 × 0.5 = 4; net 97 − 32 = 65.
    assert.deepEqual(single.economics, {
      currency: 'EUR',
      palletsSaved: 1,
      freightSaved: 85,
      handlingSaved: 12,
      deferredContribution: 28,
      deferralCost: 4,
      netSavings: 65,
      missing: [],
    });
  });

  it('gives netSavings null and names the missing cost; an explicit zero is a cost of zero', async () => {
    const body = clone(EXAMPLE);
    delete body.economics.handlingPerPallet;
    body.economics.deferralCostPerUnit = { 'SKU-CEREAL': 0, 'SKU-JUICE': 0 };
    const out = await options(body);
    for (const a of out.alternatives) {
      assert.equal(a.economics.netSavings, null);
      assert.ok(a.economics.missing.includes('economics.handlingPerPallet'));
      assert.equal(a.economics.deferralCost, 0);
    }
    const check = out.checks.find((c: Body) => c.code === 'NET_SAVINGS');
    assert.equal(check.status, 'not_evaluated');
    assert.match(check.field, /economics\.handlingPerPallet/);
  });

  it('finds repacks that beat a pinned baseline build, and every repack reproduces', async () => {
    // bench/options-orders.ts, repack-pinned (seed 1): one pallet's worth of full layers by construction
    // (24 × 40×30×15 = 3 layers of 8, 20 × 24×20×40 = one layer of 20, 48 × 30×20×25 = 3 layers of 16:
    // 45 + 40 + 75 = 160 cm ≤ 165 cm), baseline pinned to extreme-points/density.
    const body: Body = {
      units: 'cm-kg',
      pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
      items: [
        { sku: 'S1', l: 40, w: 30, h: 15, weight: 5.8, qty: 24, keepUpright: true },
        { sku: 'S2', l: 24, w: 20, h: 40, weight: 4.5, qty: 20, keepUpright: true },
        { sku: 'S3', l: 30, w: 20, h: 25, weight: 1.4, qty: 48, keepUpright: true },
      ],
      targetPalletCount: 1,
      packing: { strategy: 'extreme-points', ordering: 'density' },
    };
    const out = await options(body);
    assert.equal(out.baseline.palletCount, 2);
    assert.equal(out.outcome, 'found');
    assert.equal(out.searched.phase2.ran, false);
    assert.equal(out.searched.candidates, out.searched.phase1.packed);
    for (const a of out.alternatives) {
      assert.equal(a.strategy, 'repack');
      assert.deepEqual(a.quantityChanges, []);
      assert.equal(a.palletCount, 1);
    }
    await assertReproducible(body, out);
  });

  it('says already_at_target and looks only for additions that need no extra pallet', async () => {
    const body = clone(EXAMPLE);
    body.targetPalletCount = 2;
    body.searchBudget = 6;
    const out = await options(body);
    assert.equal(out.outcome, 'already_at_target');
    assert.equal(out.searched.phase1.ran, false);
    for (const a of out.alternatives) {
      assert.ok(a.palletCount <= 2);
      assert.ok(
        a.quantityChanges.every((c: Body) => c.to > c.from),
        'additions only',
      );
    }
    await assertReproducible(body, out);
  });

  it('takes a qtyStep that does not land on a bound (clipped there) and offers one decision once', async () => {
    const body = clone(EXAMPLE);
    // CEREAL 48 in steps of 5 within [36, 60]: 43, 53, 38, 58 and the bounds 36 and 60
    body.adjustments[0].qtyStep = 5;
    const out = await options(body);
    assert.equal(out.outcome, 'found');
    for (const a of out.alternatives)
      for (const c of a.quantityChanges) {
        const sku = body.adjustments.find((x: Body) => x.sku === c.sku);
        const onGrid = Math.abs(c.to - c.from) % (sku.qtyStep ?? 1) === 0;
        assert.ok(onGrid || c.to === sku.minQty || c.to === sku.maxQty, `${c.sku} ${c.from} → ${c.to}`);
      }
    // Pareto-distinct: no alternative is another's change taken deeper (same SKUs, same direction) for no fewer pallets
    const deeper = (a: Body, b: Body) =>
      a.palletCount >= b.palletCount &&
      a.quantityChanges.length === b.quantityChanges.length &&
      b.quantityChanges.every((cb: Body) =>
        a.quantityChanges.some(
          (ca: Body) =>
            ca.sku === cb.sku &&
            Math.sign(ca.to - ca.from) === Math.sign(cb.to - cb.from) &&
            Math.abs(ca.to - ca.from) >= Math.abs(cb.to - cb.from),
        ),
      );
    for (const a of out.alternatives)
      for (const b of out.alternatives) if (a !== b) assert.ok(!deeper(a, b), `${a.id} repeats ${b.id} deeper`);
    await assertReproducible(body, out);
  });

  it('warns with SEARCH_BUDGET when the budget runs out', async () => {
    const body = clone(EXAMPLE);
    body.searchBudget = 1;
    const out = await options(body);
    assert.equal(out.searched.candidates, 1);
    assert.equal(out.searched.stoppedBy, 'budget');
    const check = out.checks.find((c: Body) => c.code === 'SEARCH_BUDGET');
    assert.equal(check.status, 'warn');
    assert.equal(check.field, 'searchBudget');
  });

  it('carries tier and, for an invalid key, the warning', async () => {
    const body = clone(EXAMPLE);
    body.searchBudget = 2;
    const res = await post(app, '/api/order-options', body, { 'x-api-key': 'not-a-key' });
    assert.equal(res.statusCode, 200, res.body);
    const out = res.json();
    assertMatchesSchema(OrderOptionsResponse, out);
    assert.equal(out.tier, 'anonymous');
    assert.equal(out.warning, INVALID_KEY_WARNING);
  });

  it("GET returns the example request and the engine's response for it", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/order-options' })).json();
    assert.deepEqual(doc.request, EXAMPLE);
    assertMatchesSchema(OrderOptionsResponse, doc.response, 'GET example response');
  });
});
