/**
 * The item list of one load: every label with its number (drawn on the box faces), colour,
 * dimensions and placed / unplaced counts, in order of first appearance.
 */
import { fmt } from './load-helpers.js';
import type { ViewLoad, ViewUnplaced, ViewUnits } from './view-model.js';

export interface ViewItem {
  /** 1-based number shown on the item's box faces and in the list. */
  readonly no: number;
  readonly label: string;
  readonly colour: string;
  /** "60 × 60 × 85 cm" as the first box was loaded, or '' for an item with no placed box. */
  readonly dims: string;
  readonly placed: number;
  readonly unplaced: number;
  /** Weight, drop, this way up, stacking limit, fragile, from the request's line ('' when unknown). */
  readonly handling: string;
}

/**
 * Items of `load` plus items only listed as unplaced; `numberOf` and `colourOf` keep an
 * item's number and colour the same on every load of a result.
 */
export function itemsOf(
  load: ViewLoad,
  unplaced: readonly ViewUnplaced[],
  units: ViewUnits,
  numberOf: (label: string) => number,
  colourOf: (label: string) => string,
  handlingOf: (label: string) => string = () => '',
): ViewItem[] {
  const byLabel = new Map<string, { dims: string; placed: number; unplaced: number }>();
  for (const b of load.boxes) {
    const item = byLabel.get(b.label);
    if (item) item.placed++;
    else
      byLabel.set(b.label, { dims: `${fmt(b.l)} × ${fmt(b.w)} × ${fmt(b.h)} ${units.length}`, placed: 1, unplaced: 0 });
  }
  for (const u of unplaced) {
    const item = byLabel.get(u.label) ?? { dims: '', placed: 0, unplaced: 0 };
    item.unplaced += u.qty;
    byLabel.set(u.label, item);
  }
  return [...byLabel]
    .map(([label, i]) => ({ no: numberOf(label), label, colour: colourOf(label), handling: handlingOf(label), ...i }))
    .sort((a, b) => a.no - b.no);
}
