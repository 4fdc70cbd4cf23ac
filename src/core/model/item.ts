/** One of the item's own dimensions. */
export type OwnAxis = 'l' | 'w' | 'h';

/**
 * A carton type to load, already in core units (lengths in 0.1 mm, masses in g).
 * `index` is its position in the problem's item list; placements refer to it.
 */
export interface ItemType {
  readonly index: number;
  readonly label: string;
  /** Own dimensions in length units. */
  readonly l: number;
  readonly w: number;
  readonly h: number;
  /** Units of this type to load. */
  readonly qty: number;
  /** Mass of one unit in grams; 0 when the caller gave no weight. */
  readonly weight: number;
  /** True when the caller supplied a weight. */
  readonly hasWeight: boolean;
  /** Maximum mass in grams that may rest on top of one unit; null when not given (not checked). 0 = nothing touches its top. */
  readonly maxStack: number | null;
  /** Which own dimensions may stand vertical (non-empty). */
  readonly verticalAxes: readonly OwnAxis[];
  /** False when the footprint may not be turned by 90° (allowRotate: false keeps `l` along x). */
  readonly canTurn: boolean;
  /** Keep-together group name, or null. */
  readonly group: string | null;
  /** 1 = unloaded first, placed nearest the door (largest x); null = no zone. */
  readonly unloadOrder: number | null;
  /** Stands on the floor or pallet deck only, never on another unit (absent = anywhere). */
  readonly bottomOnly?: boolean;
  /** At most this many units of the item in one column, an integer ≥ 1 (absent = no limit). */
  readonly maxLayers?: number;
  /** A liquid (drums, pails, bottles): never above a carton that is not liquid (pallet objective; absent = not liquid). */
  readonly liquid?: boolean;
}

/** An allowed placed shape of an item: extents along x (length), y (up) and z (width). */
export interface Shape {
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
}
