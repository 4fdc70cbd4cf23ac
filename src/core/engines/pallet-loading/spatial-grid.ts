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

  private range(x0: number, x1: number, z0: number, z1: number): [number, number, number, number] {
    const i0 = Math.max(0, Math.min(CELLS - 1, Math.floor(x0 / this.cw)));
    const i1 = Math.max(0, Math.min(CELLS - 1, Math.floor(Math.max(x0, x1 - 1) / this.cw)));
    const j0 = Math.max(0, Math.min(CELLS - 1, Math.floor(z0 / this.cd)));
    const j1 = Math.max(0, Math.min(CELLS - 1, Math.floor(Math.max(z0, z1 - 1) / this.cd)));
    return [i0, i1, j0, j1];
  }

  insert(id: number, x: number, z: number, dx: number, dz: number): void {
    const [i0, i1, j0, j1] = this.range(x, x + dx, z, z + dz);
    for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) this.cells[i * CELLS + j].push(id);
    this.stamp[id] = 0;
  }

  remove(id: number, x: number, z: number, dx: number, dz: number): void {
    const [i0, i1, j0, j1] = this.range(x, x + dx, z, z + dz);
    for (let i = i0; i <= i1; i++) {
      for (let j = j0; j <= j1; j++) {
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
    const [i0, i1, j0, j1] = this.range(x0, x1, z0, z1);
    const e = ++this.epoch;
    const out = this.buffer;
    out.length = 0;
    for (let i = i0; i <= i1; i++) {
      for (let j = j0; j <= j1; j++) {
        for (const id of this.cells[i * CELLS + j]) {
          if (this.stamp[id] !== e) { this.stamp[id] = e; out.push(id); }
        }
      }
    }
    return out;
  }
}
