import assert from 'node:assert/strict';
import type { PatternRect } from '../../src/core/engines/pallet-loading/plp/rect.js';

/** Inside L × W, each rectangle a × b in one of its two turns, no two overlapping. */
export function assertValidPattern(rects: readonly PatternRect[], L: number, W: number, a: number, b: number): void {
  for (const r of rects) {
    assert.ok(
      r.u >= 0 && r.v >= 0 && r.u + r.du <= L && r.v + r.dv <= W,
      `rect ${JSON.stringify(r)} outside ${L}×${W}`,
    );
    assert.ok((r.du === a && r.dv === b) || (r.du === b && r.dv === a), `rect ${JSON.stringify(r)} is not ${a}×${b}`);
  }
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      const s = rects[i];
      const t = rects[j];
      assert.ok(
        !(s.u < t.u + t.du && t.u < s.u + s.du && s.v < t.v + t.dv && t.v < s.v + s.dv),
        `rects ${i} and ${j} overlap`,
      );
    }
  }
}
