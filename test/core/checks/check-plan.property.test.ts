import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../../src/core/checks/check-plan.js';
import { guillotineInstance, mixedInstance, tightInstance } from '../../support/generators.js';

test('known solutions of tight and guillotine instances are valid and complete', () => {
  fc.assert(
    fc.property(fc.oneof(tightInstance(), guillotineInstance()), ({ problem, solution }) => {
      assert.ok(solution);
      assert.deepEqual(checkPlan(problem, solution), []);
      const units = problem.items.reduce((s, it) => s + it.qty, 0);
      assert.equal(solution.length, units);
    }),
  );
});

test('in an exactly filled space, nudging any box by one unit breaks a rule', () => {
  const nudge = fc.record({
    axis: fc.constantFrom('x', 'y', 'z' as const),
    step: fc.constantFrom(-1, 1),
    pick: fc.nat(),
  });
  fc.assert(
    fc.property(
      fc.oneof(tightInstance(), guillotineInstance()),
      nudge,
      ({ problem, solution }, { axis, step, pick }) => {
        const plan = [...solution!];
        const k = pick % plan.length;
        plan[k] = { ...plan[k], [axis]: plan[k][axis] + step };
        assert.ok(checkPlan(problem, plan).length > 0);
      },
    ),
  );
});

test('mixed instances: an empty plan is always valid, and the checker never throws', () => {
  fc.assert(
    fc.property(mixedInstance(), ({ problem }) => {
      assert.deepEqual(checkPlan(problem, []), []);
      const stacked = problem.items.map((it, i) => ({ item: i, x: 0, y: 0, z: 0, dx: it.l, dy: it.h, dz: it.w }));
      assert.ok(Array.isArray(checkPlan(problem, stacked)));
    }),
  );
});
