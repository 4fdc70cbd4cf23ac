import type { Block } from './block.js';

/**
 * A phase's blocks, largest volume first, in flat arrays, and bucketed by footprint so a
 * query for a small or thin space skips the blocks that cannot fit it: buckets split the
 * block lengths (x) and widths (z) at quantiles, and a space reads only the buckets whose
 * smallest length and width it can hold.
 */
export class BlockIndex {
  readonly dx: Int32Array;
  readonly dy: Int32Array;
  readonly dz: Int32Array;
  readonly volume: Float64Array;
  /** The single item type of a one-type block and its count; -1 for mixed blocks. */
  readonly item: Int32Array;
  readonly count: Int32Array;
  /** Smallest length (x) of each x bucket, and smallest width (z) of each z bucket, ascending. */
  readonly lowX: number[];
  readonly lowZ: number[];
  /** Block positions per bucket (x bucket × z bucket), ascending, so largest volume first. */
  readonly buckets: Int32Array[];

  /** Every allowed shape of the phase's items, by increasing length (x): item, dx, dy, dz. */
  readonly shapeItem: Int32Array;
  readonly shapeDx: Int32Array;
  readonly shapeDy: Int32Array;
  readonly shapeDz: Int32Array;

  constructor(
    readonly list: Block[],
    shapes: readonly { item: number; dx: number; dy: number; dz: number }[],
    perAxis = 6,
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
    this.dx = new Int32Array(n);
    this.dy = new Int32Array(n);
    this.dz = new Int32Array(n);
    this.volume = new Float64Array(n);
    this.item = new Int32Array(n);
    this.count = new Int32Array(n);
    // one pass fills every column (an index is built per pallet load)
    for (let i = 0; i < n; i++) {
      const b = list[i];
      this.dx[i] = b.dx;
      this.dy[i] = b.dy;
      this.dz[i] = b.dz;
      this.volume[i] = b.volume;
      this.item[i] = b.items.length === 1 ? b.items[0] : -1;
      this.count[i] = b.counts[0];
    }
    this.lowX = quantileLows(this.dx, perAxis);
    this.lowZ = quantileLows(this.dz, perAxis);
    const lists: number[][] = Array.from({ length: this.lowX.length * this.lowZ.length }, () => []);
    list.forEach((b, i) => lists[bucketOf(this.lowX, b.dx) * this.lowZ.length + bucketOf(this.lowZ, b.dz)].push(i));
    this.buckets = lists.map((l) => Int32Array.from(l));
  }

  /** Position in the bucket of its first block with volume at most v. */
  firstAtMost(bucket: Int32Array, v: number): number {
    let lo = 0,
      hi = bucket.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.volume[bucket[mid]] > v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

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
