/**
 * Order options: the repack or quantity change that brings an order onto fewer pallets.
 *
 * - Phase 1 repacks the unchanged quantities with every pinned build: three strategies
 *   (pallet approaches) × four carton orderings (REPACK_BUILDS).
 * - Phase 2, only when no repack reached the target: single-SKU quantity changes, then
 *   pairs, nearest to the current quantities first (quantity-changes.ts), each packed with
 *   the repack that came closest to the target (fewest pallets, then the emptiest pallet);
 *   it stops at three alternatives at the target, or FILL_AFTER_FIRST candidates after the first.
 * - Every candidate whose pallet lower bound cannot beat the baseline (for additions: stay on
 *   it) is skipped without packing; one that can beat it but not reach an ambitious target is
 *   packed, since a smaller improvement may still be offered. The budget counts packed
 *   candidates only; identical builds count as duplicates.
 * - The caller offers up to three Pareto-distinct alternatives (distinctAlternatives): never a
 *   deeper change of the same SKUs in the same direction that reaches no fewer pallets.
 * The caller packs and judges a candidate (`evaluate`), so this file holds only the search.
 * Limits: heuristic; "none within search" is not a proof that no alternative exists.
 */
import type { Problem } from '../../model/problem.js';
import { largestConicSum, memoisedCharges, memoisedConicSum, palletLowerBound } from '../order-allocation/index.js';
import { withQuantities, type ItemOrdering, type PalletStrategy } from '../pallet-loading/index.js';
import { applyChanges, pairChanges, singleChanges, type QtyAdjustment, type QtyChange } from './quantity-changes.js';

export { allowedDeltas, type QtyAdjustment, type QtyChange } from './quantity-changes.js';

/** A pinned build: both choices named, so it can be sent back to reproduce the plan. */
export interface PinnedBuild {
  readonly strategy: PalletStrategy;
  readonly ordering: ItemOrdering;
}

export const REPACK_STRATEGIES: readonly PalletStrategy[] = ['blocks', 'layers', 'extreme-points'];
export const REPACK_ORDERINGS: readonly ItemOrdering[] = ['volume', 'weight', 'height', 'footprint'];
export const REPACK_BUILDS: readonly PinnedBuild[] = REPACK_STRATEGIES.flatMap((strategy) =>
  REPACK_ORDERINGS.map((ordering) => ({ strategy, ordering })),
);

/** What the caller learned by packing one candidate. */
export interface Evaluation {
  readonly palletCount: number;
  /** Every carton placed and nothing failed that the baseline passed: it may be offered. */
  readonly acceptable: boolean;
  /** Identifies the build (same placements, same digest). */
  readonly digest: string;
  /** Cargo volume of the emptiest pallet: the smaller, the closer the build is to losing a pallet. */
  readonly emptiestPallet: number;
}

export type Phase = 'repack' | 'single_sku' | 'sku_pair';

export interface Candidate {
  /** 0-based position in the search, over both phases. */
  readonly order: number;
  readonly phase: Phase;
  readonly build: PinnedBuild;
  readonly changes: readonly QtyChange[];
  readonly unitsChanged: number;
  readonly evaluation: Evaluation;
}

export interface PhaseStats {
  readonly packed: number;
  readonly skipped: number;
  readonly duplicates: number;
}

export type SearchStop = 'complete' | 'enough' | 'budget' | 'examined_limit' | 'time_cap' | 'not_needed';

export interface OptionsSearch {
  /** Acceptable candidates within the admission count, in search order (rank with rankCandidates). */
  readonly found: readonly Candidate[];
  readonly phase1: PhaseStats & { readonly ran: boolean };
  readonly phase2: PhaseStats & { readonly ran: boolean; readonly build: PinnedBuild | null };
  readonly packed: number;
  readonly stoppedBy: SearchStop;
}

export interface OptionsSearchInput {
  /** The order at its current quantities. */
  readonly problem: Problem;
  readonly adjustments: readonly QtyAdjustment[];
  readonly baselinePallets: number;
  readonly target: number;
  /** Packed candidates allowed. */
  readonly budget: number;
  /** Candidates examined (packed or skipped) at most, so skipping stays bounded too. */
  readonly examineLimit: number;
  readonly evaluate: (qty: readonly number[], build: PinnedBuild) => Evaluation;
  readonly isTimeUp?: () => boolean;
}

/** Pallet count an alternative must reach: below the baseline, or no more than it when the target allows it (additions). */
export const admissionCount = (baseline: number, target: number) => (target >= baseline ? baseline : baseline - 1);

const UNPINNED_FALLBACK: PinnedBuild = REPACK_BUILDS[0];
/**
 * Once an alternative reaches the target, phase 2 packs at most this many more candidates to
 * fill the list: candidates come nearest first, so later ones change at least as many units
 * and rank after it; this keeps a long tail of failing candidates from eating the budget.
 */
export const FILL_AFTER_FIRST = 10;

export function searchOrderOptions(input: OptionsSearchInput): OptionsSearch {
  const current = input.problem.items.map((it) => it.qty);
  const admit = admissionCount(input.baselinePallets, input.target);
  // A candidate whose lower bound exceeds this cannot beat the baseline (or, for additions, stay on it): not
  // packed. An ambitious target does not raise it: a smaller improvement may still be offered (SPEC).
  const goal = admit;
  const found: Candidate[] = [];
  const seen = new Set<string>();
  const stats = [
    { packed: 0, skipped: 0, duplicates: 0 },
    { packed: 0, skipped: 0, duplicates: 0 },
  ];
  let order = 0;
  let stoppedBy: SearchStop = 'complete';
  const packedTotal = () => stats[0].packed + stats[1].packed;
  const bound = memoBound(input.problem);
  // Packed candidates when the first alternative reached the target (phase 2 fills the list for a while after it).
  let firstHit: number | null = null;

  /** Examines one candidate; false when the search must stop. */
  const visit = (phase: Phase, build: PinnedBuild, changes: readonly QtyChange[]): Candidate | null | false => {
    if (input.isTimeUp?.()) {
      stoppedBy = 'time_cap';
      return false;
    }
    if (order >= input.examineLimit) {
      stoppedBy = 'examined_limit';
      return false;
    }
    const s = stats[phase === 'repack' ? 0 : 1];
    const qty = applyChanges(current, changes);
    order++;
    if (bound(qty) > goal) {
      s.skipped++;
      return null;
    }
    if (packedTotal() >= input.budget) {
      stoppedBy = 'budget';
      order--;
      return false;
    }
    s.packed++;
    const evaluation = input.evaluate(qty, build);
    if (seen.has(evaluation.digest)) {
      s.duplicates++;
      return null;
    }
    seen.add(evaluation.digest);
    const c: Candidate = {
      order: order - 1,
      phase,
      build,
      changes,
      unitsChanged: changes.reduce((n, ch) => n + Math.abs(ch.delta), 0),
      evaluation,
    };
    if (evaluation.acceptable && evaluation.palletCount <= admit) found.push(c);
    if (firstHit === null && evaluation.acceptable && evaluation.palletCount <= input.target) firstHit = packedTotal();
    return c;
  };

  const repack = input.target < input.baselinePallets;
  const tried = repack ? repackPhase(visit, found, input.target, bound(current)) : [];
  const reached = found.some((c) => c.evaluation.palletCount <= input.target);
  let phase2Build: PinnedBuild | null = null;
  if (!reached && stoppedBy === 'complete' && input.adjustments.length > 0) {
    phase2Build = closest(tried) ?? UNPINNED_FALLBACK;
    const filled = () => firstHit !== null && packedTotal() - firstHit >= FILL_AFTER_FIRST;
    stoppedBy = quantitySearch(current, input, phase2Build, repack, visit, found, () => stoppedBy, filled);
  } else if (reached && stoppedBy === 'complete') stoppedBy = input.adjustments.length > 0 ? 'not_needed' : 'complete';
  return {
    found,
    phase1: { ...stats[0], ran: repack },
    phase2: { ...stats[1], ran: phase2Build !== null, build: phase2Build },
    packed: packedTotal(),
    stoppedBy,
  };
}

/**
 * The order's pallet lower bound for other quantities; the conic sums and the rescaled
 * charges (the costly parts) depend only on which SKUs are present, so they are memoised.
 */
function memoBound(problem: Problem): (qty: readonly number[]) => number {
  const conicSum = memoisedConicSum(largestConicSum);
  const charges = memoisedCharges();
  return (qty) => palletLowerBound(withQuantities(problem, qty), conicSum, charges).value;
}

type Visit = (phase: Phase, build: PinnedBuild, changes: readonly QtyChange[]) => Candidate | null | false;

/** Phase 1: the unchanged quantities with every pinned build; returns the distinct packed repacks. */
function repackPhase(visit: Visit, found: readonly Candidate[], target: number, bound: number): Candidate[] {
  const tried: Candidate[] = [];
  for (const build of REPACK_BUILDS) {
    const c = visit('repack', build, []);
    if (c === false) break;
    if (c) tried.push(c);
    if (repackSettled(found, target, bound)) break;
  }
  return tried;
}

/** Phase 2: singles then pairs; only increases when the baseline already meets the target (additions). */
function quantitySearch(
  current: readonly number[],
  input: OptionsSearchInput,
  build: PinnedBuild,
  repack: boolean,
  visit: Visit,
  found: readonly Candidate[],
  stopped: () => SearchStop,
  filled: () => boolean,
): SearchStop {
  const keep = (changes: readonly QtyChange[]) =>
    (repack || changes.every((c) => c.delta > 0)) && applyChanges(current, changes).some((q) => q > 0);
  if (!repack) {
    // additions: each SKU's largest addition that fits first; a smaller one of a SKU that fits is not packed
    const fitted = new Set<number>();
    const singles = singleChanges(current, input.adjustments)
      .filter((ch) => ch[0].delta > 0)
      .sort((a, b) => a[0].item - b[0].item || b[0].delta - a[0].delta);
    for (const ch of singles) {
      if (fitted.has(ch[0].item)) continue;
      const c = visit('single_sku', build, ch);
      if (c === false) return stopped();
      if (c && found.includes(c)) fitted.add(ch[0].item);
    }
    if (fitted.size >= 3) return 'enough';
  }
  const sources: [Phase, Iterable<QtyChange[]>][] = [
    ['single_sku', repack ? singleChanges(current, input.adjustments) : []],
    ['sku_pair', pairChanges(current, input.adjustments)],
  ];
  for (const [phase, changes] of sources) {
    for (const ch of changes) {
      if (!keep(ch)) continue;
      if (enough(found, input.target, ch) || filled()) return 'enough';
      const c = visit(phase, build, ch);
      if (c === false) return stopped();
    }
  }
  return 'complete';
}

/** Three alternatives at the target already, and a later candidate could only change more units. */
function enough(found: readonly Candidate[], target: number, next: readonly QtyChange[]): boolean {
  const atTarget = found.filter((c) => c.evaluation.palletCount <= target);
  if (atTarget.length < 3) return false;
  const units = next.reduce((n, c) => n + Math.abs(c.delta), 0);
  return units > Math.max(...atTarget.map((c) => c.unitsChanged));
}

/** Phase 1 may stop early: three distinct repacks reach the target and one reaches the order's lower bound. */
function repackSettled(found: readonly Candidate[], target: number, bound: number): boolean {
  const atTarget = found.filter((c) => c.evaluation.palletCount <= target);
  return atTarget.length >= 3 && atTarget.some((c) => c.evaluation.palletCount <= bound);
}

/** The repack nearest to dropping a pallet: fewest pallets, then the emptiest pallet; ties: search order. */
function closest(tried: readonly Candidate[]): PinnedBuild | null {
  if (tried.length === 0) return null;
  const best = tried.reduce((b, c) => {
    const d =
      c.evaluation.palletCount - b.evaluation.palletCount || c.evaluation.emptiestPallet - b.evaluation.emptiestPallet;
    return d < 0 ? c : b;
  });
  return best.build;
}

const isAddition = (c: Candidate) => c.changes.length > 0 && c.changes.every((ch) => ch.delta > 0);

/**
 * Ranking: fewest pallets, then fewest units changed - except additions (every change an
 * increase: a fill-up of spare room), which rank before other changes, fewer SKUs first and
 * then the largest addition -, then the highest net savings (unknown last), then search order.
 */
export function rankCandidates<T extends Candidate>(found: readonly T[], netSavings: (c: T) => number | null): T[] {
  const savings = (c: T) => netSavings(c) ?? -Infinity;
  const fill = (c: T) => (isAddition(c) ? 0 : 1);
  const units = (c: T) => (isAddition(c) ? c.changes.length * 10_000 - c.unitsChanged : c.unitsChanged);
  return [...found].sort(
    (a, b) =>
      a.evaluation.palletCount - b.evaluation.palletCount ||
      fill(a) - fill(b) ||
      units(a) - units(b) ||
      savings(b) - savings(a) ||
      a.order - b.order,
  );
}

/**
 * True when `a` is the same decision as `b` taken further: the same SKUs changed in the same
 * direction, each by at least as much, for no fewer pallets. Such an alternative asks the buyer
 * for more and gives nothing back, so it is never offered beside `b`. A pure repack is the same
 * decision as another pure repack.
 */
export function deeperSameDecision(a: Candidate, b: Candidate): boolean {
  if (a.evaluation.palletCount < b.evaluation.palletCount) return false;
  if (a.changes.length !== b.changes.length) return false;
  return b.changes.every((cb) => {
    const ca = a.changes.find((c) => c.item === cb.item);
    return ca !== undefined && Math.sign(ca.delta) === Math.sign(cb.delta) && Math.abs(ca.delta) >= Math.abs(cb.delta);
  });
}

/**
 * Up to `max` alternatives from a ranked list, none the same decision as one already chosen taken
 * further (deeperSameDecision). For additions (every change an increase) the largest addition at
 * the fewest pallets is the better fill-up, so there a smaller addition of the same SKUs is the one
 * left out.
 */
export function distinctAlternatives<T extends Candidate>(ranked: readonly T[], max: number): T[] {
  const out: T[] = [];
  for (const c of ranked) {
    if (isAddition(c)) {
      // a larger addition of the same SKUs on no more pallets replaces the smaller one
      const smaller = out.findIndex(
        (o) => isAddition(o) && deeperSameDecision(c, o) && c.evaluation.palletCount <= o.evaluation.palletCount,
      );
      if (smaller >= 0) {
        out[smaller] = c;
        continue;
      }
      if (out.some((o) => isAddition(o) && deeperSameDecision(o, c))) continue;
    } else if (out.some((o) => deeperSameDecision(c, o))) continue;
    if (out.length < max) out.push(c);
  }
  return out;
}
