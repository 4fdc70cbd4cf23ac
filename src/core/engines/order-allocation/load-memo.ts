/**
 * Pallet loads remembered for one order plan: the allocation steps offer the pallet engine
 * the same cartons more than once (balance-last and the balanced tail split the same last
 * pallets evenly and by whole SKUs; a tail that balance-last already balanced is split again),
 * and a load is a pure function of what is offered and how, so the second time is a look-up.
 * A remembered load is still counted (`counted`) with its full work, so the plan's work total,
 * and so every plan, stays byte-identical to loading it again.
 */
import type { Loaded } from './share-loading.js';

export type PalletLoader<K extends unknown[]> = (qty: readonly number[], ...how: K) => Loaded;

/**
 * `load` (which must not count) wrapped so each distinct (qty, how) is loaded once per memo;
 * `how` is keyed by JSON, so it must be plain data. Every call, remembered or not, goes through `counted`.
 */
export function memoizedLoads<K extends unknown[]>(load: PalletLoader<K>, counted: (p: Loaded) => Loaded): PalletLoader<K> {
  const seen = new Map<string, Loaded>();
  return (qty, ...how) => {
    const key = `${qty.join(',')}|${JSON.stringify(how)}`;
    let pallet = seen.get(key);
    if (!pallet) {
      pallet = load(qty, ...how);
      seen.set(key, pallet);
    }
    return counted(pallet);
  };
}
