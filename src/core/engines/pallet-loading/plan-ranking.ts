/**
 * Measures a pallet plan for the pallet objective (objectives/pallet.ts), which decides between
 * plans: this file only measures and delegates, so every pallet search ranks by the same total
 * order as the reports judge by.
 */
import type { Placement, Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { exposedSideShare } from './side-exposure.js';
import { topFlatness } from './top-flatness.js';
import { comparePallets, type PartialPreference } from '../../objectives/pallet.js';
import { isHeavyOverLight, isLiquidOverDry } from '../../objectives/pallet-thresholds.js';
import { slenderStacks } from '../../objectives/pallet-slenderness.js';

export type { PartialPreference } from '../../objectives/pallet.js';

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
  /** Usable height of the load space, length units. */
  readonly usableHeight: number;
  /** Cargo centre of gravity, length units; footprint centre when empty. */
  readonly cog: { readonly x: number; readonly y: number; readonly z: number };
  /** CoG offset from the footprint centre in percent of l (x) and w (z). */
  readonly cogOffsetPct: { readonly x: number; readonly z: number };
  /** Boxes resting on a box under 1/HEAVY_RATIO of their weight (HEAVY_OVER_LIGHT's rule). */
  readonly heavyOverLight: number;
  /** Boxes of a liquid item resting on a box of an item that is not liquid. */
  readonly liquidOverDry: number;
  /** Free-standing stacks one carton wide beyond the slenderness limit (objectives/pallet-slenderness.ts). */
  readonly slenderStacks: number;
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
    usableHeight: space.h,
    cog,
    cogOffsetPct: { x: (100 * (cog.x - space.l / 2)) / space.l, z: (100 * (cog.z - space.w / 2)) / space.w },
    heavyOverLight: countHeavyOverLight(problem, plan.placements),
    liquidOverDry: countLiquidOverDry(problem, plan.placements),
    slenderStacks: slenderStacks(plan.placements).length,
    exposedSide: exposedSideShare(plan.placements),
    ...flatTopOf(plan.placements),
  };
}

function flatTopOf(placements: readonly Placement[]): { flatTop: number; columnsAbove: number } {
  const t = topFlatness(placements);
  return { flatTop: t.flatShare, columnsAbove: t.columnsAbove };
}

/** Pairs where a box rests (positive contact area) on one under 1/HEAVY_RATIO of its weight: HEAVY_OVER_LIGHT's rule. */
export function countHeavyOverLight(problem: Problem, placements: readonly Placement[]): number {
  return countContacts(placements, (upper, lower) =>
    isHeavyOverLight(problem.items[upper.item].weight, problem.items[lower.item].weight),
  );
}

/** Pairs where a box of a liquid item rests (positive contact area) on a box of an item that is not liquid. */
export function countLiquidOverDry(problem: Problem, placements: readonly Placement[]): number {
  if (!problem.items.some((it) => it.liquid)) return 0;
  return countContacts(placements, (upper, lower) =>
    isLiquidOverDry(problem.items[upper.item], problem.items[lower.item]),
  );
}

/** Pairs of boxes where the upper rests on the lower with positive contact area and `counts(upper, lower)`. */
function countContacts(
  placements: readonly Placement[],
  counts: (upper: Placement, lower: Placement) => boolean,
): number {
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
    for (const q of byTop.get(p.y) ?? []) {
      const ox = Math.min(p.x + p.dx, q.x + q.dx) - Math.max(p.x, q.x);
      const oz = Math.min(p.z + p.dz, q.z + q.dz) - Math.max(p.z, q.z);
      if (ox > 0 && oz > 0 && counts(p, q)) n++;
    }
  }
  return n;
}

/** Negative when `a` is the better plan (the pallet objective). */
export function comparePlans(a: PlanMeasures, b: PlanMeasures, partial: PartialPreference = 'count'): number {
  return comparePallets(a, b, partial);
}
