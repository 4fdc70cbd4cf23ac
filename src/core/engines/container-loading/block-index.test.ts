import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { WorkMeter } from '../../search/budget.js';
import { problemCm } from '../../../../test/support/items.js';
import { BlockIndex } from './block-index.js';
import { prepareCargo } from './cargo.js';
import { rankBlocks, type SearchContext } from './moves.js';
import { pairBlocks } from './pair-blocks.js';
import { DEFAULT_TUNING } from './index.js';
import { phaseShapes, simpleLists } from './search-context.js';
import { SearchState } from './search-state.js';

// The footprint buckets only decide which blocks a scan may skip: the k best scores for a free
// space are those of a scan over every block in volume order (one bucket), whatever the bucketing.
describe('block index: bucketing never changes the best blocks a space gets', () => {
  it('the k best scores match a one-bucket scan (random loads, spaces and stock)', () => {
    const box = fc.record({
      l: fc.integer({ min: 20, max: 120 }),
      w: fc.integer({ min: 20, max: 120 }),
      h: fc.integer({ min: 20, max: 120 }),
      qty: fc.integer({ min: 1, max: 40 }),
      weight: fc.integer({ min: 1, max: 80 }),
    });
    fc.assert(
      fc.property(
        fc.array(box, { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.record({
            x: fc.integer({ min: 0, max: 99 }),
            z: fc.integer({ min: 0, max: 99 }),
            y: fc.integer({ min: 0, max: 99 }),
            dx: fc.integer({ min: 1, max: 100 }),
            dz: fc.integer({ min: 1, max: 100 }),
            used: fc.integer({ min: 0, max: 100 }),
            k: fc.integer({ min: 1, max: 8 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (items, spaces) => {
          const problem = problemCm({ l: 590, w: 235, h: 239, maxWeight: 3_000 }, items);
          const cargo = prepareCargo(problem);
          if (cargo.phases.length === 0) return;
          const meter = new WorkMeter({ work: Number.POSITIVE_INFINITY });
          // simple blocks and pairs of them (blocks of two item types test the stock of both)
          const lists = simpleLists(cargo, meter, DEFAULT_TUNING).map(
            (list) =>
              pairBlocks(cargo, list, {
                minFill: DEFAULT_TUNING.minFill,
                maxBlocks: 2_000,
                stacked: true,
                maxTries: 20_000,
              }).blocks,
          );
          const shapes = phaseShapes(cargo);
          const context = (perAxis: number): SearchContext => ({
            cargo,
            blocks: lists.map((list, p) => new BlockIndex(list.slice(), shapes[p], perAxis)),
            meter,
            score: DEFAULT_TUNING.score,
          });
          const fine = context(12);
          const flat = context(1);
          for (const s of spaces) {
            const state = new SearchState(cargo);
            // some stock already loaded: blocks needing more units than are left do not count
            for (let i = 0; i < state.remaining.length; i++)
              state.remaining[i] = Math.floor((state.remaining[i] * (100 - s.used)) / 100);
            const x0 = Math.floor((cargo.L * s.x) / 100),
              z0 = Math.floor((cargo.W * s.z) / 100);
            const space = {
              x0,
              x1: Math.min(cargo.L, x0 + Math.ceil((cargo.L * s.dx) / 100)),
              z0,
              z1: Math.min(cargo.W, z0 + Math.ceil((cargo.W * s.dz) / 100)),
              y: Math.floor((cargo.H * s.y) / 100),
            };
            const scores = (ctx: SearchContext) => rankBlocks(ctx, state, space, s.k).map((m) => m.score);
            assert.deepEqual(scores(fine), scores(flat));
          }
        },
      ),
      { seed: 50_2026, numRuns: 60 },
    );
  });
});
