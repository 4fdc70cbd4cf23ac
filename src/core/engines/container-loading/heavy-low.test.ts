import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { WorkMeter } from '../../search/budget.js';
import { mixedInstance } from '../../../../test/support/generators.js';
import { greedy } from './beam-search.js';
import { prepareCargo } from './cargo.js';
import { heavyContacts, heavyLowTail } from './heavy-low.js';
import { DEFAULT_TUNING } from './index.js';
import { simpleContext, simpleLists, toPlacements } from './search-context.js';
import { SearchState } from './search-state.js';

const volumeOf = (boxes: readonly Placement[]) => boxes.reduce((s, b) => s + b.dx * b.dy * b.dz, 0);

describe('heavy-low tail rebuild', () => {
  it('never gives up volume, never adds heavy-over-light contacts at equal volume, and stays valid', () => {
    fc.assert(
      fc.property(mixedInstance({ maxQty: 30 }), ({ problem }) => {
        const cargo = prepareCargo(problem);
        if (cargo.phases.length === 0) return;
        const meter = new WorkMeter({ work: 2_000_000 });
        const ctx = simpleContext(cargo, simpleLists(cargo, meter, DEFAULT_TUNING), meter, DEFAULT_TUNING);
        const plan = greedy(ctx, new SearchState(cargo), true) as SearchState;
        const before = toPlacements(plan);
        const after = toPlacements(heavyLowTail(ctx, plan));
        assert.deepEqual(checkPlan(problem, after), []);
        assert.ok(volumeOf(after) >= volumeOf(before));
        assert.ok(after.length >= before.length);
        if (volumeOf(after) === volumeOf(before) && after.length === before.length)
          assert.ok(heavyContacts(cargo, after) <= heavyContacts(cargo, before));
      }),
      { numRuns: 60 },
    );
  });

  it('rebuilds a prefix of a plan block for block', () => {
    fc.assert(
      fc.property(mixedInstance(), fc.double({ min: 0, max: 1, noNaN: true }), ({ problem }, share) => {
        const cargo = prepareCargo(problem);
        if (cargo.phases.length === 0) return;
        const meter = new WorkMeter({ work: 2_000_000 });
        const ctx = simpleContext(cargo, simpleLists(cargo, meter, DEFAULT_TUNING), meter, DEFAULT_TUNING);
        const plan = greedy(ctx, new SearchState(cargo), true) as SearchState;
        const keep = Math.floor(share * plan.blocks);
        const prefix = plan.prefix(cargo, keep);
        const steps = plan.steps().slice(0, keep);
        assert.deepEqual(
          prefix.steps().map((s) => [s.block.id, s.x, s.y, s.z]),
          steps.map((s) => [s.block.id, s.x, s.y, s.z]),
        );
        assert.deepEqual(toPlacements(prefix), toPlacements(plan).slice(0, toPlacements(prefix).length));
      }),
      { numRuns: 60 },
    );
  });
});
