import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Problem } from '../../model/problem.js';
import { withQuantities } from '../pallet-loading/index.js';
import { denseLoad, WIDE } from './dense-fill.js';
import { LoadMemo } from './load-memo.js';
import { countItems, type Loaded } from './share-loading.js';
import { wholeOrderMoves, type WholeOrderMove } from './whole-order-moves.js';
import { never, problemCm } from './test-problems.js';

/** The family for `problem` at a small budget, with its loads counted. */
function family(problem: Problem, bound: number) {
  const memo = new LoadMemo();
  let loads = 0;
  const moves = wholeOrderMoves({
    problem,
    open: problem.items.map((it) => it.qty),
    bound,
    thorough: false,
    budgetScale: 0.05,
    timeUp: never,
    remembered: (key, make) => memo.load(key, make),
    counted: (p) => p,
    everyApproach: (p, q) => denseLoad(p, q, { ...WIDE, work: 100_000 }),
    repair: () => null,
  });
  const run = (m: WholeOrderMove) =>
    m.run(() => {
      loads++;
    });
  return { moves, run, loads: () => loads };
}

/** Every pallet passes the plan checker and every carton is placed once. */
function assertComplete(problem: Problem, pallets: readonly Loaded[]): void {
  const placed = problem.items.map(() => 0);
  for (const [i, p] of pallets.entries()) {
    assert.deepEqual(
      checkPlan(withQuantities(problem, countItems(problem, p.placements)), p.placements),
      [],
      `pallet ${i + 1}`,
    );
    for (const b of p.placements) placed[b.item]++;
  }
  assert.deepEqual(
    placed,
    problem.items.map((it) => it.qty),
  );
}

describe('whole-order moves', () => {
  it('lists only counts below the current one, the bound first, and tries each move once', () => {
    const problem = problemCm({ l: 120, w: 80, h: 60 }, [{ l: 60, w: 40, h: 30, qty: 16, kg: 5 }]);
    const { moves, run } = family(problem, 2);
    assert.deepEqual(moves(2), []);
    const listed = moves(4);
    assert.ok(listed.length > 0);
    assert.ok(listed.every((m) => m.target >= 2 && m.target < 4));
    assert.equal(listed[0].target, 2);
    // Onto one fewer than the current count: the all-approaches fill is listed for 3 only.
    assert.deepEqual(
      listed.filter((m) => m.name === 'every-approach').map((m) => m.target),
      [3],
    );
    const first = listed.find((m) => m.name === 'wide');
    assert.ok(first);
    assert.ok(run(first));
    assert.equal(run(first), null, 'a move is tried once');
    assert.ok(!moves(4).some((m) => m.name === 'wide' && m.target === 2));
  });

  it('places n pallets’ worth of exactly tiling cartons onto n pallets, every pallet valid', () => {
    // 120 × 80 × 60: a 60 × 40 × 30 carton is 1/8 of it, a 60 × 80 × 30 carton 1/4.
    const problem = problemCm({ l: 120, w: 80, h: 60 }, [
      { l: 60, w: 40, h: 30, qty: 8, kg: 5 },
      { l: 60, w: 80, h: 30, qty: 4, kg: 9 },
    ]);
    const { moves, run } = family(problem, 2);
    let plan: Loaded[] | null = null;
    for (const m of moves(3)) {
      plan = run(m);
      if (plan) break;
    }
    assert.ok(plan);
    assert.equal(plan.length, 2);
    assertComplete(problem, plan);
  });

  it('a move that does not apply loads nothing (no even share before a fill at that count ended in a stub)', () => {
    const problem = problemCm({ l: 120, w: 80, h: 60 }, [{ l: 60, w: 40, h: 30, qty: 16, kg: 5 }]);
    const { moves, run, loads } = family(problem, 2);
    const even = moves(3).find((m) => m.name === 'even-share');
    assert.ok(even);
    assert.equal(run(even), null);
    assert.equal(loads(), 0);
    // Nor a single-pallet move above a bound of one, nor a cap share on an order without fragile cartons.
    for (const name of ['single', 'cap-share', 'dealt-fragile', 'fragile-share'])
      for (const m of moves(3).filter((x) => x.name === name)) assert.equal(run(m), null);
    assert.equal(loads(), 0);
  });
});
