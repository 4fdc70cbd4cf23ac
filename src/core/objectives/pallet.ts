/**
 * The pallet objective: one pallet plan's quality as a pallet-build lead judges it, as an integer
 * key (keys.ts; smaller is better). In order:
 *  1. every carton placed (complete before partial; among partial plans more cartons, then more
 *     usable volume, or the reverse when filling pallet after pallet: PartialPreference);
 *  2. the centre of gravity inside the warning band (≤ COG_WARN_PCT), else inside the failing limit;
 *  3. heavy and liquid low: fewer contacts where a carton rests on one under 1/HEAVY_RATIO of its
 *     weight (the same rule as HEAVY_OVER_LIGHT in every report) or a liquid carton (item field
 *     `liquid`) rests on one that is not, counted together as one term;
 *  4. no free-standing single-width wall or column: fewer stacks one carton wide beyond the
 *     slenderness limit (pallet-slenderness.ts, the same stacks SLENDER_STACK counts);
 *  5. no free-standing column above the main top, then full layers (little side area standing
 *     free), then a flat top, all in coarse steps so only a clear difference decides;
 *  6. the lowest loaded height;
 *  7. the most central CoG (0.1 % steps), as a last word.
 * Heights are compared in steps of HEIGHT_STEP of the usable height before flatness, then exactly
 * after it: a flatter load a few centimetres taller beats a ragged lower one, transitively.
 */
import { compareKeys, type ObjectiveKey } from './keys.js';
import { cogBand } from './pallet-thresholds.js';

/** Heights within one step (this share of the usable height) count as the same height for the flatness terms. */
export const HEIGHT_STEP = 0.02;

/** What the objective reads of a pallet plan (engines/pallet-loading/plan-ranking.ts measures it). */
export interface PalletObjectiveInput {
  readonly complete: boolean;
  readonly placedCount: number;
  /** Placed volume where a fragile carton counts its whole column (integer length units cubed). */
  readonly effectiveVolume: number;
  /** Highest box top above the deck, length units. */
  readonly height: number;
  /** Usable height of the load space, length units (the height step's base). */
  readonly usableHeight: number;
  /** CoG offset from the deck centre, % of l (x) and w (z). */
  readonly cogOffsetPct: { readonly x: number; readonly z: number };
  /** Contacts where the upper carton weighs at least HEAVY_RATIO times the lower one. */
  readonly heavyOverLight: number;
  /** Contacts where a liquid carton rests on one that is not liquid (0 when absent). */
  readonly liquidOverDry?: number;
  /** Free-standing stacks one carton wide beyond the slenderness limit (0 when absent). */
  readonly slenderStacks?: number;
  /** Boxes with nothing on them rising above the main top. */
  readonly columnsAbove: number;
  /** Free-standing side area over all side area, 0..1. */
  readonly exposedSide: number;
  /** Share of the footprint flat at the loaded height, 0..1. */
  readonly flatTop: number;
}

/** What decides between two partial plans: more cartons ('count', pallet-estimate) or fuller pallet ('volume', order allocation). */
export type PartialPreference = 'count' | 'volume';

/** The height step a plan's loaded height falls in (HEIGHT_STEP of the usable height, at least one unit). */
export function heightStep(m: Pick<PalletObjectiveInput, 'height' | 'usableHeight'>): number {
  return Math.floor(m.height / Math.max(1, Math.round(HEIGHT_STEP * m.usableHeight)));
}

export function palletKey(m: PalletObjectiveInput, partial: PartialPreference = 'count'): ObjectiveKey {
  const offset = Math.max(Math.abs(m.cogOffsetPct.x), Math.abs(m.cogOffsetPct.z));
  const [first, second] =
    partial === 'count' ? [-m.placedCount, -m.effectiveVolume] : [-m.effectiveVolume, -m.placedCount];
  return [
    m.complete ? 0 : 1,
    m.complete ? 0 : first,
    m.complete ? 0 : second,
    cogBand(offset),
    m.heavyOverLight + (m.liquidOverDry ?? 0),
    m.slenderStacks ?? 0,
    heightStep(m),
    m.columnsAbove,
    Math.round(20 * m.exposedSide),
    -Math.round(10 * m.flatTop),
    m.height,
    Math.round(10 * offset),
  ];
}

/** Negative when `a` is the better pallet plan. */
export function comparePallets(
  a: PalletObjectiveInput,
  b: PalletObjectiveInput,
  partial: PartialPreference = 'count',
): number {
  return compareKeys(palletKey(a, partial), palletKey(b, partial));
}
