import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { guillotineInstance, mixedInstance, tightInstance } from '../../../../test/support/generators.js';
import { cm, itemCm, kg, spaceUnits, type ItemSpec } from '../../../../test/support/items.js';
import { solveContainerLoad } from './index.js';

const budget = { work: 300_000 };
const solve = (p: Problem, work = budget.work): Plan => solveContainerLoad(p, { budget: { work } });

function problemCm(
  space: { l: number; w: number; h: number; maxWeight?: number; door?: { w: number; h: number } },
  items: ItemSpec[],
): Problem {
  return {
    space: spaceUnits({
      l: cm(space.l),
      w: cm(space.w),
      h: cm(space.h),
      maxWeight: space.maxWeight === undefined ? null : kg(space.maxWeight),
      door: space.door ? { w: cm(space.door.w), h: cm(space.door.h) } : null,
    }),
    items: items.map((s, i) => itemCm(i, s)),
  };
}

function assertValid(problem: Problem, plan: Plan): void {
  const violations = checkPlan(problem, plan.placements);
  assert.deepEqual(violations, [], violations.map((v) => v.message).join('\n'));
  for (const item of problem.items) {
    const placed = plan.placements.filter((p) => p.item === item.index).length;
    const left = plan.unplaced.filter((u) => u.item === item.index).reduce((s, u) => s + u.qty, 0);
    assert.equal(placed + left, item.qty, `item ${item.index}: placed ${placed} + unplaced ${left} ≠ qty ${item.qty}`);
  }
}

const placedOf = (plan: Plan, item: number) => plan.placements.filter((p) => p.item === item);

describe('container loading engine', () => {
  it('loads every carton when the space is exactly k × n × m of them', () => {
    // Seeded: a heuristic reaching a target, not an invariant; a random seed can find a real miss.
    fc.assert(
      fc.property(tightInstance(), ({ problem }) => {
        const plan = solve(problem);
        assertValid(problem, plan);
        assert.equal(plan.placements.length, problem.items[0].qty);
        assert.deepEqual(plan.unplaced, []);
        assert.equal(plan.stats.stoppedBy, 'complete');
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('gives valid plans for guillotine cuts and loads most of them', () => {
    let loaded = 0,
      total = 0;
    // Seeded: a heuristic reaching a target, not an invariant; a random seed can find a real miss.
    fc.assert(
      fc.property(guillotineInstance({ maxPieces: 16 }), ({ problem }) => {
        const plan = solve(problem);
        assertValid(problem, plan);
        loaded += plan.placements.length;
        total += problem.items.reduce((s, it) => s + it.qty, 0);
        if (problem.items.length === 1) assert.equal(plan.placements.length, problem.items[0].qty);
      }),
      { numRuns: 60, seed: 7 },
    );
    assert.ok(loaded >= 0.8 * total, `loaded ${loaded} of ${total}`);
  });

  it('gives valid plans for mixed cargo with every constraint', () => {
    fc.assert(
      fc.property(mixedInstance({ maxTypes: 6, maxQty: 25 }), ({ problem }) => {
        assertValid(problem, solve(problem, 150_000));
      }),
      { numRuns: 80 },
    );
  });

  it('is deterministic: the same input gives the same plan', () => {
    fc.assert(
      fc.property(mixedInstance({ maxTypes: 5, maxQty: 15 }), ({ problem }) => {
        assert.deepEqual(solve(problem, 100_000), solve(problem, 100_000));
      }),
      { numRuns: 20 },
    );
  });

  it('puts nothing on a fragile carton among heavy ones', () => {
    const problem = problemCm({ l: 180, w: 100, h: 120 }, [
      { l: 60, w: 50, h: 40, qty: 2, weight: 5, maxStack: 0 },
      { l: 60, w: 50, h: 40, qty: 12, weight: 30, maxStack: 60 },
    ]);
    const plan = solve(problem);
    assertValid(problem, plan);
    assert.equal(placedOf(plan, 0).length, 2);
  });

  it('respects stacking limits shared by contact area', () => {
    const problem = problemCm({ l: 100, w: 100, h: 200 }, [
      { l: 50, w: 50, h: 50, qty: 16, weight: 40, maxStack: 50, rotation: 'upright' },
    ]);
    const plan = solve(problem);
    assertValid(problem, plan);
    // each column holds at most two cartons (the lower one carries 40 kg ≤ 50 kg)
    assert.equal(plan.placements.length, 8);
  });

  it('keeps each group in one touching cluster', () => {
    const problem = problemCm({ l: 300, w: 200, h: 200 }, [
      { l: 40, w: 30, h: 30, qty: 20, group: 'a' },
      { l: 50, w: 40, h: 35, qty: 15, group: 'b' },
      { l: 45, w: 45, h: 45, qty: 20 },
      { l: 30, w: 30, h: 25, qty: 10, group: 'a' },
    ]);
    const plan = solve(problem);
    assertValid(problem, plan);
    assert.equal(plan.placements.length, 65);
  });

  it('loads three unload zones last in, first out', () => {
    const problem = problemCm({ l: 600, w: 235, h: 239 }, [
      { l: 60, w: 40, h: 40, qty: 30, unloadOrder: 1 },
      { l: 80, w: 60, h: 50, qty: 20, unloadOrder: 2 },
      { l: 50, w: 50, h: 50, qty: 25, unloadOrder: 3 },
      { l: 70, w: 50, h: 40, qty: 10 },
    ]);
    const plan = solve(problem);
    assertValid(problem, plan);
    assert.equal(plan.placements.length, 85);
    const minX = (i: number) => Math.min(...placedOf(plan, i).map((p) => p.x));
    const maxEnd = (i: number) => Math.max(...placedOf(plan, i).map((p) => p.x + p.dx));
    assert.ok(maxEnd(3) <= minX(2) && maxEnd(2) <= minX(1) && maxEnd(1) <= minX(0));
  });

  it('leaves out cartons that cannot pass the door', () => {
    const problem = problemCm({ l: 300, w: 235, h: 239, door: { w: 234, h: 75 } }, [
      { l: 100, w: 70, h: 80, qty: 3, rotation: 'upright' },
      { l: 100, w: 70, h: 80, qty: 3 },
      { l: 50, w: 40, h: 30, qty: 5 },
      { l: 400, w: 40, h: 30, qty: 1 },
    ]);
    const plan = solve(problem);
    assertValid(problem, plan);
    assert.deepEqual(plan.unplaced, [
      { item: 0, qty: 3, reason: 'no_orientation_fits_door' },
      { item: 3, qty: 1, reason: 'no_orientation_fits_space' },
    ]);
    assert.equal(placedOf(plan, 1).length, 3);
  });

  it('keeps within the payload and prefers light bulky cartons when it binds', () => {
    const problem = problemCm({ l: 300, w: 235, h: 239, maxWeight: 1000 }, [
      { l: 50, w: 50, h: 50, qty: 40, weight: 50 },
      { l: 50, w: 50, h: 50, qty: 40, weight: 10 },
    ]);
    const plan = solve(problem);
    assertValid(problem, plan);
    assert.equal(placedOf(plan, 1).length, 40);
    assert.equal(placedOf(plan, 0).length, 12);
    assert.deepEqual(plan.unplaced, [{ item: 0, qty: 28, reason: 'exceeds_payload' }]);
  });

  it('keeps the stack limit of cartons the payload cut leaves out and the refill brings back', () => {
    // fast-check found it: the only stack-limited SKU is the densest, the payload cut drops it,
    // and the refill put one on another (11 kg on a 1 kg limit) with loads no longer tracked
    const problem = problemCm({ l: 120, w: 80, h: 60, maxWeight: 50 }, [
      { l: 10, w: 10, h: 8, qty: 7, weight: 1 },
      { l: 25, w: 15, h: 9, qty: 4, weight: 1 },
      { l: 10, w: 10, h: 5, qty: 2, weight: 11, maxStack: 1, rotation: 'upright' },
      { l: 41, w: 41, h: 21, qty: 9, weight: 3, rotation: 'upright' },
      { l: 10, w: 15, h: 21, qty: 1, weight: 2 },
    ]);
    for (const work of [1_000, 20_000, budget.work]) assertValid(problem, solve(problem, work));
  });

  it('lists the loading order back to front with every box after its supports', () => {
    const problem = problemCm({ l: 400, w: 235, h: 239 }, [
      { l: 60, w: 40, h: 40, qty: 40 },
      { l: 80, w: 60, h: 50, qty: 20 },
    ]);
    const plan = solve(problem);
    assertValid(problem, plan);
    plan.placements.forEach((b, i) => {
      if (b.y === 0) return;
      const supports = plan.placements.filter(
        (o) => o.y + o.dy === b.y && o.x < b.x + b.dx && b.x < o.x + o.dx && o.z < b.z + b.dz && b.z < o.z + o.dz,
      );
      for (const s of supports) assert.ok(plan.placements.indexOf(s) < i);
    });
  });

  it('stops at the wall-time cap with a valid plan that says so', () => {
    const problem = problemCm({ l: 590, w: 235, h: 239 }, [
      { l: 60, w: 40, h: 40, qty: 900 },
      { l: 45, w: 35, h: 30, qty: 900 },
    ]);
    const plan = solveContainerLoad(problem, { budget: { work: 1e12, isTimeUp: () => true } });
    assertValid(problem, plan);
    assert.equal(plan.stats.stoppedBy, 'time_cap');
  });

  it('handles empty cargo and cargo with no room left', () => {
    const empty = problemCm({ l: 100, w: 100, h: 100 }, []);
    assert.deepEqual(solve(empty).placements, []);
    const full = problemCm({ l: 100, w: 100, h: 100 }, [{ l: 60, w: 60, h: 60, qty: 3 }]);
    const plan = solve(full);
    assertValid(full, plan);
    assert.equal(plan.placements.length, 1);
    assert.deepEqual(plan.unplaced, [{ item: 0, qty: 2, reason: 'no_room_found' }]);
  });
});
