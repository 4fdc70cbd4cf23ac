/**
 * A search budget counted in work units, so that one input always gives one plan.
 * `isTimeUp` is the service's hard safety cap; it is injected because the core never reads the clock.
 * When it fires, the plan is still valid but may differ from run to run, and the plan says so.
 */
export interface Budget {
  /** Work units the search may spend (engine-specific meaning, documented per engine). */
  readonly work: number;
  /** Returns true once the hard wall-time cap has passed. Optional; absent means never. */
  readonly isTimeUp?: () => boolean;
}

/** Mutable work counter shared by one search. */
export class WorkMeter {
  private spent = 0;
  private calls = 0;
  private timedOut = false;
  constructor(private readonly budget: Budget) {}

  /** Records `n` units of work; returns false when the search must stop. */
  spend(n = 1): boolean {
    this.spent += n;
    if (this.spent > this.budget.work) return false;
    if (this.budget.isTimeUp && (++this.calls & 255) === 0 && this.budget.isTimeUp()) this.timedOut = true;
    return !this.timedOut;
  }

  get used(): number {
    return this.spent;
  }
  /** Work units still to spend (negative once overspent). */
  get left(): number {
    return this.budget.work - this.spent;
  }
  get exhausted(): boolean {
    return this.timedOut || this.spent > this.budget.work;
  }
  get hitTimeCap(): boolean {
    return this.timedOut;
  }
}
