import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { placementsCogOffsetPct } from '../../reports/pallet-report.js';
import { COG_WARN_PCT } from '../../objectives/pallet-thresholds.js';
import { measurePlan, palletProblem, withQuantities } from '../pallet-loading/index.js';
import { balancedPallets } from './pallet-balance.js';
import type { Loaded } from './share-loading.js';

const CM = 100;
const KG = 1000;
const problem = palletProblem({ l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 1000 * KG }, [
  { label: 'HEAVY', l: 40 * CM, w: 40 * CM, h: 40 * CM, qty: 6, weight: 30 * KG, keepUpright: false },
  { label: 'LIGHT', l: 40 * CM, w: 40 * CM, h: 40 * CM, qty: 6, weight: 2 * KG, keepUpright: false },
]);
const box = (item: number, x: number, y: number, z: number): Placement => ({
  item,
  x: x * CM,
  y: y * CM,
  z: z * CM,
  dx: 40 * CM,
  dy: 40 * CM,
  dz: 40 * CM,
});
const loaded = (placements: Placement[]): Loaded => ({
  placements,
  approach: 'dense/blocks',
  work: 0,
  stoppedBy: 'complete',
  measures: measurePlan(problem, {
    placements,
    unplaced: [],
    stats: { engine: 'dense/blocks', work: 0, stoppedBy: 'complete' },
  }),
});
const larger = (ps: readonly Placement[]) => {
  const o = placementsCogOffsetPct(problem, ps)!;
  return Math.max(Math.abs(o.x), Math.abs(o.z));
};
const own = (ps: readonly Placement[]) =>
  withQuantities(
    problem,
    problem.items.map((it) => ps.filter((p) => p.item === it.index).length),
  );

describe('order-plan pallet balance', () => {
  it('lays out again a pallet whose separate stacks put its CoG off centre (a heavy stack at one end, a light one at the other)', () => {
    // Three heavy cartons stacked at x = 0, two light ones at x = 80: the CoG sits far toward x = 0.
    const lopsided = [box(0, 0, 0, 0), box(0, 0, 40, 0), box(0, 0, 80, 0), box(1, 80, 0, 40), box(1, 80, 40, 40)];
    assert.ok(larger(lopsided) > COG_WARN_PCT);
    const [pallet] = balancedPallets(problem, [loaded(lopsided)]);
    assert.ok(larger(pallet.placements) < larger(lopsided), `${larger(pallet.placements)} vs ${larger(lopsided)}`);
    assert.equal(pallet.approach, 'dense/blocks+balance');
    assert.deepEqual(checkPlan(own(pallet.placements), pallet.placements), []);
    assert.equal(pallet.placements.length, lopsided.length);
    assert.equal(pallet.measures.height, 120 * CM, 'the stacks keep their height');
    assert.deepEqual(
      pallet.measures.cogOffsetPct,
      measurePlan(problem, {
        placements: pallet.placements,
        unplaced: [],
        stats: { engine: '', work: 0, stoppedBy: 'complete' },
      }).cogOffsetPct,
    );
  });

  it('leaves a pallet alone when its CoG would not warn (the same object)', () => {
    const centred = [box(0, 40, 0, 0), box(0, 40, 0, 40), box(1, 40, 40, 0), box(1, 40, 40, 40)];
    assert.ok(larger(centred) <= COG_WARN_PCT);
    const input = loaded(centred);
    assert.equal(balancedPallets(problem, [input])[0], input);
  });
});
