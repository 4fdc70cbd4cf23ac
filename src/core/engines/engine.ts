import type { Budget } from '../search/budget.js';

/** Options every engine takes. */
export interface SolveOptions {
  readonly budget: Budget;
  /** Seed for any randomised step; the same seed gives the same plan. */
  readonly seed?: number;
}
