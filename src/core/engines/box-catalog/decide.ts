/**
 * Deciding the fit tests that matter, after selection: an undecided pair counts as not fitting,
 * which may send an order to a bigger box than it needs. For every order and every box of the
 * chosen catalogue (or of the current boxes) whose pair is undecided and would bill less than
 * the order's box now, the engine is asked again with RESOLVE_WORK per attempt, largest
 * count-weighted gain first, within RESOLVE_TOTAL work. A fit moves the order to that box.
 * What stays undecided is counted and its cost bounded: for each order, its count times the
 * most it could save by an undecided box of the catalogue (billed grams, and money with a rate).
 */
import type { FitTester } from './fit-test.js';
import type { BoxSpec, OrderShape } from './model.js';
import { usableBox, clearanceFor, type BoxConstruction } from './construction.js';
import { chooseBox, comparePreference, objectiveValue, type Parcel, type ScoredPool } from './scoring.js';
import { NO_FIT } from './selection.js';

/** Work units per engine attempt when asked again (the first pass allows 3,000; bench:catalog 200-shape histories: 20,000 decided every pair and billed less than 30,000 within 3 M). */
export const RESOLVE_WORK = 20_000;
/** Work units of all second attempts of one request. */
export const RESOLVE_TOTAL = 6_000_000;

export interface UndecidedCost {
  /** Order-box pairs of the catalogue still undecided that would bill less than the order's box. */
  readonly pairs: number;
  /** Count-weighted orders concerned. */
  readonly orders: number;
  /** Upper bound of the billed grams they may cost (count-weighted). */
  readonly billedGrams: number;
  /** Upper bound of the money, with a rate; else null. */
  readonly money: number | null;
}

/** Recomputes one order's preference ranks after a verdict changed. */
function rerank(scored: ScoredPool, pool: readonly BoxSpec[], i: number): void {
  const m = pool.length;
  const fitting: number[] = [];
  for (let j = 0; j < m; j++) if (scored.verdicts[i * m + j].fits) fitting.push(j);
  fitting.sort(
    (a, b) => comparePreference(scored.parcels[i * m + a], pool[a], scored.parcels[i * m + b], pool[b]) || a - b,
  );
  for (let j = 0; j < m; j++) scored.rank[i * m + j] = NO_FIT;
  fitting.forEach((j, r) => {
    scored.rank[i * m + j] = r;
  });
}

interface Open {
  readonly i: number;
  readonly j: number;
  readonly gain: number;
}

/** Undecided pairs of `boxes` that would beat each order's current choice, largest weighted gain first. */
function openPairs(scored: ScoredPool, m: number, counts: readonly number[], boxes: readonly number[]): Open[] {
  const out: Open[] = [];
  for (let i = 0; i < counts.length; i++) {
    const best = chooseBox(scored, m, i, boxes);
    const now = best < 0 ? Number.POSITIVE_INFINITY : scored.parcels[i * m + best].billed;
    for (const j of boxes) {
      const v = scored.verdicts[i * m + j];
      if (v.fits || !v.undecided) continue;
      const billed = scored.parcels[i * m + j].billed;
      if (billed < now) out.push({ i, j, gain: counts[i] * (Number.isFinite(now) ? now - billed : 1e12) });
    }
  }
  return out.sort((a, b) => b.gain - a.gain || a.i - b.i || a.j - b.j);
}

/** Asks the decisive undecided pairs again (mutates scored); returns what stays undecided. */
export function decideCatalogFits(
  shapes: readonly OrderShape[],
  counts: readonly number[],
  pool: readonly BoxSpec[],
  boxes: readonly number[],
  scored: ScoredPool,
  fit: FitTester,
  c: BoxConstruction,
  unfit: readonly Parcel[],
): UndecidedCost {
  const m = pool.length;
  for (const { i, j } of openPairs(scored, m, counts, boxes)) {
    const v = scored.verdicts[i * m + j];
    if (v.fits || !v.undecided) continue;
    const room = usableBox(pool[j], clearanceFor(shapes[i], c));
    if (!room) continue;
    const next = fit.resolve(shapes[i], room, RESOLVE_WORK, RESOLVE_TOTAL);
    if (next.fits || !next.undecided) {
      scored.verdicts[i * m + j] = next;
      rerank(scored, pool, i);
    }
  }
  return undecidedCost(scored, m, counts, boxes, unfit);
}

function undecidedCost(
  scored: ScoredPool,
  m: number,
  counts: readonly number[],
  boxes: readonly number[],
  unfit: readonly Parcel[],
): UndecidedCost {
  let pairs = 0;
  let orders = 0;
  let billedGrams = 0;
  let money: number | null = null;
  for (let i = 0; i < counts.length; i++) {
    const best = chooseBox(scored, m, i, boxes);
    const nowParcel = best < 0 ? unfit[i] : scored.parcels[i * m + best];
    const now = nowParcel.billed;
    let save = 0;
    let saveMoney = 0;
    for (const j of boxes) {
      const v = scored.verdicts[i * m + j];
      if (v.fits || !v.undecided) continue;
      const p = scored.parcels[i * m + j];
      if (p.billed >= now) continue;
      pairs++;
      save = Math.max(save, now - p.billed);
      if (p.cost && nowParcel.cost) {
        money = money ?? 0;
        saveMoney = Math.max(saveMoney, objectiveValue(nowParcel) - objectiveValue(p));
      }
    }
    if (save > 0) {
      orders += counts[i];
      billedGrams += counts[i] * save;
      if (money !== null) money += counts[i] * saveMoney;
    }
  }
  return { pairs, orders, billedGrams, money };
}
