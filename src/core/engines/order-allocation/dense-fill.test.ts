import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Problem } from '../../model/problem.js';
import { denseFill, denseLoad, evenShareOf, fragileShareLoad, tierLoad, topTierLoad, WIDE } from './dense-fill.js';
import type { Loaded } from './share-loading.js';
import { never, problemCm } from './test-problems.js';

const SMALL = { work: 200_000, tuning: WIDE.tuning };

/** Every pallet passes the plan checker; no carton is placed twice or more often than ordered. */
function assertValid(problem: Problem, pallets: readonly Loaded[], left: readonly number[]): void {
  const placed = problem.items.map(() => 0);
  for (const [i, p] of pallets.entries()) {
    assert.deepEqual(checkPlan(problem, p.placements), [], `pallet ${i + 1}`);
    for (const b of p.placements) placed[b.item]++;
  }
  problem.items.forEach((it, k) => assert.equal(placed[k] + left[k], it.qty, `item ${k}`));
}

const qtyOf = (problem: Problem) => problem.items.map((it) => it.qty);

describe('dense fill: pallet after pallet from every open carton', () => {
  it('loads n pallets’ worth of two exactly tiling carton sizes onto n pallets', () => {
    // 120 × 80 × 60: a 60 × 40 × 30 carton is 1/8 of it, a 60 × 80 × 30 carton 1/4.
    const problem = problemCm({ l: 120, w: 80, h: 60 }, [
      { l: 60, w: 40, h: 30, qty: 8, kg: 5 },
      { l: 60, w: 80, h: 30, qty: 4, kg: 9 },
    ]);
    const { pallets, left } = denseFill(problem, qtyOf(problem), 2, (q) => denseLoad(problem, q, SMALL), never);
    assert.equal(pallets.length, 2);
    assert.deepEqual(left, [0, 0]);
    assertValid(problem, pallets, left);
  });

  it('keeps every pallet valid on random orders with stack limits, whether or not the bound is reached', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            l: fc.integer({ min: 20, max: 60 }),
            w: fc.integer({ min: 20, max: 40 }),
            h: fc.integer({ min: 10, max: 40 }),
            qty: fc.integer({ min: 1, max: 10 }),
            kg: fc.integer({ min: 1, max: 20 }),
            maxStackKg: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 3 }),
        (cartons, count) => {
          const problem = problemCm({ l: 120, w: 80, h: 100 }, cartons);
          const plain = (p: Problem, q: readonly number[]) => denseLoad(p, q, SMALL);
          const r = denseFill(
            problem,
            qtyOf(problem),
            count,
            (q, n) => (n > 1 ? topTierLoad(problem, q, n, plain, never) : plain(problem, q)),
            never,
          );
          assert.ok(r.pallets.length <= count);
          assertValid(problem, r.pallets, r.left);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('stops a fill once what is open exceeds the pallets still to load', () => {
    // 120 × 80 × 60 holds 8 of 60 × 40 × 30: 20 cartons are 2.5 pallets, so the second of 2 pallets is never loaded.
    const problem = problemCm({ l: 120, w: 80, h: 60 }, [{ l: 60, w: 40, h: 30, qty: 20, kg: 5 }]);
    const loads: number[] = [];
    const counting = (q: readonly number[]) => {
      loads.push(q[0]);
      return denseLoad(problem, q, SMALL);
    };
    const over = denseFill(problem, qtyOf(problem), 2, counting, never);
    assert.deepEqual([over.pallets.length, over.left[0], loads], [1, 12, [20]]);
    // 16 fit 2 pallets exactly.
    const exact = problemCm({ l: 120, w: 80, h: 60 }, [{ l: 60, w: 40, h: 30, qty: 16, kg: 5 }]);
    const full = denseFill(exact, qtyOf(exact), 2, (q) => denseLoad(exact, q, SMALL), never);
    assert.deepEqual([full.pallets.length, full.left[0]], [2, 0]);
  });

  it('puts fragile cartons on the top tier, with nothing above them', () => {
    const problem = problemCm({ l: 120, w: 80, h: 100 }, [
      { l: 40, w: 40, h: 30, qty: 12, kg: 6 },
      { l: 40, w: 40, h: 20, qty: 6, kg: 2, maxStackKg: 0 },
    ]);
    const pallet = topTierLoad(problem, qtyOf(problem), 1, (p, q) => denseLoad(p, q, SMALL), never);
    assertValid(
      problem,
      [pallet],
      problem.items.map((it) => it.qty - pallet.placements.filter((b) => b.item === it.index).length),
    );
    assert.equal(pallet.placements.length, 18);
  });

  it('deals the fragile cartons out over the pallets instead of leaving them to the last one', () => {
    // 120 × 80 × 100 holds 20 cartons 60 × 40 × 20, but at most 4 fragile ones (nothing may
    // stand on them, so their footprints cannot overlap). 32 plain + 8 fragile fill 2 pallets
    // exactly only as 16 plain + 4 fragile on top each; a greedy first pallet of 20 plain
    // leaves 8 fragile for the second, which has room for 4.
    const problem = problemCm({ l: 120, w: 80, h: 100 }, [
      { l: 60, w: 40, h: 20, qty: 32, kg: 5 },
      { l: 60, w: 40, h: 20, qty: 8, kg: 2, maxStackKg: 0 },
    ]);
    const plain = (p: Problem, q: readonly number[]) => denseLoad(p, q, SMALL);
    const loaders = [plain, (p: Problem, q: readonly number[]) => tierLoad(p, q, never)];
    const greedy = denseFill(problem, qtyOf(problem), 2, (q) => plain(problem, q), never);
    assert.ok(greedy.left[1] > 0, 'the greedy fill leaves fragile cartons out');
    const dealt = denseFill(
      problem,
      qtyOf(problem),
      2,
      (q, n) => (n > 1 ? fragileShareLoad(problem, q, n, loaders, never) : plain(problem, q)),
      never,
    );
    assertValid(problem, dealt.pallets, dealt.left);
    assert.deepEqual(dealt.left, [0, 0]);
    for (const p of dealt.pallets) assert.equal(p.placements.filter((b) => b.item === 1).length, 4);
  });

  it('offers each pallet its even share when the greedy fill leaves the last pallet a mix it cannot hold', () => {
    assert.deepEqual(evenShareOf([5, 0, 3, 1], 2), [3, 0, 2, 1]);
    // 120 × 100 × 82: cartons 41 × 42 × 41 stand at most 2 × 2 per level, 2 levels, so 8 per
    // pallet; 15 of them need 8 + 7. Cartons 30 × 20 × 20 fill the 38 cm strip beside them
    // (20 per pallet) and the free slot of the 7-carton pallet. A greedy first pallet takes
    // the small cartons' dense volume and leaves more large ones than the second deck holds.
    const problem = problemCm({ l: 120, w: 100, h: 82 }, [
      { l: 41, w: 42, h: 41, qty: 15, kg: 10 },
      { l: 30, w: 20, h: 20, qty: 40, kg: 3 },
    ]);
    const wide = WIDE;
    const plain = (p: Problem, q: readonly number[]) => denseLoad(p, q, wide);
    const greedy = denseFill(problem, qtyOf(problem), 2, (q) => plain(problem, q), never);
    assert.ok(greedy.left[0] > 0, 'the greedy fill leaves large cartons out');
    const even = denseFill(problem, qtyOf(problem), 2, (q, n) => plain(problem, n > 1 ? evenShareOf(q, n) : q), never);
    assertValid(problem, even.pallets, even.left);
    assert.deepEqual(even.left, [0, 0]);
  });
});
