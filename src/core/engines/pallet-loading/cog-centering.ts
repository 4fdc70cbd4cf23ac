/**
 * Pulls the cargo centre of gravity toward the middle of the footprint by sliding boxes
 * that carry nothing (mostly the top layer) along x or along z, keeping every rule.
 *
 * - Heaviest free boxes first; each may move to positions aligned with a wall or with an
 *   edge of another box, and takes the one that most reduces the squared CoG offset
 *   (offsets measured as fractions of the pallet length and width).
 * - A few passes, since one move can open room for another.
 * Limits: greedy; a box never changes level or orientation, and loaded boxes never move.
 */
import type { WorkMeter } from '../../search/budget.js';
import type { LoadState } from './load-state.js';

const PASSES = 3;

/** Squared CoG offset from the footprint centre, in fractions of the footprint sides. */
export function cogOffsetScore(state: LoadState): number {
  const c = state.cog;
  const ox = (c.x - state.L / 2) / state.L;
  const oz = (c.z - state.W / 2) / state.W;
  return ox * ox + oz * oz;
}

export function centreCog(state: LoadState, meter: WorkMeter): void {
  for (let pass = 0; pass < PASSES; pass++) {
    let moved = false;
    const order = state.placements
      .map((p, k) => ({ k, w: state.items[p.item].weight }))
      .filter((e) => state.isFreeTop(e.k) && e.w > 0)
      .sort((a, b) => b.w - a.w || a.k - b.k);
    // aligned starts depend on every box's place: kept until a box moves
    const starts: AlignedStarts = { x: new Map(), z: new Map() };
    for (const { k } of order) {
      if (meter.exhausted) return;
      const before = state.tests;
      if (moveBox(state, k, starts)) {
        moved = true;
        starts.x.clear();
        starts.z.clear();
      }
      if (!meter.spend(state.tests - before + 1)) return;
    }
    if (!moved) return;
  }
}

/** alignedStarts per axis, by box size, while no box has moved. */
interface AlignedStarts {
  readonly x: Map<number, number[]>;
  readonly z: Map<number, number[]>;
}

/** Tries the aligned positions of box k along x, then along z; keeps the best improvement. */
function moveBox(state: LoadState, k: number, starts: AlignedStarts): boolean {
  const p = state.placements[k];
  const total = state.cargoWeight;
  const w = state.items[p.item].weight;
  const cog = state.cog;
  const wantX = state.L / 2 - cog.x; // CoG shift wanted along x
  const wantZ = state.W / 2 - cog.z;
  const gain = (dx: number, dz: number) => {
    const sx = (w * dx) / total;
    const sz = (w * dz) / total;
    const before = (wantX / state.L) ** 2 + (wantZ / state.W) ** 2;
    const after = ((wantX - sx) / state.L) ** 2 + ((wantZ - sz) / state.W) ** 2;
    return before - after;
  };
  const startsOf = (size: number, axis: 'x' | 'z') => {
    let list = starts[axis].get(size);
    if (!list) {
      list = alignedStarts(state, size, axis);
      starts[axis].set(size, list);
    }
    return list;
  };
  // only moves that gain are ever tried (in order of gain), so the others are not listed
  const options: { x: number; z: number; g: number }[] = [];
  for (const x of startsOf(p.dx, 'x')) {
    if (x === p.x) continue;
    const g = gain(x - p.x, 0);
    if (g > 1e-12) options.push({ x, z: p.z, g });
  }
  for (const z of startsOf(p.dz, 'z')) {
    if (z === p.z) continue;
    const g = gain(0, z - p.z);
    if (g > 1e-12) options.push({ x: p.x, z, g });
  }
  options.sort((a, b) => b.g - a.g || a.x - b.x || a.z - b.z);
  for (const o of options) {
    if (state.tryMove(k, { item: p.item, x: o.x, y: p.y, z: o.z, dx: p.dx, dy: p.dy, dz: p.dz })) return true;
  }
  return false;
}

/** Start coordinates along one axis that put a box of `size` against a wall or a box edge. */
function alignedStarts(state: LoadState, size: number, axis: 'x' | 'z'): number[] {
  const limit = axis === 'x' ? state.L : state.W;
  const out = new Set<number>([0, limit - size]);
  for (const q of state.placements) {
    const a = axis === 'x' ? q.x : q.z;
    const e = a + (axis === 'x' ? q.dx : q.dz);
    // in this order (a set keeps first insertions first), without an array per box
    if (a >= 0 && a + size <= limit) out.add(a);
    if (e >= 0 && e + size <= limit) out.add(e);
    if (a - size >= 0 && a <= limit) out.add(a - size);
    if (e - size >= 0 && e <= limit) out.add(e - size);
  }
  return [...out];
}
