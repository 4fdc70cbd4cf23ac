/** Checks in the order a planner acts on them: fail, warn, not evaluated, pass; stable within each. */
import type { ViewCheck } from './view-model.js';

const SEVERITY: Record<ViewCheck['status'], number> = { fail: 0, warn: 1, not_evaluated: 2, pass: 3 };

export function sortChecks<C extends ViewCheck>(checks: readonly C[]): C[] {
  return checks
    .map((c, i) => ({ c, i }))
    .sort((a, b) => SEVERITY[a.c.status] - SEVERITY[b.c.status] || a.i - b.i)
    .map((x) => x.c);
}
