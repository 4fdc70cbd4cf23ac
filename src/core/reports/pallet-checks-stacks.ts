/**
 * The two pallet checks the pallet objective's "liquid low" and slenderness terms stand for,
 * judged by the objective's own rules (objectives/pallet-thresholds.ts isLiquidOverDry,
 * objectives/pallet-slenderness.ts): LIQUID_LOW and SLENDER_STACK, both pass / warn. Shared by
 * pallet-estimate, order-plan and the quote family; each report adds its own shape.
 */
import type { Rest } from '../geometry/vertical-contacts.js';
import type { ItemType } from '../model/item.js';
import type { Placement } from '../model/plan.js';
import { SLENDER_RATIO, SUPPORT_SHARE_PCT, slenderStacks } from '../objectives/pallet-slenderness.js';
import { isLiquidOverDry } from '../objectives/pallet-thresholds.js';

export type StackCheckStatus = 'pass' | 'warn' | 'not_evaluated';

export interface StackVerdict {
  readonly status: StackCheckStatus;
  /** Contacts (LIQUID_LOW) or stacks (SLENDER_STACK) found; null when not evaluated. */
  readonly observed: number | null;
  readonly detail?: string;
}

export const LIQUID_LOW_ASSUMPTION =
  'Liquids (items[].liquid: drums, pails, bottles) belong low: warns when a liquid carton rests on a carton that is not liquid (a leak soaks the cartons under it). observed = such contacts, limit 0. Absent liquid = not liquid. A practice rule; the planner keeps liquids low with heavy cartons where a build allows.';

export const SLENDER_STACK_ASSUMPTION = `No free-standing single-width wall or column: warns when a stack one carton wide has its top more than ${SLENDER_RATIO}× its side above the deck while nothing beside it across that side stands as high as ${SUPPORT_SHARE_PCT} % of it (the pallet edge and the wrap are not counted as support). observed = such stacks, limit 0. Our screening rule, not a stability calculation.`;

/** LIQUID_LOW over the resting contacts of the placed cartons (`itemOf[i]`: box i's item). */
export function liquidLowVerdict(rests: readonly Rest[], itemOf: readonly ItemType[], placed: number): StackVerdict {
  if (placed === 0) return { status: 'not_evaluated', observed: null };
  if (rests.length === 0) return { status: 'not_evaluated', observed: null };
  if (!itemOf.some((it) => it.liquid))
    return { status: 'pass', observed: 0, detail: 'no carton on this pallet is marked liquid (items[].liquid)' };
  const n = rests.filter((r) => isLiquidOverDry(itemOf[r.upper], itemOf[r.lower])).length;
  return n > 0
    ? { status: 'warn', observed: n, detail: `${n} contact(s) with a liquid carton on one that is not liquid` }
    : { status: 'pass', observed: 0 };
}

/** SLENDER_STACK over the placed cartons. */
export function slenderStackVerdict(placements: readonly Placement[]): StackVerdict {
  if (placements.length === 0) return { status: 'not_evaluated', observed: null };
  const stacks = slenderStacks(placements);
  if (stacks.length === 0) return { status: 'pass', observed: 0 };
  const worst = stacks.reduce((a, b) => (b.height * a.side > a.height * b.side ? b : a));
  return {
    status: 'warn',
    observed: stacks.length,
    detail: `${stacks.length} free-standing stack(s) one carton wide; the most slender stands ${(worst.height / worst.side).toFixed(1)}× its side with support to ${Math.round((100 * worst.support) / worst.height)} % of its height`,
  };
}
