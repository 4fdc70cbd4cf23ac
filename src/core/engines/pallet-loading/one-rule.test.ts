import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Placement, Plan } from '../../model/plan.js';
import { buildPalletReport } from '../../reports/pallet-report.js';
import { measurePallet } from '../../reports/quote-pallet.js';
import { palletProblem } from './pallet-problem.js';
import { measurePlan } from './plan-ranking.js';

/**
 * Issue 42 line 1: one heavy-over-light rule, one liquid rule and one slenderness limit, used by
 * the search (plan-ranking.ts measures what the pallet objective ranks) and by the reports
 * alike. On random stacked loads, the counts the search ranks by are the counts the checks report.
 */
const SEED = Number(process.env.ONE_RULE_SEED ?? 4_200_042);
const CM = 100;
const KG = 1000;
const EUR = { l: 120 * CM, w: 80 * CM, baseHeight: 14 * CM, maxHeight: 214 * CM, maxWeight: 2000 * KG };

const itemArb = fc.record({
  side: fc.constantFrom(10, 20),
  h: fc.integer({ min: 10, max: 40 }),
  kg: fc.integer({ min: 1, max: 40 }),
  liquid: fc.boolean(),
});
// Columns on a 20 cm grid (6 × 4 cells), each a few boxes of random items anchored at the cell corner.
const loadArb = fc.record({
  items: fc.array(itemArb, { minLength: 1, maxLength: 5 }),
  columns: fc.array(
    fc.record({ cell: fc.integer({ min: 0, max: 23 }), boxes: fc.array(fc.nat(4), { minLength: 1, maxLength: 6 }) }),
    { minLength: 1, maxLength: 24 },
  ),
});

describe(`one rule for search and report (fast-check seed ${SEED})`, () => {
  it('heavy-over-light, liquid-over-dry and slender stacks: the objective’s counts are the reports’', () => {
    fc.assert(
      fc.property(loadArb, ({ items, columns }) => {
        const problem = palletProblem(
          EUR,
          items.map((it, i) => ({
            label: `I${i}`,
            l: it.side * CM,
            w: it.side * CM,
            h: it.h * CM,
            qty: 50,
            weight: it.kg * KG,
            keepUpright: true,
            ...(it.liquid ? { liquid: true } : {}),
          })),
        );
        const placements: Placement[] = [];
        const used = new Set<number>();
        for (const col of columns) {
          if (used.has(col.cell)) continue;
          used.add(col.cell);
          let y = 0;
          for (const pick of col.boxes) {
            const item = pick % items.length;
            const it = problem.items[item];
            placements.push({
              item,
              x: (col.cell % 6) * 20 * CM,
              y,
              z: Math.floor(col.cell / 6) * 20 * CM,
              dx: it.l,
              dy: it.h,
              dz: it.w,
            });
            y += it.h;
          }
        }
        const plan = { placements, unplaced: [], stats: {} } as unknown as Plan;
        const searched = measurePlan(problem, plan);
        const quoted = measurePallet(problem, placements, {
          baseHeight: 0,
          tare: 0,
          packagingHeight: 0,
          packagingWeight: 0,
        });
        assert.equal(quoted.heavyOverLight, searched.heavyOverLight);
        const report = buildPalletReport(problem, plan, EUR, null);
        const check = (code: string) => report.checks.find((c) => c.code === code)!;
        const stacked = check('HEAVY_OVER_LIGHT').status !== 'not_evaluated';
        if (stacked) assert.equal(check('HEAVY_OVER_LIGHT').status === 'warn', searched.heavyOverLight > 0);
        if (stacked) assert.equal(check('LIQUID_LOW').observed, searched.liquidOverDry);
        assert.equal(check('SLENDER_STACK').observed, searched.slenderStacks);
        assert.equal(quoted.slender.observed, searched.slenderStacks);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
