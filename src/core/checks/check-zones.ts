import type { Placement } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import type { Violation } from './violation.js';

/**
 * ZONE_ORDER: unload zones are last-in-first-out along x. For unloadOrder a < b, every
 * box of a lies at x ≥ the largest x end of any box of b. Items without unloadOrder
 * count as unloaded last (deepest). Walking zones from deepest to the door, each zone's
 * boxes must start at or beyond the furthest end reached by all deeper zones.
 */
export function checkZones(
  problem: Problem,
  boxes: readonly Placement[],
  ids: readonly number[],
  out: Violation[],
): void {
  const byOrder = new Map<number, number[]>();
  boxes.forEach((b, k) => {
    const order = problem.items[b.item].unloadOrder ?? Infinity;
    const list = byOrder.get(order);
    if (list) list.push(k);
    else byOrder.set(order, [k]);
  });
  if (byOrder.size < 2) return;
  const orders = [...byOrder.keys()].sort((p, q) => q - p);
  let deepestEnd = -Infinity;
  let deepestBox = -1;
  let deepestOrder = Infinity;
  for (const order of orders) {
    const members = byOrder.get(order)!;
    const intruding = members.filter((k) => boxes[k].x < deepestEnd);
    if (intruding.length > 0) {
      const name = (o: number) => (o === Infinity ? 'no unloadOrder' : `unloadOrder ${o}`);
      out.push({
        code: 'ZONE_ORDER',
        message: `${intruding.length} box(es) of ${name(order)} start before the end (x ${deepestEnd}) of ${name(deepestOrder)}, which is unloaded later`,
        boxes: [...intruding.map((k) => ids[k]), ids[deepestBox]],
      });
    }
    for (const k of members) {
      const end = boxes[k].x + boxes[k].dx;
      if (end > deepestEnd) {
        deepestEnd = end;
        deepestBox = k;
        deepestOrder = order;
      }
    }
  }
}
