import type { Block } from './block.js';
import { BoxTracker } from './box-tracker.js';
import type { Cargo } from './cargo.js';
import { FreeSpace, type Space } from './free-space.js';

/** One block placed at its minimum corner; the chain of steps is the plan (shared between states). */
export interface Step {
  readonly block: Block;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** The phase the block was loaded in. */
  readonly phase: number;
  readonly prev: Step | null;
}

/**
 * A partial load: the free plateaus, the units left, the current phase, and the placed
 * blocks as a shared chain, so a copy for the beam search costs little.
 */
export class SearchState {
  spaces: FreeSpace;
  remaining: Int32Array;
  volume = 0;
  weight = 0;
  /** Largest x-end of any placed box: the next unload zone starts there. */
  maxX = 0;
  phase = 0;
  zoneStart = 0;
  path: Step | null = null;
  blocks = 0;
  /** A 52-bit hash of the placed steps in order: states reached by the same moves share it. */
  key = 0;
  tracker: BoxTracker | null;
  /** Work done by placements since the search last collected it. */
  work = 0;

  constructor(cargo: Cargo, from?: SearchState) {
    if (from) {
      this.spaces = from.spaces.clone();
      this.remaining = from.remaining.slice();
      this.volume = from.volume;
      this.weight = from.weight;
      this.maxX = from.maxX;
      this.phase = from.phase;
      this.zoneStart = from.zoneStart;
      this.path = from.path;
      this.blocks = from.blocks;
      this.key = from.key;
      this.tracker = from.tracker ? from.tracker.clone() : null;
    } else {
      this.spaces = new FreeSpace({ x0: 0, x1: cargo.L, z0: 0, z1: cargo.W, y: 0 });
      this.remaining = Int32Array.from(cargo.qty);
      this.tracker = cargo.trackBoxes ? new BoxTracker(cargo) : null;
    }
  }

  clone(cargo: Cargo): SearchState {
    return new SearchState(cargo, this);
  }

  /** Loads a block with its corner at (x, space level, z); the caller has checked that it fits. */
  place(cargo: Cargo, block: Block, y: number, x: number, z: number): void {
    const spaces = this.spaces;
    this.work += spaces.size;
    for (const r of block.base) spaces.cut(y, x + r.x0, x + r.x1, z + r.z0, z + r.z1);
    for (const t of block.tops) {
      const level = y + t.h;
      if (cargo.H - level >= cargo.minHeight) spaces.addTop(level, x + t.x0, x + t.x1, z + t.z0, z + t.z1);
    }
    for (let i = 0; i < block.items.length; i++) this.remaining[block.items[i]] -= block.counts[i];
    this.volume += block.volume;
    this.weight += block.weight;
    this.maxX = Math.max(this.maxX, x + block.dx);
    this.path = { block, x, y, z, phase: this.phase, prev: this.path };
    this.blocks++;
    this.key = chainKey(this.key, block.id, this.phase, x, y, z);
    this.tracker?.place(block, x, y, z);
  }

  /** Marks a space as holding nothing more in this phase. */
  markDead(space: Space): void {
    this.spaces.kill(space);
  }

  /**
   * Moves to the next phase: a new unload zone starts on a fresh floor behind nothing,
   * at the x-end of everything loaded so far; a new phase in the same zone revives the spaces.
   * Returns false when there is no next phase.
   */
  advancePhase(cargo: Cargo): boolean {
    const next = cargo.phases[this.phase + 1];
    if (!next) return false;
    if (next.zone !== cargo.phases[this.phase].zone) {
      this.zoneStart = this.maxX;
      this.spaces = new FreeSpace(
        this.maxX < cargo.L ? { x0: this.maxX, x1: cargo.L, z0: 0, z1: cargo.W, y: 0 } : null,
      );
    } else {
      this.spaces.revive();
    }
    this.phase++;
    return true;
  }

  /**
   * The load of this state's first `depth` blocks, rebuilt step by step (spaces that turned
   * out empty stay live until chosen again); its `work` holds the rebuilding's work.
   */
  prefix(cargo: Cargo, depth: number): SearchState {
    const out = new SearchState(cargo);
    for (const st of this.steps().slice(0, depth)) {
      while (out.phase < st.phase) out.advancePhase(cargo);
      out.place(cargo, st.block, st.y, st.x, st.z);
    }
    if (out.tracker) {
      out.work += out.tracker.work;
      out.tracker.work = 0;
    }
    return out;
  }

  /** The placed steps, first to last. */
  steps(): Step[] {
    const out: Step[] = [];
    for (let s = this.path; s; s = s.prev) out.push(s);
    return out.reverse();
  }
}

/** The key of a state after one more step (block id and phase identify the block, x y z its corner). */
export function chainKey(key: number, id: number, phase: number, x: number, y: number, z: number): number {
  const lo = key % 0x4000000,
    hi = Math.floor(key / 0x4000000);
  const a = mix(lo, id, phase, x, y, z, 0x9e3779b1),
    b = mix(hi, z, y, x, phase, id, 0x85ebca77);
  return (a & 0x3ffffff) * 0x4000000 + (b & 0x3ffffff);
}

function mix(h: number, p: number, q: number, r: number, s: number, t: number, seed: number): number {
  for (const v of [p, q, r, s, t]) {
    h = Math.imul(h ^ v ^ seed, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}
