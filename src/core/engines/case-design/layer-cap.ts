/**
 * The layer cap of case design: a layer pattern lists one rectangle per case, so a footprint
 * far smaller than its floor would cost memory and answer bytes in proportion to the ratio of
 * the floor to the case (a 0.01 cm case on a 120 × 80 cm deck: 96 million rectangles).
 *
 * - A pattern is searched and listed only when the area bound of its floor (floor area over
 *   footprint area, never below any pattern's count) is at most MAX_CASES_PER_LAYER; otherwise
 *   that fill is left out (the case is rejected for that floor) without building anything.
 * - The cap bounds one pattern's rectangles, not a load: layers times the pattern, and the
 *   payload, decide how many cases a container or pallet holds (case-loads.ts).
 * - When even the largest case of the search breaks the cap on the pallet deck (or, without a
 *   pallet, on the container floor), no case could be filled: the request is refused up front.
 */
import { CASE_SEARCH, type CaseDesignProblem, deckOf } from './case-problem.js';
import { productStances } from './case-candidates.js';

/** Most rectangles one layer pattern may list: cases on a deck or floor, pallets on a floor. */
export const MAX_CASES_PER_LAYER: number = CASE_SEARCH.maxCasesPerLayer;

/** Most a × b footprints (either turn) that fit L × W by area: at least any pattern's count. */
export const areaBound = (L: number, W: number, a: number, b: number): number => Math.floor((L * W) / (a * b));

/** True when a pattern of a × b footprints on L × W could list more than MAX_CASES_PER_LAYER rectangles. */
export const overLayerCap = (L: number, W: number, a: number, b: number): boolean =>
  areaBound(L, W, a, b) > MAX_CASES_PER_LAYER;

/**
 * The largest outer footprint area of any case of the search: n = maxUnits products in one
 * layer (a · b = n), a row of n along one side (for a fixed product a · b the board term is
 * largest at a row), over every allowed stance. Cases rejected by maxDim are included, so it is
 * an upper bound.
 */
export function largestFootprintArea(problem: CaseDesignProblem): number {
  const n = problem.maxUnits;
  const t2 = 2 * problem.board;
  const gaps = (n - 1) * (problem.dividers?.thickness ?? 0);
  let most = 0;
  for (const s of productStances(problem.product, problem.orientations)) {
    most = Math.max(most, (n * s.dx + gaps + t2) * (s.dz + t2), (s.dx + t2) * (n * s.dz + gaps + t2));
  }
  return most;
}

/** Which floor makes every fill of the search break the cap, with its area bound; null when none. */
export interface LayerCapBreach {
  /** 'cases-on-pallet', 'cases-on-container' (no pallet sent) or 'pallets-on-container'. */
  readonly what: 'cases-on-pallet' | 'cases-on-container' | 'pallets-on-container';
  /** Area bound of the largest case (or of the pallet deck) on that floor. */
  readonly bound: number;
}

export function layerCapBreach(problem: CaseDesignProblem): LayerCapBreach | null {
  const foot = largestFootprintArea(problem);
  const p = problem.pallet;
  const k = problem.container;
  const bound = (L: number, W: number, area: number) => Math.floor((L * W) / area);
  if (p) {
    const deck = deckOf(p);
    const b = bound(deck.l, deck.w, foot);
    if (b > MAX_CASES_PER_LAYER) return { what: 'cases-on-pallet', bound: b };
    if (k) {
      const onFloor = bound(k.l, k.w, deck.l * deck.w);
      if (onFloor > MAX_CASES_PER_LAYER) return { what: 'pallets-on-container', bound: onFloor };
    }
    return null;
  }
  if (k) {
    const b = bound(k.l, k.w, foot);
    if (b > MAX_CASES_PER_LAYER) return { what: 'cases-on-container', bound: b };
  }
  return null;
}
