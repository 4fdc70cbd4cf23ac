import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { CaseDesignResponse } from '../../src/http/schemas/case-design-response.js';
import { assertMatchesSchema } from '../support/response-schema.js';
import { post, testApp } from './harness.js';

/** POST /api/case-design through the real route, worker pool, schema and error bodies. */

let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

const example = () => structuredClone(EXAMPLE_REQUESTS['case-design']) as any;
const strip = ({ computeMs: _c, tier: _t, ...rest }: any) => rest;

async function design(body: unknown) {
  const res = await post(app, '/api/case-design', body);
  assert.equal(res.statusCode, 200, res.body);
  const json = res.json();
  assertMatchesSchema(CaseDesignResponse, json);
  return json;
}

async function rejected(body: unknown, field: string, status = 400) {
  const res = await post(app, '/api/case-design', body);
  assert.equal(res.statusCode, status, res.body);
  assert.equal(res.json().field, field);
}

describe('POST /api/case-design', () => {
  test('the example finds ranked candidates with pallet, container, checks, identity', async () => {
    const body = await design(example());
    assert.equal(body.outcome, 'found');
    assert.equal(body.candidates.length, 5);
    assert.match(body.inputHash, /^[0-9a-f]{64}$/);
    const top = body.candidates[0];
    assert.ok(top.unitsPerCase >= 6 && top.unitsPerCase <= 24);
    assert.equal(top.arrangement.alongLength * top.arrangement.alongWidth * top.arrangement.layers, top.unitsPerCase);
    assert.equal(top.pallet.cases, top.pallet.casesPerLayer * top.pallet.layers);
    assert.ok(top.pallet.loadedHeight <= 180);
    assert.ok(top.checks.every((c: any) => c.status === 'pass' || c.code === 'CASE_COMPRESSION'));
    assert.equal(top.checks.find((c: any) => c.code === 'CASE_COMPRESSION').status, 'not_evaluated');
    for (let i = 1; i < body.candidates.length; i++)
      assert.ok(body.candidates[i - 1].container.units >= body.candidates[i].container.units);
    assert.deepEqual(body.checks, top.checks);
    assert.equal(body.searched.stoppedBy, 'complete');
  });

  test("GET returns the example and the engine's response for it", async () => {
    const get = (await app.inject({ method: 'GET', url: '/api/case-design' })).json();
    assert.deepEqual(get.request, EXAMPLE_REQUESTS['case-design']);
    assertMatchesSchema(CaseDesignResponse, get.response, 'GET example response');
    assert.deepEqual(get.response, strip(await design(example())));
  });

  test('inches and pounds give the same inputHash and the same cases, in both unit systems', async () => {
    const cm = await design({
      units: 'cm-kg',
      product: { l: 25.4, w: 12.7, h: 10.16, weight: 0.45359237 },
      unitsPerCase: 12,
      caseConstraints: { boardThickness: 0.508, headspace: 0.254 },
    });
    const inch = await design({
      units: 'in-lb',
      product: { l: 10, w: 5, h: 4, weight: 1 },
      unitsPerCase: 12,
      caseConstraints: { boardThickness: 0.2, headspace: 0.1 },
    });
    assert.equal(inch.inputHash, cm.inputHash);
    assert.deepEqual(inch.candidates[0].caseOuter, cm.candidates[0].caseOuter);
    assert.deepEqual(inch.candidates[0].caseWeight, cm.candidates[0].caseWeight);
    assert.equal(inch.candidates[0].caseInner.l * 2.54, cm.candidates[0].caseInner.l);
  });

  test('case-only screening: no destination, pallet and container checks not_evaluated naming the field', async () => {
    const body = await design({
      units: 'cm-kg',
      product: { l: 10, w: 8, h: 5, weight: 0.2 },
      unitsPerCase: { min: 4, max: 12 },
    });
    assert.equal(body.outcome, 'found');
    const top = body.candidates[0];
    assert.equal(top.pallet, null);
    assert.equal(top.container, null);
    const byCode = Object.fromEntries(top.checks.map((c: any) => [c.code, c]));
    assert.equal(byCode.PALLET_HEIGHT.status, 'not_evaluated');
    assert.equal(byCode.PALLET_HEIGHT.field, 'pallet');
    assert.equal(byCode.CONTAINER_PAYLOAD.field, 'container');
    // no maxWeight: the default manual-handling guide of 23 kg, a pass for 12 × 0.2 kg
    assert.equal(byCode.CASE_WEIGHT.status, 'pass');
    assert.equal(byCode.CASE_WEIGHT.limit, 23);
    assert.equal(byCode.CASE_COMPRESSION.status, 'not_evaluated');
    assert.equal(byCode.CASE_COMPRESSION.field, 'caseConstraints.board');
  });

  test('costs: lowest cost per unit first, with an additive breakdown', async () => {
    const req = {
      ...example(),
      costs: {
        boardCostPerM2: 0.9,
        freightPerContainer: 4200,
        freightPerPallet: 35,
        handlingPerCase: 0.15,
        currency: 'EUR',
      },
    };
    const body = await design(req);
    const costs = body.candidates.map((c: any) => c.costPerUnit);
    for (let i = 1; i < costs.length; i++) assert.ok(costs[i - 1].total <= costs[i].total);
    for (const c of costs) {
      assert.equal(c.currency, 'EUR');
      assert.ok(Math.abs(c.board + c.handling + c.palletFreight + c.containerFreight - c.total) <= 0.0003);
    }
  });

  test('no feasible case: none_within_search with explicit not_evaluated checks', async () => {
    const req = { ...example(), pallet: { ...example().pallet, maxWeight: 1 } };
    const body = await design(req);
    assert.equal(body.outcome, 'none_within_search');
    assert.deepEqual(body.candidates, []);
    assert.ok(body.checks.length > 0 && body.checks.every((c: any) => c.status === 'not_evaluated' && c.field));
    assert.ok(body.searched.rejected.pallet > 0);
  });

  test('400 naming the field: min > max, a product over maxDim in every stance, a product over maxWeight', async () => {
    await rejected({ ...example(), unitsPerCase: { min: 12, max: 6 } }, 'unitsPerCase.min');
    await rejected(
      { ...example(), caseConstraints: { maxDim: 12, allowedOrientations: 'upright' } },
      'caseConstraints.maxDim',
    );
    await rejected({ ...example(), caseConstraints: { maxWeight: 0.3 } }, 'caseConstraints.maxWeight');
    await rejected({ ...example(), unitsPerCase: 2001 }, 'unitsPerCase');
    await rejected({ ...example(), candidates: 11 }, 'candidates');
  });

  test('packaging fields: stackable false, dividers in outer dims and weight, board grade for CASE_COMPRESSION', async () => {
    const wine = {
      units: 'cm-kg',
      product: { l: 7.6, w: 7.6, h: 30, weight: 1.3, keepUpright: true, stackable: false },
      unitsPerCase: 12,
      pallet: { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000 },
      container: { preset: '40hq' },
    };
    const one = await design(wine);
    assert.ok(one.candidates.every((c: any) => c.arrangement.layers === 1));
    assert.ok(one.searched.rejected.productLayers > 0);
    const divided = await design({
      ...wine,
      caseConstraints: { dividers: { thickness: 0.3 }, board: { flute: 'C' } },
    });
    const top = divided.candidates[0];
    const a = top.arrangement;
    // inner length = a × 7.6 + (a − 1) × 0.3; outer = inner + 2 × the C flute caliper (0.4 cm)
    assert.equal(top.caseInner.l, Math.round((a.alongLength * 7.6 + (a.alongLength - 1) * 0.3) * 100) / 100);
    assert.equal(top.caseOuter.l.cm, Math.round((top.caseInner.l + 0.8) * 100) / 100);
    assert.ok(top.dividers.weight.kg > 0);
    const squeeze = top.checks.find((c: any) => c.code === 'CASE_COMPRESSION');
    assert.ok(['pass', 'warn', 'fail'].includes(squeeze.status));
    assert.equal(squeeze.unit, 'kg');
    assert.match(squeeze.assumption, /not a certification/);
    // the same board in lb/in and inches: same hash (32 lb/in ECT, 0.16 in caliper vs its exact metric twin)
    const ect = (32 * 0.45359237 * 9.80665) / 0.0254 / 1000;
    const cm = await design({ ...wine, caseConstraints: { board: { ect, caliper: 0.4064 } } });
    const inch = await design({
      ...wine,
      units: 'in-lb',
      product: { ...wine.product, l: 7.6 / 2.54, w: 7.6 / 2.54, h: 30 / 2.54, weight: 1.3 / 0.45359237 },
      pallet: undefined,
      caseConstraints: { board: { ect: 32, caliper: 0.16 } },
    });
    assert.equal(
      cm.candidates[0].checks.find((c: any) => c.code === 'CASE_COMPRESSION').assumption.match(/ECT \d+/)[0],
      inch.candidates[0].checks.find((c: any) => c.code === 'CASE_COMPRESSION').assumption.match(/ECT \d+/)[0],
    );
  });

  test('400 naming the field: an unknown flute, ect without caliper, zero product layers, a negative divider', async () => {
    await rejected({ ...example(), caseConstraints: { board: { flute: 'Z' } } }, 'caseConstraints.board.flute');
    await rejected({ ...example(), caseConstraints: { board: { ect: 5 } } }, 'caseConstraints.board.caliper');
    await rejected({ ...example(), caseConstraints: { maxProductLayers: 0 } }, 'caseConstraints.maxProductLayers');
    await rejected(
      { ...example(), caseConstraints: { dividers: { thickness: -0.1 } } },
      'caseConstraints.dividers.thickness',
    );
    await rejected(
      { ...example(), caseConstraints: { board: { flute: 'C' }, environment: { relativeHumidity: 101 } } },
      'caseConstraints.environment.relativeHumidity',
    );
  });

  test('layer cap: the 0.01 cm product on a EUR pallet and a 1 cm one on a 10 × 10 m pallet are 422 input_too_large naming product', async () => {
    // Issue 47: before the cap, the first (216 bytes) listed one rectangle per case, 96 million, and lost the worker.
    const eur = { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000 };
    const tiny = {
      units: 'cm-kg',
      product: { l: 0.01, w: 0.01, h: 0.01, weight: 0.001 },
      unitsPerCase: 1,
      caseConstraints: { boardThickness: 0 },
      pallet: eur,
    };
    const res = await post(app, '/api/case-design', tiny);
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(res.json().error, 'input_too_large');
    assert.equal(res.json().field, 'product');
    assert.equal(res.headers['retry-after'], undefined);
    assert.match(res.json().message, /more than|limit is 2,000/);
    const big = { ...tiny, product: { l: 1, w: 1, h: 1, weight: 0.01 }, unitsPerCase: { min: 1, max: 24 } };
    await rejected({ ...big, pallet: { ...eur, l: 1000, w: 1000 } }, 'product', 422);
    await rejected({ ...big, pallet: undefined, container: { preset: '40hq' } }, 'product', 422);
    await rejected(
      { ...example(), pallet: { ...eur, l: 5, w: 5 }, product: { l: 2, w: 2, h: 2, weight: 0.1 } },
      'pallet',
      422,
    );
  });

  test('layer cap: a case too small for the container floor still ships palletised, no pattern over 2,000', async () => {
    const body = await design({
      units: 'cm-kg',
      product: { l: 3, w: 3, h: 3, weight: 0.05 },
      unitsPerCase: { min: 1, max: 60 },
      pallet: { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000 },
      container: { preset: '40hq' },
      candidates: 10,
    });
    assert.equal(body.outcome, 'found');
    assert.ok(body.searched.patternsOverLayerCap > 0);
    for (const c of body.candidates) {
      for (const p of [
        c.pallet?.layerPattern,
        c.container?.floorLoaded?.floorPattern,
        c.container?.palletised?.floorPattern,
      ])
        if (p) assert.ok(p.rects.length <= 2000);
    }
  });

  test('a product whose headspace fits only lying down: accepted with any stance, 400 when upright', async () => {
    // Upright: 44.5 + 0.5 headspace + 0.8 board = 45.8 > 45.5; on its side the height is 20 + 1.3.
    const req = {
      units: 'cm-kg',
      product: { l: 44.5, w: 20, h: 44.5, weight: 1 },
      unitsPerCase: 1,
      caseConstraints: { maxDim: 45.5, allowedOrientations: 'any' },
    };
    const body = await design(req);
    assert.equal(body.outcome, 'found');
    assert.equal(body.candidates[0].arrangement.productStance, 'on-side');
    await rejected(
      { ...req, caseConstraints: { maxDim: 45.5, allowedOrientations: 'upright' } },
      'caseConstraints.maxDim',
    );
  });
});
