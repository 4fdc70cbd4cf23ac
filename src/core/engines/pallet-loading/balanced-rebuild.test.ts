import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { cogBand } from '../../objectives/pallet-thresholds.js';
import { balancedRebuild, comparePlans, largerOffset, measurePlan, palletProblem } from './index.js';

const cm = (v: number) => Math.round(v * 100);
const kg = (v: number) => Math.round(v * 1000);
const eur = { l: cm(120), w: cm(80), baseHeight: cm(14.4), maxHeight: cm(160), maxWeight: kg(1000) };
const carton = (label: string, l: number, w: number, h: number, qty: number, weight: number) => ({
  label,
  l: cm(l),
  w: cm(w),
  h: cm(h),
  qty,
  weight: kg(weight),
  keepUpright: true,
});
const options = { partial: 'volume' as const, fragileTowers: false, fragileDeck: 'corner' as const };

/** A shipped pallet: columns of cartons along x from the deck's corner, each at most `tall` high. */
function leftColumns(
  items: readonly { l: number; w: number; h: number; qty: number }[],
  tall: number,
): { placements: Placement[] } {
  const placements: Placement[] = [];
  let x = 0;
  let y = 0;
  items.forEach((it, item) => {
    for (let n = 0; n < it.qty; n++) {
      placements.push({ item, x, y, z: 0, dx: it.l, dy: it.h, dz: it.w });
      y += it.h;
      if (y + it.h > tall) {
        y = 0;
        x += it.l;
      }
    }
  });
  return { placements };
}

describe('balancedRebuild: a lopsided pallet planned again, chosen by the pallet objective', () => {
  it('a load stacked at one end of the deck (past the failing limit) is rebuilt within a lower band, valid', () => {
    const problem = palletProblem(eur, [carton('PAINT', 30, 30, 36, 9, 16)]);
    const { placements } = leftColumns(problem.items, cm(110));
    assert.equal(checkPlan(problem, placements).length, 0, 'the shipped layout is itself valid');
    const shipped = measurePlan(problem, {
      placements,
      unplaced: [],
      stats: { engine: '', work: 0, stoppedBy: 'complete' },
    });
    assert.ok(largerOffset(shipped) > 10, `shipped offset ${largerOffset(shipped)}`);
    const { result, work } = balancedRebuild(problem, placements, options);
    assert.ok(result, 'a rebuild is found');
    assert.ok(work > 0);
    assert.equal(checkPlan(problem, result.plan.placements).length, 0);
    assert.equal(result.plan.placements.length, placements.length);
    assert.ok(comparePlans(result.measures, shipped, 'volume') < 0, 'ranked better by the pallet objective');
    assert.ok(cogBand(largerOffset(result.measures)) < cogBand(largerOffset(shipped)));
  });

  it('a centred pallet is left as it is (no work)', () => {
    const problem = palletProblem(eur, [carton('BOX', 60, 40, 30, 4, 10)]);
    const placements: Placement[] = [0, 1].flatMap((i) =>
      [0, 1].map((j) => ({ item: 0, x: i * cm(60), y: 0, z: j * cm(40), dx: cm(60), dy: cm(30), dz: cm(40) })),
    );
    assert.deepEqual(balancedRebuild(problem, placements, options), { result: null, work: 0 });
  });
});
