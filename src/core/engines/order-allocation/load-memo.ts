/**
 * Pallet loads remembered for one order plan: the search offers the engines the same cartons
 * more than once (reloads of the same pallets by different moves, the whole-order moves' fills
 * and the wide loaders on the whole order, every whole-order move by wide block building
 * starting with the same first pallet), and a load
 * is a pure function of the problem, what is offered and how, so the second time is a look-up.
 * A remembered load is still counted (`counted`) with its full work, so the plan's work total,
 * and so every plan, stays byte-identical to loading it again.
 */
import type { Loaded } from './share-loading.js';

/** One order plan's remembered loads, by a key that names the problem's cartons and how they were loaded. */
export class LoadMemo {
  private readonly seen = new Map<string, Loaded>();

  /** The load for `key`: remembered, or made now by `make` (which must not count it). */
  load(key: string, make: () => Loaded): Loaded {
    let pallet = this.seen.get(key);
    if (!pallet) {
      pallet = make();
      this.seen.set(key, pallet);
    }
    return pallet;
  }
}

/** The key of `qty` loaded `how` (plain data, keyed by JSON) under a loader's `name`. */
export function loadKey(name: string, qty: readonly number[], how: unknown): string {
  return `${name}|${qty.join(',')}|${JSON.stringify(how)}`;
}

export type PalletLoader<K extends unknown[]> = (qty: readonly number[], ...how: K) => Loaded;

/**
 * `load` (which must not count) wrapped so each distinct (qty, how) is loaded once per memo;
 * every call, remembered or not, goes through `counted`.
 */
export function memoizedLoads<K extends unknown[]>(
  load: PalletLoader<K>,
  counted: (p: Loaded) => Loaded,
  memo = new LoadMemo(),
): PalletLoader<K> {
  return (qty, ...how) => counted(memo.load(loadKey('pallet', qty, how), () => load(qty, ...how)));
}
