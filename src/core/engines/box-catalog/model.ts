/**
 * The box-catalogue problem in core units (lengths 0.1 mm, masses g, volumes in length units
 * cubed). Money is in the caller's currency. The HTTP layer maps requests to this model.
 */
import type { ItemType } from '../../model/item.js';
import type { BoxConstruction } from './construction.js';

/** A SKU of the order history. */
export interface CatalogSku {
  readonly sku: string;
  readonly l: number;
  readonly w: number;
  readonly h: number;
  /** Mass of one unit in grams. */
  readonly weight: number;
  readonly keepUpright: boolean;
  /** Nothing may rest on a fragile unit inside a parcel. */
  readonly fragile: boolean;
}

/** One order shape: SKU indices with quantities, and how often it occurs. */
export interface CatalogOrder {
  readonly orderId: string | null;
  readonly lines: readonly { readonly sku: number; readonly qty: number }[];
  /** Occurrences in the history; weights the order in every total. */
  readonly count: number;
}

/** A shipping box: inner dimensions, optional content limit (g) and unit cost (money). */
export interface BoxSpec {
  readonly id: string;
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly maxWeight: number | null;
  readonly cost: number | null;
  /** True for boxes the engine generated on the 1 cm grid (they carry no cost). */
  readonly generated: boolean;
  /** Wall per side (0.1 mm); absent: the problem's default (construction.ts). */
  readonly wall?: number;
  /** Empty box mass (g); absent or null: estimated from its blank (construction.ts). */
  readonly tare?: number | null;
}

/** Carrier billing in core terms: dimensional weight = volume / volumePerGram. */
export interface Billing {
  /** Box volume (length units cubed) per gram of dimensional weight. */
  readonly volumePerGram: number;
  /** Floor of the billed weight in grams (0 = none). */
  readonly minBillable: number;
  /** Money per billed gram, or null when no rate was given (then billed grams are minimised). */
  readonly ratePerGram: number | null;
  /** Void fill money per unit of empty volume, or null. */
  readonly voidFillPerVolume: number | null;
}

export interface CatalogProblem {
  readonly skus: readonly CatalogSku[];
  readonly orders: readonly CatalogOrder[];
  /** Caller-supplied candidates; generated ones are added by the engine. */
  readonly candidateBoxes: readonly BoxSpec[];
  /** The boxes in use today, for the baseline; null when not sent. */
  readonly currentBoxes: readonly BoxSpec[] | null;
  readonly catalogSize: number;
  readonly billing: Billing;
  /** true: maximise count-weighted coverage first, then minimise billed weight or cost. */
  readonly coverageFirst: boolean;
  /** Walls, clearance and tare (construction.ts); absent: none of them. */
  readonly construction?: BoxConstruction;
}

/** An order shape ready for packing: item types (one per SKU), total volume and mass. */
export interface OrderShape {
  readonly items: readonly ItemType[];
  readonly volume: number;
  readonly weight: number;
  readonly units: number;
  /** Same lines (in any order) give the same key: fit results are cached per key. */
  readonly key: string;
}
