/**
 * First-order non-guillotine ("pinwheel") patterns of identical cartons, after Smith & De Cani
 * and Bischoff & Dowsland: the rectangle is split into five blocks around a centre block,
 *
 *   B4: [0,x2]×[y2,W]   B3: [x2,L]×[y1,W]
 *   B1: [0,x1]×[0,y2]   B2: [x1,L]×[0,y1]   B5 (centre): [x1,x2]×[y1,y2]
 *
 * and each block is filled by its best guillotine pattern from the table.
 * - Cuts x1 ∈ C(L), L − x2 ∈ C(L), y1 ∈ C(W), W − y2 ∈ C(W) (C = conic combinations); no
 *   optimum is lost by this restriction.
 * - Stops early at the upper bound or when the work budget runs out.
 * Limits: one level of recursion only; patterns needing nested pinwheels or L-shaped pieces
 * (Lins, Lins & Morabito; Birgin, Lobato & Morabito) are missed.
 */
import type { GuillotineTable } from './guillotine-patterns.js';
import type { PatternRect } from './rect.js';

export interface FiveBlockCuts {
  readonly x1: number;
  readonly x2: number;
  readonly y1: number;
  readonly y2: number;
  readonly count: number;
}

interface SidePair {
  readonly c1: number;
  readonly c2: number;
  readonly i1: number;
  readonly iNear: number;
  readonly iFar: number;
  readonly iMid: number;
  readonly iRest: number;
}

/** Cut pairs (c1 < c2) along one side, with the normalised indices of the block sides they create. */
function sidePairs(values: readonly number[], S: number, indexAtMost: (x: number) => number): SidePair[] {
  const pairs: SidePair[] = [];
  for (let i1 = 1; i1 < values.length; i1++) {
    const c1 = values[i1];
    for (let m = 1; m < values.length; m++) {
      const c2 = S - values[m];
      if (c2 <= c1) continue;
      // near = side of the block spanning [0, c2); far = [c1, S); mid = [c1, c2); rest = [c2, S).
      pairs.push({
        c1,
        c2,
        i1,
        iNear: indexAtMost(c2),
        iFar: indexAtMost(S - c1),
        iMid: indexAtMost(c2 - c1),
        iRest: m,
      });
    }
  }
  return pairs;
}

/** Best five-block cuts better than `floor`, or null. */
export function bestFiveBlock(
  table: GuillotineTable,
  L: number,
  W: number,
  floor: number,
  upperBound: number,
  spend: (n: number) => boolean,
): FiveBlockCuts | null {
  const xs = table.xs;
  const ys = table.ys;
  const px = sidePairs(xs.values, L, (x) => xs.indexAtMost(x));
  const py = sidePairs(ys.values, W, (y) => ys.indexAtMost(y));
  const value = (i: number, j: number) => table.valueAtIndex(i, j);
  let best: FiveBlockCuts | null = null;
  let bestCount = floor;
  for (const p of px) {
    if (!spend(py.length + 1)) break;
    for (const q of py) {
      // B1: x1 × y2, B2: (L−x1) × y1, B3: (L−x2) × (W−y1), B4: x2 × (W−y2), B5: (x2−x1) × (y2−y1).
      const n =
        value(p.i1, q.iNear) +
        value(p.iFar, q.i1) +
        value(p.iRest, q.iFar) +
        value(p.iNear, q.iRest) +
        value(p.iMid, q.iMid);
      if (n > bestCount) {
        bestCount = n;
        best = { x1: p.c1, x2: p.c2, y1: q.c1, y2: q.c2, count: n };
        if (n >= upperBound) return best;
      }
    }
  }
  return best;
}

/** The cartons of a five-block pattern. */
export function emitFiveBlock(table: GuillotineTable, L: number, W: number, cuts: FiveBlockCuts): PatternRect[] {
  const { x1, x2, y1, y2 } = cuts;
  const out: PatternRect[] = [];
  table.emit(x1, y2, 0, 0, out);
  table.emit(L - x1, y1, x1, 0, out);
  table.emit(L - x2, W - y1, x2, y1, out);
  table.emit(x2, W - y2, 0, y2, out);
  table.emit(x2 - x1, y2 - y1, x1, y1, out);
  return out;
}
