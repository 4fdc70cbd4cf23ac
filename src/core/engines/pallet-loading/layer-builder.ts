/**
 * Builds one horizontal layer of height h on the current platform at level y: a 2D packing
 * of columns, each column being k cartons of one item in one orientation with k·dy = h, so
 * the layer's top is flat and carries the next layer. Cartons must stand on the platform
 * (tops exactly at y), so the layer never overhangs the one below.
 *
 * - Greedy fill: column types by footprint area (largest first), each at the first 2D corner
 *   point (rear-left first) where the whole column passes every rule.
 * - One-item layers may instead use the item's best PLP pattern (see plp/layer-pattern.ts),
 *   centred on the footprint; the denser of the two wins.
 * Limits: only flush columns; layers are chosen greedily, never revised.
 */
import type { Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { LayerPattern } from './plp/rect.js';
import type { LoadState } from './load-state.js';

export interface ColumnType {
  readonly item: number;
  readonly shape: Shape;
  /** Cartons per column: k·shape.dy = layer height. */
  readonly k: number;
}

export interface LayerTrial {
  /** Boxes placed (already in the state until undone). */
  readonly boxes: number;
  readonly volume: number;
  /** Cartons used per item. */
  readonly used: Map<number, number>;
}

/** Places one column at (x, y, z); on any failure removes what it placed and returns false. */
function placeColumn(state: LoadState, c: ColumnType, x: number, y: number, z: number): boolean {
  for (let i = 0; i < c.k; i++) {
    const p: Placement = { item: c.item, x, y: y + i * c.shape.dy, z, dx: c.shape.dx, dy: c.shape.dy, dz: c.shape.dz };
    if (!state.place(p)) {
      for (let j = 0; j < i; j++) state.removeLast();
      return false;
    }
  }
  return true;
}

function record(trial: { boxes: number; volume: number; used: Map<number, number> }, c: ColumnType): void {
  trial.boxes += c.k;
  trial.volume += c.k * c.shape.dx * c.shape.dy * c.shape.dz;
  trial.used.set(c.item, (trial.used.get(c.item) ?? 0) + c.k);
}

type SurfacePoint = { x: number; z: number; base: number };

/** Highest surface first, then nearest the rear-left corner (a total order: points are unique). */
const highestFirst = (a: SurfacePoint, b: SurfacePoint) => b.base - a.base || a.x + a.z - (b.x + b.z) || a.x - b.x;

/** In place and without allocating: after one column only a few points are out of order. */
function insertionSort<T>(list: T[], before: (a: T, b: T) => number): void {
  for (let i = 1; i < list.length; i++) {
    const e = list[i];
    let j = i - 1;
    while (j >= 0 && before(e, list[j]) < 0) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = e;
  }
}

/**
 * Greedy fill of the slab up to the flat top y + h: columns stand on the platform at y or,
 * in gaps beside it, on any lower surface, as long as their top is exactly y + h.
 */
export function fillLayer(
  state: LoadState,
  y: number,
  h: number,
  items: readonly { item: number; shape: Shape }[],
  remaining: readonly number[],
  maxTests: number,
): LayerTrial {
  const trial = { boxes: 0, volume: 0, used: new Map<number, number>() };
  const start = state.tests;
  const top = y + h;
  const keys = new Set<number>();
  const points: SurfacePoint[] = [];
  const addPoint = (x: number, z: number) => {
    const key = x * state.W + z; // unique, since 0 ≤ z < W
    if (x < state.L && z < state.W && !keys.has(key)) {
      keys.add(key);
      points.push({ x, z, base: state.surfaceBelow(x, z, y) });
    }
  };
  addPoint(0, 0);
  for (const q of state.placements) {
    if (q.y + q.dy > y) continue;
    addPoint(q.x, q.z);
    addPoint(q.x + q.dx, q.z);
    addPoint(q.x, q.z + q.dz);
  }
  const order = [...items].sort((a, b) => b.shape.dx * b.shape.dz - a.shape.dx * a.shape.dz || a.item - b.item);
  points.sort(highestFirst);
  // First only columns whose top is exactly flush; then shorter columns fill what is left.
  for (const flush of [true, false]) {
    for (const { item, shape } of order) {
      for (;;) {
        if (state.tests - start > maxTests) break;
        const left = remaining[item] - (trial.used.get(item) ?? 0);
        insertionSort(points, highestFirst);
        let placed: { x: number; z: number; c: ColumnType } | null = null;
        for (const p of points) {
          const span = top - p.base;
          if (span < shape.dy || p.x + shape.dx > state.L || p.z + shape.dz > state.W) continue;
          if (flush && span % shape.dy !== 0) continue;
          const c: ColumnType = { item, shape, k: Math.min(left, Math.floor(span / shape.dy)) };
          if (c.k < 1 || (flush && c.k * shape.dy !== span)) continue;
          if (placeColumn(state, c, p.x, p.base, p.z)) {
            placed = { x: p.x, z: p.z, c };
            break;
          }
        }
        if (!placed) break;
        record(trial, placed.c);
        const colTop = placed.c.k * shape.dy;
        for (const p of points)
          if (p.x >= placed.x && p.x < placed.x + shape.dx && p.z >= placed.z && p.z < placed.z + shape.dz)
            p.base = p.base + colTop;
        addPoint(placed.x + shape.dx, placed.z);
        addPoint(placed.x, placed.z + shape.dz);
      }
    }
  }
  return trial;
}

/** Places a one-item pattern layer (columns of k) centred on the footprint; all or nothing. */
export function patternLayer(
  state: LoadState,
  y: number,
  item: number,
  dy: number,
  k: number,
  pattern: LayerPattern,
  remaining: number,
): LayerTrial | null {
  if (pattern.count * k > remaining || pattern.count === 0) return null;
  let maxU = 0;
  let maxV = 0;
  for (const r of pattern.rects) {
    maxU = Math.max(maxU, r.u + r.du);
    maxV = Math.max(maxV, r.v + r.dv);
  }
  const ou = Math.floor((state.L - maxU) / 2);
  const ov = Math.floor((state.W - maxV) / 2);
  const trial = { boxes: 0, volume: 0, used: new Map<number, number>() };
  for (const r of pattern.rects) {
    const c: ColumnType = { item, shape: { dx: r.du, dy, dz: r.dv }, k };
    if (!placeColumn(state, c, ou + r.u, y, ov + r.v)) {
      undoLayer(state, trial);
      return null;
    }
    record(trial, c);
  }
  return trial;
}

/** Removes the boxes of the last trial layer. */
export function undoLayer(state: LoadState, trial: LayerTrial): void {
  for (let i = 0; i < trial.boxes; i++) state.removeLast();
}
