/**
 * Fragile caps: fragile cartons (maxStack 0) given a flat top of their own, built in advance.
 *
 * Optimises: how many of a pallet's fragile cartons find a place (each needs its whole base
 * on carton tops at one height and nothing above it).
 * Method: block-built loads leave ragged tops, so a fragile share rarely finds flat room late
 * in a build. A cap is a support structure over one rectangle with an a × b grid of one
 * fragile SKU on its flat top (inside the rectangle: full support holds). The rectangle is one
 * column (slabs stacked bottom-up, each slab one SKU without a stack limit in an n × m grid,
 * k levels, covering it exactly) or, when asked (`mixed`) and no one-column cap carries the
 * share, two columns side by side (a guillotine cut; each column its own slabs, both ending at one height), so a
 * top one SKU cannot make is built from several (designs: fragile-caps-bases.ts). Only
 * rectangles whose fragile grid covers most of the top are used (MIN_COVER), and only caps
 * tall or small enough that the room above them is a small share of the pallet
 * (MAX_LOST_ROOM), so little room is lost. The cap is loaded as one rigid fragile carton (the
 * rectangle, the columns' height + fdy, weight summed, maxStack 0) in a keep-together group,
 * which the container engine loads before the loose cartons, so caps stand on the deck and the
 * other cartons fill around them; then each cap is expanded back into its cartons (fragile grid
 * centred on the top). Generalises the exact-tile towers of fragile-towers.ts (one slab, a
 * 1 × 1 grid whose base is the whole top).
 * Limits: one fragile SKU per cap; supports without item rules (bottomOnly, maxLayers) and
 * without a stack limit; at most two columns; slabs chosen greedily (tallest first; two
 * columns: the tallest common height), not by a height search over the whole pallet.
 */
import type { ItemType, Shape } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { capBases, cover, matchColumns, splitBases, stackSlabs, type CapBase } from './fragile-caps-bases.js';

export { capBases, MIN_COVER } from './fragile-caps-bases.js';

/** One slab of a cap: `support` cartons in `shape`, n × m per level (covering its column exactly), k levels. */
export interface Slab {
  readonly support: number;
  readonly shape: Shape;
  readonly n: number;
  readonly m: number;
  readonly k: number;
}

/** One column of a cap: slabs bottom-up over the part of the cap's rectangle at (x, z), `dx` × `dz` (read unturned). */
export interface CapColumn {
  readonly x: number;
  readonly z: number;
  readonly dx: number;
  readonly dz: number;
  readonly slabs: readonly Slab[];
}

/** One cap design: columns of one height tiling a `dx` × `dz` rectangle, an a × b grid of `fragile` cartons on top. */
export interface CapSpec {
  readonly fragile: number;
  readonly fragileShape: Shape;
  readonly a: number;
  readonly b: number;
  readonly dx: number;
  readonly dz: number;
  readonly columns: readonly CapColumn[];
}

/** Cap designs of one candidate load: how many caps of each spec. */
export type CapChoice = readonly { readonly spec: CapSpec; readonly count: number }[];

/**
 * A cap stands on the deck and nothing may stand on it: the room above it, over its
 * footprint, is lost. Caps that would lose more than this share of the pallet's volume
 * (a low cap over most of the deck) are not used.
 */
export const MAX_LOST_ROOM = 0.25;
/**
 * No limit on the room lost: when the fragile cartons cover most of every deck, the room
 * above them is lost whatever the plan, and only low caps over most of the deck can carry them
 * (the order-plan's second cap attempt; an order whose fragile cartons cover every deck reaches
 * its bound only so).
 */
export const ANY_LOST_ROOM = 1;
/** The caps' keep-together group: the container engine loads a group before the loose cartons, so caps go in first. */
const CAP_GROUP = 'fragile caps';

const columnHeight = (c: CapColumn): number => c.slabs.reduce((h, x) => h + x.k * x.shape.dy, 0);
export const capHeight = (s: CapSpec): number => columnHeight(s.columns[0]) + s.fragileShape.dy;
export const fragilePerCap = (s: CapSpec): number => s.a * s.b;
const slabsOf = (s: CapSpec): Slab[] => s.columns.flatMap((c) => c.slabs);

/** The share of the pallet's volume above a cap standing on the deck, which nothing may use. */
export function lostRoom(problem: Problem, spec: CapSpec): number {
  const { l, w, h } = problem.space;
  return (spec.dx * spec.dz * Math.max(0, h - capHeight(spec))) / (l * w * h);
}

/** Support cartons one cap of `spec` uses, per item. */
export function supportsOf(spec: CapSpec, items: number): number[] {
  const out = new Array<number>(items).fill(0);
  for (const x of slabsOf(spec)) out[x.support] += x.n * x.m * x.k;
  return out;
}

/** Fragile cartons a cap may carry and support cartons it may stand on: no item rules, supports stackable without limit. */
export function capsAllowed(problem: Problem): { fragiles: ItemType[]; supports: ItemType[] } {
  const plain = (it: ItemType) => !it.bottomOnly && it.maxLayers === undefined;
  return {
    fragiles: problem.items.filter((it) => it.maxStack === 0 && plain(it)),
    supports: problem.items.filter((it) => it.maxStack === null && plain(it)),
  };
}

/**
 * Caps for about `pallets`' share of every fragile SKU in `open`: cap after cap, the design
 * carrying the most fragile cartons still wanted (then the best cover, then the tallest; a
 * two-column design, with `mixed`, only when it carries more than every one-column one),
 * supports from what is open. Empty when no design fits. Order-plan leaves `mixed` off: on
 * its fragile misses the two-column caps closed no order (docs/benchmarks.md).
 */
export function capChoice(
  problem: Problem,
  open: readonly number[],
  pallets: number,
  mixed = false,
  maxLostRoom = MAX_LOST_ROOM,
): CapChoice {
  const { fragiles, supports } = capsAllowed(problem);
  const supply = [...open];
  const out: { spec: CapSpec; count: number }[] = [];
  for (const f of fragiles) {
    if (open[f.index] <= 0) continue;
    const onHand = supports.filter((s) => open[s.index] > 0);
    const bases = capBases(problem, f, onHand);
    let split: CapBase[] | null = null;
    const splitOf = () => (split ??= mixed ? splitBases(problem, f, onHand) : []);
    let wanted = Math.ceil(open[f.index] / Math.max(1, pallets));
    while (wanted > 0) {
      const spec = bestCap(problem, { bases, splitOf }, supply, Math.min(wanted, supply[f.index]), maxLostRoom);
      if (!spec) break;
      const same = out.find((c) => JSON.stringify(c.spec) === JSON.stringify(spec));
      if (same) same.count++;
      else out.push({ spec, count: 1 });
      supportsOf(spec, supply.length).forEach((q, i) => {
        supply[i] -= q;
      });
      supply[spec.fragile] -= fragilePerCap(spec);
      wanted -= fragilePerCap(spec);
    }
  }
  return out;
}

/** Carrying more of `wanted`, then a better cover, then taller. */
function beats(s: CapSpec, best: CapSpec | null, wanted: number): boolean {
  if (!best) return true;
  const [cs, cb] = [Math.min(wanted, fragilePerCap(s)), Math.min(wanted, fragilePerCap(best))];
  return (
    cs > cb || (cs === cb && (cover(s) > cover(best) || (cover(s) === cover(best) && capHeight(s) > capHeight(best))))
  );
}

/**
 * The best one-column cap; when it carries less than `wanted`, a two-column cap that carries
 * more wins over it (the two-column designs are listed only then: `splitOf`).
 */
function bestCap(
  problem: Problem,
  designs: Designs,
  supply: readonly number[],
  wanted: number,
  maxLostRoom: number,
): CapSpec | null {
  if (wanted < 1) return null;
  const { bases, splitOf } = designs;
  let best: CapSpec | null = null;
  for (const base of bases) {
    if (fragilePerCap(base.spec) > supply[base.spec.fragile]) continue;
    const slabs = stackSlabs(problem, base, supply);
    if (slabs.length === 0) continue;
    const spec = { ...base.spec, columns: [{ ...base.spec.columns[0], slabs }] };
    if (lostRoom(problem, spec) <= maxLostRoom && beats(spec, best, wanted)) best = spec;
  }
  const carried = best ? Math.min(wanted, fragilePerCap(best)) : 0;
  return carried < wanted ? (bestSplit(problem, splitOf(), supply, wanted, carried, maxLostRoom) ?? best) : best;
}

/** One fragile SKU's designs: one-column bases and two-column ones (listed on first use; none unless asked for). */
interface Designs {
  readonly bases: readonly CapBase[];
  readonly splitOf: () => readonly CapBase[];
}

/** The best two-column cap carrying more than `floor` of `wanted` (bases most fragile cartons first, so the scan stops once fewer are carried). */
function bestSplit(
  problem: Problem,
  bases: readonly CapBase[],
  supply: readonly number[],
  wanted: number,
  floor: number,
  maxLostRoom: number,
): CapSpec | null {
  let best: CapSpec | null = null;
  for (const base of bases) {
    const carried = Math.min(wanted, fragilePerCap(base.spec));
    if (carried <= floor || (best && carried < Math.min(wanted, fragilePerCap(best)))) break;
    if (fragilePerCap(base.spec) > supply[base.spec.fragile]) continue;
    const columns = matchColumns(problem, base, supply);
    if (!columns) continue;
    const spec = { ...base.spec, columns };
    if (lostRoom(problem, spec) <= maxLostRoom && beats(spec, best, wanted)) best = spec;
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
    supportsOf(spec, qty.length).forEach((q, j) => {
      left[j] -= count * q;
    });
    const f = problem.items[spec.fragile];
    const weight =
      fragilePerCap(spec) * f.weight +
      slabsOf(spec).reduce((w, x) => w + x.n * x.m * x.k * problem.items[x.support].weight, 0);
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
      canTurn: f.canTurn && slabsOf(spec).every((x) => problem.items[x.support].canTurn),
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
  const out = spec.columns.flatMap((c) => columnCartons(c, at, turned));
  const y = at.y + columnHeight(spec.columns[0]);
  const f = spec.fragileShape;
  const [fx, ax, fz, az] = turned ? [f.dz, spec.b, f.dx, spec.a] : [f.dx, spec.a, f.dz, spec.b];
  const ox = at.x + Math.floor((at.dx - ax * fx) / 2);
  const oz = at.z + Math.floor((at.dz - az * fz) / 2);
  for (let i = 0; i < ax; i++) {
    for (let j = 0; j < az; j++)
      out.push({ item: spec.fragile, x: ox + i * fx, y, z: oz + j * fz, dx: fx, dy: f.dy, dz: fz });
  }
  return out;
}

/** One column's cartons, slab after slab from the cap's floor; turned, x and z swap. */
function columnCartons(c: CapColumn, at: Placement, turned: boolean): Placement[] {
  const out: Placement[] = [];
  const [cx, cz] = turned ? [at.x + c.z, at.z + c.x] : [at.x + c.x, at.z + c.z];
  let y = at.y;
  for (const x of c.slabs) {
    const [sx, nx, sz, nz] = turned ? [x.shape.dz, x.m, x.shape.dx, x.n] : [x.shape.dx, x.n, x.shape.dz, x.m];
    for (let level = 0; level < x.k; level++, y += x.shape.dy) {
      for (let i = 0; i < nx; i++) {
        for (let j = 0; j < nz; j++)
          out.push({ item: x.support, x: cx + i * sx, y, z: cz + j * sz, dx: sx, dy: x.shape.dy, dz: sz });
      }
    }
  }
  return out;
}
