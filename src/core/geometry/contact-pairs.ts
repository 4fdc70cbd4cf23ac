import { signedOverlap, type Box } from './box.js';

/** The sweep gives up for the grid after this many active-list tests per box (typical loads need a few). */
const SWEEP_TESTS_PER_BOX = 48;
/** A box covering more grid cells than this is tested against every box instead of being listed in its cells. */
const MAX_CELLS_PER_BOX = 64;

/**
 * Every pair of boxes whose closed extents meet (they overlap or touch on a face, an edge
 * or a corner), each reported once with i < j, in the order of a sweep along x (boxes sorted
 * by x start; a pair is reported when its later box is reached, with the earlier boxes in
 * sweep order). The sweep is cheapest on everyday loads; when its active list grows long (a
 * row of boxes across the width keeps every box active: 2,000 cartons in one row, 4 million
 * tests) it gives up for a uniform grid (cells about the median box size), whose pairs are
 * put in the sweep's order, so callers see the same list either way.
 */
export function contactPairs(boxes: readonly Box[]): Array<[number, number]> {
  const order = boxes.map((_, i) => i).sort((p, q) => boxes[p].x - boxes[q].x || p - q);
  return sweptPairs(boxes, order, SWEEP_TESTS_PER_BOX * boxes.length + 1024) ?? gridPairs(boxes, order);
}

function touches(a: Box, b: Box): boolean {
  return (
    signedOverlap(a.x, a.x + a.dx, b.x, b.x + b.dx) >= 0 &&
    signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy) >= 0 &&
    signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz) >= 0
  );
}

/**
 * The sweep along x: an active list of boxes whose x end has not been passed. O(n log n + n·a),
 * a the boxes crossing one x; null once it has made more than `limit` tests.
 */
function sweptPairs(boxes: readonly Box[], order: readonly number[], limit: number): Array<[number, number]> | null {
  const active: number[] = [];
  const pairs: Array<[number, number]> = [];
  let tests = 0;
  for (const i of order) {
    const a = boxes[i];
    let keep = 0;
    tests += active.length;
    if (tests > limit) return null;
    for (let k = 0; k < active.length; k++) {
      const j = active[k];
      const b = boxes[j];
      if (b.x + b.dx < a.x) continue; // passed for good: later boxes start even further along x
      active[keep++] = j;
      if (
        signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy) >= 0 &&
        signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz) >= 0
      ) {
        pairs.push(i < j ? [i, j] : [j, i]);
      }
    }
    active.length = keep;
    active.push(i);
  }
  return pairs;
}

/**
 * The same pairs through a grid: each box is listed in every cell its closed extent meets
 * (boxes that touch share a cell), and tested against the boxes listed before it there.
 */
function gridPairs(boxes: readonly Box[], order: readonly number[]): Array<[number, number]> {
  const rank = new Int32Array(boxes.length);
  order.forEach((i, r) => {
    rank[i] = r;
  });
  const cx = cellSize(boxes.map((b) => b.dx));
  const cy = cellSize(boxes.map((b) => b.dy));
  const cz = cellSize(boxes.map((b) => b.dz));
  const cells = new Map<string, number[]>();
  const big: number[] = [];
  const seen = new Int32Array(boxes.length).fill(-1);
  const found: number[] = [];
  for (const i of order) {
    const a = boxes[i];
    const x0 = Math.floor(a.x / cx),
      x1 = Math.floor((a.x + a.dx) / cx);
    const y0 = Math.floor(a.y / cy),
      y1 = Math.floor((a.y + a.dy) / cy);
    const z0 = Math.floor(a.z / cz),
      z1 = Math.floor((a.z + a.dz) / cz);
    const covered = (x1 - x0 + 1) * (y1 - y0 + 1) * (z1 - z0 + 1);
    if (covered > MAX_CELLS_PER_BOX) {
      big.push(i);
      continue;
    }
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        for (let z = z0; z <= z1; z++) {
          const key = `${x},${y},${z}`;
          const list = cells.get(key);
          if (!list) {
            cells.set(key, [i]);
            continue;
          }
          for (const j of list) {
            if (seen[j] === i) continue;
            seen[j] = i;
            if (touches(a, boxes[j])) found.push(j, i);
          }
          list.push(i);
        }
      }
    }
  }
  // Boxes too large for the grid meet every box directly; a pair of two of them is found by the first.
  const bigDone = new Uint8Array(boxes.length);
  for (const i of big) {
    for (let j = 0; j < boxes.length; j++) {
      if (j !== i && !bigDone[j] && touches(boxes[i], boxes[j])) found.push(j, i);
    }
    bigDone[i] = 1;
  }
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < found.length; k += 2) {
    const [p, q] = [found[k], found[k + 1]];
    pairs.push(p < q ? [p, q] : [q, p]);
  }
  // The sweep's order: by the later box's rank, then the earlier one's.
  const late = (e: [number, number]) => Math.max(rank[e[0]], rank[e[1]]);
  const early = (e: [number, number]) => Math.min(rank[e[0]], rank[e[1]]);
  return pairs.sort((e, f) => late(e) - late(f) || early(e) - early(f));
}

/** The median extent along one axis (at least 1), so a typical box meets two or three cells per axis. */
function cellSize(extents: number[]): number {
  extents.sort((p, q) => p - q);
  return Math.max(1, extents[extents.length >> 1]);
}
