/**
 * Maximum number of identical l × w rectangles (turnable by 90°) on an L × W rectangle: the
 * manufacturer's pallet loading problem, by recursive five-block partitioning.
 *
 * - Every sub-rectangle is normalised to conic combinations of l and w (Dowsland), so the
 *   work depends on how many cartons fit, not on the units; results are memoised per
 *   normalised cell and nesting level.
 * - Level 0 is the exact guillotine DP (guillotine-patterns.ts). Level k splits a cell into
 *   five blocks (Smith & De Cani / Bischoff & Dowsland) filled at level k − 1, or by a
 *   guillotine cut into two level-k parts: the recursive five-block method of Morabito &
 *   Morales (1998) with memoisation, as in Birgin, Lobato & Morabito (2010).
 * - Levels deepen one at a time and stop when the pattern meets the upper bound (area/Barnes,
 *   and for the pallet the area and Barnes bounds of its equivalence class, class-bound.ts, and
 *   the line-crossing bound, crossing-bound.ts, when the guillotine pattern is below): then it is
 *   proved optimal; branch and bound prunes every partition whose blocks'
 *   bounds cannot beat the incumbent.
 * - Work (partitions examined) is capped by the caller's budget; tables are sized from the
 *   conic sets before the search starts, so memory is bounded from the first allocation.
 * - Below the bound, when the caller gives it work, a second phase runs the L-approach
 *   (l-pieces.ts) on its own work meter (bench:plp: L_PHASE_WORK).
 * Limits: the L-approach phase is budgeted, so some instances whose optimum needs it still end
 * one carton short; no proof below the bound.
 */
import { WorkMeter, type Budget } from '../../../search/budget.js';
import { classAreaBound, classBarnesBound } from './class-bound.js';
import { conicCombinations, type ConicSet } from './conic-combinations.js';
import { classCrossingBound, instanceCrossingBound } from './crossing-bound.js';
import { LPieceSearch } from './l-pieces.js';
import { GuillotineTable } from './guillotine-patterns.js';
import { BoundTable } from './plp-upper-bounds.js';
import { emitGrid, gridCount, type PatternRect } from './rect.js';

/** Above this many conic lengths per side the instance is too fine for the tables. */
export const MAX_CONIC_PER_SIDE = 200;
/** Default work for one instance: partitions and cuts examined (≈ 50 ms on one 2020s core at worst). */
export const PLP_WORK = 20_000_000;
/**
 * Work for the L-approach phase when a caller opts in (bench:plp does, on top of PLP_WORK). It is spent
 * in full only on instances the phase cannot close whose bound is not tight: about 0.6 % of the Cover II
 * rows since the crossing bound, too few to set the CPU p95 (docs/benchmarks.md, "PLP patterns").
 * 128,000,000 closes the last Cover II rows (they need up to about 110,000,000 units).
 * Off by default: case design and pallet-estimate search hundreds of footprints per request.
 */
export const L_PHASE_WORK = 128_000_000;
/** Deepest nesting of five-block partitions searched by default. */
export const MAX_LEVEL = 4;

export type PlpStop = 'upper-bound' | 'levels-exhausted' | 'budget' | 'time-cap' | 'too-fine';

/** The best pattern found and why the search stopped. */
export interface PlpSolution {
  readonly count: number;
  readonly rects: readonly PatternRect[];
  /**
   * min(area, Barnes) on the normalised pallet sides, the area and Barnes bounds of the instance's equivalence
   * class and, below them, its crossing bound (with the L phase on: over the class's members too).
   */
  readonly upperBound: number;
  /** True when count meets the upper bound. */
  readonly provedOptimal: boolean;
  readonly method: 'homogeneous' | 'guillotine' | 'recursive-five-block' | 'l-pieces';
  /** Nesting levels of five-block partitions searched (0 = guillotine only). */
  readonly levels: number;
  readonly stoppedBy: PlpStop;
  /** Work units spent (partitions and cuts examined). */
  readonly work: number;
}

const INHERIT = 0;
const CUT_X = 1;
const CUT_Y = 2;
const FIVE = 3;
/** Fields of one side pair: i1 (first cut), far (side − c1), rest (side − c2), near (c2), mid (c2 − c1). */
const PAIR = 5;

interface Level {
  readonly value: Int32Array;
  readonly kind: Uint8Array;
  readonly arg: Int32Array;
}

/** Cut pairs c1 < c2 on a side of length values[i]; `symmetric` keeps c1 ≤ side − c2 (180° turns repeat the rest). */
function sidePairs(set: ConicSet, i: number, symmetric: boolean): Int32Array {
  const values = set.values;
  const S = values[i];
  const out: number[] = [];
  for (let i1 = 1; i1 < i; i1++) {
    const c1 = values[i1];
    for (let m = 1; m < i; m++) {
      const c2 = S - values[m];
      if (c2 <= c1) break;
      if (symmetric && c1 > values[m]) continue;
      const far = set.indexAtMost(S - c1);
      const near = set.indexAtMost(c2);
      // A side block whose cartons fit beside the first cut makes the partition guillotine: the cut search has it.
      if (near <= i1 || far <= m) continue;
      out.push(i1, far, m, near, set.indexAtMost(c2 - c1));
    }
  }
  return Int32Array.from(out);
}

class RecursivePartitioner {
  readonly bounds: BoundTable;
  readonly guillotine: GuillotineTable;
  private readonly levels: Level[] = [];
  private readonly pairsX = new Map<number, Int32Array>();
  private readonly pairsY = new Map<number, Int32Array>();
  private readonly ny: number;

  constructor(
    readonly xs: ConicSet,
    readonly ys: ConicSet,
    readonly a: number,
    readonly b: number,
    public meter: WorkMeter,
  ) {
    this.ny = ys.values.length;
    this.bounds = new BoundTable(xs.values, ys.values, a, b);
    this.guillotine = new GuillotineTable(xs, ys, a, b, (n) => meter.spend(n));
  }

  addLevel(): void {
    const size = this.xs.values.length * this.ny;
    this.levels.push({
      value: new Int32Array(size).fill(-1),
      kind: new Uint8Array(size),
      arg: new Int32Array(size * 2),
    });
  }

  /** Best count of cell X[i] × Y[j] with at most k nested five-block levels. */
  value(k: number, i: number, j: number): number {
    if (k === 0) return this.guillotine.valueAtIndex(i, j);
    const level = this.levels[k - 1];
    const c = i * this.ny + j;
    if (level.value[c] >= 0) return level.value[c];
    level.value[c] = this.value(k - 1, i, j);
    if (level.value[c] < this.bounds.at(i, j) && !this.meter.exhausted) {
      this.searchFiveBlock(k, i, j, level, c);
      this.searchCuts(k, i, j, level, c);
    }
    return level.value[c];
  }

  private record(level: Level, c: number, v: number, kind: number, a0: number, a1: number): void {
    level.value[c] = v;
    level.kind[c] = kind;
    level.arg[2 * c] = a0;
    level.arg[2 * c + 1] = a1;
  }

  private pairs(map: Map<number, Int32Array>, set: ConicSet, i: number, symmetric: boolean): Int32Array {
    let p = map.get(i);
    if (!p) {
      p = sidePairs(set, i, symmetric);
      map.set(i, p);
      this.meter.spend(p.length / PAIR + 1);
    }
    return p;
  }

  /** Five blocks around a centre, each at level k − 1; branch and bound on the block bounds. */
  private searchFiveBlock(k: number, i: number, j: number, level: Level, c: number): void {
    const px = this.pairs(this.pairsX, this.xs, i, true);
    const py = this.pairs(this.pairsY, this.ys, j, false);
    const ub = this.bounds.at(i, j);
    const bd = this.bounds.cells;
    const ny = this.ny;
    for (let p = 0; p < px.length; p += PAIR) {
      if (!this.meter.spend(py.length / PAIR + 1)) return;
      const x1 = px[p],
        xFar = px[p + 1],
        xRest = px[p + 2],
        xNear = px[p + 3],
        xMid = px[p + 4];
      const r1 = x1 * ny,
        r2 = xFar * ny,
        r3 = xRest * ny,
        r4 = xNear * ny,
        r5 = xMid * ny;
      for (let q = 0; q < py.length; q += PAIR) {
        const y1 = py[q],
          yFar = py[q + 1],
          yRest = py[q + 2],
          yNear = py[q + 3],
          yMid = py[q + 4];
        const u1 = bd[r1 + yNear],
          u2 = bd[r2 + y1],
          u3 = bd[r3 + yFar],
          u4 = bd[r4 + yRest],
          u5 = bd[r5 + yMid];
        let s = u1 + u2 + u3 + u4 + u5;
        const best = level.value[c];
        if (s <= best) continue;
        s += this.value(k - 1, x1, yNear) - u1;
        if (s <= best) continue;
        s += this.value(k - 1, xFar, y1) - u2;
        if (s <= best) continue;
        s += this.value(k - 1, xRest, yFar) - u3;
        if (s <= best) continue;
        s += this.value(k - 1, xNear, yRest) - u4;
        if (s <= best) continue;
        s += this.value(k - 1, xMid, yMid) - u5;
        if (s <= best) continue;
        this.record(level, c, s, FIVE, p, q);
        if (s >= ub) return;
      }
    }
  }

  /** Guillotine cuts into two level-k parts (a pinwheel may sit beside a grid). */
  private searchCuts(k: number, i: number, j: number, level: Level, c: number): void {
    const X = this.xs.values;
    const Y = this.ys.values;
    const ub = this.bounds.at(i, j);
    for (let m = 1; m < i && 2 * X[m] <= X[i] && level.value[c] < ub; m++) {
      if (!this.meter.spend(1)) return;
      const r = this.xs.indexAtMost(X[i] - X[m]);
      this.tryCut(k, level, c, m, j, r, j, CUT_X, m);
    }
    for (let m = 1; m < j && 2 * Y[m] <= Y[j] && level.value[c] < ub; m++) {
      if (!this.meter.spend(1)) return;
      const r = this.ys.indexAtMost(Y[j] - Y[m]);
      this.tryCut(k, level, c, i, m, i, r, CUT_Y, m);
    }
  }

  private tryCut(
    k: number,
    level: Level,
    c: number,
    i1: number,
    j1: number,
    i2: number,
    j2: number,
    kind: number,
    m: number,
  ): void {
    const best = level.value[c];
    const u1 = this.bounds.at(i1, j1);
    const u2 = this.bounds.at(i2, j2);
    if (u1 + u2 <= best) return;
    const v1 = this.value(k, i1, j1);
    if (v1 + u2 <= best) return;
    const v = v1 + this.value(k, i2, j2);
    if (v > level.value[c]) this.record(level, c, v, kind, m, 0);
  }

  /** Appends the cartons of cell X[i] × Y[j] at level k, placed at (u0, v0). */
  emit(k: number, i: number, j: number, u0: number, v0: number, out: PatternRect[]): void {
    const X = this.xs.values;
    const Y = this.ys.values;
    if (k === 0) {
      this.guillotine.emit(X[i], Y[j], u0, v0, out);
      return;
    }
    const level = this.levels[k - 1];
    const c = i * this.ny + j;
    const a0 = level.arg[2 * c];
    switch (level.kind[c]) {
      case INHERIT:
        this.emit(k - 1, i, j, u0, v0, out);
        return;
      case CUT_X:
        this.emit(k, a0, j, u0, v0, out);
        this.emit(k, this.xs.indexAtMost(X[i] - X[a0]), j, u0 + X[a0], v0, out);
        return;
      case CUT_Y:
        this.emit(k, i, a0, u0, v0, out);
        this.emit(k, i, this.ys.indexAtMost(Y[j] - Y[a0]), u0, v0 + Y[a0], out);
        return;
      default:
        this.emitFiveBlock(k, i, j, a0, level.arg[2 * c + 1], u0, v0, out);
    }
  }

  private emitFiveBlock(
    k: number,
    i: number,
    j: number,
    p: number,
    q: number,
    u0: number,
    v0: number,
    out: PatternRect[],
  ): void {
    const px = this.pairs(this.pairsX, this.xs, i, true);
    const py = this.pairs(this.pairsY, this.ys, j, false);
    const X = this.xs.values;
    const Y = this.ys.values;
    const x1 = X[px[p]],
      x2 = X[i] - X[px[p + 2]];
    const y1 = Y[py[q]],
      y2 = Y[j] - Y[py[q + 2]];
    this.emit(k - 1, px[p], py[q + 3], u0, v0, out);
    this.emit(k - 1, px[p + 1], py[q], u0 + x1, v0, out);
    this.emit(k - 1, px[p + 2], py[q + 1], u0 + x2, v0 + y1, out);
    this.emit(k - 1, px[p + 3], py[q + 2], u0, v0 + y2, out);
    this.emit(k - 1, px[p + 4], py[q + 4], u0 + x1, v0 + y1, out);
  }
}

function homogeneous(L: number, W: number, a: number, b: number): PatternRect[] {
  const rects: PatternRect[] = [];
  if (gridCount(L, W, a, b) >= gridCount(L, W, b, a)) emitGrid(L, W, a, b, 0, 0, rects);
  else emitGrid(L, W, b, a, 0, 0, rects);
  return rects;
}

/**
 * Densest pattern of a × b rectangles (either turn) on L × W (positive integers).
 * `budget.work` counts partitions and cuts examined; `lPhaseWork` > 0 runs the L-piece phase below the bound.
 */
export function solvePlp(
  L: number,
  W: number,
  a: number,
  b: number,
  budget: Budget,
  maxLevel = MAX_LEVEL,
  lPhaseWork = 0,
): PlpSolution {
  const meter = new WorkMeter(budget);
  const xs = conicCombinations(L, a, b, MAX_CONIC_PER_SIDE);
  const ys = conicCombinations(W, a, b, MAX_CONIC_PER_SIDE);
  if (!xs || !ys) {
    const rects = homogeneous(L, W, a, b);
    return {
      count: rects.length,
      rects,
      method: 'homogeneous',
      levels: 0,
      stoppedBy: 'too-fine',
      work: 0,
      ...tooFineBound(L, W, a, b, rects.length),
    };
  }
  const search = new RecursivePartitioner(xs, ys, a, b, meter);
  const ti = xs.values.length - 1;
  const tj = ys.values.length - 1;
  const tighten = (bound: number) => {
    search.bounds.tighten(ti, tj, bound);
    return search.bounds.at(ti, tj);
  };
  // Bounds in tiers of cost: each is computed only while the pattern found stays below the ones before.
  let upperBound = tighten(Math.min(classAreaBound(L, W, a, b), classBarnesBound(L, W, a, b)));
  if (search.value(0, ti, tj) < upperBound)
    upperBound = tighten(instanceCrossingBound(xs.values[ti], ys.values[tj], a, b));
  let level = 0;
  while (search.value(level, ti, tj) < upperBound && level < maxLevel && !meter.exhausted) {
    search.addLevel();
    level++;
    search.value(level, ti, tj);
  }
  if (lPhaseWork > 0 && search.value(level, ti, tj) < upperBound) upperBound = tighten(classCrossingBound(L, W, a, b));
  const rects: PatternRect[] = [];
  const lPhase =
    lPhaseWork > 0 && search.value(level, ti, tj) < upperBound && !meter.exhausted
      ? lPieceSearch(search, level, budget, Math.min(lPhaseWork, budget.work - meter.used))
      : null;
  if (lPhase && lPhase.solve(ti, tj) > search.value(level, ti, tj)) lPhase.emitRect(ti, tj, 0, 0, rects);
  else search.emit(level, ti, tj, 0, 0, rects);
  const count = rects.length;
  const home = gridCount(L, W, a, b) >= count || gridCount(L, W, b, a) >= count;
  const stoppedBy: PlpStop =
    count >= upperBound
      ? 'upper-bound'
      : meter.hitTimeCap
        ? 'time-cap'
        : meter.exhausted || lPhase?.exhausted
          ? 'budget'
          : 'levels-exhausted';
  return {
    count,
    rects,
    upperBound,
    provedOptimal: count >= upperBound,
    method: home
      ? 'homogeneous'
      : level === 0 || search.value(0, ti, tj) >= count
        ? 'guillotine'
        : count > search.value(level, ti, tj)
          ? 'l-pieces'
          : 'recursive-five-block',
    levels: level,
    stoppedBy,
    work: meter.used + (lPhase?.workUsed ?? 0),
  };
}

/** Second phase on its own work meter of `work` units (within what the first phase left of the caller's budget). */
function lPieceSearch(search: RecursivePartitioner, level: number, budget: Budget, work: number): LPieceSearch {
  const oracle = {
    value: (i: number, j: number) => search.value(level, i, j),
    bound: (i: number, j: number) => search.bounds.at(i, j),
    emit: (i: number, j: number, u0: number, v0: number, out: PatternRect[]) => search.emit(level, i, j, u0, v0, out),
  };
  const meter = new WorkMeter({ work, isTimeUp: budget.isTimeUp });
  // Five-block values of new sub-rectangles are searched on the phase's own meter, so the phase costs at most its budget.
  search.meter = meter;
  return new LPieceSearch(search.xs, search.ys, search.a, search.b, oracle, meter);
}

/** For instances too fine for the tables: the plain area bound, which is cheap at any size. */
function tooFineBound(
  L: number,
  W: number,
  a: number,
  b: number,
  count: number,
): { upperBound: number; provedOptimal: boolean } {
  const upperBound = Math.floor((L * W) / (a * b));
  return { upperBound, provedOptimal: count >= upperBound };
}

/** Every strip X[i] × W of one partition table (X the conic lengths up to a span), for strip-patterns.ts. */
export interface StripTable {
  /** Strip lengths, ascending: the conic combinations of a and b up to the span, 0 left out. */
  readonly lengths: readonly number[];
  /** Upper bound of strip s (area and Barnes on normalised sides). */
  bound(s: number): number;
  /** Best count of strip s, searched to `maxLevel` on first call within the one budget, memoised. */
  count(s: number): number;
  /** Guillotine count of strip s (no search). */
  count0(s: number): number;
  /** Whether strip s's best pattern is beyond guillotine (five-block partitions). */
  partitioned(s: number): boolean;
  /** Appends the cartons of strip s placed at (u0, 0). */
  emit(s: number, u0: number, out: PatternRect[]): void;
  /** Work spent: the guillotine table and every strip's search. */
  work(): number;
}

/**
 * One recursive five-block table for all strips X[i] × W of a long floor: the strips share
 * their sub-rectangles (and the guillotine and bound tables), so each is searched once instead
 * of once per strip. The guillotine table is built whole (about |X|² · |Y| cuts, within
 * `tableWork`); a strip is deepened to `maxLevel` when first counted, on a meter of its own of
 * `perStrip` units within what is left of `budget.work` for all strips. Null when either side is
 * too fine for the tables.
 */
export function stripTable(
  span: number,
  W: number,
  a: number,
  b: number,
  budget: Budget,
  perStrip: number,
  tableWork: number,
  maxLevel = MAX_LEVEL,
): StripTable | null {
  const xs = conicCombinations(span, a, b, MAX_CONIC_PER_SIDE);
  const ys = conicCombinations(W, a, b, MAX_CONIC_PER_SIDE);
  if (!xs || !ys) return null;
  const table = new WorkMeter({ work: tableWork, isTimeUp: budget.isTimeUp });
  const search = new RecursivePartitioner(xs, ys, a, b, table);
  for (let k = 0; k < maxLevel; k++) search.addLevel();
  const tj = ys.values.length - 1;
  const counted = new Int32Array(xs.values.length).fill(-1);
  let used = 0;
  const count = (s: number) => {
    if (counted[s] < 0) {
      search.meter = new WorkMeter({
        work: Math.max(0, Math.min(perStrip, budget.work - used)),
        isTimeUp: budget.isTimeUp,
      });
      counted[s] = search.value(maxLevel, s + 1, tj);
      used += search.meter.used;
    }
    return counted[s];
  };
  return {
    lengths: xs.values.slice(1),
    bound: (s) => search.bounds.at(s + 1, tj),
    count,
    count0: (s) => search.value(0, s + 1, tj),
    partitioned: (s) => count(s) > search.value(0, s + 1, tj),
    emit: (s, u0, out) => search.emit(maxLevel, s + 1, tj, u0, 0, out),
    work: () => used + table.used,
  };
}
