import type { Problem } from '../model/problem.js';
import type { Plan } from '../model/plan.js';
import type { Budget } from '../search/budget.js';

/** Options every engine takes. */
export interface SolveOptions {
  readonly budget: Budget;
  /** Seed for any randomised step; the same seed gives the same plan. */
  readonly seed?: number;
}

/**
 * One loading engine: it places the problem's items into its single load space.
 * Every plan must satisfy every rule `checkPlan` tests; the engine never relies on the checker to filter.
 */
export interface Engine {
  readonly name: string;
  solve(problem: Problem, options: SolveOptions): Plan;
}
