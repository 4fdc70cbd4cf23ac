import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { BoxCatalogResponse } from '../../src/http/schemas/box-catalog-response.js';
import { assertMatchesSchema } from '../support/response-schema.js';
import { post, testApp } from '../http/harness.js';

/** POST /api/box-catalog through the real route, worker pool and error bodies. */

let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

const example = () => structuredClone(EXAMPLE_REQUESTS['box-catalog']) as any;
const plan = async (body: unknown) => {
  const res = await post(app, '/api/box-catalog', body);
  assert.equal(res.statusCode, 200, res.body);
  const json = res.json();
  assertMatchesSchema(BoxCatalogResponse, json);
  return json;
};

/** No walls, clearance or tare: the pure billing arithmetic. */
const BARE = { wallThickness: 0, clearance: 0, fragileClearance: 0, boardGramsPerM2: 0 };

/** Two SKUs whose orders need different boxes: one cube order, one long order. */
const twoShapes = (extra: Record<string, unknown> = {}) => ({
  units: 'cm-kg',
  skus: [
    { sku: 'CUBE', l: 30, w: 30, h: 30, weight: 2 },
    { sku: 'ROD', l: 90, w: 8, h: 8, weight: 1 },
  ],
  orders: [
    { orderId: 'A', lines: [{ sku: 'CUBE', qty: 1 }], count: 10 },
    { orderId: 'B', lines: [{ sku: 'ROD', qty: 1 }], count: 1 },
  ],
  catalogSize: 1,
  billing: { dimDivisor: 5000, unit: 'kg' },
  ...extra,
});

describe('POST /api/box-catalog', () => {
  test('the example: complete, documented schema, catalogue in cm and in, every order packed', async () => {
    const body = await plan(example());
    assert.equal(body.status, 'complete');
    assert.equal(body.catalog.length, 3);
    for (const box of body.catalog) {
      assert.ok(
        Number.isInteger(box.dims.l.cm) && Number.isInteger(box.dims.w.cm) && Number.isInteger(box.dims.h.cm),
        'generated on a 1 cm grid',
      );
      assert.equal(box.dims.l.in, Math.round((box.dims.l.cm / 2.54) * 100) / 100);
    }
    assert.equal(
      body.catalog.reduce((s: number, b: any) => s + b.usedByOrders, 0),
      240,
      'counts weight the orders: 120 + 80 + 40',
    );
    for (const o of body.perOrder) assert.ok(o.packing && o.packing.boxes.length > 0 && o.box !== null);
    assert.match(body.inputHash, /^[0-9a-f]{64}$/);
    assert.equal(typeof body.engineVersion, 'string');
    assert.equal(body.tier, 'anonymous');
    assert.ok(body.savings && body.baseline, 'currentBoxes give a baseline and savings');
  });

  test("GET returns the example and the engine's response for it, matching the documented schema", async () => {
    const get = (await app.inject({ method: 'GET', url: '/api/box-catalog' })).json();
    assertMatchesSchema(BoxCatalogResponse, get.response, 'GET example response');
    assert.deepEqual(get.request, EXAMPLE_REQUESTS['box-catalog']);
  });

  test('dimensional weight: a 30 cm cube at 5,000 cm³/kg bills 27,000 / 5,000 = 5.4 kg over its 2 kg', async () => {
    const body = await plan(twoShapes({ catalogSize: 2, boxConstruction: BARE }));
    const a = body.perOrder.find((o: any) => o.orderId === 'A');
    assert.equal(a.box, 'G30x30x30');
    assert.deepEqual(a.billedWeight, { kg: 5.4, lb: 11.9 });
    assert.deepEqual(a.actualWeight, { kg: 2, lb: 4.41 });
  });

  test('walls: the 30 cm cube box has a 30.8 cm outer cube by default, billing 30.8³ / 5,000 = 5.844 kg', async () => {
    const body = await plan(twoShapes({ catalogSize: 2 }));
    const a = body.perOrder.find((o: any) => o.orderId === 'A');
    assert.equal(a.box, 'G30x30x30');
    assert.deepEqual(a.billedWeight, { kg: 5.844, lb: 12.88 });
    const box = body.catalog.find((b: any) => b.id === 'G30x30x30');
    assert.deepEqual(box.outerDims.l, { cm: 30.8, in: 12.13 });
    assert.deepEqual(box.wallThickness, { cm: 0.4, in: 0.16 });
    // estimated tare: (2·30 + 2·30 + 5.08) cm × 60 cm = 0.750 m² × 600 g/m² = 450 g
    assert.deepEqual(box.tareWeight, { kg: 0.45, lb: 0.99 });
    assert.equal(box.tareEstimated, true);
    assert.deepEqual(a.contentWeight, { kg: 2, lb: 4.41 });
    assert.deepEqual(a.tareWeight, { kg: 0.45, lb: 0.99 });
    assert.deepEqual(a.actualWeight, { kg: 2.45, lb: 5.4 });
    const thick = await plan(twoShapes({ catalogSize: 2, boxConstruction: { ...BARE, wallThickness: 1 } }));
    // 32³ / 5,000 = 6.5536 kg
    assert.equal(thick.perOrder.find((o: any) => o.orderId === 'A').billedWeight.kg, 6.554);
  });

  test('tare joins the actual weight: stated on a current box, estimated from the blank on a generated one', async () => {
    const body = await plan({
      ...twoShapes({ boxConstruction: { ...BARE, boardGramsPerM2: 1000 } }),
      skus: [{ sku: 'LEAD', l: 10, w: 10, h: 10, weight: 20 }],
      orders: [{ orderId: 'A', lines: [{ sku: 'LEAD', qty: 1 }] }],
      currentBoxes: [{ id: 'T', l: 11, w: 11, h: 11, tareWeight: 0.3, wallThickness: 0.5 }],
    });
    const a = body.perOrder[0];
    assert.equal(a.current.box, 'T');
    assert.equal(a.current.billedWeight.kg, 20.3, 'content 20 kg + stated tare 0.3 kg');
    assert.equal(a.box, 'G10x10x10');
    // (2·10 + 2·10 + 5.08) cm × (10 + 10) cm = 0.09016 m² × 1,000 g/m² = 90 g
    assert.equal(a.tareWeight.kg, 0.09);
    assert.equal(a.billedWeight.kg, 20.09);
    assert.equal(body.catalog[0].tareEstimated, true);
    assert.equal(body.baseline.billedWeight.kg, 20.3);
  });

  test('clearance: two fragile mugs need 1 cm per side by default, so the 24 × 12 × 10 box that holds them bare is too small', async () => {
    const mugs = (construction: Record<string, number>) => ({
      units: 'cm-kg',
      skus: [{ sku: 'MUG', l: 12, w: 9, h: 10, weight: 0.35, fragile: true }],
      orders: [{ orderId: 'A', lines: [{ sku: 'MUG', qty: 2 }] }],
      candidateBoxes: [
        { id: 'TIGHT', l: 24, w: 9, h: 10 },
        { id: 'ROOMY', l: 26, w: 11, h: 12 },
      ],
      catalogSize: 1,
      billing: { dimDivisor: 5000, unit: 'kg' },
      boxConstruction: construction,
    });
    const bare = await plan(mugs(BARE));
    assert.equal(bare.catalog[0].id, 'TIGHT');
    const cushioned = await plan(mugs({}));
    const a = cushioned.perOrder[0];
    assert.notEqual(a.box, 'TIGHT');
    assert.ok(a.box !== null);
    const box = cushioned.catalog.find((b: any) => b.id === a.box);
    assert.ok(box.dims.l.cm >= 26 && box.dims.w.cm >= 11 && box.dims.h.cm >= 12, JSON.stringify(box.dims));
    assert.equal(a.packing.clearance, 1);
    for (const u of a.packing.boxes) {
      assert.ok(u.px + u.l <= a.packing.box.l && u.pz + u.w <= a.packing.box.w && u.py + u.h <= a.packing.box.h);
    }
    assert.ok(a.packing.box.l + 2 <= box.dims.l.cm || a.packing.box.w + 2 <= box.dims.l.cm);
    // a plain (not fragile) SKU of the same size uses the ordinary clearance, 0 by default
    const plain = mugs({});
    plain.skus[0] = { ...plain.skus[0], fragile: false };
    assert.equal((await plan(plain)).perOrder[0].box, 'TIGHT');
  });

  test('minBillableWeight floors the billed weight', async () => {
    const body = await plan(
      twoShapes({ catalogSize: 2, billing: { dimDivisor: 5000, unit: 'kg', minBillableWeight: 6 } }),
    );
    assert.equal(body.perOrder.find((o: any) => o.orderId === 'A').billedWeight.kg, 6);
  });

  test('coverage first: one box must hold both the cube and the 90 cm rod', async () => {
    const body = await plan(twoShapes());
    assert.equal(body.status, 'complete');
    const [box] = body.catalog;
    assert.ok(box.dims.l.cm >= 90 && box.dims.w.cm >= 30 && box.dims.h.cm >= 30, JSON.stringify(box.dims));
  });

  test('coverageFirst false may leave an order unfit: flagged, charged at the largest candidate, checked', async () => {
    const body = await plan(twoShapes({ coverageFirst: false }));
    // 10 cubes in a 30 cm cube bill 54 kg; one order in a 90×30×30 hull would bill 10 × 16.2 = 162 kg
    assert.equal(body.status, 'partial');
    const rod = body.perOrder.find((o: any) => o.orderId === 'B');
    assert.equal(rod.box, null);
    assert.equal(rod.unfit, true);
    assert.equal(body.totals.unfitOrders, 1);
    assert.equal(body.totals.unfitSharePct, 9.09);
    const check = body.checks.find((c: any) => c.code === 'COVERAGE_LIMITED_BY_CATALOG_SIZE');
    assert.equal(check.status, 'warn');
    assert.equal(check.observed, 9.09);
  });

  test('without a rate: RATE_PROVIDED not_evaluated naming the field, and no costs anywhere', async () => {
    const body = await plan(twoShapes({ catalogSize: 2 }));
    const rate = body.checks.find((c: any) => c.code === 'RATE_PROVIDED');
    assert.equal(rate.status, 'not_evaluated');
    assert.equal(rate.field, 'billing.ratePerKgOrLb');
    assert.equal(body.totals.cost, undefined);
    assert.ok(body.perOrder.every((o: any) => o.cost === undefined));
    assert.equal(body.baseline, undefined);
    assert.equal(body.savings, undefined);
  });

  test('savings use only orders both catalogues hold: basisOrders, excludedUnfit, partial', async () => {
    const body = await plan(
      twoShapes({ catalogSize: 2, currentBoxes: [{ id: 'BIG', l: 40, w: 40, h: 40 }], boxConstruction: BARE }),
    );
    // the rod fits no current box: excluded; the basis is the 10 cube orders, 40³/5000 = 12.8 kg → 5.4 kg each
    assert.equal(body.savings.basisOrders, 10);
    assert.equal(body.savings.excludedUnfit, 1);
    assert.equal(body.savings.partial, true);
    assert.equal(body.savings.billedWeight.kg, 74);
    assert.equal(body.savings.billedWeightPer1000Orders.kg, 7400);
    assert.equal(body.perOrder.find((o: any) => o.orderId === 'B').current.box, null);
  });

  test('an in-lb request plans like its exact cm-kg twin: same inputHash, same catalogue', async () => {
    const inch = 2.54;
    const lb = 0.45359237;
    const metric = twoShapes({ catalogSize: 2 });
    const imperial = {
      ...metric,
      units: 'in-lb',
      skus: metric.skus.map((s) => ({ ...s, l: s.l / inch, w: s.w / inch, h: s.h / inch, weight: s.weight / lb })),
      billing: { dimDivisor: (5000 / inch ** 3) * lb, unit: 'lb' },
    };
    const [a, b] = [await plan(metric), await plan(imperial)];
    assert.equal(b.inputHash, a.inputHash);
    assert.deepEqual(b.catalog, a.catalog);
  });
});

describe('POST /api/box-catalog: bad input names the field', () => {
  const cases: [string, (b: any) => void, string][] = [
    [
      'an order line with an unknown SKU',
      (b) => {
        b.orders[1].lines[0].sku = 'NOPE';
      },
      'orders[1].lines[0].sku',
    ],
    [
      'duplicate SKUs',
      (b) => {
        b.skus[1].sku = b.skus[0].sku;
      },
      'skus[1].sku',
    ],
    [
      'a dimDivisor of 0',
      (b) => {
        b.billing.dimDivisor = 0;
      },
      'billing.dimDivisor',
    ],
    [
      'a billing unit that does not match units',
      (b) => {
        b.billing.unit = 'lb';
      },
      'billing.unit',
    ],
    [
      'duplicate current box ids',
      (b) => {
        b.currentBoxes[1].id = 'S';
      },
      'currentBoxes[1].id',
    ],
    [
      'catalogSize 13',
      (b) => {
        b.catalogSize = 13;
      },
      'catalogSize',
    ],
    [
      'a negative clearance',
      (b) => {
        b.boxConstruction = { clearance: -0.1 };
      },
      'boxConstruction.clearance',
    ],
    [
      'a wall thicker than half the least inner side of a box',
      (b) => {
        b.currentBoxes[0].wallThickness = 8;
      },
      'currentBoxes[0].wallThickness',
    ],
    [
      'a default wall thicker than half the least inner side of a candidate box',
      (b) => {
        b.boxConstruction = { wallThickness: 3 };
        b.candidateBoxes = [{ id: 'FLAT', l: 30, w: 20, h: 5 }];
      },
      'boxConstruction.wallThickness',
    ],
    [
      'a clearance that leaves no room in a box',
      (b) => {
        b.boxConstruction = { clearance: 7.5 };
      },
      'boxConstruction.clearance',
    ],
    [
      'a negative tare',
      (b) => {
        b.currentBoxes[0].tareWeight = -1;
      },
      'currentBoxes[0].tareWeight',
    ],
    [
      'searchBudget 1001',
      (b) => {
        b.searchBudget = 1001;
      },
      'searchBudget',
    ],
  ];
  for (const [what, edit, field] of cases) {
    test(what, async () => {
      const body = example();
      edit(body);
      const res = await post(app, '/api/box-catalog', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().field, field);
    });
  }
});

describe('POST /api/box-catalog: fit decisions', () => {
  test('the example leaves no decisive pair undecided and says so with a zero bound', async () => {
    const body = await plan(example());
    assert.deepEqual(body.undecided.pairs, 0);
    assert.deepEqual(body.undecided.billedWeightBound, { kg: 0, lb: 0 });
    assert.equal(body.undecided.current.pairs, 0);
    assert.equal(body.checks.find((c: any) => c.code === 'FIT_TESTS_DECIDED').status, 'pass');
  });
});

describe('POST /api/box-catalog: marginal value', () => {
  test('one box for the cube and the rod: dropping it leaves all 11 unfit; the best second box is the 30 cm cube, saving 10 × (16.2 − 5.4) kg', async () => {
    const body = await plan(twoShapes({ boxConstruction: BARE }));
    assert.equal(body.searched.localOptimum, true);
    const [drop] = body.marginalValue.drop;
    assert.equal(drop.box, body.catalog[0].id);
    assert.equal(drop.unfitOrders, 11);
    const add = body.marginalValue.bestAddition;
    assert.equal(add.box.id, 'G30x30x30');
    assert.equal(add.unfitOrders, 0);
    assert.deepEqual(add.billedWeight.kg, 108);
  });

  test('with a rate, the marginal values carry money too', async () => {
    const body = await plan(example());
    assert.ok(body.marginalValue.drop.every((d: any) => typeof d.cost === 'number'));
    const add = body.marginalValue.bestAddition;
    assert.ok(add === null || typeof add.cost === 'number');
  });
});
