import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../../src/core/checks/check-plan.js';
import type { Placement } from '../../../src/core/model/plan.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { place, problemUnits, type ItemSpec } from '../../support/items.js';

const SPACE = { l: 100, w: 50, h: 100 };
/** A problem whose item 0 has the given layer rules (item 1 is a plain cube). */
function withRules(rules: { bottomOnly?: boolean; maxLayers?: number }, qty = 50): Problem {
  const spec: ItemSpec = { l: 10, w: 10, h: 10, qty };
  const p = problemUnits(SPACE, [spec, spec]);
  return { ...p, items: [{ ...p.items[0], ...rules }, p.items[1]] };
}
const codes = (p: Problem, plan: Placement[]) =>
  checkPlan(p, plan)
    .map((v) => v.code)
    .sort();

test('BOTTOM_ONLY: a bottomOnly unit on the floor passes, on another unit fails; others may stand on it', () => {
  const p = withRules({ bottomOnly: true });
  assert.deepEqual(codes(p, [place(0, 0, 0, 0, 10, 10, 10), place(1, 0, 10, 0, 10, 10, 10)]), []);
  const on = checkPlan(p, [place(1, 0, 0, 0, 10, 10, 10), place(0, 0, 10, 0, 10, 10, 10)]);
  assert.deepEqual(
    on.map((v) => [v.code, v.boxes]),
    [['BOTTOM_ONLY', [1]]],
  );
});

test('MAX_LAYERS: three of the item in one column break maxLayers 2; another item between them still counts', () => {
  const p = withRules({ maxLayers: 2 });
  const two = [place(0, 0, 0, 0, 10, 10, 10), place(0, 0, 10, 0, 10, 10, 10)];
  assert.deepEqual(codes(p, two), []);
  const three = [...two, place(0, 0, 20, 0, 10, 10, 10)];
  assert.deepEqual(
    checkPlan(p, three).map((v) => [v.code, v.boxes]),
    [['MAX_LAYERS', [0, 1, 2]]],
  );
  const between = [
    place(0, 0, 0, 0, 10, 10, 10),
    place(1, 0, 10, 0, 10, 10, 10),
    place(0, 0, 20, 0, 10, 10, 10),
    place(0, 0, 30, 0, 10, 10, 10),
  ];
  assert.deepEqual(codes(p, between), ['MAX_LAYERS']);
});

test('MAX_LAYERS: staggered units count only where a vertical line crosses them all', () => {
  // a 20-wide unit over two 10-wide ones: every vertical line crosses at most 2 units
  const p0 = problemUnits(SPACE, [{ l: 10, w: 10, h: 10, qty: 3 }]);
  const p = { ...p0, items: [{ ...p0.items[0], verticalAxes: ['h' as const], maxLayers: 2 }] };
  const wide = problemUnits(SPACE, [{ l: 20, w: 10, h: 10, qty: 1 }]).items[0];
  const problem = { ...p, items: [p.items[0], { ...wide, index: 1, maxLayers: 2, label: 'wide' }] };
  const plan = [place(0, 0, 0, 0, 10, 10, 10), place(0, 10, 0, 0, 10, 10, 10), place(1, 0, 10, 0, 20, 10, 10)];
  assert.deepEqual(codes(problem, plan), []);
});

test('property: a grid of columns breaks MAX_LAYERS exactly once per column taller than the limit', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 1, max: 9 }),
      (heights, limit) => {
        const p = withRules({ maxLayers: limit }, 200);
        const plan: Placement[] = [];
        heights.forEach((h, c) => {
          for (let k = 0; k < h; k++) plan.push(place(0, (c % 10) * 10, k * 10, Math.floor(c / 10) * 10, 10, 10, 10));
        });
        const found = checkPlan(p, plan).filter((v) => v.code === 'MAX_LAYERS');
        assert.equal(found.length, heights.filter((h) => h > limit).length);
        for (const v of found) assert.ok(v.boxes.length > limit);
      },
    ),
    { numRuns: 200 },
  );
});

test('property: BOTTOM_ONLY flags exactly the bottomOnly units above the floor', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 10 }),
      (columns) => {
        const base = problemUnits(SPACE, [
          { l: 10, w: 10, h: 10, qty: 100 },
          { l: 10, w: 10, h: 10, qty: 100 },
        ]);
        const p = { ...base, items: [{ ...base.items[0], bottomOnly: true }, base.items[1]] };
        const plan: Placement[] = [];
        let expected = 0;
        columns.forEach(([bottomOnlyOnTop, h], c) => {
          for (let k = 0; k < h; k++) {
            const item = k === h - 1 && bottomOnlyOnTop ? 0 : 1;
            if (item === 0 && k > 0) expected++;
            plan.push(place(item, c * 10, k * 10, 0, 10, 10, 10));
          }
        });
        assert.equal(checkPlan(p, plan).filter((v) => v.code === 'BOTTOM_ONLY').length, expected);
      },
    ),
    { numRuns: 200 },
  );
});
