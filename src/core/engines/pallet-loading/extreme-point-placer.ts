/**
 * Places cartons one by one, in a given order, at the extreme point and orientation that
 * keeps the load lowest: the smallest resulting box top, then the lowest base, then the
 * point nearest the rear-left corner (Crainic, Perboli & Tadei 2008, with a pallet merit).
 * Candidates are sorted by merit and tested lazily, so usually only the first few are checked.
 * Limits: greedy, one carton at a time; it never revisits a placement.
 */
import type { Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { WorkMeter } from '../../search/budget.js';
import { ExtremePoints } from './extreme-points.js';
import type { LoadState } from './load-state.js';

interface Candidate { readonly x: number; readonly y: number; readonly z: number; readonly s: Shape; readonly top: number }

/** 'lowest' keeps the load low; 'highest' puts cartons on the highest surfaces (fragile ones, which block what is above them). */
export type PlacementMerit = 'lowest' | 'highest';

function lowest(a: Candidate, b: Candidate): number {
  return a.top - b.top || a.y - b.y || (a.x + a.z) - (b.x + b.z) || a.x - b.x;
}

function highest(a: Candidate, b: Candidate): number {
  return b.y - a.y || a.top - b.top || (a.x + a.z) - (b.x + b.z) || a.x - b.x;
}

/** Extreme points for a state that may already hold boxes (for example full layers). */
export function extremePointsFor(state: LoadState): ExtremePoints {
  const eps = new ExtremePoints(state);
  eps.add(0, 0, 0);
  for (const p of state.placements) eps.update(p);
  return eps;
}

/**
 * Places `cartons` (item indices, one per carton, in loading order). Returns the cartons
 * left out. Stops early, leaving the rest out, when the meter runs out.
 */
export function placeCartons(
  state: LoadState,
  eps: ExtremePoints,
  cartons: readonly number[],
  shapes: readonly (readonly Shape[])[],
  meter: WorkMeter,
  merit: PlacementMerit = 'lowest',
): number[] {
  const better = merit === 'lowest' ? lowest : highest;
  const left: number[] = [];
  const failedAt = new Map<number, number>();
  let spent = state.tests;
  for (let c = 0; c < cartons.length; c++) {
    const item = cartons[c];
    if (meter.exhausted) { left.push(...cartons.slice(c)); break; }
    if (failedAt.get(item) === state.count) { left.push(item); continue; }
    const cands: Candidate[] = [];
    for (const e of eps.points) {
      for (const s of shapes[item]) {
        if (e.x + s.dx <= state.L && e.y + s.dy <= state.H && e.z + s.dz <= state.W) cands.push({ x: e.x, y: e.y, z: e.z, s, top: e.y + s.dy });
      }
    }
    cands.sort(better);
    let placed: Placement | null = null;
    for (const k of cands) {
      const p: Placement = { item, x: k.x, y: k.y, z: k.z, dx: k.s.dx, dy: k.s.dy, dz: k.s.dz };
      if (state.place(p)) { placed = p; break; }
    }
    meter.spend(state.tests - spent + cands.length);
    spent = state.tests;
    if (placed) eps.update(placed);
    else { failedAt.set(item, state.count); left.push(item); }
  }
  return left;
}
