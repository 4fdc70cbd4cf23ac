import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../../model/units.js';
import {
  billedGrams,
  packingProblem,
  prepareCatalog,
  solveBoxCatalog,
  solvePrepared,
  type BoxSpec,
  type CatalogProblem,
  type CatalogSku,
} from './index.js';
import { scoreCatalog, selectCatalog, NO_FIT } from './selection.js';

const cm = (v: number) => v * LENGTH_PER_CM;
const kg = (v: number) => Math.round(v * MASS_PER_KG);
/** 5,000 cm³ per kg: 5e9 length units cubed per 1,000 g. */
const billing = {
  volumePerGram: (5000 * cm(1) ** 3) / 1000,
  minBillable: 0,
  ratePerGram: null,
  voidFillPerVolume: null,
};
const sku = (
  name: string,
  l: number,
  w: number,
  h: number,
  weight: number,
  extra: Partial<CatalogSku> = {},
): CatalogSku => ({
  sku: name,
  l: cm(l),
  w: cm(w),
  h: cm(h),
  weight: kg(weight),
  keepUpright: false,
  fragile: false,
  ...extra,
});
const box = (id: string, l: number, w: number, h: number): BoxSpec => ({
  id,
  l: cm(l),
  w: cm(w),
  h: cm(h),
  maxWeight: null,
  cost: null,
  generated: false,
});

/** A small seeded history: 8 SKUs (two upright, one fragile), 30 orders of 1-3 lines. */
function history(seed: number, catalogSize: number): CatalogProblem {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const skus = Array.from({ length: 8 }, (_, i) =>
    sku(
      `S${i}`,
      5 + Math.floor(next() * 30),
      5 + Math.floor(next() * 20),
      3 + Math.floor(next() * 15),
      0.2 + next() * 3,
      { keepUpright: i < 2, fragile: i === 2 },
    ),
  );
  const orders = Array.from({ length: 30 }, (_, o) => ({
    orderId: `O${o}`,
    count: 1 + Math.floor(100 / (o + 1)),
    lines: [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => Math.floor(next() * 8)))].map((k) => ({
      sku: k,
      qty: 1 + Math.floor(next() * 3),
    })),
  }));
  return { skus, orders, candidateBoxes: [], currentBoxes: null, catalogSize, billing, coverageFirst: true };
}

test('billing: 40×30×20 cm = 24,000 cm³ / 5,000 = 4.8 kg over 3 kg actual; a 5 kg floor wins', () => {
  const volume = cm(40) * cm(30) * cm(20);
  assert.equal(billedGrams(kg(3), volume, billing), 4800);
  assert.equal(billedGrams(kg(6), volume, billing), 6000);
  assert.equal(billedGrams(kg(3), volume, { ...billing, minBillable: kg(5) }), 5000);
});

test('every packed order passes the independent plan checker with full support, all units placed', () => {
  for (const seed of [1, 2, 3]) {
    const problem = history(seed, 4);
    const result = solveBoxCatalog(problem, { steps: 40 });
    for (const o of result.orders) {
      if (o.chosen.box === null) continue;
      const p = o.chosen.packing!;
      assert.equal(p.placements.length, o.shape.units);
      const held = [p.space.dx, p.space.dy, p.space.dz].sort((a, b) => b - a);
      const c = result.catalog[o.chosen.box];
      assert.deepEqual(
        held,
        [c.l, c.w, c.h].sort((a, b) => b - a),
        'the space is the chosen box, held some way up',
      );
      assert.deepEqual(checkPlan(packingProblem(o.shape, p.space), p.placements), []);
    }
  }
});

test('known answer: nx × ny × nz copies of a carton fit the box they tile exactly, which is then chosen', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 25 }),
      fc.integer({ min: 2, max: 25 }),
      fc.integer({ min: 2, max: 25 }),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 3 }),
      (l, w, h, nx, ny, nz) => {
        const problem: CatalogProblem = {
          skus: [sku('C', l, w, h, 0.1)],
          orders: [{ orderId: null, count: 1, lines: [{ sku: 0, qty: nx * ny * nz }] }],
          candidateBoxes: [box('EXACT', l * nx, w * ny, h * nz)],
          currentBoxes: null,
          catalogSize: 1,
          billing,
          coverageFirst: true,
        };
        const r = solveBoxCatalog(problem, { steps: 5 });
        const chosen = r.catalog[0];
        assert.equal(r.orders[0].chosen.box, 0);
        assert.equal(
          chosen.l * chosen.w * chosen.h,
          cm(l * nx) * cm(w * ny) * cm(h * nz),
          'no box smaller than the exact tiling exists',
        );
      },
    ),
    { numRuns: 25, seed: 42 },
  );
});

test('a box with less volume than the order never holds it', () => {
  const problem: CatalogProblem = {
    skus: [sku('C', 10, 10, 10, 1)],
    orders: [{ orderId: null, count: 1, lines: [{ sku: 0, qty: 8 }] }],
    candidateBoxes: [box('SMALL', 19, 19, 19)],
    currentBoxes: [box('SMALL', 19, 19, 19)],
    catalogSize: 1,
    billing,
    coverageFirst: true,
  };
  const r = solveBoxCatalog(problem, { steps: 5 });
  assert.equal(r.orders[0].current!.box, null);
  assert.notEqual(r.catalog[0].id, 'SMALL');
});

test('keepUpright SKUs stand on their own h and fragile SKUs carry nothing, in every packing', () => {
  const problem = history(5, 3);
  const r = solveBoxCatalog(problem, { steps: 20 });
  let upright = 0;
  for (const o of r.orders) {
    for (const p of o.chosen.packing?.placements ?? []) {
      const item = o.shape.items[p.item];
      if (item.verticalAxes.length === 1) {
        upright++;
        assert.equal(p.dy, item.h);
      }
    }
  }
  assert.ok(upright > 0, 'the history has upright units');
  // fragile: maxStack 0, which checkPlan's STACK_LIMIT rule enforces in the checker test above
  assert.ok(r.orders.some((o) => o.shape.items.some((it) => it.maxStack === 0)));
});

test('the search never ends worse than greedy, and a low budget still fills every slot deterministically', () => {
  const problem = history(7, 6);
  const searched = solveBoxCatalog(problem, { steps: 200 });
  const greedy = solveBoxCatalog(problem, { steps: 200, method: 'greedy' });
  const [a, b] = [searched.selection.score, greedy.selection.score];
  assert.ok(
    a.uncovered < b.uncovered || (a.uncovered === b.uncovered && a.total <= b.total),
    `${JSON.stringify(a)} vs greedy ${JSON.stringify(b)}`,
  );
  const low = solveBoxCatalog(problem, { steps: 2 });
  assert.equal(low.catalog.length, 6);
  assert.deepEqual(solveBoxCatalog(problem, { steps: 2 }).catalog, low.catalog);
});

test('swaps repair greedy: the classic instance where the best single box is in no best pair', () => {
  // three orders (count 1), three boxes; values per order and box (NO_FIT = cannot hold):
  // box 0 holds all at 5; box 1 holds orders 0-1 at 1; box 2 holds order 2 at 1 and order 1 at 4
  const n = 3,
    m = 3;
  const rank = new Int32Array(n * m).fill(NO_FIT);
  const value = new Float64Array(n * m);
  const set = (i: number, j: number, r: number, v: number) => {
    rank[i * m + j] = r;
    value[i * m + j] = v;
  };
  set(0, 0, 1, 5);
  set(1, 0, 2, 5);
  set(2, 0, 1, 5);
  set(0, 1, 0, 1);
  set(1, 1, 0, 1);
  set(1, 2, 1, 4);
  set(2, 2, 0, 1);
  const input = {
    n,
    m,
    count: [1, 1, 1],
    rank,
    value,
    unfitValue: [9, 9, 9],
    byVolumeDesc: [0, 1, 2],
    k: 2,
    coverageFirst: true,
  };
  // greedy takes box 0 first (the only one covering all: 15), then box 1 (1 + 1 + 5 = 7); {1, 2} covers all at 1 + 1 + 1 = 3
  const greedy = selectCatalog(input, { steps: 2, method: 'greedy', seed: 1 });
  assert.deepEqual(greedy.score, { uncovered: 0, total: 7 });
  const searched = selectCatalog(input, { steps: 10, method: 'local-search', seed: 1 });
  assert.deepEqual(searched.score, { uncovered: 0, total: 3 });
  assert.deepEqual(searched.chosen.slice().sort(), [1, 2]);
});

test('a wall-time cap that has already fired still gives k boxes and checker-valid packings, and says so', () => {
  const problem = history(11, 5);
  const r = solveBoxCatalog(problem, { steps: 200, isTimeUp: () => true });
  assert.equal(r.selection.stoppedBy, 'time_cap');
  assert.equal(r.catalog.length, 5);
  for (const o of r.orders) {
    const p = o.chosen.packing;
    if (p) assert.deepEqual(checkPlan(packingProblem(o.shape, p.space), p.placements), []);
  }
});

test('maxWeight: a box rated below the content mass never holds the order', () => {
  const problem: CatalogProblem = {
    skus: [sku('BRICK', 20, 10, 6, 2.5)],
    orders: [{ orderId: null, count: 1, lines: [{ sku: 0, qty: 4 }] }],
    candidateBoxes: [],
    currentBoxes: [
      { ...box('WEAK', 30, 30, 30), maxWeight: kg(9.999) },
      { ...box('STRONG', 40, 40, 40), maxWeight: kg(10) },
    ],
    catalogSize: 1,
    billing,
    coverageFirst: true,
  };
  // 4 × 2.5 kg = 10 kg: over WEAK's 9.999 kg, exactly STRONG's limit (equal passes)
  assert.equal(solveBoxCatalog(problem, { steps: 5 }).orders[0].current!.box, 1);
});

test('a catalogSize above the pool stocks the whole pool', () => {
  const problem: CatalogProblem = {
    skus: [sku('A', 10, 10, 10, 1)],
    orders: [{ orderId: null, count: 3, lines: [{ sku: 0, qty: 1 }] }],
    candidateBoxes: [],
    currentBoxes: null,
    catalogSize: 12,
    billing,
    coverageFirst: true,
  };
  const r = solveBoxCatalog(problem, { steps: 200 });
  assert.equal(r.selection.stoppedBy, 'all_candidates');
  assert.equal(r.catalog.length, r.searched.candidates);
  assert.deepEqual(
    [r.catalog[0].l, r.catalog[0].w, r.catalog[0].h],
    [cm(10), cm(10), cm(10)],
    'the unit itself, on the 1 cm grid',
  );
});

test('every decisive fit is decided: no catalogue pair that would bill less stays undecided on the seeded histories', () => {
  for (const seed of [1, 2, 3]) {
    const r = solveBoxCatalog(history(seed, 4), { steps: 20 });
    assert.equal(r.undecided.pairs, 0, `seed ${seed}`);
    assert.equal(r.undecided.billedGrams, 0);
    assert.ok(r.searched.fit.byExact > 0, 'two-unit orders take the exact test');
  }
});

test('property: the catalogue is a certified local optimum, no single swap for any candidate improves it', () => {
  const seed = 4403;
  console.log(`local-optimum property seed ${seed}`);
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 2, max: 5 }),
      fc.integer({ min: 1, max: 40 }),
      (h, k, steps) => {
        const prep = prepareCatalog(history(h, k));
        const r = solvePrepared(prep, { steps });
        assert.equal(r.certified.localOptimum, true);
        const chosen = r.catalog.map((b) => prep.pool.indexOf(b));
        const score = scoreCatalog(prep.input, chosen);
        const worse = (a: { uncovered: number; total: number }) =>
          a.uncovered > score.uncovered || (a.uncovered === score.uncovered && a.total >= score.total * (1 - 1e-9));
        for (let slot = 0; slot < chosen.length; slot++)
          for (let j = 0; j < prep.pool.length; j++) {
            if (chosen.includes(j)) continue;
            const swapped = chosen.slice();
            swapped[slot] = j;
            assert.ok(worse(scoreCatalog(prep.input, swapped)), `swap slot ${slot} for ${j} improves (history ${h})`);
          }
      },
    ),
    { numRuns: 8, seed },
  );
});

test('marginal value: dropping a box never lowers the totals; the best addition never raises them', () => {
  for (const seed of [1, 2]) {
    const r = solveBoxCatalog(history(seed, 3), { steps: 30 });
    assert.equal(r.marginal.drop.length, 3);
    for (const d of r.marginal.drop) assert.ok(d.uncovered > 0 || d.billedGrams >= 0);
    assert.ok(r.marginal.add);
    assert.ok(r.marginal.add.saving.uncovered >= 0);
    assert.ok(r.marginal.add.saving.uncovered > 0 || r.marginal.add.saving.billedGrams >= 0);
  }
});
