import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { solveExtremePoints } from './extreme-point-approach.js';
import { finishFlatTop } from './flat-top-finish.js';
import { palletProblem, type PalletCarton } from './pallet-problem.js';
import { topFlatness } from './top-flatness.js';

const CM = 100,
  KG = 1000;
const EUR = { l: 120 * CM, w: 80 * CM, baseHeight: 15 * CM, maxHeight: 180 * CM, maxWeight: 1000 * KG };
const box = (item: number, x: number, y: number, z: number, dx: number, dy: number, dz: number): Placement => ({
  item,
  x: x * CM,
  y: y * CM,
  z: z * CM,
  dx: dx * CM,
  dy: dy * CM,
  dz: dz * CM,
});
const carton = (label: string, h: number, qty: number, extra: Partial<PalletCarton> = {}): PalletCarton => ({
  label,
  l: 60 * CM,
  w: 40 * CM,
  h: h * CM,
  qty,
  weight: 10 * KG,
  keepUpright: true,
  maxStack: null,
  ...extra,
});
const top = (boxes: readonly Placement[]) => Math.max(...boxes.map((b) => b.y + b.dy));
const counts = (boxes: readonly Placement[]) =>
  boxes.reduce((c, b) => c.set(b.item, (c.get(b.item) ?? 0) + 1), new Map<number, number>());

describe('finishFlatTop', () => {
  it('moves a carton standing on a layer into the hole in it: one flat layer, a valid plan', () => {
    // three 60 × 40 × 20 cartons of a four-carton layer on a 120 × 80 deck, the fourth on the first (40 cm: a column)
    const problem = palletProblem(EUR, [carton('a', 20, 4)]);
    const built = [
      box(0, 0, 0, 0, 60, 20, 40),
      box(0, 60, 0, 0, 60, 20, 40),
      box(0, 0, 0, 40, 60, 20, 40),
      box(0, 0, 20, 0, 60, 20, 40),
    ];
    assert.deepEqual(checkPlan(problem, built), []);
    assert.equal(topFlatness(built).columnsAbove, 1);
    const finished = finishFlatTop(problem, built);
    assert.deepEqual(checkPlan(problem, finished), []);
    assert.deepEqual(topFlatness(finished), { flatShare: 1, mainTop: 20 * CM, columnsAbove: 0 });
    assert.deepEqual(finished[3], box(0, 60, 0, 40, 60, 20, 40));
  });

  it('never seats a carton on a fragile one (maxStack 0): the column stays when that is the only seat', () => {
    // deck: a 20 cm carton A beside three 40 cm ones; a 20 cm carton E stands on one of those (top 60 cm, main top 40 cm);
    // its only seat at the main top is on A: allowed when A may carry, refused when A is fragile
    const load = [
      box(0, 0, 0, 0, 60, 20, 40),
      box(1, 60, 0, 0, 60, 40, 40),
      box(1, 0, 0, 40, 60, 40, 40),
      box(1, 60, 0, 40, 60, 40, 40),
      box(2, 60, 40, 0, 60, 20, 40),
    ];
    const problemOf = (fragile: boolean) =>
      palletProblem(EUR, [
        carton('A', 20, 1, { maxStack: fragile ? 0 : null }),
        carton('B', 40, 3),
        carton('E', 20, 1),
      ]);
    const kept = finishFlatTop(problemOf(true), load);
    assert.deepEqual(kept, load);
    const moved = finishFlatTop(problemOf(false), load);
    assert.deepEqual(checkPlan(problemOf(false), moved), []);
    assert.ok(moved.some((b) => b.item === 2 && b.x === 0 && b.y === 20 * CM && b.z === 0));
    assert.equal(topFlatness(moved).columnsAbove, 0);
  });

  it('never breaks a rule, drops a carton or raises the load, and never leaves more columns above the top (random loads)', () => {
    const spec = fc.record({
      l: fc.integer({ min: 20, max: 60 }),
      w: fc.integer({ min: 20, max: 40 }),
      h: fc.integer({ min: 10, max: 50 }),
      qty: fc.integer({ min: 1, max: 12 }),
      kg: fc.integer({ min: 1, max: 30 }),
      upright: fc.boolean(),
      limit: fc.constantFrom(null, 0, 40, 150),
      bottomOnly: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 5 }), (specs) => {
        const cartons: PalletCarton[] = specs.map((s, i) => ({
          label: `c${i}`,
          l: s.l * CM,
          w: s.w * CM,
          h: s.h * CM,
          qty: s.qty,
          weight: s.kg * KG,
          keepUpright: s.upright,
          maxStack: s.limit === null ? null : s.limit * KG,
          ...(s.bottomOnly && i === 0 ? { bottomOnly: true } : {}),
        }));
        const problem = palletProblem(EUR, cartons);
        const built = solveExtremePoints(problem, { budget: { work: 50_000 } }).placements;
        const finished = finishFlatTop(problem, built);
        assert.deepEqual(checkPlan(problem, finished), []);
        assert.deepEqual(counts(finished), counts(built));
        if (built.length > 0) assert.ok(top(finished) <= top(built));
        assert.ok(topFlatness(finished).columnsAbove <= topFlatness(built).columnsAbove);
      }),
      { numRuns: 40, seed: 18 },
    );
  });
});
