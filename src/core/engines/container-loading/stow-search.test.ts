import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { ItemType } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { compareKeys } from '../../objectives/keys.js';
import { stowKey } from '../../objectives/stow.js';
import { WorkMeter } from '../../search/budget.js';
import { Rng } from '../../search/rng.js';
import { itemCm, spaceCm } from '../../../../test/support/items.js';
import { positionLoad } from './balance.js';
import { prepareCargo } from './cargo.js';
import { DEFAULT_TUNING, solveContainerLoad } from './index.js';
import { simpleContext, simpleLists } from './search-context.js';
import { measureStow } from './stow-objective.js';
import { chooseStow } from './stow-search.js';

/** A light seeded load (10-30 % of a 20 ft box): mixed cartons, some upright, some with a stacking limit. */
function lightLoad(seed: number): Problem {
  const rng = new Rng(seed);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const types = between(2, 6);
  const items: ItemType[] = Array.from({ length: types }, (_, index) => {
    const l = between(30, 70),
      w = between(25, Math.min(l, 60)),
      h = between(20, 60);
    return itemCm(index, {
      l,
      w,
      h,
      qty: between(3, 20),
      weight: Math.max(1, Math.round((between(80, 350) * l * w * h) / 1e6)),
      rotation: rng.next() < 0.3 ? 'upright' : 'free',
      maxStack: rng.next() < 0.2 ? between(40, 200) : null,
    });
  });
  return { space: spaceCm({ l: 590, w: 235, h: 239, maxWeight: 28_000 }), items };
}

/** The volume engine's plan (it places every unit of these loads) and the stow search run on it with `work` units. */
function searchFrom(problem: Problem, work: number): { volume: readonly Placement[]; stow: Placement[] } {
  const volume = solveContainerLoad(problem, { budget: { work: 2_000_000 } }, DEFAULT_TUNING).placements;
  const meter = new WorkMeter({ work });
  const cargo = prepareCargo(problem);
  const ctx = simpleContext(cargo, simpleLists(cargo, meter, DEFAULT_TUNING), meter, DEFAULT_TUNING);
  return { volume, stow: chooseStow(problem, ctx, volume) };
}

const keyOf = (problem: Problem, boxes: readonly Placement[]) => stowKey(measureStow(problem, boxes));
const units = (problem: Problem) => problem.items.reduce((s, it) => s + it.qty, 0);

describe('stow search (one local search over complete stows)', () => {
  for (const seed of [11, 12, 13, 14]) {
    it(`returns a valid stow of every unit, never ranked below the volume plan (seed ${seed})`, () => {
      const problem = lightLoad(seed);
      const { volume, stow } = searchFrom(problem, 20_000_000);
      assert.equal(volume.length, units(problem), `seed ${seed}: the volume plan places every unit`);
      assert.equal(stow.length, units(problem));
      assert.deepEqual(checkPlan(problem, stow), []);
      const start = keyOf(problem, positionLoad(problem, volume));
      assert.ok(compareKeys(keyOf(problem, stow), start) <= 0, `seed ${seed}: ${keyOf(problem, stow)} vs ${start}`);
    });
  }

  it('gives the same stow for the same input (seed 12)', () => {
    const problem = lightLoad(12);
    assert.deepEqual(searchFrom(problem, 20_000_000).stow, searchFrom(problem, 20_000_000).stow);
  });

  it('with almost no work left returns a valid stow of every unit (seed 13)', () => {
    const problem = lightLoad(13);
    const { volume, stow } = searchFrom(problem, 1);
    assert.equal(stow.length, volume.length);
    assert.deepEqual(checkPlan(problem, stow), []);
  });
});
