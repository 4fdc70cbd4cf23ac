import type { Block } from './block.js';

/**
 * A phase's blocks, largest volume first, bucketed by footprint so a query for a small or thin
 * space skips the blocks that cannot fit it: buckets split the block lengths (x) and widths
 * (z) at quantiles, and a space reads only the buckets whose smallest length and width it can
 * hold. Each bucket's blocks sit side by side in flat arrays, so a scan reads memory in order.
 */
export class BlockIndex {
  /** Smallest length (x) of each x bucket, and smallest width (z) of each z bucket, ascending. */
  readonly lowX: number[];
  readonly lowZ: number[];
  /**
   * The blocks bucket after bucket (x bucket × z bucket), each bucket largest volume first, in
   * flat arrays read in order by a scan (moves.ts): bucket q holds positions bucketStart[q] to
   * bucketStart[q + 1] − 1. Per position: the block's volume and weight, its place in `list`,
   * and DIMS numbers in `dims`: dx, dy, dz, then the item type and count of a one-type block,
   * or -1 and where its item types start in `mixed` (their number, then item and count each).
   */
  readonly bucketStart: Int32Array;
  readonly volume: Float64Array;
  readonly weight: Float64Array;
  readonly block: Int32Array;
  readonly dims: Int32Array;
  readonly mixed: Int32Array;
  /** The heaviest block's weight: a load with this much payload left needs no weight test. */
  readonly heaviest: number;

  /** Every allowed shape of the phase's items, by increasing length (x): item, dx, dy, dz. */
  readonly shapeItem: Int32Array;
  readonly shapeDx: Int32Array;
  readonly shapeDy: Int32Array;
  readonly shapeDz: Int32Array;

  constructor(
    readonly list: Block[],
    shapes: readonly { item: number; dx: number; dy: number; dz: number }[],
    perAxis = 12,
  ) {
    const byLength = shapes.slice().sort((a, b) => a.dx - b.dx || a.dz - b.dz || a.dy - b.dy || a.item - b.item);
    this.shapeItem = Int32Array.from(byLength, (s) => s.item);
    this.shapeDx = Int32Array.from(byLength, (s) => s.dx);
    this.shapeDy = Int32Array.from(byLength, (s) => s.dy);
    this.shapeDz = Int32Array.from(byLength, (s) => s.dz);
    list.sort((a, b) => b.volume - a.volume || a.boxCount - b.boxCount || b.dx - a.dx || b.dz - a.dz || a.dy - b.dy);
    list.forEach((b, i) => {
      b.id = i;
    });
    const n = list.length;
    this.lowX = quantileLows(
      Int32Array.from(list, (b) => b.dx),
      perAxis,
    );
    this.lowZ = quantileLows(
      Int32Array.from(list, (b) => b.dz),
      perAxis,
    );
    const nb = this.lowX.length * this.lowZ.length;
    const bucketOfBlock = Int32Array.from(
      list,
      (b) => bucketOf(this.lowX, b.dx) * this.lowZ.length + bucketOf(this.lowZ, b.dz),
    );
    // counting sort by bucket keeps each bucket in list order (largest volume first)
    this.bucketStart = new Int32Array(nb + 1);
    for (let i = 0; i < n; i++) this.bucketStart[bucketOfBlock[i] + 1]++;
    for (let q = 0; q < nb; q++) this.bucketStart[q + 1] += this.bucketStart[q];
    const next = this.bucketStart.slice(0, nb);
    this.volume = new Float64Array(n);
    this.weight = new Float64Array(n);
    this.block = new Int32Array(n);
    this.dims = new Int32Array(DIMS * n);
    const mixed: number[] = [];
    let heaviest = 0;
    for (let i = 0; i < n; i++) {
      const b = list[i];
      const p = next[bucketOfBlock[i]]++;
      this.volume[p] = b.volume;
      this.weight[p] = b.weight;
      heaviest = Math.max(heaviest, b.weight);
      this.block[p] = i;
      const o = DIMS * p;
      this.dims[o] = b.dx;
      this.dims[o + 1] = b.dy;
      this.dims[o + 2] = b.dz;
      if (b.items.length === 1) {
        this.dims[o + 3] = b.items[0];
        this.dims[o + 4] = b.counts[0];
      } else {
        this.dims[o + 3] = -1;
        this.dims[o + 4] = mixed.length;
        mixed.push(b.items.length);
        b.items.forEach((item, j) => mixed.push(item, b.counts[j]));
      }
    }
    this.mixed = Int32Array.from(mixed);
    this.heaviest = heaviest;
  }

  /** First position in [from, to) whose block has volume at most v (volumes descend within a bucket). */
  firstAtMost(from: number, to: number, v: number): number {
    let lo = from,
      hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.volume[mid] > v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Numbers per block in BlockIndex.dims. */
export const DIMS = 5;

/** Bucket lower bounds at quantiles of the values (distinct, ascending, first = smallest value). */
function quantileLows(values: Int32Array, n: number): number[] {
  // a typed array sorts numerically without a comparator
  const sorted = values.slice().sort();
  const lows: number[] = [];
  for (let q = 0; q < n; q++) {
    const v = sorted[Math.floor((q * sorted.length) / n)];
    if (v !== undefined && (lows.length === 0 || v > lows[lows.length - 1])) lows.push(v);
  }
  return lows.length > 0 ? lows : [0];
}

function bucketOf(lows: readonly number[], v: number): number {
  let b = 0;
  while (b + 1 < lows.length && lows[b + 1] <= v) b++;
  return b;
}
