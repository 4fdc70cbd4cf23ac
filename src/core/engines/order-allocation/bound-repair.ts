/**
 * Repair at the lower bound: when loading an order onto exactly `bound` pallets leaves a few
 * cartons out, those cartons are pooled with the cartons of one or two of the least-full
 * pallets and that pool is reloaded onto the same number of pallets, the leftovers offered
 * first a place in the new shares; what still has no place is inserted into the gaps and tops
 * of every pallet. A step is kept when it leaves less volume out; the repair stops when
 * nothing is left (the count is then proven minimal) or after MAX_RELOADS pallet groups.
 * Limits: a local search over a few pallet groups; it proves nothing when it fails.
 */
import type { Problem } from '../../model/problem.js';
import { withQuantities } from '../pallet-loading/index.js';
import { insertLeftovers } from './leftover-insertion.js';
import { evenSplit, wholeSplit, type Split } from './order-splits.js';
import { countItems, INSERTION_WORK, loadShares, reloaded, type Loaded } from './share-loading.js';

/** Pallet groups reloaded at most (each costs up to two splits of one or two pallet loads). */
const MAX_RELOADS = 12;
/** Repair only when what is left out is at most this share of one pallet's volume. */
export const REPAIR_LEFT_LIMIT = 0.15;
/** Fill ranks of the pallets pooled in one reload (0 = least full): the least full alone, then pairs. */
const GROUPS: readonly (readonly number[])[] = [[0], [0, 1], [0, 2], [1, 2], [1]];

export interface AtBound {
  readonly pallets: readonly Loaded[];
  /** Per item, the cartons without a place. */
  readonly left: readonly number[];
}

type Load = (qty: readonly number[]) => Loaded;

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

/**
 * The pallets with every carton placed, or null when the repair does not get there. Rounds
 * reload every group with one of `loads` (different carton orders); after a round without
 * progress the next one is used, since the same build would repeat itself.
 */
export function repairAtBound(
  problem: Problem,
  start: AtBound,
  loads: readonly Load[],
  timeUp: () => boolean,
): Loaded[] | null {
  const { l, w, h } = problem.space;
  if (leftVolume(problem, start.left) > REPAIR_LEFT_LIMIT * l * w * h) return null;
  const groups = GROUPS.filter((g) => g.every((r) => r < start.pallets.length));
  let state = start;
  let reloads = 0;
  let loadIndex = 0;
  while (loadIndex < loads.length) {
    const before = leftVolume(problem, state.left);
    for (const group of groups) {
      if (timeUp() || reloads++ >= MAX_RELOADS) return null;
      const next = reloadGroup(problem, state, leastFull(state.pallets, group), loads[loadIndex], timeUp);
      if (next && leftVolume(problem, next.left) < leftVolume(problem, state.left)) state = next;
      if (state.left.every((q) => q === 0)) return [...state.pallets];
    }
    // A round without progress would repeat itself: the next carton order.
    if (leftVolume(problem, state.left) >= before) loadIndex++;
  }
  return null;
}

/** Pallet indices of the given fill ranks. */
function leastFull(pallets: readonly Loaded[], ranks: readonly number[]): number[] {
  const byFill = pallets.map((p, i) => ({ i, v: p.measures.placedVolume })).sort((a, b) => a.v - b.v || a.i - b.i);
  return ranks.map((r) => byFill[r].i);
}

/** The group's cartons plus the leftovers reloaded onto the group's pallets; the rest into every pallet's gaps. */
function reloadGroup(
  problem: Problem,
  state: AtBound,
  group: readonly number[],
  load: (qty: readonly number[]) => Loaded,
  timeUp: () => boolean,
): AtBound | null {
  const pool = state.left.map(
    (q, i) => q + group.reduce((s, p) => s + countItems(problem, state.pallets[p].placements)[i], 0),
  );
  const sub = withQuantities(problem, pool);
  let best: AtBound | null = null;
  for (const split of [
    leftoversFirst(wholeSplit(sub.items, pool, group.length), state.left),
    evenSplit(sub.items, pool, group.length),
  ] as Split[]) {
    if (timeUp()) break;
    let partial: AtBound | null = null;
    const done = loadShares(
      sub,
      split,
      load,
      timeUp,
      (left, pallets) => {
        if (pallets) partial = { pallets, left };
      },
      REPAIR_LEFT_LIMIT,
    );
    const reloadedGroup: AtBound | null = done ? { pallets: done, left: problem.items.map(() => 0) } : partial;
    if (!reloadedGroup || reloadedGroup.pallets.length !== group.length) continue;
    const merged = mergeAndInsert(problem, state.pallets, group, reloadedGroup, timeUp);
    if (!best || leftVolume(problem, merged.left) < leftVolume(problem, best.left)) best = merged;
    if (best.left.every((q) => q === 0)) break;
  }
  return best;
}

/** The split with the leftovers moved to its first share, so the first pallet loaded takes them first. */
function leftoversFirst(split: Split, left: readonly number[]): Split {
  if (split.length < 2) return split;
  const out = split.map((share) => [...share]);
  left.forEach((q, i) => {
    let move = q;
    for (let p = 1; p < out.length && move > 0; p++) {
      const n = Math.min(move, out[p][i]);
      out[p][i] -= n;
      out[0][i] += n;
      move -= n;
    }
  });
  return out;
}

function mergeAndInsert(
  problem: Problem,
  pallets: readonly Loaded[],
  group: readonly number[],
  reloadedGroup: AtBound,
  timeUp: () => boolean,
): AtBound {
  const merged = [...pallets];
  group.forEach((p, j) => {
    merged[p] = reloadedGroup.pallets[j];
  });
  if (reloadedGroup.left.every((q) => q === 0)) return { pallets: merged, left: reloadedGroup.left };
  const ins = insertLeftovers(
    problem,
    merged.map((p) => p.placements),
    reloadedGroup.left,
    INSERTION_WORK,
    timeUp,
  );
  return {
    pallets: ins.pallets.map((ps, i) => (ps === merged[i].placements ? merged[i] : reloaded(problem, merged[i], ps))),
    left: ins.left,
  };
}
