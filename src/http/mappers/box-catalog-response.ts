/**
 * The box-catalog response from the engine's result: lengths in cm and in, masses in kg and
 * lb (units.ts rounding), money rounded to cents. Order counts are count-weighted occurrences.
 * Placements of each packed order are in cm, in the box held as `packing.box` (l along x,
 * w along z, h up), the convention of every other plan in the service.
 */
import {
  boxVolume,
  constructionOf,
  dimensionalGrams,
  outerOf,
  outerVolume,
  tareOf,
  wallOf,
  type BoxConstruction,
  type SetTotals,
  type UndecidedCost,
  type BoxSpec,
  type CatalogResult,
  type Packing,
  type OrderShape,
} from '../../core/engines/box-catalog/index.js';
import { BOX_CATALOG_ENGINE } from '../../core/engines/box-catalog/index.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { dualLength, dualMass, lengthOut, roundTo } from '../units.js';
import type { MappedCatalog } from './box-catalog-request.js';
import { catalogChecks } from './box-catalog-checks.js';
import { catalogSemantics } from './box-catalog-semantics.js';

const money = (x: number) => roundTo(x, 2);
const pct = (part: number, whole: number) => (whole === 0 ? 0 : roundTo((100 * part) / whole, 2));
const cm = (units: number) => lengthOut(units, 'cm-kg');
const litres = (volume: number) => roundTo(volume / 1e9, 3);

function catalogEntry(b: BoxSpec, used: number, orders: number, c: BoxConstruction) {
  const o = outerOf(b, c);
  return {
    id: b.id,
    generated: b.generated,
    dims: { l: dualLength(b.l), w: dualLength(b.w), h: dualLength(b.h) },
    outerDims: { l: dualLength(o.l), w: dualLength(o.w), h: dualLength(o.h) },
    wallThickness: dualLength(wallOf(b, c)),
    tareWeight: dualMass(tareOf(b, c)),
    tareEstimated: b.tare === undefined || b.tare === null,
    volumeLitres: litres(boxVolume(b)),
    outerVolumeLitres: litres(outerVolume(b, c)),
    ...(b.maxWeight === null ? {} : { maxWeight: dualMass(b.maxWeight) }),
    ...(b.cost === null ? {} : { cost: b.cost }),
    usedByOrders: used,
    sharePct: pct(used, orders),
  };
}

function packingOut(p: Packing, shape: OrderShape) {
  return {
    box: { l: cm(p.space.dx), w: cm(p.space.dz), h: cm(p.space.dy) },
    clearance: cm(p.clearance ?? 0),
    boxes: p.placements.map((q) => ({
      sku: shape.items[q.item].label,
      px: cm(q.x),
      py: cm(q.y),
      pz: cm(q.z),
      l: cm(q.dx),
      w: cm(q.dz),
      h: cm(q.dy),
    })),
  };
}

const costOut = (c: { freight: number; box: number; voidFill: number; total: number }) => ({
  freight: money(c.freight),
  box: money(c.box),
  voidFill: money(c.voidFill),
  total: money(c.total),
});

function perOrder(r: CatalogResult, m: MappedCatalog) {
  const billing = m.problem.billing;
  const k = constructionOf(m.problem);
  return r.orders.map((o, i) => {
    const c = o.chosen;
    const box = c.box === null ? null : r.catalog[c.box];
    const charged = box ?? r.largestCandidate;
    return {
      orderId: m.orderIds[i] ?? `orders[${i}]`,
      count: m.problem.orders[i].count,
      box: box ? box.id : null,
      ...(box ? {} : { unfit: true, chargedAs: r.largestCandidate.id }),
      billedWeight: dualMass(c.parcel.billed),
      actualWeight: dualMass(c.parcel.actual),
      contentWeight: dualMass(o.shape.weight),
      tareWeight: dualMass(c.parcel.actual - o.shape.weight),
      dimWeight: dualMass(dimensionalGrams(outerVolume(charged, k), billing)),
      fillPct: pct(o.shape.volume, boxVolume(charged)),
      ...(c.parcel.cost ? { cost: costOut(c.parcel.cost) } : {}),
      ...(c.packing ? { packing: packingOut(c.packing, o.shape) } : {}),
      ...(o.current
        ? {
            current: {
              box: o.current.box === null ? null : m.problem.currentBoxes![o.current.box].id,
              billedWeight: dualMass(o.current.parcel.billed),
            },
          }
        : {}),
    };
  });
}

interface Sums {
  orders: number;
  fit: number;
  billed: number;
  actual: number;
  cost: number | null;
}

function sums(
  r: CatalogResult,
  m: MappedCatalog,
  pick: (o: CatalogResult['orders'][number]) => CatalogResult['orders'][number]['chosen'] | null,
  only?: (i: number) => boolean,
): Sums {
  const s: Sums = { orders: 0, fit: 0, billed: 0, actual: 0, cost: m.problem.billing.ratePerGram === null ? null : 0 };
  r.orders.forEach((o, i) => {
    const sh = pick(o);
    if (!sh || (only && !only(i))) return;
    const n = m.problem.orders[i].count;
    s.orders += n;
    if (sh.box !== null) s.fit += n;
    s.billed += n * sh.parcel.billed;
    s.actual += n * sh.parcel.actual;
    if (s.cost !== null && sh.parcel.cost) s.cost += n * sh.parcel.cost.total;
  });
  return s;
}

function totalsOut(s: Sums) {
  return {
    orders: s.orders,
    fitOrders: s.fit,
    unfitOrders: s.orders - s.fit,
    unfitSharePct: pct(s.orders - s.fit, s.orders),
    billedWeight: dualMass(s.billed),
    actualWeight: dualMass(s.actual),
    ...(s.cost === null ? {} : { cost: money(s.cost) }),
  };
}

function savingsOut(r: CatalogResult, m: MappedCatalog) {
  const both = (i: number) => r.orders[i].chosen.box !== null && r.orders[i].current?.box != null;
  const now = sums(r, m, (o) => o.current, both);
  const next = sums(r, m, (o) => o.chosen, both);
  const all = sums(r, m, (o) => o.chosen);
  const excluded = all.orders - now.orders;
  const saved = now.billed - next.billed;
  const per1000 = (x: number) => (now.orders === 0 ? 0 : (x * 1000) / now.orders);
  return {
    basisOrders: now.orders,
    excludedUnfit: excluded,
    partial: excluded > 0,
    billedWeight: dualMass(Math.round(saved)),
    billedWeightPer1000Orders: dualMass(Math.round(per1000(saved))),
    billedWeightPct: pct(saved, now.billed),
    ...(now.cost === null || next.cost === null
      ? {}
      : { cost: money(now.cost - next.cost), costPer1000Orders: money(per1000(now.cost - next.cost)) }),
  };
}

function baselineOut(r: CatalogResult, m: MappedCatalog) {
  const s = sums(r, m, (o) => o.current);
  return { boxes: m.problem.currentBoxes!.map((b) => b.id), ...totalsOut(s) };
}

export function buildCatalogResponse(r: CatalogResult, m: MappedCatalog, inputHash: string): Record<string, unknown> {
  const total = sums(r, m, (o) => o.chosen);
  const used = r.catalog.map(() => 0);
  r.orders.forEach((o, i) => {
    if (o.chosen.box !== null) used[o.chosen.box] += m.problem.orders[i].count;
  });
  const hasBaseline = m.problem.currentBoxes !== null;
  return {
    status: total.fit === total.orders ? 'complete' : 'partial',
    catalog: r.catalog.map((b, j) => catalogEntry(b, used[j], total.orders, constructionOf(m.problem))),
    perOrder: perOrder(r, m),
    totals: totalsOut(total),
    ...(hasBaseline ? { baseline: baselineOut(r, m), savings: savingsOut(r, m) } : {}),
    marginalValue: marginalOut(r, m),
    undecided: {
      ...undecidedOut(r.undecided),
      ...(r.currentUndecided ? { current: undecidedOut(r.currentUndecided) } : {}),
    },
    checks: catalogChecks(r, m, total),
    searched: searchedOut(r, m),
    semantics: catalogSemantics(m.problem.billing.ratePerGram !== null),
    engine: BOX_CATALOG_ENGINE,
    engineVersion: ENGINE_VERSION,
    inputHash,
  };
}

const deltaOut = (d: SetTotals) => ({
  unfitOrders: d.uncovered,
  billedWeight: dualMass(Math.round(d.billedGrams)),
  ...(d.money === null ? {} : { cost: money(d.money) }),
});

function marginalOut(r: CatalogResult, m: MappedCatalog) {
  const c = constructionOf(m.problem);
  const add = r.marginal.add;
  return {
    drop: r.catalog.map((b, j) => ({ box: b.id, ...deltaOut(r.marginal.drop[j]) })),
    bestAddition: add
      ? {
          box: {
            id: r.pool[add.box].id,
            generated: r.pool[add.box].generated,
            dims: dimsOut(r.pool[add.box]),
            outerDims: dimsOut(outerOf(r.pool[add.box], c)),
          },
          ...deltaOut(add.saving),
        }
      : null,
  };
}

const dimsOut = (b: { l: number; w: number; h: number }) => ({
  l: dualLength(b.l),
  w: dualLength(b.w),
  h: dualLength(b.h),
});

function undecidedOut(u: UndecidedCost) {
  return {
    pairs: u.pairs,
    orders: u.orders,
    billedWeightBound: dualMass(Math.round(u.billedGrams)),
    ...(u.money === null ? {} : { costBound: money(u.money) }),
  };
}

function searchedOut(r: CatalogResult, m: MappedCatalog) {
  const s = r.selection;
  const score = (x: { uncovered: number; total: number } | null) =>
    x === null
      ? null
      : {
          unfitOrders: x.uncovered,
          objective: m.problem.billing.ratePerGram === null ? dualMass(Math.round(x.total)) : money(x.total),
        };
  return {
    method:
      'greedy addition, then iterated swap local search (Teitz-Bart swaps with seeded kicks), then best-improvement swaps to a certified local optimum',
    budget: m.searchBudget,
    steps: s.steps,
    stoppedBy: s.stoppedBy,
    orderShapes: r.searched.orderShapes,
    candidates: { total: r.searched.candidates, generated: r.searched.generated, supplied: r.searched.supplied },
    fitTests: { ...r.searched.fit },
    generationWork: r.searched.generationWork,
    greedy: score(s.greedyScore),
    best: score(r.certified.score),
    localOptimum: r.certified.localOptimum,
    certifySlots: r.certified.slots,
    everyCandidate: score(r.unlimited),
  };
}
