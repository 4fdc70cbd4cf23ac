/**
 * Fit test: does an order fit a box, and with which placement? Cheapest evidence first:
 * 1. bounds: content volume, content mass against the box's maxWeight, and one way of holding
 *    the box in which every SKU fits on its own in an allowed orientation;
 * 2. a known arrangement of the order whose sorted extents the box's sorted sides dominate;
 * 3. the container engine packing the order into each way of holding the box, within a
 *    per-request work cap; a success becomes a known arrangement for later boxes.
 * Results are cached per order shape and box size. Every "fits" carries a placement that the
 * independent plan checker accepts with full support (nothing overhangs inside a parcel, as no
 * cushioning is modelled); a pair left undecided when the cap runs out counts as not fitting.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Shape } from '../../model/item.js';
import { boxOrientations, holdBox, packOrder, type Arrangement, type Extents, type Packing } from './arrangement.js';
import { boxVolume } from './billing.js';
import type { BoxSpec, OrderShape } from './model.js';

export type FitVerdict = { readonly fits: true; readonly packing: Packing } | { readonly fits: false; readonly undecided: boolean };

/** Counts of how fit questions were answered, for `searched`. */
export interface FitStats {
  pairs: number;
  byBounds: number;
  byArrangement: number;
  byEngine: number;
  engineNoFit: number;
  undecided: number;
  engineWork: number;
}

export interface FitLimits {
  /** Engine work units all fallback packings of one request may spend. */
  readonly totalWork: number;
  /** Engine work units of one packing attempt. */
  readonly perCall: number;
  readonly isTimeUp?: () => boolean;
}

const fitsInside = (s: Shape, o: Extents) => s.dx <= o.dx && s.dy <= o.dy && s.dz <= o.dz;
const NO: FitVerdict = { fits: false, undecided: false };

export class FitTester {
  readonly stats: FitStats = { pairs: 0, byBounds: 0, byArrangement: 0, byEngine: 0, engineNoFit: 0, undecided: 0, engineWork: 0 };
  private readonly known = new Map<string, Arrangement[]>();
  private readonly shapes = new Map<string, Shape[][]>();
  private readonly cache = new Map<string, FitVerdict>();

  constructor(private readonly limits: FitLimits) {}

  /** Records an arrangement of the order (from candidate generation or a successful fit). */
  learn(shape: OrderShape, arr: Arrangement): void {
    const list = this.known.get(shape.key) ?? [];
    list.push(arr);
    this.known.set(shape.key, list);
  }

  arrangements(shape: OrderShape): readonly Arrangement[] {
    return this.known.get(shape.key) ?? [];
  }

  /** The ways of holding the box in which every item fits alone; empty when bounds reject the pair. */
  holdingsWithinBounds(shape: OrderShape, box: BoxSpec): Extents[] {
    if (shape.volume > boxVolume(box)) return [];
    if (box.maxWeight !== null && shape.weight > box.maxWeight) return [];
    const shapes = this.itemShapes(shape);
    return boxOrientations(box).filter((o) => shapes.every((list) => list.some((s) => fitsInside(s, o))));
  }

  /** Bounds and known arrangements only: a verdict, or null when only the engine can tell. */
  quick(shape: OrderShape, box: BoxSpec): FitVerdict | null {
    const hit = this.cache.get(cacheKey(shape, box));
    if (hit) return hit;
    const holdings = this.holdingsWithinBounds(shape, box);
    if (holdings.length === 0) return this.remember(shape, box, NO, 'byBounds');
    for (const arr of this.arrangements(shape)) {
      const packing = holdBox(arr, box);
      if (packing) return this.remember(shape, box, { fits: true, packing }, 'byArrangement');
    }
    return null;
  }

  /** The full test: quick evidence, then the engine while the work cap lasts. */
  fit(shape: OrderShape, box: BoxSpec): FitVerdict {
    const quick = this.quick(shape, box);
    if (quick) return quick;
    for (const space of this.holdingsWithinBounds(shape, box)) {
      if (this.stats.engineWork >= this.limits.totalWork || this.limits.isTimeUp?.()) {
        return this.remember(shape, box, { fits: false, undecided: true }, 'undecided');
      }
      const { arrangement, work } = packOrder(shape, space, this.limits.perCall, this.limits.isTimeUp);
      this.stats.engineWork += work;
      if (arrangement) {
        this.learn(shape, arrangement);
        return this.remember(shape, box, { fits: true, packing: { space, placements: arrangement.placements } }, 'byEngine');
      }
    }
    return this.remember(shape, box, NO, 'engineNoFit');
  }

  private remember(shape: OrderShape, box: BoxSpec, verdict: FitVerdict, how: Exclude<keyof FitStats, 'engineWork' | 'pairs'>): FitVerdict {
    this.cache.set(cacheKey(shape, box), verdict);
    this.stats.pairs++;
    this.stats[how]++;
    return verdict;
  }

  private itemShapes(shape: OrderShape): Shape[][] {
    let list = this.shapes.get(shape.key);
    if (!list) {
      list = shape.items.map((it) => allowedShapes(it));
      this.shapes.set(shape.key, list);
    }
    return list;
  }
}

/** Boxes of equal sides and content limit answer alike, whatever their id. */
const cacheKey = (shape: OrderShape, box: BoxSpec) => {
  const [a, b, c] = [box.l, box.w, box.h].sort((p, q) => q - p);
  return `${shape.key}|${a},${b},${c},${box.maxWeight ?? ''}`;
};
