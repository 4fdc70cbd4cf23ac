import type { Placement } from '../../model/plan.js';
import { blockBoxes, blockFeet, type Block, type Foot } from './block.js';

/**
 * The placed boxes one by one, kept only when the cargo has stacking limits with weights
 * or keep-together groups, to enforce both while building:
 * - stacking: each box's load under the checker's model (mass of what rests on it, shared
 *   down in proportion to contact area over the upper box's base); a block is refused when
 *   any box under it would carry more than its maxStack;
 * - groups: a block of a started group must touch that group's boxes face to face.
 * Copy-on-write index arrays keep cloning cheap for the beam search.
 */

interface Rest {
  readonly lower: number;
  readonly frac: number;
}

interface TrackedBox extends Placement {
  readonly below: readonly Rest[];
}

export interface TrackerRules {
  readonly weight: readonly number[];
  readonly maxStack: readonly (number | null)[];
  readonly groupOf: readonly number[];
  readonly trackLoads: boolean;
}

/** Float tolerance on loads, in grams; below LOAD_TOLERANCE_G (src/core/rules/stacking.ts), which the checker allows. */
const LOAD_EPS = 1e-6;

/** A block's feet depend only on the block and the cargo's weights: worked out once per block. */
const feetCache = new WeakMap<TrackerRules, WeakMap<Block, readonly Foot[]>>();

function feetOf(rules: TrackerRules, block: Block): readonly Foot[] {
  let byBlock = feetCache.get(rules);
  if (!byBlock) {
    byBlock = new WeakMap();
    feetCache.set(rules, byBlock);
  }
  let feet = byBlock.get(block);
  if (!feet) {
    feet = blockFeet(block, (i) => rules.weight[i]);
    byBlock.set(block, feet);
  }
  return feet;
}

/**
 * Increments waiting to be passed down, by box index: one scratch set for the whole module
 * (loadIncrements never re-enters), so a check allocates no map. The pending boxes sit in a
 * binary heap, highest base first (ties: lower index), the order in which loads are settled;
 * each box gets its sums in the same order as with a map, so loads are the same to the last bit.
 */
class PendingLoads {
  value = new Float64Array(256);
  mark = new Int32Array(256);
  base = new Float64Array(256);
  epoch = 0;
  heap = new Int32Array(256);
  size = 0;

  reset(boxes: number): this {
    if (boxes > this.value.length) {
      const n = Math.max(boxes, 2 * this.value.length);
      this.value = new Float64Array(n);
      this.mark = new Int32Array(n);
      this.base = new Float64Array(n);
      this.heap = new Int32Array(n);
      this.epoch = 0;
    }
    if (++this.epoch === 0x7fffffff) {
      this.mark.fill(0);
      this.epoch = 1;
    }
    this.size = 0;
    return this;
  }

  /** Adds v to box j's pending increment; `y`: its base height. */
  add(j: number, v: number, y: number): void {
    if (this.mark[j] !== this.epoch) {
      this.mark[j] = this.epoch;
      this.value[j] = 0;
      this.base[j] = y;
      let i = this.size++;
      while (i > 0) {
        const up = (i - 1) >> 1;
        if (!this.before(j, this.heap[up])) break;
        this.heap[i] = this.heap[up];
        i = up;
      }
      this.heap[i] = j;
    }
    this.value[j] += v;
  }

  /** The pending box with the highest base (ties: the lower index), removed from the heap; its increment stays in `value`. */
  takeHighest(): number {
    const h = this.heap;
    const top = h[0];
    this.mark[top] = 0;
    const last = h[--this.size];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.size) break;
      const c = l + 1 < this.size && this.before(h[l + 1], h[l]) ? l + 1 : l;
      if (!this.before(h[c], last)) break;
      h[i] = h[c];
      i = c;
    }
    if (this.size > 0) h[i] = last;
    return top;
  }

  private before(a: number, b: number): boolean {
    return this.base[a] > this.base[b] || (this.base[a] === this.base[b] && a < b);
  }
}
const pending = new PendingLoads();

/** The extra load a block would put on existing boxes: box indices and loads, in the order they were settled. */
interface Increments {
  readonly boxes: readonly number[];
  readonly loads: readonly number[];
}
/** No box takes load from a block on the floor. */
const NO_LOAD: Increments = { boxes: [], loads: [] };
/** The boxes under a block's footprint, the first entries for one check at a time (loadIncrements never re-enters). */
const under: number[] = [];

/** A load check already made on this load: its answer and the work it was counted. */
interface Checked {
  readonly inc: Increments | null;
  readonly work: number;
}

/** Coordinates below this (in length units) share one numeric key; larger spaces fall back to strings. */
const KEY_SPAN = 131_072;
/** A key for three coordinates: a number when all are below KEY_SPAN (exact below 2^53), else a string. */
function pointKey(a: number, b: number, c: number): number | string {
  return a < KEY_SPAN && b < KEY_SPAN && c < KEY_SPAN ? (a * KEY_SPAN + b) * KEY_SPAN + c : `${a},${b},${c}`;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

export class BoxTracker {
  private boxes: TrackedBox[];
  private load: number[];
  private byTop: Map<number, number[]>;
  private byGroup: Map<number, number[]>;
  private ownedTops = new Set<number>();
  private ownedGroups = new Set<number>();
  /**
   * Load checks made since the last placement, by block and corner: the beam search checks a
   * move on a state and then places it on a copy, which needs the same answer. Shared by
   * copies until either places a block (then each starts a map of its own).
   */
  private checked: Map<Block, Map<number | string, Checked>>;
  /** Work done since the search last collected it (boxes and contacts visited). */
  work = 0;

  constructor(
    private readonly rules: TrackerRules,
    from?: BoxTracker,
  ) {
    this.boxes = from ? from.boxes.slice() : [];
    this.load = from ? from.load.slice() : [];
    this.byTop = from ? new Map(from.byTop) : new Map();
    this.byGroup = from ? new Map(from.byGroup) : new Map();
    this.checked = from ? from.checked : new Map();
  }

  clone(): BoxTracker {
    const copy = new BoxTracker(this.rules, this);
    // the index arrays are shared from now on
    this.ownedTops.clear();
    this.ownedGroups.clear();
    return copy;
  }

  private append(map: Map<number, number[]>, owned: Set<number>, key: number, value: number): void {
    let list = map.get(key);
    if (!list) {
      list = [];
      map.set(key, list);
      owned.add(key);
    } else if (!owned.has(key)) {
      list = list.slice();
      map.set(key, list);
      owned.add(key);
    }
    list.push(value);
  }

  /** loadIncrements, answered from the checks made since the last placement when it was asked before (counted the same work again). */
  private checkedIncrements(block: Block, x: number, y: number, z: number): Increments | null {
    let byCorner = this.checked.get(block);
    const key = pointKey(x, y, z);
    const seen = byCorner?.get(key);
    if (seen) {
      this.work += seen.work;
      return seen.inc;
    }
    const before = this.work;
    const inc = this.loadIncrements(block, x, y, z);
    if (!byCorner) {
      byCorner = new Map();
      this.checked.set(block, byCorner);
    }
    byCorner.set(key, { inc, work: this.work - before });
    return inc;
  }

  /** Extra load each existing box would take if the block stood at (x, y, z); null when a limit breaks. */
  private loadIncrements(block: Block, x: number, y: number, z: number): Increments | null {
    if (y === 0) return NO_LOAD;
    // only the tops under the block's bounding footprint can carry it
    const level = this.byTop.get(y) ?? [];
    this.work += level.length;
    const tops = under;
    let n = 0;
    for (const j of level) {
      const b = this.boxes[j];
      if (b.x < x + block.dx && x < b.x + b.dx && b.z < z + block.dz && z < b.z + b.dz) tops[n++] = j;
    }
    const added = pending.reset(this.boxes.length);
    for (const f of feetOf(this.rules, block)) {
      this.work += n;
      if (f.mass === 0) continue;
      const fx0 = x + f.x0,
        fx1 = x + f.x1,
        fz0 = z + f.z0,
        fz1 = z + f.z1;
      const base = (fx1 - fx0) * (fz1 - fz0);
      for (let t = 0; t < n; t++) {
        const j = tops[t];
        const b = this.boxes[j];
        const ox = overlap(fx0, fx1, b.x, b.x + b.dx),
          oz = overlap(fz0, fz1, b.z, b.z + b.dz);
        if (ox > 0 && oz > 0) added.add(j, (f.mass * ox * oz) / base, b.y);
      }
    }
    // settle the highest boxes first so that each passes its whole increment down once
    const done = { boxes: [] as number[], loads: [] as number[] };
    while (added.size > 0) {
      const top = added.takeHighest();
      const inc = added.value[top];
      this.work += added.size + 1;
      done.boxes.push(top);
      done.loads.push(inc);
      const limit = this.rules.maxStack[this.boxes[top].item];
      if (limit !== null && this.load[top] + inc > limit + LOAD_EPS) return null;
      for (const r of this.boxes[top].below) added.add(r.lower, inc * r.frac, this.boxes[r.lower].y);
    }
    return done;
  }

  /** True when a block of a started group touches that group's boxes (always true otherwise). */
  private touchesGroup(block: Block, x: number, y: number, z: number): boolean {
    const g = this.rules.groupOf[block.items[0]];
    if (g < 0) return true;
    const members = this.byGroup.get(g);
    if (!members || members.length === 0) return true;
    const faceTouch = (ax: number, ay: number, az: number, adx: number, ady: number, adz: number, b: TrackedBox) => {
      const sx = overlap(ax, ax + adx, b.x, b.x + b.dx),
        sy = overlap(ay, ay + ady, b.y, b.y + b.dy),
        sz = overlap(az, az + adz, b.z, b.z + b.dz);
      if (sx < 0 || sy < 0 || sz < 0) return false;
      return (sx === 0 && sy > 0 && sz > 0) || (sy === 0 && sx > 0 && sz > 0) || (sz === 0 && sx > 0 && sy > 0);
    };
    this.work += members.length;
    const near = members.filter((j) => faceTouch(x, y, z, block.dx, block.dy, block.dz, this.boxes[j]));
    if (near.length === 0) return false;
    if (block.make.kind === 'simple') return true; // a full cuboid: its face covers the contact
    for (const bb of blockBoxes(block, x, y, z)) {
      for (const j of near) if (faceTouch(bb.x, bb.y, bb.z, bb.dx, bb.dy, bb.dz, this.boxes[j])) return true;
    }
    return false;
  }

  canPlace(block: Block, x: number, y: number, z: number): boolean {
    if (!this.touchesGroup(block, x, y, z)) return false;
    return !this.rules.trackLoads || this.checkedIncrements(block, x, y, z) !== null;
  }

  place(block: Block, x: number, y: number, z: number): void {
    if (this.rules.trackLoads) {
      const inc = this.checkedIncrements(block, x, y, z);
      if (inc) for (let k = 0; k < inc.boxes.length; k++) this.load[inc.boxes[k]] += inc.loads[k];
    }
    this.checked = new Map();
    const first = this.boxes.length;
    const boxes = blockBoxes(block, x, y, z);
    this.work += 4 * boxes.length;
    // inside a block every upper box sits on the box of its own column just below it
    const column = new Map<number | string, number>();
    boxes.forEach((b, k) => column.set(pointKey(b.x, b.z, b.y + b.dy), first + k));
    const tops = y === 0 ? [] : (this.byTop.get(y) ?? []);
    for (const b of boxes) {
      const below: Rest[] = [];
      if (b.y > y) {
        const lower = column.get(pointKey(b.x, b.z, b.y));
        if (lower !== undefined) below.push({ lower, frac: 1 });
      } else if (y > 0) {
        const base = b.dx * b.dz;
        for (const j of tops) {
          const o = this.boxes[j];
          const ox = overlap(b.x, b.x + b.dx, o.x, o.x + o.dx),
            oz = overlap(b.z, b.z + b.dz, o.z, o.z + o.dz);
          if (ox > 0 && oz > 0) below.push({ lower: j, frac: (ox * oz) / base });
        }
      }
      // a literal rather than a spread: this runs for every box of every block the beam search places
      this.boxes.push({ item: b.item, x: b.x, y: b.y, z: b.z, dx: b.dx, dy: b.dy, dz: b.dz, below });
      this.load.push(0);
    }
    // loads inside the block: settle from the top of each column down
    if (this.rules.trackLoads) {
      for (let k = this.boxes.length - 1; k >= first; k--) {
        const b = this.boxes[k];
        const carried = this.load[k] + this.rules.weight[b.item];
        for (const r of b.below) if (r.lower >= first) this.load[r.lower] += carried * r.frac;
      }
    }
    for (let k = first; k < this.boxes.length; k++) {
      const b = this.boxes[k];
      this.append(this.byTop, this.ownedTops, b.y + b.dy, k);
      const g = this.rules.groupOf[b.item];
      if (g >= 0) this.append(this.byGroup, this.ownedGroups, g, k);
    }
  }
}
