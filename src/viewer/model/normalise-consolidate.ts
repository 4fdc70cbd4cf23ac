/**
 * consolidate: every container of every returned plan becomes one pickable load, in order
 * ("Plan 1 · container 2 of 3"), so the picker steps through a plan's containers one after
 * another. Boxes are coloured by purchase order (their label is the poId; the SKU stays in
 * the box id). Each container also carries its plan's remainder, LCL quote, cost, checks
 * and notes, so whichever container is shown, its plan's outcome is beside it.
 */
import { containerLoad } from './normalise-container.js';
import { arrayOf, fmt, isObject, num, readChecks, text, type Json } from './load-helpers.js';
import { CM_KG, type StatRow, type ViewLoad, type ViewResult, type ViewUnplaced } from './view-model.js';

/** The container space: the reported interior (cm) when present, else the preset. */
export function consolidateSpace(c: Json): unknown {
  const inner = isObject(c.interior) ? c.interior : null;
  const cm = (v: unknown): number | null => num(v) ?? (isObject(v) ? num(v.cm) : null);
  const [l, w, h] = [cm(inner?.l), cm(inner?.w), cm(inner?.h)];
  const preset = typeof c.preset === 'string' ? c.preset : undefined;
  return l !== null && w !== null && h !== null ? { preset, l, w, h } : preset !== undefined ? { preset } : c.container;
}

/** Boxes relabelled by purchase order, so colours and the item list follow POs. */
function byPurchaseOrder(boxes: unknown): Json[] {
  return arrayOf(boxes).map((b) =>
    typeof b.poId === 'string' ? { ...b, label: b.poId, id: `${text(b.id)} · ${text(b.label ?? b.sku)}` } : b,
  );
}

export function remainderOf(plan: Json): ViewUnplaced[] {
  const remainder = isObject(plan.remainder) ? plan.remainder : {};
  return arrayOf(remainder.byPo)
    .flatMap((po) =>
      arrayOf(po.items).map((item) => ({
        label: text(po.poId) || 'PO',
        qty: num(item.qty) ?? 0,
        reason: `${text(item.label ?? item.sku)}: ${text(item.reason) || 'not loaded'}`,
      })),
    )
    .filter((u) => u.qty > 0);
}

export function planRows(plan: Json): StatRow[] {
  const rows: StatRow[] = [];
  const lcl = isObject(plan.lcl) ? plan.lcl : null;
  if (lcl)
    rows.push({
      label: 'LCL for the remainder',
      value: `${fmt(num(lcl.amount) ?? 0, 2)} ${text(lcl.currency)} (${text(lcl.basis)}, ${text(lcl.chargeable)} chargeable${lcl.unverified === true ? ', unverified' : ''})`,
    });
  const cost = isObject(plan.cost) ? plan.cost : null;
  const missing = Array.isArray(plan.missingRates) ? plan.missingRates.map(text) : [];
  if (cost) rows.push({ label: 'Plan cost', value: `${fmt(num(cost.total) ?? 0, 2)} ${text(cost.currency)}` });
  else
    rows.push({
      label: 'Plan cost',
      value: `not priced${missing.length ? `: missing ${missing.join(', ')}` : ''}`,
      tone: 'warn',
    });
  for (const note of Array.isArray(plan.notes) ? plan.notes : []) rows.push({ label: 'Note', value: text(note) });
  return rows;
}

function containerRows(c: Json): StatRow[] {
  const rows: StatRow[] = [];
  const pos = arrayOf(c.pos).map((p) => `${text(p.poId)} ${text(p.cartons)}`);
  if (pos.length) rows.push({ label: 'Cartons by PO', value: pos.join(', ') });
  const search = isObject(c.search) ? c.search : null;
  if (search)
    rows.push({
      label: 'Search',
      value: `${text(search.engine)}, ${text(search.work)} of ${text(search.workLimit)} work, stopped by ${text(search.stoppedBy) || '—'}`,
    });
  return rows;
}

function planLoads(plan: Json, p: number): ViewLoad[] {
  const containers = Array.isArray(plan.containers)
    ? arrayOf(plan.containers)
    : isObject(plan.containers)
      ? [plan.containers]
      : [];
  const unplaced = remainderOf(plan);
  const shared = planRows(plan);
  return containers.map((c, i) => {
    const name = `Plan ${p + 1} · container ${i + 1} of ${containers.length}${typeof c.preset === 'string' ? ` (${c.preset})` : ''}`;
    const load = containerLoad(name, { ...c, boxes: byPurchaseOrder(c.boxes) }, consolidateSpace(c), [
      ...containerRows(c),
      ...shared,
    ]);
    return { ...load, unplaced, checks: [...readChecks(plan.checks), ...load.checks] };
  });
}

export function normaliseConsolidate(request: unknown, response: Json): ViewResult {
  const plans = arrayOf(response.plans);
  const eligible = isObject(response.eligible) ? response.eligible : {};
  const summary: StatRow[] = [
    { label: 'Status', value: text(response.status) || '—', tone: response.status === 'complete' ? 'good' : 'warn' },
    ...plans.map((plan, p) => ({
      label: `Plan ${p + 1}`,
      value: `${text(plan.containerCount ?? arrayOf(plan.containers).length)} container(s), ${text(plan.strategy) || '—'}, ${text(plan.status) || '—'}${isObject(plan.cost) && num(plan.cost.total) !== null ? `, total ${fmt(plan.cost.total as number, 2)} ${text(plan.cost.currency)}` : ''}`,
    })),
    ...arrayOf(eligible.skipped).map((s) => ({
      label: `Skipped ${text(s.poId)}`,
      value: text(s.reason),
      tone: 'warn' as const,
    })),
  ];
  void request;
  return {
    endpoint: 'consolidate',
    units: CM_KG,
    loadNoun: 'Container',
    summary,
    loads: plans.flatMap(planLoads),
    unplaced: [],
    checks: readChecks(response.checks),
  };
}
