import type { Placement } from '../../model/plan.js';
import { standingColumns } from '../../geometry/free-standing.js';
import type { WorkMeter } from '../../search/budget.js';

/**
 * The order of a wall stow's rows along the length. Every row stands on the floor and carries
 * only its own stacks, so any order is a valid stow with the same envelope and the same
 * stacking; what changes is which rows hold which: a top carton whose narrow side lies along
 * the length (a square upright carton, a stack turned across) is held only by the rows before
 * and after it, when they reach its height, or by an end of the load.
 * Optimises the free-standing columns (geometry/free-standing.ts) along the length; method: a row's columns depend only on its two neighbours,
 * so each (before, row, after) triple is measured once on those three rows alone; then
 * first-improvement insertion moves of every row, at most MAX_PASSES passes,
 * the built order kept on ties (the rows were built densest first).
 */

/** Passes of insertion moves over the rows that keep a column. */
const MAX_PASSES = 4;
/** Work charged per box measured. */
const BOX_WORK = 20;

/** One row at x = 0 and its depth along x. */
export interface BuiltRow {
  readonly boxes: readonly Placement[];
  readonly depth: number;
}

/** Row indices in the order that leaves fewest free-standing columns (the built order when none is better); `l`, `w`: the space's length and width. */
export function orderRows(rows: readonly BuiltRow[], l: number, w: number, meter: WorkMeter): number[] {
  let order = rows.map((_, i) => i);
  if (rows.length < 2) return order;
  const memo = new Map<number, number>();
  const n = rows.length + 1;
  const costOf = (before: number, row: number, after: number): number => {
    const key = ((before + 1) * n + row) * n + after + 1;
    let cost = memo.get(key);
    if (cost === undefined) {
      cost = measureRow(rows, before, row, after, l, w);
      memo.set(key, cost);
      meter.spend(BOX_WORK * rows[row].boxes.length * 3);
    }
    return cost;
  };
  const rowCost = (o: readonly number[], k: number) =>
    costOf(k > 0 ? o[k - 1] : -1, o[k], k + 1 < o.length ? o[k + 1] : -1);
  const total = (o: readonly number[]) => o.reduce((sum, _, k) => sum + rowCost(o, k), 0);
  let cost = total(order);
  for (let pass = 0; pass < MAX_PASSES && cost > 0 && !meter.exhausted; pass++) {
    let improved = false;
    // every row may move, not only those keeping a column: a short or low row moved away frees a held place for a tall one
    for (const row of rows.map((_, i) => i)) {
      const at = order.indexOf(row);
      const rest = order.filter((r) => r !== row);
      for (let k = 0; k <= rest.length; k++) {
        if (k === at) continue;
        const moved = [...rest.slice(0, k), row, ...rest.slice(k)];
        const c = total(moved);
        if (c < cost) {
          order = moved;
          cost = c;
          improved = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  return order;
}

/**
 * Columns of `row` between `before` and `after` (−1: an end of the load) whose narrow side lies
 * along the length: the only ones the order changes (a face across the width is held or not by
 * the row's own stacks and walls, dunnage included).
 */
function measureRow(
  rows: readonly BuiltRow[],
  before: number,
  row: number,
  after: number,
  l: number,
  w: number,
): number {
  const boxes: Placement[] = [];
  let x = 0;
  const put = (r: number) => {
    for (const b of rows[r].boxes) boxes.push({ ...b, x: b.x + x });
    x += rows[r].depth;
  };
  if (before >= 0) put(before);
  const first = boxes.length;
  put(row);
  const last = boxes.length;
  if (after >= 0) put(after);
  const alongLength = (i: number) => i >= first && i < last && boxes[i].dx <= boxes[i].dz;
  return standingColumns(boxes, l, w).columns.filter(alongLength).length;
}
