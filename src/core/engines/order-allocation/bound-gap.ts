/**
 * Why an order's pallet count exceeds its lower bound, in terms a shipper can act on.
 *
 * The bound is valid but not tight, and the search is a heuristic, so a gap has one of two
 * causes that cannot be told apart for sure: no plan at the bound exists, or none was found.
 * What can be said is which cartons the attempt at the bound could not place: fragile ones
 * (they need free tops), stack-limited ones (they need light loads above), or others
 * (packing loss: the cargo's volume against the pallets the bound allows). The detail also
 * names the bound(s) that set the value (volume, weight, level...), so a reader can tell a
 * count bound proven by plane capacity from a plain volume share.
 */
import type { Problem } from '../../model/problem.js';
import { cargoVolume } from './share-loading.js';
import type { PalletLowerBound } from './pallet-lower-bound.js';

export type BoundGapReason = 'fragile_tops' | 'stack_limits' | 'packing_loss';

export interface BoundGap {
  readonly reason: BoundGapReason;
  readonly detail: string;
}

/** `leftAtBound`: per item, the cartons the last whole-order attempt at the bound left out (null when none ran). */
export function boundGap(problem: Problem, bound: PalletLowerBound, leftAtBound: readonly number[] | null): BoundGap {
  const { l, w, h } = problem.space;
  const volume = cargoVolume(problem) / (l * w * h);
  const share = `the cargo fills ${volume.toFixed(2)} pallet volumes against a bound of ${bound.value} (${bindingBounds(bound).join(', ')})`;
  const left = leftAtBound ?? problem.items.map(() => 0);
  const count = (keep: (maxStack: number | null) => boolean) =>
    problem.items.reduce((n, it) => n + (keep(it.maxStack) ? left[it.index] : 0), 0);
  const fragile = count((m) => m === 0);
  const limited = count((m) => m !== null && m > 0);
  if (fragile > 0)
    return {
      reason: 'fragile_tops',
      detail: `at ${bound.value} pallet(s), ${fragile} fragile carton(s) found no free top; ${share}`,
    };
  if (limited > 0)
    return {
      reason: 'stack_limits',
      detail: `at ${bound.value} pallet(s), ${limited} stack-limited carton(s) found no place under a light enough load; ${share}`,
    };
  const out = left.reduce((a, b) => a + b, 0);
  const tried = leftAtBound
    ? `at ${bound.value} pallet(s), ${out} carton(s) found no room`
    : `no plan at ${bound.value} pallet(s) was found`;
  return {
    reason: 'packing_loss',
    detail: `${tried}; ${share}; the bound may be loose or the search may have missed a plan`,
  };
}

/** The names of the bounds equal to the reported value (the ones that set it). */
export function bindingBounds(bound: PalletLowerBound): string[] {
  const { value, ...parts } = bound;
  const names = Object.entries(parts)
    .filter(([, v]) => v === value)
    .map(([name]) => name);
  return names.length > 0 ? names : ['at least one pallet'];
}
