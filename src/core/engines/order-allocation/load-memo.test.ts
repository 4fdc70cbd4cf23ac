import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LoadMemo, memoizedLoads } from './load-memo.js';
import type { Loaded } from './share-loading.js';

const pallet = (work: number): Loaded => ({
  placements: [],
  approach: 'test',
  measures: {} as Loaded['measures'],
  work,
  stoppedBy: 'complete',
});

describe('load memo', () => {
  it('loads each (cartons, how) once, but counts every call with its full work', () => {
    let loads = 0;
    let counted = 0;
    const load = memoizedLoads(
      (qty: readonly number[], scale: number) => pallet(100 * ++loads + qty[0] + scale),
      (p) => {
        counted += p.work;
        return p;
      },
    );
    const a = load([1, 2], 4);
    assert.equal(load([1, 2], 4), a);
    assert.notEqual(load([1, 2], 24), a);
    assert.notEqual(load([2, 1], 4), a);
    assert.equal(loads, 3);
    assert.equal(counted, 2 * a.work + (200 + 1 + 24) + (300 + 2 + 4));
  });

  it('shares one memo between loaders only under the same key', () => {
    const memo = new LoadMemo();
    let made = 0;
    const make = () => pallet(++made);
    assert.equal(memo.load('dense|1,2|{}', make), memo.load('dense|1,2|{}', make));
    memo.load('pallet|1,2|{}', make);
    assert.equal(made, 2);
  });
});
