/**
 * Shared fast-check arbitraries for engine and checker tests.
 * - tightInstance: the space is exactly k × m × n copies of one carton, so everything fits.
 * - guillotineInstance: a space cut recursively into cartons; all pieces fit back in their
 *   own orientation (the cut itself is the known solution, fully supported).
 * - mixedInstance: random items with weights, stack limits, orientation rules, groups,
 *   unload zones and a door; no known optimum.
 * Known solutions are returned in loading order (x, then y, then z ascending).
 */
import fc from 'fast-check';
import type { OwnAxis } from '../../src/core/model/item.js';
import type { Placement } from '../../src/core/model/plan.js';
import type { Problem } from '../../src/core/model/problem.js';
import { Rng } from '../../src/core/search/rng.js';
import { cm, itemUnits, kg, spaceUnits, type ItemSpec, type Rotation } from './items.js';

export interface GeneratedInstance {
  readonly problem: Problem;
  /** A plan that places every unit, when one is known by construction. */
  readonly solution: Placement[] | null;
}

const byLoadingOrder = (a: Placement, b: Placement) => a.x - b.x || a.y - b.y || a.z - b.z;

export interface TightOptions {
  /** Largest count of cartons along one axis (default 4). */
  maxPerAxis?: number;
  /** Orientation freedom given to the carton (default: any of free, upright, fixed). */
  rotation?: 'free' | 'upright' | 'fixed';
}

/** A space filled exactly by k (along x) × n (up) × m (across) copies of one carton of whole cm. */
export function tightInstance(options: TightOptions = {}): fc.Arbitrary<GeneratedInstance> {
  const maxPerAxis = options.maxPerAxis ?? 4;
  const count = fc.integer({ min: 1, max: maxPerAxis });
  const side = fc.integer({ min: 10, max: 120 });
  const rotation = options.rotation
    ? fc.constant(options.rotation)
    : fc.constantFrom<Rotation>('free', 'upright', 'fixed');
  return fc
    .record({
      l: side,
      w: side,
      h: side,
      k: count,
      n: count,
      m: count,
      weight: fc.integer({ min: 1, max: 40 }),
      rotation,
    })
    .map(({ l, w, h, k, n, m, weight, rotation: rot }) => {
      const [dx, dy, dz] = [cm(l), cm(h), cm(w)];
      const item = itemUnits(0, { l: dx, w: dz, h: dy, qty: k * n * m, weight: kg(weight), rotation: rot });
      const solution: Placement[] = [];
      for (let i = 0; i < k; i++)
        for (let j = 0; j < n; j++)
          for (let q = 0; q < m; q++) {
            solution.push({ item: 0, x: i * dx, y: j * dy, z: q * dz, dx, dy, dz });
          }
      const problem: Problem = { space: spaceUnits({ l: k * dx, w: m * dz, h: n * dy }), items: [item] };
      return { problem, solution };
    });
}

export interface GuillotineOptions {
  /** Largest number of pieces (default 24). */
  maxPieces?: number;
  /** Orientation freedom of the pieces (default 'fixed': the cut orientation only). */
  rotation?: 'free' | 'upright' | 'fixed';
}

interface Region {
  x: number;
  y: number;
  z: number;
  dx: number;
  dy: number;
  dz: number;
}

/** Splits the largest region along one of its axes at a whole-cm position, `pieces − 1` times. */
function cutRegions(space: Region, pieces: number, seed: number, minSide: number): Region[] {
  const rng = new Rng(seed);
  const regions = [space];
  for (let n = 1; n < pieces; n++) {
    regions.sort((a, b) => b.dx * b.dy * b.dz - a.dx * a.dy * a.dz);
    const r = regions[0];
    const axes = (['dx', 'dy', 'dz'] as const).filter((a) => r[a] >= 2 * minSide);
    if (axes.length === 0) break;
    const axis = axes[rng.int(axes.length)];
    const slots = (r[axis] - 2 * minSide) / cm(1);
    const at = minSide + cm(1) * rng.int(Math.floor(slots) + 1);
    const pos = axis === 'dx' ? 'x' : axis === 'dy' ? 'y' : 'z';
    regions[0] = { ...r, [axis]: at };
    regions.push({ ...r, [pos]: r[pos] + at, [axis]: r[axis] - at });
  }
  return regions;
}

/** A space of whole cm cut guillotine-wise into cartons; identical pieces share one item type. */
export function guillotineInstance(options: GuillotineOptions = {}): fc.Arbitrary<GeneratedInstance> {
  const rotation = options.rotation ?? 'fixed';
  return fc
    .record({
      l: fc.integer({ min: 40, max: 600 }),
      w: fc.integer({ min: 40, max: 240 }),
      h: fc.integer({ min: 40, max: 240 }),
      pieces: fc.integer({ min: 1, max: options.maxPieces ?? 24 }),
      seed: fc.integer({ min: 0, max: 0x7fffffff }),
    })
    .map(({ l, w, h, pieces, seed }) => {
      const space: Region = { x: 0, y: 0, z: 0, dx: cm(l), dy: cm(h), dz: cm(w) };
      const regions = cutRegions(space, pieces, seed, cm(10));
      const typeOf = new Map<string, number>();
      const specs: ItemSpec[] = [];
      const solution: Placement[] = [];
      for (const r of regions) {
        const key = `${r.dx},${r.dy},${r.dz}`;
        let index = typeOf.get(key);
        if (index === undefined) {
          index = specs.length;
          typeOf.set(key, index);
          specs.push({ l: r.dx, w: r.dz, h: r.dy, qty: 0, weight: kg(1 + (index % 7) * 3), rotation });
        }
        specs[index].qty = (specs[index].qty ?? 0) + 1;
        solution.push({ item: index, ...r });
      }
      const problem: Problem = {
        space: spaceUnits({ l: space.dx, w: space.dz, h: space.dy }),
        items: specs.map((s, i) => itemUnits(i, s)),
      };
      return { problem, solution: solution.sort(byLoadingOrder) };
    });
}

export interface MixedOptions {
  /** Largest number of item types (default 6). */
  maxTypes?: number;
  /** Largest qty per type (default 20). */
  maxQty?: number;
}

const axesSubset = fc.subarray<OwnAxis>(['l', 'w', 'h'], { minLength: 1 });
const rotationArb: fc.Arbitrary<Rotation> = fc.oneof(fc.constantFrom<Rotation>('free', 'upright', 'fixed'), axesSubset);

const mixedItem = (maxQty: number): fc.Arbitrary<ItemSpec> =>
  fc.record({
    l: fc.integer({ min: 10, max: 150 }),
    w: fc.integer({ min: 10, max: 150 }),
    h: fc.integer({ min: 10, max: 150 }),
    qty: fc.integer({ min: 1, max: maxQty }),
    weight: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
    maxStack: fc.option(fc.constantFrom(0, 20, 100, 500, 2000), { nil: null }),
    rotation: rotationArb,
    group: fc.option(fc.constantFrom('g1', 'g2'), { nil: null, freq: 3 }),
    unloadOrder: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null, freq: 2 }),
  });

/** Random mixed cargo (cm/kg values converted to core units) in a small container or a 20' GP-sized space. */
export function mixedInstance(options: MixedOptions = {}): fc.Arbitrary<GeneratedInstance> {
  const space = fc.oneof(
    fc.constant({ l: 590, w: 235, h: 239 }),
    fc.record({
      l: fc.integer({ min: 100, max: 600 }),
      w: fc.integer({ min: 80, max: 240 }),
      h: fc.integer({ min: 80, max: 270 }),
    }),
  );
  return fc
    .record({
      space,
      items: fc.array(mixedItem(options.maxQty ?? 20), { minLength: 1, maxLength: options.maxTypes ?? 6 }),
      maxWeight: fc.option(fc.integer({ min: 500, max: 28_000 }), { nil: null }),
      doorShrink: fc.option(fc.record({ w: fc.integer({ min: 0, max: 30 }), h: fc.integer({ min: 0, max: 30 }) }), {
        nil: null,
      }),
    })
    .map(({ space: s, items, maxWeight, doorShrink }) => {
      const problem: Problem = {
        space: spaceUnits({
          l: cm(s.l),
          w: cm(s.w),
          h: cm(s.h),
          maxWeight: maxWeight === null ? null : kg(maxWeight),
          door: doorShrink ? { w: cm(s.w - doorShrink.w), h: cm(s.h - doorShrink.h) } : null,
        }),
        items: items.map((it, i) =>
          itemUnits(i, {
            ...it,
            l: cm(it.l),
            w: cm(it.w),
            h: cm(it.h),
            weight: it.weight === undefined ? undefined : kg(it.weight),
            maxStack: it.maxStack === null || it.maxStack === undefined ? null : kg(it.maxStack),
          }),
        ),
      };
      return { problem, solution: null };
    });
}
