/**
 * Balance as a constraint when not everything fits. A partial load is positioned (balance.ts);
 * when it still fails COG_HEIGHT or AXLE_LOADS (the stow objective's balance key above 0), the
 * move "leave this unit out" is tried on the units nothing rests on (outside keep-together
 * groups, so no group splits): each step takes the one whose removal, after positioning again,
 * gives the lowest balance key, among the TRIM_TRIES units that pull the CoG furthest the wrong
 * way. It stops once the key is 0 (or when no removal lowers it), and the trimmed plan is kept only then, and only when at most
 * TRIM_SHARE of the placed units (at least TRIM_MIN) were left out, within TRIM_EVALS
 * positionings and before the time cap: a few units fewer for a plan
 * the checks pass, never a much smaller load. Removing a top unit keeps every other unit's
 * support, stack loads and zones valid.
 */
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { contactPairs } from '../../geometry/contact-pairs.js';
import { verticalContacts } from '../../geometry/vertical-contacts.js';
import { COG_HEIGHT_PCT, LATERAL_PCT } from '../../reports/pack-checks-balance.js';
import { balanceExcess, positionLoad } from './balance.js';
import { balanceOf } from './stow-objective.js';

/** Most units the trim may leave out: this share of the placed units, at least TRIM_MIN. */
export const TRIM_SHARE = 0.05;
export const TRIM_MIN = 3;
/** Candidates per step measured in full (positioned again), after a cheap ranking. */
const TRIM_TRIES = 12;
/** Positionings the whole trim may measure: bounds its cost (about n log n each) on large loads. */
const TRIM_EVALS = 120;

export interface Trimmed {
  readonly boxes: Placement[];
  /** Item index of each unit left out for balance. */
  readonly dropped: number[];
}

/** `stop` is the service's time cap: once it fires, the load is returned as found. */
export function trimForBalance(problem: Problem, positioned: readonly Placement[], stop: () => boolean): Trimmed {
  const none = { boxes: positioned.slice(), dropped: [] };
  if (positioned.length === 0 || balanceOf(problem, positioned) < 0.5) return none;
  const limit = Math.max(TRIM_MIN, Math.floor(TRIM_SHARE * positioned.length));
  const { items, space } = problem;
  // units resting on each unit; a unit with none may be left out
  const contacts = verticalContacts(positioned, contactPairs(positioned));
  const load = positioned.map((_, i) => contacts.above[i].length);
  const alive = positioned.map(() => true);
  const dropped: number[] = [];
  let boxes = positioned.slice();
  let current = balanceOf(problem, positioned);
  let evals = 0;
  while (dropped.length < limit && evals < TRIM_EVALS && !stop()) {
    // the current positions of the live units (positionLoad moves them), by original index
    const live = positioned.map((_, i) => i).filter((i) => alive[i]);
    const at = new Map(live.map((i, k) => [i, boxes[k]]));
    const cog = massCentre(problem, boxes);
    const lateral = Math.abs(cog.z - space.w / 2) > (LATERAL_PCT / 100) * space.w ? Math.sign(cog.z - space.w / 2) : 0;
    const high = cog.y > (COG_HEIGHT_PCT / 100) * space.h ? 1 : 0;
    const along = balanceExcess(problem, boxes) > 0 ? Math.sign(cog.x - idealX(problem)) : 0;
    // how far a unit pulls the CoG the wrong way on the axes that fail, times its mass
    const pull = (i: number) => {
      const b = at.get(i) as Placement;
      const dz = (b.z + b.dz / 2 - space.w / 2) * lateral;
      const dy = (b.y + b.dy / 2 - cog.y) * high;
      const dx = (b.x + b.dx / 2 - cog.x) * along;
      return items[b.item].weight * (dz + dy + dx);
    };
    const tops = live.filter((i) => load[i] === 0 && items[positioned[i].item].group === null);
    const tries = tops
      .map((i) => ({ i, p: pull(i) }))
      .sort((a, b) => b.p - a.p || a.i - b.i)
      .slice(0, Math.min(TRIM_TRIES, TRIM_EVALS - evals));
    evals += tries.length;
    let best: { i: number; boxes: Placement[]; balance: number } | null = null;
    for (const { i } of tries) {
      const rest = live.filter((k) => k !== i).map((k) => positioned[k]);
      const moved = positionLoad(problem, rest);
      const balance = balanceOf(problem, moved);
      if (!best || balance < best.balance - 1e-9) best = { i, boxes: moved, balance };
    }
    // no unit's removal helps: a greedy trim will not reach balance, so the load stays as found
    if (!best || best.balance >= current - 1e-9) return none;
    current = best.balance;
    alive[best.i] = false;
    dropped.push(positioned[best.i].item);
    for (const r of contacts.below[best.i]) load[r.lower]--;
    boxes = best.boxes;
    if (best.balance < 0.5) return { boxes, dropped };
  }
  return none;
}

function massCentre(problem: Problem, boxes: readonly Placement[]): { x: number; y: number; z: number } {
  let m = 0,
    x = 0,
    y = 0,
    z = 0;
  for (const b of boxes) {
    const w = problem.items[b.item].weight;
    m += w;
    x += w * (b.x + b.dx / 2);
    y += w * (b.y + b.dy / 2);
    z += w * (b.z + b.dz / 2);
  }
  return m > 0 ? { x: x / m, y: y / m, z: z / m } : { x: 0, y: 0, z: 0 };
}

/** Where the CoG would sit ideally along x: mid-length, or with axles where the loads stand in proportion to the limits. */
function idealX(problem: Problem): number {
  const a = problem.space.axles;
  if (!a) return problem.space.l / 2;
  return a.frontPos + ((a.rearPos - a.frontPos) * a.rearLimit) / (a.frontLimit + a.rearLimit);
}
