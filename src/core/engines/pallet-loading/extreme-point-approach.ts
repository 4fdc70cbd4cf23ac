/**
 * Pallet approach "extreme-points": greedy extreme-point placement run with several carton
 * orders (volume, weight, height, footprint, density); the best plan by the pallet ranking
 * wins and gets the CoG centring pass.
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
import { cartonSequence, ITEM_ORDERS, type ItemOrder } from './item-orders.js';
import { LoadState } from './load-state.js';
import { planOf } from './pallet-plan.js';
import { comparePlans, measurePlan } from './plan-ranking.js';

export const EXTREME_POINTS_NAME = 'extreme-points';

/**
 * `ordering`: run only that carton order (a pinned build, build-choice.ts); `first`: cartons
 * (item indices) placed before every order's sequence and left out of it (fragile-deck.ts).
 */
export function solveExtremePoints(
  problem: Problem,
  options: SolveOptions,
  ordering?: ItemOrder,
  first: readonly number[] = [],
): Plan {
  const shapes = problem.items.map((it) => allowedShapes(it));
  const counts = problem.items.map((it) => it.qty);
  for (const item of first) counts[item]--;
  // Orders that happen to give the same sequence are run once.
  const seen = new Set<string>();
  const runs = (ordering ? [ordering] : ITEM_ORDERS)
    .map((order) => ({ order, cartons: cartonSequence(problem.items, counts, order) }))
    .filter((r) => {
      const key = r.cartons.join(',');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const total = options.budget.work;
  let used = 0;
  let best: {
    state: LoadState;
    left: number[];
    name: string;
    m: ReturnType<typeof measurePlan>;
    meter: WorkMeter;
  } | null = null;
  for (let o = 0; o < runs.length; o++) {
    const share = Math.floor((total - used) / (runs.length - o));
    const meter = new WorkMeter({ work: share, isTimeUp: options.budget.isTimeUp });
    const state = new LoadState(problem);
    const eps = extremePointsFor(state);
    const left = [
      ...placeCartons(state, eps, first, shapes, meter),
      ...placeCartons(state, eps, runs[o].cartons, shapes, meter),
    ];
    used += meter.used;
    const name = `${EXTREME_POINTS_NAME}/${runs[o].order.name}`;
    const m = measurePlan(problem, planOf(state, left, name, meter));
    if (!best || comparePlans(m, best.m) < 0) best = { state, left, name, m, meter };
    if (meter.hitTimeCap) break;
  }
  // Centring changes neither completeness nor height, so only the winner gets it.
  const { state, left, name, meter } = best!;
  const centring = new WorkMeter({ work: Math.max(0, total - used), isTimeUp: options.budget.isTimeUp });
  centreCog(state, centring);
  const plan = planOf(state, left, name, meter);
  return { ...plan, stats: { ...plan.stats, work: used + centring.used } };
}
