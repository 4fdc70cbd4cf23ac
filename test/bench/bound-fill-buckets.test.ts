import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BoundFillBuckets } from '../../bench/bound-fill-buckets.js';

describe('bound fill buckets (bench:pallet tally)', () => {
  it('files each order under its share and counts the ceiling from the orders under 90 %, and those with fragile tops apart', () => {
    const b = new BoundFillBuckets();
    b.add(0.5, 0, true);
    b.add(0.84, 0.7, false);
    b.add(0.85, 0.6, true);
    b.add(0.92, 0.9, true);
    b.add(0.95, 0, false);
    b.add(0.97, 0, false);
    b.add(1.2, 0, true);
    assert.equal(
      b.line(),
      "at the bound by cargo share of the bound's pallet volume: < 85 % 1/2, 85-90 % 1/1, 90-93 % 1/1, 93-97 % 0/1, >= 97 % 1/2; all under 90 % at the bound would give 5/7; under 90 % with fragile tops >= 60 % of the bound's decks: 1/2",
    );
    assert.equal(b.ceiling(), 5);
  });
});
