/**
 * Shared by the objective tests: a balanced, complete pallet to vary one term at a time, and the
 * six orderings of three values (transitivity is checked on every one of them).
 */
import type { PalletObjectiveInput } from './pallet.js';

/** Complete, centred, nothing heavy or liquid high, no slender stack, flat top, 120 of 160 cm. */
export const BALANCED_PALLET: PalletObjectiveInput = {
  complete: true,
  placedCount: 40,
  effectiveVolume: 1e12,
  height: 12_000,
  usableHeight: 16_000,
  cogOffsetPct: { x: 0, z: 0 },
  heavyOverLight: 0,
  liquidOverDry: 0,
  slenderStacks: 0,
  columnsAbove: 0,
  exposedSide: 0.1,
  flatTop: 1,
};

/** The six orderings of three values. */
export const orderings3 = <T>(x: T, y: T, z: T): (readonly [T, T, T])[] => [
  [x, y, z],
  [x, z, y],
  [y, x, z],
  [y, z, x],
  [z, x, y],
  [z, y, x],
];
