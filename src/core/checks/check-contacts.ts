import type { Placement } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import { baseArea, boxesOverlap } from '../geometry/box.js';
import type { VerticalContacts } from '../geometry/vertical-contacts.js';
import { stackLoads } from '../geometry/vertical-contacts.js';
import type { Violation } from './violation.js';
import { exceedsMaxStack } from '../rules/stacking.js';

/**
 * Rules between neighbours: OVERLAP, UNSUPPORTED and STACK_LIMIT. They work on the
 * well-formed boxes only (`boxes[k]` is placement `ids[k]`) and on their meeting pairs.
 */

export function checkOverlaps(
  boxes: readonly Placement[],
  ids: readonly number[],
  pairs: ReadonlyArray<[number, number]>,
  out: Violation[],
): void {
  for (const [a, b] of pairs) {
    if (boxesOverlap(boxes[a], boxes[b])) {
      out.push({ code: 'OVERLAP', message: `boxes ${ids[a]} and ${ids[b]} overlap`, boxes: [ids[a], ids[b]] });
    }
  }
}

/** Every box above the floor must have its whole base on box tops exactly at its base height. */
export function checkSupport(
  boxes: readonly Placement[],
  ids: readonly number[],
  contacts: VerticalContacts,
  out: Violation[],
): void {
  boxes.forEach((b, k) => {
    if (b.y === 0) return;
    const base = baseArea(b);
    if (contacts.supported[k] < base) {
      const pct = ((100 * contacts.supported[k]) / base).toFixed(1);
      out.push({
        code: 'UNSUPPORTED',
        message: `box ${ids[k]} at height ${b.y} has only ${pct}% of its base supported`,
        boxes: [ids[k]],
      });
    }
  });
}

/** Load on each box (own mass and load of the boxes above, shared by contact area) must stay within its item's maxStack. */
export function checkStackLimits(
  problem: Problem,
  boxes: readonly Placement[],
  ids: readonly number[],
  contacts: VerticalContacts,
  out: Violation[],
): void {
  const { items } = problem;
  const load = stackLoads(boxes, contacts, (k) => items[boxes[k].item].weight);
  boxes.forEach((b, k) => {
    const item = items[b.item];
    if (item.maxStack === null) return;
    const uppers = contacts.above[k].map((r) => ids[r.upper]);
    if (uppers.length === 0 || !exceedsMaxStack(load[k], item.maxStack)) return;
    if (item.maxStack === 0) {
      out.push({
        code: 'STACK_LIMIT',
        message: `box ${ids[k]} (${item.label}) takes no load (maxStack 0) but boxes rest on it`,
        boxes: [ids[k], ...uppers],
      });
    } else {
      out.push({
        code: 'STACK_LIMIT',
        message: `box ${ids[k]} (${item.label}) carries ${Math.round(load[k])} g, more than its maxStack ${item.maxStack} g`,
        boxes: [ids[k], ...uppers],
      });
    }
  });
}
