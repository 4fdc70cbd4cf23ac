import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { L_DIVISIONS, RECT_DIVISIONS, divide, mirror, type Part } from './l-divisions.js';

const newPart = (): Part => ({ u: 0, v: 0, W: 0, H: 0, mw: 0, mh: 0, flipU: false, flipV: false });

/** Unit cells of the L piece (X, Y, x, y) in standard position. */
function cellsOf(X: number, Y: number, x: number, y: number): [number, number][] {
  const out: [number, number][] = [];
  for (let u = 0; u < X; u++) for (let v = 0; v < Y; v++) if (u < x || v < y) out.push([u, v]);
  return out;
}

describe('L-approach divisions', () => {
  it('every proper division splits the piece into two L pieces (or rectangles) that tile it exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (X, Y, xs, ys, a0, b0, c0, rect) => {
          const x = rect ? X : 1 + (xs % (X - 1));
          const y = rect ? Y : 1 + (ys % (Y - 1));
          const a = a0 % (X + 1),
            b = b0 % (Y + 1),
            c = c0 % (Math.max(X, Y) + 1);
          for (const kind of rect ? RECT_DIVISIONS : L_DIVISIONS) {
            const parts: [Part, Part] = [newPart(), newPart()];
            if (!divide(kind, X, Y, x, y, a, b, c, parts)) continue;
            const seen = new Map<string, number>();
            for (const p of parts) {
              assert.ok(
                p.W > 0 && p.H > 0 && p.mw >= 0 && p.mh >= 0 && p.mw <= p.W && p.mh <= p.H,
                `kind ${kind}: part ${JSON.stringify(p)}`,
              );
              for (const [u, v] of cellsOf(p.W, p.H, p.W - p.mw, p.H - p.mh)) {
                const r = mirror({ u, v, du: 1, dv: 1 }, p, 0, 0);
                seen.set(`${r.u},${r.v}`, (seen.get(`${r.u},${r.v}`) ?? 0) + 1);
              }
            }
            const piece = cellsOf(X, Y, x, y);
            assert.equal(
              seen.size,
              piece.length,
              `kind ${kind} (${X},${Y},${x},${y}) a=${a} b=${b} c=${c}: cells covered`,
            );
            for (const [u, v] of piece) assert.equal(seen.get(`${u},${v}`), 1, `kind ${kind}: cell ${u},${v}`);
          }
        },
      ),
      { numRuns: 400, seed: 13 },
    );
  });
});
