import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PLP_WORK, solvePlp } from '../../src/core/engines/pallet-loading/plp/recursive-partition.js';
import { readPlpSet } from '../support/plp-data.js';
import { assertValidPattern } from '../support/plp-pattern.js';

/**
 * Long tier (npm run test:long): every row of every PLP set in the shared data, not a sample.
 * Each pattern is valid and never above the row's proven upper bound; the share of rows at the
 * known optimum is printed (bench:plp is where that share is a target).
 */
describe('PLP engine on every row of the shared sets', () => {
  for (const set of ['CoverIA', 'CoverIB', 'CoverIIA', 'CoverIIB', 'CoverIIIB', 'Ships']) {
    it(`${set}: every pattern valid and within the upper bound`, () => {
      let atBest = 0;
      const rows = readPlpSet(set);
      for (const t of rows) {
        const s = solvePlp(t.L, t.W, t.l, t.w, { work: PLP_WORK });
        assertValidPattern(s.rects, t.L, t.W, t.l, t.w);
        // Ships' figures are best known, not proved: only the Cover sets carry a proven upper bound.
        if (set !== 'Ships')
          assert.ok(s.count <= t.ub, `${set} row ${t.row}: ${s.count} above the upper bound ${t.ub}`);
        if (s.count >= t.best) atBest++;
      }
      console.log(`# ${set}: ${atBest} of ${rows.length} rows at the known optimum (or LB)`);
    });
  }
});
