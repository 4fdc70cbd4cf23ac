/**
 * Offline prototype (bench/pallet-bound-candidates.ts; not in palletLowerBound: it raised no
 * bound of the 120 benchmark orders). Bar bound on the pallet count: lines through the pallets
 * along all three axes at once, with one stance per carton (a coupled bar relaxation, solved
 * by column generation); with one axis only it is that axis's plain bar bound.
 *
 * Why valid: take any plan on P pallets. Along an axis, every line through a pallet meets
 * cartons whose extents along it sum to at most the pallet's side (they are disjoint), so
 * each line carries a *pattern* of (item, extent) pairs. The lines of one pallet have total
 * measure = its cross-section; a carton standing with extent e along the axis is met by lines
 * of measure V / e, each carrying it over length e. So for every axis, item and extent,
 * (pattern measures × lengths) cover V × (cartons of that item standing with that extent),
 * and every carton has one stance shared by the three axes. Those are the constraints of an
 * LP in which P pallets' lines suffice, so its optimum is ≤ P. The bound comes from the LP's
 * dual, checked independently of the solver: give each (axis, item, extent) a value w ≥ 0 per
 * unit of line length; a carton is worth its cheapest stance's summed value; a line along an
 * axis carries at most z_a (a knapsack over the extents, found exactly on a 1 mm grid with
 * extents rounded down, which only admits more patterns). Then any plan has
 * Σ cartons' worth ≤ P × Σ_a z_a (one pallet's lines along each axis carry at most z_a per
 * unit of cross-section), so P ≥ worth / Σ_a z_a, for any w. Support, stacking and weight
 * are not used: the bound holds for every packing.
 *
 * What it sees that the volume bound misses: sides that combine badly along an axis (18 in
 * and 24 in cartons leave 4 in of a 40 in deck's width unless 16 in or 10 in ones fill it)
 * and the scarcity of the cartons that would fill those gaps, traded against how the same
 * cartons stand along the other two axes.
 */
import { allowedShapes } from '../../src/core/geometry/orientation.js';
import type { ItemType } from '../../src/core/model/item.js';
import type { LoadSpace } from '../../src/core/model/problem.js';
import { CoveringLp, type LpColumn } from './covering-lp.js';

/** The knapsack grid: 1 mm (extents rounded down, the side rounded down: a relaxation; 0.1 mm gave the same bounds on the orders tried). */
const GRID = 10;
/** Column-generation rounds and simplex pivots per round: the bound's work budget. */
const MAX_ROUNDS = 40;
const MAX_PIVOTS = 600;
/** Floating-point sums: a near-integer bound is rounded down, so the bound errs low. */
const FLOAT_SLACK = 1e-9;

interface LineClass {
  readonly axis: number;
  readonly item: number;
  readonly extent: number;
  readonly coverPerCopy: number;
}

interface BarModel {
  readonly classes: readonly LineClass[];
  /** Per item, per stance, the class index on each axis. */
  readonly stances: readonly (readonly number[])[][];
  readonly qty: readonly number[];
  readonly sides: readonly [number, number, number];
}

export interface BarOptions {
  /** A bound already proved: the search stops once it cannot beat it (default: never stops early). */
  readonly known?: number;
  /** Axes whose lines are used, 0 = x (length), 1 = y (up), 2 = z (width); default all three. */
  readonly axes?: readonly number[];
  readonly maxRounds?: number;
}

/**
 * The fractional bound in pallets (its ceiling, less FLOAT_SLACK, is the integer bound), the last optimal
 * restricted LP value (the most the bound can reach) and rounds run. `items`: cartons that fit a pallet.
 */
export function barBoundValue(
  space: LoadSpace,
  items: readonly ItemType[],
  options: BarOptions = {},
): { bound: number; lp: number; rounds: number } {
  const known = options.known ?? Infinity;
  const stopEarly = options.known !== undefined;
  const maxRounds = options.maxRounds ?? MAX_ROUNDS;
  const model = barModel(space, items, options.axes ?? [0, 1, 2]);
  if (model.qty.length === 0) return { bound: 0, lp: 0, rounds: 0 };
  const m = model.qty.length;
  const lp = new CoveringLp([...model.qty, ...model.classes.map(() => 0), 0, 0, 0]);
  model.stances.forEach((stances, i) =>
    stances.forEach((cls) => lp.add({ cost: 0, entries: [[i, 1], ...cls.map((c): [number, number] => [m + c, -1])] })),
  );
  lp.add({ cost: 1, entries: [0, 1, 2].map((a): [number, number] => [m + model.classes.length + a, 1]) });
  model.classes.forEach((cl, c) =>
    lp.add(
      patternColumn(
        model,
        cl.axis,
        new Map([[c, Math.min(model.qty[cl.item], Math.floor(model.sides[cl.axis] / cl.extent))]]),
      ),
    ),
  );
  let best = 0;
  let lpValue = Infinity;
  let round = 0;
  for (; round < maxRounds; round++) {
    const solution = lp.solve(MAX_PIVOTS);
    if (solution.optimal) lpValue = solution.value;
    const values = model.classes.map((_, c) => Math.max(0, solution.duals[m + c]));
    const lines = [0, 1, 2].map((a) => bestLine(model, a, values));
    const carried = lines.reduce((s, l) => s + l.value, 0);
    if (carried > 0) best = Math.max(best, worth(model, values) / carried);
    const proved = Math.ceil(best * (1 - FLOAT_SLACK));
    // The restricted LP's optimum only falls as columns are added: stop once it cannot beat what is proved.
    if (stopEarly && solution.optimal && Math.ceil(solution.value * (1 - FLOAT_SLACK)) <= Math.max(known, proved))
      break;
    let added = false;
    lines.forEach((line, a) => {
      if (line.value > solution.duals[m + model.classes.length + a] * (1 + 1e-7) + 1e-12) {
        lp.add(patternColumn(model, a, line.counts));
        added = true;
      }
    });
    if (!added && solution.optimal) break;
  }
  return { bound: best, lp: lpValue, rounds: round };
}

function barModel(space: LoadSpace, items: readonly ItemType[], axes: readonly number[]): BarModel {
  const { l: L, w: W, h: H } = space;
  const sides: [number, number, number] = [L, H, W];
  const cross = [W * H, L * W, L * H];
  const classes: LineClass[] = [];
  const index = new Map<string, number>();
  const stances: number[][][] = [];
  const qty: number[] = [];
  for (const it of items) {
    const shapes = allowedShapes(it).filter((s) => s.dx <= L && s.dz <= W && s.dy <= H);
    if (shapes.length === 0 || it.qty <= 0) continue;
    const item = qty.length;
    const volume = it.l * it.w * it.h;
    const classOf = (axis: number, extent: number) => {
      const key = `${axis}:${item}:${extent}`;
      let c = index.get(key);
      if (c === undefined) {
        c = classes.length;
        index.set(key, c);
        classes.push({ axis, item, extent, coverPerCopy: (extent * cross[axis]) / volume });
      }
      return c;
    };
    stances.push(shapes.map((s) => axes.map((a) => classOf(a, [s.dx, s.dy, s.dz][a]))));
    qty.push(it.qty);
  }
  return { classes, stances, qty, sides };
}

/** A line pattern as an LP column: per class the cartons its lines cover per pallet of lines. */
function patternColumn(model: BarModel, axis: number, counts: ReadonlyMap<number, number>): LpColumn {
  const entries: [number, number][] = [...counts].map(([c, n]) => [
    model.qty.length + c,
    n * model.classes[c].coverPerCopy,
  ]);
  entries.push([model.qty.length + model.classes.length + axis, -1]);
  return { cost: 0, entries };
}

/** Each carton's cheapest stance under the line values, summed over the order. */
function worth(model: BarModel, values: readonly number[]): number {
  return model.stances.reduce(
    (sum, stances, i) => sum + model.qty[i] * Math.min(...stances.map((cls) => cls.reduce((s, c) => s + values[c], 0))),
    0,
  );
}

/** The most valuable pattern of one line along `axis` (bounded knapsack by binary splitting). */
function bestLine(
  model: BarModel,
  axis: number,
  values: readonly number[],
): { value: number; counts: Map<number, number> } {
  const cap = Math.floor(model.sides[axis] / GRID);
  const chunks: { c: number; n: number; size: number; value: number }[] = [];
  model.classes.forEach((cl, c) => {
    if (cl.axis !== axis || values[c] <= 0) return;
    let copies = Math.min(model.qty[cl.item], Math.floor(model.sides[axis] / cl.extent));
    for (let k = 1; copies > 0; k *= 2) {
      const n = Math.min(k, copies);
      copies -= n;
      chunks.push({ c, n, size: n * Math.floor(cl.extent / GRID), value: n * values[c] * cl.coverPerCopy });
    }
  });
  const best = new Float64Array(cap + 1);
  const take = new Uint8Array(chunks.length * (cap + 1));
  chunks.forEach((ch, k) => {
    for (let x = cap; x >= ch.size; x--) {
      const v = best[x - ch.size] + ch.value;
      if (v > best[x]) {
        best[x] = v;
        take[k * (cap + 1) + x] = 1;
      }
    }
  });
  const counts = new Map<number, number>();
  for (let k = chunks.length - 1, x = cap; k >= 0; k--) {
    if (take[k * (cap + 1) + x]) {
      counts.set(chunks[k].c, (counts.get(chunks[k].c) ?? 0) + chunks[k].n);
      x -= chunks[k].size;
    }
  }
  return { value: best[cap], counts };
}
