import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { COG_WARN_PCT } from '../../objectives/pallet-thresholds.js';
import { solveExtremePoints } from './extreme-point-approach.js';
import { palletProblem, type PalletCarton } from './pallet-problem.js';
import { balanceScattered, largerOffsetPct } from './scattered-balance.js';

const CM = 100,
  KG = 1000;
const EUR = { l: 120 * CM, w: 80 * CM, baseHeight: 15 * CM, maxHeight: 180 * CM, maxWeight: 1000 * KG };
const box = (item: number, x: number, y: number, z: number): Placement => ({
  item,
  x: x * CM,
  y: y * CM,
  z: z * CM,
  dx: 40 * CM,
  dy: 30 * CM,
  dz: 40 * CM,
});
const cube = (label: string, qty: number, kg: number): PalletCarton => ({
  label,
  l: 40 * CM,
  w: 40 * CM,
  h: 30 * CM,
  qty,
  weight: kg * KG,
  keepUpright: true,
  maxStack: null,
});
const top = (boxes: readonly Placement[]) => Math.max(...boxes.map((b) => b.y + b.dy));
const sorted = (boxes: readonly Placement[]) => boxes.map((b) => `${b.item}:${b.dx}x${b.dy}x${b.dz}@${b.y}`).sort();

describe('balanceScattered', () => {
  it('lays a load of separate stacks out again around the deck centre: COG_OFFSET passes, the same stacks, a valid plan', () => {
    // two 20 kg cartons stacked in a corner and a 1 kg carton beside them: CoG (40·20 + 1·60) / 41 ≈ 21 cm along a 120 cm deck, −32.5 %
    const problem = palletProblem(EUR, [cube('heavy', 2, 20), cube('light', 1, 1)]);
    const built = [box(0, 0, 0, 0), box(0, 0, 30, 0), box(1, 40, 0, 0)];
    assert.deepEqual(checkPlan(problem, built), []);
    assert.ok(largerOffsetPct(problem, built) > 30);
    const balanced = balanceScattered(problem, built);
    assert.deepEqual(checkPlan(problem, balanced), []);
    assert.ok(largerOffsetPct(problem, balanced) <= COG_WARN_PCT, `offset ${largerOffsetPct(problem, balanced)}`);
    assert.deepEqual(sorted(balanced), sorted(built));
    assert.equal(top(balanced), top(built));
  });

  it('leaves a load that is one block, or already balanced, as it is', () => {
    const problem = palletProblem(EUR, [cube('heavy', 2, 20)]);
    const stack = [box(0, 0, 0, 0), box(0, 0, 30, 0)];
    assert.equal(balanceScattered(problem, stack), stack);
    const centred = [box(0, 40, 0, 20), box(0, 40, 30, 20)];
    assert.equal(balanceScattered(problem, centred), centred);
  });

  it('never breaks a rule, drops a carton, raises the load or moves the CoG further off (random loads)', () => {
    const spec = fc.record({
      l: fc.integer({ min: 15, max: 60 }),
      w: fc.integer({ min: 15, max: 40 }),
      h: fc.integer({ min: 10, max: 50 }),
      qty: fc.integer({ min: 1, max: 4 }),
      kg: fc.integer({ min: 1, max: 30 }),
      limit: fc.constantFrom(null, 0, 60),
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
          keepUpright: true,
          maxStack: s.limit === null ? null : s.limit * KG,
        }));
        const problem = palletProblem(EUR, cartons);
        const built = solveExtremePoints(problem, { budget: { work: 50_000 } }).placements;
        const balanced = balanceScattered(problem, built);
        assert.deepEqual(checkPlan(problem, balanced), []);
        assert.deepEqual(sorted(balanced), sorted(built));
        if (built.length > 0) assert.equal(top(balanced), top(built));
        assert.ok(largerOffsetPct(problem, balanced) <= largerOffsetPct(problem, built) + 1e-9);
      }),
      { numRuns: 40, seed: 18 },
    );
  });
});
