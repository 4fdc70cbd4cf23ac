/**
 * How often order-plan meets its lower bound, by how full the bound's pallets would have to be.
 *
 * An order's bound share is its cargo volume over the bound's pallets (count × length × width
 * × usable height). At the bound, every pallet must then be that full on average, so orders
 * whose share is near 100 % can meet a valid bound only with near-perfect packings, which
 * full-support loaders do not reach (docs/engines/pallet-loading.md, "How often it is met").
 * Its fragile-top share is the fragile cartons' smallest footprints over the bound's decks:
 * nothing may stand above a fragile carton, so at the bound that share of every deck is free
 * top, and the cartons under it must end flat exactly beneath each fragile base.
 * The tally shows where the misses sit, and the `ceiling` says how many orders would be at the
 * bound if every order under 90 % met it and the rest stayed as they are.
 */
import { cargoVolume } from '../src/core/engines/order-allocation/share-loading.js';
import { shapesWithin } from '../src/core/geometry/orientation.js';
import type { Problem } from '../src/core/model/problem.js';

const EDGES = [0.85, 0.9, 0.93, 0.97] as const;
const LABELS = ['< 85 %', '85-90 %', '90-93 %', '93-97 %', '>= 97 %'] as const;
const CEILING_EDGE = 0.9;
/** Orders under CEILING_EDGE whose fragile tops need at least this share of the bound's decks are tallied apart. */
const FRAGILE_TOPS_EDGE = 0.6;

/** Cargo volume over the volume of `bound` empty pallets. */
export function boundShare(problem: Problem, bound: number): number {
  const { l, w, h } = problem.space;
  return bound > 0 ? cargoVolume(problem) / (bound * l * w * h) : 0;
}

/** The fragile cartons' smallest footprints (in a stance that fits the space) over the deck area of `bound` pallets. */
export function fragileTopShare(problem: Problem, bound: number): number {
  const { l, w } = problem.space;
  let area = 0;
  for (const it of problem.items) {
    if (it.maxStack !== 0) continue;
    const shapes = shapesWithin(it, problem.space);
    if (shapes.length > 0) area += it.qty * Math.min(...shapes.map((s) => s.dx * s.dz));
  }
  return bound > 0 ? area / (bound * l * w) : 0;
}

export class BoundFillBuckets {
  private readonly orders = LABELS.map(() => 0);
  private readonly hits = LABELS.map(() => 0);
  private fragileOrders = 0;
  private fragileHits = 0;

  add(share: number, fragileTops: number, atBound: boolean): void {
    const k = EDGES.findIndex((edge) => share < edge);
    const bucket = k < 0 ? LABELS.length - 1 : k;
    this.orders[bucket]++;
    if (atBound) this.hits[bucket]++;
    if (share < CEILING_EDGE && fragileTops >= FRAGILE_TOPS_EDGE) {
      this.fragileOrders++;
      if (atBound) this.fragileHits++;
    }
  }

  /** Orders at the bound if every one under 90 % of the bound's volume were. */
  ceiling(): number {
    return LABELS.reduce(
      (s, _, k) => s + (EDGES[k] !== undefined && EDGES[k] <= CEILING_EDGE ? this.orders[k] : this.hits[k]),
      0,
    );
  }

  line(): string {
    const total = this.orders.reduce((s, n) => s + n, 0);
    const parts = LABELS.map((label, k) => `${label} ${this.hits[k]}/${this.orders[k]}`);
    return `at the bound by cargo share of the bound's pallet volume: ${parts.join(', ')}; all under 90 % at the bound would give ${this.ceiling()}/${total}; under 90 % with fragile tops >= 60 % of the bound's decks: ${this.fragileHits}/${this.fragileOrders}`;
  }
}
