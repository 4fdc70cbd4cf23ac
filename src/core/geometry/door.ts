import type { ItemType } from '../model/item.js';
import type { Door } from '../model/problem.js';
import { allowedShapes } from './orientation.js';

/**
 * Largest clearance with which the item passes the door in some allowed shape:
 * min(door width − dz, door height − dy), maximised over the shapes. Negative = it cannot pass.
 * Length along x is free: the item travels through the door along x.
 */
export function doorClearance(item: ItemType, door: Door): number {
  let best = -Infinity;
  for (const s of allowedShapes(item)) best = Math.max(best, Math.min(door.w - s.dz, door.h - s.dy));
  return best;
}

/** True when some allowed shape of the item passes the door aperture. */
export function fitsThroughDoor(item: ItemType, door: Door): boolean {
  return doorClearance(item, door) >= 0;
}
