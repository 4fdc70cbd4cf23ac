/**
 * A coarse uniform grid over the pallet footprint that lists, per cell, the boxes whose
 * footprint touches it, so rule tests look at nearby boxes only instead of every box.
 * Queries return a superset (every box whose footprint meets the query rectangle, plus
 * possibly a few more); callers still test the exact geometry.
 */
const CELLS = 16;

export class SpatialGrid {
  private readonly cells: number[][] = [];
  private readonly cw: number;
  private readonly cd: number;
  private readonly stamp: number[] = [];
  private epoch = 0;
  private readonly buffer: number[] = [];

  constructor(private readonly L: number, private readonly W: number) {
    this.cw = Math.max(1, Math.ceil(L / CELLS));
    this.cd = Math.max(1, Math.ceil(W / CELLS));
    for (let i = 0; i < CELLS * CELLS; i++) this.cells.push([]);
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
    this.range(x, x + dx, z, z + dz);
    for (let i = this.i0; i <= this.i1; i++) for (let j = this.j0; j <= this.j1; j++) this.cells[i * CELLS + j].push(id);
    this.stamp[id] = 0;
  }

  remove(id: number, x: number, z: number, dx: number, dz: number): void {
    this.range(x, x + dx, z, z + dz);
    for (let i = this.i0; i <= this.i1; i++) {
      for (let j = this.j0; j <= this.j1; j++) {
        const cell = this.cells[i * CELLS + j];
        const k = cell.lastIndexOf(id);
        if (k >= 0) cell.splice(k, 1);
      }
    }
  }

  /**
   * The boxes whose footprint may meet [x0, x1) × [z0, z1), each once. The array is reused
   * by the next call, so read it before querying again.
   */
  near(x0: number, x1: number, z0: number, z1: number): readonly number[] {
    this.range(x0, x1, z0, z1);
    const e = ++this.epoch;
    const out = this.buffer;
    out.length = 0;
    for (let i = this.i0; i <= this.i1; i++) {
      for (let j = this.j0; j <= this.j1; j++) {
        for (const id of this.cells[i * CELLS + j]) {
          if (this.stamp[id] !== e) { this.stamp[id] = e; out.push(id); }
        }
      }
    }
    return out;
  }
}
