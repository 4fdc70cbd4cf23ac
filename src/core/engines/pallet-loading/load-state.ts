/**
 * The boxes placed so far on one load space, with the incremental tests every engine move
 * must pass: inside the space, no overlap, full base support, stack limits, payload, and the
 * item rules bottomOnly (deck only) and maxLayers (column-layers.ts).
 * Engines place only what the state accepts, so every plan is valid by construction.
 * A coarse footprint grid keeps each test to the nearby boxes; stack loads follow the
 * checker's contact-area rule (stack-loads.ts) and are tracked only when some item has a limit.
 */
import type { ItemType } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { ColumnLayers } from './column-layers.js';
import { SpatialGrid } from './spatial-grid.js';
import { StackLoads, type Support } from './stack-loads.js';

/** Below LOAD_TOLERANCE_G (src/core/rules/stacking.ts, the checker's), so rounding never turns a pass into a violation. */
const LOAD_SLACK_G = 1e-4;
const AWAY = -1e9;

export class LoadState {
  readonly items: readonly ItemType[];
  readonly L: number;
  readonly H: number;
  readonly W: number;
  readonly maxWeight: number | null;
  readonly placements: Placement[] = [];
  /** Box-pair tests done, the work unit of the layer and extreme-point approaches. */
  tests = 0;
  private readonly supports: Support[][] = [];
  private readonly load: number[] = [];
  /** Boxes resting on each box. */
  private readonly above: number[][] = [];
  private readonly byTop = new Map<number, number[]>();
  /** Per box: it or some box under it has a stack limit. */
  private readonly limitedBelow: boolean[] = [];
  private readonly grid: SpatialGrid;
  private readonly loads: StackLoads;
  /** False when no item has a stack limit, so loads need no tracking. */
  private readonly trackLoads: boolean;
  private readonly layers: ColumnLayers;
  /** Layer counts of the last box that passed supportsFor (maxLayers only). */
  private pendingCounts: number[] = [];
  /** Scratch for supportsFor: the boxes carrying the box under test and their contact areas. */
  private readonly carrierBox: number[] = [];
  private readonly carrierArea: number[] = [];
  private weightSum = 0;
  private momentX = 0;
  private momentY = 0;
  private momentZ = 0;
  private top = 0;

  constructor(readonly problem: Problem) {
    this.items = problem.items;
    this.L = problem.space.l;
    this.H = problem.space.h;
    this.W = problem.space.w;
    this.maxWeight = problem.space.maxWeight;
    this.grid = new SpatialGrid(this.L, this.W);
    this.trackLoads = problem.items.some((it) => it.maxStack !== null);
    this.layers = new ColumnLayers(problem.items);
    this.loads = new StackLoads(
      (k) => this.placements[k].y,
      (k) => this.placements[k].dx * this.placements[k].dz,
      (k) => this.supports[k],
      (k) => this.limitedBelow[k],
    );
  }

  get count(): number {
    return this.placements.length;
  }
  get cargoWeight(): number {
    return this.weightSum;
  }
  /** Height of the highest box top above the deck. */
  get height(): number {
    return this.top;
  }
  /** Centre of gravity of the cargo (length units), or the footprint centre when empty. */
  get cog(): { x: number; y: number; z: number } {
    if (this.weightSum === 0) return { x: this.L / 2, y: 0, z: this.W / 2 };
    return { x: this.momentX / this.weightSum, y: this.momentY / this.weightSum, z: this.momentZ / this.weightSum };
  }
  /** True when nothing rests on box `k`. */
  isFreeTop(k: number): boolean {
    return this.above[k].length === 0;
  }
  /** Box tops at height y, as indices. */
  topsAt(y: number): readonly number[] {
    return this.byTop.get(y) ?? [];
  }
  /** How many boxes' footprints may meet [x0, x1) × [z0, z1) (a superset), listed first in `nearIds`. */
  near(x0: number, x1: number, z0: number, z1: number): number {
    return this.grid.near(x0, x1, z0, z1);
  }
  /** The last `near()` query's boxes (reused by the next query). */
  get nearIds(): Int32Array {
    return this.grid.found;
  }
  /** Highest box top at or below `level` under the vertical line through (x, z), or 0 (the deck). */
  surfaceBelow(x: number, z: number, level: number): number {
    let best = 0;
    const n = this.grid.near(x, x + 1, z, z + 1);
    const near = this.grid.found;
    for (let t = 0; t < n; t++) {
      const q = this.placements[near[t]];
      const top = q.y + q.dy;
      if (top <= level && top > best && q.x <= x && x < q.x + q.dx && q.z <= z && z < q.z + q.dz) best = top;
    }
    return best;
  }

  /** Adds `p` when every rule holds; returns false (and adds nothing) otherwise. */
  place(p: Placement): boolean {
    const sup = this.supportsFor(p, -1);
    if (sup === null) return false;
    const k = this.placements.length;
    this.applyLoads(1);
    this.placements.push(p);
    this.layers.counts.push(this.pendingCounts);
    this.supports.push(sup);
    this.load.push(0);
    this.above.push([]);
    this.attach(k);
    return true;
  }

  /** Removes the most recently placed box (undoes a trial). */
  removeLast(): void {
    const k = this.placements.length - 1;
    const p = this.placements[k];
    if (this.trackLoads) {
      this.loads.compute(this.supports[k], this.items[p.item].weight, p.dx * p.dz);
      this.applyLoads(-1);
    }
    this.detach(k);
    this.placements.pop();
    this.layers.counts.pop();
    this.supports.pop();
    this.load.pop();
    this.above.pop();
  }

  /** Moves box `k`, which must carry nothing, to `p` when every rule holds there; else leaves it. */
  tryMove(k: number, p: Placement): boolean {
    if (this.above[k].length > 0) return false;
    const old = this.placements[k];
    const weight = this.items[old.item].weight;
    if (!this.trackLoads) {
      // Without stack loads nothing but the payload depends on box k: test in place (k skipped) and touch the state only on success.
      this.weightSum -= weight;
      const sup = this.supportsFor(p, k);
      this.weightSum += weight;
      if (sup === null) return false;
      this.detach(k);
      this.placements[k] = p;
      this.supports[k] = sup;
      this.layers.counts[k] = this.pendingCounts;
      this.attach(k);
      return true;
    }
    if (this.trackLoads) {
      this.loads.compute(this.supports[k], weight, old.dx * old.dz);
      this.applyLoads(-1);
    }
    this.detach(k);
    // a literal, not a spread: centring tries this for every aligned start of every free box
    this.placements[k] = { item: old.item, x: AWAY, y: AWAY, z: AWAY, dx: old.dx, dy: old.dy, dz: old.dz };
    const sup = this.supportsFor(p, k);
    const target = sup === null ? old : p;
    if (sup !== null) {
      this.supports[k] = sup;
      this.layers.counts[k] = this.pendingCounts;
      this.applyLoads(1);
    } else if (this.trackLoads) {
      this.loads.compute(this.supports[k], weight, old.dx * old.dz);
      this.applyLoads(1);
    }
    this.placements[k] = target;
    this.attach(k);
    return sup !== null;
  }

  private applyLoads(sign: 1 | -1): void {
    if (!this.trackLoads) return;
    const { boxes, increments } = this.loads;
    for (let i = 0; i < boxes.length; i++) this.load[boxes[i]] += sign * increments[i];
  }

  private attach(k: number): void {
    const p = this.placements[k];
    const w = this.items[p.item].weight;
    this.limitedBelow[k] =
      this.items[p.item].maxStack !== null || this.supports[k].some((s) => this.limitedBelow[s.box]);
    this.grid.insert(k, p.x, p.z, p.dx, p.dz);
    for (const s of this.supports[k]) this.above[s.box].push(k);
    const t = p.y + p.dy;
    const list = this.byTop.get(t);
    if (list) list.push(k);
    else this.byTop.set(t, [k]);
    this.weightSum += w;
    this.momentX += w * (p.x + p.dx / 2);
    this.momentY += w * (p.y + p.dy / 2);
    this.momentZ += w * (p.z + p.dz / 2);
    if (t > this.top) this.top = t;
  }

  private detach(k: number): void {
    const p = this.placements[k];
    const w = this.items[p.item].weight;
    this.grid.remove(k, p.x, p.z, p.dx, p.dz);
    for (const s of this.supports[k]) {
      const list = this.above[s.box];
      list.splice(list.lastIndexOf(k), 1);
    }
    const t = p.y + p.dy;
    const tops = this.byTop.get(t)!;
    tops.splice(tops.lastIndexOf(k), 1);
    if (tops.length === 0) this.byTop.delete(t);
    this.weightSum -= w;
    this.momentX -= w * (p.x + p.dx / 2);
    this.momentY -= w * (p.y + p.dy / 2);
    this.momentZ -= w * (p.z + p.dz / 2);
    if (t === this.top) {
      this.top = 0;
      for (const level of this.byTop.keys()) if (level > this.top) this.top = level;
    }
  }

  /**
   * The boxes carrying `p` with their contact areas, or null when `p` breaks a rule (box
   * `skip` is ignored). On success with stack limits, `loads` holds the increments `p` adds.
   */
  private supportsFor(p: Placement, skip: number): Support[] | null {
    if (p.x < 0 || p.y < 0 || p.z < 0 || p.x + p.dx > this.L || p.y + p.dy > this.H || p.z + p.dz > this.W) return null;
    const item = this.items[p.item];
    if (this.maxWeight !== null && this.weightSum + item.weight > this.maxWeight) return null;
    if (item.bottomOnly && p.y > 0) return null;
    const x1 = p.x + p.dx;
    const z1 = p.z + p.dz;
    // the carrying boxes go to scratch arrays first: most tests fail, and only a pass keeps them
    let carriers = 0;
    if (p.y > 0) {
      const below = this.byTop.get(p.y);
      if (!below) return null;
      let covered = 0;
      for (const b of below) {
        if (b === skip) {
          this.tests--;
          continue;
        } // as in overlapsAny
        const q = this.placements[b];
        const ox = Math.min(x1, q.x + q.dx) - Math.max(p.x, q.x);
        const oz = Math.min(z1, q.z + q.dz) - Math.max(p.z, q.z);
        if (ox > 0 && oz > 0) {
          covered += ox * oz;
          this.carrierBox[carriers] = b;
          this.carrierArea[carriers++] = ox * oz;
        }
      }
      this.tests += below.length;
      if (covered < p.dx * p.dz) return null;
    }
    // one grid query serves the overlap test and the layer counts
    const near = this.grid.near(p.x, x1, p.z, z1);
    if (this.overlapsAny(p, skip, near)) return null;
    const sup: Support[] = [];
    for (let c = 0; c < carriers; c++) sup.push({ box: this.carrierBox[c], area: this.carrierArea[c] });
    if (this.layers.active) {
      const counts = this.layers.countsFor(p, this.placements, this.grid.found, near, skip);
      if (counts === null) return null;
      this.pendingCounts = counts;
    }
    if (!this.trackLoads) return sup;
    for (const s of sup) if (this.items[this.placements[s.box].item].maxStack === 0) return null;
    this.loads.compute(sup, item.weight, p.dx * p.dz);
    const { boxes, increments } = this.loads;
    this.tests += boxes.length;
    for (let i = 0; i < boxes.length; i++) {
      const limit = this.items[this.placements[boxes[i]].item].maxStack;
      if (limit !== null && this.load[boxes[i]] + increments[i] > limit + LOAD_SLACK_G) return null;
    }
    return sup;
  }

  /** True when `p` overlaps a placed box other than `skip`; `n`: the grid's count for p's footprint, its boxes in `grid.found`. */
  private overlapsAny(p: Placement, skip: number, n: number): boolean {
    const x1 = p.x + p.dx;
    const y1 = p.y + p.dy;
    const z1 = p.z + p.dz;
    const near = this.grid.found;
    // a box tested in place (tryMove) is not counted, as if it had been lifted out first
    let counted = n;
    if (skip >= 0)
      for (let t = 0; t < n; t++)
        if (near[t] === skip) {
          counted--;
          break;
        }
    this.tests += counted;
    for (let t = 0; t < n; t++) {
      const i = near[t];
      if (i === skip) continue;
      const q = this.placements[i];
      if (p.x < q.x + q.dx && q.x < x1 && p.y < q.y + q.dy && q.y < y1 && p.z < q.z + q.dz && q.z < z1) return true;
    }
    return false;
  }
}
