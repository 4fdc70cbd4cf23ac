import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compareKeys } from './keys.js';
import { compareOrders, orderKey, type OrderObjectiveInput, type OrderPalletInput } from './order.js';
import { comparePallets, palletKey } from './pallet.js';
import { orderings3 } from './objective-test-support.js';

const SEED = Number(process.env.OBJECTIVE_SEED ?? 4_200_002);
const VOLUME = 120 * 80 * 160 * 1e3;

const pallet: fc.Arbitrary<OrderPalletInput> = fc.record({
  complete: fc.boolean(),
  placedCount: fc.integer({ min: 1, max: 120 }),
  effectiveVolume: fc.integer({ min: 0, max: VOLUME }),
  placedVolume: fc.integer({ min: 0, max: VOLUME }),
  height: fc.integer({ min: 0, max: 16_000 }),
  usableHeight: fc.constant(16_000),
  cogOffsetPct: fc.record({
    x: fc.double({ min: -15, max: 15, noNaN: true }),
    z: fc.double({ min: -15, max: 15, noNaN: true }),
  }),
  heavyOverLight: fc.integer({ min: 0, max: 3 }),
  columnsAbove: fc.integer({ min: 0, max: 2 }),
  exposedSide: fc.double({ min: 0, max: 1, noNaN: true }),
  flatTop: fc.double({ min: 0, max: 1, noNaN: true }),
});
/** Random plans over a small pool of pallets, so that equal and near-equal plans are frequent. */
const plans = fc.array(pallet, { minLength: 1, maxLength: 4 }).chain((pool) => {
  const plan: fc.Arbitrary<OrderObjectiveInput> = fc.record({
    pallets: fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 }),
    leftOut: fc.integer({ min: 0, max: 1 }),
    palletVolume: fc.constant(VOLUME),
  });
  return fc.tuple(plan, plan, plan);
});
const sign = Math.sign;

describe(`the pallet and order objectives are total orders on random plans (fast-check seed ${SEED})`, () => {
  it('antisymmetric: cmp(a, b) = -cmp(b, a); reflexive: cmp(a, a) = 0', () => {
    fc.assert(
      fc.property(plans, ([a, b]) => {
        assert.equal(sign(compareOrders(a, b)) + sign(compareOrders(b, a)), 0);
        assert.equal(compareOrders(a, a), 0);
        for (const p of a.pallets)
          for (const q of b.pallets) assert.equal(sign(comparePallets(p, q)) + sign(comparePallets(q, p)), 0);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it('transitive: a ≤ b and b ≤ c give a ≤ c, for orders and for their pallets', () => {
    fc.assert(
      fc.property(plans, ([a, b, c]) => {
        for (const [x, y, z] of orderings3(a, b, c))
          if (compareOrders(x, y) <= 0 && compareOrders(y, z) <= 0) assert.ok(compareOrders(x, z) <= 0);
        const [p, q, r] = [a.pallets[0], b.pallets[0], c.pallets[0]];
        for (const [x, y, z] of orderings3(p, q, r))
          if (comparePallets(x, y) <= 0 && comparePallets(y, z) <= 0) assert.ok(comparePallets(x, z) <= 0);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it('keys are integers, and reducing a shuffled list of plans always keeps the same best', () => {
    fc.assert(
      fc.property(plans, ([a, b, c]) => {
        const list = [a, b, c];
        for (const o of list) assert.ok(orderKey(o).every(Number.isInteger));
        for (const p of a.pallets) assert.ok(palletKey(p).every(Number.isInteger));
        const best = (xs: OrderObjectiveInput[]) => xs.reduce((m, x) => (compareOrders(x, m) < 0 ? x : m));
        assert.equal(compareKeys(orderKey(best(list)), orderKey(best([...list].reverse()))), 0);
      }),
      { seed: SEED, numRuns: 800 },
    );
  });

  it('does not depend on the order the pallets are listed in', () => {
    fc.assert(
      fc.property(plans, ([a]) => {
        assert.equal(compareOrders(a, { ...a, pallets: [...a.pallets].reverse() }), 0);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('the order objective: cartons placed, then fewer pallets, then the worst pallet, then evenness', () => {
  const p: OrderPalletInput = {
    complete: true,
    placedCount: 40,
    effectiveVolume: VOLUME / 2,
    placedVolume: VOLUME / 2,
    height: 10_000,
    usableHeight: 16_000,
    cogOffsetPct: { x: 0, z: 0 },
    heavyOverLight: 0,
    columnsAbove: 0,
    exposedSide: 0.1,
    flatTop: 1,
  };
  const plan = (pallets: OrderPalletInput[], leftOut = 0) => ({ pallets, leftOut, palletVolume: VOLUME });
  it('ranks as a pallet-build lead would', () => {
    // Every carton placed beats fewer pallets.
    assert.ok(compareOrders(plan([p, p, p]), plan([p, p], 1)) < 0);
    // Fewer pallets beat sounder ones.
    assert.ok(compareOrders(plan([{ ...p, cogOffsetPct: { x: 12, z: 0 } }, p]), plan([p, p, p])) < 0);
    // Same count: a pallet whose CoG warns is worse than a taller plan.
    assert.ok(
      compareOrders(plan([{ ...p, height: 15_000 }, p]), plan([{ ...p, cogOffsetPct: { x: 7, z: 0 } }, p])) < 0,
    );
    // Three full pallets and a stub lose to four even pallets (the lowest tallest pallet).
    const full = { ...p, height: 15_000, placedVolume: 0.9 * VOLUME };
    const stub = { ...p, height: 3_000, placedVolume: 0.1 * VOLUME };
    const even = { ...p, height: 12_000, placedVolume: 0.7 * VOLUME };
    assert.ok(compareOrders(plan([even, even, even, even]), plan([full, full, full, stub])) < 0);
    // Equal pallet keys: the more even plan.
    assert.ok(compareOrders(plan([p, p]), plan([p, { ...p, placedVolume: 0.2 * VOLUME }])) < 0);
  });
});
