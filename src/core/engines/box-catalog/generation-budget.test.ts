import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LENGTH_PER_CM, MASS_PER_KG } from '../../model/units.js';
import { WorkMeter } from '../../search/budget.js';
import { packOrder } from './arrangement.js';
import { GENERATION_CALL_WORK, tightArrangements } from './candidates.js';
import type { CatalogSku } from './model.js';
import { orderShape } from './order-shape.js';

/**
 * Issue 47: candidate generation charged only failed packings to its budget, so a history of
 * large orders (each success reports about 10,000 work units) ran about 7 CPU-s before any cap.
 * Every attempt now counts, and none starts once the budget is spent.
 */
const cm = (v: number) => v * LENGTH_PER_CM;
const skus: CatalogSku[] = Array.from({ length: 10 }, (_, i) => ({
  sku: `S${i}`,
  l: cm(8 + i),
  w: cm(6 + (i % 4)),
  h: cm(4 + (i % 3)),
  weight: Math.round(0.3 * MASS_PER_KG),
  keepUpright: false,
  fragile: false,
}));
/** Orders of 60 units (10 SKUs x 6), the documented maximum per shape. */
const shapes = Array.from({ length: 12 }, (_, o) =>
  orderShape({ orderId: null, count: 1, lines: skus.map((_, k) => ({ sku: (k + o) % 10, qty: 6 })) }, skus),
);

test('a successful packing is charged with the work it reports', () => {
  const meter = new WorkMeter({ work: 10_000_000 });
  const arrangements = tightArrangements(shapes[0], meter);
  assert.ok(arrangements.length > 0);
  assert.ok(meter.used > 0, 'work of the packings that succeeded is counted');
  // A first attempt that succeeds alone already costs more than nothing: the meter holds at least its work.
  const direct = packOrder(shapes[0], arrangements[0], GENERATION_CALL_WORK);
  assert.ok(direct.arrangement !== null && direct.work > 0 && meter.used >= direct.work);
});

test('generation stops at its budget: at most one attempt past it, then floor rows only', () => {
  const budget = 60_000;
  const meter = new WorkMeter({ work: budget });
  const perShape = shapes.map((s) => {
    const before = meter.used;
    const out = tightArrangements(s, meter);
    return { out, spent: meter.used - before };
  });
  const biggestAttempt = Math.max(...perShape.map((p) => p.spent));
  assert.ok(meter.used <= budget + biggestAttempt, `spent ${meter.used} of ${budget}`);
  const idle = perShape.filter((p) => p.spent === 0);
  assert.ok(idle.length > 0, 'later shapes start no packing once the budget is spent');
  for (const p of idle) {
    assert.equal(p.out.length, 1);
    assert.ok(
      p.out[0].placements.every((q) => q.y === 0 && q.z === 0),
      'the floor row: every unit on the floor in one line',
    );
  }
});

test('the time cap stops generation before the next attempt', () => {
  const meter = new WorkMeter({ work: 10_000_000 });
  const out = tightArrangements(shapes[1], meter, () => true);
  assert.equal(meter.used, 0);
  assert.equal(out.length, 1);
  assert.ok(out[0].placements.every((q) => q.y === 0 && q.z === 0));
});
