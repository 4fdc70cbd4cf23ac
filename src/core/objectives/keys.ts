/**
 * Objective keys: a plan's quality as a vector of integers, smaller is better, compared
 * lexicographically. Integer vectors compared this way are a total preorder (antisymmetric up to
 * equal keys, transitive), so which plan wins never depends on the order candidates are reduced
 * in. Every product's objective (pallet.ts, and the ones that follow) is one function from a plan
 * to such a key; searches and reports import it from here, never define their own.
 */
export type ObjectiveKey = readonly number[];

/** Negative when `a` is better (smaller at the first differing position), 0 when equal. */
export function compareKeys(a: ObjectiveKey, b: ObjectiveKey): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a[i] - b[i];
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return a.length - b.length;
}
