/**
 * Extreme points: the corners where the next box may go (Crainic, Perboli & Tadei 2008).
 * After each placement the box's three outer corners are added, each also projected back
 * onto the nearest wall or box face, and side corners projected down onto the surface below,
 * because with full support only points lying on a floor or a box top can carry a box.
 * Limits: points are never re-projected after later placements; stale ones are only dropped
 * when a box covers them.
 */
import type { Placement } from '../../model/plan.js';
import type { LoadState } from './load-state.js';

export interface Point {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export class ExtremePoints {
  private readonly keys = new Set<number | string>();
  points: Point[] = [];
  /** A point's key: one exact number while the space's points fit in a safe integer, else a string. */
  private readonly keyOf: (x: number, y: number, z: number) => number | string;

  constructor(private readonly state: LoadState) {
    const zs = state.W + 1;
    const yzs = (state.H + 1) * zs;
    this.keyOf =
      (state.L + 1) * yzs <= Number.MAX_SAFE_INTEGER
        ? (x, y, z) => x * yzs + y * zs + z
        : (x, y, z) => `${x},${y},${z}`;
  }

  /** Adds a point unless known, or standing on neither the deck nor a box top (nothing could rest there). */
  add(x: number, y: number, z: number): void {
    if (x >= this.state.L || z >= this.state.W || y >= this.state.H) return;
    const key = this.keyOf(x, y, z);
    if (this.keys.has(key)) return;
    if (
      y > 0 &&
      !this.state.topsAt(y).some((k) => {
        const q = this.state.placements[k];
        return q.x <= x && x < q.x + q.dx && q.z <= z && z < q.z + q.dz;
      })
    )
      return;
    this.keys.add(key);
    this.points.push({ x, y, z });
  }

  /** Adds the points a newly placed box creates and drops the points it covers. */
  update(p: Placement): void {
    const x1 = p.x + p.dx;
    const y1 = p.y + p.dy;
    const z1 = p.z + p.dz;
    this.points = this.points.filter((e) => {
      const inside = e.x >= p.x && e.x < x1 && e.y >= p.y && e.y < y1 && e.z >= p.z && e.z < z1;
      if (inside) this.keys.delete(this.keyOf(e.x, e.y, e.z));
      return !inside;
    });
    // On top of the box, and its projections back along x and z at that height.
    this.add(p.x, y1, p.z);
    this.add(this.backX(p.x, y1, p.z), y1, p.z);
    this.add(p.x, y1, this.backZ(p.x, y1, p.z));
    // Beside the box at its own level, projected back and down.
    for (const [x, z] of [
      [x1, p.z],
      [p.x, z1],
    ] as const) {
      this.add(x, p.y, z);
      if (x === x1) this.add(x, p.y, this.backZ(x, p.y, z));
      else this.add(this.backX(x, p.y, z), p.y, z);
      const down = this.state.surfaceBelow(x, z, p.y);
      if (down < p.y) {
        this.add(x, down, z);
        this.add(this.backX(x, down, z), down, z);
        this.add(x, down, this.backZ(x, down, z));
      }
    }
  }

  /** Largest box x-end (or 0) met when moving from (x, y, z) toward x = 0. */
  private backX(x: number, y: number, z: number): number {
    let best = 0;
    const n = this.state.near(0, x, z, z + 1);
    const near = this.state.nearIds;
    for (let t = 0; t < n; t++) {
      const q = this.state.placements[near[t]];
      const qx1 = q.x + q.dx;
      if (qx1 <= x && qx1 > best && q.y <= y && y < q.y + q.dy && q.z <= z && z < q.z + q.dz) best = qx1;
    }
    return best;
  }

  /** Largest box z-end (or 0) met when moving from (x, y, z) toward z = 0. */
  private backZ(x: number, y: number, z: number): number {
    let best = 0;
    const n = this.state.near(x, x + 1, 0, z);
    const near = this.state.nearIds;
    for (let t = 0; t < n; t++) {
      const q = this.state.placements[near[t]];
      const qz1 = q.z + q.dz;
      if (qz1 <= z && qz1 > best && q.y <= y && y < q.y + q.dy && q.x <= x && x < q.x + q.dx) best = qz1;
    }
    return best;
  }
}
