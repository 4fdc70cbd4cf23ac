import type { ItemType } from './item.js';

/** Door aperture at the x = l end, in length units. */
export interface Door {
  readonly w: number;
  readonly h: number;
}

/**
 * The empty load space: a container, a truck body or the space above a pallet deck.
 * The origin is the rear-left floor corner; x runs to the door, y up, z across.
 */
export interface LoadSpace {
  readonly l: number;
  readonly w: number;
  readonly h: number;
  /** Payload limit in grams, or null when none was given. */
  readonly maxWeight: number | null;
  /** Door aperture, or null when unknown (pallets have none). */
  readonly door: Door | null;
}

/** A complete planning problem for one load space. */
export interface Problem {
  readonly space: LoadSpace;
  readonly items: readonly ItemType[];
}
