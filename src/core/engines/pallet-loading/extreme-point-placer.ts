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

/** 'lowest' keeps the load low; 'highest' puts cartons on the highest surfaces (fragile ones, which block what is above them). */
export type PlacementMerit = 'lowest' | 'highest';

/**
 * One carton's candidates (extreme point × allowed shape) in parallel arrays, taken best
 * first from a binary heap: usually only the first few are tested, so sorting them all
 * would be wasted. Ties go to the earlier candidate, as a stable sort would.
 */
class Candidates {
  // parallel arrays written by index and never shortened, so one carton's candidates reuse the last one's storage
  private readonly x: number[] = [];
  private readonly y: number[] = [];
  private readonly z: number[] = [];
  private readonly top: number[] = [];
  private readonly shape: number[] = [];
  private readonly heap: number[] = [];
  private count = 0;
  private heapSize = 0;
  constructor(private readonly merit: PlacementMerit) {}

  get size(): number {
    return this.count;
  }

  reset(): void {
    this.count = 0;
    this.heapSize = 0;
  }

  push(x: number, y: number, z: number, top: number, shape: number): void {
    const c = this.count++;
    this.heap[this.heapSize++] = c;
    this.x[c] = x;
    this.y[c] = y;
    this.z[c] = z;
    this.top[c] = top;
    this.shape[c] = shape;
  }

  /** Candidate a before b: 'lowest' by box top, base, x + z, x; 'highest' by base (high first), box top, x + z, x. */
  private before(a: number, b: number): boolean {
    const { x, y, z, top } = this;
    const d =
      this.merit === 'lowest'
        ? top[a] - top[b] || y[a] - y[b] || x[a] + z[a] - (x[b] + z[b]) || x[a] - x[b]
        : y[b] - y[a] || top[a] - top[b] || x[a] + z[a] - (x[b] + z[b]) || x[a] - x[b];
    return d < 0 || (d === 0 && a < b);
  }

  heapify(): void {
    for (let i = (this.heapSize >> 1) - 1; i >= 0; i--) this.down(i);
  }

  /** The best candidate left (its index), removed; -1 when none is left. */
  pop(): number {
    const h = this.heap;
    if (this.heapSize === 0) return -1;
    const best = h[0];
    const last = h[--this.heapSize];
    if (this.heapSize > 0) {
      h[0] = last;
      this.down(0);
    }
    return best;
  }

  placement(c: number, item: number, shapes: readonly Shape[]): Placement {
    const s = shapes[this.shape[c]];
    return { item, x: this.x[c], y: this.y[c], z: this.z[c], dx: s.dx, dy: s.dy, dz: s.dz };
  }

  private down(i: number): void {
    const h = this.heap;
    const n = this.heapSize;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) return;
      const r = l + 1;
      const c = r < n && this.before(h[r], h[l]) ? r : l;
      if (!this.before(h[c], h[i])) return;
      const t = h[i];
      h[i] = h[c];
      h[c] = t;
      i = c;
    }
  }
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
  const cands = new Candidates(merit);
  const left: number[] = [];
  const failedAt = new Map<number, number>();
  let spent = state.tests;
  for (let c = 0; c < cartons.length; c++) {
    const item = cartons[c];
    if (meter.exhausted) {
      left.push(...cartons.slice(c));
      break;
    }
    if (failedAt.get(item) === state.count) {
      left.push(item);
      continue;
    }
    cands.reset();
    const own = shapes[item];
    for (const e of eps.points) {
      for (let k = 0; k < own.length; k++) {
        const s = own[k];
        if (e.x + s.dx <= state.L && e.y + s.dy <= state.H && e.z + s.dz <= state.W)
          cands.push(e.x, e.y, e.z, e.y + s.dy, k);
      }
    }
    const count = cands.size;
    cands.heapify();
    let placed: Placement | null = null;
    for (let k = cands.pop(); k >= 0; k = cands.pop()) {
      const p = cands.placement(k, item, own);
      if (state.place(p)) {
        placed = p;
        break;
      }
    }
    meter.spend(state.tests - spent + count);
    spent = state.tests;
    if (placed) eps.update(placed);
    else {
      failedAt.set(item, state.count);
      left.push(item);
    }
  }
  return left;
}
