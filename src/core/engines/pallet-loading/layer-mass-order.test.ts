import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import { palletProblem, solvePalletLoad } from './index.js';
import { topFlatness } from './top-flatness.js';

const CM = 100;
const KG = 1000;
const deck = { l: 120 * CM, w: 80 * CM, baseHeight: 15 * CM, maxHeight: 180 * CM, maxWeight: 1000 * KG };
const carton = (label: string, l: number, w: number, qty: number, kg: number) => ({
  label,
  l: l * CM,
  w: w * CM,
  h: 15 * CM,
  qty,
  weight: kg * KG,
  keepUpright: true,
  maxStack: null,
});

describe('layers: of two layers that fill the deck alike, the heavier goes lower', () => {
  for (const [name, items] of [
    ['light SKU listed first', [carton('LIGHT', 40, 40, 6, 2), carton('HEAVY', 40, 30, 8, 4)]],
    ['heavy SKU listed first', [carton('HEAVY', 40, 30, 8, 4), carton('LIGHT', 40, 40, 6, 2)]],
  ] as const) {
    it(`two full layers, ${name}: nothing heavy on light, flat, at the height bound`, () => {
      const problem = palletProblem(deck, [...items]);
      const { best } = solvePalletLoad(problem);
      assert.equal(best.plan.unplaced.length, 0);
      assert.deepEqual(checkPlan(problem, best.plan.placements), []);
      assert.equal(best.measures.heavyOverLight, 0, `${best.name}: heavy on light`);
      assert.equal(best.measures.height, 30 * CM);
      assert.equal(topFlatness(best.plan.placements).flatShare, 1);
    });
  }
});
