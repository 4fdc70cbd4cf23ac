/**
 * One placed box: its item type, its minimum corner and its extents after rotation,
 * all in length units. `dx` is along x (length), `dy` vertical, `dz` along z (width).
 */
export interface Placement {
  readonly item: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
}

/** Why the search stopped. */
export type StopReason = 'complete' | 'budget' | 'time_cap';

/** A loading plan: placements in loading order, and per item type how many were left out and why. */
export interface Plan {
  readonly placements: readonly Placement[];
  readonly unplaced: readonly UnplacedItem[];
  readonly stats: SearchStats;
}

/** Why some units of an item type were not loaded. */
export type UnplacedReason =
  | 'no_orientation_fits_space'
  | 'no_orientation_fits_door'
  | 'exceeds_payload'
  | 'no_room_found'
  /** Placed in the search, then left out so that the plan passes COG_HEIGHT and AXLE_LOADS (container loading). */
  | 'left_out_for_balance';

export interface UnplacedItem {
  readonly item: number;
  readonly qty: number;
  readonly reason: UnplacedReason;
}

/**
 * Which objective decided the plan: the most volume (not everything fitted), or, once
 * everything fitted, the most compact and balanced stow.
 */
export type StowObjective = 'volume' | 'compactness_and_balance';

/** What the search did, for the response and the benchmarks. */
export interface SearchStats {
  /** Name of the engine or approach that produced the plan. */
  readonly engine: string;
  /** Work units spent (engine-specific count, deterministic). */
  readonly work: number;
  readonly stoppedBy: StopReason;
  /** Which objective decided the plan, for engines that plan beyond volume. */
  readonly objective?: StowObjective;
}
