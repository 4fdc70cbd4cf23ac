import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { palletProblem } from '../pallet-loading/index.js';
import { bindingBounds, boundGap } from './bound-gap.js';
import { palletLowerBound } from './pallet-lower-bound.js';

const problem = palletProblem({ l: 12000, w: 8000, baseHeight: 0, maxHeight: 10000, maxWeight: 1e9 }, [
  { label: 'plain', l: 4000, w: 3000, h: 2000, qty: 10, weight: 5000, keepUpright: true },
  { label: 'limited', l: 4000, w: 3000, h: 2000, qty: 4, weight: 5000, keepUpright: true, maxStack: 10000 },
  { label: 'fragile', l: 4000, w: 3000, h: 2000, qty: 2, weight: 5000, keepUpright: true, maxStack: 0 },
]);
const bound = palletLowerBound(problem);

describe('bound gap reason', () => {
  it('names fragile cartons first, then stack-limited ones, then packing loss', () => {
    assert.equal(boundGap(problem, bound, [0, 1, 1]).reason, 'fragile_tops');
    assert.equal(boundGap(problem, bound, [0, 2, 0]).reason, 'stack_limits');
    assert.equal(boundGap(problem, bound, [3, 0, 0]).reason, 'packing_loss');
    assert.match(boundGap(problem, bound, null).detail, /no plan at 1 pallet/);
  });

  it('names the bound(s) that set the value', () => {
    assert.deepEqual(bindingBounds(bound), ['volume', 'weight', 'fragile', 'level', 'rescaled']);
    assert.match(
      boundGap(problem, bound, [3, 0, 0]).detail,
      /against a bound of 1 \(volume, weight, fragile, level, rescaled\)/,
    );
  });
});
