/**
 * The scored matrix of orders × candidates: which pairs fit (fit-test.ts), what each fitting
 * pair bills and costs, and each order's preference order over the boxes that hold it
 * (chooseBox: least billed weight, then least cost, then least volume, then pool order).
 */
import { billedGrams, boxVolume, parcelCost, type ParcelCost } from './billing.js';
import { clearanceFor, outerVolume, tareOf, usableBox, type BoxConstruction } from './construction.js';
import type { FitTester, FitVerdict } from './fit-test.js';
import type { Billing, BoxSpec, OrderShape } from './model.js';
import { NO_FIT } from './selection.js';

export interface Parcel {
  readonly billed: number;
  /** Content plus the box's tare, in grams. */
  readonly actual: number;
  readonly cost: ParcelCost | null;
}

export interface ScoredPool {
  readonly verdicts: FitVerdict[];
  readonly parcels: Parcel[];
  readonly rank: Int32Array;
  readonly value: Float64Array;
}

export const objectiveValue = (p: Parcel) => (p.cost ? p.cost.total : p.billed);

/** The parcel of an order in a box: content plus the box's tare, billed on the outer volume. */
export function parcelFor(shape: OrderShape, box: BoxSpec, billing: Billing, c: BoxConstruction): Parcel {
  const actual = shape.weight + tareOf(box, c);
  const billed = billedGrams(actual, outerVolume(box, c), billing);
  return { billed, actual, cost: parcelCost(billed, box, shape.volume, billing) };
}

/** The engine is asked about a generated box only with this much more volume than the order: tighter pairs rarely pack. */
export const ENGINE_MIN_SLACK = 1.3;

/**
 * Fit verdicts for every pair: bounds and known arrangements first for all pairs, then the
 * engine on the rest while the work cap lasts: the caller's boxes first (they may fit
 * exactly), then generated boxes with at least ENGINE_MIN_SLACK, tightest first (the cheapest
 * parcels that known arrangements miss). The others stay undecided and count as not fitting.
 */
export function fitAll(
  shapes: readonly OrderShape[],
  pool: readonly BoxSpec[],
  fit: FitTester,
  c: BoxConstruction,
): FitVerdict[] {
  const m = pool.length;
  const verdicts: (FitVerdict | null)[] = new Array(shapes.length * m).fill(null);
  const pending: { at: number; ratio: number; generated: boolean; room: BoxSpec }[] = [];
  shapes.forEach((shape, i) =>
    pool.forEach((box, j) => {
      // the order packs into the room its clearance leaves
      const room = usableBox(box, clearanceFor(shape, c));
      const v = room ? fit.quick(shape, room) : fit.noRoom();
      verdicts[i * m + j] = v;
      if (!v && room)
        pending.push({ at: i * m + j, ratio: boxVolume(room) / shape.volume, generated: box.generated, room });
    }),
  );
  pending.sort((a, b) => Number(a.generated) - Number(b.generated) || a.ratio - b.ratio || a.at - b.at);
  for (const { at, ratio, generated, room } of pending) {
    verdicts[at] =
      generated && ratio < ENGINE_MIN_SLACK ? fit.leaveUndecided() : fit.viaEngine(shapes[Math.floor(at / m)], room);
  }
  return verdicts as FitVerdict[];
}

export function scorePool(
  shapes: readonly OrderShape[],
  pool: readonly BoxSpec[],
  verdicts: readonly FitVerdict[],
  billing: Billing,
  c: BoxConstruction,
): ScoredPool {
  const n = shapes.length;
  const m = pool.length;
  const parcels: Parcel[] = new Array(n * m);
  const rank = new Int32Array(n * m).fill(NO_FIT);
  const value = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    const fitting: number[] = [];
    for (let j = 0; j < m; j++) {
      parcels[i * m + j] = parcelFor(shapes[i], pool[j], billing, c);
      value[i * m + j] = objectiveValue(parcels[i * m + j]);
      if (verdicts[i * m + j].fits) fitting.push(j);
    }
    fitting.sort((a, b) => comparePreference(parcels[i * m + a], pool[a], parcels[i * m + b], pool[b]) || a - b);
    fitting.forEach((j, r) => {
      rank[i * m + j] = r;
    });
  }
  return { verdicts: verdicts.slice(), parcels, rank, value };
}

/** chooseBox order: least billed weight, then least cost, then least volume. */
export function comparePreference(a: Parcel, boxA: BoxSpec, b: Parcel, boxB: BoxSpec): number {
  return (
    a.billed - b.billed || (a.cost && b.cost ? a.cost.total - b.cost.total : 0) || boxVolume(boxA) - boxVolume(boxB)
  );
}

/** The index in `boxes` of the preferred box holding the order, or -1. */
export function chooseBox(scored: ScoredPool, m: number, i: number, boxes: readonly number[]): number {
  let best = -1;
  for (const j of boxes)
    if (scored.rank[i * m + j] !== NO_FIT && (best < 0 || scored.rank[i * m + j] < scored.rank[i * m + best])) best = j;
  return best;
}
