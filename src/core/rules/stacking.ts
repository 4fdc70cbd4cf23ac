/**
 * The stacking rules every report and the plan checker share: how a load is judged against
 * maxStack (with one load tolerance) and when a unit counts as heavy over light. Engines keep
 * their own, smaller slack below LOAD_TOLERANCE_G so that rounding never turns a pass into a fail.
 */
import type { Rest } from '../geometry/vertical-contacts.js';

/** Loads are sums of fractions of grams; this absorbs rounding when an engine sums in another order. */
export const LOAD_TOLERANCE_G = 1e-3;

/** A unit at least this many times heavier than the unit it rests on is "heavy over light" (Cargo-Planner's example: 100 kg not on 50 kg). */
export const HEAVY_RATIO = 2;

/**
 * The one heavy-over-light rule (grams): the upper unit weighs at least HEAVY_RATIO times the
 * lower one (a unit on a weightless one counts). Every report and every search judges by it.
 */
export const isHeavyOverLight = (upper: number, lower: number): boolean => upper > 0 && upper >= HEAVY_RATIO * lower;

/** True when a unit that carries others breaks its maxStack (grams on top; 0 = takes no load). */
export const exceedsMaxStack = (load: number, maxStack: number): boolean =>
  maxStack === 0 || load > maxStack + LOAD_TOLERANCE_G;

export interface StackLoadTally {
  /** Load-bearing units over their maxStack. */
  readonly overloaded: number;
  /** Highest load as % of maxStack among the load-bearing units within it (0 if none). */
  readonly worstLoadPct: number;
  /** Load-bearing units with no maxStack, so their load cannot be judged. */
  readonly unlimited: readonly number[];
}

/** Judges each load-bearing unit (`bearing`, indices into `loads`) against its maxStack (`limitOf`, null = not given). */
export function tallyStackLoads(
  loads: readonly number[],
  bearing: Iterable<number>,
  limitOf: (i: number) => number | null,
): StackLoadTally {
  let overloaded = 0;
  let worstLoadPct = 0;
  const unlimited: number[] = [];
  for (const i of bearing) {
    const limit = limitOf(i);
    if (limit === null) {
      unlimited.push(i);
      continue;
    }
    if (exceedsMaxStack(loads[i], limit)) overloaded++;
    else worstLoadPct = Math.max(worstLoadPct, (100 * loads[i]) / limit);
  }
  return { overloaded, worstLoadPct, unlimited };
}

export interface HeavyOverLightTally {
  /** Contacts where the upper unit is at least HEAVY_RATIO times the lower one. */
  readonly heavy: number;
  /** Largest upper/lower mass ratio over the judged contacts (0 when none). */
  readonly worstRatio: number;
  /** Contacts not judged because a unit has no weight. */
  readonly unknown: number;
}

/** Judges every resting contact; `weightOf(i)` is unit i's mass in grams, or null when the request gave none. */
export function tallyHeavyOverLight(
  rests: readonly Rest[],
  weightOf: (i: number) => number | null,
): HeavyOverLightTally {
  let heavy = 0;
  let worstRatio = 0;
  let unknown = 0;
  for (const r of rests) {
    const upper = weightOf(r.upper);
    const lower = weightOf(r.lower);
    if (upper === null || lower === null) {
      unknown++;
      continue;
    }
    worstRatio = Math.max(worstRatio, upper / lower);
    if (isHeavyOverLight(upper, lower)) heavy++;
  }
  return { heavy, worstRatio, unknown };
}
