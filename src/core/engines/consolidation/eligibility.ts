/**
 * Which POs ship and in which order, and which cartons no offered container can take.
 * Method: a PO is eligible when no window is set, or when its ready date lies inside the
 * inclusive window (ISO dates compare as text); eligible POs ship by priority (1 first,
 * none last), then ready date, then request order. A carton type that fits no container
 * type's interior, door or payload is set aside for the remainder with that reason.
 */
import type { ItemType } from '../../model/item.js';
import type { LoadSpace } from '../../model/problem.js';
import { allowedShapes } from '../../geometry/orientation.js';
import { fitsThroughDoor } from '../../geometry/door.js';
import type { UnplacedReason } from '../../model/plan.js';
import type { ConsolidationProblem, PurchaseOrder, RemainderLot, SkippedPo } from './types.js';

export function skipReason(po: PurchaseOrder, window: ConsolidationProblem['window']): string | null {
  if (window === null || (window.from === null && window.to === null)) return null;
  if (po.readyDate === null) return 'no readyDate while a window is set';
  if (window.from !== null && po.readyDate < window.from)
    return `readyDate ${po.readyDate} is before window.from ${window.from}`;
  if (window.to !== null && po.readyDate > window.to)
    return `readyDate ${po.readyDate} is after window.to ${window.to}`;
  return null;
}

const byPriority = (a: PurchaseOrder, b: PurchaseOrder): number => {
  const pa = a.priority ?? Infinity,
    pb = b.priority ?? Infinity;
  if (pa !== pb) return pa < pb ? -1 : 1;
  const da = a.readyDate ?? '\uffff',
    db = b.readyDate ?? '\uffff';
  return da < db ? -1 : da > db ? 1 : 0;
};

export function eligiblePos(problem: ConsolidationProblem): { order: number[]; skipped: SkippedPo[] } {
  const skipped: SkippedPo[] = [];
  const order: number[] = [];
  problem.pos.forEach((po, i) => {
    const reason = skipReason(po, problem.window);
    if (reason === null) order.push(i);
    else skipped.push({ poId: po.poId, reason });
  });
  // Array.prototype.sort is stable, so equal keys keep request order
  order.sort((a, b) => byPriority(problem.pos[a], problem.pos[b]));
  return { order, skipped };
}

/** Why this carton cannot go into this space at all, or null when some shape fits. */
export function unfitReason(item: ItemType, space: LoadSpace): UnplacedReason | null {
  if (!allowedShapes(item).some((s) => s.dx <= space.l && s.dy <= space.h && s.dz <= space.w))
    return 'no_orientation_fits_space';
  if (space.door !== null && !fitsThroughDoor(item, space.door)) return 'no_orientation_fits_door';
  if (space.maxWeight !== null && item.weight > space.maxWeight) return 'exceeds_payload';
  return null;
}

/** Carton types of eligible POs that fit no offered container, with the reason the roomiest type gives. */
export function unfitLots(problem: ConsolidationProblem, order: readonly number[]): RemainderLot[] {
  const out: RemainderLot[] = [];
  const volume = (s: LoadSpace) => s.l * s.w * s.h;
  const roomiest = problem.containers.reduce(
    (best, c, i) => (volume(c.space) > volume(problem.containers[best].space) ? i : best),
    0,
  );
  for (const po of order) {
    problem.pos[po].items.forEach((item, i) => {
      const reasons = problem.containers.map((c) => unfitReason(item, c.space));
      if (reasons.every((r) => r !== null)) out.push({ po, item: i, qty: item.qty, reason: reasons[roomiest]! });
    });
  }
  return out;
}
