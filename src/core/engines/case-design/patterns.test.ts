import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PatternRect } from '../pallet-loading/plp/rect.js';
import { PLP_WORK } from '../pallet-loading/plp/recursive-partition.js';
import { CASE_PATTERN_WORK, PatternCache, patternWork } from './case-loads.js';

/** Layer and floor patterns through case design's own path for the shown candidates: budget sized to the problem, strips for long floors. */

function assertValid(rects: readonly PatternRect[], L: number, W: number, a: number, b: number): void {
  for (const r of rects) {
    assert.ok(r.u >= 0 && r.v >= 0 && r.u + r.du <= L && r.v + r.dv <= W, 'inside');
    assert.ok((r.du === a && r.dv === b) || (r.du === b && r.dv === a), 'a case footprint');
  }
  const sorted = [...rects].sort((p, q) => p.u - q.u);
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length && sorted[j].u < sorted[i].u + sorted[i].du; j++)
      assert.ok(!(sorted[i].v < sorted[j].v + sorted[j].dv && sorted[j].v < sorted[i].v + sorted[i].dv), 'no overlap');
}

const refining = () => Object.assign(new PatternCache(), { refining: true });

describe('case design patterns', () => {
  it('the budget grows with the cases a layer holds: 200,000 up to 10 cases, the engine default from 100 to 250, then 200,000', () => {
    assert.equal(patternWork(5), CASE_PATTERN_WORK);
    assert.equal(patternWork(50), 5_000_000);
    assert.equal(patternWork(100), PLP_WORK);
    assert.equal(patternWork(250), PLP_WORK);
    assert.equal(patternWork(1000), CASE_PATTERN_WORK, 'floors of small cases: the least budget');
  });

  it('known optima, proved: the classic (43, 26, 7, 3) = 53 and Ships 1804 × 1230 / 137 × 95 = 169', () => {
    for (const [L, W, a, b, best] of [
      [43, 26, 7, 3, 53],
      [1804, 1230, 137, 95, 169],
    ]) {
      const s = refining().get(L, W, a, b)!;
      assert.equal(s.count, best, `${L} × ${W} / ${a} × ${b}`);
      assert.equal(s.provedOptimal, true);
      assertValid(s.rects, L, W, a, b);
    }
  });

  it('screening keeps the small budget; refining re-searches the footprint and never loses a case', () => {
    const cache = new PatternCache();
    const screened = cache.get(1804, 1230, 137, 95)!;
    assert.ok(screened.work < 2 * CASE_PATTERN_WORK, `${screened.work}`);
    cache.refining = true;
    const refined = cache.get(1804, 1230, 137, 95)!;
    assert.ok(refined.count >= screened.count);
    assert.equal(refined.count, 169);
  });

  it('a 40 ft floor too fine for the tables gets strips, not the grid: 24 × 17 cm cases, at least 691 (the grid: 650, the area bound 692)', () => {
    const [L, W, a, b] = [120_300, 23_500, 2400, 1700];
    const s = refining().get(L, W, a, b)!;
    assert.ok(s.count >= 691, `${s.count}`);
    assert.ok(s.count <= s.upperBound);
    assert.notEqual(s.method, 'homogeneous');
    assertValid(s.rects, L, W, a, b);
  });
});
