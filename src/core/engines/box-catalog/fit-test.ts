/**
 * Fit test: does an order fit a box, and with which placement? Cheapest evidence first:
 * 1. bounds: content volume, content mass against the box's maxWeight, and one way of holding
 *    the box in which every SKU fits on its own in an allowed orientation (for SKUs free to
 *    turn, sorted sides against sorted sides);
 * 2. a known arrangement of the order whose sorted extents the box's sorted sides dominate;
 *    for two-unit orders, the exact test of exact-pair.ts, which always decides;
 * 3. the container engine packing the order into each way of holding the box, within a
 *    per-request work cap; a success becomes a known arrangement for later boxes.
 * The caller keeps one verdict per order shape and box (scoring.ts), and engine verdicts are
 * cached here per shape and box size. Every "fits" carries an arrangement that, held in the
 * box (holdBox), the plan checker accepts with full support: nothing overhangs inside a parcel,
 * as no cushioning is modelled. A pair left undecided when the cap runs out counts as not fitting
 * until `resolve` (decide.ts) asks again the pairs that would change an order's box.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Shape } from '../../model/item.js';
import { boxOrientations, holdBox, packOrder, type Arrangement, type Extents, type Packing } from './arrangement.js';
import { boxVolume } from './billing.js';
import { usableBox } from './construction.js';
import { exactPairFit } from './exact-pair.js';
import type { BoxSpec, OrderShape } from './model.js';

export type FitVerdict =
  | { readonly fits: true; readonly arrangement: Arrangement }
  | { readonly fits: false; readonly undecided: boolean };

/** Counts of how fit questions were answered, for `searched`. */
export interface FitStats {
  pairs: number;
  byBounds: number;
  byArrangement: number;
  /** Two-unit orders decided by the exact test (exact-pair.ts). */
  byExact: number;
  byEngine: number;
  engineNoFit: number;
  /** Pairs still undecided (each counts as not fitting). */
  undecided: number;
  engineWork: number;
  /** Undecided pairs decided afterwards for the chosen catalogue (resolve), and the work spent. */
  resolved: number;
  resolveWork: number;
}

export interface FitLimits {
  /** Engine work units all fallback packings of one request may spend. */
  readonly totalWork: number;
  /** Engine work units of one packing attempt. */
  readonly perCall: number;
  readonly isTimeUp?: () => boolean;
}

type Sides = readonly [number, number, number];
const sortedSides = (a: number, b: number, c: number): Sides => [a, b, c].sort((p, q) => q - p) as unknown as Sides;
const dominated = (s: Sides, by: Sides) => s[0] <= by[0] && s[1] <= by[1] && s[2] <= by[2];
const fitsInside = (s: Shape, o: Extents) => s.dx <= o.dx && s.dy <= o.dy && s.dz <= o.dz;
const NO: FitVerdict = { fits: false, undecided: false };

/** What the bounds need of one order shape, computed once. */
interface ShapeFacts {
  /** Side-wise maximum of every SKU's sorted sides. */
  readonly maxSorted: Sides;
  /** Allowed shapes per item, only when some SKU must stay upright (else sorted sides decide). */
  readonly uprightShapes: Shape[][] | null;
  readonly known: { readonly sides: Sides; readonly arr: Arrangement }[];
}

/**
 * The room an order uses inside a box (inner − 2 × clearance), held so that it contains the
 * arrangement (see holdBox); the room sits centred in the box, `clearance` from every wall.
 */
export const packingOf = (verdict: FitVerdict & { fits: true }, box: BoxSpec, clearance: number): Packing => ({
  ...holdBox(verdict.arrangement, usableBox(box, clearance)!)!,
  clearance,
});

export class FitTester {
  readonly stats: FitStats = {
    pairs: 0,
    byBounds: 0,
    byArrangement: 0,
    byExact: 0,
    byEngine: 0,
    engineNoFit: 0,
    undecided: 0,
    engineWork: 0,
    resolved: 0,
    resolveWork: 0,
  };
  private readonly facts = new Map<string, ShapeFacts>();
  private readonly engineVerdicts = new Map<string, FitVerdict>();

  constructor(private readonly limits: FitLimits) {}

  /** Records an arrangement of the order (from candidate generation or a successful fit). */
  learn(shape: OrderShape, arr: Arrangement): void {
    this.factsOf(shape).known.push({ sides: sortedSides(arr.dx, arr.dy, arr.dz), arr });
  }

  /** Bounds and known arrangements only: a verdict, or null when only the engine can tell. */
  quick(shape: OrderShape, box: BoxSpec): FitVerdict | null {
    this.stats.pairs++;
    const sides = sortedSides(box.l, box.w, box.h);
    if (!this.withinBounds(shape, box, sides)) {
      this.stats.byBounds++;
      return NO;
    }
    for (const k of this.factsOf(shape).known) {
      if (dominated(k.sides, sides)) {
        this.stats.byArrangement++;
        return { fits: true, arrangement: k.arr };
      }
    }
    const exact = exactPairFit(shape, this.holdings(shape, box));
    if (exact === undefined) return null;
    this.stats.byExact++;
    if (!exact) return NO;
    this.learn(shape, exact);
    return { fits: true, arrangement: exact };
  }

  /**
   * A pair left undecided, asked again with more work per attempt (`perCall`) from its own
   * budget (`cap`, counted in stats.resolveWork): a verdict, or undecided when the budget is spent
   * first; a full search that finds no packing counts as the engine's no-fit, as in viaEngine.
   */
  resolve(shape: OrderShape, box: BoxSpec, perCall: number, cap: number): FitVerdict {
    for (const space of this.holdings(shape, box)) {
      if (this.stats.resolveWork >= cap || this.limits.isTimeUp?.()) return { fits: false, undecided: true };
      const { arrangement, work } = packOrder(shape, space, perCall, this.limits.isTimeUp);
      this.stats.resolveWork += work;
      if (arrangement) {
        this.learn(shape, arrangement);
        this.stats.resolved++;
        this.stats.undecided--;
        return { fits: true, arrangement };
      }
    }
    // every holding packed with the larger budget and none held the order: as the engine's no-fit
    this.stats.resolved++;
    this.stats.undecided--;
    this.stats.engineNoFit++;
    return NO;
  }

  /** The engine, for a pair `quick` could not decide, while the work cap lasts. */
  viaEngine(shape: OrderShape, box: BoxSpec): FitVerdict {
    const sides = sortedSides(box.l, box.w, box.h);
    const key = `${shape.key}|${sides.join(',')},${box.maxWeight ?? ''}`;
    const cached = this.engineVerdicts.get(key);
    if (cached) return cached;
    for (const space of this.holdings(shape, box)) {
      if (this.stats.engineWork >= this.limits.totalWork || this.limits.isTimeUp?.()) {
        this.stats.undecided++;
        return { fits: false, undecided: true };
      }
      const { arrangement, work } = packOrder(shape, space, this.limits.perCall, this.limits.isTimeUp);
      this.stats.engineWork += work;
      if (arrangement) {
        this.learn(shape, arrangement);
        this.stats.byEngine++;
        return this.remember(key, { fits: true, arrangement });
      }
    }
    this.stats.engineNoFit++;
    return this.remember(key, NO);
  }

  /** A box whose clearance leaves no room: decided by bounds. */
  noRoom(): FitVerdict {
    this.stats.pairs++;
    this.stats.byBounds++;
    return NO;
  }

  /** A pair left to no evidence (too tight for the engine to be worth asking): counts as not fitting. */
  leaveUndecided(): FitVerdict {
    this.stats.undecided++;
    return { fits: false, undecided: true };
  }

  /** Bounds, then known arrangements, then the engine. */
  fit(shape: OrderShape, box: BoxSpec): FitVerdict {
    return this.quick(shape, box) ?? this.viaEngine(shape, box);
  }

  private remember(key: string, v: FitVerdict): FitVerdict {
    this.engineVerdicts.set(key, v);
    return v;
  }

  private withinBounds(shape: OrderShape, box: BoxSpec, sides: Sides): boolean {
    if (shape.volume > boxVolume(box)) return false;
    if (box.maxWeight !== null && shape.weight > box.maxWeight) return false;
    const f = this.factsOf(shape);
    if (!dominated(f.maxSorted, sides)) return false;
    return f.uprightShapes === null || this.holdings(shape, box).length > 0;
  }

  /** The ways of holding the box in which every item fits on its own. */
  private holdings(shape: OrderShape, box: BoxSpec): Extents[] {
    const f = this.factsOf(shape);
    const all = boxOrientations(box);
    if (f.uprightShapes === null) return all;
    return all.filter((o) => f.uprightShapes!.every((list) => list.some((s) => fitsInside(s, o))));
  }

  private factsOf(shape: OrderShape): ShapeFacts {
    let f = this.facts.get(shape.key);
    if (!f) {
      const sorted = shape.items.map((it) => sortedSides(it.l, it.w, it.h));
      const maxSorted = [0, 1, 2].map((r) => Math.max(...sorted.map((s) => s[r]))) as unknown as Sides;
      const upright = shape.items.some((it) => it.verticalAxes.length < 3);
      f = { maxSorted, uprightShapes: upright ? shape.items.map((it) => allowedShapes(it)) : null, known: [] };
      this.facts.set(shape.key, f);
    }
    return f;
  }
}
