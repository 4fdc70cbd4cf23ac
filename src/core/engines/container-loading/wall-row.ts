import type { Shape } from '../../model/item.js';
import { DUNNAGE_MAX_GAP, TIP_RATIO } from '../../geometry/free-standing.js';
import type { WorkMeter } from '../../search/budget.js';

/**
 * One wall of a wall stow: the stacks that fill a row across the width best, with level tops.
 * Optimises the row's cargo volume under its width; method: a bounded 0/1 knapsack over the
 * width (1 cm cells, widths rounded up so the real row always fits), whose candidates are
 * stacks of one item in one shape brought to the row's target height T. Only stacks whose
 * height lies in (T − δ, T] enter, with δ no more than any entering stack's carton height,
 * so every top carton overlaps its neighbours' top cartons and holds them across the width
 * (geometry/free-standing.ts). Stacks stand narrow side across the width (dz < dx), so the row's
 * own stacks hold one another; a stack in another shape is kept low enough never to tip
 * (the strict rows; any shape at any height only when no strict stack is left).
 */

/** A stack: `n` units of `item` in `shape`, one on another, and `deep` such stacks one behind another along x. */
export interface Stack {
  readonly item: number;
  readonly shape: Shape;
  readonly n: number;
  readonly deep: number;
}

/** Units a stack takes. */
export const unitsOf = (s: Stack): number => s.n * s.deep;

export interface Row {
  /** The deepest stack's side along x. */
  readonly depth: number;
  /** The tallest stack's height. */
  readonly height: number;
  readonly stacks: readonly Stack[];
  readonly volume: number;
  /** Width left to the side wall. */
  readonly gap: number;
  /** A stack low enough never to tip, to stand at the open end of a row that leaves a gap too wide for dunnage; null when none. */
  readonly endStack: Stack | null;
  /** True when no stack of the row stands free: its gap can be split into two dunnage gaps, or a stack that cannot tip ends it. */
  readonly stable: boolean;
}

/** True when the stack is low enough never to tip (geometry/free-standing.ts). */
export const cannotTip = (s: Stack): boolean => s.n * s.shape.dy <= TIP_RATIO * Math.min(s.shape.dx, s.shape.dz);

/** What a row may use: per item its shapes, units left and most units in one stack. */
export interface RowCargo {
  readonly W: number;
  readonly shapes: readonly (readonly Shape[])[];
  readonly left: readonly number[];
  readonly stackLimit: readonly number[];
  /** Knapsack choice table, reused across rows (grown when too small). */
  readonly scratch: { take: Uint8Array };
}

/** Knapsack cell across the width, in length units (1 cm). */
const CELL = 100;
/** A row leaving a gap wider than dunnage fills beside its end stack scores this share of its volume. */
const WIDE_GAP_SCORE = 0.85;
/** First level tolerance, as a share of the target height (narrowed to the shortest carton that enters). */
const LEVEL_SHARE = 0.5;

/** Stacks that may stand in a row of this depth and target height (strict: narrow side across unless too low to tip). */
function rowStacks(c: RowCargo, depth: number, target: number, strict: boolean): Stack[] {
  const all: Stack[] = [];
  c.left.forEach((left, item) => {
    if (left <= 0) return;
    for (const shape of c.shapes[item]) {
      if (shape.dx > depth || shape.dz > c.W) continue;
      // a stack not narrow across the width is held only by the rows before and after it: kept low enough not to tip
      const low = strict && shape.dz >= shape.dx ? Math.floor((TIP_RATIO * shape.dx) / shape.dy) : Infinity;
      const n = Math.min(Math.floor(target / shape.dy), c.stackLimit[item], left, low);
      if (n < 1) continue;
      all.push({ item, shape, n, deep: 1 });
      // shallow cartons two or more deep fill the row's floor instead of leaving it bare behind them
      const deep = Math.min(Math.floor(depth / shape.dx), Math.floor(left / n));
      if (deep > 1) all.push({ item, shape, n, deep });
    }
  });
  const within = (d: number) => all.filter((s) => s.n * s.shape.dy > target - d);
  const first = within(LEVEL_SHARE * target);
  if (first.length === 0) return [];
  const delta = Math.min(LEVEL_SHARE * target, ...first.map((s) => s.shape.dy));
  return within(delta);
}

/** The most volume of `stacks` across the width (bounded knapsack by binary splitting), each item within its units left. */
function fillWidth(c: RowCargo, stacks: readonly Stack[], meter: WorkMeter): Stack[] {
  const cells = Math.floor(c.W / CELL);
  const chunks: { stack: Stack; copies: number; width: number; value: number }[] = [];
  for (const s of usefulStacks(c, stacks, cells)) {
    let count = Math.floor(c.left[s.item] / unitsOf(s));
    for (let k = 1; count > 0; k *= 2) {
      const copies = Math.min(k, count);
      count -= copies;
      const width = copies * Math.ceil(s.shape.dz / CELL);
      if (width <= cells) chunks.push({ stack: s, copies, width, value: copies * unitsOf(s) * s.shape.dx * s.shape.dy * s.shape.dz });
    }
  }
  meter.spend(chunks.length * (cells + 1));
  // exact widths, so the row's gap to the side wall is known and one dunnage fills can be preferred
  const best = new Float64Array(cells + 1).fill(-1);
  best[0] = 0;
  if (c.scratch.take.length < chunks.length * (cells + 1)) c.scratch.take = new Uint8Array(2 * chunks.length * (cells + 1));
  const take = c.scratch.take;
  take.fill(0, 0, chunks.length * (cells + 1));
  chunks.forEach((ch, k) => {
    for (let w = cells; w >= ch.width; w--) {
      if (best[w - ch.width] < 0) continue;
      const v = best[w - ch.width] + ch.value;
      if (v > best[w]) { best[w] = v; take[k * (cells + 1) + w] = 1; }
    }
  });
  const dunnageCells = Math.floor(DUNNAGE_MAX_GAP / CELL);
  let w = 0;
  const score = (x: number) => best[x] * (cells - x <= dunnageCells ? 1 : WIDE_GAP_SCORE);
  for (let x = 1; x <= cells; x++) if (best[x] >= 0 && score(x) > score(w)) w = x;
  const chosen: Stack[] = [];
  for (let k = chunks.length - 1; k >= 0; k--) {
    if (!take[k * (cells + 1) + w]) continue;
    for (let i = 0; i < chunks[k].copies; i++) chosen.push(chunks[k].stack);
    w -= chunks[k].width;
  }
  return withinUnits(c, chosen);
}

/** Of stacks equally wide (in cells), only the most voluminous ones that can fit across together: the others never enter an optimal row. */
function usefulStacks(c: RowCargo, stacks: readonly Stack[], cells: number): Stack[] {
  const volume = (s: Stack) => unitsOf(s) * s.shape.dx * s.shape.dy * s.shape.dz;
  const byWidth = new Map<number, Stack[]>();
  for (const s of stacks) {
    const w = Math.ceil(s.shape.dz / CELL);
    byWidth.set(w, [...(byWidth.get(w) ?? []), s]);
  }
  const out: Stack[] = [];
  for (const [w, group] of byWidth) {
    let room = Math.floor(cells / w);
    for (const s of group.sort((a, b) => volume(b) - volume(a))) {
      if (room <= 0) break;
      out.push(s);
      room -= Math.floor(c.left[s.item] / unitsOf(s));
    }
  }
  return out;
}

/** Drops the smallest stacks of an item whose stacks (in several shapes) need more units than are left. */
function withinUnits(c: RowCargo, chosen: Stack[]): Stack[] {
  const used = c.left.map(() => 0);
  const sorted = [...chosen].sort((a, b) => b.n * b.shape.dy - a.n * a.shape.dy);
  return sorted.filter((s) => {
    if (used[s.item] + unitsOf(s) > c.left[s.item]) return false;
    used[s.item] += unitsOf(s);
    return true;
  });
}

/** The best row of this depth and target height, or null when no stack enters. */
/** `seen`: the stack sets already filled for this row; the same set again gives the same row, so null. */
export function bestRowFor(c: RowCargo, depth: number, target: number, strict: boolean, seen: Set<string>, meter: WorkMeter): Row | null {
  const stacks = rowStacks(c, depth, target, strict);
  if (stacks.length === 0) return null;
  const key = stacks.map((s) => `${s.item}:${s.shape.dx}:${s.shape.dy}:${s.shape.dz}:${s.n}:${s.deep}`).join('|');
  if (seen.has(key)) return null;
  seen.add(key);
  const chosen = fillWidth(c, stacks, meter);
  if (chosen.length === 0) return null;
  const volume = chosen.reduce((v, s) => v + unitsOf(s) * s.shape.dx * s.shape.dy * s.shape.dz, 0);
  const gap = c.W - chosen.reduce((w, s) => w + s.shape.dz, 0);
  const endStack = chosen.find(cannotTip) ?? null;
  return {
    depth: Math.max(...chosen.map((s) => s.deep * s.shape.dx)),
    height: Math.max(...chosen.map((s) => s.n * s.shape.dy)),
    stacks: chosen, volume, gap, endStack,
    stable: gap <= 2 * DUNNAGE_MAX_GAP || endStack !== null,
  };
}
