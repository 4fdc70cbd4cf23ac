import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ENDPOINTS, type EndpointName } from '../../src/http/endpoints.js';
import { post, testApp } from './harness.js';

/**
 * Issues 9 and 47: no request may cost memory or answer bytes in proportion to the ratio of
 * a space to the items in it. Cartons (products, SKUs) from 0.01 cm (one 0.1 mm grain) to
 * 120 cm, 1-200 of them (10x for pack, 15x for consolidate, at most 60 a box-catalog order),
 * in a standard space (120 x 80 pallet, 20 ft or 40 ft HC container) or the schema's largest
 * (a 1 km pallet, cube, box or container floor), through all nine planning endpoints, each in
 * a real worker thread. Every request must answer 200 with a body under RESPONSE_CEILING_BYTES,
 * or a 4xx naming a field; the process's resident memory (worker threads included, sampled every
 * 5 ms while the request runs) may grow by less than RSS_CEILING_MB, and a worker's old
 * generation is capped at WORKER_HEAP_MB, so a runaway answers 503 and fails here rather than
 * swapping. No time is asserted (docs/limits.md, "Tiny items in a big space", has the figures).
 */
const SEED = 4747;
const RSS_CEILING_MB = 256;
const RESPONSE_CEILING_BYTES = 4 * 1024 * 1024;
const WORKER_HEAP_MB = 512;
const SIDES = [0.01, 0.02, 0.07, 0.5, 3, 40, 119.99, 120];

interface Carton {
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly qty: number;
}
type Space = 'standard' | 'huge';

const KM = 100_000;
const PALLET = {
  standard: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
  huge: { l: KM, w: KM, baseHeight: 15, maxHeight: KM, maxWeight: KM, tareWeight: 25 },
};
const HUGE_CONTAINER = { l: KM, w: KM, h: KM, maxWeight: KM };

/** One body per endpoint from the same cartons and space; `bare` drops case-design's board (0.01 cm cases). */
function bodyFor(ep: EndpointName, cartons: readonly Carton[], space: Space, bare: boolean): unknown {
  const pallet = PALLET[space];
  const items = cartons.map((c, i) => ({ label: `C${i}`, ...c, weight: 0.01, keepUpright: false }));
  const skus = cartons.map((c, i) => ({ sku: `S${i}`, ...c, weight: 0.01 }));
  const quote = { units: 'cm-kg', pallet, items: skus };
  switch (ep) {
    case 'pack':
      return {
        container: space === 'huge' ? { l: KM, w: KM, h: KM } : { preset: '20gp' },
        items: items.map((c) => ({ ...c, qty: c.qty * 10 })),
      };
    case 'pallet-estimate':
      return { pallet, items };
    case 'order-plan':
      return { request: { pallet, items } };
    case 'order-quote':
      return quote;
    case 'receiver-check':
      return { ...quote, profileId: 'walmart-wfs' };
    case 'order-options':
      return { ...quote, adjustments: [{ sku: 'S0', minQty: 0, maxQty: skus[0].qty }], searchBudget: 10 };
    case 'consolidate':
      return {
        units: 'cm-kg',
        pos: [{ poId: 'P1', items: skus.map((c) => ({ ...c, qty: c.qty * 15 })) }],
        containers: [{ preset: space === 'huge' ? '40hq' : '20gp', ratePerContainer: 1000 }],
        searchBudget: 10,
      };
    case 'box-catalog':
      return {
        units: 'cm-kg',
        skus: skus.map(({ qty: _q, ...s }) => s),
        orders: skus.map((s) => ({ lines: [{ sku: s.sku, qty: Math.min(60, s.qty) }] })),
        candidateBoxes: [{ id: 'SPACE', l: pallet.l, w: pallet.w, h: pallet.maxHeight }],
        catalogSize: 2,
        billing: { dimDivisor: 5000, unit: 'kg' },
      };
    case 'case-design': {
      const { l, w, h, qty } = cartons[0];
      const { tareWeight: _t, ...deck } = pallet;
      return {
        units: 'cm-kg',
        product: { l, w, h, weight: 0.01 },
        unitsPerCase: { min: 1, max: Math.min(2000, qty * 10) },
        ...(bare ? { caseConstraints: { boardThickness: 0, headspace: 0 } } : {}),
        pallet: deck,
        container: space === 'huge' ? HUGE_CONTAINER : { preset: '40hq' },
        candidates: 10,
      };
    }
  }
}

async function measured<T>(work: () => Promise<T>): Promise<{ value: T; rssMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, rssMb: (peak - before) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

const NAMES = ENDPOINTS.map((e) => e.name);
const TINY: Carton = { l: 0.01, w: 0.01, h: 0.01, qty: 200 };

test('extreme item-to-space ratios on all nine endpoints stay within the memory and answer-size ceilings', async () => {
  console.log(`extreme-ratios: fast-check seed ${SEED}`);
  const app = await testApp({ workers: 1, workerHeapMb: WORKER_HEAP_MB });
  const worst = new Map<string, { rssMb: number; bytes: number; statuses: Set<number> }>();
  const check = async (ep: EndpointName, cartons: readonly Carton[], space: Space, bare: boolean) => {
    const body = bodyFor(ep, cartons, space, bare);
    const { value: res, rssMb } = await measured(() => post(app, `/api/${ep}`, body));
    const named = res.statusCode >= 400 && res.statusCode < 500 && typeof res.json().field === 'string';
    assert.ok(res.statusCode === 200 || named, `${ep} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    assert.ok(res.body.length < RESPONSE_CEILING_BYTES, `${ep} answered ${res.body.length} bytes`);
    assert.ok(rssMb < RSS_CEILING_MB, `${ep} grew RSS by ${rssMb.toFixed(0)} MB`);
    const w = worst.get(ep) ?? { rssMb: 0, bytes: 0, statuses: new Set<number>() };
    worst.set(ep, {
      rssMb: Math.max(w.rssMb, rssMb),
      bytes: Math.max(w.bytes, res.body.length),
      statuses: w.statuses.add(res.statusCode),
    });
  };
  try {
    // Warm up first (worker start, schema compilation): the ceilings are about the planning work.
    for (const ep of NAMES)
      await post(app, `/api/${ep}`, bodyFor(ep, [{ l: 40, w: 30, h: 20, qty: 1 }], 'standard', false));
    // The extremes, once per endpoint: 0.01 cm items, as many as allowed, in the largest space, and
    // case-design's 0.01 cm product without board on a EUR-size pallet (the issue-47 request).
    for (const ep of NAMES) await check(ep, [TINY], 'huge', true);
    await check('case-design', [{ ...TINY, qty: 1 }], 'standard', true);
    const carton = fc.record({
      l: fc.constantFrom(...SIDES),
      w: fc.constantFrom(...SIDES),
      h: fc.constantFrom(...SIDES.slice(0, 6)),
      qty: fc.oneof(fc.constant(1), fc.constant(200), fc.integer({ min: 1, max: 200 })),
    });
    // Up to three types, their total kept within the 200-carton limit.
    const cartons = fc
      .array(carton, { minLength: 1, maxLength: 3 })
      .map((cs) => cs.map((c) => ({ ...c, qty: Math.max(1, Math.floor(c.qty / cs.length)) })));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NAMES),
        cartons,
        fc.constantFrom<Space>('standard', 'huge'),
        fc.boolean(),
        async (ep, cs, space, bare) => check(ep, cs, space, bare),
      ),
      { numRuns: 16, seed: SEED },
    );
  } finally {
    await app.close();
    for (const [ep, w] of worst)
      console.log(
        `extreme-ratios: ${ep}: statuses ${[...w.statuses].join('/')}, worst RSS growth ${w.rssMb.toFixed(0)} MB, largest answer ${(w.bytes / 1024).toFixed(0)} KB`,
      );
  }
});
