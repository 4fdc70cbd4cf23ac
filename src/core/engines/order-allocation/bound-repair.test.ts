import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Problem } from '../../model/problem.js';
import { palletProblem, solvePalletLoad, withQuantities, type PalletCarton } from '../pallet-loading/index.js';
import { repairAtBound, type AtBound } from './bound-repair.js';
import type { Loaded } from './share-loading.js';

const CM = 100;

/** 100 × 100 × 100 cm pallets; 50 cm cubes (8 fill one pallet) and 25 cm cubes. */
function cubes(big: number, small: number): Problem {
  const cube = (label: string, cm: number, qty: number): PalletCarton => ({
    label,
    l: cm * CM,
    w: cm * CM,
    h: cm * CM,
    qty,
    weight: 1000,
    keepUpright: true,
    maxStack: null,
  });
  return palletProblem({ l: 100 * CM, w: 100 * CM, baseHeight: 0, maxHeight: 100 * CM, maxWeight: 5_000_000 }, [
    cube('big', 50, big),
    cube('small', 25, small),
  ]);
}

function load(problem: Problem, qty: readonly number[]): Loaded {
  const { best } = solvePalletLoad(withQuantities(problem, qty), { partial: 'volume' });
  return {
    placements: best.plan.placements,
    approach: best.plan.stats.engine,
    measures: best.measures,
    work: best.plan.stats.work,
    stoppedBy: best.plan.stats.stoppedBy,
  };
}

describe('repair at the lower bound', () => {
  it('places the cartons a split at the bound left out by reloading the least-full pallet', () => {
    // 14 big cubes and 8 small ones fit on two pallets; the start leaves one big cube out.
    const problem = cubes(14, 8);
    const start: AtBound = { pallets: [load(problem, [8, 0]), load(problem, [5, 8])], left: [1, 0] };
    assert.equal(start.pallets[1].placements.length, 13);
    const repaired = repairAtBound(problem, start, [(q) => load(problem, q)], () => false);
    assert.ok(repaired, 'repair found a plan at the bound');
    assert.equal(repaired.length, 2);
    const placed = [0, 0];
    for (const p of repaired) {
      assert.deepEqual(checkPlan(problem, p.placements), []);
      for (const b of p.placements) placed[b.item]++;
    }
    assert.deepEqual(placed, [14, 8]);
  });

  it('does not try when more than a small share of a pallet is left out', () => {
    const problem = cubes(16, 0);
    const start: AtBound = { pallets: [load(problem, [8, 0])], left: [8, 0] };
    assert.equal(
      repairAtBound(problem, start, [(q) => load(problem, q)], () => false),
      null,
    );
  });
});
