/** Words for one box: used by the hover tooltip, the selected-box panel and the step list. */
import { fmt } from '../model/load-helpers.js';
import type { ViewBox } from '../model/view-model.js';

export function dims(b: ViewBox): string {
  return `${fmt(b.l)} × ${fmt(b.w)} × ${fmt(b.h)} cm`;
}

export function position(b: ViewBox): string {
  return `(${fmt(b.px)}, ${fmt(b.py)}, ${fmt(b.pz)})`;
}

export function weight(b: ViewBox): string {
  return b.weight === null ? 'no weight given' : `${fmt(b.weight, 2)} kg`;
}

/** Lines describing a box at a loading step (0-based). `pallet` notes that py is from the deck. */
export function boxLines(b: ViewBox, step: number, pallet: boolean): string[] {
  return [
    `${b.label} (id ${b.id})`,
    `Step ${step + 1}`,
    `Size l × w × h: ${dims(b)}`,
    `Position px, py, pz: ${position(b)} cm${pallet ? ' (py from the deck)' : ''}`,
    `Weight: ${weight(b)}`,
  ];
}

/** One printable step line. */
export function stepLine(b: ViewBox): string {
  return `${b.label}: ${dims(b)} at ${position(b)}, ${weight(b)}`;
}
