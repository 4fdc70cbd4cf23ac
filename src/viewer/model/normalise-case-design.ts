/**
 * case-design: each candidate case is drawn three ways, as pickable loads: the case with its
 * products (alongLength × alongWidth × layers of the product's extents), the pallet built from
 * the case's layer pattern repeated `layers` times, and the container filled by the chosen
 * mode (pallet footprints in tiers, or floor-loaded cases in layers). Each load shows its
 * candidate's checks (the top-level `checks` repeat the first candidate's). The response gives
 * patterns, not boxes, so the boxes are laid out here from the patterns.
 */
import { containerSpace } from './normalise-container.js';
import {
  arrayOf,
  fmt,
  inUnits,
  isObject,
  num,
  readChecks,
  text,
  topOf,
  totalWeight,
  type Json,
} from './load-helpers.js';
import type { StatRow, ViewBox, ViewLoad, ViewResult, ViewSpace, ViewUnits } from './view-model.js';

interface Extents {
  readonly l: number;
  readonly w: number;
  readonly h: number;
}

function extents(v: unknown, unit: string): Extents | null {
  if (!isObject(v)) return null;
  const [l, w, h] = [inUnits(v.l, unit), inUnits(v.w, unit), inUnits(v.h, unit)];
  return l === null || w === null || h === null ? null : { l, w, h };
}

/** Boxes of one 2D pattern stacked `layers` high, `count` at most, each `h` tall. */
export function stackPattern(
  rects: unknown,
  layers: number,
  h: number,
  count: number,
  label: string,
  weight: number | null,
): ViewBox[] {
  const pattern = arrayOf(rects);
  const out: ViewBox[] = [];
  for (let k = 0; k < layers && out.length < count; k++) {
    for (const r of pattern) {
      if (out.length >= count) break;
      const [px, pz, l, w] = [num(r.x), num(r.z), num(r.l), num(r.w)];
      if (px === null || pz === null || l === null || w === null) continue;
      out.push({ id: `${label.toLowerCase()}-${out.length + 1}`, label, l, w, h, px, py: k * h, pz, weight });
    }
  }
  return out;
}

function load(title: string, space: ViewSpace, boxes: ViewBox[], stats: StatRow[], checks: Json[] = []): ViewLoad {
  return {
    title,
    space,
    boxes,
    zones: [],
    stats,
    checks: readChecks(checks),
    unplaced: [],
    cog: null,
    cogLimits: null,
    loadedHeight: topOf(boxes, space.baseHeight),
    cargoWeight: totalWeight(boxes),
  };
}

function caseLoad(title: string, c: Json, product: Json, u: ViewUnits): ViewLoad | null {
  const a = isObject(c.arrangement) ? c.arrangement : {};
  const e = extents(a.productExtents, u.length);
  const inner = extents(c.caseInner, u.length);
  if (!e || !inner) return null;
  const label = text(product.label) || 'Product';
  const boxes: ViewBox[] = [];
  const [nl, nw, nh] = [num(a.alongLength) ?? 0, num(a.alongWidth) ?? 0, num(a.layers) ?? 0];
  for (let k = 0; k < nh; k++) {
    for (let j = 0; j < nw; j++) {
      for (let i = 0; i < nl; i++) {
        boxes.push({
          id: `unit-${boxes.length + 1}`,
          label,
          l: e.l,
          w: e.w,
          h: e.h,
          px: i * e.l,
          py: k * e.h,
          pz: j * e.w,
          weight: num(product.weight),
        });
      }
    }
  }
  const outer = extents(c.caseOuter, u.length);
  const stats: StatRow[] = [
    { label: 'Units per case', value: `${text(c.unitsPerCase)} (${nl} × ${nw} × ${nh}, ${text(a.productStance)})` },
    { label: 'Case inside (l × w × h)', value: `${fmt(inner.l)} × ${fmt(inner.w)} × ${fmt(inner.h)} ${u.length}` },
  ];
  if (outer)
    stats.push({
      label: 'Case outside (l × w × h)',
      value: `${fmt(outer.l)} × ${fmt(outer.w)} × ${fmt(outer.h)} ${u.length}`,
    });
  const weight = inUnits(c.caseWeight, u.mass);
  if (weight !== null) stats.push({ label: 'Case weight', value: `${fmt(weight, 2)} ${u.mass}` });
  const space: ViewSpace = {
    kind: 'case',
    l: inner.l,
    w: inner.w,
    h: inner.h,
    baseHeight: 0,
    door: null,
    inferred: false,
  };
  return load(title, space, boxes, stats, arrayOf(c.checks));
}

function palletLoadOf(title: string, c: Json, pallet: unknown, u: ViewUnits): ViewLoad | null {
  const p = isObject(c.pallet) ? c.pallet : null;
  const outer = extents(c.caseOuter, u.length);
  const pattern = p && isObject(p.layerPattern) ? p.layerPattern : null;
  if (!p || !outer || !pattern) return null;
  const deck = isObject(p.deck) ? p.deck : {};
  const req = isObject(pallet) ? pallet : {};
  const boxes = stackPattern(
    pattern.rects,
    num(p.layers) ?? 0,
    outer.h,
    num(p.cases) ?? Infinity,
    'Case',
    inUnits(c.caseWeight, u.mass),
  );
  const space: ViewSpace = {
    kind: 'pallet',
    l: num(deck.l) ?? num(req.l) ?? 0,
    w: num(deck.w) ?? num(req.w) ?? 0,
    h: num(req.maxHeight),
    baseHeight: num(req.baseHeight) ?? 0,
    door: null,
    inferred: false,
  };
  const stats: StatRow[] = [
    {
      label: 'Cases',
      value: `${text(p.cases)} (${text(p.casesPerLayer)} a layer × ${text(p.layers)} layers), ${text(p.units)} units`,
    },
    { label: 'Limited by', value: text(p.limitedBy) || '—' },
    { label: 'Fill', value: `${text(p.fillPct)} %` },
    {
      label: 'Layer pattern',
      value: `${text(pattern.method)}${pattern.provedOptimal === true ? ', proved optimal' : ''}`,
    },
  ];
  return load(title, space, boxes, stats, arrayOf(c.checks));
}

function containerLoadOf(title: string, c: Json, container: unknown, u: ViewUnits): ViewLoad | null {
  const k = isObject(c.container) ? c.container : null;
  if (!k) return null;
  const palletised = k.mode === 'pallets' && isObject(k.palletised) ? k.palletised : null;
  const floorLoaded = k.mode !== 'pallets' && isObject(k.floorLoaded) ? k.floorLoaded : null;
  const chosen = palletised ?? floorLoaded;
  const pattern = chosen && isObject(chosen.floorPattern) ? chosen.floorPattern : null;
  if (!chosen || !pattern) return null;
  const outer = extents(c.caseOuter, u.length);
  const boxes = palletised
    ? stackPattern(
        pattern.rects,
        num(palletised.tiers) ?? 1,
        num(palletised.loadedHeight) ?? 0,
        num(palletised.pallets) ?? Infinity,
        'Pallet',
        num(palletised.grossPerPallet),
      )
    : stackPattern(
        pattern.rects,
        num(chosen.layers) ?? 0,
        outer?.h ?? 0,
        num(chosen.cases) ?? Infinity,
        'Case',
        inUnits(c.caseWeight, u.mass),
      );
  const stats: StatRow[] = [
    {
      label: 'Mode',
      value: palletised
        ? `${text(palletised.pallets)} pallets in ${text(palletised.tiers)} tier(s)`
        : `${text(chosen.cases)} cases floor-loaded in ${text(chosen.layers)} layers`,
    },
    { label: 'Units', value: text(k.units) },
    { label: 'Limited by', value: text(chosen.limitedBy) || '—' },
  ];
  return load(title, inRequestUnits(containerSpace(container, boxes), container, u), boxes, stats, arrayOf(c.checks));
}

/** Presets are in cm; an in-lb request's patterns are in inches, so its preset is scaled to match. */
function inRequestUnits(space: ViewSpace, container: unknown, u: ViewUnits): ViewSpace {
  const explicit = isObject(container) && num(container.l) !== null;
  if (u.length !== 'in' || explicit || space.inferred) return space;
  const s = (v: number): number => v / 2.54;
  return {
    ...space,
    l: s(space.l),
    w: s(space.w),
    h: space.h === null ? null : s(space.h),
    door: space.door && { w: s(space.door.w), h: s(space.door.h) },
  };
}

/** "; cost per unit 0.42 EUR (board 0.1, handling …)" when the candidate is priced. */
function costText(cost: unknown): string {
  if (!isObject(cost) || num(cost.total) === null) return '';
  const currency = typeof cost.currency === 'string' ? ` ${cost.currency}` : '';
  const parts = ['board', 'handling', 'palletFreight', 'containerFreight']
    .filter((k) => num(cost[k]) !== null)
    .map((k) => `${k} ${fmt(cost[k] as number, 4)}`);
  return `; cost per unit ${fmt(cost.total as number, 4)}${currency}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

export function normaliseCaseDesign(request: unknown, response: Json): ViewResult {
  const req = isObject(request) ? request : {};
  const u: ViewUnits =
    (response.units ?? req.units) === 'in-lb' ? { length: 'in', mass: 'lb' } : { length: 'cm', mass: 'kg' };
  const product = isObject(req.product) ? req.product : isObject(response.product) ? response.product : {};
  const candidates = arrayOf(response.candidates);
  const loads = candidates.flatMap((c, i) => {
    const name = `Candidate ${text(c.rank ?? i + 1)}`;
    return [
      caseLoad(`${name} · case`, c, product, u),
      palletLoadOf(`${name} · pallet`, c, req.pallet, u),
      containerLoadOf(`${name} · container`, c, req.container, u),
    ].filter((l): l is ViewLoad => l !== null);
  });
  const summary: StatRow[] = [
    { label: 'Outcome', value: text(response.outcome) || '—', tone: response.outcome === 'found' ? 'good' : 'warn' },
    ...candidates.map((c, i) => {
      const outer = extents(c.caseOuter, u.length);
      const p = isObject(c.pallet) ? c.pallet : {};
      const k = isObject(c.container) ? c.container : {};
      return {
        label: `Candidate ${text(c.rank ?? i + 1)}`,
        value: `${text(c.unitsPerCase)} a case${outer ? `, ${fmt(outer.l)} × ${fmt(outer.w)} × ${fmt(outer.h)} ${u.length}` : ''}; ${text(p.units ?? '—')} units a pallet; ${text(k.units ?? '—')} a container${costText(c.costPerUnit)}`,
      };
    }),
  ];
  return {
    endpoint: 'case-design',
    units: u,
    loadNoun: 'View',
    summary,
    loads,
    unplaced: [],
    checks: candidates.length === 0 ? readChecks(response.checks) : [],
  };
}
