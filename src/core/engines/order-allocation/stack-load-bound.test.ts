import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import { palletProblem, type PalletCarton } from '../pallet-loading/index.js';
import { solveOrderPlan } from './index.js';
import { palletLowerBound } from './pallet-lower-bound.js';
import { exactBins } from '../../../../test/support/exact-bins.js';

const CM = 100;
const KG = 1000;

/** One column of deck-sized cartons stands iff, strongest (weight + limit) first from the bottom, each carries what is above it. */
function columnStands(cartons: readonly { kg: number; limitKg: number }[]): boolean {
  const order = [...cartons].sort((a, b) => b.kg + b.limitKg - (a.kg + a.limitKg));
  let above = order.reduce((s, c) => s + c.kg, 0);
  for (const c of order) {
    above -= c.kg;
    if (above > c.limitKg) return false;
  }
  return true;
}

describe('stack-load bound', () => {
  it('is exact on short stack-limited cartons: 60 × 40 × 10, 5 kg, carrying 20 kg, on 120 × 80 to 200 cm', () => {
    // 4 per level and 20 levels of room, but each deck carton carries 4 of its own: 20 cartons per pallet.
    const carton = (qty: number): PalletCarton => ({
      label: 'c',
      l: 60 * CM,
      w: 40 * CM,
      h: 10 * CM,
      qty,
      weight: 5 * KG,
      keepUpright: true,
      maxStack: 20 * KG,
    });
    const problem = (qty: number) =>
      palletProblem({ l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 1000 * KG }, [
        carton(qty),
      ]);
    assert.equal(palletLowerBound(problem(40)).stack, 2);
    const bound = palletLowerBound(problem(41));
    assert.equal(bound.volume, 1);
    assert.equal(bound.stack, 3);
    assert.equal(bound.value, 3);
    const plan = solveOrderPlan(problem(40), { maxPallets: 5 });
    assert.equal(plan.unplaced.length, 0);
    assert.ok(plan.pallets.length >= 2);
  });

  it('is 0 once any carton has no maxStack (it may carry any load)', () => {
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 1000 * KG },
      [
        {
          label: 'c',
          l: 60 * CM,
          w: 40 * CM,
          h: 10 * CM,
          qty: 41,
          weight: 5 * KG,
          keepUpright: true,
          maxStack: 20 * KG,
        },
        { label: 'strong', l: 10 * CM, w: 10 * CM, h: 10 * CM, qty: 1, weight: 1 * KG, keepUpright: true },
      ],
    );
    assert.equal(palletLowerBound(problem).stack, 0);
  });

  it('never exceeds the optimum of deck-sized stack-limited cartons in one column (exact)', () => {
    const cartons = fc.array(
      fc.record({
        h: fc.integer({ min: 1, max: 6 }),
        kg: fc.integer({ min: 1, max: 20 }),
        limitKg: fc.integer({ min: 0, max: 60 }),
      }),
      { minLength: 1, maxLength: 7 },
    );
    fc.assert(
      fc.property(cartons, (list) => {
        const items: PalletCarton[] = list.map((c, i) => ({
          label: `c${i}`,
          l: 12 * CM,
          w: 8 * CM,
          h: c.h * CM,
          qty: 1,
          weight: c.kg * KG,
          keepUpright: true,
          maxStack: c.limitKg * KG,
        }));
        const problem = palletProblem(
          { l: 12 * CM, w: 8 * CM, baseHeight: 0, maxHeight: 24 * CM, maxWeight: 1e9 },
          items,
        );
        const optimum = exactBins(
          list.length,
          (g) => g.reduce((a, i) => a + list[i].h, 0) <= 24 && columnStands(g.map((i) => list[i])),
        );
        const bound = palletLowerBound(problem);
        for (const [name, value] of Object.entries(bound))
          assert.ok(value <= optimum, `${name} bound ${value} > optimum ${optimum}`);
      }),
      { numRuns: 300 },
    );
  });

  it('never exceeds the pallet count of a complete, checker-valid order plan of stack-limited and fragile cartons', () => {
    const carton = fc.record({
      l: fc.integer({ min: 20, max: 60 }),
      w: fc.integer({ min: 15, max: 40 }),
      h: fc.integer({ min: 8, max: 30 }),
      qty: fc.integer({ min: 1, max: 12 }),
      kg: fc.integer({ min: 1, max: 20 }),
      strength: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(carton, { minLength: 1, maxLength: 3 }), (list) => {
        const items: PalletCarton[] = list.map((c, i) => ({
          label: `c${i}`,
          l: c.l * CM,
          w: c.w * CM,
          h: c.h * CM,
          qty: c.qty,
          weight: c.kg * KG,
          keepUpright: true,
          maxStack: c.strength * c.kg * KG,
        }));
        const problem = palletProblem(
          { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 120 * CM, maxWeight: 1e9 },
          items,
        );
        const plan = solveOrderPlan(problem, { maxPallets: 20, budgetScale: 0.5 });
        for (const p of plan.pallets) assert.deepEqual(checkPlan(problem, p.placements), []);
        if (plan.unplaced.length === 0)
          assert.ok(
            plan.lowerBound.value <= plan.pallets.length,
            `bound ${JSON.stringify(plan.lowerBound)} > ${plan.pallets.length} pallets`,
          );
      }),
      { numRuns: 15 },
    );
  });
});
