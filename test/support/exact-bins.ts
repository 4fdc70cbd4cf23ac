/** Exact small bin packing for lower-bound validity tests: enumerates every grouping. */
/** Fewest groups of cartons 0..n-1 each of which `fits` (exact, by enumeration; fits must hold for every single carton). */
export function exactBins(n: number, fits: (group: readonly number[]) => boolean): number {
  let best = n;
  const groups: number[][] = [];
  const place = (i: number) => {
    if (groups.length >= best) return;
    if (i === n) {
      best = groups.length;
      return;
    }
    for (const g of groups) {
      g.push(i);
      if (fits(g)) place(i + 1);
      g.pop();
    }
    groups.push([i]);
    place(i + 1);
    groups.pop();
  };
  place(0);
  return best;
}
