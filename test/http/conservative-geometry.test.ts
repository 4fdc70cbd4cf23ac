import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { solveContainerLoad } from '../../src/core/engines/container-loading/index.js';
import { createPackHandler } from '../../src/http/handlers/pack.js';
import { palletEstimateHandler } from '../../src/http/handlers/pallet-estimate.js';
import { consolidateHandler } from '../../src/http/handlers/consolidate.js';
import { orderQuoteHandler } from '../../src/http/handlers/order-quote.js';
import { quoteIdentity } from '../../src/http/mappers/quote-hash.js';
import { mapQuoteRequest } from '../../src/http/mappers/quote-request.js';
import { exactCentimetres, itemLength, lengthIn, spaceLength } from '../../src/http/units.js';
import type { ConsolidateBody } from '../../src/http/schemas/consolidate.js';
import type { OrderQuoteBody } from '../../src/http/schemas/order-quote.js';
import { echoedExtents } from '../../src/http/requested-size.js';
import type { PackRequestBody } from '../../src/http/schemas/pack.js';
import type { PalletEstimateBody } from '../../src/http/schemas/pallet.js';
import { exactViolations, type Dims, type EchoedBox } from '../support/exact-recheck.js';

/**
 * Issue 47 line 5: lengths go onto the 0.1 mm grid conservatively (cartons up, spaces down),
 * plans echo the sizes the client sent, and every plan re-checks valid in exact decimal
 * arithmetic against those sizes, not just against their grid values.
 */

const ctx = { isTimeUp: () => false };
/** The real container engine on a small budget, so instances run in well under a second each. */
const pack = createPackHandler({ solve: solveContainerLoad, budgets: { default: 200_000, thorough: 200_000 } });

interface Out {
  boxes: EchoedBox[];
  unplaced: number;
  checks: { code: string; status: string }[];
}

function recheck(space: Dims, items: readonly (Dims & { label: string })[], out: Out): string[] {
  return exactViolations(space, new Map(items.map((it) => [it.label, it])), out.boxes);
}

const status = (out: Out, code: string) => out.checks.find((c) => c.code === code)?.status;

test('items round up, spaces down, to the 0.1 mm grid, in cm and in inches alike', () => {
  assert.equal(itemLength(33.334, 'cm-kg'), 3334);
  assert.equal(spaceLength(199.99, 'cm-kg'), 19999);
  assert.equal(itemLength(0.014, 'cm-kg'), 2);
  assert.equal(spaceLength(0.014, 'cm-kg'), 1);
  assert.equal(spaceLength(0.009, 'cm-kg'), 0, 'a space below the grain is zero (the mappers refuse it)');
  // inches: 1 in = 254 units exactly; 13.1236 in = 3,333.3944 units
  assert.equal(itemLength(13.1236, 'in-lb'), 3334);
  assert.equal(spaceLength(13.1236, 'in-lb'), 3333);
  assert.equal(itemLength(48, 'in-lb'), 12192);
  assert.equal(spaceLength(48, 'in-lb'), 12192);
  // on the grid, both directions agree and binary noise does not move a value across a grid line
  for (const v of [199.99, 1.1, 0.29, 2.54, 313.69, 1_000]) {
    assert.equal(itemLength(v, 'cm-kg'), spaceLength(v, 'cm-kg'), `${v} cm`);
    assert.equal(itemLength(v, 'cm-kg'), lengthIn(v, 'cm-kg'), `${v} cm`);
  }
});

test('six 33.334 cm cartons do not fit one row of a 199.99 cm container (the real row is 200.004 cm)', () => {
  const container = { l: 199.99, w: 40, h: 40 };
  const carton = { label: 'c', l: 33.334, w: 33.334, h: 33.334 };
  const body: PackRequestBody = { container, items: [{ ...carton, qty: 6 }] };
  const out = pack(body, ctx) as unknown as Out;
  assert.equal(out.boxes.length, 5, 'five fit; the sixth would end at 200.004 cm');
  assert.equal(out.unplaced, 1);
  assert.equal(status(out, 'PLACEMENT_COMPLETE'), 'fail');
  assert.deepEqual(recheck(container, [carton], out), []);
  for (const b of out.boxes)
    assert.deepEqual([b.l, b.w, b.h], [33.334, 33.334, 33.334], 'the requested size is echoed');
});

test('2,000 cartons of 0.014 cm never exceed what really fits in a 0.1 × 0.1 × 0.2 cm space (686)', () => {
  const container = { l: 0.2, w: 0.1, h: 0.1 };
  const carton = { label: 'grain', l: 0.014, w: 0.014, h: 0.014 };
  const out = pack({ container, items: [{ ...carton, qty: 2000 }] }, ctx) as unknown as Out;
  // really: floor(20/1.4) × floor(10/1.4)² = 14 × 7 × 7 = 686; on the grid a carton is 0.02 cm
  assert.ok(out.boxes.length <= 686, `${out.boxes.length} placed`);
  assert.equal(out.boxes.length, 250, '10 × 5 × 5 cartons of 0.02 cm (rounded up)');
  assert.equal(out.boxes.length + out.unplaced, 2000);
  assert.equal(status(out, 'PLACEMENT_COMPLETE'), 'fail');
  assert.deepEqual(recheck(container, [carton], out), []);
});

test('pallet-estimate: a deck and maxHeight round down, the base up, cartons up; boxes echo the sent sizes', () => {
  // 4 × 30.001 = 120.004 > 119.999: three along the deck, not four; two layers of 50.001 cm
  // need 100.002 cm, more than the 100 cm between the base (14.4) and maxHeight (114.4): one layer
  // (to the nearest 0.1 mm both would have "fit": 4 × 30.00 = 120.00, 2 × 50.00 = 100.00)
  const body: PalletEstimateBody = {
    pallet: { l: 119.999, w: 30, baseHeight: 14.4, maxHeight: 114.4, maxWeight: 1000 },
    items: [{ label: 'a', l: 30.001, w: 30, h: 50.001, qty: 8, weight: 1, keepUpright: true }],
  };
  const out = palletEstimateHandler(body, ctx) as unknown as Out & { placedCount: number };
  assert.equal(out.placedCount, 3);
  // boxes stand on the deck (py from the deck): re-check in the room above it
  assert.deepEqual(recheck({ l: 119.999, w: 30, h: 100 }, body.items, out), []);
  for (const b of out.boxes) assert.deepEqual([b.l, b.w, b.h].sort(), [30, 30.001, 50.001].sort());
});

/** A length near the 0.1 mm grid: k hundredths of a cm plus −9…9 hundred-thousandths (most exactly on it). */
const nearGrid = (minCm: number, maxCm: number) =>
  fc
    .tuple(
      fc.integer({ min: minCm * 100, max: maxCm * 100 }),
      fc.oneof(fc.constant(0), fc.integer({ min: -999, max: 999 })),
    )
    .map(([hundredths, off]) => (hundredths * 1000 + off) / 100_000)
    .filter((v) => v > 0);

test('property: every pack plan re-checks valid in exact arithmetic with the requested sizes', (t) => {
  const seed = Number(process.env.FC_SEED ?? 4747);
  t.diagnostic(`fast-check seed ${seed} (set FC_SEED to replay another)`);
  const item = fc.record({
    l: nearGrid(5, 60),
    w: nearGrid(5, 60),
    h: nearGrid(5, 60),
    qty: fc.integer({ min: 1, max: 12 }),
  });
  const instance = fc.record({
    container: fc.record({ l: nearGrid(40, 160), w: nearGrid(30, 100), h: nearGrid(30, 100) }),
    items: fc.array(item, { minLength: 1, maxLength: 3 }),
    upright: fc.boolean(),
  });
  fc.assert(
    fc.property(instance, ({ container, items, upright }) => {
      const labelled = items.map((it, i) => ({ ...it, label: `t${i}`, ...(upright ? { keepUpright: true } : {}) }));
      const out = pack({ container, items: labelled }, ctx) as unknown as Out;
      assert.deepEqual(recheck(container, labelled, out), []);
      assert.equal(
        out.boxes.length + out.unplaced,
        labelled.reduce((s, it) => s + it.qty, 0),
      );
    }),
    { seed, numRuns: 40 },
  );
});

test('property: pallet plans re-check valid in exact arithmetic above the deck', (t) => {
  const seed = Number(process.env.FC_SEED ?? 4748);
  t.diagnostic(`fast-check seed ${seed} (set FC_SEED to replay another)`);
  const carton = fc.record({
    l: nearGrid(10, 50),
    w: nearGrid(10, 50),
    h: nearGrid(5, 40),
    qty: fc.integer({ min: 1, max: 10 }),
  });
  const instance = fc.record({
    deck: fc.record({ l: nearGrid(60, 130), w: nearGrid(50, 110) }),
    base: nearGrid(0, 20),
    cargo: nearGrid(30, 160),
    items: fc.array(carton, { minLength: 1, maxLength: 3 }),
  });
  fc.assert(
    fc.property(instance, ({ deck, base, cargo, items }) => {
      // maxHeight as the client would write it: base + cargo, rounded to 5 decimals
      const maxHeight = Math.round((base + cargo) * 100_000) / 100_000;
      const labelled = items.map((it, i) => ({ ...it, label: `t${i}`, weight: 1, keepUpright: false }));
      const body: PalletEstimateBody = {
        pallet: { ...deck, baseHeight: base, maxHeight, maxWeight: 10_000 },
        items: labelled,
      };
      const out = palletEstimateHandler(body, ctx) as unknown as Out;
      // boxes stand on the deck (py from the deck): the room above it is maxHeight − baseHeight, exactly
      const room = { l: deck.l, w: deck.w, h: exactDifference(maxHeight, base) };
      assert.deepEqual(recheck(room, labelled, out), []);
    }),
    { seed, numRuns: 25 },
  );
});

/** a − b for two numbers of at most 5 decimals, exact (both scaled to integers first). */
function exactDifference(a: number, b: number): number {
  return (Math.round(a * 100_000) - Math.round(b * 100_000)) / 100_000;
}

test('order-quote in inches: cartons round up, the deck down, boxes echo the inches sent', () => {
  // 4 × 12.001 in = 48.004 in > 48 in: three along the deck (to the nearest 0.1 mm, 4 × 3048 units "fitted")
  const body: OrderQuoteBody = {
    units: 'in-lb',
    pallet: { l: 48, w: 12, baseHeight: 6, maxHeight: 20, maxWeight: 2000, tareWeight: 45 },
    items: [{ sku: 'A', l: 12.001, w: 12, h: 10, qty: 4, weight: 5, keepUpright: true }],
    maxPallets: 1,
  };
  const out = orderQuoteHandler(body, ctx) as unknown as {
    pallets: { boxes: { l: number; w: number; h: number }[] }[];
    unplaced: { qty: number }[];
  };
  const boxes = out.pallets.flatMap((p) => p.boxes);
  assert.equal(boxes.length, 3);
  assert.equal(
    out.unplaced.reduce((s, u) => s + u.qty, 0),
    1,
  );
  for (const b of boxes) assert.deepEqual([b.l, b.w, b.h].sort(), [10, 12, 12.001].sort());
});

test('quote hashes carry the carton sizes as sent: sizes that share a grid value differ, an exact cm twin does not', () => {
  const base: OrderQuoteBody = {
    units: 'cm-kg',
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
    items: [{ sku: 'A', l: 33.334, w: 30, h: 20, qty: 4, weight: 5 }],
  };
  const hash = (b: OrderQuoteBody) => quoteIdentity(mapQuoteRequest(b)).inputHash;
  const sibling = { ...base, items: [{ ...base.items[0], l: 33.335 }] };
  assert.deepEqual(mapQuoteRequest(sibling).problem, mapQuoteRequest(base).problem, 'both are 3,334 units');
  assert.notEqual(hash(sibling), hash(base), 'but their boxes echo different sizes');
  const inches: OrderQuoteBody = {
    ...base,
    units: 'in-lb',
    pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 72, maxWeight: 2000, tareWeight: 45 },
    items: [{ sku: 'A', l: 13.1236, w: 8.25, h: 10, qty: 4, weight: 5 }],
  };
  const twin: OrderQuoteBody = {
    ...inches,
    units: 'cm-kg',
    pallet: {
      l: 121.92,
      w: 101.6,
      baseHeight: 15.24,
      maxHeight: 182.88,
      maxWeight: 907.18474,
      tareWeight: 20.41165665,
    },
    items: [{ sku: 'A', l: 33.333944, w: 20.955, h: 25.4, qty: 4, weight: 2.26796185 }],
  };
  assert.equal(exactCentimetres(13.1236, 'in-lb'), 33.333944);
  assert.equal(hash(twin), hash(inches));
});

test('sides that share a grid value echo in the planned orientation (allowRotate false keeps l along x)', () => {
  // 10.001 and 10.002 cm are both 1,001 units; the item may not turn, so l lies along x
  const item = {
    index: 0,
    label: 'x',
    l: 1001,
    w: 1001,
    h: 500,
    qty: 1,
    weight: 0,
    hasWeight: false,
    maxStack: null,
    verticalAxes: ['h' as const],
    canTurn: false,
    group: null,
    unloadOrder: null,
  };
  const p = { item: 0, x: 0, y: 0, z: 0, dx: 1001, dy: 500, dz: 1001 };
  assert.deepEqual(echoedExtents(item, { l: 10.001, w: 10.002, h: 5 }, p), { l: 10.001, w: 10.002, h: 5 });
  assert.equal(echoedExtents(item, { l: 10.001, w: 10.002, h: 5 }, { ...p, dy: 501 }), null, 'not one of its shapes');
});

test('consolidate: an in-lb request and its exact cm twin hash and print alike; boxes echo the sent sides in cm', () => {
  // 13.1236 in = 33.333944 cm, 20 in = 50.8 cm, 10 lb = 4.5359237 kg exactly
  const body = (units: 'cm-kg' | 'in-lb', l: number): ConsolidateBody => {
    const [side, weight] = units === 'cm-kg' ? [50.8, 4.5359237] : [20, 10];
    return {
      units,
      pos: [{ poId: 'A', items: [{ sku: 'C', l, w: side, h: side, qty: 6, weight }] }],
      containers: [{ preset: '20gp' }],
      searchBudget: 2,
    };
  };
  type Out = { inputHash: string; plans: { containers: { boxes: EchoedBox[] }[] }[] };
  const inches = consolidateHandler(body('in-lb', 13.1236), ctx) as unknown as Out;
  const cm = consolidateHandler(body('cm-kg', 33.333944), ctx) as unknown as Out;
  assert.equal(inches.inputHash, cm.inputHash);
  const boxes = cm.plans[0].containers.flatMap((c) => c.boxes);
  assert.equal(boxes.length, 6);
  for (const b of boxes) assert.deepEqual([b.l, b.w, b.h].sort(), [33.333944, 50.8, 50.8].sort());
  assert.deepEqual(
    inches.plans[0].containers.flatMap((c) => c.boxes.map((b) => [b.l, b.w, b.h])),
    boxes.map((b) => [b.l, b.w, b.h]),
  );
});
