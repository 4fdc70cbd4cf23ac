import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { post, testApp } from './harness.js';

/**
 * Issue 9 line 1: a tiny request must not take gigabytes. Cartons from 0.01 cm (one grain of
 * 0.1 mm) to the pallet's own sides, 1-200 of them, on a 120 × 80 pallet or a 1 km one (the
 * schema's largest), through pallet-estimate, order-plan, order-quote and receiver-check, and
 * 2,000 of them in pack, in a real worker thread. Each request must answer (200 or a 4xx naming
 * a field) within TIME_CEILING_MS, with the process's resident memory growing by less than
 * RSS_CEILING_MB (sampled every 5 ms on the main thread while the worker plans).
 * Before the fix, one 0.01 cm carton took 15 s and about 4 GB. Measured after it: at most
 * about 3 s (order-plan on the 1 km pallet) and 30 MB, on a shared, heavily loaded machine;
 * the time ceiling leaves room for that load.
 */
const TIME_CEILING_MS = 8_000;
const RSS_CEILING_MB = 250;
const SIDES = [0.01, 0.02, 0.03, 0.07, 0.5, 3, 40, 80, 119.99, 120];

const STANDARD = { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 };
const HUGE = { l: 100_000, w: 100_000, baseHeight: 15, maxHeight: 100_000, maxWeight: 100_000, tareWeight: 25 };

function bodyFor(endpoint: string, cartons: { l: number; w: number; h: number; qty: number }[], pallet = STANDARD) {
  const items = cartons.map((c) => ({ ...c, weight: 0.01 }));
  const skus = items.map((c, i) => ({ sku: `S${i}`, ...c }));
  switch (endpoint) {
    case 'pallet-estimate':
      return { pallet, items };
    case 'order-plan':
      return { request: { pallet, items } };
    case 'order-quote':
      return { units: 'cm-kg', pallet, items: skus };
    default:
      return { units: 'cm-kg', pallet, items: skus, profileId: 'walmart-wfs' };
  }
}

async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; rssMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const t0 = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, ms: performance.now() - t0, rssMb: (peak - before) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

test('extreme carton-to-pallet ratios stay under the time and memory ceilings', async () => {
  const app = await testApp({ workers: 1 });
  // Warm up first (worker start, schema compilation): the ceilings are about the planning work.
  for (const ep of ['pallet-estimate', 'order-plan', 'order-quote', 'receiver-check'])
    await post(app, `/api/${ep}`, bodyFor(ep, [{ l: 40, w: 30, h: 20, qty: 1 }]));
  const carton = fc.record({
    l: fc.constantFrom(...SIDES),
    w: fc.constantFrom(...SIDES),
    h: fc.constantFrom(...SIDES.slice(0, 8)),
    qty: fc.oneof(fc.constant(1), fc.constant(200), fc.integer({ min: 1, max: 200 })),
  });
  const endpoint = fc.constantFrom('pallet-estimate', 'order-plan', 'order-quote', 'receiver-check');
  // Up to three types, their total kept within the 200-carton limit.
  const cartons = fc
    .array(carton, { minLength: 1, maxLength: 3 })
    .map((cs) => cs.map((c) => ({ ...c, qty: Math.max(1, Math.floor(c.qty / cs.length)) })));
  try {
    await fc.assert(
      fc.asyncProperty(endpoint, cartons, fc.constantFrom(STANDARD, HUGE), async (ep, cs, pallet) => {
        const { value: res, ms, rssMb } = await measured(() => post(app, `/api/${ep}`, bodyFor(ep, cs, pallet)));
        const ok =
          res.statusCode === 200 ||
          (res.statusCode >= 400 && res.statusCode < 500 && typeof res.json().field === 'string');
        assert.ok(ok, `${ep} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        assert.ok(ms < TIME_CEILING_MS, `${ep} took ${ms.toFixed(0)} ms`);
        assert.ok(rssMb < RSS_CEILING_MB, `${ep} grew RSS by ${rssMb.toFixed(0)} MB`);
      }),
      {
        numRuns: 24,
        seed: 9009,
        examples: [
          ['pallet-estimate', [{ l: 0.01, w: 0.01, h: 0.01, qty: 1 }], STANDARD],
          ['order-plan', [{ l: 0.01, w: 0.01, h: 0.01, qty: 1 }], STANDARD],
          ['order-quote', [{ l: 0.01, w: 0.01, h: 0.01, qty: 200 }], STANDARD],
        ],
      },
    );
    // pack: 2,000 units (its limit) of 0.01 cm cartons in a 20 ft container and in a 1 km cube.
    for (const container of [{ preset: '20gp' }, { l: 100_000, w: 100_000, h: 100_000 }]) {
      for (const budget of ['default', 'thorough']) {
        const {
          value: res,
          ms,
          rssMb,
        } = await measured(() =>
          post(app, '/api/pack', {
            container,
            items: [{ l: 0.01, w: 0.02, h: 0.01, qty: 2000, weight: 0.01 }],
            budget,
          }),
        );
        assert.equal(res.statusCode, 200, res.body.slice(0, 200));
        assert.ok(ms < TIME_CEILING_MS, `pack took ${ms.toFixed(0)} ms`);
        assert.ok(rssMb < RSS_CEILING_MB, `pack grew RSS by ${rssMb.toFixed(0)} MB`);
      }
    }
  } finally {
    await app.close();
  }
});
