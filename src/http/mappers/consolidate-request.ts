/**
 * Maps a validated /api/consolidate body (in its own units) to the core consolidation
 * problem (0.1 mm, g): cartons round up to the grid and container interiors down; presets become load spaces, fragile becomes maxStack 0, defaults are
 * filled in (maxCount 12, minCbm 1, searchBudget 40), and the packing budget per container
 * is fixed here. Cross-field rules (duplicate poId, window order) were checked by the route.
 */
import type { ItemType } from '../../core/model/item.js';
import type { ConsolidationProblem, ContainerType, PurchaseOrder } from '../../core/engines/consolidation/index.js';
import { CONTAINER_PRESETS } from '../presets.js';
import { CONSOLIDATE_LIMITS, type ConsolidateBody } from '../schemas/consolidate.js';
import { TaskInputError } from '../tasks/task.js';
import type { RequestedSize } from '../requested-size.js';
import { itemLength, massIn, spaceLength, type UnitSystem } from '../units.js';

/**
 * Container-engine work units per packing run: about 0.1-0.2 s for a full 40' container of
 * 1,000 cartons on one core, so the default 40 runs stay near 5 s (docs/api/consolidate.md).
 */
export const WORK_PER_PACK = 2_000_000;
/** LCL minimum when lcl.minCbm is not sent: 1 W/M, the usual industry minimum (research/domain.md §6). */
export const DEFAULT_MIN_CBM = 1;

export interface MappedConsolidation {
  readonly units: UnitSystem;
  readonly problem: ConsolidationProblem;
  readonly currency: string | null;
  /** Per PO, per item: the caller's sku (or null). */
  readonly skus: readonly (readonly (string | null)[])[];
  /** Per PO, per item: its l, w, h in the request's unit as sent. */
  readonly requested: readonly (readonly RequestedSize[])[];
}

type PoItemBody = ConsolidateBody['pos'][number]['items'][number];

/** A carton side, rounded up to the grid. */
function length(value: number, units: UnitSystem, field: string): number {
  const v = itemLength(value, units);
  if (!(v > 0)) throw new TaskInputError(400, 'validation_failed', `${field} must be positive`, field);
  return v;
}

function poItem(it: PoItemBody, index: number, poId: string, units: UnitSystem, at: string): ItemType {
  return {
    index,
    label: it.label ?? it.sku ?? `${poId}/${index + 1}`,
    l: length(it.l, units, `${at}.l`),
    w: length(it.w, units, `${at}.w`),
    h: length(it.h, units, `${at}.h`),
    qty: it.qty,
    weight: massIn(it.weight, units),
    hasWeight: true,
    maxStack: it.fragile === true ? 0 : it.maxStack === undefined ? null : massIn(it.maxStack, units),
    verticalAxes: it.keepUpright === true ? ['h'] : ['l', 'w', 'h'],
    canTurn: true,
    group: null,
    unloadOrder: null,
  };
}

function containerType(c: ConsolidateBody['containers'][number]): ContainerType {
  const p = CONTAINER_PRESETS[c.preset];
  const cm = (v: number) => spaceLength(v, 'cm-kg');
  return {
    name: c.preset,
    maxCount: c.maxCount ?? CONSOLIDATE_LIMITS.defaultMaxCount,
    rate: c.ratePerContainer ?? null,
    space: {
      l: cm(p.l),
      w: cm(p.w),
      h: cm(p.h),
      maxWeight: massIn(p.payload, 'cm-kg'),
      door: { w: cm(p.door.w), h: cm(p.door.h) },
    },
  };
}

export function mapConsolidateRequest(body: ConsolidateBody, isTimeUp?: () => boolean): MappedConsolidation {
  const units = body.units;
  const pos: PurchaseOrder[] = body.pos.map((po, i) => ({
    poId: po.poId,
    supplier: po.supplier ?? null,
    readyDate: po.readyDate ?? null,
    priority: po.priority ?? null,
    items: po.items.map((it, j) => poItem(it, j, po.poId, units, `pos[${i}].items[${j}]`)),
  }));
  return {
    units,
    currency: body.currency ?? null,
    skus: body.pos.map((po) => po.items.map((it) => it.sku ?? null)),
    requested: body.pos.map((po) => po.items.map((it) => ({ l: it.l, w: it.w, h: it.h }))),
    problem: {
      pos,
      window:
        body.window?.from || body.window?.to ? { from: body.window.from ?? null, to: body.window.to ?? null } : null,
      containers: body.containers.map(containerType),
      rules: {
        keepPoTogether: body.rules?.keepPoTogether ?? false,
        maxSuppliersPerContainer: body.rules?.maxSuppliersPerContainer ?? null,
        unloadOrderByPo: body.rules?.unloadOrderByPo ?? false,
      },
      lcl: { ratePerCbm: body.lcl?.ratePerCbm ?? null, minCbm: body.lcl?.minCbm ?? DEFAULT_MIN_CBM },
      packRuns: body.searchBudget ?? CONSOLIDATE_LIMITS.defaultSearchBudget,
      workPerPack: WORK_PER_PACK,
      isTimeUp,
    },
  };
}
