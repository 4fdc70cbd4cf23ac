import type { Shape } from '../../model/item.js';
import { DUNNAGE_MAX_GAP, TIP_RATIO } from '../../geometry/free-standing.js';
import type { WorkMeter } from '../../search/budget.js';
import {
  bestCap,
  cannotTip,
  copiesLeft,
  heightOf,
  topShape,
  volumeOf,
  type CapCargo,
  type Stack,
} from './wall-stack.js';

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

/** What a row may use: per item its shapes, units left, most units in one stack, weight and stacking rules. */
export interface RowCargo extends CapCargo {
  readonly W: number;
  /** Held walls: a carton that tips even alone may stand one high in a strict row (heldUnits). */
  readonly oneHigh: boolean;
  /** Knapsack choice table, reused across rows (grown when too small). */
  readonly scratch: { take: Uint8Array };
}

/** Knapsack cell across the width, in length units (1 cm). */
const CELL = 100;
/** A row leaving a gap wider than dunnage fills beside its end stack scores this share of its volume. */
const WIDE_GAP_SCORE = 0.85;
/** A row leaving a gap dunnage fills is worth 0.9 of its volume against one that fills the width exactly (no face at its end left to dunnage; tuned on the bench's container loads). */
const DUNNAGE_GAP_SCORE = 0.9;
/** First level tolerance, as a share of the target height (narrowed to the shortest carton that enters). */
const LEVEL_SHARE = 0.5;

/**
 * Most units of this shape a strict row stacks: any number when the narrow side lies across the
 * width (the row's own stacks hold it), else few enough never to tip (only the rows before and
 * after would hold it).
 */
export function heldUnits(shape: Shape, oneHigh = false): number {
  if (shape.dz < shape.dx) return Infinity;
  // held walls: a carton that tips even alone stands one high, held across by its own row and along by the rows ordered around it
  return oneHigh && tipsAlone(shape) ? 1 : Math.floor((TIP_RATIO * shape.dx) / shape.dy);
}

/** True when a carton in this shape, its narrow side along the length, tips even standing alone on the floor. */
export function tipsAlone(shape: Shape): boolean {
  return shape.dz >= shape.dx && shape.dy > TIP_RATIO * shape.dx;
}

/**
 * Stacks that may stand in a row of this depth and target height (strict: narrow side across
 * unless too low to tip), single or capped by one of `capItems` to come nearer the target.
 */
function rowStacks(c: RowCargo, depth: number, target: number, strict: boolean, capItems: readonly number[]): Stack[] {
  const all: Stack[] = [];
  c.left.forEach((left, item) => {
    if (left <= 0) return;
    for (const shape of c.shapes[item]) {
      if (shape.dx > depth || shape.dz > c.W) continue;
      // a stack not narrow across the width is held only by the rows before and after it: kept low enough not to tip
      const low = strict ? heldUnits(shape, c.oneHigh) : Infinity;
      const n = Math.min(Math.floor(target / shape.dy), c.stackLimit[item], left, low);
      if (n < 1) continue;
      if (strict && c.oneHigh && tipsAlone(shape)) {
        // its faces along the length are held only when it fills the row's depth, touching the rows before and after
        const fill = depth / shape.dx;
        if (Number.isInteger(fill) && fill <= left) all.push({ item, shape, n: 1, deep: fill, cap: null });
        continue;
      }
      const single: Stack = { item, shape, n, deep: 1, cap: null };
      all.push(single);
      const capped = bestCap(c, single, target, capItems, strict);
      if (capped) all.push(capped);
      // shallow cartons two or more deep fill the row's floor instead of leaving it bare behind them
      const deep = Math.min(Math.floor(depth / shape.dx), Math.floor(left / n));
      if (deep > 1) all.push({ ...single, deep });
    }
  });
  const within = (d: number) => all.filter((s) => heightOf(s) > target - d);
  const first = within(LEVEL_SHARE * target);
  if (first.length === 0) return [];
  const delta = Math.min(LEVEL_SHARE * target, ...first.map((s) => topShape(s).dy));
  return within(delta);
}

/** The most volume of `stacks` across the width (bounded knapsack by binary splitting), each item within its units left. */
function fillWidth(c: RowCargo, stacks: readonly Stack[], meter: WorkMeter): Stack[] {
  const cells = Math.floor(c.W / CELL);
  const chunks: { stack: Stack; copies: number; width: number; value: number }[] = [];
  for (const s of usefulStacks(c, stacks, cells)) {
    let count = copiesLeft(s, c.left);
    for (let k = 1; count > 0; k *= 2) {
      const copies = Math.min(k, count);
      count -= copies;
      const width = copies * Math.ceil(s.shape.dz / CELL);
      if (width <= cells) chunks.push({ stack: s, copies, width, value: copies * volumeOf(s) });
    }
  }
  meter.spend(chunks.length * (cells + 1));
  // exact widths, so the row's gap to the side wall is known and one dunnage fills can be preferred
  const best = new Float64Array(cells + 1).fill(-1);
  best[0] = 0;
  if (c.scratch.take.length < chunks.length * (cells + 1))
    c.scratch.take = new Uint8Array(2 * chunks.length * (cells + 1));
  const take = c.scratch.take;
  take.fill(0, 0, chunks.length * (cells + 1));
  chunks.forEach((ch, k) => {
    for (let w = cells; w >= ch.width; w--) {
      if (best[w - ch.width] < 0) continue;
      const v = best[w - ch.width] + ch.value;
      if (v > best[w]) {
        best[w] = v;
        take[k * (cells + 1) + w] = 1;
      }
    }
  });
  const dunnageCells = Math.floor(DUNNAGE_MAX_GAP / CELL);
  let w = 0;
  const score = (x: number) =>
    best[x] * (x === cells ? 1 : cells - x <= dunnageCells ? DUNNAGE_GAP_SCORE : WIDE_GAP_SCORE);
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
  const byWidth = new Map<number, Stack[]>();
  for (const s of stacks) {
    const w = Math.ceil(s.shape.dz / CELL);
    byWidth.set(w, [...(byWidth.get(w) ?? []), s]);
  }
  const out: Stack[] = [];
  for (const [w, group] of byWidth) {
    let room = Math.floor(cells / w);
    for (const s of group.sort((a, b) => volumeOf(b) - volumeOf(a))) {
      if (room <= 0) break;
      out.push(s);
      room -= copiesLeft(s, c.left);
    }
  }
  return out;
}

/** Drops the lowest stacks of an item whose stacks (in several shapes or as caps) need more units than are left. */
function withinUnits(c: RowCargo, chosen: Stack[]): Stack[] {
  const used = c.left.map(() => 0);
  const sorted = [...chosen].sort((a, b) => heightOf(b) - heightOf(a));
  return sorted.filter((s) => {
    const items = s.cap ? [s.item, s.cap.item] : [s.item];
    const need = (item: number) =>
      s.deep * ((s.item === item ? s.n : 0) + (s.cap && s.cap.item === item ? s.cap.m : 0));
    if (items.some((item) => used[item] + need(item) > c.left[item])) return false;
    for (const item of items) used[item] += need(item);
    return true;
  });
}

/**
 * The best row of this depth and target height, or null when no stack enters.
 * `seen`: the stack sets already filled for this row; the same set again gives the same row, so null.
 */
export function bestRowFor(
  c: RowCargo,
  depth: number,
  target: number,
  strict: boolean,
  capItems: readonly number[],
  seen: Set<string>,
  meter: WorkMeter,
): Row | null {
  const stacks = rowStacks(c, depth, target, strict, capItems);
  if (stacks.length === 0) return null;
  const key = stacks
    .map(
      (s) =>
        `${s.item}:${s.shape.dx}:${s.shape.dy}:${s.shape.dz}:${s.n}:${s.deep}:${s.cap ? `${s.cap.item}:${s.cap.shape.dx}:${s.cap.shape.dy}:${s.cap.shape.dz}:${s.cap.m}` : ''}`,
    )
    .join('|');
  if (seen.has(key)) return null;
  seen.add(key);
  const chosen = fillWidth(c, stacks, meter);
  if (chosen.length === 0) return null;
  const gap = c.W - chosen.reduce((w, s) => w + s.shape.dz, 0);
  const endStack = chosen.find(cannotTip) ?? null;
  return {
    depth: Math.max(...chosen.map((s) => s.deep * s.shape.dx)),
    height: Math.max(...chosen.map(heightOf)),
    stacks: chosen,
    volume: chosen.reduce((v, s) => v + volumeOf(s), 0),
    gap,
    endStack,
    stable: gap <= 2 * DUNNAGE_MAX_GAP || endStack !== null,
  };
}
