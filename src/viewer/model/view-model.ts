/**
 * What the viewer draws, independent of which endpoint produced it.
 * All lengths in centimetres, masses in kilograms, world axes as in the API:
 * x along the length (door at x = l), y up from the ground, z across the width.
 */

/** The empty space a load sits in: a container interior, the space above a pallet deck, or a shipping case (a plain box, no door). */
export interface ViewSpace {
  readonly kind: 'container' | 'pallet' | 'case';
  readonly l: number;
  readonly w: number;
  /** Interior height (container) or height cap including the base (pallet); null when unknown. */
  readonly h: number | null;
  /** Pallet deck height; 0 for containers. Boxes' py is measured from here. */
  readonly baseHeight: number;
  /** Door aperture at x = l, when known. */
  readonly door: { readonly w: number; readonly h: number } | null;
  /** True when the dimensions were guessed from the boxes (saved file without its request). */
  readonly inferred: boolean;
  /** Truck supports from the request's `container.axles` (kingpin and rear axle group), when given. */
  readonly axles?: ViewAxles | null;
}

/** Positions along x (from the front wall) and permitted cargo shares of a truck's supports. */
export interface ViewAxles {
  readonly frontPos: number;
  readonly rearPos: number;
  readonly frontLimit: number | null;
  readonly rearLimit: number | null;
}

/** One placed box, as the API reports it. `py` is from the deck on pallets. */
export interface ViewBox {
  readonly id: string;
  readonly label: string;
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly px: number;
  readonly py: number;
  readonly pz: number;
  readonly weight: number | null;
}

export interface ViewZone {
  readonly unloadOrder: number;
  readonly xStart: number;
  readonly xEnd: number;
  readonly count: number;
}

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'not_evaluated';

export interface ViewCheck {
  readonly code: string;
  readonly status: CheckStatus;
  readonly observed: string;
  readonly limit: string;
  readonly assumption: string;
  /** The check's one-line explanation ("562 of 2000 units not placed"), or ''. */
  readonly detail: string;
  /** The request field a not_evaluated check needs, or ''. */
  readonly field: string;
  /** Where a rule comes from (receiver profiles: source, date, note), or ''. */
  readonly source?: string;
  /** Unit of observed and limit as the response names it, or ''. */
  readonly unit?: string;
  /** Raw observed value and limit, for the viewer's own reading of a check (which boxes it concerns). */
  readonly raw?: { readonly observed: unknown; readonly limit: unknown; readonly skus: readonly string[] };
}

/** A piece of dunnage or blocking the response asks the crew to place (pack's `dunnage`). */
export interface ViewDunnage {
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly px: number;
  readonly py: number;
  readonly pz: number;
}

/** Allowed CoG offsets from the footprint centre, in % of length (x) and width (z). */
export interface CogLimits {
  readonly xPct: number;
  readonly zPct: number;
}

export interface ViewUnplaced {
  readonly label: string;
  readonly qty: number;
  readonly reason: string;
}

/** A labelled figure shown beside the picture. */
export interface StatRow {
  readonly label: string;
  readonly value: string;
  /** Optional colour hint for the value. */
  readonly tone?: 'good' | 'warn' | 'bad';
}

/** One container or pallet with its boxes in loading-step order. */
export interface ViewLoad {
  readonly title: string;
  readonly space: ViewSpace;
  readonly boxes: readonly ViewBox[];
  readonly zones: readonly ViewZone[];
  readonly stats: readonly StatRow[];
  readonly checks: readonly ViewCheck[];
  readonly unplaced: readonly ViewUnplaced[];
  /** Centre of gravity in world coordinates (y from the ground), or null without weights. */
  readonly cog: { readonly x: number; readonly y: number; readonly z: number } | null;
  /** The CoG limits of the load's own balance check (COG_HEIGHT / COG_OFFSET), when it reports them. */
  readonly cogLimits: CogLimits | null;
  /** Top of the highest box above the ground (includes the pallet base). */
  readonly loadedHeight: number;
  readonly cargoWeight: number | null;
  /** Dunnage and blocking to place (containers), in the same coordinates as the boxes. */
  readonly dunnage?: readonly ViewDunnage[];
}

/** Unit names of every length and mass in a result (the quote family answers in the request's units). */
export interface ViewUnits {
  readonly length: 'cm' | 'in';
  readonly mass: 'kg' | 'lb';
}

export const CM_KG: ViewUnits = { length: 'cm', mass: 'kg' };

/** A whole response made viewable: one or more loads plus response-wide figures. */
export interface ViewResult {
  readonly endpoint: string;
  readonly units: ViewUnits;
  /** Word for one load in pickers: "Pallet" or "Container". */
  readonly loadNoun: string;
  readonly summary: readonly StatRow[];
  readonly loads: readonly ViewLoad[];
  /** Items left over by the whole response (order-plan), in addition to per-load lists. */
  readonly unplaced: readonly ViewUnplaced[];
  /** Checks about the whole response (order placement, receiver rules), shown before each load's. */
  readonly checks: readonly ViewCheck[];
  /** The response's `inputHash` (the plan reference), when it has one. */
  readonly inputHash?: string;
}
