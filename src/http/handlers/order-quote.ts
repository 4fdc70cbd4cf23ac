/**
 * POST /api/order-quote: the request in its own units → core units → order plan → quote.
 * Schema, carton totals and SKU uniqueness are checked by the route before this runs.
 */
import type { OrderQuoteBody } from '../schemas/order-quote.js';
import type { TaskContext, TaskHandler } from '../tasks/task.js';
import { quoteIdentity } from '../mappers/quote-hash.js';
import { planQuote } from '../mappers/quote-plan.js';
import { mapQuoteRequest, type MappedQuote, type QuoteRequestInput } from '../mappers/quote-request.js';
import { buildQuote, type BuiltQuote } from '../mappers/quote-response.js';
import { validateActuals, type ActualsInput } from '../mappers/quote-variance.js';

export type QuoteBody = QuoteRequestInput & { actuals?: ActualsInput };

/** The quote and its parts, for order-quote and receiver-check alike. */
/** `planTo` may narrow the load space the order is planned in (receiver-check: the profile's limits); the report uses the request's. */
export function runQuote(
  body: QuoteBody,
  ctx: TaskContext,
  planTo: (m: MappedQuote) => MappedQuote = (m) => m,
): BuiltQuote & { mapped: MappedQuote } {
  validateActuals(body.actuals);
  const mapped = mapQuoteRequest(body);
  const plan = planQuote(planTo(mapped), ctx);
  return { ...buildQuote(mapped, plan, quoteIdentity(mapped), body.actuals), mapped };
}

export const orderQuoteHandler: TaskHandler<OrderQuoteBody> = (body, ctx) => runQuote(body, ctx).body;
