import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { SpatialGrid } from './spatial-grid.js';

const L = 12000;
const W = 8000;
const rect = fc.record({
  x: fc.integer({ min: 0, max: L - 1 }),
  z: fc.integer({ min: 0, max: W - 1 }),
  dx: fc.integer({ min: 1, max: 6000 }),
  dz: fc.integer({ min: 1, max: 4000 }),
});
const query = (grid: SpatialGrid, x0: number, x1: number, z0: number, z1: number) => [
  ...grid.found.subarray(0, grid.near(x0, x1, z0, z1)),
];
const meets = (a: { x: number; z: number; dx: number; dz: number }, b: typeof a) =>
  a.x < b.x + b.dx && b.x < a.x + a.dx && a.z < b.z + b.dz && b.z < a.z + a.dz;

test('near() lists every box whose footprint meets the query, each once, in increasing id, and no removed box', () => {
  fc.assert(
    fc.property(
      fc.array(rect, { minLength: 1, maxLength: 300 }),
      fc.array(fc.nat(), { maxLength: 100 }),
      fc.array(rect, { minLength: 1, maxLength: 20 }),
      (boxes, removals, queries) => {
        const grid = new SpatialGrid(L, W);
        boxes.forEach((b, id) => grid.insert(id, b.x, b.z, b.dx, b.dz));
        const gone = new Set(removals.map((r) => r % boxes.length));
        for (const id of gone) grid.remove(id, boxes[id].x, boxes[id].z, boxes[id].dx, boxes[id].dz);
        for (const q of queries) {
          const near = query(grid, q.x, q.x + q.dx, q.z, q.z + q.dz);
          assert.deepEqual(
            near,
            [...new Set(near)].sort((a, b) => a - b),
          );
          assert.ok(near.every((id) => !gone.has(id)));
          boxes.forEach((b, id) => {
            if (!gone.has(id) && meets(b, q)) assert.ok(near.includes(id), `box ${id} missing`);
          });
        }
      },
    ),
    { numRuns: 60 },
  );
});

test('near() is the boxes whose grid cells meet the query cells: a box two cells away is not listed', () => {
  const grid = new SpatialGrid(1600, 1600); // cells of 100
  grid.insert(0, 0, 0, 100, 100);
  grid.insert(1, 250, 250, 50, 50);
  grid.insert(40, 120, 0, 10, 10); // an id past the first words
  assert.deepEqual(query(grid, 0, 100, 0, 100), [0]);
  assert.deepEqual(query(grid, 0, 150, 0, 100), [0, 40]);
  assert.deepEqual(query(grid, 260, 270, 260, 270), [1]);
  grid.insert(200, 1500, 1500, 100, 100);
  assert.deepEqual(query(grid, 0, 1600, 0, 1600), [0, 1, 40, 200]);
});
