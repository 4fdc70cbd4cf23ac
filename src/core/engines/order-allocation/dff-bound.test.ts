import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { palletProblem, type PalletCarton } from '../pallet-loading/index.js';
import { axisFunctions, dffBound, dffCharges } from './dff-bound.js';
import { palletLowerBound } from './pallet-lower-bound.js';

const MM = 10;

describe('rescaled (dual feasible function) bound', () => {
  it('every function tried is dual feasible: sides that fit along the axis still sum to at most 1', () => {
    const sides = fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 400 }), sides, sides, (D, extents, raw) => {
        // A row of sides that fits along D: keep adding while the sum stays within D.
        const row: number[] = [];
        let used = 0;
        for (const s of raw)
          if (used + s <= D) {
            row.push(s);
            used += s;
          }
        for (const f of axisFunctions(D, extents)) {
          const sum = row.reduce((a, s) => a + f(s), 0);
          assert.ok(sum <= 1 + 1e-12, `D ${D} row ${row} sums to ${sum}`);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('charges 50.8 cm cubes on a 121.9 × 101.6 deck 165.9 cm high a twelfth of a pallet: 12 fit, 13 need two', () => {
    const cube = { dx: 5080, dy: 5080, dz: 5080 };
    const charges = dffCharges(12192, 16590, 10160, [{ shapes: [cube] }]);
    assert.equal(dffBound(charges, [12]), 1);
    assert.equal(dffBound(charges, [13]), 2);
  });

  it('proves two pallets for a mixed order the volume and level bounds put on one (order 46038: 15 cubes of 50.8 cm, 2 of 40.6 cm, 25 upright 30.5 × 22.9 × 15.2 cm cartons)', () => {
    // The cargo fills 0.93 of a pallet, but the cubes over a third of each deck side and the
    // 40.6 cm cubes over two fifths of its width each count as half of it.
    const items: PalletCarton[] = [
      { label: 'small', l: 3048, w: 2286, h: 1524, qty: 25, weight: 2500, keepUpright: true, maxStack: 22500 },
      { label: 'cube', l: 5080, w: 5080, h: 5080, qty: 15, weight: 25000, keepUpright: true, maxStack: 250000 },
      { label: 'cube40', l: 4064, w: 4064, h: 4064, qty: 2, weight: 16600, keepUpright: false, maxStack: null },
    ];
    const bound = palletLowerBound(
      palletProblem({ l: 1219.2 * MM, w: 1016 * MM, baseHeight: 0, maxHeight: 2059 * MM, maxWeight: 9_070_000 }, items),
    );
    assert.equal(bound.volume, 1);
    assert.equal(bound.level, 1);
    assert.equal(bound.rescaled, 2);
    assert.equal(bound.value, 2);
  });
});
