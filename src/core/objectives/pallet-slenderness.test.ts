import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Placement } from '../model/plan.js';
import { BALANCED_PALLET } from './objective-test-support.js';
import { comparePallets } from './pallet.js';
import { slenderStacks } from './pallet-slenderness.js';

const CM = 100;
const box = (x: number, y: number, z: number, dx: number, dy: number, dz: number): Placement => ({
  item: 0,
  x: x * CM,
  y: y * CM,
  z: z * CM,
  dx: dx * CM,
  dy: dy * CM,
  dz: dz * CM,
});
/** `n` boxes dx × dy × dz stacked at (x, z). */
const stack = (x: number, z: number, n: number, dx: number, dy: number, dz: number) =>
  Array.from({ length: n }, (_, k) => box(x, k * dy, z, dx, dy, dz));

describe('the slenderness limit (objectives/pallet-slenderness.ts)', () => {
  it('a lone column one carton wide is slender above 3× its side, not at or below it', () => {
    assert.equal(slenderStacks(stack(40, 20, 4, 30, 30, 30)).length, 1, '120 cm on a 30 cm side');
    assert.equal(slenderStacks(stack(40, 20, 3, 30, 30, 30)).length, 0, '90 cm = 3 × 30 cm');
  });

  it('a one-wide wall along an edge is slender unless neighbours reach half its height', () => {
    const wall = [0, 40, 80].flatMap((z) => stack(0, z, 3, 30, 40, 40));
    assert.equal(slenderStacks(wall).length, 3, 'each of its three stacks: 120 cm on 30 cm, nothing inside it');
    const lowBeside = [30, 60, 90].flatMap((x) => [0, 40, 80].map((z) => box(x, 0, z, 30, 40, 40)));
    assert.equal(slenderStacks([...wall, ...lowBeside]).length, 3, 'neighbours to 40 of 120 cm do not hold it');
    const halfBeside = lowBeside.flatMap((b) => [b, { ...b, y: 40 * CM }]);
    assert.equal(slenderStacks([...wall, ...halfBeside]).length, 0, 'neighbours to 80 of 120 cm hold it');
  });

  it('a narrow carton on a wide base stands on the base, and two columns side by side form one wall', () => {
    const onBase = [box(0, 0, 0, 120, 100, 80), box(50, 100, 30, 20, 40, 20)];
    assert.equal(slenderStacks(onBase).length, 0);
    const pair = [...stack(0, 0, 4, 30, 30, 30), ...stack(30, 0, 4, 30, 30, 30)];
    // Held across x by each other, free across z (the pair is a wall one carton thick in z).
    assert.equal(slenderStacks(pair).length, 2);
    const block = [0, 30].flatMap((x) => [0, 30].flatMap((z) => stack(x, z, 4, 30, 30, 30)));
    assert.equal(slenderStacks(block).length, 0, 'a 2 × 2 block holds each column on both axes');
  });

  it('ranks after heavy and liquid low, before the height step and the flat-top terms', () => {
    const base = BALANCED_PALLET;
    assert.ok(comparePallets({ ...base, slenderStacks: 2 }, { ...base, heavyOverLight: 1 }) < 0);
    assert.ok(comparePallets({ ...base, slenderStacks: 2 }, { ...base, liquidOverDry: 1 }) < 0);
    assert.ok(comparePallets({ ...base, height: 15_000, columnsAbove: 3 }, { ...base, slenderStacks: 1 }) < 0);
    assert.ok(comparePallets({ ...base, slenderStacks: 1 }, { ...base, cogOffsetPct: { x: 6, z: 0 } }) < 0);
  });
});
