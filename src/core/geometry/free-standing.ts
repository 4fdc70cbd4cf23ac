import { signedOverlap, type Box } from './box.js';
import { contactPairs } from './contact-pairs.js';

/**
 * Free-standing columns: stacks that can tip over in transit. A column is a box with nothing
 * on it and everything under it; its height is the box top above the floor and its base side
 * the narrower of the box's sides along x and z. It is free-standing when that height exceeds
 * TIP_RATIO times the base side and, across that side, one of its faces has neither a wall
 * nor a box against it. The two end faces of the whole
 * load (back and door side) count as held: a crew blocks or lashes them (CTU Code Annex 7).
 * A face across the width (±z) with a gap of at most DUNNAGE_MAX_GAP to the side wall or to a
 * box beside it (overlapping it along x and in height) counts as held by dunnage filling that
 * gap; every such gap is returned by standingColumns and reported with the plan (pack
 * response `dunnage`, LOAD_VOIDS detail), so no column is held by definition alone. Gaps along
 * the length are never counted: dunnage bags are not used lengthwise between stacks.
 */

/** Our assumption: the widest gap across the width that dunnage bags fill (20 cm; wider gaps need blocking). */
export const DUNNAGE_MAX_GAP = 2_000;

/** Space across the width between a column's face and the wall or box it faces, filled with dunnage. */
export interface DunnageGap {
  readonly x: number;
  readonly dx: number;
  readonly y: number;
  readonly dy: number;
  readonly z: number;
  /** Width of the gap. */
  readonly dz: number;
}

/**
 * EN 12195-1 design accelerations: 0.5 g sideways. A rigid stack with its centre at
 * mid-height tips when (b/2)/(h/2) < 0.5, that is when h > 2·b (friction ignored).
 */
export const TIP_RATIO = 2;

/** Indices of the top boxes of free-standing columns, in a space of length l and width w (pairs: contactPairs(boxes), when at hand). */
export function freeStandingColumns(
  boxes: readonly Box[],
  l: number,
  w: number,
  pairs = contactPairs(boxes),
): number[] {
  return standingColumns(boxes, l, w, pairs).columns;
}

/**
 * Free-standing columns, and the dunnage gaps that hold the other tall columns' faces across the
 * width (`maxGap` 0: no dunnage, every unheld face counts, as benchmarks report for comparison).
 */
export function standingColumns(
  boxes: readonly Box[],
  l: number,
  w: number,
  pairs = contactPairs(boxes),
  maxGap = DUNNAGE_MAX_GAP,
): { columns: number[]; dunnage: DunnageGap[] } {
  const { held, covered } = heldFaces(boxes, l, w, pairs);
  const columns: number[] = [];
  const dunnage = new Map<string, DunnageGap>();
  boxes.forEach((b, i) => {
    if (covered[i]) return;
    const side = Math.min(b.dx, b.dz);
    if (b.y + b.dy <= TIP_RATIO * side) return;
    if (b.dx === side && (held[i] & 3) !== 3) {
      columns.push(i);
      return;
    }
    if (b.dz !== side || (held[i] & 12) === 12) return;
    const gaps = [4, 8].filter((face) => !(held[i] & face)).map((face) => gapAcross(boxes, i, w, face === 8, maxGap));
    if (gaps.some((g) => g === null)) {
      columns.push(i);
      return;
    }
    for (const g of gaps as DunnageGap[]) dunnage.set(`${g.x},${g.y},${g.z},${g.dx},${g.dy},${g.dz}`, g);
  });
  return { columns, dunnage: [...dunnage.values()].sort((a, b) => a.x - b.x || a.z - b.z || a.y - b.y) };
}

/** Bit flags of held faces per box (1 = −x, 2 = +x, 4 = −z, 8 = +z), and which boxes carry another. */
function heldFaces(
  boxes: readonly Box[],
  l: number,
  w: number,
  pairs: readonly [number, number][],
): { held: Uint8Array; covered: Uint8Array } {
  const n = boxes.length;
  const held = new Uint8Array(n);
  const covered = new Uint8Array(n);
  let x0 = Infinity,
    x1 = 0;
  boxes.forEach((b, i) => {
    x0 = Math.min(x0, b.x);
    x1 = Math.max(x1, b.x + b.dx);
    if (b.z === 0) held[i] |= 4;
    if (b.z + b.dz === w) held[i] |= 8;
  });
  boxes.forEach((b, i) => {
    if (b.x === x0 || b.x === 0) held[i] |= 1;
    if (b.x + b.dx === x1 || b.x + b.dx === l) held[i] |= 2;
  });
  for (const [i, j] of pairs) {
    const a = boxes[i],
      b = boxes[j];
    const sx = signedOverlap(a.x, a.x + a.dx, b.x, b.x + b.dx);
    const sy = signedOverlap(a.y, a.y + a.dy, b.y, b.y + b.dy);
    const sz = signedOverlap(a.z, a.z + a.dz, b.z, b.z + b.dz);
    if (sy === 0 && sx > 0 && sz > 0) covered[a.y < b.y ? i : j] = 1;
    if (sy <= 0) continue;
    if (sx === 0 && sz > 0) {
      const [lo, hi] = a.x < b.x ? [i, j] : [j, i];
      held[lo] |= 2;
      held[hi] |= 1;
    }
    if (sz === 0 && sx > 0) {
      const [lo, hi] = a.z < b.z ? [i, j] : [j, i];
      held[lo] |= 8;
      held[hi] |= 4;
    }
  }
  return { held, covered };
}

/** The gap from box i's face across the width (+z when `up`) to the nearest side wall or box beside it, or null when wider than `maxGap`. */
function gapAcross(boxes: readonly Box[], i: number, w: number, up: boolean, maxGap: number): DunnageGap | null {
  const b = boxes[i];
  const face = up ? b.z + b.dz : b.z;
  let gap = up ? w - face : face;
  let x = b.x,
    x1 = b.x + b.dx,
    y = b.y,
    y1 = b.y + b.dy;
  boxes.forEach((o, k) => {
    if (k === i) return;
    const sx = signedOverlap(b.x, b.x + b.dx, o.x, o.x + o.dx);
    const sy = signedOverlap(b.y, b.y + b.dy, o.y, o.y + o.dy);
    const d = up ? o.z - face : face - (o.z + o.dz);
    if (sx <= 0 || sy <= 0 || d < 0 || d >= gap) return;
    gap = d;
    x = Math.max(b.x, o.x);
    x1 = Math.min(b.x + b.dx, o.x + o.dx);
    y = Math.max(b.y, o.y);
    y1 = Math.min(b.y + b.dy, o.y + o.dy);
  });
  if (gap > maxGap) return null;
  return { x, dx: x1 - x, y, dy: y1 - y, z: up ? face : face - gap, dz: gap };
}
