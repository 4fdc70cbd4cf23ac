/**
 * Pool repack: the least-full pallet of a fill at the bound loaded again together with the few
 * cartons the fill left out, by block building with narrower block caps.
 *
 * Optimises: cartons placed on the bound's pallets, when a top repack (top-repack.ts) could not
 * place the last few.
 * Method: the dense fill's block building keeps up to 10,000 candidate blocks, 400 per carton
 * stance. Narrower caps (500 / 50, then 200 / 20) make the beam search weigh other, simpler
 * blocks, and some pools that the wide caps leave a carton short then fit. The pool is the
 * pallet's own cartons plus those left out; a load that takes every one of them replaces the
 * pallet. The block approach re-checks every pallet rule.
 * Limits: one pallet pooled (the least full); two tunings; a pool already reloaded is not reloaded again.
 */
import { DEFAULT_TUNING, type ContainerTuning } from '../container-loading/index.js';
import type { Loaded } from './share-loading.js';

export const POOL_TUNINGS: readonly ContainerTuning[] = [
  { ...DEFAULT_TUNING, maxBlocks: 500, perShapeCap: 50 },
  { ...DEFAULT_TUNING, maxBlocks: 200, perShapeCap: 20 },
];

/**
 * The pallets with every carton of `left` placed, or null. `load` loads one pallet from `qty` under `tuning`;
 * `pooled` holds the pools reloaded before (a pool reloaded again would load as before: null).
 */
export function poolRepack(
  pallets: readonly Loaded[],
  left: readonly number[],
  load: (qty: readonly number[], tuning: ContainerTuning) => Loaded,
  timeUp: () => boolean,
  pooled = new Set<string>(),
): Loaded[] | null {
  if (pallets.length === 0 || left.every((q) => q === 0)) return null;
  const g = pallets.reduce(
    (best, p, i) => (p.measures.placedVolume < pallets[best].measures.placedVolume ? i : best),
    0,
  );
  const own = pallets[g].placements.reduce(
    (out, b) => {
      out[b.item]++;
      return out;
    },
    left.map(() => 0),
  );
  const pool = left.map((q, i) => q + own[i]);
  const key = pool.join(',');
  if (pooled.has(key)) return null;
  pooled.add(key);
  const wanted = pool.reduce((s, q) => s + q, 0);
  for (const tuning of POOL_TUNINGS) {
    if (timeUp()) return null;
    const again = load(pool, tuning);
    if (again.placements.length === wanted)
      return pallets.map((p, i) => (i === g ? { ...again, approach: `${again.approach}+pool-repack` } : p));
  }
  return null;
}
