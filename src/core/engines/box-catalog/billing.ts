/**
 * Parcel billing: billed weight = max(actual mass, box volume / divisor, minimum billable),
 * to the gram. Carrier rounding (whole inches or cm, next whole lb or half kg), cushioning and
 * box tare are not modelled (SPEC.md, box-catalog rule 3).
 */
import type { Billing, BoxSpec } from './model.js';

export const boxVolume = (b: { l: number; w: number; h: number }) => b.l * b.w * b.h;

/** Dimensional weight of a box in grams. */
export const dimensionalGrams = (volume: number, billing: Billing) => Math.round(volume / billing.volumePerGram);

/** Billed grams of an order of `actual` grams shipped in a box of `volume`. */
export function billedGrams(actual: number, volume: number, billing: Billing): number {
  return Math.max(actual, dimensionalGrams(volume, billing), billing.minBillable);
}

/** The parts of one parcel's cost; null parts were not priced (no rate). */
export interface ParcelCost {
  readonly freight: number;
  readonly box: number;
  readonly voidFill: number;
  readonly total: number;
}

/**
 * Money for one parcel, or null without a rate: freight on the billed weight, plus the box's
 * cost and the void fill, which join only when the rate is given (SPEC.md rule 5).
 */
export function parcelCost(billed: number, box: BoxSpec, contentVolume: number, billing: Billing): ParcelCost | null {
  if (billing.ratePerGram === null) return null;
  const freight = billed * billing.ratePerGram;
  const boxCost = box.cost ?? 0;
  const voidFill =
    billing.voidFillPerVolume === null ? 0 : Math.max(0, boxVolume(box) - contentVolume) * billing.voidFillPerVolume;
  return { freight, box: boxCost, voidFill, total: freight + boxCost + voidFill };
}
