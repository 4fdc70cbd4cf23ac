/**
 * The dense fill computed ahead on a second thread while the order plan runs the steps before
 * it, for the same plan in less wall time when a core is spare.
 * - The fill at the lower bound (denseAtBound) depends only on the problem and the plan's
 *   options, not on what the earlier steps found, so it can start with the plan.
 * - When it fails, the helper goes on to the fill onto one pallet more, as the fill above the
 *   bound (denseAboveBound) runs it first whenever the steps before found two or more pallets
 *   more (its full attempts do not depend on their counts either).
 * - Meanwhile the plan runs the rest of the fill above the bound itself, speculatively: that
 *   work counts only when the fills before it fail, as in turn.
 * The result is the plan, work total and stop reason of running them all in turn. The helper
 * is asked for only once the sequential fill is above the bound, so plans at the bound from the
 * start cost the spare core nothing. The engine never starts a thread: the caller supplies a
 * DenseAhead (the HTTP layer's workers).
 */
import type { StopReason } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { DENSE_ATTEMPTS, denseAboveAt, denseAtBound } from './dense-fill.js';
import { LoadMemo } from './load-memo.js';
import { palletLowerBound } from './pallet-lower-bound.js';
import { loadableQuantities, type Loaded } from './share-loading.js';

/** One fill: its pallets (null: no attempt placed every carton), its loads' work, and the first of their stop reasons that is not 'complete'. */
export interface DenseAtBoundResult {
  readonly pallets: readonly Loaded[] | null;
  readonly work: number;
  readonly stoppedBy: StopReason;
}

/** The fills computed elsewhere (solveDenseAhead with the plan's problem and options). */
export interface DenseAhead {
  /** The plan will likely need them (its sequential fill is above the bound): start now. Never called: never computed. */
  start(): void;
  /** True when they have started (or finished) elsewhere and will be waited for; false: compute them here (they are given up there). `stages`: 1 when fill 1 is of no use to the plan. */
  claim(stages: 1 | 2): boolean;
  /** Waits for fill `stage` (0: at the bound; 1: onto one pallet more, only after 0 failed); undefined when it is not coming (compute it here). */
  take(stage: 0 | 1): DenseAtBoundResult | undefined;
  /** The plan needs nothing more: the helper stops. */
  release(): void;
}

export interface DenseAtBoundOptions {
  readonly isTimeUp?: () => boolean;
  readonly budgetScale?: number;
  readonly effort?: 'default' | 'thorough';
}

/**
 * The fill at the bound exactly as solveOrderPlan runs it, then, when it fails, the fill onto
 * bound + 1 pallets as denseAboveBound first runs it; each goes to `post` as it ends. One memo
 * serves both, as in the plan (a memo never changes a load).
 */
export function solveDenseAhead(
  problem: Problem,
  options: DenseAtBoundOptions,
  post: (result: DenseAtBoundResult) => void,
): void {
  const timeUp = options.isTimeUp ?? (() => false);
  const memo = new LoadMemo();
  const open = loadableQuantities(problem);
  const bound = palletLowerBound(problem).value;
  const at = tallied((counted) =>
    denseAtBound(
      problem,
      open,
      bound,
      DENSE_ATTEMPTS[options.effort ?? 'default'],
      counted,
      timeUp,
      options.budgetScale,
      memo,
    ),
  );
  post(at);
  if (at.pallets || timeUp()) return;
  post(tallied((counted) => denseAboveAt(problem, open, bound + 1, counted, timeUp, options.budgetScale, memo)));
}

/** A fill given the pallet loads' counter it must pass every load through. */
export type DenseFillRun = (counted: (pallet: Loaded) => Loaded) => readonly Loaded[] | null;

/**
 * The plan's dense step with a helper: the rest of the fill above the bound runs here while
 * the helper's fills come; then the first of them that succeeds (a fill onto bound + 1 only
 * when it ends on fewer than `found` pallets), else the rest. `tally` gets what running them
 * in turn would count: each fill taken or computed here, and the rest only when it is used.
 * `next`: the fill onto bound + 1 pallets, when the plan claimed it (null: not of use).
 */
export function denseWithAhead(
  ahead: DenseAhead,
  atBound: DenseFillRun,
  next: DenseFillRun | null,
  rest: DenseFillRun,
  found: number,
  tally: (run: DenseAtBoundResult) => void,
): readonly Loaded[] | null {
  const spare = tallied(rest);
  const fill = (stage: 0 | 1, here: DenseFillRun) => {
    const done = ahead.take(stage) ?? tallied(here);
    tally(done);
    return done.pallets;
  };
  const first = fill(0, atBound) ?? (next ? fill(1, next) : null);
  ahead.release();
  if (first && first.length < found) return first;
  tally(spare);
  return spare.pallets;
}

/** A fill run with its own counter: its pallets, its loads' work and their first stop reason that is not 'complete'. */
function tallied(fill: DenseFillRun): DenseAtBoundResult {
  let work = 0;
  let stoppedBy: StopReason = 'complete';
  const pallets = fill((pallet) => {
    work += pallet.work;
    if (pallet.stoppedBy !== 'complete' && stoppedBy === 'complete') stoppedBy = pallet.stoppedBy;
    return pallet;
  });
  return { pallets, work, stoppedBy };
}
