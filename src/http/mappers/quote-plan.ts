/**
 * The one place the quote calls the pallet engine: the order's cartons allocated across up
 * to maxPallets pallets by the order-plan core function, with a fixed work budget so the
 * same input always gives the same plan (the wall-time cap only guards the service).
 */
import type { Placement, StopReason, UnplacedItem } from '../../core/model/plan.js';
import type { MappedQuote } from './quote-request.js';

/** An order plan as the quote reads it; placements refer to MappedQuote.problem.items. */
export interface QuoteOrderPlan {
  readonly pallets: readonly (readonly Placement[])[];
  readonly unplaced: readonly UnplacedItem[];
  readonly engine: string;
  readonly stoppedBy: StopReason;
}

export function planQuote(_q: MappedQuote, _isTimeUp: () => boolean): QuoteOrderPlan {
  throw new Error('order-plan engine not yet integrated');
}
