/**
 * Turns pallet responses (pallet-estimate, order-plan) into view loads. Boxes' py is
 * measured from the deck; the deck is drawn at the pallet's base height, and the loading
 * steps are the boxes sorted by py, then pz, then px (SPEC.md).
 */
import {
  arrayOf,
  bottomUpOrder,
  boxVolume,
  centreOfGravity,
  cogLimitsOf,
  fmt,
  inUnits,
  isObject,
  num,
  readBoxes,
  readChecks,
  spaceAround,
  text,
  topOf,
  totalWeight,
  unplacedFromTally,
  type Json,
} from './load-helpers.js';
import {
  CM_KG,
  type StatRow,
  type ViewBox,
  type ViewLoad,
  type ViewResult,
  type ViewSpace,
  type ViewUnits,
} from './view-model.js';

const LEFT_OVER = 'did not fit within the pallet limits';

/** Pallet request object to a space; the base height is recovered from loadedHeight when missing. */
export function palletSpace(pallet: unknown, boxes: readonly ViewBox[], loadedHeight: number | null): ViewSpace {
  if (isObject(pallet) && num(pallet.l) !== null && num(pallet.w) !== null) {
    const base = num(pallet.baseHeight) ?? 0;
    return {
      kind: 'pallet',
      l: pallet.l as number,
      w: pallet.w as number,
      h: num(pallet.maxHeight),
      baseHeight: base,
      door: null,
      inferred: false,
    };
  }
  const cargoTop = topOf(boxes, 0);
  const base = loadedHeight !== null && loadedHeight > cargoTop ? loadedHeight - cargoTop : 0;
  return { ...spaceAround(boxes, 'pallet', base), h: null };
}

/** One pallet from a `{boxes, loadedHeight?, cargoWeight?, checks?}` object; `u` names the units of its numbers. */
export function palletLoad(
  title: string,
  body: Json,
  pallet: unknown,
  extra: StatRow[],
  u: ViewUnits = CM_KG,
): ViewLoad {
  const boxes = bottomUpOrder(readBoxes(body.boxes));
  const reportedHeight = inUnits(body.loadedHeight, u.length);
  const space = palletSpace(pallet, boxes, reportedHeight);
  const loadedHeight = reportedHeight ?? topOf(boxes, space.baseHeight);
  const weight = inUnits(body.cargoWeight ?? body.weight, u.mass) ?? totalWeight(boxes);
  const maxWeight = isObject(pallet) ? num(pallet.maxWeight) : null;
  const rows: StatRow[] = [{ label: 'Boxes placed', value: String(boxes.length) }];
  if (space.h !== null && space.h > space.baseHeight) {
    const usable = space.l * space.w * (space.h - space.baseHeight);
    rows.push({ label: 'Volume utilisation (to max height)', value: `${fmt((100 * boxVolume(boxes)) / usable)} %` });
  }
  if (weight !== null) rows.push({ label: 'Cargo weight', value: `${fmt(weight)} ${u.mass}` });
  if (weight !== null && maxWeight)
    rows.push({ label: 'Weight utilisation', value: `${fmt((100 * weight) / maxWeight)} %` });
  const cog = centreOfGravity(boxes, space.baseHeight);
  if (cog)
    rows.push({
      label: 'Centre of gravity (x, y, z)',
      value: `${fmt(cog.x)}, ${fmt(cog.y)}, ${fmt(cog.z)} ${u.length}, y from the ground`,
    });
  const off = isObject(body.cogOffsetPct) ? body.cogOffsetPct : null;
  if (off && num(off.x) !== null && num(off.z) !== null) {
    rows.push({
      label: 'CoG offset from centre (x, z)',
      value: `${fmt(off.x as number)} %, ${fmt(off.z as number)} %`,
    });
  }
  const over = space.h !== null && loadedHeight > space.h + 1e-9;
  rows.push({
    label: 'Loaded height (incl. base)',
    value: `${fmt(loadedHeight)} ${u.length}`,
    tone: over ? 'bad' : undefined,
  });
  rows.push({
    label: 'Pallet (l × w, base)',
    value: `${fmt(space.l)} × ${fmt(space.w)} ${u.length}, base ${fmt(space.baseHeight)} ${u.length}${space.h !== null ? `, max ${fmt(space.h)} ${u.length}` : ''}${space.inferred ? ' (from boxes)' : ''}`,
  });
  return {
    title,
    space,
    boxes,
    zones: [],
    stats: [...rows, ...extra],
    checks: readChecks(body.checks),
    unplaced: [],
    cog,
    cogLimits: cogLimitsOf(body.checks),
    loadedHeight,
    cargoWeight: weight,
  };
}

export function statusRow(status: unknown): StatRow {
  const s = text(status) || '—';
  return { label: 'Status', value: s, tone: s === 'complete' ? 'good' : 'warn' };
}

export function normalisePalletEstimate(request: unknown, response: Json): ViewResult {
  const pallet = isObject(request) ? request.pallet : undefined;
  const extra: StatRow[] = [];
  const approaches = arrayOf(response.approaches);
  if (approaches.length > 0) {
    const names = approaches.map((a) => {
      const h = num(a.loadedHeight);
      const outcome =
        h !== null
          ? ` ${fmt(h)} cm${a.status === 'partial' ? ' (partial)' : ''}`
          : a.status
            ? ` ${text(a.status)}`
            : '';
      return `${text(a.name ?? a.approach ?? a.id)}${outcome}${a.chosen === true || a.best === true ? ' (chosen)' : ''}`;
    });
    extra.push({ label: 'Approaches compared', value: names.join('; ') });
  }
  if (typeof response.version === 'string') extra.push({ label: 'Version', value: response.version });
  const load = palletLoad('Pallet', response, pallet, extra);
  const unplaced = unplacedFromTally(response.byItem, LEFT_OVER);
  return {
    endpoint: 'pallet-estimate',
    units: CM_KG,
    loadNoun: 'Pallet',
    summary: [statusRow(response.status)],
    loads: [{ ...load, unplaced }],
    unplaced: [],
    checks: [],
  };
}

export function normaliseOrderPlan(request: unknown, response: Json): ViewResult {
  const inner = isObject(request) ? (isObject(request.request) ? request.request : request) : undefined;
  const pallet = inner?.pallet;
  const loads = arrayOf(response.pallets).map((p, i) => {
    const remainder = unplacedFromTally(p.remainder ?? p.remaining, 'still to allocate');
    const left = remainder.reduce((s, r) => s + r.qty, 0);
    const extra: StatRow[] = [{ label: 'Cartons left after this pallet', value: String(left) }];
    return palletLoad(`Pallet ${i + 1}`, p, pallet, extra);
  });
  const summary: StatRow[] = [
    statusRow(response.status),
    { label: 'Pallets', value: text(response.palletCount ?? loads.length) },
    { label: 'Placed cartons', value: text(response.placedCount ?? '—') },
    {
      label: 'Unplaced cartons',
      value: text(response.unplacedCount ?? '—'),
      tone: num(response.unplacedCount) ? 'bad' : 'good',
    },
  ];
  return {
    endpoint: 'order-plan',
    units: CM_KG,
    loadNoun: 'Pallet',
    summary,
    loads,
    unplaced: unplacedFromTally(response.byItem, LEFT_OVER),
    checks: readChecks(response.checks),
  };
}
