import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import { FRAGILE_TOWERS_NAME, palletProblem, solvePalletLoad } from './index.js';

const CM = 100;
const KG = 1000;

/**
 * The glass-lamp case (issue 11 line 4, issue 10 line 7): 3 fragile lamps 30 × 80 × 55,
 * 8 adhesive 30 × 40 × 25 (free to tip), 12 paint 30 × 40 × 30 upright, on a 120 × 80 pallet
 * with a 14.4 cm base. A complete plan exists at 159.4 cm (below): left half 8 adhesive in
 * two layers with 2 lamps on them, right half 12 paint 2 × 2 × 3 with 1 lamp on top.
 */
function lampProblem(maxHeightCm: number) {
  return palletProblem(
    { l: 120 * CM, w: 80 * CM, baseHeight: 14.4 * CM, maxHeight: maxHeightCm * CM, maxWeight: 1000 * KG },
    [
      { label: 'LAMP', l: 30 * CM, w: 80 * CM, h: 55 * CM, qty: 3, weight: 4 * KG, keepUpright: true, maxStack: 0 },
      { label: 'ADHESIVE', l: 30 * CM, w: 40 * CM, h: 25 * CM, qty: 8, weight: 12 * KG, keepUpright: false },
      { label: 'PAINT', l: 30 * CM, w: 40 * CM, h: 30 * CM, qty: 12, weight: 18 * KG, keepUpright: true },
    ],
  );
}

function knownPlan(): Placement[] {
  const out: Placement[] = [];
  const box = (item: number, x: number, y: number, z: number, dx: number, dy: number, dz: number) =>
    out.push({ item, x: x * CM, y: y * CM, z: z * CM, dx: dx * CM, dy: dy * CM, dz: dz * CM });
  for (let level = 0; level < 2; level++)
    for (const x of [0, 30]) for (const z of [0, 40]) box(1, x, 25 * level, z, 30, 25, 40);
  for (const x of [0, 30]) box(0, x, 50, 0, 30, 55, 80);
  for (let level = 0; level < 3; level++)
    for (const x of [60, 90]) for (const z of [0, 40]) box(2, x, 30 * level, z, 30, 30, 40);
  box(0, 60, 90, 0, 30, 55, 80);
  return out;
}

describe('fragile towers', () => {
  it('the glass-lamp case has a valid complete plan at 159.4 cm (the known answer)', () => {
    const problem = lampProblem(160);
    const plan = knownPlan();
    assert.deepEqual(checkPlan(problem, plan), []);
    assert.equal(plan.length, 23);
    assert.equal(14.4 + Math.max(...plan.map((p) => p.y + p.dy)) / CM, 159.4);
  });

  for (const maxHeight of [160, 200, 240]) {
    it(`places all three lamps at maxHeight ${maxHeight} cm, with a plan the checker accepts`, () => {
      const problem = lampProblem(maxHeight);
      const { best, approaches } = solvePalletLoad(problem);
      assert.deepEqual(checkPlan(problem, best.plan.placements), []);
      assert.equal(best.plan.placements.length, 23, `placed ${best.plan.placements.length} of 23`);
      assert.equal(best.plan.placements.filter((p) => p.item === 0).length, 3);
      assert.ok(best.measures.height <= (maxHeight - 14.4) * CM);
      assert.ok(approaches.some((a) => a.name === FRAGILE_TOWERS_NAME) || best.measures.complete);
    });
  }

  it('does not run when nothing fragile is left out', () => {
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 100 * CM, maxWeight: 1000 * KG },
      [{ label: 'A', l: 40 * CM, w: 30 * CM, h: 20 * CM, qty: 10, weight: 5 * KG, keepUpright: true }],
    );
    const { approaches } = solvePalletLoad(problem);
    assert.deepEqual(
      approaches.map((a) => a.name),
      ['layers', 'extreme-points', 'blocks'].slice(0, approaches.length),
    );
  });
});

describe('load shift', () => {
  it('moves a load that leaves the footprint partly free as one block, CoG to the middle', () => {
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 100 * CM, maxWeight: 1000 * KG },
      [{ label: 'A', l: 40 * CM, w: 30 * CM, h: 20 * CM, qty: 2, weight: 5 * KG, keepUpright: true }],
    );
    const { best } = solvePalletLoad(problem);
    assert.deepEqual(checkPlan(problem, best.plan.placements), []);
    assert.ok(
      Math.abs(best.measures.cogOffsetPct.x) < 1 && Math.abs(best.measures.cogOffsetPct.z) < 1,
      JSON.stringify(best.measures.cogOffsetPct),
    );
  });
});

describe('fragile towers on random loads', () => {
  it('every plan of solvePalletLoad (towers included) passes the checker and accounts for every carton', () => {
    const load = fc.record({
      h: fc.integer({ min: 60, max: 200 }),
      cartons: fc.array(
        fc.record({
          l: fc.constantFrom(20, 30, 40, 60),
          w: fc.constantFrom(20, 40, 80),
          h: fc.integer({ min: 10, max: 50 }),
          qty: fc.integer({ min: 1, max: 10 }),
          kg: fc.integer({ min: 1, max: 20 }),
          upright: fc.boolean(),
          fragile: fc.boolean(),
        }),
        { minLength: 2, maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(load, ({ h, cartons }) => {
        const problem = palletProblem(
          { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: h * CM, maxWeight: 1000 * KG },
          cartons.map((c, i) => ({
            label: `c${i}`,
            l: c.l * CM,
            w: c.w * CM,
            h: c.h * CM,
            qty: c.qty,
            weight: c.kg * KG,
            keepUpright: c.upright,
            maxStack: c.fragile ? 0 : null,
          })),
        );
        const { best } = solvePalletLoad(problem, { budgetScale: 0.25 });
        assert.deepEqual(checkPlan(problem, best.plan.placements), []);
        problem.items.forEach((it) => {
          const placed = best.plan.placements.filter((p) => p.item === it.index).length;
          const left = best.plan.unplaced.filter((u) => u.item === it.index).reduce((s, u) => s + u.qty, 0);
          assert.equal(placed + left, it.qty);
        });
      }),
      { numRuns: 40 },
    );
  });
});
