import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { palletProblem, type PalletCarton } from '../pallet-loading/index.js';
import { stackLoads, verticalContacts } from '../../geometry/vertical-contacts.js';
import { palletLowerBound } from './pallet-lower-bound.js';

const CM = 100;

interface Cut {
  l: number;
  w: number;
  h: number;
  x: number;
  y: number;
  z: number;
  top: boolean;
}

/**
 * A pallet l × w × h cut by random guillotine cuts into boxes (the choices drive the cuts);
 * `top` marks boxes with nothing above them, which may be fragile; x, y (up), z is each box's
 * corner. The boxes fill the pallet, so together they are a valid plan for one pallet.
 */
function cutPallet(
  l: number,
  w: number,
  h: number,
  choices: number[],
  top = true,
  depth = 0,
  at0: readonly [number, number, number] = [0, 0, 0],
): Cut[] {
  const c = choices.length > 0 ? choices.pop()! : 0;
  const axis = c % 4;
  const [x, z, y] = at0;
  if (depth >= 4 || axis === 3) return [{ l, w, h, x, y, z, top }];
  const size = [l, w, h][axis];
  if (size < 2) return [{ l, w, h, x, y, z, top }];
  const at = 1 + (Math.floor(c / 4) % (size - 1));
  const [a, b] =
    axis === 0
      ? [
          [at, w, h],
          [l - at, w, h],
        ]
      : axis === 1
        ? [
            [l, at, h],
            [l, w - at, h],
          ]
        : [
            [l, w, at],
            [l, w, h - at],
          ];
  const second: [number, number, number] = axis === 0 ? [x + at, z, y] : axis === 1 ? [x, z + at, y] : [x, z, y + at];
  // A vertical cut keeps both halves' tops; a horizontal one leaves the lower half covered.
  return [
    ...cutPallet(a[0], a[1], a[2], choices, axis === 2 ? false : top, depth + 1, at0),
    ...cutPallet(b[0], b[1], b[2], choices, top, depth + 1, second),
  ];
}

/** Each box's load in the cut plan (own weights `weight(i)`, shared by contact area as the checker does). */
function cutLoads(boxes: readonly Cut[], weight: (i: number) => number): number[] {
  const placed = boxes.map((b) => ({
    x: b.x * CM,
    y: b.y * CM,
    z: b.z * CM,
    dx: b.l * CM,
    dy: b.h * CM,
    dz: b.w * CM,
  }));
  return stackLoads(placed, verticalContacts(placed), weight);
}

const order = fc.record({
  pallet: fc.record({
    l: fc.integer({ min: 4, max: 12 }),
    w: fc.integer({ min: 3, max: 10 }),
    h: fc.integer({ min: 3, max: 16 }),
  }),
  pallets: fc.array(fc.array(fc.nat(400), { minLength: 0, maxLength: 30 }), { minLength: 1, maxLength: 3 }),
  fragileTops: fc.boolean(),
  upright: fc.boolean(),
  // Every other carton gets a maxStack equal to its load in the cut plan (the stack-load bound then applies).
  limited: fc.boolean(),
});

describe('pallet lower bound', () => {
  it('never exceeds k on orders built from k pallets cut into cartons (a k-pallet plan exists), for every bound', () => {
    fc.assert(
      fc.property(order, ({ pallet, pallets, fragileTops, upright, limited }) => {
        const perPallet = pallets.map((choices) => cutPallet(pallet.l, pallet.w, pallet.h, [...choices]));
        const boxes = perPallet.flat();
        const weight = (i: number) => 1000 + ((i * 7919) % 20000);
        let first = 0;
        const loads = perPallet.flatMap((cuts) => {
          const base = first;
          first += cuts.length;
          return cutLoads(cuts, (i) => weight(base + i));
        });
        const items: PalletCarton[] = boxes.map((b, i) => ({
          label: `c${i}`,
          l: b.l * CM,
          w: b.w * CM,
          h: b.h * CM,
          qty: 1,
          weight: weight(i),
          keepUpright: upright,
          maxStack: fragileTops && b.top ? 0 : limited ? loads[i] : null,
        }));
        const problem = palletProblem(
          { l: pallet.l * CM, w: pallet.w * CM, baseHeight: 0, maxHeight: pallet.h * CM, maxWeight: 1_000_000 },
          items,
        );
        const bound = palletLowerBound(problem);
        const k = pallets.length;
        for (const [name, value] of Object.entries(bound))
          assert.ok(value <= k, `${name} bound ${value} > ${k} pallets that hold the order`);
      }),
      { numRuns: 400 },
    );
  });

  it('is exact where one pallet level holds few cartons (26 × 44 cartons, 10 per level on a 121.9 × 101.6 deck)', () => {
    // 43 cartons 26 × 44 × 45 cm standing upright, 4 levels in 203.8 cm: the volume fills 0.93 of a pallet,
    // but one level holds at most 10 (2D pallet-loading bound), so 4 levels hold 40 < 43.
    const problem = palletProblem({ l: 1219 * 10, w: 1016 * 10, baseHeight: 0, maxHeight: 2038 * 10, maxWeight: 1e9 }, [
      { label: 'A', l: 26 * CM, w: 44 * CM, h: 45 * CM, qty: 43, weight: 5000, keepUpright: true },
    ]);
    const bound = palletLowerBound(problem);
    assert.ok(bound.volume <= 2); // the plain volume is 0.93 of a pallet; the normalised box may already show it
    assert.equal(bound.level, 2);
    assert.equal(bound.value, 2);
  });
});

describe('level count bound', () => {
  it('counts cartons per plane by their smallest side: 58 × 45 × 44 cartons on 120 × 80, 205.6 cm of room', () => {
    // Any two sides sum to at least 88 > 80, three to at least 132 > 120: at most 2 cartons
    // cross a horizontal plane; all stances are taller than 205.6 / 5, so 4 planes hold 8.
    const carton = (qty: number): PalletCarton => ({
      label: 'c',
      l: 58 * CM,
      w: 45 * CM,
      h: 44 * CM,
      qty,
      weight: 1000,
      keepUpright: false,
      maxStack: null,
    });
    const bound = (qty: number) =>
      palletLowerBound(
        palletProblem({ l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 20560, maxWeight: 5_000_000 }, [
          carton(qty),
        ]),
      );
    assert.equal(bound(8).value, 1); // 2 along the length, 4 high: a plan with 8 exists
    assert.equal(bound(9).level, 2);
    assert.equal(bound(27).level, 4);
  });
});
