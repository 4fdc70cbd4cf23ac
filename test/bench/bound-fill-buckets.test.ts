import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BoundFillBuckets } from '../../bench/bound-fill-buckets.js';

describe('bound fill buckets (bench:pallet tally)', () => {
  it('files each order under its share and counts the ceiling from the orders under 90 %', () => {
    const b = new BoundFillBuckets();
    b.add(0.5, true);
    b.add(0.84, false);
    b.add(0.85, false);
    b.add(0.92, true);
    b.add(0.95, false);
    b.add(0.97, false);
    b.add(1.2, true);
    assert.equal(b.line(), "at the bound by cargo share of the bound's pallet volume: < 85 % 1/2, 85-90 % 0/1, 90-93 % 1/1, 93-97 % 0/1, >= 97 % 1/2; all under 90 % at the bound would give 5/7");
    assert.equal(b.ceiling(), 5);
  });
});
