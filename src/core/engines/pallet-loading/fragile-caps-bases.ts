/**
 * Fragile cap designs (fragile-caps.ts): the rectangles a cap may stand on and the support
 * columns that fill them to a flat top.
 *
 * Optimises: a flat top under a grid of fragile cartons from the supports on hand, as tall as
 * the room under the ceiling allows (a cap stands on the deck; the room above it is lost).
 * Method: a cap rectangle is either one column (every slab one SKU in an n × m grid covering
 * it exactly; slabs stacked greedily, tallest cartons first) or two columns side by side, a
 * guillotine cut of the rectangle into two footprints that share a side, each footprint an
 * exact n × m grid of one support shape. Two columns must end at one height, so each column's
 * reachable heights (sums of its slabs' levels within the supply and the room) are listed and
 * the tallest height both reach with the supply for both is taken. A rectangle is kept only
 * when the fragile grid on it covers at least MIN_COVER and needs every part of it (one
 * support row fewer, or either column alone, would carry a shorter fragile row).
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { ItemType } from '../../model/item.js';
import type { Problem } from '../../model/problem.js';
import type { CapColumn, CapSpec, Slab } from './fragile-caps.js';

/** The fragile grid covers at least this share of the cap's top (the rest of the top is lost room). */
export const MIN_COVER = 0.6;
/** Reachable heights listed per column of a two-column cap, at most (a bound on the work, not on validity). */
const MAX_HEIGHTS = 64;

/** A cap rectangle with its fragile grid (columns without slabs) and, per column, every one-level slab that covers it exactly. */
export interface CapBase {
  readonly spec: CapSpec;
  readonly options: readonly (readonly Slab[])[];
}

export const cover = (s: CapSpec): number => (s.a * s.b * s.fragileShape.dx * s.fragileShape.dz) / (s.dx * s.dz);
const column = (x: number, z: number, dx: number, dz: number): CapColumn => ({ x, z, dx, dz, slabs: [] });

/**
 * Every one-column cap rectangle for `fragile` that some support tiles exactly, fits the deck,
 * and whose fragile grid covers at least MIN_COVER of it and needs every row of it (one
 * support row fewer would lose a fragile row).
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
            if (a < 1 || b < 1 || Math.floor((dx - shape.dx) / fs.dx) >= a || Math.floor((dz - shape.dz) / fs.dz) >= b)
              continue;
            const spec: CapSpec = {
              fragile: fragile.index,
              fragileShape: fs,
              a,
              b,
              dx,
              dz,
              columns: [column(0, 0, dx, dz)],
            };
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
  return [...bases.values()].map(({ spec, slabs }) => ({ spec, options: [slabs] }));
}

/** One n × m grid footprint and every one-level slab (support, shape, n × m) that covers it exactly. */
interface Footprint {
  readonly dx: number;
  readonly dz: number;
  readonly slabs: Slab[];
}

function footprints(problem: Problem, supports: readonly ItemType[]): Footprint[] {
  const { l: L, w: W } = problem.space;
  const out = new Map<string, Footprint>();
  for (const s of supports) {
    for (const shape of allowedShapes(s)) {
      for (let n = 1; n * shape.dx <= L; n++) {
        for (let m = 1; m * shape.dz <= W; m++) {
          const key = `${n * shape.dx},${m * shape.dz}`;
          const fp = out.get(key) ?? { dx: n * shape.dx, dz: m * shape.dz, slabs: [] };
          fp.slabs.push({ support: s.index, shape, n, m, k: 1 });
          out.set(key, fp);
        }
      }
    }
  }
  return [...out.values()];
}

/**
 * Every two-column cap rectangle for `fragile`: two footprints side by side along x (same
 * depth) or along z (same width) that fit the deck, under a fragile grid covering at least
 * MIN_COVER that needs both columns and every row across the cut. Most fragile cartons first,
 * then the best cover (bestSplit stops early on this order).
 */
export function splitBases(problem: Problem, fragile: ItemType, supports: readonly ItemType[]): CapBase[] {
  const { l: L, w: W, h: H } = problem.space;
  const fps = footprints(problem, supports);
  const out: CapBase[] = [];
  for (const fs of allowedShapes(fragile)) {
    for (const alongX of [true, false]) {
      const groups = new Map<number, Footprint[]>();
      for (const fp of fps) {
        const across = alongX ? fp.dz : fp.dx;
        groups.set(across, [...(groups.get(across) ?? []), fp]);
      }
      for (const group of groups.values()) {
        for (let i = 0; i < group.length; i++) {
          for (let j = i; j < group.length; j++) {
            const base = splitBase(fs, fragile.index, group[i], group[j], alongX, { L, W, H });
            if (base) out.push(base);
          }
        }
      }
    }
  }
  const key = (b: CapBase) => b.spec.a * b.spec.b;
  return out.sort((p, q) => key(q) - key(p) || cover(q.spec) - cover(p.spec));
}

/** Footprints `p` then `q` along x (or z) as one cap rectangle, or null when it breaks a rule above. */
function splitBase(
  fs: CapSpec['fragileShape'],
  fragile: number,
  p: Footprint,
  q: Footprint,
  alongX: boolean,
  deck: { L: number; W: number; H: number },
): CapBase | null {
  const [dx, dz] = alongX ? [p.dx + q.dx, p.dz] : [p.dx, p.dz + q.dz];
  if (dx > deck.L || dz > deck.W) return null;
  const a = Math.floor(dx / fs.dx);
  const b = Math.floor(dz / fs.dz);
  const [step, row] = alongX ? [fs.dx, a] : [fs.dz, b];
  const [pAlong, qAlong] = alongX ? [p.dx, q.dx] : [p.dz, q.dz];
  if (a < 1 || b < 1 || Math.floor(pAlong / step) >= row || Math.floor(qAlong / step) >= row) return null;
  const columns = [column(0, 0, p.dx, p.dz), column(alongX ? p.dx : 0, alongX ? 0 : p.dz, q.dx, q.dz)];
  const spec: CapSpec = { fragile, fragileShape: fs, a, b, dx, dz, columns };
  if (cover(spec) < MIN_COVER) return null;
  // Across the cut every row is needed: one support row fewer would lose a fragile row.
  const tight = (x: Slab) =>
    x.shape.dy + fs.dy <= deck.H &&
    (alongX ? Math.floor((dz - x.shape.dz) / fs.dz) < b : Math.floor((dx - x.shape.dx) / fs.dx) < a);
  const options = [p.slabs.filter(tight), q.slabs.filter(tight)];
  return options.every((o) => o.length > 0) ? { spec, options } : null;
}

/**
 * The slabs of a one-column cap from `supply`: the tallest cartons first, as many levels of
 * each as the room under the ceiling and the supply allow (a cap stands on the deck, so a
 * tall one wastes no deck area), heavier cartons low. Empty when no slab is affordable.
 */
export function stackSlabs(problem: Problem, base: CapBase, supply: readonly number[]): Slab[] {
  let room = problem.space.h - base.spec.fragileShape.dy;
  const left = [...supply];
  const out: Slab[] = [];
  const byHeight = [...base.options[0]].sort((p, q) => q.shape.dy - p.shape.dy || p.support - q.support);
  for (const x of byHeight) {
    const k = Math.min(Math.floor(room / x.shape.dy), Math.floor(left[x.support] / (x.n * x.m)));
    if (k < 1) continue;
    out.push({ ...x, k });
    room -= k * x.shape.dy;
    left[x.support] -= k * x.n * x.m;
  }
  return heavyLow(problem, out);
}

/**
 * The columns of a two-column cap from `supply`, both at the tallest height both reach
 * within the room and the supply (heavier slabs low in each), or null when they meet at no
 * height. At each height one column takes its slabs first and the other is fitted to what
 * is left, then the other way round (both may draw on one SKU).
 */
export function matchColumns(problem: Problem, base: CapBase, supply: readonly number[]): CapColumn[] | null {
  const room = problem.space.h - base.spec.fragileShape.dy;
  const reach = base.options.map((o) => reachable(o, supply, room));
  const heights = [...reach[0].keys()].filter((h) => reach[1].has(h)).sort((p, q) => q - p);
  for (const h of heights) {
    for (const first of [0, 1]) {
      const taken = reach[first].get(h) as Slab[];
      const rest = reachable(base.options[1 - first], minus(supply, taken), room).get(h);
      if (!rest) continue;
      const slabs = first === 0 ? [taken, rest] : [rest, taken];
      return base.spec.columns.map((c, i) => ({ ...c, slabs: heavyLow(problem, slabs[i]) }));
    }
  }
  return null;
}

function minus(supply: readonly number[], slabs: readonly Slab[]): number[] {
  const left = [...supply];
  for (const x of slabs) left[x.support] -= x.n * x.m * x.k;
  return left;
}

/** Heights one column reaches (above 0, at most `room`) with its slabs' levels within `supply`, each with the slabs (tallest cartons first) that reach it first. */
function reachable(options: readonly Slab[], supply: readonly number[], room: number): Map<number, Slab[]> {
  let states = new Map<number, Slab[]>([[0, []]]);
  const byHeight = [...options].sort((p, q) => q.shape.dy - p.shape.dy || p.support - q.support);
  for (const x of byHeight) {
    const next = new Map(states);
    for (const [h, slabs] of states) {
      const used = slabs.reduce((s, y) => s + (y.support === x.support ? y.n * y.m * y.k : 0), 0);
      for (
        let k = 1;
        h + k * x.shape.dy <= room && used + k * x.n * x.m <= supply[x.support] && next.size < MAX_HEIGHTS;
        k++
      ) {
        if (!next.has(h + k * x.shape.dy)) next.set(h + k * x.shape.dy, [...slabs, { ...x, k }]);
      }
    }
    states = next;
  }
  states.delete(0);
  return states;
}

function heavyLow(problem: Problem, slabs: readonly Slab[]): Slab[] {
  return [...slabs].sort(
    (p, q) => problem.items[q.support].weight - problem.items[p.support].weight || p.support - q.support,
  );
}
