/**
 * box-catalog: every order packed in its chosen catalogue box becomes one pickable load (the
 * box as a plain case, its products from `perOrder[i].packing`, cm); the summary lists the
 * catalogue (dims, orders served, share) and each order's box or `unfit` with its billed,
 * actual and dimensional weights.
 */
import {
  arrayOf,
  fmt,
  inUnits,
  isObject,
  num,
  readBoxes,
  readChecks,
  spaceAround,
  text,
  topOf,
  type Json,
} from './load-helpers.js';
import { CM_KG, type StatRow, type ViewLoad, type ViewResult, type ViewSpace } from './view-model.js';

function dims(v: unknown): string {
  if (!isObject(v)) return '—';
  const [l, w, h] = [inUnits(v.l, 'cm'), inUnits(v.w, 'cm'), inUnits(v.h, 'cm')];
  return l === null || w === null || h === null ? '—' : `${fmt(l)} × ${fmt(w)} × ${fmt(h)} cm`;
}

/** "billed 0.7 kg (actual 0.7, dimensional 0.432)" in the mass unit of the request. */
function weights(order: Json, mass: 'kg' | 'lb'): string {
  const [billed, actual, dim] = [
    inUnits(order.billedWeight, mass),
    inUnits(order.actualWeight, mass),
    inUnits(order.dimWeight, mass),
  ];
  if (billed === null) return 'no billed weight';
  return `billed ${fmt(billed, 3)} ${mass} (actual ${actual === null ? '—' : fmt(actual, 3)}, dimensional ${dim === null ? '—' : fmt(dim, 3)})`;
}

export function catalogRow(entry: Json): StatRow {
  return {
    label: `Box ${text(entry.id)}${entry.generated === true ? ' (generated)' : ''}`,
    value: `${dims(entry.dims)}; used by ${text(entry.usedByOrders ?? 0)} orders (${text(entry.sharePct ?? 0)} %)`,
  };
}

export function orderRow(order: Json, mass: 'kg' | 'lb'): StatRow {
  const name = text(order.orderId) || 'order';
  const count = num(order.count) !== null ? ` ×${text(order.count)}` : '';
  if (order.unfit === true || order.box === null || order.box === undefined) {
    return {
      label: `${name}${count}`,
      value: `unfit: no catalogue box holds it; ${weights(order, mass)}`,
      tone: 'bad',
    };
  }
  return { label: `${name}${count}`, value: `box ${text(order.box)}; ${weights(order, mass)}` };
}

function orderLoad(order: Json, row: StatRow): ViewLoad {
  const packing = isObject(order.packing) ? order.packing : {};
  const boxes = readBoxes(packing.boxes);
  const box = isObject(packing.box) ? packing.box : null;
  const [l, w, h] = [num(box?.l), num(box?.w), num(box?.h)];
  const space: ViewSpace =
    l !== null && w !== null && h !== null
      ? { kind: 'case', l, w, h, baseHeight: 0, door: null, inferred: false }
      : { ...spaceAround(boxes, 'case', 0) };
  const stats: StatRow[] = [row, { label: 'Products in the box', value: String(boxes.length) }];
  if (num(order.fillPct) !== null) stats.push({ label: 'Fill', value: `${text(order.fillPct)} %` });
  if (box) stats.push({ label: 'Box as packed (l × w × h)', value: dims(box) });
  return {
    title: `${text(order.orderId) || 'Order'}: ${order.unfit === true ? 'unfit' : `box ${text(order.box)}`}`,
    space,
    boxes,
    zones: [],
    stats,
    checks: [],
    unplaced: [],
    cog: null,
    cogLimits: null,
    loadedHeight: topOf(boxes, 0),
    cargoWeight: null,
  };
}

/** Money where the response has it (a rate was sent): the catalogue's cost, the current boxes' and the saving. */
function moneyRows(totals: Json, baseline: Json, savings: Json): StatRow[] {
  const rows: StatRow[] = [];
  if (num(totals.cost) !== null)
    rows.push({ label: 'Shipping cost, this catalogue', value: fmt(totals.cost as number, 2) });
  if (num(baseline.cost) !== null)
    rows.push({ label: 'Shipping cost, current boxes', value: fmt(baseline.cost as number, 2) });
  if (num(savings.cost) !== null)
    rows.push({
      label: 'Cost saved',
      value: `${fmt(savings.cost as number, 2)}${num(savings.costPer1000Orders) !== null ? ` (${fmt(savings.costPer1000Orders as number, 2)} per 1,000 orders)` : ''}`,
      tone: 'good',
    });
  return rows;
}

export function normaliseBoxCatalog(request: unknown, response: Json): ViewResult {
  const units = isObject(request) ? request.units : undefined;
  const mass = units === 'in-lb' ? 'lb' : 'kg';
  const orders = arrayOf(response.perOrder);
  const rows = orders.map((o) => orderRow(o, mass));
  const totals = isObject(response.totals) ? response.totals : {};
  const savings = isObject(response.savings) ? response.savings : {};
  const summary: StatRow[] = [
    { label: 'Status', value: text(response.status) || '—', tone: response.status === 'complete' ? 'good' : 'warn' },
    ...arrayOf(response.catalog).map(catalogRow),
    {
      label: 'Orders fitted',
      value: `${text(totals.fitOrders ?? '—')} of ${text(totals.orders ?? '—')}`,
      tone: num(totals.unfitOrders) ? 'bad' : 'good',
    },
    {
      label: 'Billed weight saved',
      value: `${fmt(inUnits(savings.billedWeight, mass) ?? 0, 3)} ${mass} (${text(savings.billedWeightPct ?? 0)} %)`,
    },
    ...moneyRows(totals, isObject(response.baseline) ? response.baseline : {}, savings),
    ...rows,
  ];
  return {
    endpoint: 'box-catalog',
    units: { ...CM_KG, mass },
    loadNoun: 'Order',
    summary,
    loads: orders.map((o, i) => orderLoad(o, rows[i])),
    unplaced: [],
    checks: readChecks(response.checks),
  };
}
