/**
 * Seeded multi-PO consolidation sets for bench:consolidate: `pos` purchase orders from up to
 * six suppliers, ready over three weeks, one to three carton types each (at most 60 types),
 * `cartons` cartons in all; cartons of 25-70 cm at 80-300 kg/m³, a third upright, one type in
 * twenty fragile. Containers: 20gp, 40gp, 40hq presets with default counts and no rates.
 */
import type { ItemType } from '../src/core/model/item.js';
import type { ConsolidationProblem, ContainerType, PurchaseOrder } from '../src/core/engines/consolidation/index.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import { Rng } from '../src/core/search/rng.js';
import { CONTAINER_PRESETS, type ContainerPresetName } from '../src/http/presets.js';

export function containerType(name: ContainerPresetName, maxCount = 12, rate: number | null = null): ContainerType {
  const p = CONTAINER_PRESETS[name];
  const cm = LENGTH_PER_CM;
  return {
    name,
    maxCount,
    rate,
    space: {
      l: p.l * cm,
      w: p.w * cm,
      h: p.h * cm,
      maxWeight: p.payload * MASS_PER_KG,
      door: { w: p.door.w * cm, h: p.door.h * cm },
    },
  };
}

export interface PoSetOptions {
  readonly pos: number;
  readonly cartons: number;
  readonly seed: number;
  readonly packRuns: number;
  readonly workPerPack: number;
  readonly rules?: ConsolidationProblem['rules'];
}

function carton(rng: Rng, index: number, qty: number): ItemType {
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const l = between(25, 70),
    w = between(20, Math.min(l, 60)),
    h = between(20, 60);
  const kg = Math.max(0.5, Math.round((between(80, 300) * l * w * h) / 1e5) / 10);
  const fragile = rng.next() < 0.05;
  const upright = rng.next() < 0.33;
  return {
    index,
    label: `carton-${index + 1}`,
    l: l * LENGTH_PER_CM,
    w: w * LENGTH_PER_CM,
    h: h * LENGTH_PER_CM,
    qty,
    weight: Math.round(kg * MASS_PER_KG),
    hasWeight: true,
    maxStack: fragile ? 0 : null,
    verticalAxes: upright ? ['h'] : ['l', 'w', 'h'],
    canTurn: true,
    group: null,
    unloadOrder: null,
  };
}

export function poSet(o: PoSetOptions): ConsolidationProblem {
  const rng = new Rng(o.seed * 104729 + o.pos * 31 + o.cartons);
  const typesPer = Array.from({ length: o.pos }, () => 1 + rng.int(Math.min(3, Math.floor(60 / o.pos))));
  const types = typesPer.reduce((s, n) => s + n, 0);
  const qty = Array.from({ length: types }, () => 1);
  for (let left = o.cartons - types; left > 0; left--) qty[rng.int(types)]++;
  let next = 0;
  const pos: PurchaseOrder[] = typesPer.map((n, i) => ({
    poId: `PO-${i + 1}`,
    supplier: `S${1 + rng.int(6)}`,
    readyDate: `2026-12-${String(1 + rng.int(21)).padStart(2, '0')}`,
    priority: rng.next() < 0.3 ? 1 + rng.int(3) : null,
    items: Array.from({ length: n }, (_, j) => carton(rng, j, qty[next++])),
  }));
  return {
    pos,
    window: null,
    containers: [containerType('20gp'), containerType('40gp'), containerType('40hq')],
    rules: o.rules ?? { keepPoTogether: false, maxSuppliersPerContainer: null, unloadOrderByPo: false },
    lcl: { ratePerCbm: null, minCbm: 1 },
    packRuns: o.packRuns,
    workPerPack: o.workPerPack,
  };
}
