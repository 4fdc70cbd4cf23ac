import type { ItemType } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { footprintOverlapArea } from '../../geometry/box.js';
import { freeStandingColumns, TIP_RATIO } from '../../geometry/free-standing.js';
import { allowedShapes } from '../../geometry/orientation.js';
import { stackLoads, verticalContacts } from '../../geometry/vertical-contacts.js';
import type { WorkMeter } from '../../search/budget.js';
import { stackTurns } from './stack-turn.js';
import { betterStow, measureStow, type StowMeasure } from './stow-objective.js';

/**
 * Settling free-standing columns, the last step of the second objective: a stow whose
 * tallest stacks stand alone is improved by re-seating their top boxes one at a time, lower
 * down, beside or on the rest of the load (a crew takes the top carton off a lone tower and
 * puts it where it is held). A move is kept only when the whole stow measures better by
 * stow-objective.ts (balance first, then free-standing columns, heavy over light, envelope,
 * CoG height), so nothing placed is given up and the balance never gets worse.
 * First the load is tried against either side wall (slid whole across the width). Then a
 * local search, first improvement. For each free-standing column, its whole stack is slid
 * against a neighbour or wall, or turned (stack-turn.ts); then, for its top box, seats
 * are generated at the corners its neighbours offer (beside each box on the floor or its
 * plateau, and on top of it), in every allowed shape, kept when fully supported at exactly
 * one height, inside the space, under every stacking limit and no higher than the box's top;
 * the best few (not slender, within the load's length, lowest) are measured. Loads with keep-together groups or unload zones are left as built (a move
 * could break a group's contact or a zone's order).
 */

/** Seats measured per column top before moving on (best ranked first). */
const SEATS_TRIED = 6;
/** Uncovered boxes (highest first) considered for bringing against a column. */
const FILL_CANDIDATES = 24;
/** Work the settling may take per unit, on top of the search's (bounds its latency). */
const SETTLE_WORK_PER_UNIT = 10_000;
/** Passes over the free-standing columns (a pass that moves nothing ends the search). */
const MAX_PASSES = 4;
/** Floor cell of the neighbour grid, in length units (50 cm). */
const GRID_CELL = 5_000;
/** Work charged per box measured and per seat tested against one box. */
const MEASURE_WORK = 40;
const SEAT_WORK = 1;

/** `slender`: 1 when the box would stand taller than TIP_RATIO times its narrow side; `outside`: length beyond the load. */
interface Seat {
  readonly box: Placement;
  readonly slender: number;
  readonly outside: number;
}

/** `seatsTried`: seats measured per column top (the stow search's wider settling measures more). */
export function settleColumns(
  problem: Problem,
  boxes: readonly Placement[],
  meter: WorkMeter,
  seatsTried = SEATS_TRIED,
): Placement[] {
  if (problem.items.some((it) => it.group !== null || it.unloadOrder !== null)) return [...boxes];
  const { space } = problem;
  let [current, measure] = againstSideWall(problem, boxes);
  const stopAt = meter.used + SETTLE_WORK_PER_UNIT * boxes.length;
  for (let pass = 0; pass < MAX_PASSES && measure.freeStanding > 0; pass++) {
    let improved = false;
    for (const i of freeStandingColumns(current, space.l, space.w)) {
      if (meter.exhausted || meter.used > stopAt) return current;
      const next = resettle(problem, current, measure, i, meter, seatsTried);
      if (!next) continue;
      [current, measure] = next;
      improved = true;
    }
    if (!improved) break;
  }
  return current;
}

/**
 * The load slid across, whole, against either side wall, when that measures better: balance
 * centres the load across the width, which leaves a few centimetres free at both walls, and a
 * stack by a wall it does not touch stands free on that side.
 */
function againstSideWall(problem: Problem, boxes: readonly Placement[]): [Placement[], StowMeasure] {
  let best = [...boxes];
  let bestMeasure = measureStow(problem, best, false);
  const z0 = Math.min(...boxes.map((b) => b.z)),
    z1 = Math.max(...boxes.map((b) => b.z + b.dz));
  for (const shift of [-z0, problem.space.w - z1]) {
    if (shift === 0) continue;
    const slid = boxes.map((b) => ({ ...b, z: b.z + shift }));
    const m = measureStow(problem, slid, false);
    if (betterStow(m, bestMeasure)) {
      best = slid;
      bestMeasure = m;
    }
  }
  return [best, bestMeasure];
}

/**
 * The first of the best moves for column i that makes the whole stow better, or null: its
 * top box re-seated (lower, or turned), or another uncovered box brought against it.
 */
function resettle(
  problem: Problem,
  boxes: Placement[],
  measure: StowMeasure,
  i: number,
  meter: WorkMeter,
  seatsTried: number,
): [Placement[], StowMeasure] | null {
  const grid = new BoxGrid(boxes);
  // an earlier move of this pass may have put a box on it
  if (!isUncovered(boxes, i, grid)) return null;
  const stack = stackUnder(boxes, i, grid);
  const moves = stack ? [...stackSlides(problem, boxes, i, grid), ...stackTurns(problem, boxes, stack)] : [];
  for (const moved of moves) {
    meter.spend(MEASURE_WORK * boxes.length);
    const m = measureStow(problem, moved, false);
    if (betterStow(m, measure)) return [moved, m];
  }
  const span = loadSpan(boxes);
  const own = seatsFor(problem, boxes, i, boxes, span, grid, meter)
    .slice(0, seatsTried)
    .map((seat) => ({ k: i, seat }));
  const top = (k: number) => boxes[k].y + boxes[k].dy;
  const lifted = boxes
    .map((_, k) => k)
    .filter((k) => k !== i && isUncovered(boxes, k, grid))
    .sort((p, q) => top(q) - top(p) || p - q)
    .slice(0, FILL_CANDIDATES);
  const fills = lifted
    .flatMap((k) => seatsFor(problem, boxes, k, [boxes[i]], span, grid, meter).map((seat) => ({ k, seat })))
    .sort((p, q) => bySeat(p.seat, q.seat) || p.k - q.k)
    .slice(0, seatsTried);
  for (const { k: moving, seat } of [...own, ...fills]) {
    if (meter.exhausted) return null;
    const moved = boxes.map((b, k) => (k === moving ? seat.box : b));
    if (seat.box.y > 0 && !withinStackLimits(problem.items, moved)) continue;
    meter.spend(MEASURE_WORK * boxes.length);
    const m = measureStow(problem, moved, false);
    if (betterStow(m, measure)) return [moved, m];
  }
  return null;
}

/**
 * Column i's whole stack (boxes of exactly its footprint down to the floor, each carrying
 * only the next) slid along x or z until it meets a wall or a box, on either side.
 */
function stackSlides(problem: Problem, boxes: readonly Placement[], i: number, grid: BoxGrid): Placement[][] {
  const stack = stackUnder(boxes, i, grid);
  if (!stack) return [];
  const me = boxes[i],
    top = me.y + me.dy;
  const blockers = (x: number, z: number, dx: number, dz: number) =>
    grid.near(x, z, dx, dz).filter((o) => !stack.includes(boxes.indexOf(o)) && o.y < top);
  const out: Placement[][] = [];
  const { l, w } = problem.space;
  const lanes: [number, number, number, number, 'x' | 'z'][] = [
    [0, me.z, me.x, me.dz, 'x'],
    [me.x + me.dx, me.z, l - me.x - me.dx, me.dz, 'x'],
    [me.x, 0, me.dx, me.z, 'z'],
    [me.x, me.z + me.dz, me.dx, w - me.z - me.dz, 'z'],
  ];
  lanes.forEach(([x, z, dx, dz, axis], side) => {
    if (dx <= 0 || dz <= 0) return;
    const lane = { x, y: 0, z, dx, dz, dy: 0 };
    const hits = blockers(x, z, dx, dz).filter((o) => footprintOverlapArea(o, lane) > 0);
    const low = side % 2 === 0;
    const from = low ? (axis === 'x' ? x : z) : axis === 'x' ? x + dx : z + dz;
    const stop = hits.reduce(
      (s, o) => (low ? Math.max(s, axis === 'x' ? o.x + o.dx : o.z + o.dz) : Math.min(s, axis === 'x' ? o.x : o.z)),
      from,
    );
    const shift = low ? stop - (axis === 'x' ? me.x : me.z) : stop - (axis === 'x' ? me.x + me.dx : me.z + me.dz);
    if (shift === 0) return;
    out.push(
      boxes.map((b, k) =>
        !stack.includes(k) ? b : axis === 'x' ? { ...b, x: b.x + shift } : { ...b, z: b.z + shift },
      ),
    );
  });
  return out;
}

/** Indices of box i's stack, top first, or null when it is not one plain column to the floor. */
export function stackUnder(boxes: readonly Placement[], i: number, grid: BoxGrid): number[] | null {
  const me = boxes[i];
  const stack = [i];
  for (let b = me; b.y > 0; ) {
    const under = grid.near(b.x, b.z, b.dx, b.dz).filter((o) => o.y + o.dy === b.y && footprintOverlapArea(o, b) > 0);
    if (under.length !== 1) return null;
    const u = under[0];
    if (u.x !== me.x || u.z !== me.z || u.dx !== me.dx || u.dz !== me.dz) return null;
    const onU = grid.near(u.x, u.z, u.dx, u.dz).filter((o) => o.y === u.y + u.dy && footprintOverlapArea(o, u) > 0);
    if (onU.length !== 1) return null;
    stack.push(boxes.indexOf(u));
    b = u;
  }
  return stack;
}

/** True when box k has nothing on it (it can be lifted off). */
export function isUncovered(boxes: readonly Placement[], k: number, grid: BoxGrid): boolean {
  const b = boxes[k],
    top = b.y + b.dy;
  return !grid.near(b.x, b.z, b.dx, b.dz).some((o) => o.y === top && footprintOverlapArea(o, b) > 0);
}

/** The floor cells a base meets, as first and last cell along x and along z. */
function cellRange(x: number, z: number, dx: number, dz: number): [number, number, number, number] {
  return [
    Math.floor(x / GRID_CELL),
    Math.floor((x + dx - 1) / GRID_CELL),
    Math.floor(z / GRID_CELL),
    Math.floor((z + dz - 1) / GRID_CELL),
  ];
}

/** Boxes bucketed by floor cells, so a seat's height is found from its neighbours only. */
export class BoxGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly stamp: Int32Array;
  private query = 0;
  constructor(readonly boxes: readonly Placement[]) {
    this.stamp = new Int32Array(boxes.length);
    boxes.forEach((b, k) => {
      const [i0, i1, j0, j1] = cellRange(b.x, b.z, b.dx, b.dz);
      for (let i = i0; i <= i1; i++) {
        for (let j = j0; j <= j1; j++) {
          const c = i * 65_536 + j;
          const list = this.cells.get(c);
          if (list) list.push(k);
          else this.cells.set(c, [k]);
        }
      }
    });
  }
  /** Boxes whose cells meet the base, each once. */
  near(x: number, z: number, dx: number, dz: number): Placement[] {
    this.query++;
    const out: Placement[] = [];
    const [i0, i1, j0, j1] = cellRange(x, z, dx, dz);
    for (let i = i0; i <= i1; i++) {
      for (let j = j0; j <= j1; j++) {
        const list = this.cells.get(i * 65_536 + j);
        if (!list) continue;
        for (const k of list) {
          if (this.stamp[k] === this.query) continue;
          this.stamp[k] = this.query;
          out.push(this.boxes[k]);
        }
      }
    }
    return out;
  }
}

/** Seats for box i (which has nothing on it) beside or on the anchors, no higher than its top, ranked by bySeat. */
function seatsFor(
  problem: Problem,
  boxes: readonly Placement[],
  i: number,
  anchors: readonly Placement[],
  [x0, x1]: [number, number],
  grid: BoxGrid,
  meter: WorkMeter,
): Seat[] {
  const { space, items } = problem;
  const me = boxes[i];
  const item = items[me.item];
  const myTop = me.y + me.dy;
  const door = space.door;
  const shapes = allowedShapes(item).filter((s) => !door || (s.dz <= door.w && s.dy <= door.h));
  const seen = new Set<number>();
  const out: Seat[] = [];
  for (const [shapeIndex, s] of shapes.entries()) {
    for (const o of anchors) {
      if (o === me || (o.y + o.dy >= myTop && o.y > 0)) continue;
      for (const [x, z] of cornersAround(o, s.dx, s.dz, space.w)) {
        const key = ((x + space.l) * (3 * space.w) + z + space.w) * 8 + shapeIndex;
        if (seen.has(key)) continue;
        seen.add(key);
        const near = grid.near(x, z, s.dx, s.dz).filter((b) => b !== me);
        meter.spend(SEAT_WORK * (1 + near.length));
        const y = seatHeight(near, x, z, s.dx, s.dz, space.l, space.w);
        if (y === null || y + s.dy > myTop || y + s.dy > space.h) continue;
        if (y > 0 && (item.bottomOnly || item.maxLayers !== undefined)) continue;
        const box = { item: me.item, x, y, z, dx: s.dx, dy: s.dy, dz: s.dz };
        const outside = Math.max(0, x0 - x) + Math.max(0, x + s.dx - x1);
        out.push({ box, slender: y + s.dy > TIP_RATIO * Math.min(s.dx, s.dz) ? 1 : 0, outside });
      }
    }
  }
  return out.sort(bySeat);
}

/** The load's extent along the length. */
function loadSpan(boxes: readonly Placement[]): [number, number] {
  let x0 = Infinity,
    x1 = 0;
  for (const o of boxes) {
    x0 = Math.min(x0, o.x);
    x1 = Math.max(x1, o.x + o.dx);
  }
  return [x0, x1];
}

/** Not slender first, then inside the load's length, lowest top, nearest the back, nearest the side wall. */
function bySeat(a: Seat, b: Seat): number {
  return (
    a.slender - b.slender ||
    a.outside - b.outside ||
    a.box.y + a.box.dy - (b.box.y + b.box.dy) ||
    a.box.x - b.box.x ||
    a.box.z - b.box.z
  );
}

/** Corners where a dx × dz base meets box o: against each of its side faces (aligned to its ends or the walls) and on its top. */
function cornersAround(o: Placement, dx: number, dz: number, w: number): [number, number][] {
  const zs = [o.z, o.z + o.dz - dz, 0, w - dz];
  const xs = [o.x, o.x + o.dx - dx];
  return [
    ...zs.flatMap((z): [number, number][] => [
      [o.x + o.dx, z],
      [o.x - dx, z],
    ]),
    ...xs.flatMap((x): [number, number][] => [
      [x, o.z + o.dz],
      [x, o.z - dz],
      [x, o.z],
    ]),
    [o.x, o.z + o.dz - dz],
  ];
}

/** The height a base at (x, z) would rest at with full support (floor or tops all at that height), or null (also outside l × w). */
export function seatHeight(
  others: readonly Placement[],
  x: number,
  z: number,
  dx: number,
  dz: number,
  l: number,
  w: number,
): number | null {
  if (x < 0 || z < 0 || x + dx > l || z + dz > w) return null;
  // called for every candidate seat of the flat-top finish: overlaps inline, nothing allocated
  const x1 = x + dx,
    z1 = z + dz;
  let top = 0,
    covered = 0;
  for (const o of others) {
    const ox = Math.min(x1, o.x + o.dx) - Math.max(x, o.x);
    if (ox <= 0) continue;
    const oz = Math.min(z1, o.z + o.dz) - Math.max(z, o.z);
    if (oz <= 0) continue;
    const t = o.y + o.dy;
    if (t > top) {
      top = t;
      covered = 0;
    }
    if (t === top) covered += ox * oz;
  }
  return top === 0 || covered === dx * dz ? top : null;
}

/** True when no box carries more than its maxStack (the checker's load model, without its tolerance). */
function withinStackLimits(items: readonly ItemType[], boxes: readonly Placement[]): boolean {
  const contacts = verticalContacts(boxes);
  const loads = stackLoads(boxes, contacts, (k) => items[boxes[k].item].weight);
  return boxes.every((b, k) => {
    const limit = items[b.item].maxStack;
    return limit === null || loads[k] === 0 || (limit > 0 && loads[k] <= limit);
  });
}
