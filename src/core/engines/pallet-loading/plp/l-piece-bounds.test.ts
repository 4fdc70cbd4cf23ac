import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { scarcestColour } from './l-piece-bounds.js';

/** Cells of each colour (u + v) mod n in the L piece [0,X)×[0,y) ∪ [0,x)×[y,Y), counted one by one. */
function bruteScarcest(X: number, Y: number, x: number, y: number, n: number): number {
  const counts = new Array<number>(n).fill(0);
  for (let v = 0; v < Y; v++) for (let u = 0; u < (v < y ? X : x); u++) counts[(u + v) % n]++;
  return Math.min(...counts);
}

describe('L-piece colouring bound', () => {
  it('counts the scarcest colour exactly, reading every colour or only the kinks', () => {
    const piece = fc.tuple(
      fc.integer({ min: 1, max: 90 }),
      fc.integer({ min: 2, max: 90 }),
      fc.integer({ min: 0, max: 90 }),
      fc.integer({ min: 1, max: 89 }),
      fc.integer({ min: 1, max: 130 }),
    );
    fc.assert(
      fc.property(piece, ([X, Y, xr, yr, n]) => {
        const x = xr % (X + 1);
        const y = Math.min(yr, Y - 1);
        const exact = bruteScarcest(X, Y, x, y, n);
        assert.equal(scarcestColour(X, Y, x, y, n, true), exact);
        assert.equal(scarcestColour(X, Y, x, y, n, false), exact);
      }),
      { numRuns: 400 },
    );
  });
});
