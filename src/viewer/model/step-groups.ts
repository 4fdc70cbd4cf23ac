/**
 * Loading steps a crew can follow: the boxes, in loading order, cut into consecutive runs,
 * one per box, per row (a wall of boxes at the same depth along the length) or per layer
 * (boxes standing at the same height). Runs never reorder boxes, so each step's drawn set
 * is still a prefix of the loading sequence.
 */
import type { ViewBox } from './view-model.js';

/** 'step': the crew steps of crew-steps.ts (walls or layers), numbered as on paper. */
export type StepMode = 'box' | 'row' | 'layer' | 'step';

export const STEP_MODES: readonly StepMode[] = ['box', 'row', 'layer', 'step'];

/** Boxes `start` (inclusive) to `end` (exclusive) of the loading sequence. */
export interface StepGroup {
  readonly start: number;
  readonly end: number;
}

/** A row continues while a box overlaps the run's first box along x by half its own length. */
function sameRow(first: ViewBox, b: ViewBox): boolean {
  const overlap = Math.min(first.px + first.l, b.px + b.l) - Math.max(first.px, b.px);
  return overlap >= Math.min(first.l, b.l) / 2;
}

/** Same layer: standing at the same height, within a tenth of a unit. */
function sameLayer(first: ViewBox, b: ViewBox): boolean {
  return Math.abs(first.py - b.py) < 0.1;
}

/** Cuts the loading sequence into steps of the given mode. */
export function groupSteps(boxes: readonly ViewBox[], mode: StepMode): StepGroup[] {
  if (mode === 'box') return boxes.map((_, i) => ({ start: i, end: i + 1 }));
  const same = mode === 'row' ? sameRow : sameLayer;
  const groups: StepGroup[] = [];
  let start = 0;
  for (let i = 1; i <= boxes.length; i++) {
    if (i < boxes.length && same(boxes[start], boxes[i])) continue;
    if (i > start) groups.push({ start, end: i });
    start = i;
  }
  return groups;
}

/** "Washer ×12, Carton ×8": what a run of boxes holds, most frequent first. */
export function groupContents(boxes: readonly ViewBox[], group: StepGroup): string {
  const counts = new Map<string, number>();
  for (let i = group.start; i < group.end; i++) counts.set(boxes[i].label, (counts.get(boxes[i].label) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => `${label} ×${n}`)
    .join(', ');
}

/** Merges neighbouring groups so that at most `max` remain, each about the same number of groups. */
export function mergeGroups(groups: readonly StepGroup[], max: number): StepGroup[] {
  if (groups.length <= max) return [...groups];
  const per = Math.ceil(groups.length / max);
  const out: StepGroup[] = [];
  for (let i = 0; i < groups.length; i += per) {
    out.push({ start: groups[i].start, end: groups[Math.min(groups.length, i + per) - 1].end });
  }
  return out;
}
