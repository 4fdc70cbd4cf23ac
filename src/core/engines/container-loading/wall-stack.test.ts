import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cm, kg } from '../../../../test/support/items.js';
import { bestCap, heightOf, type CapCargo, type Stack } from './wall-stack.js';

const shape = (dx: number, dy: number, dz: number) => ({ dx: cm(dx), dy: cm(dy), dz: cm(dz) });
/** Item 0: 60 × 40 × 40 cm, 20 kg; item 1: 55 × 25 × 35 cm, 8 kg. */
function cargo(extra: Partial<CapCargo> = {}): CapCargo {
  return {
    shapes: [[shape(60, 40, 40)], [shape(55, 25, 35)]],
    left: [10, 10],
    stackLimit: [10, 10],
    weight: [kg(20), kg(8)],
    maxStack: [null, null],
    bottomOnly: [false, false],
    capStep: 1_000,
    ...extra,
  };
}
const stack: Stack = { item: 0, shape: shape(60, 40, 40), n: 2, deep: 1, cap: null };

describe('bestCap', () => {
  it('tops a stack with lighter cartons on a footprint within its own, up to the target height', () => {
    const capped = bestCap(cargo(), stack, cm(130), [0, 1], true);
    assert.ok(capped?.cap);
    assert.deepEqual([capped.cap.item, capped.cap.m], [1, 2]);
    assert.equal(heightOf(capped), cm(130));
  });

  it('never puts a heavier carton on a lighter one, a bottomOnly carton on another, or more than maxStack on the bottom unit', () => {
    assert.equal(bestCap(cargo({ weight: [kg(8), kg(20)] }), stack, cm(130), [0, 1], true), null);
    assert.equal(bestCap(cargo({ bottomOnly: [false, true] }), stack, cm(130), [0, 1], true), null);
    // the bottom unit carries the second (20 kg) and the cap: with maxStack 30 kg only one 8 kg cap unit fits
    assert.equal(bestCap(cargo({ maxStack: [kg(30), null] }), stack, cm(130), [0, 1], true)?.cap?.m, 1);
    assert.equal(bestCap(cargo({ maxStack: [0, null] }), stack, cm(130), [0, 1], true), null);
  });

  it('needs room under the target and a cap at most 10 cm narrower across', () => {
    assert.equal(bestCap(cargo(), stack, cm(80), [0, 1], true), null);
    assert.equal(
      bestCap(cargo({ shapes: [[shape(60, 40, 40)], [shape(55, 25, 25)]] }), stack, cm(130), [0, 1], true),
      null,
    );
  });
});
