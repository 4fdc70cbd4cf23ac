import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import { boxOrientations, holdBox, packingProblem, packOrder } from './arrangement.js';
import { exactPairFit } from './exact-pair.js';
import type { CatalogSku } from './model.js';
import { orderShape } from './order-shape.js';

/** The exact two-unit fit test: known answers, and against the container engine on random pairs. */

const sku = (l: number, w: number, h: number, extra: Partial<CatalogSku> = {}): CatalogSku => ({
  sku: 'S',
  l,
  w,
  h,
  weight: 100,
  keepUpright: false,
  fragile: false,
  ...extra,
});
const pair = (a: CatalogSku, b: CatalogSku | null) =>
  orderShape(
    {
      orderId: null,
      count: 1,
      lines: b
        ? [
            { sku: 0, qty: 1 },
            { sku: 1, qty: 1 },
          ]
        : [{ sku: 0, qty: 2 }],
    },
    b ? [a, { ...b, sku: 'T' }] : [a],
  );
const box = (l: number, w: number, h: number) => boxOrientations({ l, w, h });

test('known answers: side by side, stacked, and the fragile unit that carries nothing', () => {
  const cubes = pair(sku(100, 100, 100), null);
  assert.ok(exactPairFit(cubes, box(200, 100, 100)));
  assert.equal(exactPairFit(cubes, box(150, 150, 150)), null, 'two 10 cm cubes need 20 cm on one side');
  const slabs = pair(sku(100, 100, 50), null);
  assert.ok(exactPairFit(slabs, box(100, 100, 100)), 'stacked or on edge');
  assert.ok(exactPairFit(pair(sku(100, 100, 50, { keepUpright: true }), null), box(100, 100, 100)), 'stacked');
  const fragile = pair(sku(100, 100, 50, { fragile: true, keepUpright: true }), null);
  assert.equal(exactPairFit(fragile, box(100, 100, 100)), null, 'nothing may rest on a fragile unit');
  // a narrow unit on a wide one: supported; the wide one on the narrow one: overhangs, so the order of the stack matters
  const mixed = pair(sku(100, 100, 50), sku(60, 60, 50, { fragile: true }));
  assert.ok(exactPairFit(mixed, box(100, 100, 100)));
  assert.equal(exactPairFit(pair(sku(100, 100, 100), sku(10, 10, 10, {})), box(100, 100, 100)), null);
  assert.equal(exactPairFit(pair(sku(10, 10, 10), sku(10, 10, 10)), box(10, 10, 10)), null);
  assert.equal(
    exactPairFit(orderShape({ orderId: null, count: 1, lines: [{ sku: 0, qty: 3 }] }, [sku(1, 1, 1)]), []),
    undefined,
  );
});

test('property: every exact fit passes the plan checker, and the engine never packs a pair the exact test refuses', () => {
  const seed = 4401;
  console.log(`exact-pair property seed ${seed}`);
  const side = fc.integer({ min: 20, max: 120 });
  fc.assert(
    fc.property(
      fc.tuple(side, side, side, side, side, side, fc.boolean(), fc.boolean(), fc.boolean()),
      fc.tuple(side, side, side),
      ([a1, a2, a3, b1, b2, b3, upright, fragileA, fragileB], [x, y, z]) => {
        const shape = pair(
          sku(a1, a2, a3, { keepUpright: upright, fragile: fragileA }),
          sku(b1, b2, b3, { fragile: fragileB }),
        );
        const holdings = box(x + 40, y + 40, z + 40);
        const exact = exactPairFit(shape, holdings);
        if (exact) {
          const p = holdBox(exact, { l: x + 40, w: y + 40, h: z + 40 });
          assert.ok(p);
          assert.deepEqual(checkPlan(packingProblem(shape, p.space), p.placements), []);
        } else {
          for (const space of holdings) assert.equal(packOrder(shape, space, 5000).arrangement, null);
        }
      },
    ),
    { numRuns: 150, seed },
  );
});
