import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { comparePlans, palletProblem, solvePalletLoad, type PalletCarton, type PlanMeasures } from './index.js';
import { topFlatness } from './top-flatness.js';

const CM = 100,
  KG = 1000;
const box = (x: number, y: number, z: number, dx: number, dy: number, dz: number): Placement => ({
  item: 0,
  x: x * CM,
  y: y * CM,
  z: z * CM,
  dx: dx * CM,
  dy: dy * CM,
  dz: dz * CM,
});

/** Four 60 × 40 × 20 cm cartons: one full layer on a 120 × 80 cm deck. */
const LAYER = [
  box(0, 0, 0, 60, 20, 40),
  box(60, 0, 0, 60, 20, 40),
  box(0, 0, 40, 60, 20, 40),
  box(60, 0, 40, 60, 20, 40),
];

describe('top flatness', () => {
  it('measures a full layer as flat, and a carton standing on it as one column above the main top', () => {
    assert.deepEqual(topFlatness(LAYER), { flatShare: 1, mainTop: 20 * CM, columnsAbove: 0 });
    const column = topFlatness([...LAYER, box(0, 20, 0, 30, 40, 20)]);
    assert.equal(column.mainTop, 20 * CM);
    assert.equal(column.columnsAbove, 1);
    assert.equal(column.flatShare, (30 * 20) / (120 * 80));
  });

  it('ranks the load with fewer columns above its top first among loads in the same height step, never a taller one', () => {
    // height steps of 2 % of the usable height (HEIGHT_STEP, objectives/pallet.ts): 99,000 and 100,000 share one here.
    const m = (height: number, columnsAbove: number): PlanMeasures => ({
      complete: true,
      placedCount: 10,
      placedVolume: 1,
      effectiveVolume: 1,
      height,
      usableHeight: 150_000,
      cog: { x: 0, y: 0, z: 0 },
      cogOffsetPct: { x: 0, z: 0 },
      heavyOverLight: 0,
      liquidOverDry: 0,
      slenderStacks: 0,
      exposedSide: 0.2,
      flatTop: columnsAbove > 0 ? 0.5 : 1,
      columnsAbove,
    });
    assert.ok(comparePlans(m(100_000, 0), m(99_000, 2)) < 0, 'in the same height step, the flat top wins');
    assert.ok(comparePlans(m(100_000, 0), m(90_000, 2)) > 0, 'a load 10 % lower wins whatever its top');
  });

  it('brings loads that form full flat layers back with a flat top (every footprint tiles the deck)', () => {
    // footprints that tile a 120 × 80 cm deck exactly, with the cartons per layer
    const tiles = [
      [40, 30, 8],
      [60, 40, 4],
      [40, 40, 6],
      [30, 20, 16],
      [60, 20, 8],
    ] as const;
    const carton = fc.record({
      tile: fc.integer({ min: 0, max: tiles.length - 1 }),
      h: fc.constantFrom(15, 20, 25, 30),
      layers: fc.integer({ min: 1, max: 2 }),
      kg: fc.integer({ min: 2, max: 20 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(carton, { minLength: 1, maxLength: 3, selector: (c) => c.tile }), (cartons) => {
        // the full layers fit under the 165 cm the pallet leaves above its deck
        fc.pre(cartons.reduce((sum, c) => sum + c.h * c.layers, 0) <= 165);
        const items: PalletCarton[] = cartons.map((c, i) => {
          const [l, w, n] = tiles[c.tile];
          return {
            label: `c${i}`,
            l: l * CM,
            w: w * CM,
            h: c.h * CM,
            qty: n * c.layers,
            weight: c.kg * KG,
            keepUpright: true,
            maxStack: null,
          };
        });
        const problem = palletProblem(
          { l: 120 * CM, w: 80 * CM, baseHeight: 15 * CM, maxHeight: 180 * CM, maxWeight: 1000 * KG },
          items,
        );
        const { best } = solvePalletLoad(problem);
        assert.equal(best.plan.unplaced.length, 0);
        assert.deepEqual(checkPlan(problem, best.plan.placements), []);
        const top = topFlatness(best.plan.placements);
        assert.equal(top.columnsAbove, 0, `${best.name}: columns above the top`);
        assert.equal(top.flatShare, 1, `${best.name}: flat share ${top.flatShare}`);
      }),
      { numRuns: 20, seed: 18 },
    );
  });
});
