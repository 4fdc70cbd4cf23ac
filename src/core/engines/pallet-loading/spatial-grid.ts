/**
 * A coarse uniform grid over the pallet footprint that says which boxes lie near a
 * rectangle, so rule tests look at nearby boxes only instead of every box.
 * Queries return a superset (every box whose footprint meets the query rectangle, plus
 * possibly a few more): the boxes whose grid cells meet the query's cells. Callers still
 * test the exact geometry.
 *
 * A box covers a range of cell columns and a range of cell rows, so its cells meet the
 * query's exactly when both ranges meet. Each column and each row keeps a bitset of the
 * boxes covering it; a query ORs the bitsets of its columns, ORs those of its rows, and
 * ANDs the two: a few word operations instead of a visit per box per cell.
 */
const CELLS = 16;

export class SpatialGrid {
  private readonly cw: number;
  private readonly cd: number;
  /** Words per bitset; grows with the largest box id. */
  private words = 4;
  /** CELLS bitsets of `words` words each: boxes covering each cell column (x), then each cell row (z). */
  private cols = new Uint32Array(CELLS * 4);
  private rows = new Uint32Array(CELLS * 4);
  /** The last query's boxes (the first `near()` of them); reused by every query, so never reallocated while the loads stay small. */
  private ids = new Int32Array(64);

  constructor(L: number, W: number) {
    this.cw = Math.max(1, Math.ceil(L / CELLS));
    this.cd = Math.max(1, Math.ceil(W / CELLS));
  }

  // the first and last cell along each axis; four numbers rather than a tuple, since every rule test queries
  private i0 = 0;
  private i1 = 0;
  private j0 = 0;
  private j1 = 0;

  private range(x0: number, x1: number, z0: number, z1: number): void {
    this.i0 = Math.max(0, Math.min(CELLS - 1, Math.floor(x0 / this.cw)));
    this.i1 = Math.max(0, Math.min(CELLS - 1, Math.floor(Math.max(x0, x1 - 1) / this.cw)));
    this.j0 = Math.max(0, Math.min(CELLS - 1, Math.floor(z0 / this.cd)));
    this.j1 = Math.max(0, Math.min(CELLS - 1, Math.floor(Math.max(z0, z1 - 1) / this.cd)));
  }

  insert(id: number, x: number, z: number, dx: number, dz: number): void {
    if (id >= this.words * 32) this.grow(id);
    this.range(x, x + dx, z, z + dz);
    this.mark(id, true);
  }

  remove(id: number, x: number, z: number, dx: number, dz: number): void {
    if (id >= this.words * 32) return;
    this.range(x, x + dx, z, z + dz);
    this.mark(id, false);
  }

  private mark(id: number, on: boolean): void {
    const w = id >>> 5;
    const bit = 1 << (id & 31);
    const n = this.words;
    for (let i = this.i0; i <= this.i1; i++)
      this.cols[i * n + w] = on ? this.cols[i * n + w] | bit : this.cols[i * n + w] & ~bit;
    for (let j = this.j0; j <= this.j1; j++)
      this.rows[j * n + w] = on ? this.rows[j * n + w] | bit : this.rows[j * n + w] & ~bit;
  }

  private grow(id: number): void {
    const n = this.words;
    let next = n;
    while (id >= next * 32) next *= 2;
    const widen = (old: Uint32Array) => {
      const out = new Uint32Array(CELLS * next);
      for (let c = 0; c < CELLS; c++) out.set(old.subarray(c * n, c * n + n), c * next);
      return out;
    };
    this.cols = widen(this.cols);
    this.rows = widen(this.rows);
    this.words = next;
  }

  /** The boxes the last query found: the first `near()` entries (read before querying again). */
  get found(): Int32Array {
    return this.ids;
  }

  /** How many boxes may meet [x0, x1) × [z0, z1), each listed once in `found`, in increasing id. */
  near(x0: number, x1: number, z0: number, z1: number): number {
    this.range(x0, x1, z0, z1);
    let count = 0;
    const n = this.words;
    const { cols, rows, i0, i1, j0, j1 } = this;
    for (let w = 0; w < n; w++) {
      let inCols = 0;
      for (let i = i0; i <= i1; i++) inCols |= cols[i * n + w];
      if (inCols === 0) continue;
      let inRows = 0;
      for (let j = j0; j <= j1; j++) inRows |= rows[j * n + w];
      let both = inCols & inRows;
      while (both !== 0) {
        const low = both & -both;
        if (count === this.ids.length) {
          const wider = new Int32Array(2 * count);
          wider.set(this.ids);
          this.ids = wider;
        }
        this.ids[count++] = w * 32 + 31 - Math.clz32(low);
        both ^= low;
      }
    }
    return count;
  }
}
