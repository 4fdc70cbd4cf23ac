/**
 * Issue 50, lines 1-3, as outcomes of the pack engine (PACK_TUNING): grouped loads place what the
 * zone-per-group build places; partial loads come back passing COG_HEIGHT and AXLE_LOADS when a
 * few more units left out allow it, naming them; trucks keep their axle margins.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../../src/core/checks/check-plan.js';
import {
  CONTAINER_BUDGETS,
  CONTAINER_TUNING,
  PACK_TUNING,
  solveContainerLoad,
} from '../../../src/core/engines/container-loading/index.js';
import type { Plan } from '../../../src/core/model/plan.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { AXLE_MARGIN_PCT } from '../../../src/core/objectives/stow.js';
import { buildPackReport } from '../../../src/core/reports/pack-report.js';
import type { AxleSpec, PackCheck } from '../../../src/core/reports/pack-report-types.js';
import { groupedInstance, zonePerGroup } from '../../../bench/grouped-instances.js';
import { overfullInstance } from '../../../bench/overfull-instances.js';
import { cm, itemCm, kg } from '../../support/items.js';

const units = (p: Problem) => p.items.reduce((s, it) => s + it.qty, 0);
const solve = (p: Problem, work: number, tuning = PACK_TUNING) => solveContainerLoad(p, { budget: { work } }, tuning);
const checkOf = (p: Problem, plan: Plan, axles: AxleSpec | null, code: string): PackCheck =>
  buildPackReport(p, plan, { tareKg: null, axles }).checks.find((c) => c.code === code) as PackCheck;

test('grouped load: where one zone per group places every carton, the groups alone do too (seed 2 printed)', () => {
  // seed 2 of bench/grouped-instances.ts: 511 cartons in three shipments, 68 % of a 20 ft box;
  // engine 0.19.0 placed 492 of them with groups at the default budget, 511 with a zone per group
  const problem = groupedInstance(2);
  const work = CONTAINER_BUDGETS.default;
  assert.equal(solve(zonePerGroup(problem), work).placements.length, units(problem));
  const plan = solve(problem, work);
  assert.equal(plan.placements.length, units(problem));
  assert.deepEqual(checkPlan(problem, plan.placements), []);
});

test('partial loads: balance checks pass after leaving out a unit, named left_out_for_balance (seeds 23, 39 printed)', () => {
  // bench/overfull-instances.ts seeds 23 (20 ft) and 39 (trailer) at 5 M work: without the trim
  // the plan returned warns on COG_HEIGHT (lateral CoG beyond 5 %)
  for (const seed of [23, 39]) {
    const { problem, axles } = overfullInstance(seed);
    const plain = solve(problem, 5_000_000, CONTAINER_TUNING);
    assert.notEqual(checkOf(problem, plain, axles, 'COG_HEIGHT').status, 'pass', `seed ${seed}: premise`);
    const plan = solve(problem, 5_000_000);
    assert.deepEqual(checkPlan(problem, plan.placements), [], `seed ${seed}`);
    assert.equal(checkOf(problem, plan, axles, 'COG_HEIGHT').status, 'pass', `seed ${seed}`);
    if (axles) assert.equal(checkOf(problem, plan, axles, 'AXLE_LOADS').status, 'pass', `seed ${seed}`);
    const dropped = plan.unplaced.filter((u) => u.reason === 'left_out_for_balance').reduce((s, u) => s + u.qty, 0);
    assert.ok(dropped >= 1 && dropped <= Math.max(3, 0.05 * plain.placements.length), `seed ${seed}: ${dropped}`);
    assert.equal(plan.placements.length + dropped, plain.placements.length, `seed ${seed}`);
    const complete = checkOf(problem, plan, axles, 'PLACEMENT_COMPLETE');
    assert.match(complete.detail ?? '', /left out for balance/);
  }
});

test('a previous plan sent back places every unit it held (rerunning exactly what was placed)', () => {
  const { problem } = overfullInstance(23);
  const first = solve(problem, 5_000_000);
  const placed = new Map<number, number>();
  for (const p of first.placements) placed.set(p.item, (placed.get(p.item) ?? 0) + 1);
  const again: Problem = {
    ...problem,
    items: problem.items.map((it) => ({ ...it, qty: placed.get(it.index) ?? 0 })),
  };
  const rerun = solveContainerLoad(again, { budget: { work: 5_000_000 }, startPlan: first.placements }, PACK_TUNING);
  assert.equal(rerun.placements.length, first.placements.length);
  assert.deepEqual(checkPlan(again, rerun.placements), []);
});

test('trucks: a heavy single layer is moved off the headboard only as far as the axle margin needs', () => {
  // 13.6 m trailer, kingpin 160 cm, axle group 930 cm, 11 t / 18 t; eight 1.4 t crates (11.2 t) in
  // four rows: against the headboard the kingpin takes 10 t (91 %), legal but with 9 % margin
  const axles: AxleSpec = { frontPos: 160, rearPos: 930, frontLimit: 11_000, rearLimit: 18_000 };
  const problem: Problem = {
    space: {
      l: cm(1360),
      w: cm(248),
      h: cm(270),
      maxWeight: kg(24_000),
      door: null,
      axles: { frontPos: cm(160), rearPos: cm(930), frontLimit: kg(11_000), rearLimit: kg(18_000) },
    },
    items: [itemCm(0, { l: 120, w: 100, h: 100, qty: 8, weight: 1400, maxStack: 0, rotation: 'fixed' })],
  };
  const plan = solve(problem, 2_000_000);
  assert.deepEqual(checkPlan(problem, plan.placements), []);
  const axle = checkOf(problem, plan, axles, 'AXLE_LOADS');
  assert.equal(axle.status, 'pass');
  const observed = axle.observed as Record<string, number>;
  assert.ok(observed.marginPct >= AXLE_MARGIN_PCT - 0.01, `margin ${observed.marginPct}`);
  // the front stays as close to the headboard as that margin allows: about 85 cm (CoG at 325 cm)
  const front = Math.min(...plan.placements.map((p) => p.x)) / cm(1);
  assert.ok(front > 0 && front <= 90, `front gap ${front} cm`);
  // and the gap it leaves before the headboard is listed for blocking, with its size
  const gap = buildPackReport(problem, plan, { tareKg: null, axles }).securing.find((g) => g.gap === 'front');
  assert.deepEqual([gap?.method, gap?.px, gap?.l], ['blocking', 0, front]);
});
