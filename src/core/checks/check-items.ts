import type { Placement } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import { insideSpace } from '../geometry/box.js';
import { fitsThroughDoor } from '../geometry/door.js';
import { allowedShapes } from '../geometry/orientation.js';
import type { Violation } from './violation.js';

/**
 * Rules that need no neighbour: well-formed numbers, bounds, orientation, quantities,
 * payload and door. `valid` are the indices of well-formed placements; the others get
 * BAD_DIMENSIONS and are left out of every other rule.
 */

const isPosInt = (v: number) => Number.isSafeInteger(v) && v > 0;

/** BAD_DIMENSIONS for the problem itself and for each malformed placement; returns the well-formed ones. */
export function checkWellFormed(problem: Problem, placements: readonly Placement[], out: Violation[]): number[] {
  const { space, items } = problem;
  if (![space.l, space.w, space.h].every(isPosInt)) {
    out.push({
      code: 'BAD_DIMENSIONS',
      message: `load space ${space.l} × ${space.w} × ${space.h} is not positive integers`,
      boxes: [],
    });
  }
  for (const item of items) {
    if (![item.l, item.w, item.h].every(isPosInt)) {
      out.push({
        code: 'BAD_DIMENSIONS',
        message: `item ${item.label} has dimensions that are not positive integers`,
        boxes: [],
      });
    }
  }
  const valid: number[] = [];
  placements.forEach((p, i) => {
    const knownItem = Number.isInteger(p.item) && p.item >= 0 && p.item < items.length;
    const wellFormed = knownItem && [p.x, p.y, p.z].every(Number.isSafeInteger) && [p.dx, p.dy, p.dz].every(isPosInt);
    if (wellFormed) valid.push(i);
    else
      out.push({
        code: 'BAD_DIMENSIONS',
        message: `box ${i} has an unknown item or non-integer, non-positive extents`,
        boxes: [i],
      });
  });
  return valid;
}

/** OUT_OF_BOUNDS and ORIENTATION, box by box. */
export function checkBoxes(
  problem: Problem,
  placements: readonly Placement[],
  valid: readonly number[],
  out: Violation[],
): void {
  const { space, items } = problem;
  const shapes = items.map((item) => new Set(allowedShapes(item).map((s) => `${s.dx},${s.dy},${s.dz}`)));
  for (const i of valid) {
    const p = placements[i];
    if (!insideSpace(p, space.l, space.h, space.w)) {
      out.push({
        code: 'OUT_OF_BOUNDS',
        message: `box ${i} (${items[p.item].label}) leaves the load space`,
        boxes: [i],
      });
    }
    if (!shapes[p.item].has(`${p.dx},${p.dy},${p.dz}`)) {
      out.push({
        code: 'ORIENTATION',
        message: `box ${i} (${items[p.item].label}) has shape ${p.dx}×${p.dy}×${p.dz}, not an allowed orientation`,
        boxes: [i],
      });
    }
  }
}

/** QTY_EXCEEDED (the units beyond qty, in loading order), OVERWEIGHT and DOOR_APERTURE. */
export function checkItemTotals(
  problem: Problem,
  placements: readonly Placement[],
  valid: readonly number[],
  out: Violation[],
): void {
  const { space, items } = problem;
  const byItem = items.map((): number[] => []);
  for (const i of valid) byItem[placements[i].item].push(i);
  items.forEach((item, k) => {
    const placed = byItem[k];
    if (placed.length > item.qty) {
      out.push({
        code: 'QTY_EXCEEDED',
        message: `${placed.length} units of ${item.label} placed, only ${item.qty} requested`,
        boxes: placed.slice(item.qty),
      });
    }
    if (space.door && placed.length > 0 && !fitsThroughDoor(item, space.door)) {
      out.push({
        code: 'DOOR_APERTURE',
        message: `${item.label} cannot pass the door ${space.door.w} × ${space.door.h} in any allowed orientation`,
        boxes: placed,
      });
    }
  });
  if (space.maxWeight !== null) {
    let total = 0;
    const over: number[] = [];
    for (const i of valid) {
      total += items[placements[i].item].weight;
      if (total > space.maxWeight) over.push(i);
    }
    if (over.length > 0) {
      out.push({
        code: 'OVERWEIGHT',
        message: `cargo ${total} g exceeds the payload ${space.maxWeight} g (boxes from the first one past the limit)`,
        boxes: over,
      });
    }
  }
}
