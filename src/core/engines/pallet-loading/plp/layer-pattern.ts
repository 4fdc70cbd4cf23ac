/**
 * The densest single-layer pattern of one carton footprint on the pallet footprint:
 * the manufacturer's pallet loading problem (PLP).
 *
 * - Homogeneous grids (both turns), then the recursive five-block engine
 *   (recursive-partition.ts); stops as soon as the area/Barnes upper bound is reached.
 * - Footprints too fine for that engine's tables (over 200 conic lengths a side) keep the
 *   guillotine DP and one-level five-block (pinwheel) patterns.
 * - Cartons that may not turn get the fixed-orientation grid, which is optimal for them.
 * - Each search has a fixed work cap, so its result depends only on (L, W, a, b) and is
 *   memoised: a repeated footprint costs nothing.
 * Follows: Dowsland (1987) normalisation; Bischoff & Dowsland (1982) five-block heuristic.
 * Limits: heuristic (optimal on every Cover I instance and almost every Cover II instance, see
 * docs/engines/plp-patterns.md); very fine footprints (over 400 conic lengths per side) get grids only.
 */
import { conicCombinations } from './conic-combinations.js';
import { bestFiveBlock, emitFiveBlock } from './five-block-patterns.js';
import { GuillotineTable } from './guillotine-patterns.js';
import { plpUpperBound } from './plp-bounds.js';
import { solvePlp } from './recursive-partition.js';
import { emitGrid, gridCount, type LayerPattern, type PatternRect } from './rect.js';

const MAX_CONIC_VALUES = 400;
/** DP and five-block steps per footprint: bounds the time (≈ 30 ms) whatever the request's budget, so results are memoisable. */
const PATTERN_WORK = 3_000_000;
const MEMO_LIMIT = 2000;
const memo = new Map<string, LayerPattern>();

function gridPattern(L: number, W: number, a: number, b: number, canTurn: boolean): LayerPattern {
  const ga = gridCount(L, W, a, b);
  const gb = canTurn ? gridCount(L, W, b, a) : -1;
  const rects: PatternRect[] = [];
  if (ga >= gb) emitGrid(L, W, a, b, 0, 0, rects);
  else emitGrid(L, W, b, a, 0, 0, rects);
  return { count: rects.length, rects, method: 'homogeneous' };
}

/**
 * Best pattern of a × b footprints (a along the pallet length when not turned) on L × W.
 * `canTurn` false keeps a along L.
 */
export function bestLayerPattern(L: number, W: number, a: number, b: number, canTurn: boolean): LayerPattern {
  const grid = gridPattern(L, W, a, b, canTurn);
  if (!canTurn || grid.count === 0 || a === b) return grid;
  const key = `${L},${W},${a},${b}`;
  const known = memo.get(key);
  if (known) return known;
  const upper = plpUpperBound(L, W, a, b);
  if (grid.count >= upper) return remember(key, grid);
  const recursive = solvePlp(L, W, a, b, { work: PATTERN_WORK });
  if (recursive.stoppedBy !== 'too-fine') {
    return remember(
      key,
      recursive.count > grid.count
        ? { count: recursive.count, rects: recursive.rects, method: recursive.method }
        : grid,
    );
  }
  const xs = conicCombinations(L, a, b, MAX_CONIC_VALUES);
  const ys = conicCombinations(W, a, b, MAX_CONIC_VALUES);
  if (!xs || !ys) return grid;
  let complete = true;
  let work = 0;
  const track = (n: number) => {
    work += n;
    if (work > PATTERN_WORK) complete = false;
    return complete;
  };
  const table = new GuillotineTable(xs, ys, a, b, track);
  let best: LayerPattern = grid;
  const g = table.valueOf(L, W);
  if (g > best.count) {
    const rects: PatternRect[] = [];
    table.emit(L, W, 0, 0, rects);
    best = { count: rects.length, rects, method: 'guillotine' };
  }
  if (complete && best.count < upper) {
    const cuts = bestFiveBlock(table, L, W, best.count, upper, track);
    if (cuts) {
      const rects = emitFiveBlock(table, L, W, cuts);
      best = { count: rects.length, rects, method: 'five-block' };
    }
  }
  return remember(key, best);
}

function remember(key: string, pattern: LayerPattern): LayerPattern {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, pattern);
  return pattern;
}
