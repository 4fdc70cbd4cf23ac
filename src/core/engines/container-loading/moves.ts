import type { Block } from './block.js';
import { DIMS, type BlockIndex } from './block-index.js';
import type { Cargo } from './cargo.js';
import type { Space } from './free-space.js';
import type { SearchState } from './search-state.js';
import { ContactProbe } from './contact.js';
import { heavyOverLight, layerRulesAllow } from './layer-rules.js';
import type { WorkMeter } from '../../search/budget.js';

/**
 * The two choices of one construction step (block building after Parreño et al. 2008 and
 * Araya & Riff 2014): which free space to fill next, and which blocks to put in it.
 * - Space: the one whose anchor corner (back wall of the zone, nearer side wall, floor)
 *   is closest to a corner of the zone, comparing the sorted distance vectors.
 * - Block: the VCS form of Araya, Guerrero & Nuñez 2017: volume, times the share of the
 *   space still usable after the gaps no row of box sides fills exactly, times the share of
 *   its surface touching walls or loaded blocks, with a mild preference for fewer boxes.
 */

/** Work charged per block ranking besides the blocks examined (choosing the space, checking it, allocating). */
const CALL_WORK = 80;
/** Extra work per block that fits and gets a score. */
const SCORE_WORK = 4;

export interface SearchContext {
  readonly cargo: Cargo;
  readonly blocks: readonly BlockIndex[];
  readonly meter: WorkMeter;
  readonly score: ScoreWeights;
  /** How a stow is built once volume is not the only aim (absent = for volume only). */
  readonly style?: StowStyle;
}

/** Construction preferences of the second objective (compact, stable stows). */
export interface StowStyle {
  /** Build every zone in walls across the width from the back, as zones followed by others are. */
  readonly walls: boolean;
  /** Among the best blocks for a space, prefer those that put no unit on one under half its mass. */
  readonly heavyLow: boolean;
}

/** Exponents of the block score V · (1 − loss)^beta · contact^alpha · boxes^−gamma (VCS form). */
export interface ScoreWeights {
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
}

export interface Move {
  readonly block: Block;
  readonly space: Space;
  readonly x: number;
  readonly z: number;
  readonly score: number;
}

/**
 * The live space to fill next, or null: the smallest sorted triple of distances from its
 * anchor corner to the zone's back wall, the nearer side wall and the floor; then the larger
 * area. A zone with another one in front of it is built in walls: the back distance comes first.
 */
export function chooseSpace(ctx: SearchContext, state: SearchState): Space | null {
  let best: Space | null = null;
  let b0 = 0,
    b1 = 0,
    b2 = 0,
    bArea = 0;
  const W = ctx.cargo.W,
    zs = state.zoneStart;
  const compact = ctx.cargo.phases[state.phase].compact || ctx.style?.walls === true;
  const live = state.spaces.live;
  for (let i = 0; i < live.length; i++) {
    const s = live[i];
    let a = s.x0 - zs,
      b = Math.min(s.z0, W - s.z1),
      c = s.y,
      t: number;
    if (!compact && a > b) {
      t = a;
      a = b;
      b = t;
    }
    if (b > c) {
      t = b;
      b = c;
      c = t;
    }
    if (!compact && a > b) {
      t = a;
      a = b;
      b = t;
    }
    if (best !== null && (a > b0 || (a === b0 && (b > b1 || (b === b1 && c > b2))))) continue;
    const area = (s.x1 - s.x0) * (s.z1 - s.z0);
    if (best !== null && a === b0 && b === b1 && c === b2 && area <= bArea) continue;
    best = s;
    b0 = a;
    b1 = b;
    b2 = c;
    bArea = area;
  }
  ctx.meter.spend(live.length >> 3);
  return best;
}

/** True when some unit left in the phase has a shape that fits the space. */
function anyBoxFits(ctx: SearchContext, state: SearchState, s: Space): boolean {
  const { cargo } = ctx;
  const pb = ctx.blocks[state.phase];
  const sdx = s.x1 - s.x0,
    sdz = s.z1 - s.z0,
    sdy = cargo.H - s.y;
  const room = cargo.maxWeight - state.weight;
  let n = 0;
  for (; n < pb.shapeDx.length && pb.shapeDx[n] <= sdx; n++) {
    const i = pb.shapeItem[n];
    if (pb.shapeDz[n] <= sdz && pb.shapeDy[n] <= sdy && state.remaining[i] > 0 && cargo.weight[i] <= room) {
      ctx.meter.spend(n >> 2);
      return true;
    }
  }
  ctx.meter.spend(n >> 2);
  return false;
}

export function rankBlocks(ctx: SearchContext, state: SearchState, s: Space, k: number): Move[] {
  const { cargo } = ctx;
  const tracker = state.tracker;
  const heavyLow = ctx.style?.heavyLow === true && s.y > 0;
  if (!tracker && !cargo.layerRules && !heavyLow) return scanBlocks(ctx, state, s, k, null);
  // stacking, group and layer rules are costly to test: test only the best few, and rescan if too few pass
  const valid = (m: Move) =>
    (!cargo.layerRules || layerRulesAllow(cargo, state, m.block, m.x, s.y, m.z)) &&
    (!tracker || tracker.canPlace(m.block, m.x, s.y, m.z));
  const quick = scanBlocks(ctx, state, s, k + 4, null).filter(valid);
  let moves = quick.length >= k || (!tracker && !cargo.layerRules) ? quick : scanBlocks(ctx, state, s, k, valid);
  if (heavyLow) {
    // a soft preference: blocks that keep heavy under light first, the others after them
    const light = moves.filter((m) => !heavyOverLight(cargo, state, m.block, m.x, s.y, m.z));
    moves = light.concat(moves.filter((m) => !light.includes(m)));
    ctx.meter.spend(state.blocks * moves.length);
  }
  if (tracker) {
    ctx.meter.spend(tracker.work);
    tracker.work = 0;
  }
  return moves.slice(0, k);
}

/** Up to k best blocks for the space (best first) that pass `valid` when given. */
function scanBlocks(
  ctx: SearchContext,
  state: SearchState,
  s: Space,
  k: number,
  valid: ((m: Move) => boolean) | null,
): Move[] {
  const { cargo } = ctx;
  if (!anyBoxFits(ctx, state, s)) return [];
  const pb = ctx.blocks[state.phase];
  const fill = cargo.zoneFill[cargo.phases[state.phase].zone];
  const sdx = s.x1 - s.x0,
    sdz = s.z1 - s.z0,
    sdy = cargo.H - s.y;
  const atNearSide = s.z0 <= cargo.W - s.z1;
  const room = cargo.maxWeight - state.weight;
  const out: Move[] = [];
  const { alpha, beta, gamma } = ctx.score;
  const probe = alpha > 0 ? new ContactProbe(cargo, state, s) : null;
  let examined = 0;
  const remaining = state.remaining;
  const spaceVolume = sdx * sdy * sdz;
  const compact = cargo.phases[state.phase].compact || ctx.style?.walls === true;
  const bounded = !compact; // the score never exceeds the volume, so the scan may stop early
  const nz = pb.lowZ.length;
  const { bucketStart, volume, weight, dims, block, mixed } = pb;
  const weighed = pb.heaviest > room;
  // a bounded scan holding k moves stops at blocks of volume at most the k-th score
  let cut = Number.NEGATIVE_INFINITY;
  // larger footprints first: the best score rises early and cuts the smaller buckets short
  let topX = 0,
    topZ = 0;
  while (topX + 1 < pb.lowX.length && pb.lowX[topX + 1] <= sdx) topX++;
  while (topZ + 1 < nz && pb.lowZ[topZ + 1] <= sdz) topZ++;
  for (let bx = topX; bx >= 0; bx--) {
    for (let bz = topZ; bz >= 0; bz--) {
      const first = bucketStart[bx * nz + bz],
        end = bucketStart[bx * nz + bz + 1];
      if (first === end || volume[first] <= cut) continue;
      examined++;
      for (let p = volume[first] <= spaceVolume ? first : pb.firstAtMost(first, end, spaceVolume); p < end; p++) {
        const v = volume[p];
        if (v <= cut) break;
        examined++;
        const o = DIMS * p;
        const bdx = dims[o],
          bdy = dims[o + 1],
          bdz = dims[o + 2];
        if (bdx > sdx || bdz > sdz || bdy > sdy) continue;
        const single = dims[o + 3];
        if (single >= 0) {
          if (remaining[single] < dims[o + 4]) continue;
        } else if (!stocked(mixed, dims[o + 4], remaining)) continue;
        if (weighed && weight[p] > room) continue;
        const i = block[p];
        const b = pb.list[i];
        // a zone with another in front is built in walls: value the cross-section it fills, not its depth
        examined += SCORE_WORK;
        let score = compact ? (v * sdx) / bdx : v;
        if (beta > 0) {
          const usable =
            ((sdx - fill.x.waste(sdx - bdx)) / sdx) *
            ((sdz - fill.z.waste(sdz - bdz)) / sdz) *
            ((sdy - fill.y.waste(sdy - bdy)) / sdy);
          score *= beta === 1 ? usable : usable ** beta;
        }
        if (gamma > 0 && b.boxCount > 1) score *= b.boxCount ** -gamma;
        if (out.length === k && !ahead(score, i, out[k - 1])) continue;
        const x = s.x0,
          z = atNearSide ? s.z0 : s.z1 - bdz;
        if (probe) {
          score *= probe.fraction(x, z, bdx, bdy, bdz) ** alpha;
          examined += 2;
          if (out.length === k && !ahead(score, i, out[k - 1])) continue;
        }
        const move = { block: b, space: s, x, z, score };
        if (valid && !valid(move)) continue;
        let at = out.length;
        while (at > 0 && ahead(score, i, out[at - 1])) at--;
        out.splice(at, 0, move);
        if (out.length > k) out.pop();
        if (bounded && out.length === k) cut = out[k - 1].score;
      }
    }
  }
  ctx.meter.spend(examined + CALL_WORK);
  return out;
}

/** True when enough units are left for every item type of a mixed block (its entry in BlockIndex.mixed at `at`). */
function stocked(mixed: Int32Array, at: number, remaining: Int32Array): boolean {
  const end = at + 1 + 2 * mixed[at];
  for (let j = at + 1; j < end; j += 2) if (remaining[mixed[j]] < mixed[j + 1]) return false;
  return true;
}

/** True when a block with this score and position ranks before the move (ties: the larger block). */
function ahead(score: number, id: number, m: Move): boolean {
  return score > m.score || (score === m.score && id < m.block.id);
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
    for (const i of items)
      if (state.remaining[i] > 0) {
        stock = true;
        break;
      }
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
