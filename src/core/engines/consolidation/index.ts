/**
 * PO consolidation: purchase orders into as few, as cheap containers as the search finds,
 * the rest priced as LCL. Optimises, in order: every eligible carton in a container; then
 * the lower known freight total (containers plus LCL); then less remainder volume, fewer
 * containers and less container volume.
 * Method: eligibility and shipping order (eligibility.ts); then a few plan strategies -
 * the roomiest type with the last container downsized to the smallest type that holds the
 * rest, one plan per single container type, and a plan that takes POs strictly in shipping
 * order - each built container by container (plan-builder.ts) with candidate PO mixes in
 * the 55-85 % fill band packed by the container-loading engine. The request's packing runs
 * are shared out between strategies in that order; unused runs pass to the next. Up to three
 * distinct plans are returned, best first. A heuristic: no proof of the fewest containers.
 */
import { eligiblePos, unfitLots } from './eligibility.js';
import { FILL_BAND } from './mixes.js';
import { PlanBuilder, type SearchCounters, type Strategy } from './plan-builder.js';
import type { ConsolidationPlan, ConsolidationProblem, ConsolidationResult, Lot } from './types.js';

export type * from './types.js';
export { FILL_BAND, MAX_MIXES } from './mixes.js';

export const MAX_PLANS = 3;

function strategies(problem: ConsolidationProblem): Strategy[] {
  const volume = (t: number) => {
    const s = problem.containers[t].space;
    return s.l * s.w * s.h;
  };
  const types = problem.containers.map((_, t) => t).sort((a, b) => volume(b) - volume(a) || a - b);
  const left = (used: readonly number[], t: number) =>
    used.filter((u) => u === t).length < problem.containers[t].maxCount;
  const roomiestThenFit: Strategy['pickType'] = (used, fill) => {
    const open = types.filter((t) => left(used, t));
    const holdsRest = [...open].reverse().find((t) => fill(t) <= FILL_BAND.high);
    return holdsRest ?? open[0] ?? null;
  };
  const out: Strategy[] = [{ name: 'roomiest-then-fit', pickType: roomiestThenFit, searchMixes: true }];
  if (types.length > 1) {
    for (const t of types)
      out.push({
        name: `only-${problem.containers[t].name}`,
        pickType: (used) => (left(used, t) ? t : null),
        searchMixes: true,
      });
  }
  out.push({ name: 'shipping-order', pickType: roomiestThenFit, searchMixes: false });
  return out;
}

/** Ranks complete plans first, then known lower cost, then less remainder, fewer and smaller containers. */
function compare(_problem: ConsolidationProblem, a: ConsolidationPlan, b: ConsolidationPlan): number {
  const complete = (p: ConsolidationPlan) => (p.remainder.length === 0 ? 0 : 1);
  if (complete(a) !== complete(b)) return complete(a) - complete(b);
  if (a.cost.total !== null && b.cost.total !== null && a.cost.total !== b.cost.total)
    return a.cost.total - b.cost.total;
  const rest = (p: ConsolidationPlan) => p.cost.lcl?.cbm ?? 0;
  if (rest(a) !== rest(b)) return rest(a) - rest(b);
  if (a.containers.length !== b.containers.length) return a.containers.length - b.containers.length;
  const vol = (p: ConsolidationPlan) =>
    p.containers.reduce((s, c) => s + c.problem.space.l * c.problem.space.w * c.problem.space.h, 0);
  return vol(a) - vol(b);
}

/** Same containers holding the same boxes: one candidate, whichever strategy found it. */
function signature(plan: ConsolidationPlan): string {
  return plan.containers
    .map(
      (c) =>
        `${c.type}:${c.plan.placements.map((p) => `${p.item},${p.x},${p.y},${p.z},${p.dx},${p.dy}`).join(';')}|${c.lots.map((l) => `${l.po}.${l.item}`).join(',')}`,
    )
    .join('#');
}

export function consolidate(problem: ConsolidationProblem): ConsolidationResult {
  const { order, skipped } = eligiblePos(problem);
  const unfit = unfitLots(problem, order);
  const lotsOf = new Map<number, Lot[]>();
  for (const po of order) {
    const lots = problem.pos[po].items
      .map((it, item) => ({ po, item, qty: it.qty }))
      .filter((l) => !unfit.some((u) => u.po === l.po && u.item === l.item));
    if (lots.length > 0) lotsOf.set(po, lots);
  }
  const counters: SearchCounters = { packs: 0, mixes: 0, budget: problem.packRuns, stoppedBy: 'complete' };
  const builder = new PlanBuilder(
    problem,
    order.filter((po) => lotsOf.has(po)),
    lotsOf,
    unfit,
    counters,
  );
  const list = strategies(problem);
  const found: ConsolidationPlan[] = [];
  const seen = new Set<string>();
  list.forEach((strategy, i) => {
    if (counters.stoppedBy === 'time_cap') return;
    const allowance = Math.floor((problem.packRuns - counters.packs) / (list.length - i));
    const plan = builder.build(strategy, Math.max(1, allowance));
    if (plan === null) return;
    const key = signature(plan);
    if (!seen.has(key)) {
      seen.add(key);
      found.push(plan);
    }
  });
  const plans = found.sort((a, b) => compare(problem, a, b)).slice(0, MAX_PLANS);
  const notes: string[] = [];
  if (counters.stoppedBy === 'budget')
    notes.push(
      `the packing budget of ${problem.packRuns} runs was spent before every strategy finished; a larger searchBudget may find more plans`,
    );
  if (counters.stoppedBy === 'time_cap')
    notes.push('the time cap stopped the search; plans found before it are returned');
  return {
    order,
    skipped,
    unfit,
    plans,
    searched: {
      mixes: counters.mixes,
      packs: counters.packs,
      budget: problem.packRuns,
      workPerPack: problem.workPerPack,
    },
    stoppedBy: counters.stoppedBy,
    notes,
  };
}
