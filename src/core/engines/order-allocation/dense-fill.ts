/**
 * The whole-order moves' single-pallet loads and their fill (whole-order-moves.ts).
 *
 * Optimises: each pallet's loaded volume from everything still open (and, for the share loads,
 * the part of the fragile or top cartons a pallet takes, so they are not left to the last ones).
 * Method: denseFill loads `count` pallets one after the other from all open cartons (sequential
 * multi-container loading, as in Eley 2002: the single-pallet search chooses which cartons go on
 * each pallet, like a knapsack), then inserts what the last pallet leaves into the gaps and tops
 * of all of them; it stops as soon as what is still open cannot fit the pallets left. The
 * single-pallet search is block building with beam search (the container engine via the
 * "blocks" approach, which re-checks every pallet rule) with wider block caps and a larger
 * budget than the everyday pallet build (WIDE). Per-pallet variants: a top tier for
 * stack-limited and fragile cartons (topTierLoad), a layered load with the fragile cartons on
 * its flat top (tierLoad), the pallet's fragile share of a few candidate loads, fragile caps
 * among them (fragileShareLoad, cap-loading.ts), and an even share of every SKU (evenShareOf).
 * Limits: greedy pallet by pallet; a pallet is never reopened once the next one is loaded.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { DEFAULT_TUNING, type ContainerTuning } from '../container-loading/index.js';
import { solveBlocks } from '../pallet-loading/block-approach.js';
import { measurePlan, withQuantities } from '../pallet-loading/index.js';
import { shiftLoadToCentre } from '../pallet-loading/load-shift.js';
import { solveLayers } from '../pallet-loading/layer-approach.js';
import { MAX_LOST_ROOM } from '../pallet-loading/fragile-caps.js';
import { capLoad } from './cap-loading.js';
import { insertLeftovers } from './leftover-insertion.js';
import { TOP_REPACK_LEFT } from './top-repack.js';
import { INSERTION_WORK, leftVolume, reloaded, subtract, type Loaded } from './share-loading.js';

export interface DenseConfig {
  /** Container-engine work (blocks examined) per pallet, shared by up to three ceiling runs (block-approach.ts); a pallet that cannot take everything gets one run with a third of it. */
  readonly work: number;
  readonly tuning: ContainerTuning;
}

/** Wide block building: the container engine's full block caps, at this work per pallet. */
export const WIDE: DenseConfig = { work: 3_000_000, tuning: DEFAULT_TUNING };

/** One pallet loaded by block building under `config`, with everything in `qty` on offer. */
export function denseLoad(
  problem: Problem,
  qty: readonly number[],
  config: DenseConfig,
  isTimeUp?: () => boolean,
): Loaded {
  const sub = withQuantities(problem, qty);
  const raw = solveBlocks(sub, { budget: { work: config.work, isTimeUp } }, undefined, config.tuning);
  return loadedOf(sub, { ...raw, placements: shiftLoadToCentre(sub, raw.placements) }, 'dense');
}

/** A pallet plan of `sub` as a Loaded, its approach named `${kind}/${engine}`. */
function loadedOf(sub: Problem, plan: Plan, kind: string): Loaded {
  return {
    placements: plan.placements,
    approach: `${kind}/${plan.stats.engine}`,
    measures: measurePlan(sub, plan),
    work: plan.stats.work,
    stoppedBy: plan.stats.stoppedBy,
  };
}

/**
 * A pallet whose "top" cartons (`tier`: the stack-limited and fragile ones, or the fragile
 * ones only) go on its top: the other cartons are loaded under a ceiling lowered by this
 * pallet's share of the top cartons' volume (spread over the `pallets` still to load), at
 * least a top carton's lowest stance, then the top cartons are inserted at full height onto
 * that load.
 */
export function topTierLoad(
  problem: Problem,
  open: readonly number[],
  pallets: number,
  load: (p: Problem, qty: readonly number[]) => Loaded,
  timeUp: () => boolean,
  tier: TopTier = 'limited',
): Loaded {
  const isTop = (i: number) =>
    tier === 'fragile' ? problem.items[i].maxStack === 0 : problem.items[i].maxStack !== null;
  const { l, w, h } = problem.space;
  const topVolume = open.reduce((v, q, i) => v + (isTop(i) ? q * volumeOf(problem, i) : 0), 0);
  const lowestOf = (i: number) => Math.min(...allowedShapes(problem.items[i]).map((s) => s.dy));
  const tops = open.flatMap((q, i) => (isTop(i) && q > 0 ? [lowestOf(i)] : []));
  if (tops.length === 0) return load(problem, open);
  // Every fragile carton must find room above the tier's base, so the tallest sets it.
  const lowest = tier === 'fragile' ? Math.max(...tops) : Math.min(...tops);
  const reserve = Math.max(lowest, Math.ceil(topVolume / pallets / (l * w)));
  const base = open.map((q, i) => (isTop(i) ? 0 : q));
  const under = load({ ...problem, space: { ...problem.space, h: Math.max(0, h - reserve) } }, base);
  const ins = insertLeftovers(
    problem,
    [under.placements],
    open.map((q, i) => (isTop(i) ? q : 0)),
    INSERTION_WORK,
    timeUp,
  );
  return reloaded(problem, under, ins.pallets[0]);
}

/** Which cartons a top tier holds: every carton with a stack limit, or only the fragile ones. */
export type TopTier = 'limited' | 'fragile';

/**
 * A pallet that takes its share of the fragile cartons still open (their count over the
 * pallets left): of a few candidate loads (candidateLoads), the one that carries the most of
 * that share, then the fullest: by effective volume (fragile cartons counting the column
 * above them), or with caps by loaded volume, since a low cap alone on the deck would count
 * the whole pallet. Greedy fills otherwise leave the fragile cartons to the last pallets,
 * where each needs a deck place of its own.
 */
export function fragileShareLoad(
  problem: Problem,
  open: readonly number[],
  pallets: number,
  loaders: readonly ((p: Problem, qty: readonly number[]) => Loaded)[],
  timeUp: () => boolean,
  caps = false,
  capRoom = MAX_LOST_ROOM,
): Loaded {
  const fragile = (r: Loaded) => r.placements.filter((b) => problem.items[b.item].maxStack === 0).length;
  const share = Math.ceil(open.reduce((s, q, i) => s + (problem.items[i].maxStack === 0 ? q : 0), 0) / pallets);
  const fullness = (r: Loaded) => (caps ? r.measures.placedVolume : r.measures.effectiveVolume);
  let best: Loaded | null = null;
  let bestKey = -1;
  for (const loader of loaders) {
    if (timeUp() && best) break;
    for (const r of candidateLoads(problem, open, pallets, loader, timeUp, caps, capRoom, (c) => fragile(c) >= share)) {
      const key = Math.min(share, fragile(r));
      if (!best || key > bestKey || (key === bestKey && fullness(r) > fullness(best))) {
        best = r;
        bestKey = key;
      }
    }
  }
  return best as Loaded;
}

/**
 * One loader's candidates for fragileShareLoad: the plain load and the fragile top tier; with
 * `caps`, the share on fragile caps (cap-loading.ts) and, unless the caps carry the whole share
 * (`carriesShare`), the fragile top tier (the plain load is left out: the attempts before were plain).
 */
function candidateLoads(
  problem: Problem,
  open: readonly number[],
  pallets: number,
  loader: (p: Problem, qty: readonly number[]) => Loaded,
  timeUp: () => boolean,
  caps: boolean,
  capRoom: number,
  carriesShare: (r: Loaded) => boolean,
): Loaded[] {
  const tier = () => topTierLoad(problem, open, pallets, loader, timeUp, 'fragile');
  if (!caps) return [loader(problem, open), tier()];
  const cap = capLoad(problem, open, pallets, loader, capRoom);
  if (cap && carriesShare(cap)) return [cap];
  return cap ? [tier(), cap] : [tier()];
}

/** Work for tierLoad: the pallet engine's own layer budget (a layered pallet of 200 cartons needs far less). */
const TIER_WORK = 400_000;

/**
 * One pallet as flat layers up to a fragile carton's height below the ceiling, the fragile
 * cartons first onto the last layer's flat top, the rest by extreme points (the layer
 * approach's fragile-on-top replay, pallet-loading/layer-approach.ts, alone). Block-built
 * loads leave ragged tops, so a fragile share often finds no place on them and the last
 * pallets carry their fragile cartons on the deck; layers make the top a fragile carton needs.
 */
export function tierLoad(problem: Problem, qty: readonly number[], isTimeUp: () => boolean, scale = 1): Loaded {
  const sub = withQuantities(problem, qty);
  return loadedOf(
    sub,
    solveLayers(sub, { budget: { work: Math.round(TIER_WORK * scale), isTimeUp } }, undefined, true),
    'tier',
  );
}

function volumeOf(problem: Problem, i: number): number {
  const it = problem.items[i];
  return it.l * it.w * it.h;
}

/**
 * Per SKU, one pallet's even share of what is open over `pallets` pallets, rounded up. A
 * greedy fill takes the cartons that pack densest first and leaves the last pallet a mix it
 * cannot hold (e.g. more large cartons than fit on one deck); offered only its share, each
 * pallet takes its part of every SKU and the fill still chooses how to stack it.
 */
export function evenShareOf(open: readonly number[], pallets: number): number[] {
  return open.map((q) => Math.ceil(q / Math.max(1, pallets)));
}

export interface DenseFill {
  readonly pallets: readonly Loaded[];
  /** Per item, the cartons with no place on the `count` pallets. */
  readonly left: readonly number[];
}

/**
 * `count` pallets filled one after the other from all open cartons, then leftover insertion.
 * The fill stops early, with what it loaded and what is still open, once the open cartons'
 * volume exceeds the pallets still to load by more than `slack` pallet volumes (a share a
 * repair can still take; over 840 bench orders the insertion never placed what a fill's own
 * pallets left, so such a fill only costs its last loads).
 */
export function denseFill(
  problem: Problem,
  open: readonly number[],
  count: number,
  load: (qty: readonly number[], palletsLeft: number) => Loaded,
  timeUp: () => boolean,
  slack = TOP_REPACK_LEFT,
): DenseFill {
  const { l, w, h } = problem.space;
  const pallets: Loaded[] = [];
  let left = [...open];
  while (pallets.length < count && left.some((q) => q > 0) && !timeUp()) {
    // More left than the pallets still to load can hold, by more than a repair could take: this fill cannot place everything.
    if (pallets.length > 0 && leftVolume(problem, left) > (count - pallets.length + slack) * l * w * h)
      return { pallets, left };
    const pallet = load(left, count - pallets.length);
    if (pallet.placements.length === 0) break;
    pallets.push(pallet);
    left = subtract(left, pallet.placements);
  }
  if (left.every((q) => q === 0) || pallets.length === 0) return { pallets, left };
  const ins = insertLeftovers(
    problem,
    pallets.map((p) => p.placements),
    left,
    INSERTION_WORK,
    timeUp,
  );
  return {
    pallets: ins.pallets.map((ps, i) =>
      ps === pallets[i].placements ? pallets[i] : reloaded(problem, pallets[i], ps),
    ),
    left: ins.left,
  };
}
