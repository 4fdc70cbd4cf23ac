import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { solveOrderPlan } from '../order-allocation/index.js';
import { PALLET_APPROACHES, palletProblem, runApproach, solvePalletLoad, type PalletCarton } from './index.js';

const CM = 100;

/**
 * bottomOnly and maxLayers read independently of the engine: a bottomOnly box stands at
 * y = 0; along the vertical line through any box's centre, and along any chain of boxes
 * resting directly on one another, at most maxLayers units of the item.
 */
function ruleViolations(problem: Problem, boxes: readonly Placement[]): string[] {
  const out: string[] = [];
  const over = (p: Placement, q: Placement) =>
    p.x < q.x + q.dx && q.x < p.x + p.dx && p.z < q.z + q.dz && q.z < p.z + p.dz;
  for (const b of boxes) {
    const it = problem.items[b.item];
    if (it.bottomOnly && b.y !== 0) out.push(`${it.label} at y ${b.y} is bottomOnly`);
    if (it.maxLayers === undefined) continue;
    const cx = b.x + b.dx / 2;
    const cz = b.z + b.dz / 2;
    const onLine = boxes.filter(
      (q) => q.item === b.item && q.x < cx && cx < q.x + q.dx && q.z < cz && cz < q.z + q.dz,
    ).length;
    if (onLine > it.maxLayers) out.push(`${onLine} units of ${it.label} on one vertical line (max ${it.maxLayers})`);
    let chain = 1;
    for (let cur = b; ; ) {
      const under = boxes.find((q) => q.item === b.item && q.y + q.dy === cur.y && over(q, cur));
      if (!under) break;
      chain++;
      cur = under;
    }
    if (chain > it.maxLayers) out.push(`${chain} units of ${it.label} stacked directly (max ${it.maxLayers})`);
  }
  return out;
}

const load = fc.record({
  h: fc.integer({ min: 60, max: 200 }),
  cartons: fc.array(
    fc.record({
      l: fc.integer({ min: 15, max: 60 }),
      w: fc.integer({ min: 15, max: 40 }),
      h: fc.integer({ min: 8, max: 40 }),
      qty: fc.integer({ min: 1, max: 20 }),
      upright: fc.boolean(),
      bottomOnly: fc.boolean(),
      maxLayers: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 2 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

function problemOf(
  h: number,
  cartons: {
    l: number;
    w: number;
    h: number;
    qty: number;
    upright: boolean;
    bottomOnly: boolean;
    maxLayers: number | null;
  }[],
): Problem {
  const items: PalletCarton[] = cartons.map((c, i) => ({
    label: `c${i}`,
    l: c.l * CM,
    w: c.w * CM,
    h: c.h * CM,
    qty: c.qty,
    weight: 5000,
    keepUpright: c.upright,
    ...(c.bottomOnly ? { bottomOnly: true } : {}),
    ...(c.maxLayers !== null ? { maxLayers: c.maxLayers } : {}),
  }));
  return palletProblem({ l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: h * CM, maxWeight: 1e9 }, items);
}

describe('bottomOnly and maxLayers', () => {
  for (const approach of PALLET_APPROACHES) {
    it(`${approach.name}: plans keep bottomOnly cartons on the deck and columns within maxLayers`, () => {
      fc.assert(
        fc.property(load, ({ h, cartons }) => {
          const problem = problemOf(h, cartons);
          const { plan } = runApproach(approach, problem, undefined, 0.25);
          assert.deepEqual(checkPlan(problem, plan.placements), []);
          assert.deepEqual(ruleViolations(problem, plan.placements), []);
          const placed = plan.placements.length + plan.unplaced.reduce((s, u) => s + u.qty, 0);
          assert.equal(
            placed,
            problem.items.reduce((s, it) => s + it.qty, 0),
          );
        }),
        { numRuns: 20 },
      );
    });
  }

  it('order-plan keeps them on every pallet; a one-layer SKU needs its deck area', () => {
    const problem = problemOf(150, [
      { l: 40, w: 40, h: 20, qty: 12, upright: true, bottomOnly: false, maxLayers: 2 },
      { l: 60, w: 40, h: 30, qty: 6, upright: true, bottomOnly: true, maxLayers: null },
    ]);
    const plan = solveOrderPlan(problem, { maxPallets: 10 });
    assert.equal(plan.unplaced.length, 0);
    // 6 deck-only cartons of 60 × 40 cover 1.5 decks of 120 × 80: two pallets at least.
    assert.ok(plan.lowerBound.level >= 2);
    for (const p of plan.pallets) {
      assert.deepEqual(checkPlan(problem, p.placements), []);
      assert.deepEqual(ruleViolations(problem, p.placements), []);
    }
  });

  it('without the rules the same cartons stack (the rules, not the space, keep them apart)', () => {
    const free = problemOf(150, [{ l: 40, w: 40, h: 20, qty: 18, upright: true, bottomOnly: false, maxLayers: null }]);
    const limited = problemOf(150, [{ l: 40, w: 40, h: 20, qty: 18, upright: true, bottomOnly: false, maxLayers: 2 }]);
    assert.equal(solvePalletLoad(free).best.measures.complete, true);
    const r = solvePalletLoad(limited).best;
    assert.deepEqual(ruleViolations(limited, r.plan.placements), []);
    assert.equal(r.plan.placements.length, 12); // 6 per layer on 120 × 80, two layers
  });
});
