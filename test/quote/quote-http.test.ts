import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from '../http/harness.js';

/** order-quote and receiver-check through the real routes, worker pool and error bodies. */

let app: FastifyInstance;
before(async () => {
  app = await testApp({ workers: 1 });
});
after(async () => {
  await app.close();
});

const quoteExample = () => structuredClone(EXAMPLE_REQUESTS['order-quote']) as any;
const receiverExample = () => structuredClone(EXAMPLE_REQUESTS['receiver-check']) as any;
const strip = ({ computeMs: _c, tier: _t, ...rest }: any) => rest;

describe('POST /api/order-quote', () => {
  test('the example quotes complete with tier, computeMs, inputHash, engineVersion and meter', async () => {
    const res = await post(app, '/api/order-quote', quoteExample());
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.status, 'complete');
    assert.equal(body.tier, 'anonymous');
    assert.equal(typeof body.computeMs, 'number');
    assert.match(body.inputHash, /^[0-9a-f]{64}$/);
    assert.equal(typeof body.engineVersion, 'string');
    assert.deepEqual(body.meter, { unit: 'order', id: 'PO-1001' });
  });

  test("GET returns the example under request and the engine's response for it", async () => {
    const get = (await app.inject({ method: 'GET', url: '/api/order-quote' })).json();
    assert.deepEqual(get.request, EXAMPLE_REQUESTS['order-quote']);
    const posted = (await post(app, '/api/order-quote', quoteExample())).json();
    assert.deepEqual(get.response, strip(posted), 'same input, same result through the worker');
  });

  test('a duplicate SKU is a 400 naming items[i].sku', async () => {
    const body = quoteExample();
    body.items[1].sku = body.items[0].sku;
    const res = await post(app, '/api/order-quote', body);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'items[1].sku');
  });

  test('more than 200 cartons, or maxPallets over 20, are 400s', async () => {
    const many = quoteExample();
    many.items[0].qty = 190;
    assert.equal((await post(app, '/api/order-quote', many)).json().field, 'items');
    assert.equal(
      (await post(app, '/api/order-quote', { ...quoteExample(), maxPallets: 21 })).json().field,
      'maxPallets',
    );
  });
});

describe('POST /api/receiver-check', () => {
  test('the example is checked against walmart-wfs', async () => {
    const res = await post(app, '/api/receiver-check', receiverExample());
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.profile.id, 'walmart-wfs');
    assert.equal(body.profile.version, '1.0.0');
    assert.ok(Array.isArray(body.profileChecks) && body.profileChecks.length > 0);
    assert.equal(body.tier, 'anonymous');
  });

  test('an unknown profileId is a 404 with the error body naming profileId', async () => {
    const res = await post(app, '/api/receiver-check', { ...receiverExample(), profileId: 'acme-dc' });
    assert.equal(res.statusCode, 404);
    const { error, message, field } = res.json();
    assert.deepEqual(
      { error, message, field },
      {
        error: 'not_found',
        message: 'unknown profileId "acme-dc"; GET /api/receiver-check lists the templates',
        field: 'profileId',
      },
    );
  });

  test('both profileId and profile is a 400', async () => {
    const profile = { id: 'p', name: 'P', version: '1', rules: {} };
    const res = await post(app, '/api/receiver-check', { ...receiverExample(), profile });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'profileId');
  });
});
