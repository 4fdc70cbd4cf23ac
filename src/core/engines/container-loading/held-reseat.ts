import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { DUNNAGE_MAX_GAP, freeStandingColumns, TIP_RATIO } from '../../geometry/free-standing.js';
import { allowedShapes } from '../../geometry/orientation.js';
import type { WorkMeter } from '../../search/budget.js';
import { positionLoad } from './balance.js';
import { BoxGrid, isUncovered, seatHeight, stackUnder } from './settle-columns.js';
import { betterStow, measureStow, type StowMeasure } from './stow-objective.js';

/**
 * Held re-seat, the stow search's last step: a free-standing column that no settling move
 * holds (typically a square upright carton taller than TIP_RATIO times its side, which tips
 * even standing alone, left in a row deeper than itself) is held by moving whole stacks on
 * the floor. Optimises the stow objective (stow-objective.ts) only; method:
 * - the column's own plain stack is lifted off and set down where the faces across its narrow
 *   side (all four when square) meet a box, a wall, a gap dunnage fills or an end of the load:
 *   seats at every combination of floor boxes' faces along x and z, on a floor free over the
 *   whole footprint, in its footprint or the turned one when every carton may turn;
 * - or another uncovered plain stack nearby (or a top box alone, set on the floor), one that
 *   cannot tip itself, is brought against one of the column's faces;
 * - either way the stacks keep their cartons, heights and order, so stacking limits, layers
 *   and bottomOnly rules are unchanged and support stays full (nothing rests on a moved stack);
 * - a screen keeps moves after which the one rule (geometry/free-standing.ts) holds the
 *   column among its neighbours; the few best (inside the load's length, then nearest) are
 *   measured in full, also positioned again (balance.ts), and the best stow by betterStow is
 *   kept, so a move never makes the stow worse. At most MAX_PASSES passes over the columns.
 * Loads with keep-together groups or unload zones are left as built (a move could break a
 * group's contact or a zone's order). Limits: one stack moves per step; a carton is laid down
 * only by the settling (settle-columns.ts re-seats turned tops).
 */

/** Moves measured in full per column and kind (best screened first). */
const MOVES_MEASURED = 8;
/** Floor seats screened per column at most (rows share their faces' coordinates, so even a bench load of about 31,000 seats stays far below it). */
const MAX_SEATS = 60_000;
/** Uncovered stacks, nearest first, tried as a partner against a column. */
const PARTNERS = 48;
/** Passes over the free-standing columns (a pass that moves nothing ends the step). */
const MAX_PASSES = 2;
/** Work charged per box measured and per seat screened. */
const MEASURE_WORK = 40;
const SEAT_WORK = 2;

/** A plain stack (indices, top first; or a top box alone) set down on the floor with its minimum corner at (x, z) in a dx × dz footprint. */
interface StackMove {
  readonly stack: readonly number[];
  /** Height of the stack's bottom before the move (0 but for a top box lifted off alone). */
  readonly drop: number;
  readonly x: number;
  readonly z: number;
  readonly dx: number;
  readonly dz: number;
  /** Length beyond the load's ends, then distance from the old place: the ranking. */
  readonly outside: number;
  readonly distance: number;
}

/** `boxes`: a positioned stow placing every unit; returned unchanged when no move measures better. */
export function reseatHeld(problem: Problem, boxes: readonly Placement[], meter: WorkMeter): Placement[] {
  let current = [...boxes];
  if (problem.items.some((it) => it.group !== null || it.unloadOrder !== null)) return current;
  let measure = measureStow(problem, current);
  for (let pass = 0; pass < MAX_PASSES && measure.freeStanding > 0; pass++) {
    let improved = false;
    for (const i of freeStandingColumns(current, problem.space.l, problem.space.w)) {
      if (meter.exhausted) return current;
      const grid = new BoxGrid(current);
      const stack = stackUnder(current, i, grid);
      const own = stack ? ownSeats(problem, current, stack, grid, meter) : [];
      const next =
        bestMove(problem, current, measure, own, meter) ??
        bestMove(problem, current, measure, partnerSeats(problem, current, i, grid, meter), meter);
      if (!next) continue;
      [current, measure] = next;
      improved = true;
    }
    if (!improved) break;
  }
  return current;
}

/** The best-measuring stow among the first MOVES_MEASURED moves, as moved and positioned again, or null when none beats `measure`. */
function bestMove(
  problem: Problem,
  boxes: readonly Placement[],
  measure: StowMeasure,
  moves: readonly StackMove[],
  meter: WorkMeter,
): [Placement[], StowMeasure] | null {
  let best: [Placement[], StowMeasure] | null = null;
  for (const move of moves.slice(0, MOVES_MEASURED)) {
    if (meter.exhausted) break;
    const moved = boxes.map((b, k) =>
      move.stack.includes(k) ? { ...b, x: move.x, y: b.y - move.drop, z: move.z, dx: move.dx, dz: move.dz } : b,
    );
    meter.spend(2 * MEASURE_WORK * boxes.length);
    // balance is the first key: a stack moved far along the load may shift the CoG
    for (const stow of [moved, positionLoad(problem, moved)]) {
      const m = measureStow(problem, stow);
      if (betterStow(m, best ? best[1] : measure)) best = [stow, m];
    }
  }
  return best;
}

/** Floor seats for the column's own stack (top box first) that pass the screen, ranked. */
function ownSeats(
  problem: Problem,
  boxes: readonly Placement[],
  stack: readonly number[],
  grid: BoxGrid,
  meter: WorkMeter,
): StackMove[] {
  const { w } = problem.space;
  const me = boxes[stack[0]];
  const moving = new Set(stack.map((k) => boxes[k]));
  const floor = boxes.filter((o) => o.y === 0 && !moving.has(o));
  const ends = loadEnds(boxes.filter((b) => !moving.has(b)));
  const out: StackMove[] = [];
  let screened = 0;
  for (const [dx, dz] of footprints(problem, boxes, stack)) {
    // faces meet a box only at its ends: seats against a floor box's face along x and along z
    const xs = new Set(floor.flatMap((o) => [o.x + o.dx, o.x - dx]));
    const zs = new Set([0, w - dz, ...floor.flatMap((o) => [o.z + o.dz, o.z - dz])]);
    for (const x of xs) {
      if (meter.exhausted || screened > MAX_SEATS) break;
      for (const z of zs) {
        screened++;
        if (x === me.x && z === me.z && dx === me.dx) continue;
        const move = placeStack(problem, boxes, stack, [x, z, dx, dz], moving, ends, grid, meter);
        if (
          move &&
          standsHeld(
            problem,
            stack.map((k) => ({ ...boxes[k], x, y: boxes[k].y - move.drop, z, dx, dz })),
            [],
            grid,
            moving,
            ends,
            meter,
          )
        )
          out.push(move);
      }
    }
  }
  return out.sort(byRank);
}

/** Moves that bring an uncovered plain stack near column i against one of its faces, screened and ranked. */
function partnerSeats(
  problem: Problem,
  boxes: readonly Placement[],
  i: number,
  grid: BoxGrid,
  meter: WorkMeter,
): StackMove[] {
  const col = boxes[i];
  const colStack = stackUnder(boxes, i, grid) ?? [i];
  const gap = (b: Placement) => Math.abs(b.x - col.x) + Math.abs(b.z - col.z);
  // a partner that cannot tip needs no hold itself; on the floor it must reach above the column's base
  const steady = (b: Placement, height: number) => height <= TIP_RATIO * Math.min(b.dx, b.dz) && height > col.y;
  const partners = boxes
    .map((_, k) => k)
    .filter((k) => !colStack.includes(k) && isUncovered(boxes, k, grid))
    .flatMap((k) => {
      const b = boxes[k],
        whole = stackUnder(boxes, k, grid);
      // the whole stack, or its top box alone set on the floor (the stack left lower)
      return [...(whole && steady(b, b.y + b.dy) ? [whole] : []), ...(b.y > 0 && steady(b, b.dy) ? [[k]] : [])];
    })
    .sort((p, q) => gap(boxes[p[0]]) - gap(boxes[q[0]]) || p[0] - q[0] || p.length - q.length)
    .slice(0, PARTNERS);
  const out: StackMove[] = [];
  for (const stack of partners) {
    const moving = new Set(stack.map((s) => boxes[s]));
    const ends = loadEnds(boxes.filter((b) => !moving.has(b)));
    for (const [dx, dz] of footprints(problem, boxes, stack)) {
      const beside: [number, number][] = [
        ...[col.x, col.x + col.dx - dx].flatMap((x): [number, number][] => [
          [x, col.z + col.dz],
          [x, col.z - dz],
        ]),
        ...[col.z, col.z + col.dz - dz].flatMap((z): [number, number][] => [
          [col.x + col.dx, z],
          [col.x - dx, z],
        ]),
      ];
      for (const [x, z] of new Map(beside.map((p) => [`${p[0]},${p[1]}`, p])).values()) {
        const move = placeStack(problem, boxes, stack, [x, z, dx, dz], moving, ends, grid, meter);
        const set = stack.map((s) => ({ ...boxes[s], x, y: boxes[s].y - (move?.drop ?? 0), z, dx, dz }));
        if (
          move &&
          standsHeld(
            problem,
            colStack.map((s) => boxes[s]),
            set,
            grid,
            moving,
            ends,
            meter,
          )
        )
          out.push(move);
      }
    }
  }
  return out.sort(byRank);
}

/** The move of `stack` to the footprint, or null when the floor there is not free over all of it (other than the stack itself). */
function placeStack(
  problem: Problem,
  boxes: readonly Placement[],
  stack: readonly number[],
  [x, z, dx, dz]: [number, number, number, number],
  moving: ReadonlySet<Placement>,
  ends: readonly Placement[],
  grid: BoxGrid,
  meter: WorkMeter,
): StackMove | null {
  const { l, w } = problem.space;
  const near = grid.near(x, z, dx, dz).filter((b) => !moving.has(b));
  meter.spend(SEAT_WORK * (1 + near.length));
  if (seatHeight(near, x, z, dx, dz, l, w) !== 0) return null;
  const me = boxes[stack[0]];
  const [x0, x1] = [ends[0].x, ends[1].x + ends[1].dx];
  return {
    stack,
    drop: boxes[stack[stack.length - 1]].y,
    x,
    z,
    dx,
    dz,
    outside: Math.max(0, x0 - x) + Math.max(0, x + dx - x1),
    distance: Math.abs(x - me.x) + Math.abs(z - me.z),
  };
}

function byRank(a: StackMove, b: StackMove): number {
  return a.outside - b.outside || a.distance - b.distance || a.x - b.x || a.z - b.z || a.stack[0] - b.stack[0];
}

/** The boxes that start and end the load along the length. */
function loadEnds(boxes: readonly Placement[]): [Placement, Placement] {
  let first = boxes[0],
    last = boxes[0];
  for (const o of boxes) {
    if (o.x < first.x) first = o;
    if (o.x + o.dx > last.x + last.dx) last = o;
  }
  return [first, last];
}

/**
 * Screen: the column's top (`column[0]`, its stack after it) is no free-standing column among
 * `extra` (a moved partner), the boxes around it (within the dunnage gap across the width, the
 * moving stack's old boxes left out) and the two that end the load, so the one rule
 * (geometry/free-standing.ts) judges it; the whole stow is measured afterwards.
 */
function standsHeld(
  problem: Problem,
  column: readonly Placement[],
  extra: readonly Placement[],
  grid: BoxGrid,
  moving: ReadonlySet<Placement>,
  ends: readonly Placement[],
  meter: WorkMeter,
): boolean {
  const top = column[0];
  const inColumn = new Set(column);
  const around = grid
    .near(top.x - 1, top.z - DUNNAGE_MAX_GAP, top.dx + 2, top.dz + 2 * DUNNAGE_MAX_GAP)
    .filter((b) => !moving.has(b) && !inColumn.has(b));
  const local = [...column, ...extra, ...new Set([...around, ...ends])];
  meter.spend(SEAT_WORK * local.length);
  return !freeStandingColumns(local, problem.space.l, problem.space.w).includes(0);
}

/** The stack's footprint, and the turned one when every carton of it may stand turned at its height and passes the door. */
function footprints(problem: Problem, boxes: readonly Placement[], stack: readonly number[]): [number, number][] {
  const me = boxes[stack[0]];
  const door = problem.space.door;
  if (me.dx === me.dz || (door && me.dx > door.w)) return [[me.dx, me.dz]];
  const turns = stack.every((k) =>
    allowedShapes(problem.items[boxes[k].item]).some((s) => s.dx === me.dz && s.dz === me.dx && s.dy === boxes[k].dy),
  );
  return turns
    ? [
        [me.dx, me.dz],
        [me.dz, me.dx],
      ]
    : [[me.dx, me.dz]];
}
