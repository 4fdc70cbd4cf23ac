import type { Shape } from '../../model/item.js';
import type { UnplacedReason } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { allowedShapes } from '../../geometry/orientation.js';
import { FillTable, gcd } from './fill-table.js';

/**
 * The problem prepared for the search: which units may be loaded at all, in which
 * shapes, and in which phases. Phases follow the unload zones back to front (items
 * without an unloadOrder deepest, then the largest unloadOrder ... down to 1 at the door);
 * inside a zone, each keep-together group is loaded as its own phase before the loose items.
 */

export interface Phase {
  readonly zone: number;
  /** Group index, or -1 for the loose items of the zone. */
  readonly group: number;
  readonly items: readonly number[];
  /** True when a later zone follows: this zone is built in walls from the back, to stay short. */
  readonly compact: boolean;
}

export interface ZoneFill {
  readonly x: FillTable;
  readonly y: FillTable;
  readonly z: FillTable;
}

export interface Cargo {
  readonly L: number;
  readonly W: number;
  readonly H: number;
  /** Payload limit in grams; Infinity when none. */
  readonly maxWeight: number;
  /** Allowed shapes that fit the empty space, per item. */
  readonly shapes: readonly (readonly Shape[])[];
  /** Units the search may load, per item (0 for excluded items). */
  readonly qty: readonly number[];
  readonly weight: readonly number[];
  readonly unitVolume: readonly number[];
  readonly maxStack: readonly (number | null)[];
  readonly groupOf: readonly number[];
  /** Per item: its unload zone (index into the zones, deepest first). */
  readonly zoneOf: readonly number[];
  /** Per item: stands on the floor only. */
  readonly bottomOnly: readonly boolean[];
  /** Per item: most units in one column (Infinity = no limit). */
  readonly maxLayers: readonly number[];
  /** True when some item has bottomOnly or maxLayers: placements above the floor are checked for them. */
  readonly layerRules: boolean;
  /** Units cut before the search because the payload cannot carry them (per item). */
  readonly payloadCut: readonly number[];
  /** Why a whole item type is left out before the search, or null. */
  readonly excluded: readonly (UnplacedReason | null)[];
  readonly phases: readonly Phase[];
  readonly zoneFill: readonly ZoneFill[];
  /** Smallest vertical side of any loadable shape: tops with less headroom are not free space. */
  readonly minHeight: number;
  readonly trackLoads: boolean;
  readonly trackBoxes: boolean;
  /** Volume of every unit the search may load. */
  readonly cargoVolume: number;
}

export function prepareCargo(problem: Problem): Cargo {
  const { space, items } = problem;
  const L = space.l,
    W = space.w,
    H = space.h;
  const maxWeight = space.maxWeight ?? Infinity;
  const excluded: (UnplacedReason | null)[] = [];
  const shapes = items.map((item) => {
    const all = allowedShapes(item);
    const fit = all.filter((s) => s.dx <= L && s.dy <= H && s.dz <= W);
    const door = space.door;
    if (item.qty <= 0) excluded.push(null);
    else if (fit.length === 0) excluded.push('no_orientation_fits_space');
    else if (door && !all.some((s) => s.dz <= door.w && s.dy <= door.h)) excluded.push('no_orientation_fits_door');
    else if (item.weight > maxWeight) excluded.push('exceeds_payload');
    else excluded.push(null);
    return excluded[excluded.length - 1] === null ? fit : [];
  });
  const qty = items.map((it, i) => (excluded[i] === null ? Math.max(0, it.qty) : 0));
  const weight = items.map((it) => it.weight);
  const unitVolume = items.map((it) => it.l * it.w * it.h);
  const before = qty.slice();
  choosePayloadSubset(qty, weight, unitVolume, maxWeight);
  const payloadCut = qty.map((q, i) => before[i] - q);

  const groupNames: string[] = [];
  const groupOf = items.map((it) => {
    if (it.group === null) return -1;
    let g = groupNames.indexOf(it.group);
    if (g < 0) {
      g = groupNames.length;
      groupNames.push(it.group);
    }
    return g;
  });
  const zoneKeys = [...new Set(items.map((it) => it.unloadOrder ?? Infinity))].sort((a, b) => b - a);
  const phases: Phase[] = [];
  const zoneFill: ZoneFill[] = [];
  let step = gcd(gcd(L, W), H);
  for (const s of shapes.flat()) step = gcd(gcd(gcd(step, s.dx), s.dy), s.dz);
  const maxSide = Math.max(1, ...shapes.flat().map((s) => Math.max(s.dx, s.dy, s.dz)));
  const fillLimit = { x: Math.min(L, 3 * maxSide), y: Math.min(H, 3 * maxSide), z: Math.min(W, 3 * maxSide) };
  zoneKeys.forEach((key, zone) => {
    const inZone = items
      .filter((it) => (it.unloadOrder ?? Infinity) === key && qty[it.index] > 0)
      .map((it) => it.index);
    const groups = [...new Set(inZone.map((i) => groupOf[i]).filter((g) => g >= 0))];
    const volumeOf = (g: number) =>
      inZone.filter((i) => groupOf[i] === g).reduce((v, i) => v + qty[i] * unitVolume[i], 0);
    groups.sort((a, b) => volumeOf(b) - volumeOf(a) || a - b);
    const compact = zone < zoneKeys.length - 1;
    for (const g of groups) phases.push({ zone, group: g, items: inZone.filter((i) => groupOf[i] === g), compact });
    const loose = inZone.filter((i) => groupOf[i] < 0);
    if (loose.length > 0 || groups.length === 0) phases.push({ zone, group: -1, items: loose, compact });
    zoneFill.push(fillTables(shapes, inZone, qty, step, fillLimit));
  });
  const loadable = items.filter((it) => qty[it.index] > 0);
  const minHeight = Math.min(...loadable.flatMap((it) => shapes[it.index].map((s) => s.dy)), H + 1);
  // Units the payload cut leaves out may come back in the refill (refill.ts), so their stack limits count too.
  const mayLoad = items.filter((it) => qty[it.index] + payloadCut[it.index] > 0);
  const trackLoads =
    mayLoad.some((it) => it.maxStack !== null && it.maxStack > 0) && mayLoad.some((it) => it.weight > 0);
  return {
    L,
    W,
    H,
    maxWeight,
    shapes,
    qty,
    weight,
    unitVolume,
    maxStack: items.map((it) => it.maxStack),
    groupOf,
    zoneOf: items.map((it) => zoneKeys.indexOf(it.unloadOrder ?? Infinity)),
    bottomOnly: items.map((it) => it.bottomOnly === true),
    maxLayers: items.map((it) => it.maxLayers ?? Infinity),
    layerRules: items.some((it) => it.bottomOnly === true || it.maxLayers !== undefined),
    payloadCut,
    excluded,
    phases,
    zoneFill,
    minHeight,
    trackLoads,
    trackBoxes: trackLoads || groupNames.length > 0,
    cargoVolume: loadable.reduce((v, it) => v + qty[it.index] * unitVolume[it.index], 0),
  };
}

/** Most units of an item in one column of its own: the bottom unit carries the others within maxStack, maxLayers, one if bottomOnly. */
export function unitsPerColumn(cargo: Cargo, item: number): number {
  const w = cargo.weight[item],
    ms = cargo.maxStack[item];
  const weightCap = ms === 0 ? 1 : ms === null || w === 0 ? Infinity : Math.floor(ms / w) + 1;
  return Math.min(weightCap, cargo.bottomOnly[item] ? 1 : cargo.maxLayers[item]);
}

/**
 * When the payload cannot carry every unit, keep the units that bring the most volume per
 * gram (the fractional-knapsack order), so the loaded subset maximises volume under the limit.
 */
function choosePayloadSubset(
  qty: number[],
  weight: readonly number[],
  volume: readonly number[],
  maxWeight: number,
): void {
  if (!Number.isFinite(maxWeight)) return;
  const total = qty.reduce((s, q, i) => s + q * weight[i], 0);
  if (total <= maxWeight) return;
  const order = qty.map((_, i) => i).sort((a, b) => weight[a] * volume[b] - weight[b] * volume[a] || a - b);
  let left = maxWeight;
  for (const i of order) {
    if (weight[i] === 0) continue;
    const take = Math.min(qty[i], Math.floor(left / weight[i]));
    qty[i] = take;
    left -= take * weight[i];
  }
}

/** Fill tables of a zone: each side used at most as often as units of its item are to be loaded. */
function fillTables(
  shapes: readonly (readonly Shape[])[],
  items: readonly number[],
  left: ArrayLike<number>,
  step: number,
  limit: { readonly x: number; readonly y: number; readonly z: number },
): ZoneFill {
  const xs: number[] = [],
    ys: number[] = [],
    zs: number[] = [],
    counts: number[] = [];
  for (const i of items) {
    if (left[i] <= 0) continue;
    for (const s of shapes[i]) {
      xs.push(s.dx);
      ys.push(s.dy);
      zs.push(s.dz);
      counts.push(left[i]);
    }
  }
  return {
    x: new FillTable(xs, limit.x, step, counts),
    y: new FillTable(ys, limit.y, step, counts),
    z: new FillTable(zs, limit.z, step, counts),
  };
}
