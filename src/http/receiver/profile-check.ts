/**
 * One entry of profileChecks: a receiver rule, its outcome on this plan, and where the rule
 * comes from. observed and limit are numbers in `unit`, or {l, w} / {shortSides, longSides}
 * objects for footprint and overhang rules, or null for manual rules.
 */
import type { CheckStatus } from '../../core/reports/quote-checks.js';
import type { Sourced } from './profile.js';

export interface ProfileCheck {
  rule: string;
  status: CheckStatus;
  observed: unknown;
  limit: unknown;
  unit: string | null;
  /** Worst pallet (the one whose value is `observed`), or null for order-wide rules. */
  pallet: number | null;
  failedPallets: number[];
  /** For carton rules: the SKUs that fail (or, for a marking rule, need the marking). */
  skus?: string[];
  source: string | null;
  date: string | null;
  note: string | null;
  assumption: string;
}

export function entry(
  rule: string,
  status: CheckStatus,
  observed: unknown,
  limit: unknown,
  unit: string | null,
  from: Sourced,
  assumption: string,
  pallet: number | null = null,
  failedPallets: number[] = [],
): ProfileCheck {
  return {
    rule,
    status,
    observed,
    limit,
    unit,
    pallet,
    failedPallets,
    source: from.source ?? null,
    date: from.date ?? null,
    note: from.note ?? null,
    assumption,
  };
}
