/**
 * PO consolidation: purchase orders into containers and LCL the way a buyer spends money.
 * Ranking: when every rate is given, by total freight (containers plus LCL on W/M)
 * among plans that keep the priority rule equally well, a plan with a container failing its
 * checks below an equal one without; without every rate, complete plans first, then the same
 * priority and checks order, then less remainder volume, fewer containers and less container
 * volume (cost not compared, and the result says so).
 * Method: eligibility and shipping order (eligibility.ts); then a few plan strategies -
 * the roomiest type with the last container downsized to the smallest type that holds the
 * rest, one plan per single container type, and a plan that takes POs strictly in shipping
 * order - each built container by container (plan-builder.ts) with candidate PO mixes in
 * the 55-85 % volume band packed by the container-loading engine, then its tail priced both
 * ways (tail-pricing.ts). The request's packing runs are shared out between strategies in
 * that order; unused runs pass to the next. Up to three distinct plans are returned, best
 * first. A heuristic: no proof of the fewest containers or the lowest cost.
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
  const out: Strategy[] = [
    { name: 'roomiest-then-fit', pickType: roomiestThenFit, searchMixes: true, tailTypes: [...types].reverse() },
  ];
  if (types.length > 1) {
    for (const t of types)
      out.push({
        name: `only-${problem.containers[t].name}`,
        pickType: (used) => (left(used, t) ? t : null),
        searchMixes: true,
        // the tail is priced in every allowed type: the last container may be a smaller one
        tailTypes: [...types].reverse(),
      });
  }
  out.push({
    name: 'shipping-order',
    pickType: roomiestThenFit,
    searchMixes: false,
    tailTypes: [...types].reverse(),
  });
  return out;
}

/** The request's rates that are not given: with any missing, cost does not rank the plans. */
function missingRates(problem: ConsolidationProblem): string[] {
  const out = problem.containers.flatMap((c, i) => (c.rate === null ? [`containers[${i}].ratePerContainer`] : []));
  if (problem.lcl.ratePerCbm === null) out.push('lcl.ratePerCbm');
  return out;
}

/** Containers of the plan whose own pack checks fail. */
export const failingContainers = (p: ConsolidationPlan) =>
  p.containers.filter((c) => c.verdict().failed.length > 0).length;

/**
 * With every rate: fewer POs waiting behind a lower priority, then the lower total, then fewer
 * containers failing their own checks, then complete first. Without: complete first, fewer POs
 * waiting, fewer failing containers, then the lower total when both are costed. Ties: less
 * remainder volume, fewer and smaller containers.
 */
export function comparePlans(costCompared: boolean, a: ConsolidationPlan, b: ConsolidationPlan): number {
  const complete = (p: ConsolidationPlan) => (p.remainder.length === 0 ? 0 : 1);
  if (!costCompared && complete(a) !== complete(b)) return complete(a) - complete(b);
  if (a.priorityWaits.length !== b.priorityWaits.length) return a.priorityWaits.length - b.priorityWaits.length;
  const costed = a.cost.total !== null && b.cost.total !== null;
  if (costCompared && costed && Math.abs(a.cost.total! - b.cost.total!) > 1e-6) return a.cost.total! - b.cost.total!;
  if (failingContainers(a) !== failingContainers(b)) return failingContainers(a) - failingContainers(b);
  if (complete(a) !== complete(b)) return complete(a) - complete(b);
  if (costed && Math.abs(a.cost.total! - b.cost.total!) > 1e-6) return a.cost.total! - b.cost.total!;
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
  const counters: SearchCounters = {
    packs: 0,
    mixes: 0,
    budget: problem.packRuns,
    work: { left: problem.packRuns * problem.workPerPack },
    stoppedBy: 'complete',
  };
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
    const built = builder.build(strategy, Math.max(1, allowance));
    for (const plan of built ?? []) {
      const key = signature(plan);
      if (!seen.has(key)) {
        seen.add(key);
        found.push(plan);
      }
    }
  });
  const missing = missingRates(problem);
  const costCompared = missing.length === 0;
  const plans = found.sort((a, b) => comparePlans(costCompared, a, b)).slice(0, MAX_PLANS);
  const notes: string[] = [];
  if (!costCompared && order.length > 0)
    notes.push(
      `cost was not compared: ${missing.join(', ')} not given, so no tail was priced as LCL against a container and plans are ranked completeness first (docs/api/consolidate.md, Ranking)`,
    );
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
      work: problem.packRuns * problem.workPerPack - counters.work.left,
    },
    stoppedBy: counters.stoppedBy,
    costCompared,
    notes,
  };
}
