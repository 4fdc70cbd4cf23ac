import type { Block } from './block.js';
import type { Cargo } from './cargo.js';
import type { SearchState } from './search-state.js';
import { HEAVY_RATIO } from '../../rules/stacking.js';

/**
 * Where a block may stand given the item rules that look down a column: `bottomOnly`
 * (on the floor only), `maxLayers` (units of one item in one column), and the soft
 * heavy-over-light preference. The placed blocks under a footprint are found on the
 * state's step chain; a block overlapping the footprint counts as under it (conservative:
 * a limit may refuse a column that would have been legal, never the reverse).
 */

/** Units of `item` stacked in one column of the block (its y extent in that item). */
export function layersOf(block: Block, item: number): number {
  const m = block.make;
  if (m.kind === 'simple') return m.item === item ? m.ny : 0;
  const a = layersOf(m.a, item),
    b = layersOf(m.b, item);
  return m.axis === 'y' ? a + b : Math.max(a, b);
}

/** True when the block may stand at level y over the loaded steps (hard rules only). */
export function layerRulesAllow(
  cargo: Cargo,
  state: SearchState,
  block: Block,
  x: number,
  y: number,
  z: number,
): boolean {
  if (y === 0) return true;
  for (const i of block.items) if (cargo.bottomOnly[i]) return false;
  const limited = block.items.filter((i) => Number.isFinite(cargo.maxLayers[i]));
  if (limited.length === 0) return true;
  const used = limited.map((i) => layersOf(block, i));
  for (let s = state.path; s; s = s.prev) {
    if (s.y >= y || !overlaps(s, x, z, block)) continue;
    for (let k = 0; k < limited.length; k++) {
      used[k] += layersOf(s.block, limited[k]);
      if (used[k] > cargo.maxLayers[limited[k]]) return false;
    }
  }
  return true;
}

/** True when a unit of the block is at least HEAVY_RATIO times a unit it would rest on. */
export function heavyOverLight(
  cargo: Cargo,
  state: Pick<SearchState, 'path'>,
  block: Block,
  x: number,
  y: number,
  z: number,
): boolean {
  if (y === 0) return false;
  let heaviest = 0;
  for (const i of block.items) heaviest = Math.max(heaviest, cargo.weight[i]);
  if (heaviest === 0) return false;
  for (let s = state.path; s; s = s.prev) {
    if (s.y >= y || s.y + s.block.dy < y || !overlaps(s, x, z, block)) continue;
    for (const i of s.block.items) if (cargo.weight[i] > 0 && heaviest >= HEAVY_RATIO * cargo.weight[i]) return true;
  }
  return false;
}

function overlaps(s: { x: number; z: number; block: Block }, x: number, z: number, b: Block): boolean {
  return s.x < x + b.dx && x < s.x + s.block.dx && s.z < z + b.dz && z < s.z + s.block.dz;
}
