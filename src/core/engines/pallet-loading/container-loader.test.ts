import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateOrder, withCartonCount } from '../../../../bench/pallet-orders.js';
import { mapPalletRequest } from '../../../http/mappers/pallet-request.js';
import { checkPlan } from '../../checks/check-plan.js';
import {
  CONTAINER_AT_PALLET_WORK,
  CONTAINER_LOADER_NAME,
  containerEnginePlan,
  loweredContainerPlan,
} from './container-loader.js';
import { shiftLoadToCentre } from './load-shift.js';
import { comparePlans, measurePlan } from './plan-ranking.js';
import { solvePalletLoad } from './index.js';

/** Generated 50-carton loads on one pallet, drawn from a seed (printed) so a failure can be replayed. */
const SEED = Number(process.env.LOADER_SEED ?? 47_001);
const LOADS = 6;

describe(`the container engine as a pallet loader (generated loads, seed ${SEED})`, () => {
  it('never leaves pallet-estimate partial when the container engine alone places every carton; every plan valid', () => {
    let completedByEngine = 0;
    for (let k = 0; k < LOADS; k++) {
      const { problem } = mapPalletRequest(withCartonCount(generateOrder(SEED + k * 7919), 50));
      const result = solvePalletLoad(problem, { cogBalance: true, topUp: true, containerLoader: true });
      assert.deepEqual(checkPlan(problem, result.best.plan.placements), [], `load ${k}`);
      const alone = containerEnginePlan(problem, CONTAINER_AT_PALLET_WORK);
      if (alone.unplaced.length === 0) {
        completedByEngine++;
        assert.ok(result.best.measures.complete, `load ${k}: the container engine places all, the estimate must too`);
      }
      // Whatever wins places at least as many cartons as every other loader tried.
      for (const a of result.approaches)
        if ('measures' in a)
          assert.ok(a.measures.placedCount <= result.best.measures.placedCount, `load ${k} ${a.name}`);
    }
    console.log(`# ${completedByEngine} of ${LOADS} loads placed whole by the container engine`);
  });

  it('lowers a complete plan only to another complete, valid plan the pallet objective ranks no worse', () => {
    let lowered = 0;
    // half the loads: each is two container-engine runs and the probes
    for (let k = 0; k < LOADS / 2; k++) {
      const { problem } = mapPalletRequest(withCartonCount(generateOrder(SEED + k * 7919), 50));
      const full = containerEnginePlan(problem, CONTAINER_AT_PALLET_WORK);
      const plan = loweredContainerPlan(problem, CONTAINER_AT_PALLET_WORK);
      assert.equal(
        plan.unplaced.length === 0,
        full.unplaced.length === 0,
        `load ${k}: the full height decides completeness`,
      );
      if (full.unplaced.length > 0) continue;
      assert.deepEqual(checkPlan(problem, plan.placements), [], `load ${k}`);
      const measured = (p: typeof plan) =>
        measurePlan(problem, { ...p, placements: shiftLoadToCentre(problem, p.placements) });
      assert.ok(comparePlans(measured(plan), measured(full)) <= 0, `load ${k}: ranks no worse than the full height`);
      if (measured(plan).height < measured(full).height) lowered++;
    }
    console.log(`# ${lowered} complete plans came out lower than the full-height run's`);
  });

  it('does not run when the pallet approaches already place everything', () => {
    const { problem } = mapPalletRequest(withCartonCount(generateOrder(SEED), 10));
    const result = solvePalletLoad(problem, { containerLoader: true });
    assert.ok(result.best.measures.complete);
    assert.ok(result.approaches.every((a) => a.name !== CONTAINER_LOADER_NAME));
  });
});
