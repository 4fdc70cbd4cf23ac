import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { palletProblem, type PalletCarton } from '../pallet-loading/index.js';
import { planeSets, planesMet } from './pallet-level-bounds.js';
import { palletLowerBound } from './pallet-lower-bound.js';
import { exactBins } from '../../../../test/support/exact-bins.js';

const CM = 100;

/** Fewest planes met over every whole-unit position, by enumeration. */
function planesMetByEnumeration(planes: readonly number[], H: number, h: number, fragile: boolean): number {
  let fewest = Infinity;
  for (let bottom = 0; bottom + h <= H; bottom++) {
    const met = planes.filter((y) => y > bottom && (fragile || y < bottom + h)).length;
    fewest = Math.min(fewest, met);
  }
  return fewest;
}

describe('plane weights', () => {
  it('planesMet is the fewest planes any whole-unit position meets, for every plane set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.boolean(),
        (H, hRaw, fragile) => {
          const h = 1 + (hRaw % H);
          for (const planes of planeSets(H))
            assert.equal(
              planesMet(planes, H, h, fragile),
              planesMetByEnumeration(planes, H, h, fragile),
              `H ${H} h ${h} planes ${planes}`,
            );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('pallet lower bound against exact optima', () => {
  it('never exceeds the optimum of deck-sized cartons stacked in one column, fragile ones only on top', () => {
    // Each carton covers the whole deck, so a pallet is a bin of height H holding at most one fragile carton (the top one).
    const cartons = fc.array(fc.record({ h: fc.integer({ min: 1, max: 12 }), fragile: fc.boolean() }), {
      minLength: 1,
      maxLength: 7,
    });
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 24 }), cartons, (H, list) => {
        const items: PalletCarton[] = list.map((c, i) => ({
          label: `c${i}`,
          l: 12 * CM,
          w: 8 * CM,
          h: c.h * CM,
          qty: 1,
          weight: 1000,
          keepUpright: true,
          maxStack: c.fragile ? 0 : null,
        }));
        const problem = palletProblem(
          { l: 12 * CM, w: 8 * CM, baseHeight: 0, maxHeight: H * CM, maxWeight: 1e9 },
          items,
        );
        const optimum = exactBins(
          list.length,
          (g) => g.reduce((a, i) => a + list[i].h, 0) <= H && g.filter((i) => list[i].fragile).length <= 1,
        );
        const bound = palletLowerBound(problem);
        for (const [name, value] of Object.entries(bound))
          assert.ok(value <= optimum, `${name} bound ${value} > optimum ${optimum}`);
      }),
      { numRuns: 300 },
    );
  });

  it('never exceeds the optimum of full-height cartons as wide as the deck, side by side along its length', () => {
    // Cartons 8 wide and longer than 8 cannot turn or share the width: a pallet is a bin of length 30.
    const lengths = fc.array(fc.integer({ min: 9, max: 30 }), { minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(lengths, fc.boolean(), (list, fragile) => {
        const items: PalletCarton[] = list.map((l, i) => ({
          label: `c${i}`,
          l: l * CM,
          w: 8 * CM,
          h: 20 * CM,
          qty: 1,
          weight: 1000,
          keepUpright: true,
          maxStack: fragile ? 0 : null,
        }));
        const problem = palletProblem(
          { l: 30 * CM, w: 8 * CM, baseHeight: 0, maxHeight: 20 * CM, maxWeight: 1e9 },
          items,
        );
        const optimum = exactBins(list.length, (g) => g.reduce((a, i) => a + list[i], 0) <= 30);
        const bound = palletLowerBound(problem);
        for (const [name, value] of Object.entries(bound))
          assert.ok(value <= optimum, `${name} bound ${value} > optimum ${optimum}`);
      }),
      { numRuns: 200 },
    );
  });

  it('counts fragile cartons per pallet by their smallest side: 14 fragile 56 × 41 × 41 on 120 × 100 need 4 pallets (order 1030)', () => {
    // Any footprint has both sides ≥ 41, so at most 2 × 2 fragile cartons per pallet (their footprints are disjoint): 4 pallets, which 2 × 2 on the deck achieves.
    const fragile: PalletCarton = {
      label: 'f',
      l: 56 * CM,
      w: 41 * CM,
      h: 41 * CM,
      qty: 14,
      weight: 12500,
      keepUpright: false,
      maxStack: 0,
    };
    const problem = palletProblem({ l: 120 * CM, w: 100 * CM, baseHeight: 0, maxHeight: 16380, maxWeight: 1e9 }, [
      fragile,
    ]);
    const bound = palletLowerBound(problem);
    assert.equal(bound.fragile, 2); // footprint area alone: 14 × 41 × 41 over 120 × 100
    assert.equal(bound.level, 4);
    assert.equal(bound.value, 4);
  });
});
