/**
 * Thorough escalation (order-plan `budget: "thorough"` only): an order whose plan is still
 * above the pallet lower bound after every default step gets the dense fill at the bound
 * again with the block-building budgets multiplied, in increasing steps, and keeps the first
 * plan that places every carton, passes the plan checker and needs fewer pallets than it has.
 * It optimises the pallet count only; the stub handling that follows balances the result.
 *
 * Method: dense-fill.ts's default attempts (wide caps, top tier, even share, cap share; one
 * deep run on a single pallet) at ESCALATION_SCALES times their budgets. The offline probe
 * (bench/pallet-bound-probe.ts) found the plans the default misses with 20-50× budgets; on the
 * tuning sets 6× closed two orders (about 20 million units each) and 20× two more (single
 * pallets, 165-185 million), while 50× closes one more only at about 540 million (not kept;
 * docs/history/benchmarks-sessions.md, "thorough escalation"). An order two or more
 * pallets above the bound also tries bound + 1 at each step. All of it is counted in work: the escalation stops when
 * ESCALATION_WORK is spent (between pallet loads, the same point on every run) or when the
 * injected wall-time cap fires.
 * Limits: the escalation cannot prove a count minimal; it only finds plans that exist.
 */
import { checkPlan } from '../../checks/check-plan.js';
import type { Problem } from '../../model/problem.js';
import { DENSE_ATTEMPTS, denseAtBound } from './dense-fill.js';
import type { Loaded } from './share-loading.js';

/** Budget multipliers tried in turn (on top of the caller's budgetScale). */
export const ESCALATION_SCALES: readonly number[] = [6, 20];
/**
 * Work after which the escalation starts no further pallet load (block-building units, about
 * 40-90 ns each). A load already started runs to its own budget: a 20× single-pallet load
 * that closes an order starts within it and may spend 165-185 million on its own.
 */
export const ESCALATION_WORK = 150_000_000;

/**
 * A plan on fewer than `found` pallets (the bound, or bound + 1 when `found` is two or more
 * above it) by the escalation steps, or null. `counted` sees every pallet load; a load cut
 * short by the work cap reports `stoppedBy: 'budget'`, by the wall-time cap `time_cap`.
 */
export function escalateToBound(
  problem: Problem,
  open: readonly number[],
  bound: number,
  found: number,
  counted: (p: Loaded) => Loaded,
  timeUp: () => boolean,
  baseScale = 1,
  workCap = ESCALATION_WORK,
): Loaded[] | null {
  let spent = 0;
  const spentAll = () => spent >= workCap;
  const stop = () => timeUp() || spentAll();
  const tally = (p: Loaded): Loaded => {
    spent += p.work;
    return counted(p.stoppedBy === 'time_cap' && !timeUp() ? { ...p, stoppedBy: 'budget' } : p);
  };
  const targets = found - bound >= 2 ? [bound, bound + 1] : [bound];
  for (const scale of ESCALATION_SCALES) {
    for (const target of targets) {
      if (stop()) return null;
      const loaded = denseAtBound(problem, open, target, DENSE_ATTEMPTS.default, tally, stop, baseScale * scale);
      if (loaded && loaded.length < found && loaded.every((p) => checkPlan(problem, p.placements).length === 0))
        return loaded;
    }
  }
  return null;
}
