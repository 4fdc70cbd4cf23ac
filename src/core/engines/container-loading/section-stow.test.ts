import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { ItemType } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { freeStandingColumns } from '../../geometry/free-standing.js';
import { loadVoidShare } from '../../reports/pack-checks-voids.js';
import { WorkMeter } from '../../search/budget.js';
import { cm, itemCm, kg, spaceUnits } from '../../../../test/support/items.js';
import { prepareCargo } from './cargo.js';
import { solveContainerLoad } from './index.js';
import { buildSectionStow } from './section-stow.js';

const HC40 = spaceUnits({ l: cm(1203), w: cm(235), h: cm(269), maxWeight: kg(26_480) });
const voidShare = (p: Problem, boxes: readonly Placement[]) =>
  loadVoidShare(
    boxes,
    boxes.map((b) => p.items[b.item]),
    p.space.w,
  ).share;
const build = (p: Problem) =>
  buildSectionStow(prepareCargo(p), p.space.door, p.space.h, new WorkMeter({ work: 10_000_000 }));

/** A full-width block cut into sections along x, each into slabs of one carton grid reaching the block's height (a stow with no void). */
function cutBlock(
  sections: readonly { l: number; slabs: readonly { across: number; h: number; layers: number; kg: number }[] }[],
  deep: number,
): Problem {
  const items: ItemType[] = [];
  for (const s of sections)
    for (const slab of s.slabs) {
      items.push(
        itemCm(items.length, {
          l: s.l,
          w: 235 / slab.across,
          h: slab.h,
          qty: slab.across * deep * slab.layers,
          weight: slab.kg,
        }),
      );
    }
  return { space: HC40, items };
}

describe('section stows', () => {
  it('rebuild a load of two layers of different footprints as one 62 × 235 × 73 cm block, no void, valid', () => {
    const problem: Problem = {
      space: HC40,
      items: [
        itemCm(0, { l: 62, w: 58.75, h: 44, qty: 4, weight: 40 }),
        itemCm(1, { l: 62, w: 23.5, h: 29, qty: 10, weight: 10 }),
      ],
    };
    const boxes = build(problem);
    assert.ok(boxes);
    assert.equal(boxes.length, 14);
    assert.deepEqual(checkPlan(problem, boxes), []);
    assert.equal(voidShare(problem, boxes), 0);
    // heavy low: the 40 kg cartons form the bottom slab
    assert.ok(boxes.filter((b) => b.item === 0).every((b) => b.y === 0));
  });

  it('return null when an item cannot form whole full-width rows', () => {
    const problem: Problem = { space: HC40, items: [itemCm(0, { l: 62, w: 58.75, h: 44, qty: 3, weight: 40 })] };
    assert.equal(build(problem), null);
  });

  it('never stack a slab on cartons that may carry nothing (the stow is null or valid)', () => {
    const problem: Problem = {
      space: HC40,
      items: [
        itemCm(0, { l: 60, w: 58.75, h: 40, qty: 8, weight: 5, maxStack: 0 }),
        itemCm(1, { l: 60, w: 47, h: 30, qty: 10, weight: 5 }),
      ],
    };
    const boxes = build(problem);
    if (boxes) assert.deepEqual(checkPlan(problem, boxes), []);
  });

  it('find a void-free stow of any cut block, and the pack engine keeps one: LOAD_VOIDS passes with no free-standing column', () => {
    const slab = fc.record({
      across: fc.constantFrom(4, 5, 10),
      h: fc.integer({ min: 20, max: 60 }),
      layers: fc.integer({ min: 1, max: 2 }),
      kg: fc.integer({ min: 2, max: 40 }),
    });
    const section = fc.record({
      l: fc.integer({ min: 25, max: 70 }),
      slabs: fc.array(slab, { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(section, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 2 }),
        (sections, deep) => {
          // sections brought to one height: each topped by a slab filling up to the tallest
          const heights = sections.map((s) => s.slabs.reduce((sum, x) => sum + x.h * x.layers, 0));
          const top = Math.max(...heights);
          const even = sections.map((s, k) =>
            heights[k] < top ? { ...s, slabs: [...s.slabs, { across: 5, h: top - heights[k], layers: 1, kg: 2 }] } : s,
          );
          const problem = cutBlock(even, deep);
          if (top > 269) return;
          const boxes = build(problem);
          assert.ok(boxes, 'a cut block always has a section stow');
          assert.deepEqual(checkPlan(problem, boxes), []);
          assert.equal(voidShare(problem, boxes), 0);
          const plan = solveContainerLoad(problem, { budget: { work: 20_000_000 } });
          assert.deepEqual(checkPlan(problem, plan.placements), []);
          assert.equal(voidShare(problem, plan.placements), 0);
          assert.equal(freeStandingColumns(plan.placements, problem.space.l, problem.space.w).length, 0);
        },
      ),
      { numRuns: 25, seed: 18 },
    );
  });
});
