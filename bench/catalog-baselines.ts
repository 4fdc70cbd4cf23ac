/**
 * Baseline catalogues for bench:catalog, the rules a planner without the engine would use, scored
 * on the same prepared instance (same candidate pool, same fit verdicts, same box construction and
 * billing) so the comparison isolates the choice of boxes:
 *
 * - quantileCatalog: the orders (count-weighted) sorted by the volume of their items and cut into
 *   k groups of equal order count; each group's box is the pool candidate of least volume that
 *   holds every order of the group (or, when none does, the one holding the most of its orders).
 * - mostUsedCatalog: every order picks its preferred box from the whole pool (least billed
 *   weight, as chooseBox); the k − 1 boxes picked by the most orders, plus the smallest box
 *   holding the most orders they leave unfit (else the k-th most picked), form the catalogue.
 * Orders no box of a catalogue holds are charged at the largest candidate, as in the engine.
 * Ties go to the smaller box, then the lower pool index, so both are deterministic.
 */
import { boxVolume, type PreparedCatalog } from '../src/core/engines/box-catalog/index.js';
import { NO_FIT } from '../src/core/engines/box-catalog/selection.js';

const byVolumeThenIndex = (prep: PreparedCatalog) => (a: number, b: number) =>
  boxVolume(prep.pool[a]) - boxVolume(prep.pool[b]) || a - b;

/** Order-volume quantiles: k groups of equal order count, each in its smallest box holding the group. */
export function quantileCatalog(prep: PreparedCatalog, k: number): number[] {
  const { n, m, rank, count } = prep.input;
  const shapes = prep.unique.shapes;
  const order = [...Array(n).keys()].sort((a, b) => shapes[a].volume - shapes[b].volume || a - b);
  const orders = count.reduce((s, c) => s + c, 0);
  const groups: number[][] = Array.from({ length: k }, () => []);
  let seen = 0;
  for (const i of order) {
    // the group of the order's count-weighted midpoint
    const g = Math.min(k - 1, Math.floor(((seen + count[i] / 2) / orders) * k));
    groups[g].push(i);
    seen += count[i];
  }
  const bySize = [...Array(m).keys()].sort(byVolumeThenIndex(prep));
  const chosen = new Set<number>();
  for (const group of groups) {
    if (group.length === 0) continue;
    let best = -1;
    let bestHeld = -1;
    for (const j of bySize) {
      let held = 0;
      for (const i of group) if (rank[i * m + j] !== NO_FIT) held += count[i];
      if (held > bestHeld) {
        best = j;
        bestHeld = held;
      }
      if (held === group.reduce((s, i) => s + count[i], 0)) break;
    }
    chosen.add(best);
  }
  return [...chosen];
}

/**
 * The boxes the most orders would pick from the whole pool: the k − 1 most picked, then, when
 * they leave orders unfit, the smallest box holding the most of those (a planner keeps a box for
 * the large orders), else the k-th most picked.
 */
export function mostUsedCatalog(prep: PreparedCatalog, k: number): number[] {
  const { n, m, rank, count } = prep.input;
  const picks = new Float64Array(m);
  for (let i = 0; i < n; i++) {
    let best = -1;
    for (let j = 0; j < m; j++)
      if (rank[i * m + j] !== NO_FIT && (best < 0 || rank[i * m + j] < rank[i * m + best])) best = j;
    if (best >= 0) picks[best] += count[i];
  }
  const tie = byVolumeThenIndex(prep);
  const ranked = [...Array(m).keys()].filter((j) => picks[j] > 0).sort((a, b) => picks[b] - picks[a] || tie(a, b));
  const chosen = ranked.slice(0, k - 1);
  const left = [...Array(n).keys()].filter((i) => chosen.every((j) => rank[i * m + j] === NO_FIT));
  if (left.length === 0) return ranked.slice(0, k);
  let cover = -1;
  let held = 0;
  for (const j of [...Array(m).keys()].sort(tie)) {
    if (chosen.includes(j)) continue;
    let h = 0;
    for (const i of left) if (rank[i * m + j] !== NO_FIT) h += count[i];
    if (h > held) {
      cover = j;
      held = h;
    }
  }
  return cover >= 0 ? [...chosen, cover] : ranked.slice(0, k);
}
