/**
 * The request's own item lines, in request order: they fix each item's number and colour
 * (the request's first line is item 1 on every run, whatever the loading order) and carry
 * the handling a crew needs (weight, drop, this way up, stacking limit, fragile), which
 * the placed boxes do not repeat.
 */
import { arrayOf, fmt, isObject, num, text, type Json } from './load-helpers.js';
import type { ViewUnits } from './view-model.js';

export interface RequestItem {
  /** The label boxes carry (label, else sku). */
  readonly label: string;
  readonly l: number | null;
  readonly w: number | null;
  readonly h: number | null;
  readonly qty: number | null;
  readonly weight: number | null;
  readonly keepUpright: boolean;
  /** kg allowed on top; 0 = nothing on top; null = not given. */
  readonly maxStack: number | null;
  readonly fragile: boolean;
  /** Unload zone (drop) number, when the request gives one. */
  readonly drop: number | null;
}

function itemLines(request: unknown): Json[] {
  if (!isObject(request)) return [];
  const inner = isObject(request.request) ? request.request : request;
  const lines = [...arrayOf(inner.items), ...arrayOf(inner.skus)];
  for (const po of arrayOf(inner.pos)) lines.push(...arrayOf(po.items));
  if (isObject(inner.product)) lines.push(inner.product);
  return lines;
}

/** Item lines of any endpoint's request (items, request.items, pos[].items, skus, product); first line per label wins. */
export function requestItems(request: unknown): RequestItem[] {
  const seen = new Map<string, RequestItem>();
  for (const it of itemLines(request)) {
    const label = text(it.label ?? it.sku) || 'box';
    if (seen.has(label)) continue;
    seen.set(label, {
      label,
      l: num(it.l),
      w: num(it.w),
      h: num(it.h),
      qty: num(it.qty),
      weight: num(it.weight),
      keepUpright: it.keepUpright === true,
      maxStack: num(it.maxStack),
      fragile: it.fragile === true || num(it.maxStack) === 0,
      drop: num(it.unloadOrder),
    });
  }
  return [...seen.values()];
}

/** Handling words for one item: "8 kg · drop 2 · this way up · max 80 kg on top" or "… · fragile, no stacking". */
export function handlingText(item: RequestItem | undefined, u: ViewUnits): string {
  if (!item) return '';
  const parts: string[] = [];
  if (item.weight !== null) parts.push(`${fmt(item.weight, 2)} ${u.mass}`);
  if (item.drop !== null) parts.push(`drop ${item.drop}`);
  parts.push(item.keepUpright ? 'this way up' : 'may be tipped');
  if (item.fragile) parts.push('fragile, no stacking');
  else if (item.maxStack !== null) parts.push(`max ${fmt(item.maxStack)} ${u.mass} on top`);
  else parts.push('stacking limit not given');
  return parts.join(' · ');
}

/** Labels in the order numbers are given: request order first (those the result holds), then the rest as met. */
export function numberingOrder(items: readonly RequestItem[], resultLabels: Iterable<string>): string[] {
  const present = new Set(resultLabels);
  const ordered = items.map((i) => i.label).filter((l) => present.has(l));
  const inOrder = new Set(ordered);
  for (const l of present) if (!inOrder.has(l)) ordered.push(l);
  return ordered;
}
