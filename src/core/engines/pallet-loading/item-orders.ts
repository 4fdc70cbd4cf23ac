/**
 * Carton sequences for greedy placement. Each order sorts item types by one measure and
 * keeps the cartons of one type together, so identical cartons form rows and layers.
 * Heavy or large first also puts them low, which is what a picker building by hand needs.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { ItemType } from '../../model/item.js';

export interface ItemOrder {
  readonly name: string;
  /** Negative when item a goes first. */
  readonly compare: (a: ItemType, b: ItemType) => number;
}

const volume = (it: ItemType) => it.l * it.w * it.h;
const footprint = (it: ItemType) => Math.max(...allowedShapes(it).map((s) => s.dx * s.dz));
const upright = (it: ItemType) => Math.min(...allowedShapes(it).map((s) => s.dy));

export const ITEM_ORDERS: readonly ItemOrder[] = [
  { name: 'volume', compare: (a, b) => volume(b) - volume(a) || b.weight - a.weight },
  { name: 'weight', compare: (a, b) => b.weight - a.weight || volume(b) - volume(a) },
  { name: 'height', compare: (a, b) => upright(b) - upright(a) || footprint(b) - footprint(a) || b.weight - a.weight },
  {
    name: 'footprint',
    compare: (a, b) => footprint(b) - footprint(a) || upright(b) - upright(a) || b.weight - a.weight,
  },
  { name: 'density', compare: (a, b) => b.weight * volume(a) - a.weight * volume(b) || volume(b) - volume(a) },
];

/**
 * How much a carton can carry: 0 no limit, 1 a stack limit, 2 fragile (nothing on top).
 * Stronger cartons go first, hence low; fragile ones last, on top.
 */
export const strengthRank = (it: ItemType) => (it.maxStack === null ? 0 : it.maxStack === 0 ? 2 : 1);

/** Liquid cartons go before the others of the same strength, hence low: never above a dry carton (objectives/pallet.ts). */
const liquidRank = (it: ItemType) => (it.liquid ? 0 : 1);

/** The cartons of `items` (item indices, `counts[i]` of item i) in the order's sequence, strongest first, then liquid first. */
export function cartonSequence(items: readonly ItemType[], counts: readonly number[], order: ItemOrder): number[] {
  const sorted = [...items].sort(
    (a, b) =>
      strengthRank(a) - strengthRank(b) || liquidRank(a) - liquidRank(b) || order.compare(a, b) || a.index - b.index,
  );
  const out: number[] = [];
  for (const it of sorted) for (let i = 0; i < counts[it.index]; i++) out.push(it.index);
  return out;
}
