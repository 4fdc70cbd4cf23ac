/**
 * How pallet plans are compared: complete before partial; among partial plans, more cartons
 * then more volume placed (or the reverse, see PartialPreference); then, between loads of
 * about the same height (within FLAT_SLACK), the flatter, more block-like load: fewer columns
 * standing above the main top (top-flatness.ts), then less exposed side area (side-exposure.ts:
 * full layers over scattered columns), then more of the footprint at the loaded height; then the
 * lowest loaded height; then the most central centre of gravity (offset rounded to 0.1% so
 * float noise cannot decide); then fewer heavy-on-light contacts.
 */
import type { Placement, Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { exposedSideShare } from './side-exposure.js';
import { topFlatness } from './top-flatness.js';

/** Heights within this share of the lower one count as the same height for the flatness preference. */
export const FLAT_SLACK = 0.02;

export interface PlanMeasures {
  readonly complete: boolean;
  readonly placedCount: number;
  readonly placedVolume: number;
  /**
   * Placed volume where a fragile carton counts the whole column from its base to the
   * ceiling (nothing can use it anyway): a fuller pallet by this measure leaves less
   * unusable room for the next one.
   */
  readonly effectiveVolume: number;
  /** Highest box top above the deck, length units. */
  readonly height: number;
  /** Cargo centre of gravity, length units; footprint centre when empty. */
  readonly cog: { readonly x: number; readonly y: number; readonly z: number };
  /** CoG offset from the footprint centre in percent of l (x) and w (z). */
  readonly cogOffsetPct: { readonly x: number; readonly z: number };
  /** Boxes resting on a strictly lighter box. */
  readonly heavyOverLight: number;
  /** Side area standing free inside the pallet over all side area (0 = one tight block). */
  readonly exposedSide: number;
  /** Share of the footprint whose top is within FLAT_TOP_TOLERANCE of the loaded height (1 = flat top). */
  readonly flatTop: number;
  /** Boxes with nothing on them rising above the main top (top-flatness.ts). */
  readonly columnsAbove: number;
}

export function measurePlan(problem: Problem, plan: Plan): PlanMeasures {
  const { items, space } = problem;
  let height = 0;
  let volume = 0;
  let effective = 0;
  let mass = 0;
  let mx = 0;
  let my = 0;
  let mz = 0;
  for (const p of plan.placements) {
    height = Math.max(height, p.y + p.dy);
    volume += p.dx * p.dy * p.dz;
    effective += items[p.item].maxStack === 0 ? p.dx * p.dz * (space.h - p.y) : p.dx * p.dy * p.dz;
    const w = items[p.item].weight;
    mass += w;
    mx += w * (p.x + p.dx / 2);
    my += w * (p.y + p.dy / 2);
    mz += w * (p.z + p.dz / 2);
  }
  const cog = mass > 0 ? { x: mx / mass, y: my / mass, z: mz / mass } : { x: space.l / 2, y: 0, z: space.w / 2 };
  return {
    complete: plan.unplaced.length === 0,
    placedCount: plan.placements.length,
    placedVolume: volume,
    effectiveVolume: effective,
    height,
    cog,
    cogOffsetPct: { x: (100 * (cog.x - space.l / 2)) / space.l, z: (100 * (cog.z - space.w / 2)) / space.w },
    heavyOverLight: countHeavyOverLight(problem, plan.placements),
    exposedSide: exposedSideShare(plan.placements),
    ...flatTopOf(plan.placements),
  };
}

function flatTopOf(placements: readonly Placement[]): { flatTop: number; columnsAbove: number } {
  const t = topFlatness(placements);
  return { flatTop: t.flatShare, columnsAbove: t.columnsAbove };
}

/** Pairs where a box rests (positive contact area) on a strictly lighter box. */
export function countHeavyOverLight(problem: Problem, placements: readonly Placement[]): number {
  const byTop = new Map<number, Placement[]>();
  for (const p of placements) {
    const t = p.y + p.dy;
    const list = byTop.get(t);
    if (list) list.push(p);
    else byTop.set(t, [p]);
  }
  let n = 0;
  for (const p of placements) {
    if (p.y === 0) continue;
    const w = problem.items[p.item].weight;
    for (const q of byTop.get(p.y) ?? []) {
      const ox = Math.min(p.x + p.dx, q.x + q.dx) - Math.max(p.x, q.x);
      const oz = Math.min(p.z + p.dz, q.z + q.dz) - Math.max(p.z, q.z);
      if (ox > 0 && oz > 0 && problem.items[q.item].weight < w) n++;
    }
  }
  return n;
}

/** Exposed side share in 5 % steps, so only a clear difference decides. */
function flatKey(m: PlanMeasures): number {
  return Math.round(20 * m.exposedSide);
}

/** Flat top share in 10 % steps. */
function flatTopKey(m: PlanMeasures): number {
  return Math.round(10 * m.flatTop);
}

function offsetKey(m: PlanMeasures): number {
  return Math.round(10 * Math.hypot(m.cogOffsetPct.x, m.cogOffsetPct.z));
}

/**
 * What decides between two partial plans: 'count' (more cartons on the pallet, as a user
 * of pallet-estimate expects) or 'volume' (fuller pallet, which leaves the smaller cartons
 * for the next pallet: better when filling pallet after pallet; fragile cartons count the
 * column above them, see PlanMeasures.effectiveVolume).
 */
export type PartialPreference = 'count' | 'volume';

/** Negative when `a` is the better plan. */
export function comparePlans(a: PlanMeasures, b: PlanMeasures, partial: PartialPreference = 'count'): number {
  if (a.complete !== b.complete) return a.complete ? -1 : 1;
  if (!a.complete) {
    const byCount = b.placedCount - a.placedCount;
    const byVolume = b.effectiveVolume - a.effectiveVolume;
    const d = partial === 'count' ? byCount || byVolume : byVolume || byCount;
    if (d !== 0) return d;
  }
  if (Math.abs(a.height - b.height) <= FLAT_SLACK * Math.min(a.height, b.height)) {
    const flatter = a.columnsAbove - b.columnsAbove || flatKey(a) - flatKey(b) || flatTopKey(b) - flatTopKey(a);
    if (flatter !== 0) return flatter;
  }
  return a.height - b.height || offsetKey(a) - offsetKey(b) || a.heavyOverLight - b.heavyOverLight;
}
