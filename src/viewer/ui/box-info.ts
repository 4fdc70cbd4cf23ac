/** Words for one box: used by the hover tooltip, the selected-box panel and the step list. */
import { fmt } from '../model/load-helpers.js';
import { CM_KG, type ViewBox, type ViewUnits } from '../model/view-model.js';

export function dims(b: ViewBox, u: ViewUnits = CM_KG): string {
  return `${fmt(b.l)} × ${fmt(b.w)} × ${fmt(b.h)} ${u.length}`;
}

export function position(b: ViewBox): string {
  return `(${fmt(b.px)}, ${fmt(b.py)}, ${fmt(b.pz)})`;
}

export function weight(b: ViewBox, u: ViewUnits = CM_KG): string {
  return b.weight === null ? 'no weight given' : `${fmt(b.weight, 2)} ${u.mass}`;
}

/** Lines describing a box at a loading step (0-based). `pallet` notes that py is from the deck. */
export function boxLines(b: ViewBox, step: number, pallet: boolean, u: ViewUnits = CM_KG): string[] {
  return [
    `${b.label} (id ${b.id})`,
    `Step ${step + 1}`,
    `Size l × w × h: ${dims(b, u)}`,
    `Position px, py, pz: ${position(b)} ${u.length}${pallet ? ' (py from the deck)' : ''}`,
    `Weight: ${weight(b, u)}`,
  ];
}

/** One printable step line. */
export function stepLine(b: ViewBox, u: ViewUnits = CM_KG): string {
  return `${b.label}: ${dims(b, u)} at ${position(b)}, ${weight(b, u)}`;
}
