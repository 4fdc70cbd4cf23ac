import type { Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { DUNNAGE_MAX_GAP } from '../../geometry/free-standing.js';
import type { WorkMeter } from '../../search/budget.js';
import { unitsPerColumn, type Cargo } from './cargo.js';
import { bestRowFor, heldUnits, type Row, type RowCargo } from './wall-row.js';
import { orderRows } from './row-order.js';
import { CAP_STEP, massOf, unitsOf, type Stack } from './wall-stack.js';

/**
 * Wall stow, for loads that all fit: walls across the width from the front wall, each a row
 * of stacks brought to an even height, so that no stack stands above its neighbours.
 * Optimises, row by row, the row's density (cargo ÷ the envelope it adds: its length, and the
 * rows so far raised to its height if it is taller); method:
 * greedy over rows. For each row, depths (the x sides of the bulkiest items left) and target
 * heights (the heights their full stacks reach under the ceiling) are tried; each pair is
 * filled across the width by wall-row.ts; the densest row is placed against the previous one.
 * The last units, whose stacks reach lower, make the final lower steps. Stacks are of one item
 * (heavy never on light), within maxStack, maxLayers and bottomOnly, in shapes through the
 * door. Unload zones are built one after another, deepest first, never in one row; loads with
 * keep-together groups are not built this way (null).
 */

/** Items (bulkiest left first) whose sides and stack heights are tried as a row's depth and target. */
const LEAD_ITEMS = 5;
/** Most depths and target heights tried per row. */
const MAX_DEPTHS = 6;
const MAX_TARGETS = 6;
const MAX_SPREAD = 4;
/** Items (bulkiest left first) tried as caps that bring a stack to its row's level (wall-stack.ts). */
const CAP_ITEMS = 12;

/** Shapes that pass the door and fit under the ceiling `H`. */
function wallShapes(problem: Problem, cargo: Cargo, H: number): Shape[][] {
  const door = problem.space.door;
  return cargo.shapes.map((list) => list.filter((s) => s.dy <= H && (!door || (s.dz <= door.w && s.dy <= door.h))));
}

/** The `k` items with the most volume left. */
function bulkiestLeft(c: RowCargo, unitVolume: readonly number[], k: number): number[] {
  return c.left
    .map((_, i) => i)
    .filter((i) => c.left[i] > 0)
    .sort((a, b) => c.left[b] * unitVolume[b] - c.left[a] * unitVolume[a] || a - b)
    .slice(0, k);
}

/** Depths and target heights worth trying for the next row, from the bulkiest items left. */
function rowCandidates(c: RowCargo, unitVolume: readonly number[], H: number): { depths: number[]; targets: number[] } {
  const lead = bulkiestLeft(c, unitVolume, LEAD_ITEMS);
  const depths = new Set<number>(),
    targets = new Set<number>();
  const spread = new Set<number>();
  for (const i of lead) {
    for (const s of c.shapes[i]) {
      depths.add(s.dx);
      const n = Math.min(Math.floor(H / s.dy), c.stackLimit[i], c.left[i]);
      if (n >= 1) targets.add(n * s.dy);
      // the height at which the units left spread across the whole width: the final, lower steps
      const across = Math.floor(c.W / s.dz);
      if (n >= 1 && across >= 1) spread.add(Math.min(n, Math.ceil(c.left[i] / across)) * s.dy);
    }
  }
  const top = (set: Set<number>, k: number) => [...set].sort((a, b) => b - a).slice(0, k);
  return {
    depths: top(depths, MAX_DEPTHS),
    targets: [...new Set([...top(targets, MAX_TARGETS), ...top(spread, MAX_SPREAD)])],
  };
}

/**
 * Target heights at which the lead items' cartons that are not narrow across the width stand
 * held in a strict row (low enough never to tip): tried before a row gives up the strict rule,
 * so the last rows of square cartons are built lower and longer rather than as towers.
 */
function heldTargets(c: RowCargo, unitVolume: readonly number[], H: number): number[] {
  const targets = new Set<number>();
  for (const i of bulkiestLeft(c, unitVolume, LEAD_ITEMS)) {
    for (const s of c.shapes[i]) {
      const n = Math.min(Math.floor(H / s.dy), c.stackLimit[i], c.left[i], heldUnits(s, c.oneHigh));
      if (n >= 1 && n < Infinity) targets.add(n * s.dy);
    }
  }
  return [...targets].sort((a, b) => b - a).slice(0, MAX_SPREAD);
}

/**
 * The densest row over the candidate depths and targets (strict shapes first, then, when
 * `held`, strict shapes at the heights where square cartons stand held, any shape when none enters): cargo ÷ the envelope the row adds, its own length × width × the stow's height
 * so far or its own, plus the rows before it raised to its height when it is taller (so later
 * rows reach the height of the first ones and a tall row late pays for the headspace it makes).
 */
function nextRow(
  c: RowCargo,
  unitVolume: readonly number[],
  H: number,
  x: number,
  top: number,
  held: boolean,
  meter: WorkMeter,
): Row | null {
  const { depths, targets } = rowCandidates(c, unitVolume, H);
  const capItems = bulkiestLeft(c, unitVolume, CAP_ITEMS);
  const density = (row: Row) => row.volume / (c.W * ((x + row.depth) * Math.max(top, row.height) - x * top));
  const passes = [
    { strict: true, targets },
    ...(held ? [{ strict: true, targets: heldTargets(c, unitVolume, H) }] : []),
    { strict: false, targets },
  ];
  for (const { strict, targets: tried } of passes) {
    let best: Row | null = null;
    const seen = new Set<string>();
    for (const depth of depths) {
      for (const target of tried) {
        if (meter.exhausted) return null;
        const row = bestRowFor(c, depth, target, strict, capItems, seen, meter);
        if (row && (!best || betterRow(row, best, density))) best = row;
      }
    }
    if (best) return best;
  }
  return null;
}

/** Stable first (no stack standing free), then denser, then more volume. */
function betterRow(a: Row, b: Row, density: (r: Row) => number): boolean {
  if (a.stable !== b.stable) return a.stable;
  const da = density(a),
    db = density(b);
  return da > db || (da === db && a.volume > b.volume);
}

/**
 * Stacks across the width, heaviest in the middle (less lateral moment for balance.ts to cancel):
 * from the side wall, or centred when that leaves both gaps narrow enough for dunnage; a wider
 * gap gets a stack that cannot tip at the open end.
 */
function placeRow(problem: Problem, row: Row, x: number, out: Placement[]): void {
  const weights = problem.items.map((it) => it.weight);
  const mass = (s: Stack) => massOf(s, weights);
  const sorted = [...row.stacks].sort((a, b) => mass(b) - mass(a) || a.item - b.item);
  const left: Stack[] = [],
    right: Stack[] = [];
  sorted.forEach((s, k) => (k % 2 === 0 ? left : right).push(s));
  const gap = row.gap;
  const end = row.endStack;
  let z = !end && gap > DUNNAGE_MAX_GAP && gap <= 2 * DUNNAGE_MAX_GAP ? Math.floor(gap / 2) : 0;
  let order = [...left.reverse(), ...right];
  // any gap: the open end gets a stack that cannot tip, when the row has one (no dunnage needed there)
  if (gap > 0 && end) order = [...order.slice(0, order.indexOf(end)), ...order.slice(order.indexOf(end) + 1), end];
  for (const s of order) {
    const { dx, dy, dz } = s.shape;
    for (let j = 0; j < s.deep; j++)
      for (let k = 0; k < s.n; k++) out.push({ item: s.item, x: x + j * dx, y: k * dy, z, dx, dy, dz });
    const cap = s.cap;
    if (cap)
      for (let k = 0; k < cap.m; k++) out.push({ item: cap.item, x, y: s.n * dy + k * cap.shape.dy, z, ...cap.shape });
    z += dz;
  }
}

/** A wall stow under the ceiling `H`, or null when it does not apply, does not fit or the budget ran out. */
export function buildWallStow(
  problem: Problem,
  cargo: Cargo,
  H: number,
  meter: WorkMeter,
  capStep = CAP_STEP,
  held = false,
  oneHigh = false,
): Placement[] | null {
  if (cargo.phases.some((p) => p.group !== -1)) return null;
  const shapes = wallShapes(problem, cargo, H);
  const stackLimits = problem.items.map((_, i) => unitsPerColumn(cargo, i));
  const out: Placement[] = [];
  let x = 0,
    top = 0,
    placedTo = 0;
  // unload zones one after another from the front wall (cargo.ts orders them deepest first), rows never mixed
  for (const phase of cargo.phases) {
    const left = cargo.qty.map((q, i) => (phase.items.includes(i) ? q : 0));
    const c: RowCargo = {
      W: cargo.W,
      shapes,
      left,
      stackLimit: stackLimits,
      weight: cargo.weight,
      maxStack: cargo.maxStack,
      bottomOnly: cargo.bottomOnly,
      capStep,
      oneHigh: held && oneHigh,
      scratch: { take: new Uint8Array(0) },
    };
    const rows: Row[] = [];
    while (left.some((q) => q > 0)) {
      // the volume left cannot fit in the length left under this ceiling, however tight
      const volumeLeft = left.reduce((v, q, i) => v + q * cargo.unitVolume[i], 0);
      if (meter.exhausted || volumeLeft > (cargo.L - x) * cargo.W * H) return null;
      const row = nextRow(c, cargo.unitVolume, H, x, top, held, meter);
      if (!row || x + row.depth > cargo.L) return null;
      rows.push(row);
      for (const s of row.stacks)
        for (const item of s.cap ? [s.item, s.cap.item] : [s.item]) left[item] -= unitsOf(s, item);
      x += row.depth;
      top = Math.max(top, row.height);
    }
    // one zone only: a later zone's first row stands against the zone before it, not an end of the load
    placedTo = placeInOrder(problem, rows, placedTo, held && cargo.phases.length === 1 ? meter : null, out);
  }
  return out;
}

/** Places a zone's rows from `x` in the order that leaves fewest columns along the length (row-order.ts; as built when `meter` is null); returns the x they reach. */
function placeInOrder(
  problem: Problem,
  rows: readonly Row[],
  x: number,
  meter: WorkMeter | null,
  out: Placement[],
): number {
  const built = rows.map((row) => {
    const boxes: Placement[] = [];
    placeRow(problem, row, 0, boxes);
    return { boxes, depth: row.depth };
  });
  for (const k of meter ? orderRows(built, problem.space.l, problem.space.w, meter) : built.map((_, i) => i)) {
    for (const b of built[k].boxes) out.push({ ...b, x: b.x + x });
    x += built[k].depth;
  }
  return x;
}
