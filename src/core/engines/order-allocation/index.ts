/**
 * Order allocation: an order's cartons across at most maxPallets pallets, fewest pallets
 * first, then balanced, low loads.
 *
 * - Sequential fill: each pallet is loaded by the pallet engine (block building by default,
 *   the best of its three approaches on the thorough effort: LOAD_STRATEGY) with everything
 *   still open, partial plans ranked by loaded volume; this fixes a pallet count k.
 * - Leftover insertion: the last pallet's cartons into the gaps and tops of the others.
 * - Rebalancing: the order is split over fewer pallets (from the lower bound up, at most
 *   three counts) and over k pallets (to balance), evenly per SKU or with SKUs kept whole
 *   (order-splits.ts); the shares are loaded pallet after pallet, each also offered what the
 *   pallets before it left out, and what the last leaves is inserted into the gaps and tops
 *   of all of them; a split counts only if every carton then has a place. At the lower
 *   bound the whole split gets block building at a larger budget.
 * - Winner: every step's plan replaces the current one only when the order objective ranks it
 *   better (objectives/order.ts: cartons placed, pallet count, the pallets' keys worst first,
 *   evenness; order-objective.ts).
 * - Dealt shares: still above the bound, fragile and stack-limited cartons dealt out over the
 *   bound's pallets (then one more), each share loaded by wide block building
 *   (dealt-shares.ts).
 * - Dense fill: still above the bound, the bound's pallets (two or more above it, then one to
 *   three more, fragile cartons dealt out, some pallets layered with the fragile share on
 *   their flat top) are filled one by one from all open cartons by wide block building, with
 *   and without a top tier for stack-limited and fragile cartons (dense-fill.ts;
 *   `effort: 'thorough'` tries more). The fill at the bound (and onto one pallet more) may be
 *   computed ahead on a second thread, the rest running here meanwhile: the same plan
 *   (dense-ahead.ts).
 * - Refill with every approach: still above the bound, the sequential fill again with the
 *   best of the pallet engine's three approaches per pallet, at the fill's block budget (default
 *   effort) and then the bound's, each kept when it needs fewer pallets (ALL_APPROACHES_REFILL).
 * - Bound repair (opt-in `boundRepair`): a few cartons short at the bound, the least-full
 *   pallets are reloaded with them (bound-repair.ts).
 * - Thorough escalation (`effort: 'thorough'` only): still above the bound, the dense fill
 *   again at 6× and 20× its budgets within a work cap (thorough-escalation.ts).
 * - No stub pallets: a last pallet under half full, still above the bound, is repacked with
 *   the one or two before it onto one pallet fewer (repack-last); failing that, their cartons
 *   are shared evenly over the same pallets (balance-last); still above the bound with a stub,
 *   a longer tail, up to the whole order, is shared over the same pallets when that makes the
 *   lightest pallet fuller, its fragile-dealt split loaded by wide block building first
 *   (balanced-tail.ts).
 * Pallet loads are remembered over the whole plan (load-memo.ts): a step that offers the same
 * cartons again gets the same load back, counted again, so plans are as without the memo.
 * The lower bound it is measured against is pallet-lower-bound.ts; when the count exceeds
 * it, bound-gap.ts says why.
 * Limits: heuristic; the pallet count is proven minimal only when it equals the bound.
 */
import type { Placement, StopReason, UnplacedItem } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import {
  balancedRebuild,
  solvePalletLoad,
  withQuantities,
  type BuildChoice,
  type ItemOrdering,
  type PalletStrategy,
  type PlanMeasures,
} from '../pallet-loading/index.js';
import { unplacedReason } from '../pallet-loading/pallet-plan.js';
import { balancedTail } from './balanced-tail.js';
import { boundGap, type BoundGap } from './bound-gap.js';
import { dealtShares, dealtSpreads } from './dealt-shares.js';
import { denseWithAhead, type DenseAhead, type DenseFillRun } from './dense-ahead.js';
import {
  DENSE_ATTEMPTS,
  denseAboveAt,
  denseAboveBound,
  denseAtBound,
  denseLoad,
  fragileShareLoad,
  tierLoad,
  topTierLoad,
  WIDE,
} from './dense-fill.js';
import { searchOrder, type OrderLoader } from './order-search.js';
import { poolRepack } from './pool-repack.js';
import { LoadMemo, loadKey, memoizedLoads } from './load-memo.js';
import { leftVolume, REPAIR_LEFT_LIMIT, repairAtBound, type AtBound } from './bound-repair.js';
import { betterOrder } from './order-objective.js';
import { sequentialFill } from './sequential-fill.js';
import { countItems, loadableQuantities, loadShares, STUB_FILL, subtract, type Loaded } from './share-loading.js';
import { evenSplit, wholeSplit } from './order-splits.js';
import { palletLowerBound, type PalletLowerBound } from './pallet-lower-bound.js';
import { escalateToBound } from './thorough-escalation.js';
import { balancedPallets } from './pallet-balance.js';
import { fewCartonsLeft, topRepack } from './top-repack.js';

export { largestConicSum, palletLowerBound, type PalletLowerBound } from './pallet-lower-bound.js';
export { memoisedCharges } from './dff-bound.js';
export { memoisedConicSum } from './pallet-level-bounds.js';
export type { BoundGap, BoundGapReason } from './bound-gap.js';
export { solveDenseAhead, type DenseAhead, type DenseAtBoundResult } from './dense-ahead.js';

/**
 * `strategy` and `ordering` (BuildChoice) pin every pallet's build to one approach and one
 * carton order (pallet-loading/build-choice.ts); left out, each pallet gets the best of all.
 */
export interface OrderPlanOptions extends BuildChoice {
  /** 1-20. */
  readonly maxPallets: number;
  readonly isTimeUp?: () => boolean;
  /** Multiplies the pallet engine's budgets (default 1). */
  readonly budgetScale?: number;
  /** Search effort at the lower bound: 'thorough' tries more block caps (dense-fill.ts), then escalates the budgets (thorough-escalation.ts) (default 'default'). */
  readonly effort?: 'default' | 'thorough';
  /** The dense fills computed on another thread (dense-ahead.ts); the plan is the same with or without them. */
  readonly denseAhead?: DenseAhead;
  /**
   * A few cartons short at the lower bound: reload the least-full pallets with them
   * (bound-repair.ts). Off by default: on bench:pallet it gained 1 order of 60 for about 60 %
   * more CPU, so it is a heavier search for callers that can wait.
   */
  readonly boundRepair?: boolean;
  /**
   * 'one': order allocation as one search (order-search.ts: sequential value correction and
   * reloads of 1-3 pallets by any loader, every acceptance by the order objective) instead of
   * the fixed steps (default 'steps'). Ignored when a build is pinned.
   */
  readonly search?: 'steps' | 'one';
}

/** Filling a pallet to the top is where block building pays most: it gets a larger budget here. */
const FILL_SCALE: Readonly<Record<string, number>> = { blocks: 4 };
/**
 * The whole-SKU split at the lower bound is the attempt that decides whether the count can be
 * proven minimal: block building, the approach that fills a pallet to the top best, gets a
 * wider beam there (24× its budget; 64× gained nothing more on the benchmark orders).
 */
const BOUND_SCALE: Readonly<Record<string, number>> = { blocks: 24 };
/**
 * ALL_APPROACHES_REFILL's block budgets, in turn: the sequential fill's, then the bound's.
 * An order every step before (splits, dealt shares, dense fill, thorough escalation) left
 * above the bound is filled sequentially once more with the best of all three approaches per
 * pallet, kept when it needs fewer pallets. An order a little over a whole number of pallet
 * volumes, mostly of one carton size, is where it pays: block building alone can take a pallet
 * more than the best of the three approaches. It runs last so that a split or dense fill
 * reaching the same count keeps its better-balanced plan (run first, it replaced balanced
 * plans at the bound, pallets about 75 % full each, by uneven ones such as 95/66/66 %).
 * The two budgets close different misses (the bound's 24× alone loses some that the fill's
 * closes), for about 3 % more CPU on those misses. The thorough effort, whose loads are
 * the best of the three already, runs the bound's budget only (without it, thorough could end
 * a pallet above the default's plan).
 */
const REFILL_SCALES: readonly Readonly<Record<string, number>>[] = [FILL_SCALE, BOUND_SCALE];
/**
 * The larger refill budget runs only when the one before left out at most this share of a
 * pallet's volume: the orders it closes had 3-11 % left, and about two in five misses are
 * that near, so the slowest misses (20-60 % left) skip it (on the slowest bench set, order-plan's
 * p95 is about 1.2 s with it on every miss, 1.0 s gated, 0.97 s with no refill at all).
 */
const REFILL_NEAR = 0.15;
/**
 * The pallet engine's approaches for the allocation's pallet loads, by effort: block building
 * alone by default, all three on the thorough effort. On the bench orders block building alone
 * gave the same pallet count on all but one in several hundred (one fewer there), for about 45 %
 * less CPU at the median and 15-30 % at the p95 (docs/history/benchmarks-sessions.md); it wins
 * most order-plan pallets anyway (the layers and extreme points won 15-20 % of them, for
 * lower or flatter loads, not for fewer pallets).
 */
const LOAD_STRATEGY: Readonly<Record<'default' | 'thorough', PalletStrategy | undefined>> = {
  default: 'blocks',
  thorough: undefined,
};
/**
 * Dealt shares above the bound: two thirds of the dense fill's work per pallet. Those pallets
 * have room to spare: at this budget the orders the step brings to one above the bound get
 * there as at the full one, and an order left with stub pallets loses them (at a third of it,
 * the stubs stay); at the bound the full budget is needed.
 */
const DEALT_ABOVE_WORK = 2_000_000;
/** The fragile-towers repair per pallet load: off, it cost ~20 % CPU and gained no order on bench:pallet. */
const FRAGILE_TOWERS = false;
/**
 * The fragile-deck repair per pallet load: its corner plan only. It ends the stub pallet a light
 * load leaves for a fragile carton with no flat top to stand on; the middle and edge plans,
 * which run the approaches again, closed no order and cost up to ~1 s on a few.
 */
const FRAGILE_DECK = 'corner';

export interface AllocatedPallet {
  /** Boxes in bottom-up build order (py, pz, px); indices refer to the problem's items. */
  readonly placements: readonly Placement[];
  /** Loaded height above the deck, length units. */
  readonly height: number;
  /** Cargo weight, grams. */
  readonly cargoWeight: number;
  /** Per item, the cartons still unallocated after this pallet (pallets in order). */
  readonly remainingAfter: readonly number[];
  /** Approach that built this pallet. */
  readonly approach: string;
  readonly measures: PlanMeasures;
}

export type AllocationStrategy =
  | 'sequential'
  | 'sequential+insertion'
  | 'even'
  | 'whole'
  | 'top-repack'
  | 'dealt'
  | 'dense'
  | 'bound-repair'
  | 'repack-last'
  | 'balance-last'
  | 'balanced-tail'
  | 'search';

export interface OrderPlan {
  readonly pallets: readonly AllocatedPallet[];
  readonly unplaced: readonly UnplacedItem[];
  readonly lowerBound: PalletLowerBound;
  /** Why the count exceeds the lower bound; null when it does not. */
  readonly boundGap: BoundGap | null;
  readonly stats: {
    readonly engine: string;
    readonly strategy: AllocationStrategy;
    readonly work: number;
    readonly stoppedBy: StopReason;
  };
}

export const ORDER_ENGINE = 'order-allocation-v1';

export function solveOrderPlan(problem: Problem, options: OrderPlanOptions): OrderPlan {
  const maxPallets = Math.max(1, Math.min(20, Math.floor(options.maxPallets)));
  const timeUp = options.isTimeUp ?? (() => false);
  // A build pinned to one approach or carton order (strategy, ordering) skips the steps that load otherwise.
  const pinned = options.strategy !== undefined || options.ordering !== undefined;
  const lowerBound = palletLowerBound(problem);
  const loadable = loadableQuantities(problem);
  let work = 0;
  let stoppedBy: StopReason = 'complete';
  const memo = new LoadMemo();
  const tally = (run: { readonly work: number; readonly stoppedBy: StopReason }): void => {
    work += run.work;
    if (run.stoppedBy !== 'complete' && stoppedBy === 'complete') stoppedBy = run.stoppedBy;
  };
  const counted = (pallet: Loaded): Loaded => {
    tally(pallet);
    return pallet;
  };
  // `every`: the best of all three approaches whatever the effort (ALL_APPROACHES_REFILL).
  const loadOnce = memoizedLoads(
    (
      qty: readonly number[],
      scale: Readonly<Record<string, number>>,
      ordering: ItemOrdering | undefined,
      every = false,
    ): Loaded => {
      const { best } = solvePalletLoad(withQuantities(problem, qty), {
        isTimeUp: options.isTimeUp,
        budgetScale: options.budgetScale,
        approachScale: scale,
        partial: 'volume',
        fragileTowers: FRAGILE_TOWERS,
        fragileDeck: FRAGILE_DECK,
        strategy: every ? undefined : (options.strategy ?? LOAD_STRATEGY[options.effort ?? 'default']),
        ordering,
      });
      return {
        placements: best.plan.placements,
        approach: best.plan.stats.engine,
        measures: best.measures,
        work: best.plan.stats.work,
        stoppedBy: best.plan.stats.stoppedBy,
      };
    },
    counted,
    memo,
  );
  const load = (
    qty: readonly number[],
    scale: Readonly<Record<string, number>> = FILL_SCALE,
    ordering = options.ordering,
  ): Loaded => loadOnce(qty, scale, ordering);

  // Wide block building (the dense fill's single-pallet search): the full budget at the bound, DEALT_ABOVE_WORK above it.
  const wideAt = (work: number) => ({ ...WIDE, work: Math.max(1, Math.round(work * (options.budgetScale ?? 1))) });
  const [atBoundConfig, aboveConfig] = [wideAt(WIDE.work), wideAt(DEALT_ABOVE_WORK)];
  const wideLoad = (qty: readonly number[], atBound: boolean, count = counted) => {
    const wide = atBound ? atBoundConfig : aboveConfig;
    return count(memo.load(loadKey('dense', qty, [wide, problem.space]), () => denseLoad(problem, qty, wide, timeUp)));
  };
  // The finish every plan gets: pallets whose CoG would warn laid out or planned again, kept when the order objective ranks that better; then the plan as returned.
  const finish = (
    found: readonly Loaded[],
    strategy: AllocationStrategy,
    leftAtBound: readonly number[] | null,
  ): OrderPlan => {
    const rebuild = (own: Problem, placements: readonly Placement[]) => {
      const { result, work: spent } = balancedRebuild(own, placements, {
        isTimeUp: options.isTimeUp,
        budgetScale: options.budgetScale,
        partial: 'volume',
        fragileTowers: FRAGILE_TOWERS,
        fragileDeck: FRAGILE_DECK,
      });
      work += spent;
      return result;
    };
    // A pinned build (strategy, ordering) is kept as built: planning again would build otherwise.
    const centred = balancedPallets(problem, found, timeUp() || pinned ? undefined : rebuild);
    const pallets = betterOrder(problem, centred, found) ? centred : found;
    if (timeUp()) stoppedBy = 'time_cap';
    let before = problem.items.map((it) => it.qty);
    const allocated: AllocatedPallet[] = pallets.map((p) => {
      before = subtract(before, p.placements);
      return {
        placements: p.placements,
        height: p.measures.height,
        cargoWeight: cargoWeight(problem, p.placements),
        remainingAfter: before,
        approach: p.approach,
        measures: p.measures,
      };
    });
    const gap = allocated.length > lowerBound.value ? boundGap(problem, lowerBound, leftAtBound) : null;
    return {
      pallets: allocated,
      unplaced: unplacedOf(problem, before),
      lowerBound,
      boundGap: gap,
      stats: { engine: ORDER_ENGINE, strategy, work, stoppedBy },
    };
  };

  // One search (order-search.ts): the whole-order kernels, sequential value correction and reloads of k pallets by any loader.
  if (options.search === 'one' && !pinned) {
    const wideBlocks = (p: Problem, q: readonly number[]) => denseLoad(p, q, atBoundConfig, timeUp);
    const remembered = (name: string, q: readonly number[], how: unknown, build: () => Loaded) =>
      counted(memo.load(loadKey(name, q, [how, problem.space]), build));
    // Cheapest first (a reload onto fewer pallets stops at the first that places everything); the value-corrected fills take blocks and all approaches in turn; the wide ones are the whole-order kernel's.
    const loaders: OrderLoader[] = [
      { name: 'blocks', valueCorrected: true, load: (q) => load(q) },
      { name: 'all-approaches', valueCorrected: true, load: (q) => loadOnce(q, FILL_SCALE, undefined, true) },
      {
        name: 'tiers',
        inKernel: true,
        load: (q) => remembered('tier', q, null, () => tierLoad(problem, q, timeUp, options.budgetScale)),
      },
      { name: 'blocks-bound', load: (q) => load(q, BOUND_SCALE) },
      { name: 'wide-blocks', inKernel: true, load: (q) => wideLoad(q, true) },
      {
        name: 'wide-blocks-top-tier',
        inKernel: true,
        load: (q, left) =>
          remembered('top-tier', q, [atBoundConfig, left], () => topTierLoad(problem, q, left, wideBlocks, timeUp)),
      },
      {
        name: 'fragile-share',
        inKernel: true,
        load: (q, left) =>
          remembered('fragile-share', q, [atBoundConfig, left], () =>
            fragileShareLoad(problem, q, left, [wideBlocks], timeUp),
          ),
      },
    ];
    // A reload a few cartons short: the top repack, then the pooled reload with narrower block caps (as the dense fill repairs).
    const pooled = new Set<string>();
    const repair = (ps: readonly Loaded[], left: readonly number[]) =>
      fewCartonsLeft(problem, ps, ps.length, left)
        ? (topRepack(problem, ps, left, timeUp) ??
          poolRepack(
            ps,
            left,
            (q, tuning) =>
              remembered('pool', q, tuning, () => denseLoad(problem, q, { ...atBoundConfig, tuning }, timeUp)),
            timeUp,
            pooled,
          ))
        : null;
    const found = searchOrder(
      problem,
      loadable,
      lowerBound.value,
      maxPallets,
      loaders,
      timeUp,
      options.budgetScale,
      repair,
      (current, countLoad) => {
        const metered = (p: Loaded) => {
          countLoad();
          return counted(p);
        };
        const dealt = dealtShares(
          problem,
          loadable,
          lowerBound.value,
          current,
          (qty, atBound) => wideLoad(qty, atBound, metered),
          timeUp,
        );
        if (dealt && dealt.length <= lowerBound.value) return dealt;
        const dense = denseAtBound(
          problem,
          loadable,
          lowerBound.value,
          DENSE_ATTEMPTS[options.effort ?? 'default'],
          metered,
          timeUp,
          options.budgetScale,
          memo,
        );
        if (dense) return dense;
        // Still above the bound: the fragile-share fill onto one to three pallets more than the bound (fewer than now).
        const above = denseAboveBound(
          problem,
          loadable,
          lowerBound.value,
          current,
          metered,
          timeUp,
          options.budgetScale,
          memo,
        );
        let fewer = !above || !dealt ? (above ?? dealt) : betterOrder(problem, above, dealt) ? above : dealt;
        // Still above the bound: the whole order filled again with the best of the three approaches per pallet (ALL_APPROACHES_REFILL).
        let near = true;
        // The thorough effort's own fill already was the best of the three at the fill's budget.
        const everyScale =
          LOAD_STRATEGY[options.effort ?? 'default'] === undefined ? REFILL_SCALES.slice(1) : REFILL_SCALES;
        for (const scale of everyScale) {
          const count = fewer?.length ?? current;
          if (!near || count <= lowerBound.value || timeUp()) break;
          const again = sequentialFill(problem, loadable, count - 1, (q) => {
            countLoad();
            return loadOnce(q, scale, undefined, true);
          });
          if (again.open.every((q) => q === 0)) fewer = again.pallets;
          else
            near = leftVolume(problem, again.open) <= REFILL_NEAR * problem.space.l * problem.space.w * problem.space.h;
        }
        return fewer;
      },
    );
    return finish(found.pallets, 'search', found.leftAtBound ?? null);
  }

  // Sequential fill.
  let { pallets, open, strategy } = sequentialFill(problem, loadable, maxPallets, (q) => load(q), options.isTimeUp);
  // Above the bound: the dense fill at the bound may be needed, so it starts on another thread if there is one.
  if (open.every((q) => q === 0) && pallets.length > lowerBound.value && !pinned) options.denseAhead?.start();

  // Rebalancing, only when the sequential fill took everything loadable: fewer pallets
  // (targets from the lower bound up, stopping at the first that works); the same count
  // balanced comes after the later steps, which overwrite it whenever they find fewer pallets.
  let leftAtBound: readonly number[] | null = null;
  let nearest: AtBound | null = null;
  const sequentialCount = pallets.length;
  const rebalance = (target: number): void => {
    // At the bound, whole splits that first deal out the cartons that must stay near a top: for a
    // pinned build here, with its own loads; otherwise the dealt-shares step's (dealt-shares.ts), with wider block building.
    const dealt =
      target === lowerBound.value && pinned
        ? dealtSpreads(problem, loadable).map(
            (s) =>
              [
                'whole',
                (items: typeof problem.items, qty: readonly number[], n: number) => wholeSplit(items, qty, n, s),
              ] as const,
          )
        : [];
    const splits = [['even', evenSplit], ['whole', wholeSplit], ...dealt] as const;
    for (const [i, [name, split]] of splits.entries()) {
      if (timeUp()) break;
      // The dealt-out splits only serve to reach the count: skipped once it is reached.
      if (i >= 2 && pallets.length <= target) break;
      const shares = split(problem.items, loadable, target);
      const boost = target === lowerBound.value && name === 'whole';
      const loaded = loadShares(
        problem,
        shares,
        boost ? (q) => load(q, BOUND_SCALE) : load,
        timeUp,
        (left, ps) => {
          if (target !== lowerBound.value) return;
          leftAtBound = left;
          if (ps && (!nearest || leftVolume(problem, left) < leftVolume(problem, nearest.left)))
            nearest = { pallets: ps, left };
        },
        target === lowerBound.value && options.boundRepair ? REPAIR_LEFT_LIMIT : undefined,
      );
      if (betterOrder(problem, loaded, pallets)) {
        pallets = loaded;
        strategy = name;
      }
    }
    // A few cartons short at the bound: reload the least-full pallets with them.
    if (options.boundRepair && target === lowerBound.value && pallets.length > target && nearest && !timeUp()) {
      const repaired = repairAtBound(
        problem,
        nearest,
        repairOrderings(options.ordering).map((o) => (q: readonly number[]) => load(q, BOUND_SCALE, o)),
        timeUp,
      );
      if (repaired && betterOrder(problem, repaired, pallets)) {
        pallets = repaired;
        strategy = 'bound-repair';
      }
    }
  };
  const rebalancing = open.every((q) => q === 0) && sequentialCount > 0;
  if (rebalancing) {
    for (const target of rebalanceTargets(Math.max(1, lowerBound.value), sequentialCount).slice(0, -1)) {
      if (timeUp()) break;
      rebalance(target);
      if (pallets.length < sequentialCount) break;
    }
  }
  // A few cartons short at the bound: the nearest split's tops repacked with them (top-repack.ts), before the costlier dense fill.
  if (open.every((q) => q === 0) && pallets.length > lowerBound.value && nearest && !pinned && !timeUp()) {
    const near: AtBound = nearest;
    if (fewCartonsLeft(problem, near.pallets, lowerBound.value, near.left)) {
      const repacked = topRepack(problem, near.pallets, near.left, timeUp);
      if (repacked && betterOrder(problem, repacked, pallets)) {
        pallets = repacked;
        strategy = 'top-repack';
      }
    }
  }
  const beforeDealt = pallets.length;
  // Dealt shares: fragile and stack-limited cartons dealt out over fewer pallets, each share loaded by wide block building.
  if (open.every((q) => q === 0) && pallets.length > lowerBound.value && !pinned && !timeUp()) {
    const dealt = dealtShares(problem, loadable, lowerBound.value, pallets.length, wideLoad, timeUp, (left) => {
      leftAtBound = left;
    });
    if (dealt && betterOrder(problem, dealt, pallets)) {
      pallets = dealt;
      strategy = 'dealt';
    }
  }
  // Dense fill: still above the bound, the bound's pallets filled one by one from all open cartons.
  if (open.every((q) => q === 0) && pallets.length > lowerBound.value && !pinned) {
    const atBound: DenseFillRun = (c) =>
      denseAtBound(
        problem,
        loadable,
        lowerBound.value,
        DENSE_ATTEMPTS[options.effort ?? 'default'],
        c,
        timeUp,
        options.budgetScale,
        memo,
      );
    // Counts up to the one found before the dealt shares: a fill onto k pallets may need fewer.
    const current = pallets.length;
    const above =
      (from: number): DenseFillRun =>
      (c) =>
        denseAboveBound(
          problem,
          loadable,
          lowerBound.value,
          beforeDealt,
          c,
          timeUp,
          options.budgetScale,
          memo,
          current,
          from,
        );
    // The fill onto bound + 1 pallets with every attempt comes first above the bound when the steps before found two or more pallets more.
    const next = lowerBound.value + 1;
    const nextFull = next < current && next < beforeDealt;
    const fewer = options.denseAhead?.claim(nextFull ? 2 : 1)
      ? denseWithAhead(
          options.denseAhead,
          atBound,
          nextFull ? (c) => denseAboveAt(problem, loadable, next, c, timeUp, options.budgetScale, memo, current) : null,
          above(nextFull ? next + 1 : next),
          beforeDealt,
          tally,
        )
      : (atBound(counted) ?? above(next)(counted));
    if (fewer && betterOrder(problem, fewer, pallets)) {
      pallets = [...fewer];
      strategy = 'dense';
    }
  }
  // Thorough effort, still above the bound: the dense fill again at larger budgets (thorough-escalation.ts).
  if (
    options.effort === 'thorough' &&
    open.every((q) => q === 0) &&
    pallets.length > lowerBound.value &&
    !pinned &&
    !timeUp()
  ) {
    const escalated = escalateToBound(
      problem,
      loadable,
      lowerBound.value,
      pallets.length,
      counted,
      timeUp,
      options.budgetScale,
    );
    if (escalated && betterOrder(problem, escalated, pallets)) {
      pallets = escalated;
      strategy = 'dense';
    }
  }
  // Still above the bound: the sequential fill again with the best of the pallet engine's three approaches per pallet (ALL_APPROACHES_REFILL).
  if (!pinned && open.every((q) => q === 0) && pallets.length > lowerBound.value && !timeUp()) {
    let near = true;
    // The thorough effort's own fill already was the best of the three at the fill's budget.
    for (const scale of LOAD_STRATEGY[options.effort ?? 'default'] === undefined
      ? REFILL_SCALES.slice(1)
      : REFILL_SCALES) {
      if (!near || pallets.length <= lowerBound.value || timeUp()) break;
      const again = sequentialFill(
        problem,
        loadable,
        pallets.length - 1,
        (qty) => loadOnce(qty, scale, undefined, true),
        options.isTimeUp,
      );
      if (again.open.every((q) => q === 0) && betterOrder(problem, again.pallets, pallets))
        ({ pallets, open, strategy } = again);
      // The larger budget only after a refill that came near: what it left out fits in REFILL_NEAR of a pallet.
      else near = leftVolume(problem, again.open) <= REFILL_NEAR * problem.space.l * problem.space.w * problem.space.h;
    }
  }

  // Nothing found fewer pallets than the sequential fill: the same count balanced (even and whole splits).
  if (rebalancing && pallets.length === sequentialCount && !timeUp()) rebalance(sequentialCount);
  // No stub pallets: a lightly loaded last pallet and the one or two before it, repacked onto one pallet fewer.
  if (open.every((q) => q === 0) && pallets.length > lowerBound.value && !timeUp()) {
    const repacked = repackLast(problem, pallets, load, timeUp);
    if (repacked && betterOrder(problem, repacked, pallets)) {
      pallets = repacked;
      strategy = 'repack-last';
    }
  }
  // Still a stub: the last pallets' cartons shared evenly over the same pallets.
  if (open.every((q) => q === 0) && pallets.length > 1 && !timeUp()) {
    const balanced = balanceLast(problem, pallets, load, timeUp);
    if (balanced && betterOrder(problem, balanced, pallets)) {
      pallets = balanced;
      strategy = 'balance-last';
    }
  }
  // Still stubs above the bound: a longer tail (up to the whole order) shared over the same pallets.
  // Every effort: most of its loads are balance-last's and the rebalancing's again, remembered (load-memo.ts).
  if (open.every((q) => q === 0) && pallets.length > lowerBound.value && !timeUp()) {
    const tail = balancedTail(problem, pallets, load, timeUp, pinned ? undefined : (qty) => wideLoad(qty, false));
    if (tail && betterOrder(problem, tail, pallets)) {
      pallets = tail;
      strategy = 'balanced-tail';
    }
  }
  return finish(pallets, strategy, leftAtBound);
}

/** The repair's carton orders: the engine's own, then each pinned ordering (unless the caller pinned one). */
function repairOrderings(pinned: ItemOrdering | undefined): (ItemOrdering | undefined)[] {
  return pinned !== undefined ? [pinned] : [undefined, ...REPAIR_ORDERINGS];
}
const REPAIR_ORDERINGS: readonly ItemOrdering[] = ['height', 'footprint'];

/**
 * The last pallet, when it is a stub, repacked with the one or two pallets before it onto
 * one pallet fewer (whole and even splits of their cartons); null when that does not work.
 */
function repackLast(
  problem: Problem,
  pallets: readonly Loaded[],
  load: (qty: readonly number[]) => Loaded,
  timeUp: () => boolean,
): Loaded[] | null {
  const { l, w, h } = problem.space;
  const fill = (p: Loaded) => p.measures.placedVolume / (l * w * h);
  if (fill(pallets[pallets.length - 1]) >= STUB_FILL) return null;
  for (const m of [2, 3]) {
    if (m > pallets.length || timeUp()) break;
    const kept = pallets.slice(0, pallets.length - m);
    const qty = countAll(problem, pallets.slice(-m));
    const sub = withQuantities(problem, qty);
    for (const split of [wholeSplit, evenSplit]) {
      const loaded = loadShares(sub, split(sub.items, qty, m - 1), load, timeUp);
      if (loaded) return [...kept, ...loaded];
    }
  }
  return null;
}

/** A stub last pallet and the one or two before it, their cartons split (even, then whole) over as many pallets; null when none loads. */
function balanceLast(
  problem: Problem,
  pallets: readonly Loaded[],
  load: (qty: readonly number[]) => Loaded,
  timeUp: () => boolean,
): Loaded[] | null {
  const { l, w, h } = problem.space;
  if (pallets[pallets.length - 1].measures.placedVolume >= STUB_FILL * l * w * h) return null;
  for (const m of [2, 3]) {
    if (m > pallets.length || timeUp()) break;
    const qty = countAll(problem, pallets.slice(-m));
    const sub = withQuantities(problem, qty);
    for (const split of [evenSplit, wholeSplit]) {
      const loaded = loadShares(sub, split(sub.items, qty, m), load, timeUp);
      if (loaded && loaded.length === m) return [...pallets.slice(0, pallets.length - m), ...loaded];
    }
  }
  return null;
}

function countAll(problem: Problem, pallets: readonly Loaded[]): number[] {
  return countItems(
    problem,
    pallets.flatMap((p) => p.placements),
  );
}

/** Pallet counts to try below k (at most three, ascending from the bound), then k itself. */
export function rebalanceTargets(bound: number, k: number): number[] {
  const below =
    k - 1 - bound < 3
      ? Array.from({ length: Math.max(0, k - bound) }, (_, i) => bound + i)
      : [bound, Math.ceil((bound + k - 1) / 2), k - 1];
  return [...below, k];
}

function cargoWeight(problem: Problem, placements: readonly Placement[]): number {
  return placements.reduce((s, p) => s + problem.items[p.item].weight, 0);
}

/** Cartons no pallet took, with the reason one carton alone on an empty pallet would give. */
function unplacedOf(problem: Problem, left: readonly number[]): UnplacedItem[] {
  return left.flatMap((qty, item) => (qty > 0 ? [{ item, qty, reason: unplacedReason(problem, item, 0) }] : []));
}
