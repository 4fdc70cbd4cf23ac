/**
 * Prices a built plan's tail both ways and keeps the cheaper: the plan as built, LCL (W/M) for
 * everything left after any of its containers, or a different tail of containers with LCL for what
 * it leaves. A different tail starts after the plan's first containers (all but the last one to
 * TAIL_REPLACED, or all of them when some cartons were left for want of containers) and adds one to TAIL_DEPTH
 * containers of any allowed type, each packing everything still left (one packing run each), in a
 * depth-first search cut off where the freight alone already reaches the cheapest total found; it
 * spends at most the runs the caller gives it. What a cheaper candidate sends to LCL is marked
 * `lcl_cheaper` (the plan as built gave it a container, at a higher total). Only candidates with a
 * known total compete, and none that makes a PO wait behind a lower priority more than the built
 * plan does; the cheapest total wins, the plan as built on a tie. Without the rates nothing is
 * priced and the plan stays as built. The notes say what was priced against what.
 */
import { lclCharge, remainderTotals } from './economics.js';
import { unfitReason } from './eligibility.js';
import { lotItem } from './pack-container.js';
import type { ConsolidationPlan, ConsolidationProblem, ContainerLoad, Lot, RemainderLot } from './types.js';

export interface TailState {
  readonly carried: readonly RemainderLot[];
  readonly waiting: readonly number[];
}

/** One tail container, the cartons the priority rule held back from it, and the packing runs it took. */
export interface TailLoad {
  readonly load: ContainerLoad;
  readonly heldBack: readonly RemainderLot[];
  readonly runs: number;
}

/** Containers a different tail may add at most. */
export const TAIL_DEPTH = 4;
/** Containers of the plan as built a different tail may replace at most. */
export const TAIL_REPLACED = 3;

export interface TailInput {
  readonly problem: ConsolidationProblem;
  readonly built: ConsolidationPlan;
  /** The state before each container of the built plan, then the state after its last one. */
  readonly before: readonly TailState[];
  /** Packing runs the tail search may spend. */
  readonly runs: number;
  readonly tailTypes: readonly number[];
  readonly finish: (
    containers: readonly ContainerLoad[],
    carried: readonly RemainderLot[],
    waiting: readonly number[],
    byChoice: boolean,
  ) => ConsolidationPlan;
  /** One tail container of this type packed with everything in `state`, within `runs` packing runs. */
  readonly packRest: (type: number, state: TailState, runs: number) => TailLoad | null;
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
  // a different tail: from the state before container k, containers of any allowed type, LCL for what they leave
  let runs = input.runs;
  const rates = input.tailTypes.map((t) => problem.containers[t].rate).filter((r): r is number => r !== null);
  const cheapestRate = rates.length > 0 ? Math.min(...rates) : Infinity;
  const freightOf = (cs: readonly ContainerLoad[]) =>
    cs.reduce((sum, c) => sum + (problem.containers[c.type].rate ?? 0), 0);
  const search = (prefix: readonly ContainerLoad[], state: TailState, depth: number, skip: number | null): void => {
    const freight = freightOf(prefix);
    const left = stateTotals(problem, state);
    // most promising first: the freight plus the least the cargo it cannot hold must still cost
    const options = input.tailTypes
      .filter((type) => {
        const spec = problem.containers[type];
        return type !== skip && spec.rate !== null && prefix.filter((c) => c.type === type).length < spec.maxCount;
      })
      .map((type) => ({
        type,
        bound: freight + problem.containers[type].rate! + beyond(problem, left, type, cheapestRate),
      }))
      .sort((a, b) => a.bound - b.bound);
    for (const { type, bound } of options) {
      if (runs <= 0 || bound >= best.cost.total! - EPS) return;
      const spec = problem.containers[type];
      const tail = input.packRest(type, state, runs);
      runs -= tail?.runs ?? 1;
      if (tail === null) continue;
      const { load } = tail;
      if (problem.rules.keepPoTogether && splitsAWaitingPo(load, state)) continue;
      const rest = [...restAfter(problem, load, state), ...tail.heldBack];
      const plan = input.finish([...prefix, load], rest, [], true);
      consider(plan, `${describe(problem, plan.containers)} with LCL for what the ${spec.name} leaves`);
      // one more container only pays when it costs less than the LCL it saves; keep-together tails stay one container
      const more = depth > 1 && rest.length > 0 && !problem.rules.keepPoTogether;
      if (more && load.plan.placements.length > 0 && freight + spec.rate! + cheapestRate < best.cost.total! - EPS)
        search([...prefix, load], { carried: rest, waiting: [] }, depth - 1, null);
    }
  };
  // what the plan as built left for want of containers first, then from before its last container, and so on
  for (let k = n; k >= Math.max(0, n - TAIL_REPLACED); k--) {
    const state = before[k];
    if (k === n && state.carried.length === 0 && state.waiting.length === 0) continue;
    // the same type first from a built container's state mostly repacks the plan as built: not tried
    search(built.containers.slice(0, k), state, TAIL_DEPTH, k < n ? built.containers[k].type : null);
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

/** Volume and grams of everything a tail state still holds (carried lots and whole waiting POs). */
function stateTotals(problem: ConsolidationProblem, state: TailState): { volume: number; grams: number } {
  const lots = [
    ...state.carried,
    ...state.waiting.flatMap((po) => problem.pos[po].items.map((it, item) => ({ po, item, qty: it.qty }))),
  ];
  const t = remainderTotals(problem, lots);
  return { volume: t.volume, grams: t.grams };
}

/**
 * The least the cargo a container of this type cannot hold must still cost: nothing when its
 * volume and weight fit, else one more container or that excess as LCL (W/M), whichever is less.
 */
function beyond(
  problem: ConsolidationProblem,
  left: { volume: number; grams: number },
  type: number,
  cheapestRate: number,
): number {
  const space = problem.containers[type].space;
  const volume = Math.max(0, left.volume - space.l * space.w * space.h);
  const grams = space.maxWeight ? Math.max(0, left.grams - space.maxWeight) : 0;
  if (volume === 0 && grams === 0) return 0;
  const lcl = lclCharge(problem, volume, grams);
  return Math.min(cheapestRate, lcl ?? Infinity);
}

/** What a tail container packed with everything in `state` leaves: cartons it cannot take, did not place, or was not offered. */
function restAfter(problem: ConsolidationProblem, load: ContainerLoad, state: TailState): RemainderLot[] {
  const space = problem.containers[load.type].space;
  const notOffered = (l: Lot) => unfitReason(lotItem(problem, l), space);
  return [
    ...state.carried.flatMap((l) => {
      const reason = notOffered(l);
      return reason === null ? [] : [{ ...l, reason }];
    }),
    ...leftLots(load),
    ...state.waiting.flatMap((po) =>
      problem.pos[po].items.flatMap((it, item) => {
        const reason = notOffered({ po, item, qty: it.qty });
        return reason === null ? [] : [{ po, item, qty: it.qty, reason }];
      }),
    ),
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
