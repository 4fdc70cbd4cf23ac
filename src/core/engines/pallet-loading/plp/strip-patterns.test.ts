import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { conicCombinations } from './conic-combinations.js';
import { plpUpperBound } from './plp-bounds.js';
import type { PatternRect } from './rect.js';
import { solvePlp } from './recursive-partition.js';
import { STRIP_SPAN_SIDES, stripPlp } from './strip-patterns.js';

/**
 * The strip knapsack visits only the lengths a strip sequence can end at, searches its strips in
 * one shared table (the shortest STRIP_LENGTHS) and skips strips that shorter ones already fill
 * to their bound; against it, the plain knapsack over every unit of length with every strip up
 * to the span searched alone.
 */
function plainStrips(L: number, W: number, a: number, b: number, work: number): number {
  const span = Math.min(L, STRIP_SPAN_SIDES * Math.max(a, b));
  const lengths = conicCombinations(span, a, b, 800)?.values.slice(1) ?? [];
  const counts = lengths.map((l) => solvePlp(l, W, a, b, { work }).count);
  const best = new Int32Array(L + 1);
  for (let x = 1; x <= L; x++) {
    best[x] = best[x - 1];
    lengths.forEach((l, s) => {
      if (l <= x) best[x] = Math.max(best[x], best[x - l] + counts[s]);
    });
  }
  return best[L];
}

function assertValid(rects: readonly PatternRect[], L: number, W: number, a: number, b: number): void {
  for (const r of rects) {
    assert.ok(r.u >= 0 && r.v >= 0 && r.u + r.du <= L && r.v + r.dv <= W, 'inside');
    assert.ok((r.du === a && r.dv === b) || (r.du === b && r.dv === a), 'a footprint');
  }
  const sorted = [...rects].sort((p, q) => p.u - q.u);
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length && sorted[j].u < sorted[i].u + sorted[i].du; j++)
      assert.ok(!(sorted[i].v < sorted[j].v + sorted[j].dv && sorted[j].v < sorted[i].v + sorted[i].dv), 'no overlap');
}

describe('strip patterns', () => {
  it('never below the plain knapsack over every unit of length with each strip searched alone; valid; never above the bound (seed 44)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 30 }),
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 200, max: 900 }),
        fc.integer({ min: 40, max: 160 }),
        (p, q, L, W) => {
          const [a, b] = [Math.max(p, q), Math.min(p, q)];
          if (W < a) return;
          const s = stripPlp(L, W, a, b, { work: 50_000 }, 2_000_000);
          assert.ok(s, 'the width is within the tables');
          const plain = plainStrips(L, W, a, b, 20_000);
          const bound = plpUpperBound(L, W, a, b);
          assert.ok(s.count <= bound, `${s.count} above the bound ${bound}`);
          assert.ok(s.count >= plain, `${L} × ${W} / ${a} × ${b}: ${s.count} below the plain knapsack's ${plain}`);
          assert.equal(s.count, s.rects.length);
          assertValid(s.rects, L, W, a, b);
        },
      ),
      { numRuns: 40, seed: 44 },
    );
  });
});
