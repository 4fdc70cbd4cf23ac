import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freeStandingColumns, TIP_RATIO } from '../../../src/core/geometry/free-standing.js';

const box = (x: number, y: number, z: number, dx = 10, dy = 10, dz = 10) => ({ x, y, z, dx, dy, dz });
const column = (x: number, z: number, n: number) => Array.from({ length: n }, (_, k) => box(x, 10 * k, z));

test('a column taller than TIP_RATIO × its side, standing alone in the middle, is free-standing', () => {
  assert.equal(TIP_RATIO, 2);
  // three 10 cm cubes (30 cm > 2 × 10 cm) in the middle of a 100 × 100 floor
  assert.deepEqual(freeStandingColumns(column(50, 50, 3), 100, 100), [2]);
  // two cubes (20 cm, not above 2 × 10 cm) do not tip
  assert.deepEqual(freeStandingColumns(column(50, 50, 2), 100, 100), []);
});

test('a column held on both sides of each axis (walls, neighbours, the load end faces) is not free-standing', () => {
  // a 10 cm wide space: both side walls hold it; it is the whole load, so its two x faces are the load's end faces
  assert.deepEqual(freeStandingColumns(column(0, 0, 5), 100, 10), []);
  // a wall of three columns across a 30 cm width: every column has a neighbour or a wall on each z side
  const wall = [...column(0, 0, 5), ...column(0, 10, 5), ...column(0, 20, 5)];
  assert.deepEqual(freeStandingColumns(wall, 100, 30), []);
  // the same wall in a 40 cm width: the column at z 20–30 has nothing on its +z side
  assert.deepEqual(freeStandingColumns(wall, 100, 40), [14]);
});
