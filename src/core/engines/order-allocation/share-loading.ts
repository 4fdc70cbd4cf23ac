/**
 * Loading an order's shares pallet after pallet (the rebalancing step of order allocation),
 * with what carries over from one pallet to the next and leftover insertion at the end.
 */
import type { Placement, StopReason } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { measurePlan, type PlanMeasures } from '../pallet-loading/index.js';
import { fitsEmptySpace } from '../pallet-loading/pallet-plan.js';
import { insertLeftovers } from './leftover-insertion.js';
import type { Split } from './order-splits.js';

export interface Loaded {
  readonly placements: readonly Placement[];
  readonly approach: string;
  readonly measures: PlanMeasures;
  readonly work: number;
  readonly stoppedBy: StopReason;
}

/** Box-pair tests for leftover insertion over all pallets. */
export const INSERTION_WORK = 400_000;
/** Pallets whose volume fill (of l × w × h) is below this share count as stubs worth repacking. */
export const STUB_FILL = 0.5;
/** A split is given up once the cartons its shares left out exceed this share of one pallet's volume. */
const LEFTOVER_LIMIT = 0.05;
/**
 * A near miss: cartons left out at most this share of one pallet's volume. A whole-order fill
 * that close is regrouped, the all-approaches fill at the bound's budget runs only after the one
 * at the fill's budget came this close (the orders it closes had 3-11 % left; the slowest misses,
 * 20-60 % left, skip it), and a dealt split is given up once its shares carried more over (the
 * everyday LEFTOVER_LIMIT gave up splits over the bound that do load).
 */
export const NEAR_MISS = 0.15;

/**
 * Loads the shares pallet after pallet, each offered its share plus what the pallets before
 * it could not take; what the last one leaves goes into the gaps and tops of all of them.
 * Null when some carton still has no place, or as soon as the cartons carried over exceed
 * what the remaining pallets could plausibly absorb (LEFTOVER_LIMIT). `onLeft` gets what was
 * left out, and the pallets too when every share was loaded.
 */
export function loadShares(
  problem: Problem,
  shares: Split,
  load: (qty: readonly number[]) => Loaded,
  timeUp: () => boolean,
  onLeft: (left: readonly number[], pallets?: readonly Loaded[]) => void = () => {},
  leftoverLimit = LEFTOVER_LIMIT,
): Loaded[] | null {
  const out: Loaded[] = [];
  let left = problem.items.map(() => 0);
  let leftVolume = 0;
  const limit = leftoverLimit * problem.space.l * problem.space.w * problem.space.h;
  for (const share of shares) {
    if (timeUp()) return null;
    const offered = share.map((q, i) => q + left[i]);
    if (offered.every((q) => q === 0)) return null;
    const pallet = load(offered);
    if (pallet.placements.length === 0) return null;
    left = subtract(offered, pallet.placements);
    leftVolume = left.reduce((v, q, i) => v + q * volumeOf(problem, i), 0);
    // After the last share only insertion remains, which is cheap to try: no early give-up.
    if (leftVolume > limit && out.length + 1 < shares.length) {
      onLeft(left);
      return null;
    }
    out.push(pallet);
  }
  if (left.every((q) => q === 0)) return out;
  const ins = insertLeftovers(
    problem,
    out.map((p) => p.placements),
    left,
    INSERTION_WORK,
    timeUp,
  );
  const pallets = ins.pallets.map((ps, i) => (ps === out[i].placements ? out[i] : reloaded(problem, out[i], ps)));
  if (ins.left.some((q) => q > 0)) {
    onLeft(ins.left, pallets);
    return null;
  }
  return pallets;
}

function volumeOf(problem: Problem, item: number): number {
  const it = problem.items[item];
  return it.l * it.w * it.h;
}

/** A pallet whose boxes leftover insertion added to (same count: unchanged): measures recomputed, approach marked. */
export function reloaded(problem: Problem, pallet: Loaded, placements: Placement[]): Loaded {
  return placements.length === pallet.placements.length ? pallet : remeasured(problem, pallet, placements, 'insertion');
}

/** A pallet with new boxes (a step after its build moved or added some): measures recomputed, approach marked `+step`. */
export function remeasured(problem: Problem, pallet: Loaded, placements: readonly Placement[], step: string): Loaded {
  const plan = {
    placements,
    unplaced: [],
    stats: { engine: pallet.approach, work: 0, stoppedBy: 'complete' as const },
  };
  return { ...pallet, placements, approach: `${pallet.approach}+${step}`, measures: measurePlan(problem, plan) };
}

/** Per item, its quantity when one carton fits an empty pallet (some orientation, the payload), else 0. */
export function loadableQuantities(problem: Problem): number[] {
  const { maxWeight } = problem.space;
  return problem.items.map((it) =>
    fitsEmptySpace(problem, it.index) && (maxWeight === null || it.weight <= maxWeight) ? it.qty : 0,
  );
}

export function countItems(problem: Problem, placements: readonly Placement[]): number[] {
  const out = problem.items.map(() => 0);
  for (const p of placements) out[p.item]++;
  return out;
}

export function subtract(qty: readonly number[], placements: readonly Placement[]): number[] {
  const out = [...qty];
  for (const p of placements) out[p.item]--;
  return out;
}

/** The carton volume of `left` (per item counts). */
export function leftVolume(problem: Problem, left: readonly number[]): number {
  return left.reduce((v, q, i) => v + q * problem.items[i].l * problem.items[i].w * problem.items[i].h, 0);
}

/** The whole order's carton volume. */
export function cargoVolume(problem: Problem): number {
  return leftVolume(
    problem,
    problem.items.map((it) => it.qty),
  );
}
