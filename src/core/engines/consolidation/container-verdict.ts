/**
 * What a packed container's own pack checks say about it (fails and warns by code), so that
 * plans can be ranked and their checks can roll the containers' verdicts up. The checks judge
 * the cartons the container holds; overflow is the next container's. Tare is left out: it only
 * changes VGM's wording, never a status.
 */
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { buildPackReport } from '../../reports/pack-report.js';

export interface ContainerVerdict {
  readonly failed: readonly string[];
  readonly warned: readonly string[];
}

/** The container's problem reduced to the cartons it holds. */
export function heldOnly(problem: Problem, plan: Plan): Problem {
  const placed = problem.items.map(() => 0);
  for (const p of plan.placements) placed[p.item]++;
  return { space: problem.space, items: problem.items.map((it, i) => ({ ...it, qty: placed[i] })) };
}

export function containerVerdict(problem: Problem, plan: Plan): ContainerVerdict {
  const { checksSummary } = buildPackReport(heldOnly(problem, plan), plan, { tareKg: null, axles: null });
  return { failed: checksSummary.failed, warned: checksSummary.warned };
}

/** The verdict, worked out on the first call only: ranking needs it for few containers. */
export function lazyVerdict(problem: Problem, plan: Plan): () => ContainerVerdict {
  let verdict: ContainerVerdict | null = null;
  return () => {
    verdict ??= containerVerdict(problem, plan);
    return verdict;
  };
}
