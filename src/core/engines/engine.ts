import type { Placement } from '../model/plan.js';
import type { Budget } from '../search/budget.js';

/** Options every engine takes. */
export interface SolveOptions {
  readonly budget: Budget;
  /** Seed for any randomised step; the same seed gives the same plan. */
  readonly seed?: number;
  /**
   * A valid plan of this problem to start from (the container engine: a previous answer sent
   * back). The engine never returns fewer placed units' volume than it, so rerunning exactly the
   * units a plan placed, with that plan, places them all.
   */
  readonly startPlan?: readonly Placement[];
}
