/**
 * Section stows, for loads that all fit: the load built directly as one tight block of
 * full-width sections from the front wall. A section is a stack of slabs of one depth; a slab
 * is k × m × n units of one item in one shape (k across the width, m rows deep, n layers), so
 * every slab is a full rectangle and every unit stands wholly on the slab below. It optimises
 * the loaded envelope (the void share LOAD_VOIDS judges): sections are brought to a common
 * height by their depth (fewer rows deep, more layers), so no headspace is left over a lower
 * section and no floor gap between sections.
 *
 * Method: each item's slab shapes are those whose width across leaves at most SIDE_GAP to the
 * side wall with the item's units in whole rows; a depth-first search (bounded in work)
 * assigns every item a shape, items of one length along x forming one section; for each
 * assignment, each section's rows deep m is the one whose height is the tallest not above a
 * common target (every section height tried as the target), and the smallest envelope wins.
 * Null when some item cannot form whole full-width rows, or the load has unload zones or
 * keep-together groups (the other stows serve those).
 */
import type { Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Door } from '../../model/problem.js';
import type { WorkMeter } from '../../search/budget.js';
import type { Cargo } from './cargo.js';
import { gcd } from './fill-table.js';

/** Widest gap a slab may leave to the side wall (2 cm: 1 % of a container's width, well within the void screening). */
const SIDE_GAP = 200;
/** Work charged per assignment tried (a few arithmetic passes over the sections). */
const LEAF_WORK = 50;
/** Most assignments tried: the search is exhaustive only for loads of few items. */
const MAX_LEAVES = 4_000;

interface SlabShape {
  readonly item: number;
  readonly shape: Shape;
  /** Units across the width. */
  readonly across: number;
  /** Full rows of the item's units (qty ÷ across). */
  readonly rows: number;
}

/** A section's stack at one depth: its slabs bottom up, each with its layers. */
interface SectionPlan {
  readonly dx: number;
  readonly deep: number;
  readonly height: number;
  readonly slabs: readonly { slab: SlabShape; layers: number }[];
}

/**
 * The tightest section stow under the ceiling `H`, or null. Within a section, wider slabs go lower
 * (full support), then heavier units (`denseLow` false: no heavy unit on a light one) or denser
 * slabs (`denseLow` true: the lowest CoG, since the slabs of a section share one footprint).
 */
export function buildSectionStow(
  cargo: Cargo,
  door: Door | null,
  H: number,
  meter: WorkMeter,
  denseLow = false,
): Placement[] | null {
  if (cargo.phases.length !== 1 || cargo.phases[0].group !== -1) return null;
  const items = cargo.qty.map((q, i) => (q > 0 ? i : -1)).filter((i) => i >= 0);
  const options = items.map((i) => slabShapes(cargo, i, door, H));
  if (options.some((o) => o.length === 0)) return null;
  // most volume first: the big items fix the sections, the small ones join them
  const order = items
    .map((_, k) => k)
    .sort(
      (a, b) =>
        cargo.qty[items[b]] * cargo.unitVolume[items[b]] - cargo.qty[items[a]] * cargo.unitVolume[items[a]] || a - b,
    );
  let best: { envelope: number; sections: SectionPlan[] } | null = null;
  let leaves = 0;
  const chosen: SlabShape[] = [];
  const visit = (k: number): void => {
    if (leaves >= MAX_LEAVES || meter.exhausted) return;
    if (k === order.length) {
      leaves++;
      meter.spend(LEAF_WORK);
      const found = bestTarget(cargo, chosen, H, denseLow);
      if (found && (!best || found.envelope < best.envelope)) best = found;
      return;
    }
    for (const o of options[order[k]]) {
      chosen.push(o);
      visit(k + 1);
      chosen.pop();
    }
  };
  visit(0);
  const found = best as { envelope: number; sections: SectionPlan[] } | null;
  return found ? placeSections(found.sections) : null;
}

/** The item's shapes that pass the door and form whole full-width rows under H (one per distinct dx, dy, dz). */
function slabShapes(cargo: Cargo, item: number, door: Door | null, H: number): SlabShape[] {
  const out: SlabShape[] = [];
  const seen = new Set<string>();
  for (const shape of cargo.shapes[item]) {
    const across = Math.floor(cargo.W / shape.dz);
    const key = `${shape.dx},${shape.dy},${shape.dz}`;
    if (
      shape.dy > H ||
      (door && (shape.dz > door.w || shape.dy > door.h)) ||
      across === 0 ||
      cargo.W - across * shape.dz > SIDE_GAP ||
      cargo.qty[item] % across !== 0 ||
      seen.has(key)
    )
      continue;
    seen.add(key);
    out.push({ item, shape, across, rows: cargo.qty[item] / across });
  }
  return out;
}

/** Sections by length along x, each at the rows deep that bring it nearest a common target height; the smallest envelope. */
function bestTarget(
  cargo: Cargo,
  chosen: readonly SlabShape[],
  H: number,
  denseLow: boolean,
): { envelope: number; sections: SectionPlan[] } | null {
  const byLength = new Map<number, SlabShape[]>();
  for (const s of chosen) byLength.set(s.shape.dx, [...(byLength.get(s.shape.dx) ?? []), s]);
  // each section's stacks, lowest first: for a target, the last one not above it is the tallest
  const choices = [...byLength.entries()].map(([dx, slabs]) =>
    sectionChoices(cargo, dx, slabs, H, denseLow).sort((a, b) => a.height - b.height),
  );
  if (choices.some((c) => c.length === 0)) return null;
  const lowest = Math.max(...choices.map((cs) => cs[0].height));
  let best: { envelope: number; sections: SectionPlan[] } | null = null;
  for (const target of new Set(
    choices
      .flat()
      .map((c) => c.height)
      .filter((h) => h >= lowest),
  )) {
    const sections = choices.map((cs) => {
      let k = cs.length - 1;
      while (cs[k].height > target) k--;
      return cs[k];
    });
    const length = sections.reduce((sum, s) => sum + s.dx * s.deep, 0);
    const top = Math.max(...sections.map((s) => s.height));
    const envelope = length * top;
    if (length <= cargo.L && (!best || envelope < best.envelope)) best = { envelope, sections };
  }
  return best;
}

/** A section's possible stacks: every rows deep m that divides each slab's rows and keeps the stack legal under H. */
function sectionChoices(
  cargo: Cargo,
  dx: number,
  slabs: readonly SlabShape[],
  H: number,
  denseLow: boolean,
): SectionPlan[] {
  const heavier = (a: SlabShape, b: SlabShape) =>
    denseLow
      ? cargo.weight[b.item] * cargo.unitVolume[a.item] - cargo.weight[a.item] * cargo.unitVolume[b.item]
      : cargo.weight[b.item] - cargo.weight[a.item];
  // wider slabs lower (every unit wholly supported), then heavier units or denser slabs lower
  const stack = [...slabs].sort(
    (a, b) => b.across * b.shape.dz - a.across * a.shape.dz || heavier(a, b) || a.item - b.item,
  );
  const g = stack.reduce((acc, s) => gcd(acc, s.rows), 0);
  const out: SectionPlan[] = [];
  for (const deep of divisors(g)) {
    const layered = stack.map((slab) => ({ slab, layers: slab.rows / deep }));
    const height = layered.reduce((sum, s) => sum + s.layers * s.slab.shape.dy, 0);
    if (height <= H && stackable(cargo, layered)) out.push({ dx, deep, height, slabs: layered });
  }
  return out;
}

/** The divisors of n, ascending. */
function divisors(n: number): number[] {
  const low: number[] = [],
    high: number[] = [];
  for (let d = 1; d * d <= n; d++) {
    if (n % d !== 0) continue;
    low.push(d);
    if (d * d !== n) high.unshift(n / d);
  }
  return [...low, ...high];
}

/** Layer rules and stacking limits, conservatively: a unit may carry the whole weight stacked above it in its section. */
function stackable(cargo: Cargo, layered: readonly { slab: SlabShape; layers: number }[]): boolean {
  let above = 0;
  for (let k = layered.length - 1; k >= 0; k--) {
    const { slab, layers } = layered[k];
    const i = slab.item,
      units = slab.across * slab.rows;
    if (layers > cargo.maxLayers[i] || (cargo.bottomOnly[i] && (k > 0 || layers > 1))) return false;
    const ms = cargo.maxStack[i];
    const heaviest = above + (layers - 1) * (units / layers) * cargo.weight[i];
    if (ms !== null && heaviest > ms) return false;
    above += units * cargo.weight[i];
  }
  return true;
}

/** Sections one after another from the front wall, each slab a grid from the near side wall. */
function placeSections(sections: readonly SectionPlan[]): Placement[] {
  const out: Placement[] = [];
  let x = 0;
  for (const section of [...sections].sort((a, b) => b.dx - a.dx)) {
    let y = 0;
    for (const { slab, layers } of section.slabs) {
      const { dx, dy, dz } = slab.shape;
      for (let n = 0; n < layers; n++)
        for (let m = 0; m < section.deep; m++)
          for (let k = 0; k < slab.across; k++) {
            out.push({ item: slab.item, x: x + m * dx, y: y + n * dy, z: k * dz, dx, dy, dz });
          }
      y += layers * dy;
    }
    x += section.dx * section.deep;
  }
  return out;
}
