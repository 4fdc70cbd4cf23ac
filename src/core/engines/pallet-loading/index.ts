/**
 * Pallet loading: the best plan for one pallet by the pallet objective, over several loaders.
 *
 * Every single-pallet builder is a Loader (loader.ts: offered cartons and a work budget in, a
 * valid plan out):
 * - "layers": flat layers from 2D pallet-loading patterns and flush columns, then
 *   extreme-point completion (layer-approach.ts);
 * - "blocks": block building over maximal free spaces with beam search, with the ceiling
 *   bisected toward the lowest load (block-approach.ts);
 * - "extreme-points": greedy extreme-point placement with several carton orders
 *   (extreme-point-approach.ts);
 * - "container-engine": the container engine on the pallet's load space (container-loader.ts),
 *   run when the three before leave cartons out (pallet-estimate), so an estimate is never
 *   partial when that loader places everything; a complete plan then has its ceiling bisected
 *   and the best by the pallet objective kept (budget: the full-height run's 10 million units,
 *   the lower ceilings a few times what that run took, so the usual complete load costs tens
 *   of milliseconds).
 * Every loader builds only valid loads (full support, no overhang, stack limits, payload);
 * each plan is moved as one block toward the centre (load-shift.ts), and the contenders get the
 * flat-top finish and a CoG balance (pallet-finish.ts). The winner is the best by the pallet
 * objective (objectives/pallet.ts, through plan-ranking.ts): complete first, then the CoG band,
 * heavy low, flatness, the lowest height, the most central CoG.
 * Limits: heuristics; the minimum height is not proven. Each loader gets its own work
 * budget in its own unit (Loader.work).
 */
import type { Placement, Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { COG_WARN_PCT } from '../../objectives/pallet-thresholds.js';
import { BLOCKS_NAME, heightLowerBound, solveBlocks } from './block-approach.js';
import { EXTREME_POINTS_NAME, solveExtremePoints } from './extreme-point-approach.js';
import { LAYERS_NAME, solveLayers } from './layer-approach.js';
import { itemOrderNamed, orderedProblem, type ItemOrdering, type PalletStrategy } from './build-choice.js';
import { shiftLoadToCentre } from './load-shift.js';
import { finishPalletBuild } from './pallet-finish.js';
import { FRAGILE_DECK_NAME, fragileDeckPlans, type DeckPlans } from './fragile-deck.js';
import { MIRRORED_HALVES_NAME, mirroredHalves } from './mirrored-halves.js';
import { largerOffsetPct } from './scattered-balance.js';
import { topUp } from './top-up.js';
import { ITEM_ORDERS, type ItemOrder } from './item-orders.js';
import { unplacedList } from './pallet-plan.js';
import { expandTowers, onlyFragileLeftOut, towerChoices, towerProblem } from './fragile-towers.js';
import { checkPlan } from '../../checks/check-plan.js';
import { comparePlans, measurePlan, type PartialPreference, type PlanMeasures } from './plan-ranking.js';
import { CONTAINER_LOADER } from './container-loader.js';
import { allOf, offered, type Loader, type LoaderBudget } from './loader.js';

export { heightLowerBound } from './block-approach.js';
export {
  ITEM_ORDERINGS,
  PALLET_STRATEGIES,
  type BuildChoice,
  type ItemOrdering,
  type PalletStrategy,
} from './build-choice.js';
export { palletProblem, palletItem, withQuantities, type PalletCarton, type PalletSpec } from './pallet-problem.js';
export { measurePlan, comparePlans, type PartialPreference, type PlanMeasures } from './plan-ranking.js';

/** A pallet approach is a loader (loader.ts): offered cartons and a budget, it returns a valid plan. */
export type PalletApproach = Loader;

const EXTREME_POINTS_BUDGET = 300_000;
const solveOptions = (b: LoaderBudget) => ({ budget: { work: b.work, isTimeUp: b.isTimeUp } });

/**
 * The single-pallet loaders, run in this order: the two cheap approaches first, so that blocks
 * can aim below their best; the container engine (container-loader.ts) after them, when they
 * leave cartons out. Layers and extreme points count box-pair tests; blocks and the container
 * engine count the container engine's blocks examined.
 */
export const PALLET_APPROACHES: readonly Loader[] = [
  {
    name: LAYERS_NAME,
    work: 400_000,
    load: (p, offer, b) => solveLayers(offered(p, offer), solveOptions(b), b.ordering),
  },
  {
    name: EXTREME_POINTS_NAME,
    work: EXTREME_POINTS_BUDGET,
    load: (p, offer, b) => solveExtremePoints(offered(p, offer), solveOptions(b), b.ordering),
  },
  { name: BLOCKS_NAME, work: 30_000, load: (p, offer, b) => solveBlocks(offered(p, offer), solveOptions(b), b.below) },
];

export interface ApproachResult {
  readonly name: string;
  readonly plan: Plan;
  readonly measures: PlanMeasures;
}

export interface SkippedApproach {
  readonly name: string;
  readonly skipped: string;
}

export interface PalletLoadResult {
  readonly best: ApproachResult;
  /** Every approach in run order. */
  readonly approaches: readonly (ApproachResult | SkippedApproach)[];
}

/** Runs one loader on all of `problem`'s cartons with its budget scaled by `budgetScale`; `below` and `ordering` as in LoaderBudget. */
export function runApproach(
  approach: Loader,
  problem: Problem,
  isTimeUp?: () => boolean,
  budgetScale = 1,
  below?: number,
  ordering?: ItemOrder,
): ApproachResult {
  const raw = approach.load(problem, allOf(problem), {
    work: Math.max(1, Math.round(approach.work * budgetScale)),
    isTimeUp,
    below,
    ordering,
  });
  return centredResult(problem, approach.name, raw);
}

/** A built plan as a result: its load moved as one block toward the centre (load-shift.ts), then measured. */
function centredResult(problem: Problem, name: string, raw: Plan): ApproachResult {
  const plan = { ...raw, placements: shiftLoadToCentre(problem, raw.placements) };
  return { name, plan, measures: measurePlan(problem, plan) };
}

/** The lowest complete loaded height among `results`, or undefined. */
export function lowestComplete(results: readonly ApproachResult[]): number | undefined {
  const heights = results.filter((r) => r.measures.complete).map((r) => r.measures.height);
  return heights.length > 0 ? Math.min(...heights) : undefined;
}

/** The best result by the pallet ranking (ties: the earlier approach). */
export function bestResult(results: readonly ApproachResult[], partial: PartialPreference = 'count'): ApproachResult {
  return results.reduce((best, r) => (comparePlans(r.measures, best.measures, partial) < 0 ? r : best));
}

export interface PalletLoadOptions {
  readonly isTimeUp?: () => boolean;
  /** Multiplies every approach's budget (default 1). */
  readonly budgetScale?: number;
  /** Further multiplies the budget of the named approaches. */
  readonly approachScale?: Readonly<Record<string, number>>;
  /** How partial plans are ranked (default 'count'). */
  readonly partial?: PartialPreference;
  /** Run the fragile-towers repair when only fragile cartons are left out (default true). */
  readonly fragileTowers?: boolean;
  /** Then run the fragile-deck repair when only fragile cartons are still left out: all its plans (default), the corner plan only, or off. */
  readonly fragileDeck?: DeckPlans | 'off';
  /** When the best plan's CoG would make COG_OFFSET warn, take the lowest plan of its cartons whose CoG would not: another approach's complete plan or two mirrored halves (mirrored-halves.ts) (default false). */
  readonly cogBalance?: boolean;
  /** Then, when the best plan leaves cartons out, try them in the gaps and on the tops of its load (top-up.ts) (default false). */
  readonly topUp?: boolean;
  /** Last, when the best plan still leaves cartons out, run the container engine on the pallet (container-loader.ts) (default false). */
  readonly containerLoader?: boolean;
  /** Called around each approach run (the HTTP handler times them; the core has no clock). */
  readonly observe?: (name: string, phase: 'start' | 'end') => void;
  /** Run only this approach (default: all three, best wins). See build-choice.ts. */
  readonly strategy?: PalletStrategy;
  /** Follow only this carton order (default: each approach's own orders). See build-choice.ts. */
  readonly ordering?: ItemOrdering;
}

/** Name of the fragile-towers repair in `approaches`: present only when it ran and won. */
export const FRAGILE_TOWERS_NAME = 'fragile-towers';
export { FRAGILE_DECK_NAME } from './fragile-deck.js';
export { MIRRORED_HALVES_NAME, mirroredHalves } from './mirrored-halves.js';
/** Name of the top-up of a partial plan in `approaches`: present only when it placed more. */
export const TOP_UP_NAME = 'top-up';
export { CONTAINER_LOADER, CONTAINER_LOADER_NAME } from './container-loader.js';
export type { Loader, LoaderBudget } from './loader.js';

/**
 * Runs the three approaches in order, each later one told the lowest complete height so far,
 * and returns the best. Once a complete plan reaches the height lower bound nothing can beat
 * it, and the remaining approaches are skipped. When the best plan leaves out fragile
 * cartons only, the fragile-towers repair runs too, then the fragile-deck repair; each wins
 * when it ranks better. With `cogBalance`, a best plan whose CoG would make COG_OFFSET warn is
 * replaced by a plan of its cartons the pallet objective ranks better (cogBalanced); with `topUp`, a
 * best plan that leaves cartons out gets them tried in its gaps and on its tops (toppedUp).
 */
export function solvePalletLoad(problem: Problem, options: PalletLoadOptions = {}): PalletLoadResult {
  const first =
    options.ordering === undefined ? runApproaches(problem, options) : solveOrdered(problem, options, options.ordering);
  const towers =
    options.fragileTowers === false
      ? first
      : repaired(problem, first, options, () => solveWithTowers(problem, first.best.plan, options));
  const deck =
    options.fragileDeck === 'off'
      ? towers
      : repaired(problem, towers, options, () => solveWithDeck(problem, towers.best.plan, options));
  const balanced = options.cogBalance === true && !options.isTimeUp?.() ? cogBalanced(problem, deck, options) : deck;
  const topped = options.topUp === true && !options.isTimeUp?.() ? toppedUp(problem, balanced, options) : balanced;
  return options.containerLoader === true && !options.isTimeUp?.()
    ? withContainerLoader(problem, topped, options)
    : topped;
}

/** `result`, or the container engine's plan when `result` is partial and the pallet objective ranks that plan better. */
function withContainerLoader(problem: Problem, result: PalletLoadResult, options: PalletLoadOptions): PalletLoadResult {
  if (result.best.measures.complete) return result;
  options.observe?.(CONTAINER_LOADER.name, 'start');
  const r = checkedContainerPlan(problem, options);
  options.observe?.(CONTAINER_LOADER.name, 'end');
  if (!r) return result;
  const better = comparePlans(r.measures, result.best.measures, options.partial) < 0;
  return { best: better ? r : result.best, approaches: [...result.approaches, r] };
}

/** The container engine's plan of the pallet, centred, or null when the plan checker finds a fault: it knows no pallet-only rule (maxLayers, bottomOnly), so it is checked once, as it would ship. */
function checkedContainerPlan(problem: Problem, options: PalletLoadOptions): ApproachResult | null {
  const r = runApproach(CONTAINER_LOADER, problem, options.isTimeUp, options.budgetScale ?? 1);
  return checkPlan(problem, r.plan.placements).length > 0 ? null : r;
}

/** Work for the top-up of a partial plan: the extreme-point approach's own budget, on one carton order. */
const TOP_UP_WORK = EXTREME_POINTS_BUDGET;

/** `result`, or its best plan with more of the cartons it left out placed in its gaps and on its tops (top-up.ts). */
function toppedUp(problem: Problem, result: PalletLoadResult, options: PalletLoadOptions): PalletLoadResult {
  const { plan } = result.best;
  if (plan.unplaced.length === 0) return result;
  const left = problem.items.map(() => 0);
  for (const u of plan.unplaced) left[u.item] += u.qty;
  // One carton order: each order replays the whole load, which no work unit counts.
  const more = topUp(
    problem,
    plan.placements,
    left,
    Math.max(1, Math.round(TOP_UP_WORK * (options.budgetScale ?? 1))),
    [ITEM_ORDERS[0]],
  );
  if (!more || more.placements.length === plan.placements.length) return result;
  const built: Plan = {
    placements: more.placements,
    unplaced: unplacedList(problem, more.left, more.cargoWeight),
    stats: { engine: TOP_UP_NAME, work: more.work, stoppedBy: plan.stats.stoppedBy },
  };
  const r = { name: TOP_UP_NAME, plan: built, measures: measurePlan(problem, built) };
  return { best: r, approaches: [...result.approaches, r] };
}

/**
 * `result`, or a plan of the same cartons the pallet objective ranks better when the best one,
 * complete, would warn (centredAlternative over the approaches that already ran and the halves).
 */
function cogBalanced(problem: Problem, result: PalletLoadResult, options: PalletLoadOptions): PalletLoadResult {
  // A partial plan fills its pallet: half a deck seldom takes half of it, so only complete plans are planned again.
  if (!cogWarns(result.best.measures) || !result.best.measures.complete) return result;
  const { chosen, halves } = centredAlternative(
    problem,
    result.best.plan,
    result.best.measures,
    completeResults(result),
    options,
  );
  if (!chosen) return result;
  return { best: chosen, approaches: chosen === halves ? [...result.approaches, halves] : result.approaches };
}

/**
 * The cartons of `placements` (all of `problem`'s) planned again for balance: the approaches
 * run on exactly these cartons (and, when none of them is within the warning band, the
 * container engine), then centredAlternative; `work` is what all spent. For order-plan, whose
 * pallets were loaded from larger shares.
 */
export function balancedRebuild(
  problem: Problem,
  placements: readonly Placement[],
  options: PalletLoadOptions,
): { result: ApproachResult | null; work: number } {
  if (largerOffsetPct(problem, placements) <= COG_WARN_PCT) return { result: null, work: 0 };
  const approaches = completeResults(solvePalletLoad(problem, { ...options, cogBalance: false }));
  // No approach balances these cartons (often none places them all: the pallet was loaded from a larger share): the container engine is one more candidate.
  const container =
    approaches.some((a) => !cogWarns(a.measures)) || options.isTimeUp?.()
      ? null
      : checkedContainerPlan(problem, options);
  const complete = container?.measures.complete ? [...approaches, container] : approaches;
  const shipped: Plan = { placements, unplaced: [], stats: { engine: '', work: 0, stoppedBy: 'complete' } };
  const { chosen, halves } = centredAlternative(problem, shipped, measurePlan(problem, shipped), complete, options);
  const work =
    approaches.reduce((s, a) => s + a.plan.stats.work, 0) +
    (container?.plan.stats.work ?? 0) +
    (halves?.plan.stats.work ?? 0);
  return { result: chosen, work };
}

/** The approaches' complete plans in `result`. */
function completeResults(result: PalletLoadResult): ApproachResult[] {
  return result.approaches.filter((a): a is ApproachResult => 'plan' in a && a.measures.complete);
}

/**
 * The best complete plan of `plan`'s cartons by the pallet objective, among `candidates` and the
 * mirrored halves of `plan` (mirrored-halves.ts; each half loaded as `options` load a pallet, at
 * half the budget), when it ranks better than `plan` itself (`measures`), ties to the earlier; or
 * null. Balance comes right after completeness in the objective, so a plan that brings the CoG
 * into a lower band (out of the warning band, or from past the failing limit into it) wins.
 * `halves` is the halves' result when they fitted.
 */
function centredAlternative(
  problem: Problem,
  plan: Plan,
  measures: PlanMeasures,
  candidates: readonly ApproachResult[],
  options: PalletLoadOptions,
): { chosen: ApproachResult | null; halves: ApproachResult | null } {
  const quiet = { ...options, observe: undefined, budgetScale: (options.budgetScale ?? 1) / 2 };
  const loadHalf = (half: Problem) =>
    (options.ordering === undefined ? runApproaches(half, quiet) : solveOrdered(half, quiet, options.ordering)).best
      .plan;
  const built = mirroredHalves(problem, plan.placements, loadHalf);
  const halvesPlan: Plan | null = built && {
    placements: built.placements,
    unplaced: plan.unplaced,
    stats: { engine: MIRRORED_HALVES_NAME, work: built.work, stoppedBy: plan.stats.stoppedBy },
  };
  const halves = halvesPlan && {
    name: MIRRORED_HALVES_NAME,
    plan: halvesPlan,
    measures: measurePlan(problem, halvesPlan),
  };
  // The pallet objective chooses: balance comes right after completeness, so a plan out of the warning band (or out of the failing one) wins over a lower one in it.
  const chosen = (halves ? [...candidates, halves] : candidates).reduce<ApproachResult | null>(
    (best, r) =>
      r.measures.complete && comparePlans(r.measures, best?.measures ?? measures, options.partial) < 0 ? r : best,
    null,
  );
  return { chosen, halves };
}

/** The larger of the CoG's offsets from the deck centre along x and z, in % (COG_OFFSET's observation). */
export function largerOffset(m: PlanMeasures): number {
  return Math.max(Math.abs(m.cogOffsetPct.x), Math.abs(m.cogOffsetPct.z));
}

function cogWarns(m: PlanMeasures): boolean {
  return largerOffset(m) > COG_WARN_PCT;
}

/** `result`, or the repair's plan when only fragile cartons are left out and the repair ranks better. */
function repaired(
  problem: Problem,
  result: PalletLoadResult,
  options: PalletLoadOptions,
  repair: () => ApproachResult | null,
): PalletLoadResult {
  if (!onlyFragileLeftOut(problem, result.best.plan) || options.isTimeUp?.()) return result;
  const r = repair();
  if (!r || comparePlans(r.measures, result.best.measures, options.partial) >= 0) return result;
  return { best: r, approaches: [...result.approaches, r] };
}

/** The fragile-deck repair (fragile-deck.ts): its best plan, off centre only if all are, or null when it cannot fit. Its extreme points get that approach's budget. */
function solveWithDeck(problem: Problem, plan: Plan, options: PalletLoadOptions): ApproachResult | null {
  const budget = {
    work: Math.max(1, Math.round(EXTREME_POINTS_BUDGET * (options.budgetScale ?? 1))),
    isTimeUp: options.isTimeUp,
  };
  const loadRest = (rest: Problem) => runApproaches(rest, { ...options, observe: undefined }).best.plan;
  const results = fragileDeckPlans(
    problem,
    plan,
    { budget },
    loadRest,
    options.fragileDeck === 'corner' ? 'corner' : 'all',
  ).map((built) => centredResult(problem, FRAGILE_DECK_NAME, built));
  // A deck row off to one side can leave a load badly off centre: such a plan wins only when every one does.
  const centred = results.filter((r) => !cogWarns(r.measures));
  return results.length > 0 ? bestResult(centred.length > 0 ? centred : results, options.partial) : null;
}

/**
 * The fragile-towers repair (fragile-towers.ts): every carton of the fragile SKUs left out
 * gets a tower; the best expanded plan over a few tower choices, or null when none applies.
 */
function solveWithTowers(problem: Problem, plan: Plan, options: PalletLoadOptions): ApproachResult | null {
  const short = new Set(plan.unplaced.map((u) => u.item));
  const missing = problem.items.map((it) => (short.has(it.index) ? it.qty : 0));
  let best: ApproachResult | null = null;
  let work = 0;
  for (const choice of towerChoices(problem, missing)) {
    if (options.isTimeUp?.()) break;
    const inner = runApproaches(towerProblem(problem, choice), { ...options, observe: undefined });
    const expanded = expandTowers(problem, choice, inner.best.plan);
    work += inner.approaches.reduce((s, a) => s + ('plan' in a ? a.plan.stats.work : 0), 0);
    const r = { name: FRAGILE_TOWERS_NAME, plan: expanded, measures: measurePlan(problem, expanded) };
    if (!best || comparePlans(r.measures, best.measures, options.partial) < 0) best = r;
  }
  return best && { ...best, plan: { ...best.plan, stats: { ...best.plan.stats, work } } };
}

/** The three approaches in order; see solvePalletLoad. */
function runApproaches(problem: Problem, options: PalletLoadOptions, order?: ItemOrder): PalletLoadResult {
  const lowest = heightLowerBound(problem);
  const ran: ApproachResult[] = [];
  const approaches: (ApproachResult | SkippedApproach)[] = [];
  const observe = options.observe ?? (() => {});
  for (const a of PALLET_APPROACHES) {
    if (options.strategy !== undefined && a.name !== options.strategy) {
      approaches.push({ name: a.name, skipped: 'not the selected strategy' });
      continue;
    }
    const proven = ran.some((r) => r.measures.complete && r.measures.height <= lowest);
    if (proven || (ran.length > 0 && options.isTimeUp?.())) {
      approaches.push({
        name: a.name,
        skipped: proven ? 'an earlier approach reached the height lower bound' : 'time cap reached',
      });
      continue;
    }
    const scale = (options.budgetScale ?? 1) * (options.approachScale?.[a.name] ?? 1);
    observe(a.name, 'start');
    const r = runApproach(a, problem, options.isTimeUp, scale, lowestComplete(ran), order);
    observe(a.name, 'end');
    ran.push(r);
    approaches.push(r);
  }
  return finishPalletBuild(problem, ran, approaches, options.partial ?? 'count');
}

/** solvePalletLoad on the item types renumbered in the pinned order, its plans numbered back. */
function solveOrdered(problem: Problem, options: PalletLoadOptions, ordering: ItemOrdering): PalletLoadResult {
  const order = itemOrderNamed(ordering);
  const { problem: ordered, back } = orderedProblem(problem, order);
  const r = runApproaches(ordered, options, order);
  const mapped = (a: ApproachResult): ApproachResult => ({ ...a, plan: back(a.plan) });
  return { best: mapped(r.best), approaches: r.approaches.map((a) => ('plan' in a ? mapped(a) : a)) };
}
