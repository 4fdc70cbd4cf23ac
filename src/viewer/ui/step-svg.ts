/**
 * Flat drawings for paper and screen, as SVG (sharp at any print size): a step's own boxes
 * seen from the door (containers: the face being built, left wall on the left as the crew
 * sees it) or from above (a pallet or case layer), each box in its item's colour with its
 * item number, dunnage hatched; and the floor load per running metre as a small bar chart.
 */
import { inkOn } from '../model/colours.js';
import { fromLeft } from '../model/crew-steps.js';
import { fmt } from '../model/load-helpers.js';
import type { StepGroup } from '../model/step-groups.js';
import type { ViewDunnage, ViewLoad } from '../model/view-model.js';

const NS = 'http://www.w3.org/2000/svg';
let patternSeq = 0;

export function svg(tag: string, attrs: Record<string, string | number>, ...children: (Node | string)[]): SVGElement {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Depth for drawing order: far first. */
  readonly depth: number;
}

export interface StepPictureInput {
  readonly load: Pick<ViewLoad, 'boxes' | 'space'>;
  readonly group: StepGroup;
  readonly dunnage: readonly ViewDunnage[];
  readonly colourOf: (label: string) => string;
  readonly numberOf: (label: string) => number;
  readonly unit: string;
  readonly title: string;
}

/** Screen rectangle of a box or dunnage piece: door view for containers (x = from left, y = down from the roof), top view otherwise. */
function project(input: StepPictureInput, b: Omit<ViewDunnage, never>, H: number): Rect {
  const space = input.load.space;
  if (space.kind === 'container') return { x: fromLeft(space, b), y: H - b.py - b.h, w: b.w, h: b.h, depth: b.px };
  return { x: b.px, y: b.pz, w: b.l, h: b.w, depth: b.py };
}

/** One step's picture: its boxes (far ones first), numbers sized to each box, dunnage hatched, the walls named. */
export function stepPicture(input: StepPictureInput): SVGElement {
  const { load, group } = input;
  const space = load.space;
  const door = space.kind === 'container';
  let top = 0;
  for (const b of load.boxes) top = Math.max(top, b.py + b.h);
  const W = door ? space.w : space.l;
  const H = door ? Math.max(space.h ?? 0, top) : space.w;
  const margin = Math.max(W, H) * 0.09;
  const id = `hatch-${++patternSeq}`;
  const root = svg('svg', {
    viewBox: `${-margin} ${-margin} ${W + 2 * margin} ${H + 2 * margin}`,
    class: 'step-picture',
    role: 'img',
    'aria-label': input.title,
  });
  const hatchStep = Math.max(W, H) / 60;
  root.append(
    svg(
      'defs',
      {},
      svg(
        'pattern',
        { id, patternUnits: 'userSpaceOnUse', width: hatchStep, height: hatchStep, patternTransform: 'rotate(45)' },
        svg('rect', { width: hatchStep, height: hatchStep, fill: '#fde68a' }),
        svg('line', { x1: 0, y1: 0, x2: 0, y2: hatchStep, stroke: '#92400e', 'stroke-width': hatchStep / 3 }),
      ),
    ),
    svg('rect', { x: 0, y: 0, width: W, height: H, fill: '#f8fafc', stroke: '#334155', 'stroke-width': W / 250 }),
  );
  const label = (text: string, x: number, y: number, anchor: string, size = margin * 0.42) =>
    svg('text', { x, y, 'text-anchor': anchor, 'font-size': size, fill: '#334155', class: 'wall-label' }, text);
  if (door) {
    root.append(
      label('LEFT wall', 0, -margin * 0.3, 'start'),
      label('RIGHT wall', W, -margin * 0.3, 'end'),
      label(`seen from the door · ${fmt(W)} × ${fmt(H)} ${input.unit}`, W / 2, H + margin * 0.6, 'middle'),
    );
  } else {
    root.append(
      label('front edge (x = 0)', 0, -margin * 0.3, 'start'),
      label(`seen from above · ${fmt(W)} × ${fmt(H)} ${input.unit}`, W / 2, H + margin * 0.6, 'middle'),
    );
  }
  const items: { r: Rect; i: number }[] = [];
  for (let i = group.start; i < group.end; i++) items.push({ r: project(input, load.boxes[i], H), i });
  items.sort((a, b) => a.r.depth - b.r.depth || a.i - b.i);
  const stroke = Math.max(W, H) / 400;
  for (const { r, i } of items) {
    const b = load.boxes[i];
    const colour = input.colourOf(b.label);
    const no = String(input.numberOf(b.label));
    const size = Math.min(r.h * 0.6, (r.w * 0.8) / Math.max(1, no.length * 0.6), Math.max(W, H) / 12);
    root.append(
      svg(
        'g',
        { class: 'step-box', 'data-box': i },
        svg('rect', {
          x: r.x,
          y: r.y,
          width: r.w,
          height: r.h,
          fill: colour,
          stroke: '#111827',
          'stroke-width': stroke,
        }),
        svg(
          'text',
          {
            x: r.x + r.w / 2,
            y: r.y + r.h / 2,
            'text-anchor': 'middle',
            'dominant-baseline': 'central',
            'font-size': size,
            'font-weight': 700,
            fill: inkOn(colour),
            class: 'item-no',
          },
          no,
        ),
      ),
    );
  }
  for (const d of input.dunnage) {
    const r = project(input, d, H);
    root.append(
      svg('rect', {
        x: r.x,
        y: r.y,
        width: Math.max(r.w, stroke * 3),
        height: Math.max(r.h, stroke * 3),
        fill: `url(#${id})`,
        stroke: '#92400e',
        'stroke-width': stroke,
        class: 'dunnage',
      }),
    );
  }
  return root;
}

/** Cargo per running metre as bars, with the heaviest metre named. */
export function floorLoadChart(perMetre: readonly number[], massUnit: string): SVGElement {
  const n = perMetre.length;
  const max = Math.max(1, ...perMetre);
  const [W, H, pad] = [n * 10, 40, 12];
  const root = svg('svg', {
    viewBox: `-${pad * 2} -${pad} ${W + pad * 3} ${H + pad * 2.4}`,
    class: 'floor-load',
    role: 'img',
    'aria-label': `Floor load per running metre, up to ${fmt(max, 0)} ${massUnit}/m`,
  });
  perMetre.forEach((v, m) => {
    const h = (v / max) * H;
    root.append(
      svg('rect', { x: m * 10 + 1, y: H - h, width: 8, height: h, fill: '#3c78b4' }),
      svg(
        'text',
        { x: m * 10 + 5, y: H + 6, 'font-size': 4.5, 'text-anchor': 'middle', fill: '#334155' },
        String(m + 1),
      ),
    );
  });
  root.append(
    svg('line', { x1: 0, y1: H, x2: W, y2: H, stroke: '#334155', 'stroke-width': 0.5 }),
    svg('text', { x: -2, y: 4, 'font-size': 5, 'text-anchor': 'end', fill: '#334155' }, fmt(max, 0)),
    svg(
      'text',
      { x: W / 2, y: H + 14, 'font-size': 5, 'text-anchor': 'middle', fill: '#334155' },
      `${massUnit} per running metre, metre 1 at the front wall (heaviest ${fmt(max, 0)} ${massUnit}/m)`,
    ),
  );
  return root;
}
