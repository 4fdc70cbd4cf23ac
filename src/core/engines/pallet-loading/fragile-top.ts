/**
 * Fragile cartons (maxStack 0) can only go on top, so a pallet filled to its ceiling has
 * no room left for them. This variant first loads everything else under a ceiling lowered
 * by the fragile cartons' height, then puts the fragile cartons (and any cartons still
 * left) on the load by extreme points, and centres the CoG.
 * Used only when the best plan left fragile cartons out.
 * Limits: one lowered ceiling (the tallest fragile carton's lowest stance), so shorter
 * fragile cartons may waste some height.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import { centreCog } from './cog-centering.js';
import { extremePointsFor, placeCartons } from './extreme-point-placer.js';
import { cartonSequence, ITEM_ORDERS } from './item-orders.js';
import { LoadState } from './load-state.js';
import { fitsEmptySpace, planOf } from './pallet-plan.js';

/** True when the plan left out fragile cartons that fit the empty space. */
export function leftFragileOut(problem: Problem, plan: Plan): boolean {
  return plan.unplaced.some((u) => problem.items[u.item].maxStack === 0 && fitsEmptySpace(problem, u.item));
}

/**
 * `solveRest` loads a problem (the non-fragile cartons under the lowered ceiling) and
 * returns its best plan; null when there is no room for the variant.
 */
export function fragileOnTop(problem: Problem, solveRest: (p: Problem) => Plan, work: number, isTimeUp?: () => boolean): Plan | null {
  const fragile = problem.items.filter((it) => it.maxStack === 0 && it.qty > 0 && fitsEmptySpace(problem, it.index));
  if (fragile.length === 0) return null;
  const { l, w, h } = problem.space;
  const rise = Math.max(...fragile.map((it) => Math.min(...allowedShapes(it).filter((s) => s.dx <= l && s.dz <= w && s.dy <= h).map((s) => s.dy))));
  if (rise >= h) return null;
  const rest: Problem = {
    space: { ...problem.space, h: h - rise },
    items: problem.items.map((it) => (it.maxStack === 0 ? { ...it, qty: 0 } : it)),
  };
  const under = solveRest(rest);
  const state = new LoadState(problem);
  for (const p of under.placements) if (!state.place(p)) return null; // cannot happen: same rules, lower ceiling
  const left = problem.items.map((it) => it.qty);
  for (const p of under.placements) left[p.item]--;
  const fragileFirst = [
    ...cartonSequence(problem.items, left.map((q, i) => (problem.items[i].maxStack === 0 ? q : 0)), ITEM_ORDERS[0]),
    ...cartonSequence(problem.items, left.map((q, i) => (problem.items[i].maxStack === 0 ? 0 : q)), ITEM_ORDERS[0]),
  ];
  const meter = new WorkMeter({ work, isTimeUp });
  const out = placeCartons(state, extremePointsFor(state), fragileFirst, problem.items.map((it) => allowedShapes(it)), meter);
  centreCog(state, meter);
  return planOf(state, out, `${under.stats.engine}+fragile-top`, meter);
}
