import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { boxesOverlap, faceContactArea, signedOverlap, type Box } from '../../../src/core/geometry/box.js';
import { contactPairs } from '../../../src/core/geometry/contact-pairs.js';
import { stackLoads, verticalContacts } from '../../../src/core/geometry/vertical-contacts.js';

const boxArb: fc.Arbitrary<Box> = fc.record({
  x: fc.integer({ min: 0, max: 12 }),
  y: fc.integer({ min: 0, max: 12 }),
  z: fc.integer({ min: 0, max: 12 }),
  dx: fc.integer({ min: 1, max: 5 }),
  dy: fc.integer({ min: 1, max: 5 }),
  dz: fc.integer({ min: 1, max: 5 }),
});

const meets = (a: Box, b: Box) =>
  signedOverlap(a.x, a.x + a.dx, b.x, b.x + b.dx) >= 0 &&
  signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy) >= 0 &&
  signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz) >= 0;

test('the sweep finds exactly the pairs a brute-force scan finds', () => {
  fc.assert(
    fc.property(fc.array(boxArb, { maxLength: 40 }), (boxes) => {
      const expected: string[] = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) if (meets(boxes[i], boxes[j])) expected.push(`${i},${j}`);
      const found = contactPairs(boxes).map(([i, j]) => `${i},${j}`);
      assert.deepEqual(found.sort(), expected.sort());
    }),
  );
});

test('the grid (rows too long for the sweep, some boxes too large for the grid) finds the same pairs in the sweep order', () => {
  // Boxes crowded along x keep the sweep's active list long, so it hands over to the grid.
  const wide: fc.Arbitrary<Box> = fc.record({
    x: fc.integer({ min: 0, max: 1 }),
    y: fc.integer({ min: 0, max: 40 }),
    z: fc.integer({ min: 0, max: 40 }),
    dx: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(90)),
    dy: fc.integer({ min: 1, max: 6 }),
    dz: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(60)),
  });
  fc.assert(
    fc.property(fc.array(wide, { minLength: 150, maxLength: 300 }), (boxes) => {
      // The sweep's order: boxes by x start (then index); a pair when its later box is reached, earlier boxes in that order.
      const order = boxes.map((_, i) => i).sort((p, q) => boxes[p].x - boxes[q].x || p - q);
      const expected: string[] = [];
      for (let r = 0; r < order.length; r++) {
        for (let s = 0; s < r; s++) {
          const [i, j] = [order[r], order[s]];
          if (meets(boxes[i], boxes[j])) expected.push(i < j ? `${i},${j}` : `${j},${i}`);
        }
      }
      assert.deepEqual(
        contactPairs(boxes).map(([i, j]) => `${i},${j}`),
        expected,
      );
    }),
    { numRuns: 60 },
  );
});

test('face contact and overlap are symmetric and exclusive', () => {
  fc.assert(
    fc.property(boxArb, boxArb, (a, b) => {
      assert.equal(faceContactArea(a, b), faceContactArea(b, a));
      assert.equal(boxesOverlap(a, b), boxesOverlap(b, a));
      if (boxesOverlap(a, b)) assert.equal(faceContactArea(a, b), 0);
    }),
  );
});

test('stack loads conserve mass: floor boxes carry everything resting above them', () => {
  // columns of unit-footprint cubes on a grid: every box fully supported, total mass reaches the floor
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 9 }),
      fc.integer({ min: 1, max: 50 }),
      (heights, w) => {
        const boxes: Box[] = [];
        heights.forEach((n, c) => {
          for (let k = 0; k < n; k++) boxes.push({ x: c % 3, y: k, z: Math.floor(c / 3), dx: 1, dy: 1, dz: 1 });
        });
        const contacts = verticalContacts(boxes);
        const load = stackLoads(boxes, contacts, () => w);
        const onFloor = boxes.reduce((s, b, i) => (b.y === 0 ? s + load[i] + w : s), 0);
        assert.equal(onFloor, boxes.length * w);
      },
    ),
  );
});
