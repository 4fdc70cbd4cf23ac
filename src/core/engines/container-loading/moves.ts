import type { Block } from './block.js';
import type { Cargo } from './cargo.js';
import type { Space } from './free-space.js';
import type { SearchState } from './search-state.js';
import type { WorkMeter } from '../../search/budget.js';

/**
 * The two choices of one construction step (block building after Parreño et al. 2008 and
 * Araya & Riff 2014): which free space to fill next, and which blocks to put in it.
 * - Space: the one whose anchor corner (back wall of the zone, nearer side wall, floor)
 *   is closest to a corner of the zone, comparing the sorted distance vectors.
 * - Block: volume minus the volume its leftover gaps can no longer use (gaps no row of
 *   box sides fills exactly), counted along the three axes of the space.
 */

/** A phase's blocks, largest volume first, with their sizes in flat arrays for fast scanning. */
export interface PhaseBlocks {
  readonly list: readonly Block[];
  readonly dx: Int32Array;
  readonly dy: Int32Array;
  readonly dz: Int32Array;
  readonly volume: Float64Array;
}

export interface SearchContext {
  readonly cargo: Cargo;
  readonly blocks: readonly PhaseBlocks[];
  readonly meter: WorkMeter;
  /** Weight of the gap-loss term in the block score (0 = pure volume). */
  readonly lossWeight: number;
}

export interface Move {
  readonly block: Block;
  readonly space: Space;
  readonly x: number;
  readonly z: number;
  readonly score: number;
}

export function indexBlocks(list: Block[]): PhaseBlocks {
  list.sort((a, b) => b.volume - a.volume || a.boxCount - b.boxCount || b.dx - a.dx || b.dz - a.dz || a.dy - b.dy);
  list.forEach((b, i) => { b.id = i; });
  return {
    list,
    dx: Int32Array.from(list, (b) => b.dx),
    dy: Int32Array.from(list, (b) => b.dy),
    dz: Int32Array.from(list, (b) => b.dz),
    volume: Float64Array.from(list, (b) => b.volume),
  };
}

function spaceKey(s: Space, state: SearchState, W: number): [number, number, number] {
  const v = [s.x0 - state.zoneStart, Math.min(s.z0, W - s.z1), s.y];
  v.sort((a, b) => a - b);
  return v as [number, number, number];
}

/** The live space to fill next, or null. */
export function chooseSpace(ctx: SearchContext, state: SearchState): Space | null {
  let best: Space | null = null;
  let bk: [number, number, number] = [0, 0, 0];
  for (const s of state.spaces) {
    if (s.dead) continue;
    const k = spaceKey(s, state, ctx.cargo.W);
    if (best === null || k[0] < bk[0] || (k[0] === bk[0] && (k[1] < bk[1] || (k[1] === bk[1] && (k[2] < bk[2]
      || (k[2] === bk[2] && (s.x1 - s.x0) * (s.z1 - s.z0) > (best.x1 - best.x0) * (best.z1 - best.z0))))))) {
      best = s;
      bk = k;
    }
  }
  ctx.meter.spend(state.spaces.length >> 3);
  return best;
}

/** True when some unit left in the phase has a shape that fits the space. */
function anyBoxFits(ctx: SearchContext, state: SearchState, s: Space): boolean {
  const { cargo } = ctx;
  const sdx = s.x1 - s.x0, sdz = s.z1 - s.z0, sdy = cargo.H - s.y;
  for (const i of cargo.phases[state.phase].items) {
    if (state.remaining[i] <= 0 || state.weight + cargo.weight[i] > cargo.maxWeight) continue;
    for (const sh of cargo.shapes[i]) if (sh.dx <= sdx && sh.dz <= sdz && sh.dy <= sdy) return true;
  }
  return false;
}

/** Up to k best blocks for the space, best first. */
export function rankBlocks(ctx: SearchContext, state: SearchState, s: Space, k: number): Move[] {
  const { cargo } = ctx;
  if (!anyBoxFits(ctx, state, s)) return [];
  const pb = ctx.blocks[state.phase];
  const fill = cargo.zoneFill[cargo.phases[state.phase].zone];
  const sdx = s.x1 - s.x0, sdz = s.z1 - s.z0, sdy = cargo.H - s.y;
  const atNearSide = s.z0 <= cargo.W - s.z1;
  const room = cargo.maxWeight - state.weight;
  const out: Move[] = [];
  const lw = ctx.lossWeight;
  let examined = 0;
  for (let i = 0; i < pb.list.length; i++) {
    const v = pb.volume[i];
    if (out.length === k && v <= out[k - 1].score) break;
    examined++;
    const bdx = pb.dx[i], bdy = pb.dy[i], bdz = pb.dz[i];
    if (bdx > sdx || bdz > sdz || bdy > sdy) continue;
    const b = pb.list[i];
    if (b.weight > room) continue;
    let ok = true;
    for (let j = 0; j < b.items.length; j++) if (state.remaining[b.items[j]] < b.counts[j]) { ok = false; break; }
    if (!ok) continue;
    const loss = fill.x.waste(sdx - bdx) * bdy * bdz + fill.z.waste(sdz - bdz) * bdx * bdy + fill.y.waste(sdy - bdy) * bdx * bdz;
    const score = v - lw * loss;
    if (out.length === k && score <= out[k - 1].score) continue;
    const x = s.x0, z = atNearSide ? s.z0 : s.z1 - bdz;
    if (state.tracker && !state.tracker.canPlace(b, x, s.y, z)) continue;
    let at = out.length;
    while (at > 0 && out[at - 1].score < score) at--;
    out.splice(at, 0, { block: b, space: s, x, z, score });
    if (out.length > k) out.pop();
  }
  ctx.meter.spend(examined);
  return out;
}

/**
 * The next step's candidate moves (best first), advancing phases and retiring spaces
 * that hold nothing more; an empty list means the load is finished.
 */
export function nextMoves(ctx: SearchContext, state: SearchState, k: number): Move[] {
  const { cargo } = ctx;
  for (;;) {
    const items = cargo.phases[state.phase].items;
    let stock = false;
    for (const i of items) if (state.remaining[i] > 0) { stock = true; break; }
    const space = stock ? chooseSpace(ctx, state) : null;
    if (!space) {
      if (!state.advancePhase(cargo)) return [];
      continue;
    }
    const moves = rankBlocks(ctx, state, space, k);
    if (moves.length > 0) return moves;
    state.markDead(space);
  }
}
