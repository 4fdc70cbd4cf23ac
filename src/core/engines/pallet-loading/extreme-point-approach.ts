/**
 * Pallet approach "extreme-points": greedy extreme-point placement run with several carton
 * orders (volume, weight, height, footprint, density), each followed by CoG centring;
 * the best plan by the pallet ranking wins.
 * Follows: Crainic, Perboli & Tadei (2008), extreme-point-based heuristics, with a
 * lowest-top merit suited to pallets.
 * Limits: no backtracking; the orders are fixed, not searched. Work = box-pair tests,
 * shared evenly between the orders still to run.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import type { SolveOptions } from '../engine.js';
import { centreCog } from './cog-centering.js';
import { extremePointsFor, placeCartons } from './extreme-point-placer.js';
import { cartonSequence, ITEM_ORDERS } from './item-orders.js';
import { LoadState } from './load-state.js';
import { planOf } from './pallet-plan.js';
import { comparePlans, measurePlan } from './plan-ranking.js';

export const EXTREME_POINTS_NAME = 'extreme-points';

export function solveExtremePoints(problem: Problem, options: SolveOptions): Plan {
  const shapes = problem.items.map((it) => allowedShapes(it));
  const counts = problem.items.map((it) => it.qty);
  const total = options.budget.work;
  let used = 0;
  let best: { plan: Plan; m: ReturnType<typeof measurePlan> } | null = null;
  let stopped = false;
  for (let o = 0; o < ITEM_ORDERS.length && !stopped; o++) {
    const share = Math.floor((total - used) / (ITEM_ORDERS.length - o));
    const meter = new WorkMeter({ work: share, isTimeUp: options.budget.isTimeUp });
    const state = new LoadState(problem);
    const left = placeCartons(state, extremePointsFor(state), cartonSequence(problem.items, counts, ITEM_ORDERS[o]), shapes, meter);
    centreCog(state, meter);
    used += meter.used;
    const plan = planOf(state, left, `${EXTREME_POINTS_NAME}/${ITEM_ORDERS[o].name}`, meter);
    const m = measurePlan(problem, plan);
    if (!best || comparePlans(m, best.m) < 0) best = { plan, m };
    stopped = meter.hitTimeCap;
  }
  const plan = best!.plan;
  return { ...plan, stats: { ...plan.stats, work: used } };
}
