/**
 * Order allocation: an order's cartons across at most maxPallets pallets, as one search.
 *
 * Optimises: the order objective (objectives/order.ts, order-objective.ts): every carton placed,
 * fewest pallets, the pallets' own keys worst first (CoG, heavy and liquid low, no slender
 * stacks, flat full layers, low), then evenness. Every acceptance compares plans by it.
 * Method (order-search.ts): the sequential fill (each pallet loaded by the pallet engine with
 * everything still open, the last pallet's cartons inserted into the others' gaps), then one
 * loop of moves until none gains or the work budget is spent: above the lower bound, whole-order
 * moves (every carton onto fewer pallets by one fill policy: whole-order-moves.ts); sequential
 * value correction; reloads of 1-3 pallets (onto one fewer or as many, by a sequential fill with
 * any loader or by even and whole-SKU shares). A near miss is repaired by the top and pooled
 * repacks. Last, pallets whose CoG would warn are laid out
 * or planned again (pallet-balance.ts), kept when the objective ranks that better.
 * Loaders: block building (the pallet engine's best of all three approaches on the thorough
 * effort), the best of all three, layered tiers, block building at the bound's budget, wide block
 * building, with a top tier, and the fragile-share fill. A build pinned to one approach or carton
 * order (strategy, ordering) has that one loader and no whole-order move or repair (they build otherwise).
 * Pallet loads are remembered over the whole plan (load-memo.ts): a move that offers the same
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
import { boundGap, type BoundGap } from './bound-gap.js';
import { denseLoad, fragileShareLoad, tierLoad, topTierLoad, WIDE } from './dense-fill.js';
import { searchOrder, type OrderLoader, type Repair } from './order-search.js';
import { poolRepack } from './pool-repack.js';
import { LoadMemo, loadKey, memoizedLoads } from './load-memo.js';
import { betterOrder } from './order-objective.js';
import { loadableQuantities, subtract, type Loaded } from './share-loading.js';
import { wholeOrderMoves } from './whole-order-moves.js';
import { palletLowerBound, type PalletLowerBound } from './pallet-lower-bound.js';
import { balancedPallets } from './pallet-balance.js';
import { fewCartonsLeft, topRepack } from './top-repack.js';

export { largestConicSum, palletLowerBound, type PalletLowerBound } from './pallet-lower-bound.js';
export { memoisedCharges } from './dff-bound.js';
export { memoisedConicSum } from './pallet-level-bounds.js';
export type { BoundGap, BoundGapReason } from './bound-gap.js';

/**
 * `strategy` and `ordering` (BuildChoice) pin every pallet's build to one approach and one
 * carton order (pallet-loading/build-choice.ts); left out, each pallet gets the best of all.
 */
export interface OrderPlanOptions extends BuildChoice {
  /** 1-20. */
  readonly maxPallets: number;
  readonly isTimeUp?: () => boolean;
  /** Multiplies the pallet engine's budgets and the search's pallet loads (default 1). */
  readonly budgetScale?: number;
  /** 'thorough': every pallet load the best of the pallet engine's three approaches, more whole-order moves, EFFORT_LOADS the search's loads (default 'default'). */
  readonly effort?: 'default' | 'thorough';
}

/** Filling a pallet to the top is where block building pays most: it gets a larger budget here. */
const FILL_SCALE: Readonly<Record<string, number>> = { blocks: 4 };
/**
 * Block building at the bound's budget (24× its own; 64× gained nothing more on the benchmark
 * orders): the loader that decides whether a pool of cartons fits one pallet fewer. The
 * all-approaches whole-order move runs at the fill's budget, then at this one (they close
 * different misses: an order a little over a whole number of pallet volumes, mostly of one size).
 */
const BOUND_SCALE: Readonly<Record<string, number>> = { blocks: 24 };
/**
 * The pallet engine's approaches for the allocation's pallet loads, by effort: block building
 * alone by default, all three on the thorough effort. On the bench orders block building alone
 * gave the same pallet count on all but one in several hundred, for about 45 % less CPU at the
 * median (docs/history/benchmarks-sessions.md).
 */
const LOAD_STRATEGY: Readonly<Record<'default' | 'thorough', PalletStrategy | undefined>> = {
  default: 'blocks',
  thorough: undefined,
};
/** The search's pallet loads by effort, as a multiple of its budget (order-search.ts). */
const EFFORT_LOADS: Readonly<Record<'default' | 'thorough', number>> = { default: 1, thorough: 3 };
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

/** The sequential fill's plan kept as it was ('sequential', with its last pallet emptied into the others '+insertion'), or one the search found. */
export type AllocationStrategy = 'sequential' | 'sequential+insertion' | 'search';

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
  // A build pinned to one approach or carton order (strategy, ordering) gets no loader that builds otherwise.
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
  // `every`: the best of all three approaches whatever the effort (the all-approaches loader and whole-order moves); `space`: a lowered ceiling (a top tier's base).
  const loadOnce = memoizedLoads(
    (
      qty: readonly number[],
      scale: Readonly<Record<string, number>>,
      ordering: ItemOrdering | undefined,
      every = false,
      space?: Problem['space'],
    ): Loaded => {
      const { best } = solvePalletLoad(withQuantities(space ? { ...problem, space } : problem, qty), {
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

  // Wide block building (the whole-order moves' single-pallet search), remembered under the key they use.
  const atBoundConfig = { ...WIDE, work: Math.max(1, Math.round(WIDE.work * (options.budgetScale ?? 1))) };
  const remembered = (key: string, build: () => Loaded) => counted(memo.load(key, build));
  const wideLoad = (qty: readonly number[]) =>
    remembered(loadKey('dense', qty, [atBoundConfig, problem.space]), () =>
      denseLoad(problem, qty, atBoundConfig, timeUp),
    );
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

  const effort = options.effort ?? 'default';
  const searchScale = (options.budgetScale ?? 1) * EFFORT_LOADS[effort];
  // A pinned build: one loader, the pinned one, and no whole-order move or repair (they would build otherwise).
  if (pinned) {
    const found = searchOrder(
      problem,
      loadable,
      lowerBound.value,
      maxPallets,
      [{ name: 'pinned', valueCorrected: true, load: (q) => load(q) }],
      timeUp,
      searchScale,
    );
    return finish(found.pallets, found.strategy, found.leftAtBound ?? null);
  }
  const wideBlocks = (p: Problem, q: readonly number[]) => denseLoad(p, q, atBoundConfig, timeUp);
  const rememberedAs = (name: string, q: readonly number[], how: unknown, build: () => Loaded) =>
    remembered(loadKey(name, q, [how, problem.space]), build);
  const tierScale = options.budgetScale ?? 1;
  // Cheapest first (a reload onto fewer pallets stops at the first that places everything); the value-corrected fills take blocks and all approaches in turn; the wide ones are the whole-order moves' own.
  const loaders: OrderLoader[] = [
    { name: 'blocks', valueCorrected: true, load: (q) => load(q) },
    { name: 'all-approaches', valueCorrected: true, load: (q) => loadOnce(q, FILL_SCALE, undefined, true) },
    {
      name: 'tiers',
      wholeOrderOwn: true,
      load: (q) =>
        remembered(loadKey('dense', q, [{ tier: tierScale }, problem.space]), () =>
          tierLoad(problem, q, timeUp, tierScale),
        ),
    },
    { name: 'blocks-bound', load: (q) => load(q, BOUND_SCALE) },
    { name: 'wide-blocks', wholeOrderOwn: true, load: (q) => wideLoad(q) },
    {
      name: 'wide-blocks-top-tier',
      wholeOrderOwn: true,
      load: (q, left) =>
        rememberedAs('top-tier', q, [atBoundConfig, left], () => topTierLoad(problem, q, left, wideBlocks, timeUp)),
    },
    {
      name: 'fragile-share',
      wholeOrderOwn: true,
      load: (q, left) =>
        rememberedAs('fragile-share', q, [atBoundConfig, left], () =>
          fragileShareLoad(problem, q, left, [wideBlocks], timeUp),
        ),
    },
  ];
  // A reload a few cartons short (a whole-order move's too): the top repack, then the pooled reload with narrower block caps.
  const pooled = new Set<string>();
  const repair: Repair = (ps, left) =>
    fewCartonsLeft(problem, ps, ps.length, left)
      ? (topRepack(problem, ps, left, timeUp) ??
        poolRepack(
          ps,
          left,
          (q, tuning) =>
            rememberedAs('pool', q, tuning, () => denseLoad(problem, q, { ...atBoundConfig, tuning }, timeUp)),
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
    searchScale,
    repair,
    wholeOrderMoves({
      problem,
      open: loadable,
      bound: lowerBound.value,
      thorough: effort === 'thorough',
      budgetScale: options.budgetScale ?? 1,
      timeUp,
      remembered,
      counted,
      everyApproach: (p, q, budget) =>
        loadOnce(
          q,
          budget === 'fill' ? FILL_SCALE : BOUND_SCALE,
          undefined,
          true,
          p.space === problem.space ? undefined : p.space,
        ),
      repair,
    }),
  );
  return finish(found.pallets, found.strategy, found.leftAtBound ?? null);
}

function cargoWeight(problem: Problem, placements: readonly Placement[]): number {
  return placements.reduce((s, p) => s + problem.items[p.item].weight, 0);
}

/** Cartons no pallet took, with the reason one carton alone on an empty pallet would give. */
function unplacedOf(problem: Problem, left: readonly number[]): UnplacedItem[] {
  return left.flatMap((qty, item) => (qty > 0 ? [{ item, qty, reason: unplacedReason(problem, item, 0) }] : []));
}
