/**
 * The steps a crew loads by, the same on screen and on paper. A container step is a wall:
 * boxes in loading order from the step's first box to the first box whose front face lies
 * at least one first-box length nearer the door (boxes placed behind the face, such as
 * top fillers, join the wall being built). A pallet or case step is a layer: the boxes,
 * bottom-up, from the first box's bottom up to (not including) its top. Steps never
 * reorder boxes, so each step's drawn set stays a prefix of the loading sequence.
 * Each step's table groups its boxes by stack: item, count, position from the front and
 * left walls as seen from the door, orientation against the request's line, what the
 * stack stands on and the stack's height.
 */
import { fmt } from './load-helpers.js';
import type { RequestItem } from './request-items.js';
import type { StepGroup } from './step-groups.js';
import type { ViewBox, ViewDunnage, ViewLoad, ViewSpace } from './view-model.js';

const EPS = 0.05;

/** Cuts a load's boxes into crew steps: walls in a container, layers on a pallet or in a case. */
export function crewSteps(load: Pick<ViewLoad, 'boxes' | 'space'>): StepGroup[] {
  const boxes = load.boxes;
  const along = load.space.kind === 'container';
  const groups: StepGroup[] = [];
  let start = 0;
  for (let i = 1; i <= boxes.length; i++) {
    if (i < boxes.length) {
      const first = boxes[start];
      const b = boxes[i];
      const next = along ? b.px >= first.px + first.l - EPS : b.py >= first.py + first.h - EPS;
      if (!next) continue;
    }
    if (i > start) groups.push({ start, end: i });
    start = i;
  }
  return groups;
}

/** Distance from the left wall as seen from the door (looking from x = l towards the front, z = 0 is on the right). */
export function fromLeft(space: ViewSpace, b: Pick<ViewBox, 'pz' | 'w'>): number {
  return space.kind === 'container' ? space.w - b.pz - b.w : b.pz;
}

/** "upright", "upright, turned" or "on its side (h 40)", against the request line's l × w × h. */
export function orientation(b: ViewBox, item: RequestItem | undefined): string {
  if (!item || item.h === null) return `${fmt(b.l)} × ${fmt(b.w)} × ${fmt(b.h)}`;
  if (Math.abs(b.h - item.h) < EPS)
    return item.l !== null && Math.abs(b.l - item.l) < EPS ? 'upright' : 'upright, turned';
  return `on its side (${fmt(b.h)} high)`;
}

/** For each box, the indices of the boxes it rests on (empty: the floor or deck). */
export function supportsOf(boxes: readonly ViewBox[]): number[][] {
  const byTop = new Map<number, number[]>();
  boxes.forEach((b, i) => {
    const top = Math.round((b.py + b.h) * 10);
    const list = byTop.get(top);
    if (list) list.push(i);
    else byTop.set(top, [i]);
  });
  return boxes.map((b) => {
    if (b.py < EPS) return [];
    const under = byTop.get(Math.round(b.py * 10)) ?? [];
    return under.filter((j) => {
      const o = boxes[j];
      return (
        Math.min(b.px + b.l, o.px + o.l) - Math.max(b.px, o.px) > EPS &&
        Math.min(b.pz + b.w, o.pz + o.w) - Math.max(b.pz, o.pz) > EPS
      );
    });
  });
}

export interface StepRow {
  readonly label: string;
  readonly qty: number;
  /** From the front wall (containers) or the pallet's x = 0 edge. */
  readonly fromFront: number;
  /** From the left wall as seen from the door (containers) or the pallet's z = 0 edge. */
  readonly fromLeft: number;
  readonly orientation: string;
  /** Labels of what the stack's lowest box stands on; empty: the floor or deck. */
  readonly onTopOf: readonly string[];
  /** Top of the stack's highest box above the floor or deck. */
  readonly stackHeight: number;
  /** Box indices in the row (for highlighting). */
  readonly boxes: readonly number[];
}

/** One row per stack and item within a step: boxes at the same px, pz with the same label and size. */
export function stepRows(
  load: Pick<ViewLoad, 'boxes' | 'space'>,
  group: StepGroup,
  supports: readonly (readonly number[])[],
  itemOf: (label: string) => RequestItem | undefined,
): StepRow[] {
  const rows = new Map<string, { first: number; top: number; low: number; boxes: number[] }>();
  for (let i = group.start; i < group.end; i++) {
    const b = load.boxes[i];
    const key = `${b.px}|${b.pz}|${b.label}|${b.l}|${b.w}|${b.h}`;
    const row = rows.get(key);
    if (!row) rows.set(key, { first: i, top: b.py + b.h, low: i, boxes: [i] });
    else {
      row.boxes.push(i);
      row.top = Math.max(row.top, b.py + b.h);
      if (b.py < load.boxes[row.low].py) row.low = i;
    }
  }
  return [...rows.values()].map((r) => {
    const b = load.boxes[r.first];
    const under = [...new Set(supports[r.low].map((j) => load.boxes[j].label))];
    return {
      label: b.label,
      qty: r.boxes.length,
      fromFront: b.px,
      fromLeft: fromLeft(load.space, b),
      orientation: orientation(b, itemOf(b.label)),
      onTopOf: under,
      stackHeight: r.top,
      boxes: r.boxes,
    };
  });
}

/** Dunnage pieces per step: each piece goes with the first step whose boxes reach its front face along x. */
export function dunnageBySteps(
  load: Pick<ViewLoad, 'boxes' | 'space'>,
  steps: readonly StepGroup[],
  dunnage: readonly ViewDunnage[],
): ViewDunnage[][] {
  const out: ViewDunnage[][] = steps.map(() => []);
  if (steps.length === 0) return out;
  const reach = steps.map((g) => {
    let end = 0;
    for (let i = g.start; i < g.end; i++) end = Math.max(end, load.boxes[i].px + load.boxes[i].l);
    return end;
  });
  for (const d of dunnage) {
    let k = reach.findIndex((end) => end > d.px + EPS);
    if (k < 0) k = steps.length - 1;
    out[k].push(d);
  }
  return out;
}

/** Cargo weight per running metre along the length: entry m is the weight over [m, m+1) metres (boxes spread evenly over their length). */
export function floorLoadPerMetre(boxes: readonly ViewBox[], length: number, metre = 100): number[] {
  const bins = new Array<number>(Math.max(1, Math.ceil(length / metre - 1e-9))).fill(0);
  for (const b of boxes) {
    if (!b.weight || b.l <= 0) continue;
    const perCm = b.weight / b.l;
    for (let m = Math.floor(b.px / metre); m * metre < b.px + b.l && m < bins.length; m++) {
      const overlap = Math.min(b.px + b.l, (m + 1) * metre) - Math.max(b.px, m * metre);
      if (overlap > 0) bins[m] += overlap * perCm;
    }
  }
  return bins;
}
