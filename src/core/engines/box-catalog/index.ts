/**
 * Box catalogue: chooses the k shipping boxes that cover an order history and minimise its
 * count-weighted billed weight (or money, when a rate is given), and the box of every order.
 *
 * Method:
 * - order shapes are packed by the shared container engine into cube-like, flat and long
 *   spaces; their bounding boxes, rounded up to whole cm, and hulls of them are the generated
 *   candidates (candidates.ts), joined by the caller's candidate boxes;
 * - a fit test per order shape and box: volume and per-SKU bounds, known arrangements, then the
 *   engine within a work cap (fit-test.ts); every fit carries a checker-valid placement;
 * - greedy addition plus iterated Teitz–Bart swaps over the scored matrix (selection.ts);
 * - chooseBox puts each order in its chosen box of least billed weight (scoring.ts);
 * - after selection, the decisive undecided fits are asked again (decide.ts) and swaps are run
 *   to a certified local optimum: no single swap of a chosen box for any candidate improves
 *   (selection.ts, certifyLocalOptimum); the marginal value of each box is reported (marginal.ts).
 * Work: generation and fit tests each stop at their work cap (CATALOG_WORK), checked before every
 * packing attempt, so a request's CPU follows the caps, not the sizes of its orders.
 * - box construction (construction.ts): billed on outer dimensions (inner + 2 × wall), with
 *   the box's tare in the actual weight, the order packed inside its clearance.
 * Limits: a heuristic (coverage and weight are the best found, not proven optimal); no
 * carrier rounding; fit tests beyond the work cap count as not fitting.
 */
import { WorkMeter } from '../../search/budget.js';
import { boxVolume } from './billing.js';
import { clearanceFor, constructionOf } from './construction.js';
import { decideCatalogFits, type UndecidedCost } from './decide.js';
import { generateCandidates, tightArrangements } from './candidates.js';
import { FitTester, packingOf, type FitStats } from './fit-test.js';
import type { Arrangement, Packing } from './arrangement.js';
import type { BoxSpec, CatalogProblem, OrderShape } from './model.js';
import { orderShape } from './order-shape.js';
import { chooseBox, fitAll, objectiveValue, parcelFor, scorePool, type Parcel, type ScoredPool } from './scoring.js';
import { marginalValue, type MarginalValue } from './marginal.js';
import {
  certifyLocalOptimum,
  scoreCatalog,
  selectCatalog,
  type Score,
  type SelectionInput,
  type SelectionResult,
} from './selection.js';

/** Rounds of deciding fits and certifying swaps after selection (each swap may open new pairs). */
const CERTIFY_ROUNDS = 3;

export type { BoxSpec, CatalogProblem, CatalogOrder, CatalogSku, Billing, OrderShape } from './model.js';
export type { Packing } from './arrangement.js';
export { packingProblem } from './arrangement.js';
export type { UndecidedCost } from './decide.js';
export type { MarginalValue, SetTotals } from './marginal.js';
export { boxVolume, billedGrams, dimensionalGrams } from './billing.js';
export {
  type BoxConstruction,
  clearanceFor,
  constructionOf,
  outerOf,
  outerVolume,
  tareOf,
  wallOf,
} from './construction.js';

export const BOX_CATALOG_ENGINE = 'box-catalog-ils-v1';

export interface CatalogOptions {
  /** Selection steps (request `searchBudget`). */
  readonly steps: number;
  /** 'greedy' stops after greedy addition (for the benchmark's baseline). */
  readonly method?: 'local-search' | 'greedy';
  readonly seed?: number;
  readonly isTimeUp?: () => boolean;
}

/**
 * Work caps of the engine packings (container-engine work units). `generation` counts every
 * packing attempt of candidate generation, successes included: the bench:catalog histories of
 * 500 shapes spend about 2.4 M of it, so it does not bind for them, while a body at the
 * documented maximum (500 shapes of 60 units) would spend about 14 M without the cap.
 */
export const CATALOG_WORK = { generation: 5_000_000, fitting: 1_500_000, fitCall: 3_000 } as const;

/** How one order ships in a catalogue (or charged at the largest candidate when unfit). */
export interface Shipment {
  /** Index in the catalogue, or null when no catalogue box holds the order. */
  readonly box: number | null;
  readonly parcel: Parcel;
  readonly packing: Packing | null;
}

export interface OrderResult {
  readonly shape: OrderShape;
  readonly chosen: Shipment;
  /** The same order in the current boxes (null without currentBoxes). */
  readonly current: Shipment | null;
}

export interface CatalogResult {
  readonly catalog: readonly BoxSpec[];
  /** Every candidate (supplied, then generated); marginal.add indexes it. */
  readonly pool: readonly BoxSpec[];
  readonly orders: readonly OrderResult[];
  /** The candidate charged for unfit orders: the largest of the pool by volume. */
  readonly largestCandidate: BoxSpec;
  /** Count-weighted objective with every candidate stocked (each order in its best one). */
  readonly unlimited: Score;
  readonly selection: SelectionResult;
  /** After selection: whether no single swap lowers the score (certifyLocalOptimum), the slots tried, the final score. */
  readonly certified: { readonly localOptimum: boolean; readonly slots: number; readonly score: Score };
  /** What dropping each catalogue box costs and what the best additional box saves (marginal.ts). */
  readonly marginal: MarginalValue;
  /** Catalogue pairs still undecided after decideCatalogFits, and the billed weight they may cost. */
  readonly undecided: UndecidedCost;
  /** The same for the current boxes (null without them). */
  readonly currentUndecided: UndecidedCost | null;
  readonly searched: {
    readonly orderShapes: number;
    readonly candidates: number;
    readonly generated: number;
    readonly supplied: number;
    readonly fit: FitStats;
    readonly generationWork: number;
  };
}

/** Everything before selection: shapes, candidates, the scored fit matrix. Reused across k by the benchmark. */
export interface PreparedCatalog {
  readonly problem: CatalogProblem;
  readonly shapes: readonly OrderShape[];
  readonly unique: UniqueShapes;
  readonly pool: readonly BoxSpec[];
  readonly scored: ScoredPool;
  readonly input: SelectionInput;
  readonly largest: BoxSpec;
  readonly fit: FitTester;
  readonly generationWork: number;
}

export function prepareCatalog(problem: CatalogProblem, isTimeUp?: () => boolean): PreparedCatalog {
  const shapes = problem.orders.map((o) => orderShape(o, problem.skus));
  const unique = uniqueShapes(
    shapes,
    problem.orders.map((o) => o.count),
  );
  const fit = new FitTester({ totalWork: CATALOG_WORK.fitting, perCall: CATALOG_WORK.fitCall, isTimeUp });
  const genMeter = new WorkMeter({ work: CATALOG_WORK.generation, isTimeUp });
  // the most frequent shapes are packed first, so a short generation budget serves them best
  const arrangements: Arrangement[][] = new Array(unique.shapes.length);
  for (const i of byCountDesc(unique.counts)) {
    arrangements[i] = tightArrangements(unique.shapes[i], genMeter, isTimeUp);
    for (const a of arrangements[i]) fit.learn(unique.shapes[i], a);
  }
  const supplied = problem.candidateBoxes;
  const ids = new Set(supplied.map((b) => b.id));
  const c = constructionOf(problem);
  const clearances = unique.shapes.map((s) => clearanceFor(s, c));
  const generated = generateCandidates(arrangements, unique.counts, clearances);
  const pool = [...supplied, ...generated.filter((b) => !ids.has(b.id))];
  const scored = scorePool(unique.shapes, pool, fitAll(unique.shapes, pool, fit, c), problem.billing, c);
  const byVolumeDesc = [...pool.keys()].sort((a, b) => boxVolume(pool[b]) - boxVolume(pool[a]) || a - b);
  const largest = pool[byVolumeDesc[0]];
  const unfitValue = unique.shapes.map((s) => objectiveValue(parcelFor(s, largest, problem.billing, c)));
  const input = {
    n: unique.shapes.length,
    m: pool.length,
    count: unique.counts,
    rank: scored.rank,
    value: scored.value,
    unfitValue,
    byVolumeDesc,
    k: problem.catalogSize,
    coverageFirst: problem.coverageFirst,
  };
  return { problem, shapes, unique, pool, scored, input, largest, fit, generationWork: genMeter.used };
}

/** The selection search for a catalogue of k boxes on a prepared instance. */
export function selectFor(prep: PreparedCatalog, k: number, options: CatalogOptions): SelectionResult {
  return selectCatalog(
    { ...prep.input, k },
    {
      steps: options.steps,
      method: options.method ?? 'local-search',
      seed: options.seed ?? 1,
      isTimeUp: options.isTimeUp,
    },
  );
}

/** Count-weighted objective with every candidate stocked: each order in its best candidate. */
export const everyCandidateScore = (prep: PreparedCatalog): Score =>
  selectCatalog({ ...prep.input, k: prep.pool.length }, { steps: 0, method: 'greedy', seed: 1 }).score;

export const solveBoxCatalog = (problem: CatalogProblem, options: CatalogOptions): CatalogResult =>
  solvePrepared(prepareCatalog(problem, options.isTimeUp), options);

/** The whole answer on a prepared instance (its fit verdicts and ranks are updated in place). */
export function solvePrepared(prep: PreparedCatalog, options: CatalogOptions): CatalogResult {
  const { problem, shapes, unique, pool, scored, largest, fit } = prep;
  const m = pool.length;
  const c = constructionOf(problem);
  const selection = selectFor(prep, problem.catalogSize, options);
  const unfit = unique.shapes.map((s) => parcelFor(s, largest, problem.billing, c));
  // decide the catalogue's open fits, then certify no single swap improves; a swap opens new pairs, so repeat
  let picked = selection.chosen;
  let undecided = decideCatalogFits(unique.shapes, unique.counts, pool, picked, scored, fit, c, unfit);
  let certified = certifyLocalOptimum(prep.input, picked);
  for (let round = 1; certified.changed && round < CERTIFY_ROUNDS; round++) {
    picked = certified.chosen;
    undecided = decideCatalogFits(unique.shapes, unique.counts, pool, picked, scored, fit, c, unfit);
    certified = certifyLocalOptimum(prep.input, picked);
  }
  if (certified.changed) {
    picked = certified.chosen;
    undecided = decideCatalogFits(unique.shapes, unique.counts, pool, picked, scored, fit, c, unfit);
    certified = { ...certified, localOptimum: false };
  }
  const chosen = picked.slice().sort((a, b) => boxVolume(pool[a]) - boxVolume(pool[b]) || a - b);
  const marginal = marginalValue(prep.input, scored, unique.counts, chosen, unfit);
  const current = problem.currentBoxes ? currentShipments(unique.shapes, unique.counts, problem, fit) : null;
  const orders = shapes.map((shape, o) => {
    const i = unique.index[o];
    const j = chooseBox(scored, m, i, chosen);
    const verdict = j >= 0 ? scored.verdicts[i * m + j] : null;
    const shipment: Shipment =
      j >= 0
        ? {
            box: chosen.indexOf(j),
            parcel: scored.parcels[i * m + j],
            packing: verdict?.fits ? packingOf(verdict, pool[j], clearanceFor(shape, c)) : null,
          }
        : { box: null, parcel: unfit[i], packing: null };
    return { shape, chosen: shipment, current: current ? current.shipments[i] : null };
  });
  return {
    catalog: chosen.map((j) => pool[j]),
    pool,
    orders,
    largestCandidate: largest,
    unlimited: everyCandidateScore(prep),
    selection,
    certified: {
      localOptimum: certified.localOptimum,
      slots: certified.slots,
      score: scoreCatalog(prep.input, chosen),
    },
    marginal,
    undecided,
    currentUndecided: current ? current.undecided : null,
    searched: {
      orderShapes: unique.shapes.length,
      candidates: m,
      generated: m - problem.candidateBoxes.length,
      supplied: problem.candidateBoxes.length,
      fit: fit.stats,
      generationWork: prep.generationWork,
    },
  };
}

const byCountDesc = (counts: readonly number[]) => [...counts.keys()].sort((a, b) => counts[b] - counts[a] || a - b);

interface UniqueShapes {
  readonly shapes: OrderShape[];
  readonly counts: number[];
  /** Order index → unique shape index. */
  readonly index: number[];
}

/** Each distinct order shape once, with its summed count. */
function uniqueShapes(shapes: readonly OrderShape[], counts: readonly number[]): UniqueShapes {
  const at = new Map<string, number>();
  const out: UniqueShapes = { shapes: [], counts: [], index: [] };
  shapes.forEach((s, o) => {
    let i = at.get(s.key);
    if (i === undefined) {
      i = out.shapes.length;
      at.set(s.key, i);
      out.shapes.push(s);
      out.counts.push(0);
    }
    out.counts[i] += counts[o];
    out.index.push(i);
  });
  return out;
}

/** chooseBox over the caller's current boxes, for the baseline, with its decisive fits decided too. */
function currentShipments(
  shapes: readonly OrderShape[],
  counts: readonly number[],
  problem: CatalogProblem,
  fit: FitTester,
): { shipments: Shipment[]; undecided: UndecidedCost } {
  const boxes = problem.currentBoxes ?? [];
  const c = constructionOf(problem);
  const scored = scorePool(shapes, boxes, fitAll(shapes, boxes, fit, c), problem.billing, c);
  const all = [...boxes.keys()];
  const largest = all.reduce((a, b) => (boxVolume(boxes[b]) > boxVolume(boxes[a]) ? b : a), 0);
  const unfit = shapes.map((s) => parcelFor(s, boxes[largest], problem.billing, c));
  const undecided = decideCatalogFits(shapes, counts, boxes, all, scored, fit, c, unfit);
  const shipments = shapes.map((s, i) => {
    const j = chooseBox(scored, boxes.length, i, all);
    if (j < 0) return { box: null, parcel: unfit[i], packing: null };
    const v = scored.verdicts[i * boxes.length + j];
    const packing = v.fits ? packingOf(v, boxes[j], clearanceFor(s, c)) : null;
    return { box: j, parcel: scored.parcels[i * boxes.length + j], packing };
  });
  return { shipments, undecided };
}
