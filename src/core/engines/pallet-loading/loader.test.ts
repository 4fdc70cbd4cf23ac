import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { Problem } from '../../model/problem.js';
import { CONTAINER_LOADER, PALLET_APPROACHES, palletProblem, runApproach, solvePalletLoad } from './index.js';
import { allOf } from './loader.js';

const cm = (v: number) => Math.round(v * 100);
const kg = (v: number) => Math.round(v * 1000);
const carton = (label: string, l: number, w: number, h: number, qty: number, weight: number, extra = {}) => ({
  label,
  l: cm(l),
  w: cm(w),
  h: cm(h),
  qty,
  weight: kg(weight),
  keepUpright: true,
  ...extra,
});
const eur = (maxHeight: number) => ({
  l: cm(120),
  w: cm(80),
  baseHeight: cm(14.4),
  maxHeight: cm(maxHeight),
  maxWeight: kg(1000),
});

/**
 * Two loads users met as `partial` while /api/pack placed every carton on the same load space:
 * 3 fragile glass lamps 50 × 40 × 40 with 10 adhesive sacks and 12 paint pails on a EUR pallet to
 * 160 cm, and 47 grocery cartons of five sizes on a EUR pallet to 180 cm.
 */
const CASES: Readonly<Record<string, Problem>> = {
  'glass lamps': palletProblem(eur(160), [
    carton('LAMP', 50, 40, 40, 3, 4, { maxStack: 0 }),
    carton('ADHESIVE', 40, 30, 12, 10, 25, { keepUpright: false }),
    carton('PAINT', 30, 30, 36, 12, 16),
  ]),
  '47 grocery cartons': palletProblem(eur(180), [
    carton('CEREAL', 40, 30, 28, 14, 6),
    carton('JUICE', 30, 20, 25, 15, 9),
    carton('RICE', 60, 40, 22, 8, 20),
    carton('SNACK', 40, 40, 30, 6, 3),
    carton('OIL', 35, 25, 30, 4, 12),
  ]),
};
const LOADERS = [...PALLET_APPROACHES, CONTAINER_LOADER];

describe('every single-pallet builder is one Loader; the pallet build keeps the best by the pallet objective', () => {
  for (const [name, problem] of Object.entries(CASES)) {
    it(`${name}: each loader's plan is valid, and the build is complete because one loader places everything`, () => {
      const results = LOADERS.map((loader) => runApproach(loader, problem));
      for (const r of results) assert.deepEqual(checkPlan(problem, r.plan.placements), [], r.name);
      assert.ok(
        results.some((r) => r.measures.complete),
        'the fixture is a known case some loader completes',
      );
      const estimate = solvePalletLoad(problem, { cogBalance: true, topUp: true, containerLoader: true });
      assert.equal(estimate.best.measures.complete, true);
      assert.equal(
        estimate.best.plan.placements.length,
        problem.items.reduce((s, it) => s + it.qty, 0),
      );
      assert.deepEqual(checkPlan(problem, estimate.best.plan.placements), []);
    });
  }

  it('a loader loads only the cartons it is offered', () => {
    const problem = CASES['47 grocery cartons'];
    const offer = allOf(problem).map((q, i) => (i === 0 ? q : Math.min(q, 2)));
    for (const loader of LOADERS) {
      const plan = loader.load(problem, offer, { work: Math.round(loader.work / 4) });
      const counts = problem.items.map((it) => plan.placements.filter((p) => p.item === it.index).length);
      counts.forEach((n, i) => assert.ok(n <= offer[i], `${loader.name} item ${i}`));
      assert.deepEqual(checkPlan(problem, plan.placements), [], loader.name);
    }
  });
});
