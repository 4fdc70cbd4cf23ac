import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Placement } from '../../model/plan.js';
import type { ContainerTuning } from '../container-loading/index.js';
import type { PlanMeasures } from '../pallet-loading/index.js';
import { POOL_TUNINGS, poolRepack } from './pool-repack.js';
import type { Loaded } from './share-loading.js';

const never = () => false;
const box = (item: number): Placement => ({ item, x: 0, y: 0, z: 0, dx: 1, dy: 1, dz: 1 });
const pallet = (items: number[], volume: number, approach = 'dense'): Loaded => ({
  placements: items.map(box),
  approach,
  work: 0,
  stoppedBy: 'complete',
  measures: { placedVolume: volume } as PlanMeasures,
});

describe('pool repack', () => {
  it('reloads the least-full pallet with the cartons left out, narrower caps first, and keeps the first load that takes them all', () => {
    const pallets = [pallet([0, 0, 1], 90), pallet([1, 2], 60), pallet([0, 2, 2], 80)];
    const asked: { qty: readonly number[]; tuning: ContainerTuning }[] = [];
    const load = (qty: readonly number[], tuning: ContainerTuning): Loaded => {
      asked.push({ qty, tuning });
      // The first tuning leaves one carton out, the second takes all.
      const items = qty.flatMap((q, i) => Array.from({ length: q }, () => i));
      return pallet(asked.length === 1 ? items.slice(1) : items, 70, 'narrow');
    };
    const out = poolRepack(pallets, [1, 0, 1], load, never);
    assert.ok(out);
    assert.deepEqual(
      asked.map((a) => a.qty),
      [
        [1, 1, 2],
        [1, 1, 2],
      ],
    );
    assert.deepEqual(
      asked.map((a) => a.tuning),
      [...POOL_TUNINGS],
    );
    assert.equal(out[1].approach, 'narrow+pool-repack');
    assert.equal(out[1].placements.length, 4);
    assert.equal(out[0], pallets[0]);
    assert.equal(out[2], pallets[2]);
  });

  it('gives up (null) when no tuning takes the whole pool, and does nothing when nothing is left out', () => {
    const pallets = [pallet([0], 50)];
    const short = (qty: readonly number[]): Loaded =>
      pallet(qty.flatMap((q, i) => Array.from({ length: q }, () => i)).slice(1), 50);
    assert.equal(poolRepack(pallets, [1, 1], short, never), null);
    assert.equal(
      poolRepack(pallets, [0, 0], () => assert.fail('no load expected'), never),
      null,
    );
  });

  it('reloads a pool only once: the same pool again is null without a load, another pool is loaded', () => {
    const pooled = new Set<string>();
    let loads = 0;
    const short = (qty: readonly number[]): Loaded => {
      loads++;
      return pallet(qty.flatMap((q, i) => Array.from({ length: q }, () => i)).slice(1), 50);
    };
    assert.equal(poolRepack([pallet([0], 50)], [1, 1], short, never, pooled), null);
    assert.equal(loads, POOL_TUNINGS.length);
    assert.equal(poolRepack([pallet([0], 50)], [1, 1], short, never, pooled), null);
    assert.equal(loads, POOL_TUNINGS.length, 'the same pool (2, 1) is not loaded again');
    assert.equal(poolRepack([pallet([1], 50)], [1, 1], short, never, pooled), null);
    assert.equal(loads, 2 * POOL_TUNINGS.length, 'another pool (1, 2) is');
  });
});
