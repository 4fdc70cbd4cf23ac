import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { classAreaBound, classBarnesBound } from './class-bound.js';
import { conicCombinations } from './conic-combinations.js';
import { classCrossingBound, instanceCrossingBound } from './crossing-bound.js';
import { plpUpperBound } from './plp-bounds.js';
import { readPlpSet, samplePlp } from '../../../../../test/support/plp-data.js';

const normalised = (S: number, a: number, b: number) => conicCombinations(S, a, b)!.values.at(-1)!;
const own = (L: number, W: number, l: number, w: number) =>
  instanceCrossingBound(normalised(L, l, w), normalised(W, l, w), l, w);
const SETS = ['CoverIA', 'CoverIB', 'CoverIIA', 'CoverIIB', 'CoverIIIB'];

// Every row of every set is checked by `npm run bench:plp -- --bounds` (about 3 min); here seeded samples.
describe('line-crossing bound', () => {
  it('is never below the known optimum (seeded samples of every Cover set; Cover IIIB: its LB)', () => {
    for (const set of SETS) {
      for (const t of samplePlp(readPlpSet(set), 2000, 5))
        assert.ok(own(t.L, t.W, t.l, t.w) >= t.best, `${set} row ${t.row}`);
    }
  });

  it('over the class members is never below the known optimum either (smaller samples: each costs ~1 ms)', () => {
    for (const set of SETS) {
      for (const t of samplePlp(readPlpSet(set), 300, 6))
        assert.ok(classCrossingBound(t.L, t.W, t.l, t.w) >= t.best, `${set} row ${t.row}`);
    }
  });

  it('is never above the area bound on the normalised sides, and the class version never above the own one (Infinity: not computed)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 30, max: 300 }),
        fc.integer({ min: 30, max: 300 }),
        (a, b, L, W) => {
          const [l, w] = [Math.max(a, b), Math.min(a, b)];
          const bound = own(L, W, l, w);
          assert.ok(bound === Infinity || bound <= Math.floor((normalised(L, l, w) * normalised(W, l, w)) / (l * w)));
          const cls = classCrossingBound(L, W, l, w);
          assert.ok(cls === Infinity || cls <= bound);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('proves Cover IIB rows that area, Barnes and the class area and Barnes bounds leave one above (known answers)', () => {
    // (L, W, l, w, optimum) from the Cover IIB file; the earlier bounds give optimum + 1.
    for (const [L, W, l, w, optimum] of [
      [89, 75, 10, 7, 94],
      [116, 73, 11, 9, 84],
      [100, 50, 18, 5, 54],
    ]) {
      const earlier = Math.min(plpUpperBound(L, W, l, w), classAreaBound(L, W, l, w), classBarnesBound(L, W, l, w));
      assert.equal(earlier, optimum + 1, `(${L},${W},${l},${w}) earlier bounds`);
      assert.equal(own(L, W, l, w), optimum, `(${L},${W},${l},${w})`);
    }
    // Only a class member's crossing bound reaches these.
    for (const [L, W, l, w, optimum] of [
      [108, 72, 17, 7, 64],
      [112, 57, 13, 9, 53],
    ]) {
      assert.equal(own(L, W, l, w), optimum + 1, `(${L},${W},${l},${w}) own`);
      assert.equal(classCrossingBound(L, W, l, w), optimum, `(${L},${W},${l},${w}) class`);
    }
  });
});
