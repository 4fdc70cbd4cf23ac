/**
 * Plans echo the sizes the client sent, not their grid values: a carton of 33.334 cm is printed
 * as 33.334, though the core planned it as 3,334 units (rounded up, so the printed plan is valid
 * for the real carton too). A placement only knows its grid extents, so the echo finds which of
 * the item's own sides lies along x, y and z by matching the grid values, trying the item's
 * allowed orientations first (two sides that round alike may swap: both fit the same room).
 */
import type { ItemType, OwnAxis } from '../core/model/item.js';
import type { Placement } from '../core/model/plan.js';

/** An item's own sides as the client sent them, in the request's length unit. */
export interface RequestedSize {
  readonly l: number;
  readonly w: number;
  readonly h: number;
}

/** A placed box's extents along x (l), z (w) and y (h), in the request's length unit. */
export interface EchoedExtents {
  readonly l: number;
  readonly w: number;
  readonly h: number;
}

/** Own axes along (x, y, z): the allowed orientations first, in allowedShapes' order, then the rest. */
const ORDERS: readonly (readonly [OwnAxis, OwnAxis, OwnAxis])[] = [
  ['l', 'h', 'w'],
  ['w', 'h', 'l'],
  ['l', 'w', 'h'],
  ['h', 'w', 'l'],
  ['w', 'l', 'h'],
  ['h', 'l', 'w'],
];

function allowed(item: ItemType, [ax, ay]: readonly [OwnAxis, OwnAxis, OwnAxis]): boolean {
  if (!item.verticalAxes.includes(ay)) return false;
  if (item.canTurn) return true;
  // without turning, the first flat side stays along x (allowedShapes' rule)
  const first: Record<OwnAxis, OwnAxis> = { h: 'l', w: 'l', l: 'w' };
  return ax === first[ay];
}

/**
 * The requested sides of `item` along x, z and y for a placement, or null when no assignment
 * of its sides matches the grid extents (a placement that is not one of its shapes).
 */
export function echoedExtents(item: ItemType, requested: RequestedSize, p: Placement): EchoedExtents | null {
  const grid: Record<OwnAxis, number> = { l: item.l, w: item.w, h: item.h };
  let fallback: EchoedExtents | null = null;
  for (const order of ORDERS) {
    const [ax, ay, az] = order;
    if (grid[ax] !== p.dx || grid[ay] !== p.dy || grid[az] !== p.dz) continue;
    const echo = { l: requested[ax], w: requested[az], h: requested[ay] };
    if (allowed(item, order)) return echo;
    fallback ??= echo;
  }
  return fallback;
}
