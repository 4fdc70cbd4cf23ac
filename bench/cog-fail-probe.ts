/**
 * For order-plan pallets that fail COG_OFFSET (over 10 %): does any build of the same cartons
 * stay within the failing limit? Issue 42 asks for no such pallet "where the objective's own
 * search found a balanced build"; this probes harder than the engine does: the pallet engine's
 * three approaches at 10× their budget with balance by planning again, and the container engine
 * at 20 million units (centred, re-checked). Each probe's plans are complete and valid or ignored.
 */
import { checkPlan } from '../src/core/checks/check-plan.js';
import { solveContainerLoad } from '../src/core/engines/container-loading/index.js';
import {
  largerOffset,
  measurePlan,
  solvePalletLoad,
  withQuantities,
} from '../src/core/engines/pallet-loading/index.js';
import { shiftLoadToCentre } from '../src/core/engines/pallet-loading/load-shift.js';
import type { Placement } from '../src/core/model/plan.js';
import type { Problem } from '../src/core/model/problem.js';
import { COG_FAIL_PCT } from '../src/core/objectives/pallet-thresholds.js';

/** The smallest CoG offset (%) of a complete, valid build of `placements`' cartons the probes find, or null when none is complete. */
export function bestBalancedOffset(problem: Problem, placements: readonly Placement[]): number | null {
  const own = withQuantities(
    problem,
    problem.items.map((_, i) => placements.filter((b) => b.item === i).length),
  );
  const offsets: number[] = [];
  const result = solvePalletLoad(own, { budgetScale: 10, cogBalance: true, partial: 'volume' });
  for (const a of result.approaches)
    if ('plan' in a && a.measures.complete && checkPlan(own, a.plan.placements).length === 0)
      offsets.push(largerOffset(a.measures));
  const raw = solveContainerLoad(own, { budget: { work: 20_000_000 } });
  const plan = { ...raw, placements: shiftLoadToCentre(own, raw.placements) };
  if (plan.unplaced.length === 0 && checkPlan(own, plan.placements).length === 0)
    offsets.push(largerOffset(measurePlan(own, plan)));
  return offsets.length > 0 ? Math.min(...offsets) : null;
}

/** Tallies failing pallets and those a probe builds within the failing limit. */
export class CogFailProbe {
  private fails = 0;
  private balanced: string[] = [];

  add(
    problem: Problem,
    placements: readonly Placement[],
    checks: readonly { code: string; status: string }[],
    at: string,
  ): void {
    if (!checks.some((c) => c.code === 'COG_OFFSET' && c.status === 'fail')) return;
    this.fails++;
    const best = bestBalancedOffset(problem, placements);
    if (best !== null && best <= COG_FAIL_PCT) this.balanced.push(`${at} (${best.toFixed(1)} %)`);
  }

  line(): string {
    return `COG_OFFSET fail pallets: ${this.fails}; of them with a build of the same cartons within ${COG_FAIL_PCT} % (approaches at 10×, container engine at 20 M): ${this.balanced.length}${this.balanced.length > 0 ? ` (${this.balanced.join(', ')})` : ''}`;
  }
}
