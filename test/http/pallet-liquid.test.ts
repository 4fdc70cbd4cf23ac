import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { checkPlan } from '../../src/core/checks/check-plan.js';
import { palletProblem, solvePalletLoad } from '../../src/core/engines/pallet-loading/index.js';
import { countLiquidOverDry } from '../../src/core/engines/pallet-loading/plan-ranking.js';
import { comparePallets, type PalletObjectiveInput } from '../../src/core/objectives/pallet.js';
import { post, testApp } from './harness.js';

const cm = (v: number) => Math.round(v * 100);
const kg = (v: number) => Math.round(v * 1000);
const EUR = { l: cm(120), w: cm(80), baseHeight: cm(14.4), maxHeight: cm(180), maxWeight: kg(1000) };
const item = (label: string, l: number, w: number, h: number, qty: number, weight: number, liquid = false) => ({
  label,
  l: cm(l),
  w: cm(w),
  h: cm(h),
  qty,
  weight: kg(weight),
  keepUpright: true,
  ...(liquid ? { liquid: true } : {}),
});

describe('liquid cartons: never above a carton that is not liquid', () => {
  it('the pallet objective counts a liquid-over-dry contact as a heavy-over-light one, before height', () => {
    const base: PalletObjectiveInput = {
      complete: true,
      placedCount: 30,
      effectiveVolume: 1e12,
      height: 10_000,
      usableHeight: 16_000,
      cogOffsetPct: { x: 0, z: 0 },
      heavyOverLight: 0,
      liquidOverDry: 0,
      columnsAbove: 0,
      exposedSide: 0.1,
      flatTop: 1,
    };
    assert.ok(comparePallets({ ...base, height: 14_000 }, { ...base, liquidOverDry: 1 }) < 0);
    assert.ok(comparePallets({ ...base, liquidOverDry: 1 }, { ...base, heavyOverLight: 2 }) < 0);
    assert.ok(comparePallets({ ...base, liquidOverDry: 2 }, { ...base, heavyOverLight: 1 }) > 0);
  });

  // Light liquids (bottled water 6 kg) beside heavier dry cartons (10 kg, not heavy over light on water):
  // weight alone would put the liquids on top.
  for (const [name, liquidKg, dryKg] of [
    ['light liquid', 6, 10],
    ['heavy liquid', 18, 8],
  ] as const) {
    it(`${name}: every carton placed, valid, and no liquid carton on a dry one`, () => {
      const problem = palletProblem(EUR, [
        item('DRY', 40, 30, 30, 20, dryKg),
        item('WATER', 30, 20, 25, 16, liquidKg, true),
        item('SNACK', 40, 40, 20, 6, 3),
      ]);
      const { best } = solvePalletLoad(problem, { cogBalance: true, topUp: true, containerLoader: true });
      assert.equal(best.measures.complete, true);
      assert.deepEqual(checkPlan(problem, best.plan.placements), []);
      assert.equal(countLiquidOverDry(problem, best.plan.placements), 0);
    });
  }
});

describe('the liquid field at the HTTP edge', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp();
  });
  after(async () => {
    await app.close();
  });
  const body = (liquid: unknown) => ({
    pallet: { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
    items: [
      { label: 'DRY', l: 40, w: 30, h: 30, qty: 10, weight: 10, keepUpright: true },
      { label: 'WATER', l: 30, w: 20, h: 25, qty: 8, weight: 6, keepUpright: true, liquid },
    ],
  });

  it('pallet-estimate and order-plan accept liquid: true and keep the liquid cartons off dry ones', async () => {
    const est = await post(app, '/api/pallet-estimate', body(true));
    assert.equal(est.statusCode, 200, est.body);
    const r = est.json();
    assert.equal(r.status, 'complete');
    const plan = await post(app, '/api/order-plan', { request: body(true) });
    assert.equal(plan.statusCode, 200, plan.body);
    assert.equal(plan.json().status, 'complete');
  });

  it('order-quote, order-options and receiver-check accept liquid with the same meaning, and report LIQUID_LOW', async () => {
    const quote = {
      units: 'cm-kg',
      pallet: { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
      items: [
        { sku: 'DRY', label: 'DRY', l: 40, w: 30, h: 30, qty: 10, weight: 10, keepUpright: true },
        { sku: 'WATER', label: 'WATER', l: 30, w: 20, h: 25, qty: 8, weight: 6, keepUpright: true, liquid: true },
      ],
    };
    const q = await post(app, '/api/order-quote', quote);
    assert.equal(q.statusCode, 200, q.body);
    // The same meaning as order-plan's: the same pallets, the same LIQUID_LOW count on each.
    const plan = await post(app, '/api/order-plan', { request: body(true) });
    const liquidLow = (p: { checks: { code: string; observed: unknown }[] }) =>
      p.checks.find((k) => k.code === 'LIQUID_LOW')?.observed;
    assert.deepEqual(q.json().pallets.map(liquidLow), plan.json().pallets.map(liquidLow));
    const opts = await post(app, '/api/order-options', { ...quote, searchBudget: 1 });
    assert.equal(opts.statusCode, 200, opts.body);
    assert.deepEqual(opts.json().baseline.quote.pallets, q.json().pallets);
    const rc = await post(app, '/api/receiver-check', { ...quote, profileId: 'walmart-wfs' });
    assert.equal(rc.statusCode, 200, rc.body);
    const bad = await post(app, '/api/order-quote', {
      ...quote,
      items: quote.items.map((it) => ({ ...it, liquid: 'yes' })),
    });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /liquid/);
  });

  it('refuses a liquid that is not a boolean with 400 naming the field', async () => {
    const res = await post(app, '/api/pallet-estimate', body('yes'));
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /liquid/);
  });
});
