/**
 * The economics of one alternative against the baseline, in the caller's currency:
 * net savings = freight saved + handling saved − deferred contribution − deferral cost,
 * where an added unit counts as negative deferred contribution. Only costs the caller sent
 * are used: a cost the result depends on but the request lacks makes netSavings null and is
 * named in `missing` (an explicit 0 means no cost). Sums are kept in cents.
 */

export interface EconomicsInput {
  palletFreight?: number;
  handlingPerPallet?: number;
  contributionPerUnit?: Record<string, number>;
  deferralCostPerUnit?: Record<string, number>;
  currency?: string;
}

export interface QuantityChangeOut {
  sku: string;
  from: number;
  to: number;
}

export interface AlternativeEconomics {
  currency: string | null;
  palletsSaved: number;
  freightSaved: number | null;
  handlingSaved: number | null;
  deferredContribution: number | null;
  deferralCost: number | null;
  netSavings: number | null;
  /** Request fields the net savings needs but were not sent (JSON paths). */
  missing: string[];
}

const cents = (v: number) => Math.round(v * 100);
const money = (c: number | null) => (c === null ? null : c / 100);

export function alternativeEconomics(
  e: EconomicsInput | undefined,
  palletsSaved: number,
  changes: readonly QuantityChangeOut[],
): AlternativeEconomics {
  const missing: string[] = [];
  const perPallet = (field: 'palletFreight' | 'handlingPerPallet'): number | null => {
    if (palletsSaved === 0) return 0;
    const v = e?.[field];
    if (v === undefined) {
      missing.push(`economics.${field}`);
      return null;
    }
    return cents(v) * palletsSaved;
  };
  const perUnit = (
    field: 'contributionPerUnit' | 'deferralCostPerUnit',
    units: (c: QuantityChangeOut) => number,
  ): number | null => {
    let sum: number | null = 0;
    for (const c of changes) {
      const n = units(c);
      if (n === 0) continue;
      const v = e?.[field]?.[c.sku];
      if (v === undefined) {
        missing.push(`economics.${field}.${c.sku}`);
        sum = null;
        continue;
      }
      if (sum !== null) sum += cents(v) * n;
    }
    return sum;
  };
  const freight = perPallet('palletFreight');
  const handling = perPallet('handlingPerPallet');
  const deferred = perUnit('contributionPerUnit', (c) => c.from - c.to);
  const deferral = perUnit('deferralCostPerUnit', (c) => Math.max(0, c.from - c.to));
  const parts = [freight, handling, deferred, deferral];
  const net = parts.every((p) => p !== null) ? freight! + handling! - deferred! - deferral! : null;
  return {
    currency: e?.currency ?? null,
    palletsSaved,
    freightSaved: money(freight),
    handlingSaved: money(handling),
    deferredContribution: money(deferred),
    deferralCost: money(deferral),
    netSavings: money(net),
    missing,
  };
}
