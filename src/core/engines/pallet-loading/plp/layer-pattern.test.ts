import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { bestLayerPattern } from './layer-pattern.js';
import { plpUpperBound } from './plp-bounds.js';
import type { LayerPattern } from './rect.js';
import { readPlpSet } from '../../../../../test/support/plp-data.js';

/** The pattern's rectangles lie inside L × W, do not overlap and are a × b turned or not. */
function assertValidPattern(p: LayerPattern, L: number, W: number, a: number, b: number): void {
  assert.equal(p.count, p.rects.length);
  for (const r of p.rects) {
    assert.ok(
      r.u >= 0 && r.v >= 0 && r.u + r.du <= L && r.v + r.dv <= W,
      `rect ${JSON.stringify(r)} outside ${L}×${W}`,
    );
    assert.ok((r.du === a && r.dv === b) || (r.du === b && r.dv === a), `rect ${JSON.stringify(r)} is not ${a}×${b}`);
  }
  for (let i = 0; i < p.rects.length; i++) {
    for (let j = i + 1; j < p.rects.length; j++) {
      const s = p.rects[i];
      const t = p.rects[j];
      assert.ok(
        !(s.u < t.u + t.du && t.u < s.u + s.du && s.v < t.v + t.dv && t.v < s.v + s.dv),
        `rects ${i} and ${j} overlap`,
      );
    }
  }
}

describe('2D pallet-loading patterns', () => {
  it('are valid and never beat the upper bound (random instances)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 20, max: 160 }),
        fc.integer({ min: 10, max: 120 }),
        (a, b, L, W) => {
          const p = bestLayerPattern(L, W, a, b, true);
          assertValidPattern(p, L, W, a, b);
          assert.ok(p.count <= plpUpperBound(L, W, a, b));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keep a fixed orientation when the carton may not turn', () => {
    const p = bestLayerPattern(100, 60, 30, 20, false);
    assert.equal(p.count, 9);
    assert.ok(p.rects.every((r) => r.du === 30 && r.dv === 20));
  });

  it('solve the known hard instances as far as one-level patterns reach', () => {
    // (L, W, l, w, optimum, what a guillotine + one-level pinwheel search reaches), from research/plp-and-catalogue.md §1.5.
    const cases: [number, number, number, number, number, number][] = [
      [22, 16, 5, 3, 23, 23],
      [43, 26, 7, 3, 53, 52],
      [56, 52, 12, 5, 48, 47],
      [55, 48, 8, 7, 42, 42],
      [109, 99, 11, 10, 90, 90],
      [1804, 1230, 137, 95, 169, 168],
    ];
    for (const [L, W, a, b, optimum, reach] of cases) {
      const p = bestLayerPattern(L, W, a, b, true);
      assertValidPattern(p, L, W, a, b);
      assert.ok(
        p.count >= reach && p.count <= optimum,
        `(${L},${W},${a},${b}): ${p.count}, expected ${reach}..${optimum}`,
      );
    }
  });

  it('reach the proven optimum on most of a sample of Cover IB and Cover IIB', () => {
    for (const [file, step, minShare] of [
      ['CoverIB', 97, 0.9],
      ['CoverIIB', 401, 0.82],
    ] as const) {
      let hits = 0;
      let n = 0;
      const all = readPlpSet(file);
      for (let r = 0; r < all.length; r += step) {
        const { L, W, l: a, w: b, best: optimum } = all[r];
        const p = bestLayerPattern(L, W, a, b, true);
        assertValidPattern(p, L, W, a, b);
        assert.ok(p.count <= optimum, `${file} row ${r}: ${p.count} beats the optimum ${optimum}`);
        if (p.count === optimum) hits++;
        n++;
      }
      assert.ok(hits / n >= minShare, `${file}: optimum on ${hits} of ${n}`);
    }
  });
});
