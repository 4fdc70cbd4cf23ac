import type { Shape } from '../../model/item.js';
import { TIP_RATIO } from '../../geometry/free-standing.js';

/**
 * Stacks of a wall stow and their caps. A stack is `n` units of one item in one shape, one on
 * another, `deep` such stacks one behind another along x; a cap is `m` units of a lighter item
 * on top, on a footprint within the stack's, that brings the stack to its row's level.
 * Optimises: the cap that brings a stack closest to the target height (then the most volume);
 * method: every shape of the lead items, within maxStack (the bottom unit carries the units
 * above and the cap), the cap's own stacking limit, never a bottomOnly unit, never heavier than
 * the unit it stands on (heavy low), at most CAP_STEP narrower across (a gap dunnage fills).
 */

export interface Cap {
  readonly item: number;
  readonly shape: Shape;
  readonly m: number;
}

export interface Stack {
  readonly item: number;
  readonly shape: Shape;
  readonly n: number;
  readonly deep: number;
  readonly cap: Cap | null;
}

/** What caps may use, per item. */
export interface CapCargo {
  readonly shapes: readonly (readonly Shape[])[];
  readonly left: readonly number[];
  readonly stackLimit: readonly number[];
  readonly weight: readonly number[];
  readonly maxStack: readonly (number | null)[];
  readonly bottomOnly: readonly boolean[];
  /** How much narrower across than its stack a cap may be (CAP_STEP, or 0: caps flush with their stack, no gap between tops). */
  readonly capStep: number;
}

/** A cap may be narrower across than the stack it tops by this much (half the widest dunnage gap, 10 cm). */
export const CAP_STEP = 1_000;

const volumeOfShape = (s: Shape) => s.dx * s.dy * s.dz;

export const heightOf = (s: Stack): number => s.n * s.shape.dy + (s.cap ? s.cap.m * s.cap.shape.dy : 0);
export const topShape = (s: Stack): Shape => s.cap?.shape ?? s.shape;
export const volumeOf = (s: Stack): number =>
  s.deep * (s.n * volumeOfShape(s.shape) + (s.cap ? s.cap.m * volumeOfShape(s.cap.shape) : 0));
export const massOf = (s: Stack, weight: readonly number[]): number =>
  s.deep * (s.n * weight[s.item] + (s.cap ? s.cap.m * weight[s.cap.item] : 0));

/** Units of `item` the stack takes. */
export function unitsOf(s: Stack, item: number): number {
  return s.deep * ((s.item === item ? s.n : 0) + (s.cap && s.cap.item === item ? s.cap.m : 0));
}

/** How many copies of the stack the units left allow. */
export function copiesLeft(s: Stack, left: readonly number[]): number {
  const own = Math.floor(left[s.item] / unitsOf(s, s.item));
  return s.cap ? Math.min(own, Math.floor(left[s.cap.item] / unitsOf(s, s.cap.item))) : own;
}

/** True when the stack is low enough never to tip (geometry/free-standing.ts). */
export function cannotTip(s: Stack): boolean {
  const top = topShape(s);
  return heightOf(s) <= TIP_RATIO * Math.min(top.dx, top.dz);
}

/** The cap from `capItems` that brings a single stack closest to `target` (null when none fits or the stack is level). */
export function bestCap(
  c: CapCargo,
  s: Stack,
  target: number,
  capItems: readonly number[],
  strict: boolean,
): Stack | null {
  const base = s.n * s.shape.dy;
  const room = target - base;
  if (s.deep !== 1 || room <= 0 || c.maxStack[s.item] === 0) return null;
  let best: Stack | null = null;
  for (const item of capItems) {
    if (item === s.item || c.left[item] <= 0 || c.bottomOnly[item] || c.weight[item] > c.weight[s.item]) continue;
    for (const shape of c.shapes[item]) {
      if (shape.dx > s.shape.dx || shape.dz > s.shape.dz || s.shape.dz - shape.dz > c.capStep) continue;
      let m = Math.min(Math.floor(room / shape.dy), c.stackLimit[item], c.left[item]);
      const limit = c.maxStack[s.item];
      // the stack's bottom unit carries the units above it and the cap
      if (limit !== null && c.weight[item] > 0)
        m = Math.min(m, Math.floor((limit - (s.n - 1) * c.weight[s.item]) / c.weight[item]));
      if (m < 1) continue;
      const capped: Stack = { ...s, cap: { item, shape, m } };
      if (strict && shape.dz >= shape.dx && !cannotTip(capped)) continue;
      if (
        !best ||
        heightOf(capped) > heightOf(best) ||
        (heightOf(capped) === heightOf(best) && volumeOf(capped) > volumeOf(best))
      )
        best = capped;
    }
  }
  return best;
}
