import type { FieldProblem } from './errors.js';
import { PACK_LIMITS } from './schemas/pack.js';
import { PALLET_LIMITS } from './schemas/pallet.js';
import { QUOTE_LIMITS } from './schemas/order-quote.js';
import { CONSOLIDATE_LIMITS } from './schemas/consolidate.js';
import { BOX_CATALOG_LIMITS } from './schemas/box-catalog.js';
import { checkCaseDesignRequest } from './case-design-limits.js';
import { catalogBoxProblems } from './mappers/box-catalog-request.js';
import { quoteRoomProblem } from './mappers/quote-request.js';
import { actualsProblem } from './mappers/quote-variance.js';

/**
 * Rules JSON Schema cannot say (totals across arrays, cross-field order, uniqueness, and the
 * checks only the mapped request can make: room on the grid, the case-design layer limit),
 * checked before any planning work is queued. Each returns every problem it finds (empty when
 * the request passes), in the order a reader meets the fields, so one answer lists them all.
 */
export type LimitCheck = (body: any) => FieldProblem[];

/** A rule's finding: nothing, one problem, or several. */
type Found = FieldProblem | FieldProblem[] | null;

const sumQty = (items: { qty?: number }[]) => items.reduce((s, it) => s + (it.qty ?? 1), 0);

function totalAtMost(items: { qty?: number }[], max: number, field: string, noun: string): FieldProblem | null {
  const total = sumQty(items);
  return total > max ? { field, message: `${field} holds ${total} ${noun} in total; the limit is ${max}` } : null;
}

function palletHeights(pallet: { baseHeight: number; maxHeight: number }, at: string): FieldProblem | null {
  return pallet.maxHeight <= pallet.baseHeight
    ? { field: `${at}.maxHeight`, message: `${at}.maxHeight must exceed ${at}.baseHeight (it includes the base)` }
    : null;
}

function uniqueSkus(items: { sku: string }[], at: string): FieldProblem[] {
  const seen = new Set<string>();
  const found: FieldProblem[] = [];
  for (let i = 0; i < items.length; i++) {
    if (seen.has(items[i].sku))
      found.push({ field: `${at}[${i}].sku`, message: `duplicate sku "${items[i].sku}"; SKU ids must be unique` });
    seen.add(items[i].sku);
  }
  return found;
}

/** Every rule's problems, in order. */
const every = (...checks: (() => Found)[]): FieldProblem[] =>
  checks.flatMap((c) => {
    const found = c();
    return found === null ? [] : Array.isArray(found) ? found : [found];
  });

export const checkPackLimits: LimitCheck = (b) =>
  every(
    () => totalAtMost(b.items, PACK_LIMITS.units, 'items', 'units'),
    () => {
      const c = b.container;
      if (c.preset) return null;
      return ['l', 'w', 'h']
        .filter((k) => c[k] === undefined)
        .map((k) => ({
          field: `container.${k}`,
          message: `container.${k} is required unless container.preset is given`,
        }));
    },
    () => {
      const a = b.container.axles;
      return a && a.rearPos <= a.frontPos
        ? { field: 'container.axles.rearPos', message: 'container.axles.rearPos must exceed frontPos' }
        : null;
    },
    () => previousPlanLabels(b),
  );

/** previousPlan: every box's label must name exactly one item of the request (each bad box listed). */
function previousPlanLabels(b: {
  items: { label?: string }[];
  previousPlan?: { boxes: { label: string }[] };
}): FieldProblem[] {
  if (!b.previousPlan) return [];
  const named = new Map<string, number>();
  b.items.forEach((it, i) => {
    const label = it.label ?? `item-${i + 1}`;
    named.set(label, (named.get(label) ?? 0) + 1);
  });
  return b.previousPlan.boxes.flatMap((box, k) => {
    const field = `previousPlan.boxes[${k}].label`;
    const n = named.get(box.label) ?? 0;
    if (n === 1) return [];
    return [
      {
        field,
        message:
          n === 0
            ? `${field} "${box.label}" names no item of this request`
            : `${field} "${box.label}" names ${n} items: give items distinct labels`,
      },
    ];
  });
}

export const checkPalletEstimateLimits: LimitCheck = (b) =>
  every(
    () => totalAtMost(b.items, PALLET_LIMITS.cartons, 'items', 'cartons'),
    () => palletHeights(b.pallet, 'pallet'),
  );

export const checkOrderPlanLimits: LimitCheck = (b) =>
  every(
    () => totalAtMost(b.request.items, PALLET_LIMITS.cartons, 'request.items', 'cartons'),
    () => palletHeights(b.request.pallet, 'request.pallet'),
  );

export const checkQuoteLimits: LimitCheck = (b) =>
  every(
    () => totalAtMost(b.items, QUOTE_LIMITS.cartons, 'items', 'cartons'),
    // the room left on the grid, unless the heights are already out of order
    () => palletHeights(b.pallet, 'pallet') ?? quoteRoomProblem(b),
    () => uniqueSkus(b.items, 'items'),
  );

export const checkOrderQuoteLimits: LimitCheck = (b) =>
  every(
    () => checkQuoteLimits(b),
    () => actualsProblem(b.actuals),
  );

export const checkOrderOptionsLimits: LimitCheck = (b) =>
  every(
    () => checkQuoteLimits(b),
    () => {
      const qty = new Map<string, number>(b.items.map((it: { sku: string; qty: number }) => [it.sku, it.qty]));
      const seen = new Set<string>();
      // one problem per adjustment, the first it has
      return (b.adjustments ?? []).flatMap((a: { sku: string; minQty: number; maxQty: number }, i: number) => {
        const at = `adjustments[${i}]`;
        if (!qty.has(a.sku)) return [{ field: `${at}.sku`, message: `${at}.sku "${a.sku}" is not in items` }];
        if (seen.has(a.sku)) return [{ field: `${at}.sku`, message: `${at}.sku "${a.sku}" is adjusted twice` }];
        seen.add(a.sku);
        const current = qty.get(a.sku)!;
        if (a.minQty > a.maxQty) return [{ field: `${at}.minQty`, message: `${at}.minQty must not exceed maxQty` }];
        if (current < a.minQty || current > a.maxQty)
          return [{ field: `${at}.minQty`, message: `${at} bounds must include the current quantity ${current}` }];
        return [];
      });
    },
    () => {
      const known = new Set<string>(b.items.map((it: { sku: string }) => it.sku));
      return (['contributionPerUnit', 'deferralCostPerUnit'] as const).flatMap((map) =>
        Object.keys(b.economics?.[map] ?? {})
          .filter((sku) => !known.has(sku))
          .map((sku) => ({
            field: `economics.${map}.${sku}`,
            message: `economics.${map} names sku "${sku}", which is not in items`,
          })),
      );
    },
  );

export const checkConsolidateLimits: LimitCheck = (b) =>
  every(
    () => {
      const all = b.pos.flatMap((po: { items: { qty: number }[] }) => po.items);
      if (all.length > CONSOLIDATE_LIMITS.itemTypes)
        return {
          field: 'pos',
          message: `pos hold ${all.length} item types in total; the limit is ${CONSOLIDATE_LIMITS.itemTypes}`,
        };
      return totalAtMost(all, CONSOLIDATE_LIMITS.cartons, 'pos', 'cartons');
    },
    () =>
      b.window?.from && b.window?.to && b.window.from > b.window.to
        ? { field: 'window.from', message: 'window.from must not be after window.to' }
        : null,
    () => {
      const seen = new Set<string>();
      const found: FieldProblem[] = [];
      for (let i = 0; i < b.pos.length; i++) {
        if (seen.has(b.pos[i].poId))
          found.push({ field: `pos[${i}].poId`, message: `duplicate poId "${b.pos[i].poId}"` });
        seen.add(b.pos[i].poId);
      }
      return found;
    },
    () => {
      const presets: string[] = b.containers.map((c: { preset: string }) => c.preset);
      return presets.flatMap((p, i) =>
        presets.indexOf(p) === i
          ? []
          : [
              {
                field: `containers[${i}].preset`,
                message: `preset "${p}" is listed twice; give one maxCount and rate per preset`,
              },
            ],
      );
    },
  );

function uniqueIds(boxes: { id: string }[] | undefined, at: string): FieldProblem[] {
  const seen = new Set<string>();
  const found: FieldProblem[] = [];
  for (let i = 0; i < (boxes ?? []).length; i++) {
    if (seen.has(boxes![i].id)) found.push({ field: `${at}[${i}].id`, message: `duplicate box id "${boxes![i].id}"` });
    seen.add(boxes![i].id);
  }
  return found;
}

export const checkBoxCatalogLimits: LimitCheck = (b) =>
  every(
    () => uniqueSkus(b.skus, 'skus'),
    () => {
      const expected = b.units === 'in-lb' ? 'lb' : 'kg';
      return b.billing.unit === expected
        ? null
        : { field: 'billing.unit', message: `billing.unit must be "${expected}" when units is "${b.units}"` };
    },
    () => uniqueIds(b.candidateBoxes, 'candidateBoxes'),
    () => uniqueIds(b.currentBoxes, 'currentBoxes'),
    () => {
      const known = new Set<string>(b.skus.map((s: { sku: string }) => s.sku));
      const found: FieldProblem[] = [];
      for (let i = 0; i < b.orders.length; i++) {
        const lines = b.orders[i].lines as { sku: string; qty: number }[];
        for (let j = 0; j < lines.length; j++) {
          if (!known.has(lines[j].sku))
            found.push({ field: `orders[${i}].lines[${j}].sku`, message: `sku "${lines[j].sku}" is not in skus` });
        }
        const p = totalAtMost(lines, BOX_CATALOG_LIMITS.unitsPerOrder, `orders[${i}].lines`, 'units');
        if (p) found.push(p);
        const distinct = new Set(lines.map((l) => l.sku)).size;
        if (distinct > BOX_CATALOG_LIMITS.skusPerOrder)
          found.push({
            field: `orders[${i}].lines`,
            message: `orders[${i}].lines holds ${distinct} distinct SKUs; the limit is ${BOX_CATALOG_LIMITS.skusPerOrder} (lines of one SKU count once)`,
          });
      }
      return found;
    },
    () => catalogBoxProblems(b),
  );

export const checkCaseDesignLimits: LimitCheck = (b) =>
  every(
    () => checkCaseDesignRequest(b),
    () => (b.pallet ? palletHeights(b.pallet, 'pallet') : null),
  );

export const checkReceiverLimits: LimitCheck = (b) =>
  every(
    () => checkQuoteLimits(b),
    () => {
      const has = (b.profileId !== undefined ? 1 : 0) + (b.profile !== undefined ? 1 : 0);
      return has === 1 ? null : { field: 'profileId', message: 'send exactly one of profileId or profile' };
    },
  );
