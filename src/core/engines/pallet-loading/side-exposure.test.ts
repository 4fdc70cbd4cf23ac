import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { comparePlans, measurePlan } from './plan-ranking.js';
import { palletProblem } from './pallet-problem.js';
import { exposedSideShare } from './side-exposure.js';
import type { Placement } from '../../model/plan.js';

const box = (x: number, y: number, z: number): Placement => ({ item: 0, x, y, z, dx: 40, dy: 20, dz: 40 });
const problem = palletProblem({ l: 120, w: 80, baseHeight: 0, maxHeight: 100, maxWeight: 1e9 }, [
  { label: 'A', l: 40, w: 40, h: 20, qty: 6, weight: 1000, keepUpright: true },
]);
const plan = (placements: Placement[]) => ({
  placements,
  unplaced: [],
  stats: { engine: 't', work: 0, stoppedBy: 'complete' as const },
});

describe('side exposure (flat layers over scattered columns)', () => {
  it('is 0 for a full layer and high for free-standing columns', () => {
    const layer = [0, 40, 80].flatMap((x) => [0, 40].map((z) => box(x, 0, z)));
    assert.equal(exposedSideShare(layer), 0);
    const columns = [box(0, 0, 0), box(0, 20, 0), box(0, 40, 0), box(80, 0, 40), box(80, 20, 40), box(80, 40, 40)];
    assert.ok(exposedSideShare(columns) >= 0.5);
  });

  it('decides between loads of about the same height: the flatter one wins', () => {
    // Two layers of three: the second layer either as one block along a side or scattered.
    const bottom = [0, 40, 80].map((x) => box(x, 0, 0)).concat([0, 40, 80].map((x) => box(x, 0, 40)));
    // The second layer is of a near-weightless item, so the centre of gravity (which the objective
    // weighs before flatness) is the same for both: only the flatness decides.
    const light = (p: Placement): Placement => ({ ...p, item: 1 });
    const tight = bottom.concat([box(0, 20, 0), box(40, 20, 0), box(80, 20, 0)].map(light));
    const scattered = bottom.concat([box(0, 20, 0), box(40, 20, 40), box(80, 20, 0)].map(light));
    const p6 = palletProblem({ l: 120, w: 80, baseHeight: 0, maxHeight: 100, maxWeight: 1e9 }, [
      { label: 'A', l: 40, w: 40, h: 20, qty: 6, weight: 1000, keepUpright: true },
      { label: 'B', l: 40, w: 40, h: 20, qty: 3, weight: 0.001, keepUpright: true },
    ]);
    const a = measurePlan(p6, plan(tight));
    const b = measurePlan(p6, plan(scattered));
    assert.ok(a.exposedSide < b.exposedSide);
    assert.ok(comparePlans(a, b) < 0);
    assert.equal(problem.items[0].qty, 6);
  });
});
