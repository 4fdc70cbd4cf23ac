/**
 * Fragile caps: fragile cartons (maxStack 0) given a flat top of their own, built in advance.
 *
 * Optimises: how many of a pallet's fragile cartons find a place (each needs its whole base
 * on carton tops at one height and nothing above it).
 * Method: block-built loads leave ragged tops, so a fragile share rarely finds flat room late
 * in a build. A cap is a support column over one rectangle: slabs stacked bottom-up, each
 * slab one SKU without a stack limit in an n × m grid (k levels) that covers the rectangle
 * exactly, so every slab top is flat; on the top slab an a × b grid of one fragile SKU stands
 * inside the rectangle (full support holds). Only rectangles whose fragile grid covers most of
 * the top are used (MIN_COVER), and only caps tall or small enough that the room above them
 * is a small share of the pallet (MAX_LOST_ROOM), so little room is lost. The cap is loaded as one
 * rigid fragile carton (the rectangle, height Σ k·sdy + fdy, weight summed, maxStack 0) in a
 * keep-together group, which the container engine loads before the loose cartons, so caps
 * stand on the deck and the other cartons fill around them; then each cap is expanded back
 * into its cartons (fragile grid centred on the top). Generalises the exact-tile towers of
 * fragile-towers.ts (one slab, a 1 × 1 grid whose base is the whole top).
 * Limits: one fragile SKU per cap; slabs of SKUs without item rules (bottomOnly, maxLayers)
 * and without a stack limit, each covering the whole rectangle with one SKU (a top of mixed
 * SKUs is not built); slabs chosen greedily (tallest first), not by a height search.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { ItemType, Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';

/** One slab of a cap: `support` cartons in `shape`, n × m per level (covering the cap's rectangle exactly), k levels. */
export interface Slab {
  readonly support: number;
  readonly shape: Shape;
  readonly n: number;
  readonly m: number;
  readonly k: number;
}

/** One cap design: slabs bottom-up over a `dx` × `dz` rectangle, an a × b grid of `fragile` cartons on top. */
export interface CapSpec {
  readonly fragile: number;
  readonly fragileShape: Shape;
  readonly a: number;
  readonly b: number;
  readonly dx: number;
  readonly dz: number;
  readonly slabs: readonly Slab[];
}

/** Cap designs of one candidate load: how many caps of each spec. */
export type CapChoice = readonly { readonly spec: CapSpec; readonly count: number }[];

/** The fragile grid covers at least this share of the cap's top (the rest of the top is lost room). */
export const MIN_COVER = 0.6;
/**
 * A cap stands on the deck and nothing may stand on it: the room above it, over its
 * footprint, is lost. Caps that would lose more than this share of the pallet's volume
 * (a low cap over most of the deck) are not used.
 */
export const MAX_LOST_ROOM = 0.25;
/** The caps' keep-together group: the container engine loads a group before the loose cartons, so caps go in first. */
const CAP_GROUP = 'fragile caps';

export const capHeight = (s: CapSpec): number => s.slabs.reduce((h, x) => h + x.k * x.shape.dy, 0) + s.fragileShape.dy;
export const fragilePerCap = (s: CapSpec): number => s.a * s.b;
const cover = (s: CapSpec) => (fragilePerCap(s) * s.fragileShape.dx * s.fragileShape.dz) / (s.dx * s.dz);

/** The share of the pallet's volume above a cap standing on the deck, which nothing may use. */
export function lostRoom(problem: Problem, spec: CapSpec): number {
  const { l, w, h } = problem.space;
  return (spec.dx * spec.dz * Math.max(0, h - capHeight(spec))) / (l * w * h);
}

/** Support cartons one cap of `spec` uses, per item. */
export function supportsOf(spec: CapSpec, items: number): number[] {
  const out = new Array<number>(items).fill(0);
  for (const x of spec.slabs) out[x.support] += x.n * x.m * x.k;
  return out;
}

/** Fragile cartons a cap may carry and support cartons it may stand on: no item rules, supports stackable without limit. */
export function capsAllowed(problem: Problem): { fragiles: ItemType[]; supports: ItemType[] } {
  const plain = (it: ItemType) => !it.bottomOnly && it.maxLayers === undefined;
  return { fragiles: problem.items.filter((it) => it.maxStack === 0 && plain(it)), supports: problem.items.filter((it) => it.maxStack === null && plain(it)) };
}

/** A cap rectangle with its fragile grid and every one-level slab (SKU, shape, n × m) that covers it exactly. */
interface CapBase {
  readonly spec: CapSpec;
  readonly slabs: readonly Slab[];
}

/**
 * Every cap rectangle for `fragile` that some support tiles exactly, fits the deck, and whose
 * fragile grid covers at least MIN_COVER of it and needs every row of it (one support row
 * fewer would lose a fragile row).
 */
export function capBases(problem: Problem, fragile: ItemType, supports: readonly ItemType[]): CapBase[] {
  const { l: L, w: W, h: H } = problem.space;
  const bases = new Map<string, { spec: CapSpec; slabs: Slab[] }>();
  for (const fs of allowedShapes(fragile)) {
    for (const s of supports) {
      for (const shape of allowedShapes(s)) {
        if (shape.dy + fs.dy > H) continue;
        for (let n = 1; n * shape.dx <= L; n++) {
          for (let m = 1; m * shape.dz <= W; m++) {
            const [dx, dz] = [n * shape.dx, m * shape.dz];
            const a = Math.floor(dx / fs.dx);
            const b = Math.floor(dz / fs.dz);
            if (a < 1 || b < 1 || Math.floor((dx - shape.dx) / fs.dx) >= a || Math.floor((dz - shape.dz) / fs.dz) >= b) continue;
            const spec: CapSpec = { fragile: fragile.index, fragileShape: fs, a, b, dx, dz, slabs: [] };
            if (cover(spec) < MIN_COVER) continue;
            const key = `${fs.dx},${fs.dy},${fs.dz},${dx},${dz}`;
            const base = bases.get(key) ?? { spec, slabs: [] };
            base.slabs.push({ support: s.index, shape, n, m, k: 1 });
            bases.set(key, base);
          }
        }
      }
    }
  }
  return [...bases.values()];
}

/**
 * The slabs of one cap from `supply`: the tallest cartons first, as many levels of each as
 * the room under the ceiling and the supply allow (a cap stands on the deck, so a tall one
 * wastes no deck area), heavier cartons low. Empty when no slab is affordable.
 */
function stackSlabs(problem: Problem, base: CapBase, supply: readonly number[]): Slab[] {
  let room = problem.space.h - base.spec.fragileShape.dy;
  const left = [...supply];
  const out: Slab[] = [];
  const byHeight = [...base.slabs].sort((p, q) => q.shape.dy - p.shape.dy || p.support - q.support);
  for (const x of byHeight) {
    const k = Math.min(Math.floor(room / x.shape.dy), Math.floor(left[x.support] / (x.n * x.m)));
    if (k < 1) continue;
    out.push({ ...x, k });
    room -= k * x.shape.dy;
    left[x.support] -= k * x.n * x.m;
  }
  return out.sort((p, q) => problem.items[q.support].weight - problem.items[p.support].weight || p.support - q.support);
}

/**
 * Caps for about `pallets`' share of every fragile SKU in `open`: cap after cap, the design
 * carrying the most fragile cartons still wanted (then the best cover, then the tallest),
 * supports from what is open. Empty when no design fits.
 */
export function capChoice(problem: Problem, open: readonly number[], pallets: number): CapChoice {
  const { fragiles, supports } = capsAllowed(problem);
  const supply = [...open];
  const out: { spec: CapSpec; count: number }[] = [];
  for (const f of fragiles) {
    if (open[f.index] <= 0) continue;
    const bases = capBases(problem, f, supports.filter((s) => open[s.index] > 0));
    let wanted = Math.ceil(open[f.index] / Math.max(1, pallets));
    while (wanted > 0) {
      const spec = bestCap(problem, bases, supply, Math.min(wanted, supply[f.index]));
      if (!spec) break;
      const same = out.find((c) => JSON.stringify(c.spec) === JSON.stringify(spec));
      if (same) same.count++;
      else out.push({ spec, count: 1 });
      supportsOf(spec, supply.length).forEach((q, i) => { supply[i] -= q; });
      supply[spec.fragile] -= fragilePerCap(spec);
      wanted -= fragilePerCap(spec);
    }
  }
  return out;
}

function bestCap(problem: Problem, bases: readonly CapBase[], supply: readonly number[], wanted: number): CapSpec | null {
  let best: CapSpec | null = null;
  const carried = (s: CapSpec) => Math.min(wanted, fragilePerCap(s));
  for (const base of bases) {
    if (wanted < 1 || fragilePerCap(base.spec) > supply[base.spec.fragile]) continue;
    const slabs = stackSlabs(problem, base, supply);
    if (slabs.length === 0) continue;
    const spec = { ...base.spec, slabs };
    if (lostRoom(problem, spec) > MAX_LOST_ROOM) continue;
    const better = !best || carried(spec) > carried(best) || (carried(spec) === carried(best) && (cover(spec) > cover(best) || (cover(spec) === cover(best) && capHeight(spec) > capHeight(best))));
    if (better) best = spec;
  }
  return best;
}

/**
 * The problem with caps as extra fragile items (indices after the originals) and their
 * cartons taken out of `qty`; `first`: caps in a keep-together group, loaded before the rest.
 */
export function capProblem(problem: Problem, qty: readonly number[], choice: CapChoice, first = true): Problem {
  const left = [...qty];
  const composites: ItemType[] = choice.map(({ spec, count }, i) => {
    left[spec.fragile] -= count * fragilePerCap(spec);
    supportsOf(spec, qty.length).forEach((q, j) => { left[j] -= count * q; });
    const f = problem.items[spec.fragile];
    const weight = fragilePerCap(spec) * f.weight + spec.slabs.reduce((w, x) => w + x.n * x.m * x.k * problem.items[x.support].weight, 0);
    return {
      index: problem.items.length + i,
      label: `${f.label} cap`,
      l: spec.dx,
      w: spec.dz,
      h: capHeight(spec),
      qty: count,
      weight,
      hasWeight: true,
      maxStack: 0,
      verticalAxes: ['h'],
      canTurn: f.canTurn && spec.slabs.every((x) => problem.items[x.support].canTurn),
      group: first ? CAP_GROUP : null,
      unloadOrder: null,
    };
  });
  return { space: problem.space, items: [...problem.items.map((it, i) => ({ ...it, qty: left[i] })), ...composites] };
}

/** Placements of the cap problem back in the original items: each placed cap as its cartons. */
export function expandCaps(problem: Problem, choice: CapChoice, placements: readonly Placement[]): Placement[] {
  const n = problem.items.length;
  return placements.flatMap((p) => (p.item < n ? [p] : capCartons(choice[p.item - n].spec, p)));
}

/** The cartons of one placed cap; a turned cap turns its cartons with it (a square one is read unturned: both fit). */
export function capCartons(spec: CapSpec, at: Placement): Placement[] {
  const turned = at.dx !== spec.dx;
  const out: Placement[] = [];
  let y = at.y;
  for (const x of spec.slabs) {
    const [sx, nx, sz, nz] = turned ? [x.shape.dz, x.m, x.shape.dx, x.n] : [x.shape.dx, x.n, x.shape.dz, x.m];
    for (let level = 0; level < x.k; level++, y += x.shape.dy) {
      for (let i = 0; i < nx; i++) {
        for (let j = 0; j < nz; j++) out.push({ item: x.support, x: at.x + i * sx, y, z: at.z + j * sz, dx: sx, dy: x.shape.dy, dz: sz });
      }
    }
  }
  const f = spec.fragileShape;
  const [fx, ax, fz, az] = turned ? [f.dz, spec.b, f.dx, spec.a] : [f.dx, spec.a, f.dz, spec.b];
  const ox = at.x + Math.floor((at.dx - ax * fx) / 2);
  const oz = at.z + Math.floor((at.dz - az * fz) / 2);
  for (let i = 0; i < ax; i++) {
    for (let j = 0; j < az; j++) out.push({ item: spec.fragile, x: ox + i * fx, y, z: oz + j * fz, dx: fx, dy: f.dy, dz: fz });
  }
  return out;
}
