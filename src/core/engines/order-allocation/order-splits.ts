/**
 * Ways to share an order's cartons between k pallets before each pallet is loaded on its
 * own, so that the pallets come out balanced (similar height and weight) instead of
 * full, full, …, nearly empty.
 *
 * - even: every SKU split as evenly as possible over the k pallets (the odd cartons go to
 *   the pallet with the least volume so far), so each pallet gets the same mix;
 * - whole: (optionally fragile cartons first dealt out so every pallet's top takes a similar
 *   footprint, since each pallet has one top) SKUs kept whole where possible, largest SKU volume first onto the pallet with
 *   the least volume, split only where one pallet would exceed an even share of volume.
 * Limits: the splits balance volume, not height; a split can leave a pallet unable to
 * take its share, which the caller detects and rejects.
 */
import type { ItemType } from '../../model/item.js';

const volumeOf = (it: ItemType) => it.l * it.w * it.h;
/** Smallest footprint among the carton's stances (up to three face areas). */
const footprintOf = (it: ItemType) =>
  Math.min(
    it.l * it.w,
    ...(it.verticalAxes.includes('l') || it.verticalAxes.includes('w') ? [it.l * it.h, it.w * it.h] : []),
  );

/** Which cartons wholeSplit deals out one by one before keeping SKUs whole: none, fragile ones, or every carton with a stack limit. */
export type Spread = 'none' | 'fragile' | 'limited';

/** counts[p][i]: cartons of item i on pallet p. */
export type Split = number[][];

export function evenSplit(items: readonly ItemType[], qty: readonly number[], k: number): Split {
  const counts: Split = Array.from({ length: k }, () => items.map(() => 0));
  const load = new Array<number>(k).fill(0);
  const order = [...items].sort((a, b) => volumeOf(b) - volumeOf(a) || a.index - b.index);
  for (const it of order) {
    const q = qty[it.index];
    const base = Math.floor(q / k);
    for (let p = 0; p < k; p++) {
      counts[p][it.index] = base;
      load[p] += base * volumeOf(it);
    }
    for (let r = 0; r < q - base * k; r++) {
      let p = 0;
      for (let j = 1; j < k; j++) if (load[j] < load[p]) p = j;
      counts[p][it.index]++;
      load[p] += volumeOf(it);
    }
  }
  return counts;
}

export function wholeSplit(
  items: readonly ItemType[],
  qty: readonly number[],
  k: number,
  spread: Spread = 'none',
): Split {
  const counts: Split = Array.from({ length: k }, () => items.map(() => 0));
  const load = new Array<number>(k).fill(0);
  const total = items.reduce((s, it) => s + volumeOf(it) * qty[it.index], 0);
  const share = total / k;
  // Fragile cartons all need a place on some pallet's top, and each pallet has one top:
  // they are dealt out one by one to the pallet with the least fragile footprint so far.
  const topArea = new Array<number>(k).fill(0);
  const dealt = (it: ItemType) =>
    spread === 'fragile' ? it.maxStack === 0 : spread === 'limited' && it.maxStack !== null;
  const fragile = items.filter(dealt).sort((a, b) => footprintOf(b) - footprintOf(a) || a.index - b.index);
  for (const it of fragile) {
    for (let c = 0; c < qty[it.index]; c++) {
      let p = 0;
      for (let j = 1; j < k; j++)
        if (topArea[j] < topArea[p] || (topArea[j] === topArea[p] && load[j] < load[p])) p = j;
      counts[p][it.index]++;
      topArea[p] += footprintOf(it);
      load[p] += volumeOf(it);
    }
  }
  const order = items
    .filter((it) => !dealt(it))
    .sort((a, b) => volumeOf(b) * qty[b.index] - volumeOf(a) * qty[a.index] || a.index - b.index);
  for (const it of order) {
    let left = qty[it.index];
    const v = volumeOf(it);
    while (left > 0) {
      let p = 0;
      for (let j = 1; j < k; j++) if (load[j] < load[p]) p = j;
      const room = Math.max(1, Math.floor((share - load[p]) / v));
      const n = Math.min(left, room);
      counts[p][it.index] += n;
      load[p] += n * v;
      left -= n;
    }
  }
  return counts;
}
