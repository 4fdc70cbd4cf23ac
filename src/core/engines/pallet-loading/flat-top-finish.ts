/**
 * Flat-top finish for a built pallet load: a carton standing above the load's main top (a
 * column the stretch wrap pulls over, which a pallet stacked on this one would crush) is moved
 * down into a lower plateau or a free spot on the deck, when that keeps every rule.
 * Optimises the columns above the main top (top-flatness.ts), never the height against it: a
 * carton only moves to a seat whose top is at or below the main top, so the loaded height never
 * grows and no carton is left out.
 * Method: columns highest first; seats where the carton's base meets another carton's sides
 * (on the deck) or top (aligned to its corners), or a deck corner, in every allowed shape, at
 * the height full support gives (the deck, or carton tops all at one level under the whole
 * base), no higher than the main top; those whose top comes nearest the main top first
 * (filling a hole in it: a carton sunk lower leaves the top surface smaller, and the main top
 * may drop below other cartons), then nearest the deck centre (the finish should not pull
 * the CoG aside); the first seat whose plan the independent plan checker passes (support,
 * overlap, stacking limits, fragile cartons, orientation, layers: checks/check-plan.ts) and
 * that leaves fewer columns above the top is taken. At most MAX_MOVES moves, SEATS_CHECKED
 * checked seats per column.
 */
import { checkPlan } from '../../checks/check-plan.js';
import { footprintOverlapArea } from '../../geometry/box.js';
import { allowedShapes } from '../../geometry/orientation.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { BoxGrid, isUncovered, seatHeight } from '../container-loading/settle-columns.js';
import { FLAT_TOP_TOLERANCE, topFlatness } from './top-flatness.js';

/** Most cartons moved per load (each move re-checks the whole plan). */
const MAX_MOVES = 24;
/** Seats put to the plan checker per column before the next column is tried. */
const SEATS_CHECKED = 8;

const topOf = (p: Placement) => p.y + p.dy;

/** The placements with columns above the main top moved down where every rule allows (the same placements when none can move). */
export function finishFlatTop(problem: Problem, placements: readonly Placement[]): readonly Placement[] {
  let boxes = placements;
  let flatness = topFlatness(boxes);
  // a column no seat took is not tried again: the moves of others rarely open a seat for it
  const stuck = new Set<string>();
  for (let move = 0; move < MAX_MOVES && flatness.columnsAbove > 0; move++) {
    const next = moveOneColumn(problem, boxes, flatness.mainTop, flatness.columnsAbove, stuck);
    if (!next) break;
    boxes = next;
    flatness = topFlatness(boxes);
  }
  // the pallet engines list boxes in build order: bottom up, then across, then along
  return boxes === placements ? placements : [...boxes].sort((a, b) => a.y - b.y || a.z - b.z || a.x - b.x);
}

const keyOf = (p: Placement) => `${p.item},${p.x},${p.y},${p.z}`;

/** The load with one column above `mainTop` re-seated lower, or null when none can move. */
function moveOneColumn(
  problem: Problem,
  boxes: readonly Placement[],
  mainTop: number,
  columns: number,
  stuck: Set<string>,
): Placement[] | null {
  const grid = new BoxGrid(boxes);
  const columnsAbove = boxes
    .map((_, k) => k)
    .filter(
      (k) =>
        topOf(boxes[k]) > mainTop + FLAT_TOP_TOLERANCE && !stuck.has(keyOf(boxes[k])) && isUncovered(boxes, k, grid),
    )
    .sort((a, b) => topOf(boxes[b]) - topOf(boxes[a]) || a - b);
  for (const k of columnsAbove) {
    const others = boxes.filter((_, j) => j !== k);
    // the grid holds the column itself too: its neighbour queries leave it out
    const near = (x: number, z: number, dx: number, dz: number) =>
      grid.near(x, z, dx, dz).filter((o) => o !== boxes[k]);
    for (const seat of seatsFor(problem, boxes[k], others, mainTop, SEATS_CHECKED, near, (seat) =>
      mayStandThere(problem, seat, near(seat.x, seat.z, seat.dx, seat.dz)),
    )) {
      const moved = [...others, seat];
      if (checkPlan(problem, moved).length === 0 && topFlatness(moved).columnsAbove < columns) return moved;
    }
    stuck.add(keyOf(boxes[k]));
  }
  return null;
}

/** A quick screen before the plan checker: off the deck only when the carton may stand on others, and never on a fragile carton (maxStack 0). `near`: the other cartons whose footprint may meet the seat's. */
function mayStandThere(problem: Problem, seat: Placement, near: readonly Placement[]): boolean {
  if (seat.y === 0) return true;
  const item = problem.items[seat.item];
  if (item.bottomOnly) return false;
  return near.every(
    (o) => topOf(o) !== seat.y || footprintOverlapArea(o, seat) <= 0 || problem.items[o.item].maxStack !== 0,
  );
}

/**
 * Up to `wanted` seats for `me` among `others` that `accept` takes, topping out no higher than
 * the main top (within the tolerance) nor its own top: those whose top would come nearest the
 * main top first (they fill a hole in the top surface, so the level half the footprint reaches
 * stays where it is), then nearest the deck centre. Candidates are ranked by the top their
 * anchor promises and measured in that order, so most are never measured. `near` lists the
 * other cartons whose footprint may meet a base (a superset): a seat's height depends on those only.
 */
function seatsFor(
  problem: Problem,
  me: Placement,
  others: readonly Placement[],
  mainTop: number,
  wanted: number,
  near: (x: number, z: number, dx: number, dz: number) => readonly Placement[],
  accept: (seat: Placement) => boolean,
): Placement[] {
  const { l, w, h } = problem.space;
  const limit = Math.min(mainTop + FLAT_TOP_TOLERANCE, h, topOf(me) - 1);
  const offCentre = (x: number, z: number, dx: number, dz: number) =>
    Math.abs(2 * x + dx - l) + Math.abs(2 * z + dz - w);
  const candidates: { x: number; z: number; dx: number; dy: number; dz: number; gap: number; off: number }[] = [];
  const add = (x: number, z: number, dx: number, dy: number, dz: number, top: number) => {
    if (x >= 0 && z >= 0 && x + dx <= l && z + dz <= w)
      candidates.push({ x, z, dx, dy, dz, gap: Math.abs(mainTop - top), off: offCentre(x, z, dx, dz) });
  };
  for (const { dx, dy, dz } of allowedShapes(problem.items[me.item])) {
    // standing on the deck it would already rise above the main top: only seats on lower tops
    const onDeck = dy <= limit;
    if (onDeck) {
      add(0, 0, dx, dy, dz, dy);
      add(0, w - dz, dx, dy, dz, dy);
      add(l - dx, 0, dx, dy, dz, dy);
      add(l - dx, w - dz, dx, dy, dz, dy);
    }
    for (const o of others) {
      const top = topOf(o) + dy;
      // on it (its top low enough), aligned to its corners
      if (top <= limit) {
        add(o.x, o.z, dx, dy, dz, top);
        add(o.x, o.z + o.dz - dz, dx, dy, dz, top);
        add(o.x + o.dx - dx, o.z, dx, dy, dz, top);
        add(o.x + o.dx - dx, o.z + o.dz - dz, dx, dy, dz, top);
      }
      // beside it on the deck
      if (onDeck && o.y === 0) {
        add(o.x + o.dx, o.z, dx, dy, dz, dy);
        add(o.x + o.dx, o.z + o.dz - dz, dx, dy, dz, dy);
        add(o.x - dx, o.z, dx, dy, dz, dy);
        add(o.x - dx, o.z + o.dz - dz, dx, dy, dz, dy);
        add(o.x, o.z + o.dz, dx, dy, dz, dy);
        add(o.x + o.dx - dx, o.z + o.dz, dx, dy, dz, dy);
        add(o.x, o.z - dz, dx, dy, dz, dy);
        add(o.x + o.dx - dx, o.z - dz, dx, dy, dz, dy);
      }
    }
  }
  candidates.sort((a, b) => a.gap - b.gap || a.off - b.off || a.x - b.x || a.z - b.z || a.dx - b.dx || a.dy - b.dy);
  const seats: Placement[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    if (seats.length === wanted) break;
    const key = `${c.x},${c.z},${c.dx},${c.dy}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const y = seatHeight(near(c.x, c.z, c.dx, c.dz), c.x, c.z, c.dx, c.dz, l, w);
    if (y === null || y + c.dy > limit) continue;
    const seat = { item: me.item, x: c.x, y, z: c.z, dx: c.dx, dy: c.dy, dz: c.dz };
    if (accept(seat)) seats.push(seat);
  }
  return seats;
}
