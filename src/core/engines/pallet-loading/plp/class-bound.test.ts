import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { classAreaBound, classBarnesBound } from './class-bound.js';
import { conicCombinations } from './conic-combinations.js';
import { barnesBound } from './plp-bounds.js';
import { readPlpSet, samplePlp } from '../../../../../test/support/plp-data.js';

const normalised = (S: number, a: number, b: number) => conicCombinations(S, a, b)!.values.at(-1)!;

describe('equivalence-class area bound', () => {
  it('is never below the known optimum (every Cover I and II B row, a sample of the A rows, Cover IIIB LB)', () => {
    const sets: [string, number][] = [
      ['CoverIB', Infinity],
      ['CoverIIB', Infinity],
      ['CoverIA', 1500],
      ['CoverIIA', 1500],
      ['CoverIIIB', 3000],
    ];
    for (const [set, size] of sets) {
      for (const t of samplePlp(readPlpSet(set), size, 3))
        assert.ok(classAreaBound(t.L, t.W, t.l, t.w) >= t.best, `${set} (${t.L},${t.W},${t.l},${t.w})`);
    }
  });

  it('is never above the area bound on the normalised sides (or is not computed: Infinity)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 30, max: 300 }),
        fc.integer({ min: 30, max: 300 }),
        (a, b, L, W) => {
          const area = Math.floor((normalised(L, a, b) * normalised(W, a, b)) / (a * b));
          const bound = classAreaBound(L, W, Math.max(a, b), Math.min(a, b));
          assert.ok(bound === Infinity || bound <= area);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('proves instances whose own area and Barnes bounds are loose (known answers)', () => {
    // (L, W, l, w, optimum) from Cover IIB, where min(area*, Barnes*) is one or more above the optimum.
    for (const [L, W, l, w, optimum] of [
      [109, 99, 11, 10, 90],
      [55, 48, 8, 7, 42],
    ])
      assert.equal(classAreaBound(L, W, l, w), optimum, `(${L},${W},${l},${w})`);
  });

  it('Barnes per class member is never below the known optimum (every Cover IA, IB, IIA, IIB row, Cover IIIB LB)', () => {
    for (const set of ['CoverIA', 'CoverIB', 'CoverIIA', 'CoverIIB', 'CoverIIIB']) {
      for (const t of readPlpSet(set))
        assert.ok(classBarnesBound(t.L, t.W, t.l, t.w) >= t.best, `${set} (${t.L},${t.W},${t.l},${t.w})`);
    }
  });

  it('Barnes per class member never exceeds Barnes on the instance itself (with w ≤ 30 it is one of the members tried)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 30, max: 300 }),
        fc.integer({ min: 30, max: 300 }),
        (a, b, L, W) => {
          const [l, w] = [Math.max(a, b), Math.min(a, b)];
          const bound = classBarnesBound(L, W, l, w);
          assert.ok(bound === Infinity || bound <= barnesBound(normalised(L, l, w), normalised(W, l, w), l, w));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('Barnes per class member proves instances that the area, Barnes and class area bounds leave loose (known answers)', () => {
    // (L, W, l, w, optimum) from Cover IIB, where min(area*, Barnes*, class area) is one above the optimum.
    for (const [L, W, l, w, optimum] of [
      [39, 32, 7, 3, 58],
      [45, 37, 8, 3, 68],
      [47, 47, 10, 3, 72],
    ]) {
      assert.equal(classAreaBound(L, W, l, w), optimum + 1, `(${L},${W},${l},${w}) class area`);
      assert.equal(classBarnesBound(L, W, l, w), optimum, `(${L},${W},${l},${w})`);
    }
  });
});
