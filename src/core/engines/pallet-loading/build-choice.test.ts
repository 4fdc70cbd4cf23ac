import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { checkPlan } from '../../checks/check-plan.js';
import type { Problem } from '../../model/problem.js';
import { solveOrderPlan } from '../order-allocation/index.js';
import { ITEM_ORDERINGS, PALLET_STRATEGIES, palletProblem, solvePalletLoad, type PalletCarton } from './index.js';

const CM = 100;
const KG = 1000;

/** A mixed order of five SKUs over about two EUR pallets: tall, flat, heavy, stack-limited and odd cartons. */
export function mixedOrder(): Problem {
  const c = (
    l: number,
    w: number,
    h: number,
    qty: number,
    kg: number,
    keepUpright: boolean,
    maxStackKg?: number,
  ): PalletCarton => ({
    label: `${l}x${w}x${h}`,
    l: l * CM,
    w: w * CM,
    h: h * CM,
    qty,
    weight: kg * KG,
    keepUpright,
    maxStack: maxStackKg === undefined ? null : maxStackKg * KG,
  });
  return palletProblem({ l: 120 * CM, w: 80 * CM, baseHeight: 15 * CM, maxHeight: 180 * CM, maxWeight: 1000 * KG }, [
    c(60, 40, 30, 14, 14, true),
    c(40, 30, 25, 22, 8, false),
    c(30, 20, 25, 18, 12, true, 60),
    c(50, 35, 20, 9, 6, false),
    c(45, 45, 40, 6, 20, true),
  ]);
}

const digest = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

describe('pallet engines expose their choices (strategy, ordering)', () => {
  it('gives the same unpinned builds byte for byte on every run, each valid', () => {
    const problem = mixedOrder();
    const pallet = solvePalletLoad(problem).best.plan;
    assert.equal(digest(solvePalletLoad(problem).best.plan), digest(pallet));
    assert.deepEqual(checkPlan(problem, pallet.placements), []);
    const order = solveOrderPlan(problem, { maxPallets: 20, budgetScale: 0.5 });
    assert.equal(digest(solveOrderPlan(problem, { maxPallets: 20, budgetScale: 0.5 })), digest(order));
    assert.equal(order.unplaced.length, 0);
  });

  it('runs only the pinned strategy, and each pinned build is valid and repeatable', () => {
    const problem = mixedOrder();
    for (const strategy of PALLET_STRATEGIES) {
      for (const ordering of ITEM_ORDERINGS.slice(0, 4)) {
        const r = solvePalletLoad(problem, { strategy, ordering, budgetScale: 0.25 });
        assert.ok(
          r.best.plan.stats.engine.startsWith(strategy),
          `${strategy}/${ordering}: ${r.best.plan.stats.engine}`,
        );
        assert.deepEqual(checkPlan(problem, r.best.plan.placements), []);
        assert.equal(
          digest(r.best.plan),
          digest(solvePalletLoad(problem, { strategy, ordering, budgetScale: 0.25 }).best.plan),
        );
        assert.equal(r.approaches.filter((a) => 'plan' in a).length, 1);
      }
    }
  });

  it('gives different builds for different strategies and orderings (order level)', () => {
    const problem = mixedOrder();
    const byStrategy = new Map<string, Set<string>>();
    for (const strategy of PALLET_STRATEGIES) {
      const set = new Set<string>();
      for (const ordering of ITEM_ORDERINGS.slice(0, 4))
        set.add(
          digest(
            solveOrderPlan(problem, { maxPallets: 20, strategy, ordering, budgetScale: 0.25 }).pallets.map(
              (p) => p.placements,
            ),
          ),
        );
      byStrategy.set(strategy, set);
    }
    const all = new Set([...byStrategy.values()].flatMap((s) => [...s]));
    // No two strategies share a build; the orderings drive extreme points most (3 builds of 4 here),
    // layers and blocks only through ties and completion, which the order search's reloads even
    // out further: 6 of 12 here (docs/api/order-options.md).
    assert.equal(
      all.size,
      [...byStrategy.values()].reduce((n, s) => n + s.size, 0),
    );
    assert.ok(byStrategy.get('extreme-points')!.size >= 3);
    assert.ok(all.size >= 6, `${all.size} distinct builds`);
  });

  it('threads the choice through solveOrderPlan: every pallet built by the pinned strategy', () => {
    const problem = mixedOrder();
    const plan = solveOrderPlan(problem, {
      maxPallets: 20,
      budgetScale: 0.25,
      strategy: 'extreme-points',
      ordering: 'weight',
    });
    for (const p of plan.pallets) {
      assert.match(p.approach, /^extreme-points\/weight/);
      assert.deepEqual(checkPlan(problem, p.placements), []);
    }
  });
});
