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
  /** Truck supports and permitted cargo shares, when given: the container engine plans for them. */
  readonly axles?: Axles;
}

/**
 * A truck's two supports along x, in length units, and the cargo mass each may take, in
 * grams (cm/kg at the report's edge use the same shape).
 */
export interface Axles {
  /** Front support (kingpin) position along x. */
  readonly frontPos: number;
  /** Rear axle-group centre along x; greater than frontPos. */
  readonly rearPos: number;
  /** Permitted cargo share on the front support. */
  readonly frontLimit: number;
  /** Permitted cargo share on the rear axle group. */
  readonly rearLimit: number;
}

/**
 * Lever rule on a beam resting on the front support and the rear axle group (domain.md §2.3):
 * cargo mass m whose CoG lies at cogX gives rear = m·(cogX − frontPos)/span, front = m − rear.
 * A CoG outside the supports makes one share negative. Any consistent units.
 */
export function axleShares(
  mass: number,
  cogX: number,
  axles: Pick<Axles, 'frontPos' | 'rearPos'>,
): { front: number; rear: number } {
  const rear = (mass * (cogX - axles.frontPos)) / (axles.rearPos - axles.frontPos);
  return { front: mass - rear, rear };
}

/** A complete planning problem for one load space. */
export interface Problem {
  readonly space: LoadSpace;
  readonly items: readonly ItemType[];
}
