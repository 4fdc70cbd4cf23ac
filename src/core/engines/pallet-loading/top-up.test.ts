import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { palletProblem, solvePalletLoad, withQuantities } from './index.js';
import { topUp } from './top-up.js';

const CM = 100;
const KG = 1000;

describe('top-up', () => {
  it('puts a carton left out into the hole a load left, moving nothing that was placed', () => {
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 40 * CM, maxWeight: 1000 * KG },
      [{ label: 'A', l: 40 * CM, w: 40 * CM, h: 40 * CM, qty: 6, weight: 5 * KG, keepUpright: true }],
    );
    const cube = (x: number, z: number): Placement => ({
      item: 0,
      x: x * CM,
      y: 0,
      z: z * CM,
      dx: 40 * CM,
      dy: 40 * CM,
      dz: 40 * CM,
    });
    const five = [cube(0, 0), cube(40, 0), cube(80, 0), cube(0, 40), cube(80, 40)];
    const r = topUp(problem, five, [1], 10_000);
    assert.ok(r);
    assert.equal(r.placements.length, 6);
    assert.deepEqual(r.left, []);
    assert.deepEqual(checkPlan(problem, r.placements), []);
    assert.ok(r.placements.some((p) => p.x === 40 * CM && p.z === 40 * CM));
  });

  it('never loses a carton or breaks a rule, and places what fits (random partial plans)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            l: fc.integer({ min: 15, max: 60 }),
            w: fc.integer({ min: 15, max: 40 }),
            h: fc.integer({ min: 10, max: 40 }),
            qty: fc.integer({ min: 1, max: 30 }),
            kg: fc.integer({ min: 1, max: 30 }),
            fragile: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 60, max: 160 }),
        (skus, ceiling) => {
          const problem = palletProblem(
            { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: ceiling * CM, maxWeight: 600 * KG },
            skus.map((s, i) => ({
              label: `S${i}`,
              l: s.l * CM,
              w: s.w * CM,
              h: s.h * CM,
              qty: s.qty,
              weight: s.kg * KG,
              keepUpright: true,
              ...(s.fragile ? { maxStack: 0 } : {}),
            })),
          );
          const { plan } = solvePalletLoad(problem, {
            fragileDeck: 'off',
            fragileTowers: false,
            budgetScale: 0.2,
          }).best;
          const left = problem.items.map(() => 0);
          for (const u of plan.unplaced) left[u.item] += u.qty;
          const r = topUp(problem, plan.placements, left, 20_000);
          assert.ok(r);
          assert.ok(r.placements.length >= plan.placements.length);
          assert.equal(r.placements.length + r.left.length, plan.placements.length + left.reduce((s, q) => s + q, 0));
          assert.deepEqual(
            checkPlan(
              withQuantities(
                problem,
                problem.items.map((it) => r.placements.filter((p) => p.item === it.index).length),
              ),
              r.placements,
            ),
            [],
          );
        },
      ),
      { numRuns: 40, seed: 13 },
    );
  });
});
