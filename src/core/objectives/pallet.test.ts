import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compareKeys } from './keys.js';
import { comparePallets, palletKey, type PalletObjectiveInput, type PartialPreference } from './pallet.js';
import { cogOffsetStatus } from './pallet-thresholds.js';
import { BALANCED_PALLET, orderings3 } from './objective-test-support.js';

const SEED = Number(process.env.OBJECTIVE_SEED ?? 4_200_001);

const measures: fc.Arbitrary<PalletObjectiveInput> = fc.record({
  complete: fc.boolean(),
  placedCount: fc.integer({ min: 0, max: 300 }),
  effectiveVolume: fc.integer({ min: 0, max: 2e12 }),
  height: fc.integer({ min: 0, max: 20_000 }),
  usableHeight: fc.constantFrom(13_500, 16_000, 20_000),
  cogOffsetPct: fc.record({
    x: fc.double({ min: -30, max: 30, noNaN: true }),
    z: fc.double({ min: -30, max: 30, noNaN: true }),
  }),
  heavyOverLight: fc.integer({ min: 0, max: 20 }),
  liquidOverDry: fc.integer({ min: 0, max: 10 }),
  slenderStacks: fc.integer({ min: 0, max: 10 }),
  columnsAbove: fc.integer({ min: 0, max: 10 }),
  exposedSide: fc.double({ min: 0, max: 1, noNaN: true }),
  flatTop: fc.double({ min: 0, max: 1, noNaN: true }),
});
const preference = fc.constantFrom<PartialPreference>('count', 'volume');

describe(`the pallet objective is a total order (fast-check seed ${SEED})`, () => {
  it('is antisymmetric and reflexive: cmp(a, b) = -cmp(b, a), cmp(a, a) = 0', () => {
    fc.assert(
      fc.property(measures, measures, preference, (a, b, p) => {
        assert.equal(Math.sign(comparePallets(a, b, p)), -Math.sign(comparePallets(b, a, p)));
        assert.equal(comparePallets(a, a, p), 0);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('is transitive: a ≤ b and b ≤ c give a ≤ c, whatever the order of reduction', () => {
    // Near-equal triples are where a slack-based comparator breaks; draw b and c as small changes of a.
    const near = measures.chain((a) =>
      fc.tuple(
        fc.constant(a),
        fc.record({
          dh: fc.integer({ min: -400, max: 400 }),
          dc: fc.integer({ min: -2, max: 2 }),
          ds: fc.integer({ min: -1, max: 1 }),
        }),
        fc.record({
          dh: fc.integer({ min: -400, max: 400 }),
          dc: fc.integer({ min: -2, max: 2 }),
          ds: fc.integer({ min: -1, max: 1 }),
        }),
      ),
    );
    fc.assert(
      fc.property(near, preference, ([a, db, dc], p) => {
        const near = (d: { dh: number; dc: number; ds: number }) => ({
          ...a,
          height: Math.max(0, a.height + d.dh),
          columnsAbove: Math.max(0, a.columnsAbove + d.dc),
          slenderStacks: Math.max(0, (a.slenderStacks ?? 0) + d.ds),
        });
        const b = near(db);
        const c = near(dc);
        for (const [x, y, z] of orderings3(a, b, c)) {
          if (comparePallets(x, y, p) <= 0 && comparePallets(y, z, p) <= 0) assert.ok(comparePallets(x, z, p) <= 0);
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('keys are integers, and the reduction of a shuffled list always picks the same best', () => {
    fc.assert(
      fc.property(fc.array(measures, { minLength: 1, maxLength: 12 }), preference, (list, p) => {
        for (const m of list) assert.ok(palletKey(m, p).every(Number.isInteger));
        const best = (xs: PalletObjectiveInput[]) => xs.reduce((b, x) => (comparePallets(x, b, p) < 0 ? x : b));
        const key = palletKey(best(list), p);
        assert.equal(compareKeys(palletKey(best([...list].reverse()), p), key), 0);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('the pallet objective puts a pallet-build lead’s judgement in order', () => {
  const base = BALANCED_PALLET;
  it('every carton placed first, then the CoG within 5 %, then heavy low, then flat, then the lowest', () => {
    assert.ok(comparePallets(base, { ...base, complete: false, placedCount: 39 }) < 0);
    assert.ok(comparePallets({ ...base, height: 15_000 }, { ...base, cogOffsetPct: { x: 7, z: 0 } }) < 0);
    assert.ok(
      comparePallets({ ...base, cogOffsetPct: { x: 7, z: 0 } }, { ...base, cogOffsetPct: { x: 0, z: 12 } }) < 0,
    );
    assert.ok(comparePallets({ ...base, height: 14_000 }, { ...base, heavyOverLight: 1 }) < 0);
    assert.ok(comparePallets({ ...base, height: 12_100 }, { ...base, columnsAbove: 1 }) < 0);
    assert.ok(comparePallets(base, { ...base, height: 12_500 }) < 0);
  });
  it('COG_OFFSET passes to 5 %, warns to 10 %, fails beyond', () => {
    assert.equal(cogOffsetStatus(5), 'pass');
    assert.equal(cogOffsetStatus(7.5), 'warn');
    assert.equal(cogOffsetStatus(10), 'warn');
    assert.equal(cogOffsetStatus(10.01), 'fail');
  });
});
