import { greedy } from './beam-search.js';
import { BlockIndex } from './block-index.js';
import type { Cargo } from './cargo.js';
import type { SearchContext } from './moves.js';
import type { SearchState } from './search-state.js';
import { simpleBlocks } from './simple-blocks.js';

/**
 * Refill after the payload cut: the cut keeps the units with most volume per gram, but when
 * some of them find no room the weight they would have taken stays free. The finished load
 * is then continued greedily with the cut units of its last zone (loose items only), so the
 * freed weight carries units that fit; the payload limit still holds for every block.
 * Limits: units of earlier zones and of keep-together groups are not refilled (it would
 * break zone order or group contact).
 */

/** Blocks per refill item shape, at most. */
const REFILL_SHAPE_CAP = 60;

export function refill(ctx: SearchContext, best: SearchState): SearchState {
  const { cargo, meter } = ctx;
  const room = cargo.maxWeight - best.weight;
  const zone = cargo.phases[best.phase].zone;
  const items: number[] = [];
  cargo.payloadCut.forEach((cut, i) => {
    if (cut > 0 && cargo.zoneOf[i] === zone && cargo.groupOf[i] < 0 && cargo.weight[i] <= room) items.push(i);
  });
  if (items.length === 0 || meter.hitTimeCap) return best;
  const qty = cargo.qty.map((_, i) => (items.includes(i) ? best.remaining[i] + cargo.payloadCut[i] : 0));
  const extra: Cargo = { ...cargo, qty };
  const list = simpleBlocks(extra, items, REFILL_SHAPE_CAP);
  const shapes = items.flatMap((item) => cargo.shapes[item].map((sh) => ({ item, ...sh })));
  const blocks = ctx.blocks.slice();
  blocks[best.phase] = new BlockIndex(list, shapes);
  meter.spend(8 * list.length);
  const state = best.clone(cargo);
  for (const i of items) state.remaining[i] += cargo.payloadCut[i];
  state.spaces.revive();
  return greedy({ ...ctx, cargo: extra, blocks }, state, true) as SearchState;
}
