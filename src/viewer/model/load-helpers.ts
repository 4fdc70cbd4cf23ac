/**
 * Small tolerant readers shared by the response normalisers: the viewer must open saved
 * files from older or newer service versions, so every field is read defensively.
 */
import type { CheckStatus, CogLimits, ViewBox, ViewCheck, ViewDunnage, ViewSpace, ViewUnplaced } from './view-model.js';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function arrayOf(v: unknown): Json[] {
  return Array.isArray(v) ? v.filter(isObject) : [];
}

/** Reads placed boxes; boxes with missing numbers are dropped rather than drawn wrongly. */
export function readBoxes(v: unknown): ViewBox[] {
  const out: ViewBox[] = [];
  arrayOf(v).forEach((b, i) => {
    const dims = [b.l, b.w, b.h, b.px, b.py, b.pz].map(num);
    if (dims.some((d) => d === null)) return;
    const [l, w, h, px, py, pz] = dims as number[];
    const label = text(b.label ?? b.sku ?? '') || 'box';
    out.push({ id: text(b.id ?? i + 1), label, l, w, h, px, py, pz, weight: num(b.weight) });
  });
  return out;
}

const STATUSES: readonly CheckStatus[] = ['pass', 'fail', 'warn', 'not_evaluated'];

export function readChecks(v: unknown): ViewCheck[] {
  return arrayOf(v).map((c) => {
    const unit = typeof c.unit === 'string' && c.unit !== '' && c.unit !== 'count' ? ` ${c.unit}` : '';
    const value = (x: unknown): string => {
      if (x === null || x === undefined || x === '') return '';
      // structured observations such as {offsetXPct, heightCm} read as "offsetXPct 1.2, heightCm 60"
      if (isObject(x))
        return Object.entries(x)
          .map(([k, v]) => `${k} ${text(v)}`)
          .join(', ');
      return typeof x === 'number' ? `${fmt(x, 2)}${unit}` : text(x);
    };
    return {
      code: text(c.code ?? c.rule) || 'CHECK',
      status: STATUSES.includes(c.status as CheckStatus) ? (c.status as CheckStatus) : 'not_evaluated',
      observed: value(c.observed),
      limit: value(c.limit),
      assumption: text(c.assumption ?? c.note),
      detail: text(c.detail),
      field: typeof c.field === 'string' ? c.field : '',
      source: [text(c.source), c.date && c.date !== 'undated' ? text(c.date) : '', text(c.note)]
        .filter(Boolean)
        .join(' · '),
      unit: typeof c.unit === 'string' ? c.unit : '',
      raw: {
        observed: c.observed,
        limit: c.limit,
        skus: Array.isArray(c.skus) ? c.skus.map((s) => text(isObject(s) ? (s.sku ?? s.label) : s)) : [],
      },
    };
  });
}

/** Reads pack's `dunnage` pieces; pieces with missing numbers are dropped. */
export function readDunnage(v: unknown): ViewDunnage[] {
  return arrayOf(v).flatMap((d) => {
    const n = [d.l, d.w, d.h, d.px, d.py, d.pz].map(num);
    if (n.some((x) => x === null)) return [];
    const [l, w, h, px, py, pz] = n as number[];
    return [{ l, w, h, px, py, pz }];
  });
}

/** The CoG offset limits from a balance check whose limit is `{offsetXPct, offsetZPct}`. */
export function cogLimitsOf(checks: unknown): CogLimits | null {
  for (const c of arrayOf(checks)) {
    const limit = isObject(c.limit) ? c.limit : null;
    const x = num(limit?.offsetXPct);
    const z = num(limit?.offsetZPct);
    if (x !== null && z !== null) return { xPct: x, zPct: z };
  }
  return null;
}

/** A number, or the `unit` member of a dual-unit object such as `{cm, in}`. */
export function inUnits(v: unknown, unit: string): number | null {
  return num(v) ?? (isObject(v) ? num(v[unit]) : null);
}

/** Reads `[{label, qty, reason}]` lists. */
export function readUnplacedList(v: unknown): ViewUnplaced[] {
  return arrayOf(v)
    .map((u) => ({
      label: text(u.label ?? u.sku) || 'item',
      qty: num(u.qty ?? u.count) ?? 0,
      reason: text(u.reason) || 'not placed',
    }))
    .filter((u) => u.qty > 0);
}

/** Reads a per-item tally (array or map by label) and keeps the items with units left over. */
export function unplacedFromTally(v: unknown, reason: string): ViewUnplaced[] {
  const entries: Json[] = Array.isArray(v)
    ? arrayOf(v)
    : isObject(v)
      ? Object.entries(v)
          .filter(([, e]) => isObject(e))
          .map(([k, e]) => ({ label: k, ...(e as Json) }))
      : [];
  const out: ViewUnplaced[] = [];
  for (const e of entries) {
    const requested = num(e.requested ?? e.qty);
    const placed = num(e.placed);
    const left =
      num(e.remaining ?? e.unplaced ?? e.remainder) ?? (requested !== null && placed !== null ? requested - placed : 0);
    if (left > 0) out.push({ label: text(e.label ?? e.sku) || 'item', qty: left, reason: text(e.reason) || reason });
  }
  return out;
}

/** Loading steps for a pallet: bottom-up, then across, then along (SPEC: py, pz, px). */
export function bottomUpOrder(boxes: readonly ViewBox[]): ViewBox[] {
  return [...boxes].sort((a, b) => a.py - b.py || a.pz - b.pz || a.px - b.px);
}

/** The smallest space holding every box; used when a saved file has no request. */
export function spaceAround(boxes: readonly ViewBox[], kind: ViewSpace['kind'], baseHeight: number): ViewSpace {
  let l = 0;
  let w = 0;
  let h = 0;
  for (const b of boxes) {
    l = Math.max(l, b.px + b.l);
    w = Math.max(w, b.pz + b.w);
    h = Math.max(h, b.py + b.h);
  }
  return { kind, l: l || 100, w: w || 100, h: (h || 100) + baseHeight, baseHeight, door: null, inferred: true };
}

/**
 * Centre of gravity after each loading step: entry n is the CoG of the first n boxes
 * (entry 0 is null), so the marker can follow the slider without summing again.
 */
export function cogSteps(
  boxes: readonly ViewBox[],
  baseHeight: number,
): ({ x: number; y: number; z: number } | null)[] {
  const out: ({ x: number; y: number; z: number } | null)[] = [null];
  let m = 0;
  let x = 0;
  let y = 0;
  let z = 0;
  for (const b of boxes) {
    const wt = b.weight ?? 0;
    m += wt;
    x += wt * (b.px + b.l / 2);
    y += wt * (baseHeight + b.py + b.h / 2);
    z += wt * (b.pz + b.w / 2);
    out.push(m > 0 ? { x: x / m, y: y / m, z: z / m } : null);
  }
  return out;
}

/** Weighted centre of the boxes in world coordinates, or null when no box has a weight. */
export function centreOfGravity(
  boxes: readonly ViewBox[],
  baseHeight: number,
): { x: number; y: number; z: number } | null {
  return cogSteps(boxes, baseHeight)[boxes.length];
}

export function topOf(boxes: readonly ViewBox[], baseHeight: number): number {
  return boxes.reduce((top, b) => Math.max(top, baseHeight + b.py + b.h), baseHeight);
}

export function totalWeight(boxes: readonly ViewBox[]): number | null {
  return boxes.some((b) => b.weight !== null) ? boxes.reduce((s, b) => s + (b.weight ?? 0), 0) : null;
}

export function boxVolume(boxes: readonly ViewBox[]): number {
  return boxes.reduce((s, b) => s + b.l * b.w * b.h, 0);
}

/** Formats a number with at most `digits` decimals, without trailing zeros. */
export function fmt(n: number, digits = 1): string {
  return String(Math.round(n * 10 ** digits) / 10 ** digits);
}
