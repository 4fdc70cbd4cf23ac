/**
 * Top repack: the few cartons a fill leaves out at the bound, packed again with the top of a
 * pallet.
 *
 * Optimises: cartons placed on a fixed number of pallets (the count the bound names), when
 * one to a few cartons are out and the pallets still have room (the last one is often 70-85 %
 * full, yet no gap fits the carton left over).
 * Method: destroy and repair on a pallet's upper part (a large-neighbourhood move). Every box
 * whose bottom is at or above a cut height is taken off; nothing below rests on those, so
 * what stays is a valid load. The boxes taken off and the cartons left out are put back by
 * extreme-point insertion (leftover-insertion.ts), in each of the engine's carton orders,
 * first onto the cut pallet, then into the gaps of all pallets. Cuts take off at most
 * CUT_SHARES of the pallet's load volume; pallets least full first. The first repack that
 * places every carton wins; the insertion re-checks every pallet rule as it places.
 * Limits: greedy re-insertion; boxes below the cut never move.
 */
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { ITEM_ORDERS } from '../pallet-loading/item-orders.js';
import { leftVolume } from './share-loading.js';
import { insertLeftovers } from './leftover-insertion.js';
import { remeasured, type Loaded } from './share-loading.js';

/** Cartons out, at most this share of one pallet's volume: more is not a few cartons. */
export const TOP_REPACK_LEFT = 0.06;

/** All `count` pallets loaded and only a few cartons out (at most TOP_REPACK_LEFT of a pallet's volume): worth a top repack. */
export function fewCartonsLeft(
  problem: Problem,
  pallets: readonly Loaded[],
  count: number,
  left: readonly number[],
): boolean {
  const out = leftVolume(problem, left);
  return (
    pallets.length === count && out > 0 && out <= TOP_REPACK_LEFT * problem.space.l * problem.space.w * problem.space.h
  );
}
/** Load volume taken off a pallet per cut, at most (bench:pallet: deeper cuts closed no more orders). */
const CUT_SHARES: readonly number[] = [0.1, 0.2];
/** Pallets tried, least full first. */
const PALLETS_TRIED = 2;
/** Insertion work per repack. */
const REPACK_WORK = 2_000_000;

const volumeOf = (ps: readonly Placement[]): number => ps.reduce((v, p) => v + p.dx * p.dy * p.dz, 0);

/** The pallets with every carton of `left` placed, or null when no repack places them all. */
export function topRepack(
  problem: Problem,
  pallets: readonly Loaded[],
  left: readonly number[],
  timeUp: () => boolean,
): Loaded[] | null {
  if (pallets.length === 0 || left.every((q) => q === 0)) return null;
  const byFill = pallets
    .map((p, i) => ({ i, v: p.measures.placedVolume }))
    .sort((a, b) => a.v - b.v || a.i - b.i)
    .map((e) => e.i);
  for (const g of byFill.slice(0, PALLETS_TRIED)) {
    const boxes = pallets[g].placements;
    let lastCut = -1;
    for (const cut of CUT_SHARES.map((share) => cutHeight(boxes, share))) {
      if (cut === lastCut) continue;
      lastCut = cut;
      for (let ordering = 0; ordering < ITEM_ORDERS.length; ordering++) {
        if (timeUp()) return null;
        const done = repackAt(problem, pallets, g, cut, left, ordering, timeUp);
        if (done) return done;
      }
    }
  }
  return null;
}

/** The lowest box bottom such that the boxes at or above it hold at most `share` of the load volume (at least the highest bottom: its boxes alone). */
function cutHeight(boxes: readonly Placement[], share: number): number {
  const limit = share * volumeOf(boxes);
  const bottoms = [...new Set(boxes.map((b) => b.y))].sort((a, b) => b - a);
  let cut = bottoms[0];
  for (const y of bottoms.slice(1)) {
    if (volumeOf(boxes.filter((b) => b.y >= y)) > limit) break;
    cut = y;
  }
  return cut;
}

function repackAt(
  problem: Problem,
  pallets: readonly Loaded[],
  g: number,
  cut: number,
  left: readonly number[],
  ordering: number,
  timeUp: () => boolean,
): Loaded[] | null {
  const kept = pallets[g].placements.filter((b) => b.y < cut);
  const pool = [...left];
  for (const b of pallets[g].placements) if (b.y >= cut) pool[b.item]++;
  const first = insertLeftovers(problem, [kept], pool, REPACK_WORK, timeUp, ordering);
  let boxes = pallets.map((p, i) => (i === g ? first.pallets[0] : p.placements));
  let out = first.left;
  if (out.some((q) => q > 0)) {
    const rest = insertLeftovers(problem, boxes, out, REPACK_WORK, timeUp, ordering);
    boxes = rest.pallets;
    out = rest.left;
  }
  if (out.some((q) => q > 0)) return null;
  return pallets.map((p, i) =>
    i !== g && boxes[i].length === p.placements.length ? p : remeasured(problem, p, boxes[i], 'top-repack'),
  );
}
