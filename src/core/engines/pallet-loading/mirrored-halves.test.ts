import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { placementsCogOffsetPct } from '../../reports/pallet-report.js';
import { COG_WARN_PCT } from '../../objectives/pallet-thresholds.js';
import { palletProblem, solvePalletLoad, withQuantities } from './index.js';
import { halvesOf, mirroredHalves } from './mirrored-halves.js';

const CM = 100;
const KG = 1000;
const larger = (problem: Problem, ps: readonly Placement[]) => {
  const o = placementsCogOffsetPct(problem, ps)!;
  return Math.max(Math.abs(o.x), Math.abs(o.z));
};
const counts = (problem: Problem, ps: readonly Placement[]) =>
  problem.items.map((it) => ps.filter((p) => p.item === it.index).length);
const loadHalf = (half: Problem) => solvePalletLoad(half, { partial: 'volume', fragileDeck: 'off' }).best.plan;

// One block across the whole deck, heavy on one side: 40 cm cubes, three columns of two along x, a
// 120 × 40 × 20 plank across their tops (one group, so no rigid move of groups applies).
function oneBlock(): { problem: Problem; placements: Placement[] } {
  const problem = palletProblem({ l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 1000 * KG }, [
    { label: 'HEAVY', l: 40 * CM, w: 40 * CM, h: 40 * CM, qty: 4, weight: 30 * KG, keepUpright: false },
    { label: 'LIGHT', l: 40 * CM, w: 40 * CM, h: 40 * CM, qty: 2, weight: 2 * KG, keepUpright: false },
    { label: 'PLANK', l: 120 * CM, w: 40 * CM, h: 20 * CM, qty: 1, weight: 5 * KG, keepUpright: false },
  ]);
  const cube = (item: number, x: number, z: number): Placement => ({
    item,
    x: x * CM,
    y: 0,
    z: z * CM,
    dx: 40 * CM,
    dy: 40 * CM,
    dz: 40 * CM,
  });
  const placements = [
    cube(0, 0, 0),
    cube(0, 0, 40),
    cube(0, 40, 0),
    cube(0, 40, 40),
    cube(1, 80, 0),
    cube(1, 80, 40),
    { item: 2, x: 0, y: 40 * CM, z: 0, dx: 120 * CM, dy: 20 * CM, dz: 40 * CM },
  ];
  return { problem, placements };
}

describe('mirrored halves', () => {
  it('centres a one-block load that is heavy on one side, keeping every carton, valid', () => {
    const { problem, placements } = oneBlock();
    assert.deepEqual(checkPlan(problem, placements), []);
    assert.ok(larger(problem, placements) > COG_WARN_PCT, `${larger(problem, placements)}`);
    const r = mirroredHalves(problem, placements, loadHalf);
    assert.ok(r, 'the halves fit under 200 cm');
    assert.deepEqual(counts(problem, r.placements), counts(problem, placements));
    assert.deepEqual(checkPlan(problem, r.placements), []);
    assert.ok(larger(problem, r.placements) <= COG_WARN_PCT, `${larger(problem, r.placements)}`);
    assert.ok(r.work > 0);
  });

  it('gives up (null) when no half deck can take the cartons, or when the CoG is within the limit already', () => {
    // A 100 × 70 board fits neither half deck (60 × 80, 120 × 40) under a 60 cm ceiling in any stance.
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 60 * CM, maxWeight: 1000 * KG },
      [
        { label: 'BOARD', l: 100 * CM, w: 70 * CM, h: 20 * CM, qty: 1, weight: 5 * KG, keepUpright: false },
        { label: 'HEAVY', l: 40 * CM, w: 40 * CM, h: 40 * CM, qty: 1, weight: 30 * KG, keepUpright: false },
      ],
    );
    const lopsided: Placement[] = [
      { item: 0, x: 0, y: 0, z: 0, dx: 100 * CM, dy: 20 * CM, dz: 70 * CM },
      { item: 1, x: 0, y: 20 * CM, z: 0, dx: 40 * CM, dy: 40 * CM, dz: 40 * CM },
    ];
    assert.deepEqual(checkPlan(problem, lopsided), []);
    assert.ok(larger(problem, lopsided) > COG_WARN_PCT);
    assert.equal(mirroredHalves(problem, lopsided, loadHalf), null);
    const centred: Placement[] = [
      { item: 0, x: 10 * CM, y: 0, z: 5 * CM, dx: 100 * CM, dy: 20 * CM, dz: 70 * CM },
      { item: 1, x: 40 * CM, y: 20 * CM, z: 20 * CM, dx: 40 * CM, dy: 40 * CM, dz: 40 * CM },
    ];
    assert.equal(
      mirroredHalves(problem, centred, () => assert.fail('no load needed')),
      null,
    );
  });

  it('splits every SKU within one carton and the weight within one carton of the heaviest SKU', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: 0, max: 40 }), kg: fc.integer({ min: 1, max: 60 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (skus) => {
          const problem = palletProblem(
            { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 10_000 * KG },
            skus.map((s, i) => ({
              label: `S${i}`,
              l: 30 * CM,
              w: 20 * CM,
              h: 20 * CM,
              qty: s.qty,
              weight: s.kg * KG,
              keepUpright: false,
            })),
          );
          const qty = skus.map((s) => s.qty);
          const [a, b] = halvesOf(problem, qty);
          const weight = (q: readonly number[]) => q.reduce((s, n, i) => s + n * problem.items[i].weight, 0);
          qty.forEach((q, i) => {
            assert.equal(a[i] + b[i], q);
            assert.ok(Math.abs(a[i] - b[i]) <= 1);
          });
          assert.ok(Math.abs(weight(a) - weight(b)) <= Math.max(...problem.items.map((it) => it.weight)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('returns only complete, checker-valid plans within the CoG limit, with the same cartons (random loads pushed to one side)', () => {
    let balanced = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            l: fc.integer({ min: 15, max: 50 }),
            w: fc.integer({ min: 15, max: 40 }),
            h: fc.integer({ min: 10, max: 40 }),
            qty: fc.integer({ min: 1, max: 8 }),
            kg: fc.integer({ min: 1, max: 40 }),
            fragile: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (skus) => {
          const problem = palletProblem(
            { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 180 * CM, maxWeight: 10_000 * KG },
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
          const built = solvePalletLoad(problem, { partial: 'volume', fragileDeck: 'off' }).best.plan.placements;
          // Pushed against x = 0 and z = 0 as one block, so that most loads warn.
          const x0 = Math.min(...built.map((p) => p.x)),
            z0 = Math.min(...built.map((p) => p.z));
          const pushed = built.map((p) => ({ ...p, x: p.x - x0, z: p.z - z0 }));
          const own = withQuantities(problem, counts(problem, pushed));
          const r = mirroredHalves(own, pushed, loadHalf);
          if (!r) return;
          balanced++;
          assert.deepEqual(counts(own, r.placements), counts(own, pushed));
          assert.deepEqual(checkPlan(own, r.placements), []);
          assert.ok(larger(own, r.placements) <= COG_WARN_PCT);
        },
      ),
      { numRuns: 40, seed: 13 },
    );
    assert.ok(balanced > 0, 'some pushed loads are balanced by halves');
  });
});
