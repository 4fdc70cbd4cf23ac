/**
 * The dense fill at the lower bound, computed ahead on a second thread while the order plan
 * runs the steps before it. That fill (denseAtBound) depends only on the problem and the
 * plan's options, not on what the earlier steps found, so it can start with the plan; the
 * fill above the bound, which does depend on them, runs on the plan's own thread meanwhile
 * (speculatively: it counts only when the fill at the bound fails). The result is the plan,
 * work total and stop reason of running both in turn, in less wall time when a core is spare.
 * It is asked for only once the sequential fill is above the bound, so plans at the bound from
 * the start cost the spare core nothing. The engine never starts a thread: the caller supplies
 * a DenseAhead (the HTTP layer's workers).
 */
import type { StopReason } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { DENSE_ATTEMPTS, denseAtBound } from './dense-fill.js';
import { LoadMemo } from './load-memo.js';
import { palletLowerBound } from './pallet-lower-bound.js';
import { loadableQuantities, type Loaded } from './share-loading.js';

/** The fill at the bound: its pallets (null: no attempt placed every carton), its loads' work, and the first of their stop reasons that is not 'complete'. */
export interface DenseAtBoundResult {
  readonly pallets: readonly Loaded[] | null;
  readonly work: number;
  readonly stoppedBy: StopReason;
}

/** A fill at the bound computed elsewhere (solveDenseAtBound with the plan's problem and options). */
export interface DenseAhead {
  /** The plan will likely need it (its sequential fill is above the bound): start it now. Never called: never computed. */
  start(): void;
  /** True when it has started (or finished) elsewhere and will be waited for; false: compute it here (and it is given up there). */
  claim(): boolean;
  /** Waits for it; undefined when it was given up after all (compute it here). */
  take(): DenseAtBoundResult | undefined;
}

export interface DenseAtBoundOptions {
  readonly isTimeUp?: () => boolean;
  readonly budgetScale?: number;
  readonly effort?: 'default' | 'thorough';
}

/** The fill at the bound exactly as solveOrderPlan runs it, with a memo of its own (a memo never changes a load). */
export function solveDenseAtBound(problem: Problem, options: DenseAtBoundOptions): DenseAtBoundResult {
  let work = 0;
  let stoppedBy: StopReason = 'complete';
  const counted = (pallet: Loaded): Loaded => {
    work += pallet.work;
    if (pallet.stoppedBy !== 'complete' && stoppedBy === 'complete') stoppedBy = pallet.stoppedBy;
    return pallet;
  };
  const timeUp = options.isTimeUp ?? (() => false);
  const pallets = denseAtBound(problem, loadableQuantities(problem), palletLowerBound(problem).value, DENSE_ATTEMPTS[options.effort ?? 'default'], counted, timeUp, options.budgetScale, new LoadMemo());
  return { pallets, work, stoppedBy };
}
