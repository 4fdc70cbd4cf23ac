import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { measurePlan } from '../pallet-loading/index.js';
import { denseFill, denseLoad, WIDE } from './dense-fill.js';
import type { Loaded } from './share-loading.js';
import { topRepack } from './top-repack.js';
import { CM, never, problemCm } from './test-problems.js';

const box = (item: number, x: number, y: number, z: number, dx: number, dy: number, dz: number): Placement => ({
  item,
  x: x * CM,
  y: y * CM,
  z: z * CM,
  dx: dx * CM,
  dy: dy * CM,
  dz: dz * CM,
});
const loadedOf = (problem: Problem, placements: Placement[]): Loaded => ({
  placements,
  approach: 'test',
  work: 0,
  stoppedBy: 'complete',
  measures: measurePlan(problem, {
    placements,
    unplaced: [],
    stats: { engine: 'test', work: 0, stoppedBy: 'complete' },
  }),
});

/** Every pallet passes the plan checker and every carton of the order is placed exactly once. */
function assertAllPlaced(problem: Problem, pallets: readonly Loaded[]): void {
  const placed = problem.items.map(() => 0);
  for (const [i, p] of pallets.entries()) {
    assert.deepEqual(checkPlan(problem, p.placements), [], `pallet ${i + 1}`);
    for (const b of p.placements) placed[b.item]++;
  }
  assert.deepEqual(
    placed,
    problem.items.map((it) => it.qty),
  );
}

describe('top repack', () => {
  it('takes a pallet’s top off and packs it again with the carton left out', () => {
    // A 100 cm cube: a half-height base, two 50 cm cubes on it corner to corner; the 100 × 50 × 50 carton left out fits no gap until the cubes move.
    const problem = problemCm({ l: 100, w: 100, h: 100 }, [
      { l: 100, w: 100, h: 50, qty: 1, kg: 20 },
      { l: 50, w: 50, h: 50, qty: 2, kg: 5 },
      { l: 100, w: 50, h: 50, qty: 1, kg: 8 },
    ]);
    const pallet = loadedOf(problem, [
      box(0, 0, 0, 0, 100, 50, 100),
      box(1, 0, 50, 0, 50, 50, 50),
      box(1, 50, 50, 50, 50, 50, 50),
    ]);
    assert.deepEqual(checkPlan(problem, pallet.placements), []);
    const repacked = topRepack(problem, [pallet], [0, 0, 1], never);
    assert.ok(repacked, 'the repack places the carton');
    assertAllPlaced(problem, repacked);
    assert.ok(repacked[0].approach.endsWith('+top-repack'));
  });

  it('gives up (null) when the cartons left out cannot fit at all', () => {
    const problem = problemCm({ l: 100, w: 100, h: 100 }, [
      { l: 100, w: 100, h: 50, qty: 2, kg: 20 },
      { l: 50, w: 50, h: 50, qty: 1, kg: 5 },
    ]);
    const pallet = loadedOf(problem, [box(0, 0, 0, 0, 100, 50, 100), box(0, 0, 50, 0, 100, 50, 100)]);
    assert.equal(topRepack(problem, [pallet], [0, 1], never), null);
  });

  it('keeps every pallet valid and every carton once on random orders', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            l: fc.integer({ min: 20, max: 60 }),
            w: fc.integer({ min: 20, max: 40 }),
            h: fc.integer({ min: 10, max: 40 }),
            qty: fc.integer({ min: 1, max: 12 }),
            kg: fc.integer({ min: 1, max: 20 }),
            maxStackKg: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 2 }),
        (cartons, count) => {
          const problem = problemCm({ l: 120, w: 80, h: 100 }, cartons);
          const config = { work: 100_000, tuning: WIDE.tuning };
          const r = denseFill(
            problem,
            problem.items.map((it) => it.qty),
            count,
            (q) => denseLoad(problem, q, config),
            never,
          );
          const repacked = topRepack(problem, r.pallets, r.left, never);
          if (repacked) assertAllPlaced(problem, repacked);
        },
      ),
      { numRuns: 15 },
    );
  });
});
