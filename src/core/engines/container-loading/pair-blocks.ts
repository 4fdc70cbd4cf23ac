import type { BaseRect, Block, TopRect } from './block.js';
import type { Cargo } from './cargo.js';
import { layersOf } from './layer-rules.js';

/**
 * General blocks under full support (after Fanslau & Bortfeldt 2010 and the full-support
 * blocks of Araya, Guerrero & Nuñez 2017): two blocks joined along x or z when they have
 * exactly the same height and packing areas spanning the joined side, or one standing on
 * the other's packing area. A pair is kept only when its boxes fill at least `minFill` of
 * its bounding cuboid and the units exist; pairs of pairs follow, generation by generation,
 * until no new block appears or `maxBlocks` is reached.
 */
export interface PairOptions {
  readonly minFill: number;
  readonly maxBlocks: number;
  /** Stacked pairs are left out when loads are tracked (their inner loads are not modelled). */
  readonly stacked: boolean;
  /** Pairs tried at most (each try is one work unit, charged by the caller). */
  readonly maxTries: number;
}

function blockKey(b: Block): string {
  let k = `${b.dx},${b.dy},${b.dz},${b.paX},${b.paZ}`;
  for (let i = 0; i < b.items.length; i++) k += `|${b.items[i]}:${b.counts[i]}`;
  return k;
}

/** A pair's size, packing area and merged contents, worked out before the block is built (most pairs are rejected or already seen). */
class PairDraft {
  dx = 0;
  dy = 0;
  dz = 0;
  paX = 0;
  paZ = 0;
  /** Merged items and counts, the first `n` entries (the arrays only grow, so a draft allocates nothing). */
  readonly items: number[] = [];
  readonly counts: number[] = [];
  n = 0;

  /** Fills the draft for a and b joined along the axis; false when the pair breaks a rule. */
  draft(cargo: Cargo, a: Block, b: Block, axis: Axis, minFill: number): boolean {
    if (axis === 'x') {
      if (a.dy !== b.dy || a.paX !== a.dx || b.paX !== b.dx) return false;
      this.dx = a.dx + b.dx;
      this.dy = a.dy;
      this.dz = Math.max(a.dz, b.dz);
      this.paX = this.dx;
      this.paZ = Math.min(a.paZ, b.paZ);
    } else if (axis === 'z') {
      if (a.dy !== b.dy || a.paZ !== a.dz || b.paZ !== b.dz) return false;
      this.dx = Math.max(a.dx, b.dx);
      this.dy = a.dy;
      this.dz = a.dz + b.dz;
      this.paX = Math.min(a.paX, b.paX);
      this.paZ = this.dz;
    } else {
      if (b.dx > a.paX || b.dz > a.paZ) return false;
      this.dx = a.dx;
      this.dy = a.dy + b.dy;
      this.dz = a.dz;
      this.paX = b.paX;
      this.paZ = b.paZ;
    }
    if (this.dx > cargo.L || this.dy > cargo.H || this.dz > cargo.W) return false;
    if (axis === 'y' && cargo.layerRules && !stackAllowed(cargo, a, b)) return false;
    if (a.volume + b.volume < minFill * this.dx * this.dy * this.dz) return false;
    if (a.weight + b.weight > cargo.maxWeight) return false;
    return this.merge(cargo, a, b);
  }

  /** Both blocks' items (each list ascending, no repeats) merged ascending; false when the units do not exist. */
  private merge(cargo: Cargo, a: Block, b: Block): boolean {
    const items = this.items,
      counts = this.counts;
    let i = 0,
      j = 0,
      n = 0;
    while (i < a.items.length || j < b.items.length) {
      const ai = i < a.items.length ? a.items[i] : Infinity,
        bj = j < b.items.length ? b.items[j] : Infinity;
      const item = Math.min(ai, bj);
      const c = (ai === item ? a.counts[i++] : 0) + (bj === item ? b.counts[j++] : 0);
      if (c > cargo.qty[item]) return false;
      items[n] = item;
      counts[n] = c;
      n++;
    }
    this.n = n;
    return true;
  }

  /** The drafted block's key, as blockKey gives it once built. */
  key(): string {
    let k = `${this.dx},${this.dy},${this.dz},${this.paX},${this.paZ}`;
    for (let i = 0; i < this.n; i++) k += `|${this.items[i]}:${this.counts[i]}`;
    return k;
  }

  /** The drafted block of a and b joined along the axis. */
  build(a: Block, b: Block, axis: Axis): Block {
    let tops: TopRect[], base: BaseRect[];
    if (axis === 'x') {
      tops = [...a.tops, ...b.tops.map((t) => shiftTop(t, a.dx, 0, 0))];
      base = [...a.base, ...b.base.map((r) => shiftBase(r, a.dx, 0))];
    } else if (axis === 'z') {
      tops = [...a.tops, ...b.tops.map((t) => shiftTop(t, 0, a.dz, 0))];
      base = [...a.base, ...b.base.map((r) => shiftBase(r, 0, a.dz))];
    } else {
      tops = [];
      for (const t of a.tops) uncovered(t, b.dx, b.dz, tops);
      for (const t of b.tops) tops.push(shiftTop(t, 0, 0, a.dy));
      base = a.base.slice();
    }
    return {
      id: 0,
      dx: this.dx,
      dy: this.dy,
      dz: this.dz,
      volume: a.volume + b.volume,
      weight: a.weight + b.weight,
      boxCount: a.boxCount + b.boxCount,
      items: this.items.slice(0, this.n),
      counts: this.counts.slice(0, this.n),
      base,
      tops,
      paX: this.paX,
      paZ: this.paZ,
      make: { kind: 'pair', a, b, axis },
    };
  }
}

type Axis = 'x' | 'y' | 'z';

const shiftTop = (t: TopRect, x: number, z: number, h: number): TopRect => ({
  x0: t.x0 + x,
  x1: t.x1 + x,
  z0: t.z0 + z,
  z1: t.z1 + z,
  h: t.h + h,
});
const shiftBase = (r: BaseRect, x: number, z: number): BaseRect => ({
  x0: r.x0 + x,
  x1: r.x1 + x,
  z0: r.z0 + z,
  z1: r.z1 + z,
});

/** The parts of a top not covered by the footprint [0, fx] × [0, fz]. */
function uncovered(t: TopRect, fx: number, fz: number, out: TopRect[]): void {
  if (t.x0 >= fx || t.z0 >= fz) {
    out.push(t);
    return;
  }
  if (t.x1 > fx) out.push({ ...t, x0: fx });
  if (t.z1 > fz) out.push({ ...t, x1: Math.min(t.x1, fx), z0: fz });
}

/** b on a keeps bottomOnly units on the block's base and every column within maxLayers. */
function stackAllowed(cargo: Cargo, a: Block, b: Block): boolean {
  if (b.items.some((i) => cargo.bottomOnly[i])) return false;
  for (const i of b.items) if (layersOf(a, i) + layersOf(b, i) > cargo.maxLayers[i]) return false;
  return true;
}

/** The blocks with their pairs added, and the number of pairs tried. */
export function pairBlocks(
  cargo: Cargo,
  simple: readonly Block[],
  options: PairOptions,
): { blocks: Block[]; tries: number } {
  const all = simple.slice();
  const seen = new Set(all.map(blockKey));
  const f = options.minFill;
  let tries = 0;
  const full = () => all.length >= options.maxBlocks || tries >= options.maxTries;
  const pair = new PairDraft();
  // Each call is one try, whether the pair is kept or not.
  const add = (a: Block, b: Block, axis: Axis, into: Block[]) => {
    tries++;
    if (!pair.draft(cargo, a, b, axis, f) || full()) return;
    const k = pair.key();
    if (seen.has(k)) return;
    seen.add(k);
    const block = pair.build(a, b, axis);
    all.push(block);
    into.push(block);
  };
  let fresh = all.slice();
  while (fresh.length > 0 && !full()) {
    const next: Block[] = [];
    // side by side needs the same height and the other side within the fill rate
    const byHeight = new Map<number, { byDz: Block[]; byDx: Block[] }>();
    for (const b of all) {
      const e = byHeight.get(b.dy);
      if (e) {
        e.byDz.push(b);
        e.byDx.push(b);
      } else byHeight.set(b.dy, { byDz: [b], byDx: [b] });
    }
    for (const e of byHeight.values()) {
      e.byDz.sort((p, q) => p.dz - q.dz);
      e.byDx.sort((p, q) => p.dx - q.dx);
    }
    const byArea = options.stacked ? all.slice().sort((p, q) => p.dx * p.dz - q.dx * q.dz) : [];
    for (const a of fresh) {
      if (full()) break;
      const e = byHeight.get(a.dy);
      if (e) {
        for (let i = lowerBound(e.byDz, (b) => b.dz, a.dz * f); i < e.byDz.length && e.byDz[i].dz * f <= a.dz; i++) {
          const b = e.byDz[i];
          add(a, b, 'x', next);
          add(b, a, 'x', next);
        }
        for (let i = lowerBound(e.byDx, (b) => b.dx, a.dx * f); i < e.byDx.length && e.byDx[i].dx * f <= a.dx; i++) {
          const b = e.byDx[i];
          add(a, b, 'z', next);
          add(b, a, 'z', next);
        }
      }
      if (!options.stacked) continue;
      // stacked partners need nearly the same footprint: with both full, the upper one covers
      // at least f − (1 − f)·(lower height / upper height) of the lower one's area
      const area = a.dx * a.dz;
      const under = Math.max(0, f - ((1 - f) * a.dy) / cargo.minHeight) * area;
      for (
        let i = lowerBound(byArea, (b) => b.dx * b.dz, under);
        i < byArea.length && byArea[i].dx * byArea[i].dz <= a.paX * a.paZ;
        i++
      ) {
        add(a, byArea[i], 'y', next);
      }
      const over = f - ((1 - f) * cargo.H) / a.dy;
      const overLimit = over > 0 ? area / over : Infinity;
      for (
        let i = lowerBound(byArea, (b) => b.dx * b.dz, area);
        i < byArea.length && byArea[i].dx * byArea[i].dz <= overLimit;
        i++
      ) {
        add(byArea[i], a, 'y', next);
      }
    }
    fresh = next;
  }
  return { blocks: all, tries };
}

function lowerBound(sorted: readonly Block[], key: (b: Block) => number, value: number): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(sorted[mid]) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
