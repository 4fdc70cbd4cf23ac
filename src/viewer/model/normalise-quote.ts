/**
 * Turns quote-family responses (order-quote, receiver-check) into view loads. These answer
 * in the request's units (`cm-kg` or `in-lb`), with dual-unit figures such as
 * `loadedHeight: {cm, in}`; boxes are in the request's units.
 */
import { arrayOf, fmt, inUnits, isObject, num, readChecks, readUnplacedList, text, type Json } from './load-helpers.js';
import { palletLoad, statusRow } from './normalise-pallet.js';
import type { StatRow, ViewResult, ViewUnits } from './view-model.js';

export function quoteUnits(request: unknown, response: Json): ViewUnits {
  const summary = isObject(response.summary) ? response.summary : {};
  const units = isObject(request) && typeof request.units === 'string' ? request.units : summary.units;
  return units === 'in-lb' ? { length: 'in', mass: 'lb' } : { length: 'cm', mass: 'kg' };
}

export function normaliseQuote(request: unknown, response: Json, endpoint = 'order-quote'): ViewResult {
  const u = quoteUnits(request, response);
  const pallet = isObject(request) ? request.pallet : undefined;
  const loads = arrayOf(response.pallets).map((p, i) => {
    const extra: StatRow[] = [];
    const outer = isObject(p.outerDims) ? inUnits(p.outerDims.h, u.length) : null;
    if (outer !== null) extra.push({ label: 'Outer height (with packaging)', value: `${fmt(outer)} ${u.length}` });
    const gross = inUnits(p.grossWeight, u.mass);
    if (gross !== null) extra.push({ label: 'Gross weight (with tare)', value: `${fmt(gross)} ${u.mass}` });
    return palletLoad(`Pallet ${i + 1}`, p, pallet, extra, u);
  });
  const summary = isObject(response.summary) ? response.summary : {};
  const rows: StatRow[] = [
    statusRow(response.status),
    { label: 'Pallets', value: text(summary.palletCount ?? loads.length) },
  ];
  if (num(summary.cartonsPlaced) !== null)
    rows.push({ label: 'Cartons placed', value: `${summary.cartonsPlaced} of ${text(summary.cartonsOrdered)}` });
  const gross = inUnits(summary.totalGrossWeight, u.mass);
  if (gross !== null) rows.push({ label: 'Total gross weight', value: `${fmt(gross)} ${u.mass}` });
  for (const r of arrayOf(response.reviewReasons)) rows.push({ label: 'Review', value: text(r.message), tone: 'bad' });
  if (typeof response.inputHash === 'string')
    rows.push({ label: 'Input hash', value: `${response.inputHash.slice(0, 16)}…` });
  return {
    endpoint,
    units: u,
    loadNoun: 'Pallet',
    summary: rows,
    loads,
    unplaced: readUnplacedList(response.unplaced),
    checks: readChecks(response.checks),
  };
}

/** receiver-check: the embedded quote, with the profile's rules as response-wide checks. */
export function normaliseReceiverCheck(request: unknown, response: Json): ViewResult {
  const quote = normaliseQuote(request, isObject(response.quote) ? response.quote : {}, 'receiver-check');
  const profile = isObject(response.profile) ? response.profile : {};
  const rows: StatRow[] = [
    statusRow(response.status),
    {
      label: 'Receiver profile',
      value: `${text(profile.name) || text(profile.id) || '—'}${profile.version ? ` (version ${text(profile.version)})` : ''}`,
    },
    ...quote.summary.map((r) => (r.label === 'Status' ? { ...r, label: 'Quote status' } : r)),
  ];
  return { ...quote, summary: rows, checks: [...readChecks(response.profileChecks), ...quote.checks] };
}
