import { baseArea, restingArea, type Box } from './box.js';
import { contactPairs } from './contact-pairs.js';

/** One box resting on another with a positive contact area. */
export interface Rest {
  readonly upper: number;
  readonly lower: number;
  readonly area: number;
}

/**
 * Who rests on whom. `below[i]` lists the rests where box i is the upper box,
 * `above[i]` those where it is the lower one; `supported[i]` is the summed contact area
 * under box i (its covered base area when boxes do not overlap).
 */
export interface VerticalContacts {
  readonly rests: readonly Rest[];
  readonly below: readonly (readonly Rest[])[];
  readonly above: readonly (readonly Rest[])[];
  readonly supported: readonly number[];
}

/** Builds the resting relations from the pairs of boxes that meet (computed when not given). */
export function verticalContacts(boxes: readonly Box[], pairs = contactPairs(boxes)): VerticalContacts {
  const below: Rest[][] = boxes.map(() => []);
  const above: Rest[][] = boxes.map(() => []);
  const supported = boxes.map(() => 0);
  const rests: Rest[] = [];
  const add = (upper: number, lower: number) => {
    const area = restingArea(boxes[upper], boxes[lower]);
    if (area <= 0) return;
    const rest = { upper, lower, area };
    rests.push(rest);
    below[upper].push(rest);
    above[lower].push(rest);
    supported[upper] += area;
  };
  for (const [i, j] of pairs) {
    add(i, j);
    add(j, i);
  }
  return { rests, below, above, supported };
}

/** Fraction of a box's base that rests on other boxes' tops (1 on the floor). */
export function supportRatio(boxes: readonly Box[], contacts: VerticalContacts, i: number): number {
  if (boxes[i].y === 0) return 1;
  return Math.min(1, contacts.supported[i] / baseArea(boxes[i]));
}

/**
 * Mass each box carries from the boxes above it: every upper box passes its own mass plus
 * its load down to the boxes under it, shared in proportion to contact area over its base area.
 * Processing from the highest base down settles every upper box before its supporters.
 */
export function stackLoads(boxes: readonly Box[], contacts: VerticalContacts, weight: (i: number) => number): number[] {
  const load = boxes.map(() => 0);
  const order = boxes.map((_, i) => i).sort((p, q) => boxes[q].y - boxes[p].y);
  for (const j of order) {
    const carried = weight(j) + load[j];
    if (carried === 0) continue;
    const base = baseArea(boxes[j]);
    for (const rest of contacts.below[j]) load[rest.lower] += (carried * rest.area) / base;
  }
  return load;
}
