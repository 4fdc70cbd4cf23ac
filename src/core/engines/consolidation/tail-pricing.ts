/**
 * Prices a built plan's tail both ways and keeps the cheaper: the plan as built, LCL (W/M) for
 * everything left after any of its containers, or its last container in another allowed type
 * (one packing run each) with LCL for what that one leaves; what a cheaper candidate sends to
 * LCL is marked `lcl_cheaper` (the plan as built gave it a container, at a higher total). Only candidates with a known total
 * compete, and none that makes a PO wait behind a lower priority more than the built plan does;
 * the cheapest total wins, the plan as built on a tie. Without the rates nothing is priced and the
 * plan stays as built. The notes say what was priced against what.
 */
import { unfitReason } from './eligibility.js';
import { lotItem } from './pack-container.js';
import type { ConsolidationPlan, ConsolidationProblem, ContainerLoad, Lot, RemainderLot } from './types.js';

export interface TailState {
  readonly carried: readonly RemainderLot[];
  readonly waiting: readonly number[];
}

export interface TailInput {
  readonly problem: ConsolidationProblem;
  readonly built: ConsolidationPlan;
  /** The state before each container of the built plan. */
  readonly before: readonly TailState[];
  readonly tailTypes: readonly number[];
  readonly finish: (
    containers: readonly ContainerLoad[],
    carried: readonly RemainderLot[],
    waiting: readonly number[],
    byChoice: boolean,
  ) => ConsolidationPlan;
  readonly packRest: (type: number, state: TailState) => ContainerLoad | null;
}

const EPS = 1e-6;

const money = (x: number) => (Math.round(x * 100) / 100).toString();

function describe(problem: ConsolidationProblem, containers: readonly ContainerLoad[]): string {
  const names = containers.map((c) => problem.containers[c.type].name);
  return names.length === 0 ? 'no container' : names.join(' + ');
}

/** The cheapest candidate first, then the plan as built when it is not that one (a buyer may prefer it). */
export function cheapestTail(input: TailInput): ConsolidationPlan[] {
  const { problem, built, before } = input;
  if (built.cost.total === null) return [built];
  const n = built.containers.length;
  let best = built;
  let bestLabel = '';
  const consider = (plan: ConsolidationPlan, label: string) => {
    if (plan.cost.total === null || plan.priorityWaits.length > built.priorityWaits.length) return;
    if (plan.cost.total < best.cost.total! - EPS) {
      best = plan;
      bestLabel = label;
    }
  };
  // LCL for everything after container k (k = 0: the whole cargo as LCL)
  for (let k = 0; k < n; k++) {
    const plan = input.finish(built.containers.slice(0, k), before[k].carried, before[k].waiting, true);
    consider(plan, `LCL for everything after ${describe(problem, plan.containers)}`);
  }
  // the last container in another allowed type, LCL for what it leaves
  if (n > 0) {
    const prefix = built.containers.slice(0, n - 1);
    const prefixFreight = prefix.reduce((sum, c) => sum + (problem.containers[c.type].rate ?? 0), 0);
    const last = built.containers[n - 1];
    const state = before[n - 1];
    for (const type of input.tailTypes) {
      const spec = problem.containers[type];
      if (type === last.type || spec.rate === null) continue;
      if (prefix.filter((c) => c.type === type).length >= spec.maxCount) continue;
      if (prefixFreight + spec.rate >= best.cost.total! - EPS) continue;
      const load = input.packRest(type, state);
      if (load === null) continue;
      if (problem.rules.keepPoTogether && splitsAWaitingPo(load, state)) continue;
      const space = spec.space;
      const notOffered = (l: Lot) => unfitReason(lotItem(problem, l), space);
      const rest: RemainderLot[] = [
        ...state.carried.filter((l) => notOffered(l) !== null),
        ...leftLots(load),
        ...state.waiting.flatMap((po) =>
          problem.pos[po].items.flatMap((it, item) => {
            const reason = notOffered({ po, item, qty: it.qty });
            return reason === null ? [] : [{ po, item, qty: it.qty, reason }];
          }),
        ),
      ];
      const plan = input.finish([...prefix, load], rest, [], true);
      consider(plan, `${describe(problem, plan.containers)} with LCL for what the ${spec.name} leaves`);
    }
  }
  if (best === built) return [built];
  const was = `${describe(problem, built.containers)} at ${money(built.cost.total!)}`;
  return [
    {
      ...best,
      notes: [...best.notes, `tail priced both ways: ${bestLabel} costs ${money(best.cost.total!)}, below ${was}`],
    },
    built,
  ];
}

/** Cartons of the offered lots the container did not place, per lot. */
function leftLots(load: ContainerLoad): RemainderLot[] {
  return load.plan.unplaced.map((u) => ({ ...load.lots[u.item], qty: u.qty, reason: u.reason }));
}

/** True when a whole PO offered to this container is now split between it and the remainder. */
function splitsAWaitingPo(load: ContainerLoad, state: TailState): boolean {
  const placedPos = new Set(load.plan.placements.map((p) => load.lots[p.item].po));
  return load.plan.unplaced.some((u) => {
    const po = load.lots[u.item].po;
    return state.waiting.includes(po) && placedPos.has(po);
  });
}
