/**
 * Order lines → item types the container engine and the plan checker understand. Inside a
 * parcel a fragile SKU carries nothing (maxStack 0) and keepUpright keeps its own h vertical.
 */
import type { ItemType, OwnAxis } from '../../model/item.js';
import type { CatalogOrder, CatalogSku, OrderShape } from './model.js';

const ALL_AXES: readonly OwnAxis[] = ['h', 'w', 'l'];
const UPRIGHT: readonly OwnAxis[] = ['h'];

function skuItem(index: number, sku: CatalogSku, qty: number): ItemType {
  return {
    index,
    label: sku.sku,
    l: sku.l,
    w: sku.w,
    h: sku.h,
    qty,
    weight: sku.weight,
    hasWeight: true,
    maxStack: sku.fragile ? 0 : null,
    verticalAxes: sku.keepUpright ? UPRIGHT : ALL_AXES,
    canTurn: true,
    group: null,
    unloadOrder: null,
  };
}

/** The order as item types, one per distinct SKU in ascending SKU index (so equal orders match). */
export function orderShape(order: CatalogOrder, skus: readonly CatalogSku[]): OrderShape {
  const qty = new Map<number, number>();
  for (const line of order.lines) qty.set(line.sku, (qty.get(line.sku) ?? 0) + line.qty);
  const ids = [...qty.keys()].sort((a, b) => a - b);
  const items = ids.map((s, i) => skuItem(i, skus[s], qty.get(s)!));
  let volume = 0;
  let weight = 0;
  let units = 0;
  for (const it of items) {
    volume += it.l * it.w * it.h * it.qty;
    weight += it.weight * it.qty;
    units += it.qty;
  }
  return { items, volume, weight, units, key: ids.map((s) => `${s}x${qty.get(s)}`).join(',') };
}

/** The SKU index of an item of an order shape (items are in ascending SKU index). */
export function skuIndices(order: CatalogOrder): number[] {
  return [...new Set(order.lines.map((l) => l.sku))].sort((a, b) => a - b);
}
