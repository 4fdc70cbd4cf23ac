/**
 * Box construction: what turns a box's inner dimensions into the parcel a carrier bills.
 * - Walls: outer = inner + 2 × wall per axis; dimensional weight is taken on the outer box.
 * - Clearance: room left free on every side inside the box (a larger one for orders with a
 *   fragile SKU, for cushioning); the units are packed into inner − 2 × clearance.
 * - Tare: the empty box's mass joins the actual weight; when a box states none it is
 *   estimated as its regular slotted (FEFCO 0201) blank, (2L + 2W + joint flap) × (W + H) on the
 *   inner dimensions, times the board's mass per m².
 * A problem without `construction` has no walls, clearance or tare (the pure arithmetic).
 */
import type { BoxSpec, CatalogProblem, OrderShape } from './model.js';

export interface BoxConstruction {
  /** Default wall per side (0.1 mm) for boxes that state none, and for generated boxes. */
  readonly wall: number;
  /** Clearance per side (0.1 mm) around an order without fragile SKUs. */
  readonly clearance: number;
  /** Clearance per side (0.1 mm) around an order with at least one fragile SKU. */
  readonly fragileClearance: number;
  /** Board mass (g per m²) for the estimated tare of boxes that state none. */
  readonly boardGramsPerM2: number;
}

export const NO_CONSTRUCTION: BoxConstruction = { wall: 0, clearance: 0, fragileClearance: 0, boardGramsPerM2: 0 };

/** Glue flap of the RSC blank: 2 in (research/domain.md §7.3), as in case design. */
export const JOINT_FLAP = 508;

export const constructionOf = (p: CatalogProblem): BoxConstruction => p.construction ?? NO_CONSTRUCTION;

/** The wall of a box: its own, else the problem's default. */
export const wallOf = (b: BoxSpec, c: BoxConstruction) => b.wall ?? c.wall;

/** Outer dimensions: inner + 2 × wall on every axis. */
export function outerOf(b: BoxSpec, c: BoxConstruction): { l: number; w: number; h: number } {
  const t = 2 * wallOf(b, c);
  return { l: b.l + t, w: b.w + t, h: b.h + t };
}

export const outerVolume = (b: BoxSpec, c: BoxConstruction) => {
  const o = outerOf(b, c);
  return o.l * o.w * o.h;
};

/** RSC blank area of a box, (0.1 mm)², on its inner dimensions (l the longer footprint side). */
export function blankArea(b: { l: number; w: number; h: number }): number {
  const [l, w] = b.l >= b.w ? [b.l, b.w] : [b.w, b.l];
  return (2 * l + 2 * w + JOINT_FLAP) * (w + b.h);
}

/** Tare of a box in grams: its own, else the estimated blank mass. */
export function tareOf(b: BoxSpec, c: BoxConstruction): number {
  if (b.tare !== undefined && b.tare !== null) return b.tare;
  return Math.round((blankArea(b) * c.boardGramsPerM2) / 1e8);
}

/** Clearance per side for an order: the fragile one when any of its SKUs is fragile. */
export const clearanceFor = (shape: OrderShape, c: BoxConstruction) =>
  shape.items.some((it) => it.maxStack === 0) ? c.fragileClearance : c.clearance;

/** The room an order may use inside a box: inner − 2 × clearance per axis, or null when none is left. */
export function usableBox(b: BoxSpec, clearance: number): BoxSpec | null {
  if (clearance === 0) return b;
  const t = 2 * clearance;
  if (b.l <= t || b.w <= t || b.h <= t) return null;
  return { ...b, l: b.l - t, w: b.w - t, h: b.h - t };
}
