/**
 * Pallet and container fill of one case, cases upright (their height stays vertical),
 * column stacks only, so every layer repeats the best 2D pattern of case footprints.
 *
 * - Pallet: the PLP pattern on the deck plus overhang, full layers up to maxHeight and
 *   maxWeight (a Ti × Hi build).
 * - Container floor-loaded: the PLP pattern on the floor, layers up to the roof, cases up to
 *   the payload: pattern × layers, or whole cases by payload, whichever is less (no search
 *   bound caps the count; the layer cap only bounds the rectangles one pattern lists).
 * - Container palletised: pallet footprints by the same PLP engine, one tier or two when two
 *   loaded pallets fit the height (a lower build is tried for two tiers), 25 kg tare each.
 * Patterns come from plp/recursive-partition.ts, memoised per footprint for one request, with
 * a work budget per search and one for the whole request (so the request's work is bounded),
 * screened small for every footprint, then refined at a budget sized to the problem for the
 * leading candidates (PatternCache; strips for long floors, plp/strip-patterns.ts);
 * a footprint whose layer could list more than MAX_CASES_PER_LAYER rectangles is not searched
 * and that fill is left out (layer-cap.ts), so no pattern's size grows with the floor-to-case ratio.
 * Limits: no mixed-orientation layers, no interlocking, no partial layers on pallets.
 */
import { MAX_LEVEL, PLP_WORK, solvePlp, type PlpSolution } from '../pallet-loading/plp/recursive-partition.js';
import { stripPlp } from '../pallet-loading/plp/strip-patterns.js';
import {
  CASE_SEARCH,
  type CaseDesign,
  type ContainerFill,
  type ContainerSpec,
  deckOf,
  type FloorLoad,
  type PalletFill,
  type PalletLoad,
  type PalletSpec,
} from './case-problem.js';
import { areaBound, overLayerCap } from './layer-cap.js';

/** Least work per pattern search (see recursive-partition.ts): most footprints prove optimal far below it. */
export const CASE_PATTERN_WORK = 200_000;
/** Work per pattern search per squared case count of the area bound, up to the engine's PLP_WORK. */
export const PATTERN_WORK_PER_CASE2 = 2000;
/** Work for all pattern searches of one request; once spent, each further search gets MIN_PATTERN_WORK. */
export const CASE_TOTAL_PATTERN_WORK = 10_000_000;
const MIN_PATTERN_WORK = 20_000;
/** Work of each strip's search when a long floor is too fine for the tables, and of all strips of one floor (strip-patterns.ts). */
const STRIP_WORK = 50_000;
const STRIP_TOTAL = 1_000_000;

/** Above this many cases by area (container floors of small cases) the tables' proofs rarely close: the least budget. */
export const SIZED_PATTERN_CASES = 250;

/**
 * A pattern search's budget sized to the problem: n² × PATTERN_WORK_PER_CASE2 for n cases by
 * area, within [200,000, PLP_WORK]; 200,000 above SIZED_PATTERN_CASES.
 */
export const patternWork = (n: number) =>
  n > SIZED_PATTERN_CASES
    ? CASE_PATTERN_WORK
    : Math.min(PLP_WORK, Math.max(CASE_PATTERN_WORK, PATTERN_WORK_PER_CASE2 * n * n));

/** Work for all refining searches of one request (the shown candidates' patterns, at their sized budgets). */
export const CASE_REFINE_WORK = 20_000_000;

interface Memo {
  readonly s: PlpSolution | null;
  /** Searched at its sized budget (refining), or at the screening budget. */
  readonly sized: boolean;
}

/**
 * One request's pattern searches, memoised by footprint, in two modes: screening (every
 * footprint of the search, CASE_PATTERN_WORK each within CASE_TOTAL_PATTERN_WORK), then
 * refining (`refining = true`: the patterns of the leading candidates again, at a budget sized
 * to the problem with the L-approach phase, strips for long floors, within CASE_REFINE_WORK).
 */
export class PatternCache {
  private readonly memo = new Map<string, Memo>();
  /** Footprints left unsearched because a layer of them could exceed MAX_CASES_PER_LAYER (layer-cap.ts). */
  overLayerCap = 0;
  screenWork = 0;
  refineWork = 0;
  timedOut = false;
  refining = false;
  constructor(private readonly isTimeUp?: () => boolean) {}

  get searches(): number {
    let n = 0;
    for (const m of this.memo.values()) if (m.s) n++;
    return n;
  }
  get proved(): number {
    let n = 0;
    for (const m of this.memo.values()) if (m.s?.provedOptimal) n++;
    return n;
  }
  get stoppedByBudget(): number {
    let n = 0;
    for (const m of this.memo.values()) if (m.s?.stoppedBy === 'budget') n++;
    return n;
  }
  get work(): number {
    return this.screenWork + this.refineWork;
  }

  /** The best pattern of a × b on L × W, or null when its layer could list more rectangles than the cap allows. */
  get(L: number, W: number, a: number, b: number): PlpSolution | null {
    const key = `${L},${W},${a},${b}`;
    const known = this.memo.get(key);
    if (known !== undefined && (known.s === null || known.sized || !this.refining)) return known.s;
    if (overLayerCap(L, W, a, b)) {
      this.memo.set(key, { s: null, sized: true });
      this.overLayerCap++;
      return null;
    }
    const s = this.refining ? this.refine(L, W, a, b, known?.s ?? null) : this.screen(L, W, a, b);
    if (s.stoppedBy === 'time-cap') this.timedOut = true;
    this.memo.set(key, { s, sized: this.refining });
    return s;
  }

  private screen(L: number, W: number, a: number, b: number): PlpSolution {
    const work = Math.max(MIN_PATTERN_WORK, Math.min(CASE_PATTERN_WORK, CASE_TOTAL_PATTERN_WORK - this.screenWork));
    const s = solvePlp(L, W, a, b, { work, isTimeUp: this.isTimeUp });
    this.screenWork += s.work;
    return s;
  }

  private refine(L: number, W: number, a: number, b: number, before: PlpSolution | null): PlpSolution {
    const left = CASE_REFINE_WORK - this.refineWork;
    const work = Math.min(patternWork(areaBound(L, W, a, b)), left);
    if (before && (before.provedOptimal || work <= CASE_PATTERN_WORK)) return before;
    // the L-approach phase runs below the bound, within what the five-block search left of the budget
    let s = solvePlp(L, W, a, b, { work, isTimeUp: this.isTimeUp }, MAX_LEVEL, work);
    this.refineWork += s.work;
    if (s.stoppedBy === 'too-fine') {
      // a long floor: strips across its length instead of the plain grid
      const room = Math.min(STRIP_TOTAL, CASE_REFINE_WORK - this.refineWork);
      const strips =
        room >= STRIP_WORK ? stripPlp(L, W, a, b, { work: STRIP_WORK, isTimeUp: this.isTimeUp }, room) : null;
      if (strips) this.refineWork += strips.work;
      if (strips && strips.count >= s.count) s = { ...strips, work: s.work + strips.work };
    }
    return before && before.count > s.count ? before : s;
  }
}

/** Full layers of the best pattern on the pallet, or null when not one layer fits. */
export function fillPallet(c: CaseDesign, p: PalletSpec, cache: PatternCache): PalletFill | null {
  const deck = deckOf(p);
  const pattern = cache.get(deck.l, deck.w, c.outer.l, c.outer.w);
  if (!pattern) return null;
  const perLayer = pattern.count;
  const byHeight = Math.floor((p.maxHeight - p.baseHeight) / c.outer.h);
  const byWeight = perLayer > 0 ? Math.floor(p.maxWeight / (perLayer * c.weight)) : 0;
  const layers = Math.min(byHeight, byWeight);
  if (perLayer === 0 || layers <= 0) return null;
  const cases = perLayer * layers;
  const cube = deck.l * deck.w * (p.maxHeight - p.baseHeight);
  return {
    casesPerLayer: perLayer,
    layers,
    cases,
    units: cases * c.unitsPerCase,
    loadedHeight: p.baseHeight + layers * c.outer.h,
    cargoWeight: cases * c.weight,
    fill: (cases * c.outer.l * c.outer.w * c.outer.h) / cube,
    limitedBy: byWeight < byHeight ? 'weight' : 'height',
    pattern,
    deck,
  };
}

function floorLoad(c: CaseDesign, k: ContainerSpec, cache: PatternCache): FloorLoad | null {
  const pattern = cache.get(k.l, k.w, c.outer.l, c.outer.w);
  if (!pattern) return null;
  const layers = Math.floor(k.h / c.outer.h);
  const byCube = pattern.count * layers;
  const byPayload = Math.floor(k.payload / c.weight);
  const cases = Math.min(byCube, byPayload);
  if (cases <= 0) return null;
  const limitedBy = cases === byCube ? 'space' : 'payload';
  return {
    casesPerLayer: pattern.count,
    layers,
    cases,
    units: cases * c.unitsPerCase,
    cargoWeight: cases * c.weight,
    limitedBy,
    pattern,
  };
}

/** Pallets of `layers` full layers in the container, `tiers` high. */
function palletLoad(
  c: CaseDesign,
  p: PalletSpec,
  k: ContainerSpec,
  perLayer: number,
  layers: number,
  tiers: number,
  cache: PatternCache,
): PalletLoad | null {
  if (layers <= 0 || tiers <= 0) return null;
  const deck = deckOf(p);
  const pattern = cache.get(k.l, k.w, Math.max(deck.l, deck.w), Math.min(deck.l, deck.w));
  if (!pattern) return null;
  const casesPerPallet = perLayer * layers;
  const grossPerPallet = casesPerPallet * c.weight + CASE_SEARCH.palletTare;
  const bySpace = pattern.count * tiers;
  const byPayload = Math.floor(k.payload / grossPerPallet);
  const pallets = Math.min(bySpace, byPayload);
  if (pallets <= 0) return null;
  return {
    pallets,
    perTier: pattern.count,
    tiers,
    layersPerPallet: layers,
    casesPerPallet,
    units: pallets * casesPerPallet * c.unitsPerCase,
    loadedHeight: p.baseHeight + layers * c.outer.h,
    grossPerPallet,
    cargoWeight: pallets * casesPerPallet * c.weight,
    limitedBy: byPayload < bySpace ? 'payload' : tiers < CASE_SEARCH.maxTiers ? 'height' : 'floor',
    pattern,
  };
}

/** The better of one tier of the full pallet build and two tiers of a build low enough to double-stack. */
function palletised(
  c: CaseDesign,
  pallet: PalletFill,
  p: PalletSpec,
  k: ContainerSpec,
  cache: PatternCache,
): PalletLoad | null {
  const single =
    pallet.loadedHeight <= k.h
      ? palletLoad(c, p, k, pallet.casesPerLayer, pallet.layers, pallet.loadedHeight * 2 <= k.h ? 2 : 1, cache)
      : null;
  const lowLayers = Math.min(pallet.layers, Math.floor((Math.floor(k.h / 2) - p.baseHeight) / c.outer.h));
  const double = palletLoad(c, p, k, pallet.casesPerLayer, lowLayers, 2, cache);
  if (!single) return double;
  if (!double) return single;
  return double.units > single.units ? double : single;
}

/** Floor-loaded and palletised fill; the mode with more units wins (floor on a tie). */
export function fillContainer(
  c: CaseDesign,
  pallet: PalletFill | null,
  p: PalletSpec | null,
  k: ContainerSpec,
  cache: PatternCache,
): ContainerFill | null {
  const floor = floorLoad(c, k, cache);
  const pallets = pallet && p ? palletised(c, pallet, p, k, cache) : null;
  if (!floor && !pallets) return null;
  const mode = pallets && (!floor || pallets.units > floor.units) ? 'pallets' : 'floor';
  return { mode, units: mode === 'pallets' ? pallets!.units : floor!.units, floor, palletised: pallets };
}
