/**
 * order-options: the baseline quote and every alternative order quantity, side by side.
 * Each pallet of the baseline and of every alternative becomes one pickable load
 * ("Baseline · pallet 1", "Alternative 1 · pallet 2"), drawn as an order-quote pallet; the
 * summary lists the baseline beside each alternative (pallets, changes, net savings).
 */
import { arrayOf, fmt, isObject, num, readChecks, text, type Json } from './load-helpers.js';
import { normaliseQuote, quoteUnits } from './normalise-quote.js';
import type { StatRow, ViewLoad, ViewResult } from './view-model.js';

/** "SKU-CEREAL 48 → 44, SKU-JUICE 12 → 8" */
export function describeChanges(changes: unknown): string {
  const parts = arrayOf(changes).map((c) => `${text(c.sku)} ${text(c.from)} → ${text(c.to)}`);
  return parts.length > 0 ? parts.join(', ') : 'no change';
}

const pallets = (n: number | null): string => (n === null ? '— pallets' : `${n} pallet${n === 1 ? '' : 's'}`);

function savingsOf(alt: Json): string {
  const eco = isObject(alt.economics) ? alt.economics : null;
  const net = num(eco?.netSavings);
  if (!eco || net === null) return 'savings not priced';
  return `net savings ${fmt(net, 2)} ${text(eco.currency ?? alt.currency)}`.trim();
}

/** One alternative's line beside the baseline. */
export function alternativeRow(alt: Json, index: number, baselinePallets: number | null): StatRow {
  const count = num(alt.palletCount);
  const fewer = count !== null && baselinePallets !== null && count < baselinePallets;
  const packing = isObject(alt.packing)
    ? `, packed by ${text(alt.packing.strategy)}/${text(alt.packing.ordering)}`
    : '';
  return {
    label: `Alternative ${index + 1}${alt.id ? ` (${text(alt.id)})` : ''}`,
    value: `${pallets(count)}; ${describeChanges(alt.quantityChanges)} (${text(alt.unitsChanged ?? 0)} units changed); ${savingsOf(alt)}${packing}`,
    tone: fewer ? 'good' : undefined,
  };
}

/** The quote's pallets as loads titled after their owner, with the owner's line first in their figures. */
function quoteLoads(request: unknown, quote: unknown, owner: string, headline: StatRow): ViewLoad[] {
  const view = normaliseQuote(request, isObject(quote) ? quote : {}, 'order-options');
  return view.loads.map((load) => ({
    ...load,
    title: `${owner} · ${load.title.toLowerCase()}`,
    stats: [headline, ...load.stats],
  }));
}

export function normaliseOrderOptions(request: unknown, response: Json): ViewResult {
  const baseline = isObject(response.baseline) ? response.baseline : {};
  const basePallets = num(baseline.palletCount);
  const baseRow: StatRow = {
    label: 'Baseline (order as sent)',
    value: `${pallets(basePallets)}, ${text(baseline.status) || '—'}`,
  };
  const alternatives = arrayOf(response.alternatives);
  const altRows = alternatives.map((alt, i) => alternativeRow(alt, i, basePallets));
  const loads = [
    ...quoteLoads(request, baseline.quote, 'Baseline', baseRow),
    ...alternatives.flatMap((alt, i) => quoteLoads(request, alt.quote, `Alternative ${i + 1}`, altRows[i])),
  ];
  const target = isObject(response.target) ? response.target : {};
  const summary: StatRow[] = [
    { label: 'Outcome', value: text(response.outcome) || '—', tone: response.outcome === 'found' ? 'good' : 'warn' },
    {
      label: 'Target pallets',
      value: `${text(target.palletCount ?? '—')}${target.reached === false ? ' (not reached)' : ''}`,
    },
    baseRow,
    ...altRows,
  ];
  if (alternatives.length === 0) summary.push({ label: 'Alternatives', value: 'none found', tone: 'warn' });
  const units = quoteUnits(request, isObject(baseline.quote) ? baseline.quote : {});
  return {
    endpoint: 'order-options',
    units,
    loadNoun: 'Pallet',
    summary,
    loads,
    unplaced: [],
    checks: readChecks(response.checks),
  };
}
