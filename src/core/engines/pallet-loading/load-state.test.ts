import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { allowedShapes } from '../../geometry/orientation.js';
import { checkPlan } from '../../checks/check-plan.js';
import { WorkMeter } from '../../search/budget.js';
import { extremePointsFor, placeCartons } from './extreme-point-placer.js';
import { palletProblem } from './index.js';
import { LoadState } from './load-state.js';
import { allCartons } from './pallet-plan.js';

const CM = 100;
const KG = 1000;

describe('LoadState.tryMove', () => {
  // Moves are tested in place (the moved box skipped) when no stack loads are tracked, and through the full
  // detach path otherwise: both must accept exactly the moves after which the plan checker still passes.
  it('keeps every plan valid, and a refused move changes nothing (fast-check, with and without stack limits)', () => {
    const carton = fc.record({
      l: fc.integer({ min: 15, max: 60 }),
      w: fc.integer({ min: 15, max: 40 }),
      h: fc.integer({ min: 8, max: 40 }),
      qty: fc.integer({ min: 1, max: 8 }),
      kg: fc.integer({ min: 1, max: 30 }),
      limit: fc.constantFrom(null, 0, 40),
    });
    const move = fc.record({
      pick: fc.nat(),
      x: fc.integer({ min: -5, max: 125 }),
      z: fc.integer({ min: -5, max: 85 }),
    });
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.array(carton, { minLength: 1, maxLength: 5 }),
        fc.array(move, { minLength: 1, maxLength: 30 }),
        (cartons, moves) => {
          const problem = palletProblem(
            { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 120 * CM, maxWeight: 1000 * KG },
            cartons.map((c, i) => ({
              label: `C${i}`,
              l: c.l * CM,
              w: c.w * CM,
              h: c.h * CM,
              qty: c.qty,
              weight: c.kg * KG,
              keepUpright: true,
              maxStack: c.limit === null ? null : c.limit * KG,
            })),
          );
          const state = new LoadState(problem);
          placeCartons(
            state,
            extremePointsFor(state),
            allCartons(problem),
            problem.items.map((it) => allowedShapes(it)),
            new WorkMeter({ work: 1_000_000 }),
          );
          for (const m of moves) {
            const k = m.pick % state.count;
            const before = state.placements.map((p) => ({ ...p }));
            const p = state.placements[k];
            const moved = state.tryMove(k, { ...p, x: m.x * CM, z: m.z * CM });
            if (!moved) assert.deepEqual(state.placements, before);
            else accepted++;
            assert.deepEqual(checkPlan(problem, state.placements), []);
          }
        },
      ),
      { numRuns: 60, seed: 5 },
    );
    assert.ok(accepted > 20, `only ${accepted} moves accepted`);
  });
});
