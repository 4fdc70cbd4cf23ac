/**
 * The canonical planning input of a consolidation: exact cm/kg from core units, defaults
 * filled in, so the unit system, key order and omitted defaults never change inputHash.
 * PO and item order are kept: they break ties in the shipping order and the search. Carton
 * sides hash as sent (in exact cm), since boxes echo them.
 */
import { exactCentimetres, exactKg } from '../units.js';
import type { MappedConsolidation } from './consolidate-request.js';

export function consolidateHashInput(m: MappedConsolidation): Record<string, unknown> {
  const p = m.problem;
  return {
    pos: p.pos.map((po, i) => ({
      poId: po.poId,
      supplier: po.supplier,
      readyDate: po.readyDate,
      priority: po.priority,
      items: po.items.map((it, j) => ({
        sku: m.skus[i][j],
        label: it.label,
        l: exactCentimetres(m.requested[i][j].l, m.units),
        w: exactCentimetres(m.requested[i][j].w, m.units),
        h: exactCentimetres(m.requested[i][j].h, m.units),
        qty: it.qty,
        weight: exactKg(it.weight),
        maxStack: it.maxStack === null ? null : exactKg(it.maxStack),
        keepUpright: it.verticalAxes.length === 1,
      })),
    })),
    window: p.window,
    containers: p.containers.map((c) => ({ preset: c.name, maxCount: c.maxCount, ratePerContainer: c.rate })),
    lcl: p.lcl,
    rules: p.rules,
    searchBudget: p.packRuns,
    currency: m.currency,
  };
}
