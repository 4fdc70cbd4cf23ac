/**
 * The one place the quote calls the pallet engine: the order's cartons allocated across up
 * to maxPallets pallets by the order-allocation core (the engine behind order-plan), with
 * its work-counted budgets, so the same input always gives the same plan; the wall-time
 * cap only guards the service and, when it fires, the plan says `time_cap`.
 */
import { solveOrderPlan } from '../../core/engines/order-allocation/index.js';
import type { Placement, StopReason, UnplacedItem } from '../../core/model/plan.js';
import { plannedToLimits } from './quote-limits.js';
import type { MappedQuote } from './quote-request.js';
import type { TaskContext } from '../tasks/task.js';

/** What planning reads of the task: its time cap, and which order search order-plan runs (the same one, so one order gives one plan). */
export type QuotePlanContext = Pick<TaskContext, 'isTimeUp'>;

/** An order plan as the quote reads it; placements refer to MappedQuote.problem.items. */
export interface QuoteOrderPlan {
  readonly pallets: readonly (readonly Placement[])[];
  readonly unplaced: readonly UnplacedItem[];
  readonly engine: string;
  readonly stoppedBy: StopReason;
}

/**
 * A pinned build runs one approach instead of three, at half the default budgets:
 * order-options packs dozens of candidates per request, and a quote sent with the same
 * `packing` must give the same plan.
 */
export const PINNED_BUDGET_SCALE = 0.5;

/**
 * The order planned to the stricter of the pallet and the quote's own limits (quote-limits.ts)
 * when a plan within the limits places every carton; otherwise to the pallet alone, whichever
 * places more, so a limit no plan can meet leaves the quote `needs_review` (its check fails)
 * rather than cartons behind.
 */
export function planQuote(mapped: MappedQuote, ctx: QuotePlanContext): QuoteOrderPlan {
  const limited = plannedToLimits(mapped);
  const first = planWithin(limited, ctx);
  if (limited === mapped || first.unplaced.length === 0) return first;
  const unlimited = planWithin(mapped, ctx);
  return unplacedCount(unlimited) < unplacedCount(first) ? unlimited : first;
}

const unplacedCount = (p: QuoteOrderPlan) => p.unplaced.reduce((s, u) => s + u.qty, 0);

function planWithin(q: MappedQuote, ctx: QuotePlanContext): QuoteOrderPlan {
  const pinned = q.packing === null ? {} : { ...q.packing, budgetScale: PINNED_BUDGET_SCALE };
  const plan = solveOrderPlan(q.problem, {
    maxPallets: q.maxPallets,
    isTimeUp: ctx.isTimeUp,
    ...pinned,
  });
  return {
    pallets: plan.pallets.map((p) => p.placements),
    unplaced: plan.unplaced,
    engine: `${plan.stats.engine} (${plan.stats.strategy})`,
    stoppedBy: plan.stats.stoppedBy,
  };
}
