/**
 * Small builders for tests: item types, load spaces and problems from centimetres and
 * kilograms (or straight from core units), so tests read like the requests they model.
 */
import type { ItemType, OwnAxis } from '../../src/core/model/item.js';
import type { Placement } from '../../src/core/model/plan.js';
import type { LoadSpace, Problem } from '../../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../../src/core/model/units.js';

export const cm = (v: number): number => Math.round(v * LENGTH_PER_CM);
export const kg = (v: number): number => Math.round(v * MASS_PER_KG);

/** How the caller restricts orientation: the API's flags, or an explicit verticalAxes list. */
export type Rotation = 'free' | 'upright' | 'fixed' | readonly OwnAxis[];

export interface ItemSpec {
  l: number;
  w: number;
  h: number;
  qty?: number;
  /** Mass per unit (kg in itemCm, g in itemUnits); absent = no weight given. */
  weight?: number;
  /** Load allowed on top (kg in itemCm, g in itemUnits); absent/null = not checked. */
  maxStack?: number | null;
  rotation?: Rotation;
  group?: string | null;
  unloadOrder?: number | null;
  label?: string;
}

function orientation(rotation: Rotation = 'free'): { verticalAxes: OwnAxis[]; canTurn: boolean } {
  if (rotation === 'free') return { verticalAxes: ['l', 'w', 'h'], canTurn: true };
  if (rotation === 'upright') return { verticalAxes: ['h'], canTurn: true };
  if (rotation === 'fixed') return { verticalAxes: ['h'], canTurn: false };
  return { verticalAxes: [...rotation], canTurn: true };
}

/** An item type whose numbers are already core units (0.1 mm, g). */
export function itemUnits(index: number, s: ItemSpec): ItemType {
  return {
    index,
    label: s.label ?? `item-${index + 1}`,
    l: s.l,
    w: s.w,
    h: s.h,
    qty: s.qty ?? 1,
    weight: s.weight ?? 0,
    hasWeight: s.weight !== undefined,
    maxStack: s.maxStack ?? null,
    ...orientation(s.rotation),
    group: s.group ?? null,
    unloadOrder: s.unloadOrder ?? null,
  };
}

/** An item type from cm and kg. */
export function itemCm(index: number, s: ItemSpec): ItemType {
  return itemUnits(index, {
    ...s,
    l: cm(s.l),
    w: cm(s.w),
    h: cm(s.h),
    weight: s.weight === undefined ? undefined : kg(s.weight),
    maxStack: s.maxStack === undefined || s.maxStack === null ? s.maxStack : kg(s.maxStack),
  });
}

export interface SpaceSpec {
  l: number;
  w: number;
  h: number;
  maxWeight?: number | null;
  door?: { w: number; h: number } | null;
}

/** A load space from core units. */
export function spaceUnits(s: SpaceSpec): LoadSpace {
  return { l: s.l, w: s.w, h: s.h, maxWeight: s.maxWeight ?? null, door: s.door ?? null };
}

/** A load space from cm (maxWeight in kg). */
export function spaceCm(s: SpaceSpec): LoadSpace {
  return {
    l: cm(s.l),
    w: cm(s.w),
    h: cm(s.h),
    maxWeight: s.maxWeight === undefined || s.maxWeight === null ? null : kg(s.maxWeight),
    door: s.door ? { w: cm(s.door.w), h: cm(s.door.h) } : null,
  };
}

/** Problem from a space and item specs in core units; items get their index from their position. */
export function problemUnits(space: SpaceSpec, items: ItemSpec[]): Problem {
  return { space: spaceUnits(space), items: items.map((s, i) => itemUnits(i, s)) };
}

/** Problem from a space and item specs in cm/kg. */
export function problemCm(space: SpaceSpec, items: ItemSpec[]): Problem {
  return { space: spaceCm(space), items: items.map((s, i) => itemCm(i, s)) };
}

/** A placement literal: item index, corner, extents (core units). */
export function place(item: number, x: number, y: number, z: number, dx: number, dy: number, dz: number): Placement {
  return { item, x, y, z, dx, dy, dz };
}

/** A placement literal in cm: item index, corner, extents. */
export function placeCm(item: number, x: number, y: number, z: number, dx: number, dy: number, dz: number): Placement {
  return place(item, cm(x), cm(y), cm(z), cm(dx), cm(dy), cm(dz));
}

/** How many placements each item has. */
export function countByItem(boxes: readonly Placement[]): Map<number, number> {
  return boxes.reduce((n, b) => n.set(b.item, (n.get(b.item) ?? 0) + 1), new Map<number, number>());
}
