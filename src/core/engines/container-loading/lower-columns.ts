/**
 * Lowered columns, the stow search's very last step: a stack whose top stands above every
 * neighbour on its narrow side (the last cartons of a stow set on top of a row, while the
 * rows beside them end lower) is brought down to its neighbours' level, as a crew takes the
 * top cartons off a stack that stands proud and sets them on the floor at the end of the load.
 * Optimises the stow objective (stow-objective.ts) only; method: the columns' top boxes are
 * lifted off and set on the free floor at one end of the load, each in its item's lowest allowed
 * shape that cannot tip standing alone, stacked with its own item only as high as stands steady,
 * in rows across the width; then every box
 * that stands free after it and did not before (the box a lifted top rested on, a neighbour
 * it held, an old end of the load the new floor row no longer ends) is lifted too, until none
 * is left (at most MAX_LIFTED boxes). All columns together, then each column alone, at the door
 * end and at the front; every stow is measured as moved and positioned again (balance.ts), and
 * the best is kept only when it measures better than the stow so far, so a move never makes the
 * stow worse (the settling's and held re-seat's single moves cannot do this: lifting one top
 * exposes the box it held, the ninth pass's finding).
 * Lifted boxes stand on the floor or on their own item within its column limit (maxStack,
 * maxLayers, bottomOnly: cargo.ts unitsPerColumn), so stacking rules and full support hold;
 * boxes left in place only carry less. Loads with keep-together groups
 * or unload zones are left as built (a move could break a group's contact or a zone's order).
 */
import type { ItemType, Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { freeStandingColumns, TIP_RATIO } from '../../geometry/free-standing.js';
import { allowedShapes } from '../../geometry/orientation.js';
import type { WorkMeter } from '../../search/budget.js';
import { positionLoad } from './balance.js';
import { betterStow, measureStow, type StowMeasure } from './stow-objective.js';

/** Most boxes lifted off in one lowering (a stack brought down only by more is left as it is). */
const MAX_LIFTED = 12;
/** Passes over the columns left (a pass that moves nothing ends the step). */
const MAX_PASSES = 2;
/** Work charged per box measured. */
const MEASURE_WORK = 40;

/** `boxes`: a positioned stow placing every unit; `stackLimit`: most units of each item in one column (cargo.ts unitsPerColumn). Returned unchanged when no lowering measures better. */
export function lowerColumns(
  problem: Problem,
  boxes: readonly Placement[],
  meter: WorkMeter,
  stackLimit: readonly number[] = problem.items.map(() => 1),
): Placement[] {
  let current = [...boxes];
  if (problem.items.some((it) => it.group !== null || it.unloadOrder !== null)) return current;
  let measure = measureStow(problem, current);
  for (let pass = 0; pass < MAX_PASSES && measure.freeStanding > 0; pass++) {
    const columns = freeStandingColumns(current, problem.space.l, problem.space.w);
    const liftSets = [columns, ...(columns.length > 1 ? columns.map((i) => [i]) : [])];
    let best: [Placement[], StowMeasure] | null = null;
    for (const tops of liftSets) {
      for (const atDoor of [true, false]) {
        if (meter.exhausted) return best ? best[0] : current;
        const moved = lowered(problem, current, columns, tops, atDoor, stackLimit, meter);
        if (moved) best = better(problem, moved, best ?? [current, measure], meter) ?? best;
      }
    }
    if (!best) break;
    [current, measure] = best;
  }
  return current;
}

/**
 * The stow with the columns topped by `tops` brought down: they are lifted off and set down at
 * one end, then every box that then stands free and did not before (a box the lifted ones
 * rested on or stood against, or one the moved end of the load no longer holds) is lifted
 * too, until none is left; null beyond MAX_LIFTED boxes or when the floor at that end is short.
 */
function lowered(
  problem: Problem,
  boxes: readonly Placement[],
  columns: readonly number[],
  tops: readonly number[],
  atDoor: boolean,
  stackLimit: readonly number[],
  meter: WorkMeter,
): Placement[] | null {
  const before = new Set(columns);
  const lifted = new Set(tops);
  for (;;) {
    const moved = setDownAtEnd(problem, boxes, [...lifted], atDoor, stackLimit);
    if (!moved) return null;
    meter.spend(MEASURE_WORK * boxes.length);
    const fresh = freeStandingColumns(moved, problem.space.l, problem.space.w).filter(
      (k) => !before.has(k) && !lifted.has(k),
    );
    if (fresh.length === 0) return moved;
    if (lifted.size + fresh.length > MAX_LIFTED) return null;
    for (const k of fresh) lifted.add(k);
  }
}

/** The stow as moved or positioned again (balance.ts), whichever measures best, when it beats `than`; else null. */
function better(
  problem: Problem,
  moved: Placement[],
  than: [Placement[], StowMeasure],
  meter: WorkMeter,
): [Placement[], StowMeasure] | null {
  let best: [Placement[], StowMeasure] | null = null;
  meter.spend(2 * MEASURE_WORK * moved.length);
  for (const stow of [moved, positionLoad(problem, moved)]) {
    const m = measureStow(problem, stow);
    if (betterStow(m, best ? best[1] : than[1])) best = [stow, m];
  }
  return best;
}

/**
 * The stow with the lifted boxes on the floor beyond the load's door end (or before its front):
 * boxes of one item in its lowest shape stacked as high as stands steady (no taller than
 * TIP_RATIO times the narrow side) within `stackLimit`, the stacks in rows across the width from
 * the side wall, deepest first, each row against the load; null when a box has no shape that
 * stands alone or the rows do not fit.
 */
function setDownAtEnd(
  problem: Problem,
  boxes: readonly Placement[],
  lifted: readonly number[],
  atDoor: boolean,
  stackLimit: readonly number[],
): Placement[] | null {
  const { l, w } = problem.space;
  const liftedSet = new Set(lifted);
  const rest = boxes.filter((_, k) => !liftedSet.has(k));
  const x0 = Math.min(...rest.map((b) => b.x)),
    x1 = Math.max(...rest.map((b) => b.x + b.dx));
  const stacks = steadyStacks(problem, boxes, lifted, stackLimit);
  if (!stacks) return null;
  const out = [...boxes];
  let rowX = 0,
    depth = 0,
    z = 0;
  for (const { units, shape: s } of stacks) {
    if (z + s.dz > w) {
      rowX += depth;
      depth = 0;
      z = 0;
    }
    const x = atDoor ? x1 + rowX : x0 - rowX - s.dx;
    if (x < 0 || x + s.dx > l) return null;
    units.forEach((k, level) => {
      out[k] = { item: boxes[k].item, x, y: level * s.dy, z, dx: s.dx, dy: s.dy, dz: s.dz };
    });
    z += s.dz;
    depth = Math.max(depth, s.dx);
  }
  return out;
}

/** The lifted boxes as stacks of one item in its lowest steady shape, deepest first; null when an item has no such shape. */
function steadyStacks(
  problem: Problem,
  boxes: readonly Placement[],
  lifted: readonly number[],
  stackLimit: readonly number[],
): { units: number[]; shape: Shape }[] | null {
  const byItem = new Map<number, number[]>();
  for (const k of [...lifted].sort((a, b) => a - b))
    byItem.set(boxes[k].item, [...(byItem.get(boxes[k].item) ?? []), k]);
  const stacks: { units: number[]; shape: Shape }[] = [];
  for (const [item, units] of byItem) {
    const shape = lowShape(problem, problem.items[item]);
    if (!shape) return null;
    const high = Math.max(
      1,
      Math.min(
        stackLimit[item],
        Math.floor(problem.space.h / shape.dy),
        Math.floor((TIP_RATIO * Math.min(shape.dx, shape.dz)) / shape.dy),
      ),
    );
    for (let k = 0; k < units.length; k += high) stacks.push({ units: units.slice(k, k + high), shape });
  }
  return stacks.sort((a, b) => b.shape.dx - a.shape.dx || a.units[0] - b.units[0]);
}

/** The item's lowest allowed shape within the width and height and through the door that cannot tip standing alone (the longer side along the length on ties), or null. */
function lowShape(problem: Problem, item: ItemType): Shape | null {
  const { door, w, h } = problem.space;
  const fits = allowedShapes(item).filter(
    (s) =>
      s.dy <= TIP_RATIO * Math.min(s.dx, s.dz) &&
      s.dz <= w &&
      s.dy <= h &&
      (!door || (s.dz <= door.w && s.dy <= door.h)),
  );
  fits.sort((a, b) => a.dy - b.dy || b.dx - a.dx);
  return fits[0] ?? null;
}
