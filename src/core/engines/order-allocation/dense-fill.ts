/**
 * Dense fill at the lower bound: when the balanced splits need more pallets than the bound,
 * the order is loaded once more onto exactly `bound` pallets, each filled in turn to the most
 * loaded volume from *all* cartons still open (sequential multi-container loading, as in
 * Eley 2002: the single-pallet search itself chooses which cartons go on this pallet, like a
 * knapsack), and what the last pallet leaves goes into the gaps and tops of all of them.
 * The single-pallet search is block building with beam search (the container engine via the
 * "blocks" approach, which re-checks every pallet rule) with wider block caps and a larger
 * budget than the everyday pallet build, since only this attempt can still prove the count.
 * A few caps/budgets are tried in turn (they fill different orders best); the first that
 * leaves nothing out wins. Cartons that must end near a top get their own attempts: a top
 * tier for stack-limited and fragile cartons, and (thorough effort) fragile cartons dealt out
 * over the pallets, each pallet asked to carry its share (fragileShareLoad). When a greedy
 * attempt ends with a stub last pallet and cartons still out, the mix it left is at fault,
 * not the volume: one more attempt offers each pallet but the last only its even share of
 * every SKU (evenShareOf). When an attempt leaves fragile cartons out, one more gives each
 * pallet but the last its fragile share on fragile caps (support slabs with a flat top under a
 * grid of fragile cartons, loaded first as rigid composites and expanded: cap-loading.ts,
 * pallet-loading/fragile-caps.ts); when that fails too, one more allows caps that leave any share
 * of the pallet unusable above them (a low cap under fragile cartons that cover most of the deck:
 * the room above them is lost whatever the plan). Orders still two or more pallets above the bound (fragile-heavy
 * ones, where the bound cannot see that fragile cartons need a flat top each) get the
 * fragile-share fill onto one, two, three pallets more than the bound (denseAboveBound), first
 * with a layered load that puts the fragile share on a flat top among the candidates (tierLoad),
 * then without it. When an attempt loads every pallet and leaves only a few cartons out (at most
 * 6 % of a pallet's volume), the top of the least-full pallets is taken off and packed again
 * with them (top-repack.ts), then the least-full pallet is loaded again with them under
 * narrower block caps (pool-repack.ts), before the next attempt; both again only after an
 * attempt that leaves less out than the last one repacked, and never the same pool twice.
 * A fill stops as soon as what is still open cannot fit the pallets left (denseFill).
 * Limits: greedy pallet by pallet; a pallet is never reopened once the next one is loaded.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { DEFAULT_TUNING, type ContainerTuning } from '../container-loading/index.js';
import { solveBlocks } from '../pallet-loading/block-approach.js';
import { measurePlan, solvePalletLoad, withQuantities } from '../pallet-loading/index.js';
import { shiftLoadToCentre } from '../pallet-loading/load-shift.js';
import { solveLayers } from '../pallet-loading/layer-approach.js';
import { ANY_LOST_ROOM, capChoice, MAX_LOST_ROOM } from '../pallet-loading/fragile-caps.js';
import { capLoad } from './cap-loading.js';
import { insertLeftovers } from './leftover-insertion.js';
import { poolRepack } from './pool-repack.js';
import { fewCartonsLeft, TOP_REPACK_LEFT, topRepack } from './top-repack.js';
import { leftVolume } from './share-loading.js';
import { LoadMemo, loadKey } from './load-memo.js';
import { INSERTION_WORK, reloaded, STUB_FILL, subtract, type Loaded } from './share-loading.js';

export interface DenseConfig {
  /** Container-engine work (blocks examined) per pallet, shared by up to three ceiling runs (block-approach.ts); a pallet that cannot take everything gets one run with a third of it. */
  readonly work: number;
  readonly tuning: ContainerTuning;
}

export const WIDE: DenseConfig = { work: 3_000_000, tuning: DEFAULT_TUNING };
const DEEP: DenseConfig = { work: 9_000_000, tuning: DEFAULT_TUNING };
/**
 * The single-pallet attempt (an order whose bound is one pallet): on such misses, 20 million
 * units placed a whole order that 9 million left 4 cartons short of (a single pallet of many
 * cartons, about 90 % full) for about 10 % more CPU on those orders; 30 and 50 million gained
 * no more.
 */
const SINGLE: DenseConfig = { work: 20_000_000, tuning: DEFAULT_TUNING };
const MEDIUM: DenseConfig = { work: 3_000_000, tuning: { ...DEFAULT_TUNING, maxBlocks: 2_000, perShapeCap: 100 } };
/** The cap attempt: it comes after three failed attempts on fragile orders, so it gets half their budget. */
const HALF: DenseConfig = { work: 1_500_000, tuning: DEFAULT_TUNING };
const NARROW: DenseConfig = { work: 600_000, tuning: { ...DEFAULT_TUNING, maxBlocks: 500, perShapeCap: 50 } };

/** One dense-fill attempt: block caps and budget; whether top cartons get a top tier (topTierLoad); whether a few cartons left out are repaired (repaired). */
export interface DenseAttempt {
  readonly config: DenseConfig;
  readonly topTier: boolean;
  readonly repair?: boolean;
  /** Each pallet but the last takes its share of the fragile cartons (fragileShareLoad); only for orders with fragile cartons. */
  readonly fragileShare?: boolean;
  /** Only when the count is one pallet (where the top-tier attempt has nothing to add). */
  readonly singleOnly?: boolean;
  /** Each pallet but the last is offered only its even share of every SKU (evenShareOf); only after an attempt that ended in a stub (endsInStub). */
  readonly evenShare?: boolean;
  /** Each pallet but the last takes its fragile share with fragile caps among the candidates (fragileShareLoad with caps, block building only); only after an attempt that left fragile cartons out. */
  readonly capShare?: boolean;
  /** With fragileShare: a layered load with the fragile cartons on its flat top (tierLoad) is one more candidate. */
  readonly fragileTier?: boolean;
  /** With capShare: the largest share of the pallet a cap may leave unusable above it (MAX_LOST_ROOM unless told); skipped when it would choose the caps an attempt before it chose. */
  readonly capRoom?: number;
}

/**
 * Attempts in turn, the first that places everything wins (bench:pallet: each of them
 * completes orders the others miss). The default effort keeps to the widest caps, plain and
 * with a top tier, then (only after a greedy attempt that ended with a stub) the even share,
 * then (only after an attempt that left fragile cartons out, and when a cap fits) the cap
 * share at half the budget (HALF: on the bench the orders it closes close at anything from
 * 1 to 6 million units, and at 1.5 million it places them cheaper than the later
 * steps), and on a single pallet (where the top tier adds nothing) a larger budget instead (SINGLE);
 * last, the plain and top-tier fills again with their leftovers repaired (`repaired`: their
 * pallet loads are remembered, so only the repair's refills are new work; this closed about
 * 3 % of the bench's misses for about 5-10 % more CPU on orders still above the bound). The
 * thorough effort also repairs those two, deals the fragile cartons out over the pallets
 * (fragileShareLoad), tries 3× the budget and the narrower caps, repairing leftovers (about
 * twice the CPU on orders above the bound).
 */
export const DENSE_ATTEMPTS: Readonly<Record<'default' | 'thorough', readonly DenseAttempt[]>> = {
  default: [
    { config: WIDE, topTier: false },
    { config: WIDE, topTier: true },
    { config: WIDE, topTier: false, evenShare: true },
    { config: HALF, topTier: false, capShare: true },
    { config: HALF, topTier: false, capShare: true, capRoom: ANY_LOST_ROOM },
    { config: SINGLE, topTier: false, singleOnly: true },
    { config: WIDE, topTier: false, repair: true },
    { config: WIDE, topTier: true, repair: true },
  ],
  thorough: [
    { config: WIDE, topTier: false },
    { config: WIDE, topTier: true },
    { config: WIDE, topTier: false, evenShare: true },
    { config: WIDE, topTier: false, repair: true },
    { config: WIDE, topTier: true, repair: true },
    { config: WIDE, topTier: false, fragileShare: true },
    { config: HALF, topTier: false, capShare: true },
    { config: HALF, topTier: false, capShare: true, capRoom: ANY_LOST_ROOM },
    { config: WIDE, topTier: false, fragileShare: true, fragileTier: true },
    { config: DEEP, topTier: false, repair: true },
    { config: MEDIUM, topTier: false, repair: true },
    { config: NARROW, topTier: false },
  ],
};

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

/** One pallet loaded by the pallet engine (best of its three approaches, fullest partial plan), everything in `qty` on offer. */
export function engineLoad(problem: Problem, qty: readonly number[], isTimeUp: () => boolean, scale = 1): Loaded {
  const { best } = solvePalletLoad(withQuantities(problem, qty), {
    isTimeUp,
    budgetScale: scale,
    approachScale: { blocks: 4 },
    partial: 'volume',
    fragileTowers: false,
    fragileDeck: 'corner',
  });
  return {
    placements: best.plan.placements,
    approach: best.plan.stats.engine,
    measures: best.measures,
    work: best.plan.stats.work,
    stoppedBy: best.plan.stats.stoppedBy,
  };
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
 * The order on exactly `count` pallets by the first attempt that places every carton, or
 * null. `counted` sees every pallet load (the caller adds up work); `scale` multiplies budgets.
 * `fewerThan`: only a plan of fewer pallets is of use, so an attempt stops after that many
 * loads less one, with no repair (a repair keeps the count).
 */
export function denseAtBound(
  problem: Problem,
  open: readonly number[],
  count: number,
  attempts: readonly DenseAttempt[],
  counted: (p: Loaded) => Loaded,
  timeUp: () => boolean,
  scale = 1,
  memo = new LoadMemo(),
  fewerThan = Infinity,
): Loaded[] | null {
  const loads = Math.min(count, fewerThan - 1);
  const hasTops = open.some((q, i) => q > 0 && problem.items[i].maxStack !== null);
  const hasFragile = open.some((q, i) => q > 0 && problem.items[i].maxStack === 0);
  let stubSeen = false;
  let fragileOut = false;
  let repackedOut = Infinity;
  const capsTried: string[] = [];
  const pooled = new Set<string>();
  for (const {
    config,
    topTier,
    repair,
    fragileShare,
    singleOnly,
    evenShare,
    capShare,
    fragileTier,
    capRoom = MAX_LOST_ROOM,
  } of attempts) {
    if (timeUp()) break;
    // On a single pallet both take everything at once, as the plain attempt already did.
    if ((topTier || fragileShare || evenShare || capShare) && count <= 1) continue;
    if ((singleOnly && count > 1) || (evenShare && !stubSeen) || (capShare && !fragileOut)) continue;
    if ((topTier && !hasTops) || (fragileShare && !hasFragile)) continue;
    if (capShare) {
      // The first pallet's caps stand for the attempt: the same choice again would load the same pallets.
      const caps = JSON.stringify(capChoice(problem, open, count, false, capRoom));
      if (caps === '[]' || capsTried.includes(caps)) continue;
      capsTried.push(caps);
    }
    const scaled = { ...config, work: Math.max(1, Math.round(config.work * scale)) };
    // Loads of the order's cartons are remembered (load-memo.ts), under a lowered ceiling too; caps (other items) are not.
    const remembered = (p: Problem, qty: readonly number[], how: unknown, make: () => Loaded) =>
      counted(p.items === problem.items ? memo.load(loadKey('dense', qty, [how, p.space]), make) : make());
    const plain = (p: Problem, qty: readonly number[]) =>
      remembered(p, qty, scaled, () => denseLoad(p, qty, scaled, timeUp));
    const loaders = [
      plain,
      (p: Problem, qty: readonly number[]) =>
        remembered(p, qty, { engine: scale }, () => engineLoad(p, qty, timeUp, scale)),
    ];
    const tier = (p: Problem, qty: readonly number[]) =>
      remembered(p, qty, { tier: scale }, () => tierLoad(p, qty, timeUp, scale));
    const load = (qty: readonly number[], palletsLeft: number) => {
      if (palletsLeft <= 1) return plain(problem, qty);
      if (evenShare) return plain(problem, evenShareOf(qty, palletsLeft));
      if (fragileShare)
        return fragileShareLoad(problem, qty, palletsLeft, fragileTier ? [...loaders, tier] : loaders, timeUp);
      if (capShare) return fragileShareLoad(problem, qty, palletsLeft, [plain], timeUp, true, capRoom);
      return topTier ? topTierLoad(problem, qty, palletsLeft, plain, timeUp) : plain(problem, qty);
    };
    const first = denseFill(problem, open, count, load, timeUp, loads, repair ? REPAIR_LEFT : TOP_REPACK_LEFT);
    const r = repair ? repaired(problem, first, load, timeUp) : first;
    if (r.pallets.length > 0 && r.left.every((q) => q === 0)) return [...r.pallets];
    // A repack costs up to half a second of CPU: both again only after an attempt that leaves less out than the last one repacked, and a pool reloaded before is not reloaded again.
    const out = leftVolume(problem, r.left);
    if (fewCartonsLeft(problem, r.pallets, count, r.left) && out < repackedOut) {
      const done =
        topRepack(problem, r.pallets, r.left, timeUp) ??
        poolRepack(
          r.pallets,
          r.left,
          (qty, tuning) =>
            remembered(problem, qty, { ...scaled, tuning }, () =>
              denseLoad(problem, qty, { ...scaled, tuning }, timeUp),
            ),
          timeUp,
          pooled,
        );
      if (done) return done;
      repackedOut = out;
    }
    stubSeen ||= endsInStub(problem, r, count);
    fragileOut ||= r.left.some((q, i) => q > 0 && problem.items[i].maxStack === 0);
  }
  return null;
}

/**
 * Above the bound only the fragile share runs: the other attempts target the count the bound
 * names. With the layered candidate first (fragile orders above their bound lose a pallet or
 * more with it, some reach the bound), then without it (where the layered candidate alone
 * needs a pallet more than the plan already found).
 */
const ABOVE_BOUND_ATTEMPTS: readonly DenseAttempt[] = [
  { config: WIDE, topTier: false, fragileShare: true, fragileTier: true },
  { config: WIDE, topTier: false, fragileShare: true },
];
/** Counts tried above the bound, at most: bound + 1 … bound + ABOVE_BOUND_STEPS. */
const ABOVE_BOUND_STEPS = 3;

/**
 * An order `found` pallets long, two or more above `bound`: the fragile-share dense fill onto
 * bound + 1, bound + 2, … pallets (fewer than found), the first that places every carton;
 * null when none does (orders without fragile cartons skip it at no cost). `current`: the
 * count a later step already reached (found or fewer); from k = current on, only a fill that
 * ends on fewer pallets than that is of use, so only k = current is tried there, by the first
 * attempt alone, its loads stopped one short of `current` (an order whose fill onto one pallet
 * above its bound loads everything on the bound's count reaches its bound this way).
 */
export function denseAboveBound(
  problem: Problem,
  open: readonly number[],
  bound: number,
  found: number,
  counted: (p: Loaded) => Loaded,
  timeUp: () => boolean,
  scale = 1,
  memo = new LoadMemo(),
  current = found,
): Loaded[] | null {
  for (let k = bound + 1; k < found && k <= bound + ABOVE_BOUND_STEPS && !timeUp(); k++) {
    const loaded = denseAboveAt(problem, open, k, counted, timeUp, scale, memo, current);
    if (loaded && loaded.length < found) return loaded;
    if (k >= current) break;
  }
  return null;
}

/** denseAboveBound's fill onto k pallets: every attempt below `current`, else the first alone, its loads one short of `current`. */
function denseAboveAt(
  problem: Problem,
  open: readonly number[],
  k: number,
  counted: (p: Loaded) => Loaded,
  timeUp: () => boolean,
  scale = 1,
  memo = new LoadMemo(),
  current = Infinity,
): Loaded[] | null {
  return denseAtBound(
    problem,
    open,
    k,
    k >= current ? ABOVE_BOUND_ATTEMPTS.slice(0, 1) : ABOVE_BOUND_ATTEMPTS,
    counted,
    timeUp,
    scale,
    memo,
    current,
  );
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

/**
 * All `count` pallets loaded, cartons still out, none of them fragile, and the last pallet
 * under STUB_FILL: the greedy left a mix the last pallet cannot hold, not too much volume.
 * (Fragile cartons left out need free tops, which an even share does not make.)
 */
function endsInStub(problem: Problem, r: DenseFill, count: number): boolean {
  const { l, w, h } = problem.space;
  const last = r.pallets[r.pallets.length - 1];
  const out = r.left.some((q) => q > 0) && r.left.every((q, i) => q === 0 || problem.items[i].maxStack !== 0);
  return r.pallets.length === count && count > 1 && out && last.measures.placedVolume < STUB_FILL * l * w * h;
}

/** Repair only when what is left out is at most this share of one pallet's volume. */
const REPAIR_LEFT = 0.15;
/**
 * Pallets pooled with the leftovers, by fill rank (0 = least full). The least-full pallet
 * alone is not pooled: it is nearly always the fill's last, which was offered exactly those
 * cartons already (its load is remembered, so the refill repeats it); over 154 bench misses
 * that group closed none.
 */
const REPAIR_GROUPS: readonly (readonly number[])[] = [[1], [0, 1]];

/**
 * A few cartons left out: they are pooled with the cartons of the second least-full pallet
 * (then of the two least-full) and the pool is dense-filled again onto as many pallets, the
 * rest inserted into every pallet; the first pool that leaves nothing out wins.
 */
function repaired(
  problem: Problem,
  r: DenseFill,
  load: (qty: readonly number[], palletsLeft: number) => Loaded,
  timeUp: () => boolean,
): DenseFill {
  const { l, w, h } = problem.space;
  const outVolume = leftVolume(problem, r.left);
  // One pallet pooled with its own leftovers is the first fill over again.
  if (outVolume === 0 || outVolume > REPAIR_LEFT * l * w * h || r.pallets.length <= 1) return r;
  const byFill = r.pallets
    .map((p, i) => ({ i, v: p.measures.placedVolume }))
    .sort((a, b) => a.v - b.v || a.i - b.i)
    .map((e) => e.i);
  for (const ranks of REPAIR_GROUPS) {
    if (timeUp() || ranks.some((k) => k >= byFill.length)) continue;
    const group = ranks.map((k) => byFill[k]);
    const pool = r.left.map(
      (q, i) => q + group.reduce((s, g) => s + r.pallets[g].placements.filter((b) => b.item === i).length, 0),
    );
    const kept = r.pallets.filter((_, i) => !group.includes(i));
    // What this refill leaves may still go into the other pallets: no early stop.
    const again = denseFill(problem, pool, group.length, load, timeUp, group.length, Infinity);
    if (again.pallets.length === 0) continue;
    const all = [...kept, ...again.pallets];
    if (again.left.every((q) => q === 0)) return { pallets: all, left: again.left };
    const ins = insertLeftovers(
      problem,
      kept.map((p) => p.placements),
      again.left,
      INSERTION_WORK,
      timeUp,
    );
    if (ins.left.every((q) => q === 0))
      return {
        pallets: [
          ...ins.pallets.map((ps, i) => (ps === kept[i].placements ? kept[i] : reloaded(problem, kept[i], ps))),
          ...again.pallets,
        ],
        left: ins.left,
      };
  }
  return r;
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
 * pallets left, so such a fill only costs its last loads), and after `loads` pallets (below
 * count: the caller needs a plan on fewer pallets than count).
 */
export function denseFill(
  problem: Problem,
  open: readonly number[],
  count: number,
  load: (qty: readonly number[], palletsLeft: number) => Loaded,
  timeUp: () => boolean,
  loads = count,
  slack = TOP_REPACK_LEFT,
): DenseFill {
  const { l, w, h } = problem.space;
  const pallets: Loaded[] = [];
  let left = [...open];
  while (pallets.length < count && left.some((q) => q > 0) && !timeUp()) {
    if (pallets.length >= loads) return { pallets, left };
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
