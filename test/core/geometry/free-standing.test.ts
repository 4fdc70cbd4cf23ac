import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DUNNAGE_MAX_GAP,
  freeStandingColumns,
  standingColumns,
  TIP_RATIO,
} from '../../../src/core/geometry/free-standing.js';

/** Lengths in cm, as core length units (0.1 mm). */
const CM = 100;
const box = (x: number, y: number, z: number, dx = 10, dy = 10, dz = 10) => ({
  x: x * CM,
  y: y * CM,
  z: z * CM,
  dx: dx * CM,
  dy: dy * CM,
  dz: dz * CM,
});
const column = (x: number, z: number, n: number) => Array.from({ length: n }, (_, k) => box(x, 10 * k, z));

test('a column taller than TIP_RATIO × its side, standing alone in the middle, is free-standing', () => {
  assert.equal(TIP_RATIO, 2);
  // three 10 cm cubes (30 cm > 2 × 10 cm) in the middle of a 100 × 100 floor
  assert.deepEqual(freeStandingColumns(column(50, 50, 3), 100 * CM, 100 * CM), [2]);
  // two cubes (20 cm, not above 2 × 10 cm) do not tip
  assert.deepEqual(freeStandingColumns(column(50, 50, 2), 100 * CM, 100 * CM), []);
});

test('a column held on both sides of each axis (walls, neighbours, the load end faces) is not free-standing', () => {
  // a 10 cm wide space: both side walls hold it; it is the whole load, so its two x faces are the load's end faces
  assert.deepEqual(freeStandingColumns(column(0, 0, 5), 100 * CM, 10 * CM), []);
  // a wall of three columns across a 30 cm width: every column has a neighbour or a wall on each z side
  const wall = [...column(0, 0, 5), ...column(0, 10, 5), ...column(0, 20, 5)];
  assert.deepEqual(freeStandingColumns(wall, 100 * CM, 30 * CM), []);
  // the same wall in a 60 cm width: the column at z 20–30 has a 30 cm gap on its +z side, too wide for dunnage
  assert.deepEqual(freeStandingColumns(wall, 100 * CM, 60 * CM), [14]);
});

test('a gap across the width of at most DUNNAGE_MAX_GAP holds the face, and is reported as dunnage', () => {
  assert.equal(DUNNAGE_MAX_GAP, 20 * CM);
  // slender columns 10 cm across the width and 40 cm along, 50 cm tall: only their z faces can tip
  const slab = (z: number) => Array.from({ length: 5 }, (_, k) => box(0, 10 * k, z, 40, 10, 10));
  const wall = [...slab(0), ...slab(10), ...slab(20)];
  // 5 cm left to the wall at +z: held by dunnage, which is reported where it goes
  const held = standingColumns(wall, 100 * CM, 35 * CM);
  assert.deepEqual(held.columns, []);
  assert.deepEqual(held.dunnage, [{ x: 0, dx: 40 * CM, y: 40 * CM, dy: 10 * CM, z: 30 * CM, dz: 5 * CM }]);
  // a gap between two columns, 15 cm: both faces held by the same reported dunnage
  const apart = [...slab(0), ...slab(25)];
  const between = standingColumns(apart, 100 * CM, 35 * CM);
  assert.deepEqual(between.columns, []);
  assert.deepEqual(
    between.dunnage.map((g) => [g.z / CM, g.dz / CM]),
    [[10, 15]],
  );
  // 25 cm to the wall is too wide: the column stands free and no dunnage is claimed for it
  const wide = standingColumns(wall, 100 * CM, 55 * CM);
  assert.deepEqual(wide.columns, [14]);
  assert.deepEqual(wide.dunnage, []);
});

test('gaps along the length are never filled with dunnage', () => {
  // columns 10 cm along x and 40 cm across: their x faces tip; a 5 cm gap along x between them is not held
  const col = (x: number) => Array.from({ length: 5 }, (_, k) => box(x, 10 * k, 0, 10, 10, 40));
  const rows = [...col(0), ...col(15), ...col(30)];
  assert.deepEqual(standingColumns(rows, 100 * CM, 40 * CM).columns, [4, 9, 14]);
});
