/**
 * The pallet load as a core `Problem`: the space is the pallet footprint from the deck up
 * to maxHeight − baseHeight, the payload is the cargo limit (tare excluded), and there is
 * no door. Cartons are pallet-estimate items: weighted, upright or free to tip.
 */
import type { ItemType, OwnAxis } from '../../model/item.js';
import type { Problem } from '../../model/problem.js';

/** A pallet in core units (0.1 mm, g). */
export interface PalletSpec {
  readonly l: number;
  readonly w: number;
  readonly baseHeight: number;
  readonly maxHeight: number;
  readonly maxWeight: number;
}

/** A pallet-estimate carton in core units. */
export interface PalletCarton {
  readonly label: string;
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly qty: number;
  readonly weight: number;
  readonly keepUpright: boolean;
  readonly maxStack?: number | null;
  /** Deck only (never on another carton). */
  readonly bottomOnly?: boolean;
  /** At most this many cartons of the item in one column. */
  readonly maxLayers?: number;
  /** Liquid: never above a carton that is not (objectives/pallet.ts). */
  readonly liquid?: boolean;
}

const ALL_AXES: readonly OwnAxis[] = ['h', 'w', 'l'];
const UPRIGHT: readonly OwnAxis[] = ['h'];

export function palletItem(index: number, c: PalletCarton): ItemType {
  return {
    index,
    label: c.label,
    l: c.l,
    w: c.w,
    h: c.h,
    qty: c.qty,
    weight: c.weight,
    hasWeight: true,
    maxStack: c.maxStack ?? null,
    verticalAxes: c.keepUpright ? UPRIGHT : ALL_AXES,
    canTurn: true,
    group: null,
    unloadOrder: null,
    ...(c.bottomOnly ? { bottomOnly: true } : {}),
    ...(c.maxLayers !== undefined ? { maxLayers: c.maxLayers } : {}),
    ...(c.liquid ? { liquid: true } : {}),
  };
}

/** The problem of loading `cartons` onto `pallet`; the space height may be ≤ 0 (nothing fits). */
export function palletProblem(pallet: PalletSpec, cartons: readonly PalletCarton[]): Problem {
  return {
    space: {
      l: pallet.l,
      w: pallet.w,
      h: Math.max(0, pallet.maxHeight - pallet.baseHeight),
      maxWeight: pallet.maxWeight,
      door: null,
    },
    items: cartons.map((c, i) => palletItem(i, c)),
  };
}

/** The same problem with other quantities (one per item). */
export function withQuantities(problem: Problem, qty: readonly number[]): Problem {
  return { space: problem.space, items: problem.items.map((it, i) => ({ ...it, qty: qty[i] })) };
}
