/**
 * Free space under the full-support rule, kept as maximal rectangles on flat plateaus.
 *
 * Why plateaus: when every box rests wholly on the floor or on tops at exactly its base
 * height, every column under a box is filled down to the floor, so the load is a height
 * map and everything above it is empty up to the ceiling. A box may go exactly where the
 * height map is flat under its whole footprint. The free space is therefore the set of
 * maximal rectangles of each level's flat region (Parreño et al. 2008 maximal spaces,
 * reduced to two dimensions per level), each open up to the ceiling.
 *
 * - Placing a footprint at level y cuts every rectangle of that level it overlaps
 *   (maximal-rectangle difference, at most four pieces each).
 * - A new top at level t is merged with the rectangles already at t by joining pairs
 *   (strips spanning both) until no new maximal rectangle appears.
 * Limits: the join closure is quadratic in the rectangles of one level (tens in practice).
 */

/** A maximal flat rectangle at level `y`, free up to the ceiling. `dead` = nothing left fits it in this phase. */
export interface Space {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
  readonly y: number;
  readonly dead: boolean;
}

function contains(a: Space, b: Space): boolean {
  return a.x0 <= b.x0 && a.x1 >= b.x1 && a.z0 <= b.z0 && a.z1 >= b.z1;
}

function overlapsFootprint(s: Space, x0: number, x1: number, z0: number, z1: number): boolean {
  return s.x0 < x1 && x0 < s.x1 && s.z0 < z1 && z0 < s.z1;
}

/**
 * Removes the footprint [x0,x1)×[z0,z1) at level y from the spaces (returns a new array).
 * Pieces contained in another rectangle of the same level are dropped.
 */
export function cutFootprint(spaces: readonly Space[], y: number, x0: number, x1: number, z0: number, z1: number): Space[] {
  const kept: Space[] = [];
  const pieces: Space[] = [];
  for (const s of spaces) {
    if (s.y !== y || !overlapsFootprint(s, x0, x1, z0, z1)) { kept.push(s); continue; }
    const d = s.dead;
    if (s.x0 < x0) pieces.push({ x0: s.x0, x1: x0, z0: s.z0, z1: s.z1, y, dead: d });
    if (x1 < s.x1) pieces.push({ x0: x1, x1: s.x1, z0: s.z0, z1: s.z1, y, dead: d });
    if (s.z0 < z0) pieces.push({ x0: s.x0, x1: s.x1, z0: s.z0, z1: z0, y, dead: d });
    if (z1 < s.z1) pieces.push({ x0: s.x0, x1: s.x1, z0: z1, z1: s.z1, y, dead: d });
  }
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    let covered = false;
    for (const s of kept) if (s.y === y && contains(s, p)) { covered = true; break; }
    // among equal pieces keep the first one only
    for (let j = 0; j < pieces.length && !covered; j++) {
      if (j !== i && contains(pieces[j], p) && (!contains(p, pieces[j]) || j < i)) covered = true;
    }
    if (!covered) kept.push(p);
  }
  return kept;
}

/** Strips spanning two rectangles of one level that touch or overlap; none when they are disjoint. */
function joins(a: Space, b: Space, out: Space[]): void {
  const zo0 = Math.max(a.z0, b.z0), zo1 = Math.min(a.z1, b.z1);
  if (zo1 > zo0 && Math.max(a.x0, b.x0) <= Math.min(a.x1, b.x1)) {
    out.push({ x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1), z0: zo0, z1: zo1, y: a.y, dead: false });
  }
  const xo0 = Math.max(a.x0, b.x0), xo1 = Math.min(a.x1, b.x1);
  if (xo1 > xo0 && Math.max(a.z0, b.z0) <= Math.min(a.z1, b.z1)) {
    out.push({ x0: xo0, x1: xo1, z0: Math.min(a.z0, b.z0), z1: Math.max(a.z1, b.z1), y: a.y, dead: false });
  }
}

/**
 * Adds a newly exposed flat top [x0,x1)×[z0,z1) at level y and merges it with the
 * rectangles of that level. Mutates and returns `spaces` (the caller owns the array).
 */
export function addTop(spaces: Space[], y: number, x0: number, x1: number, z0: number, z1: number): Space[] {
  let level = spaces.filter((s) => s.y === y);
  const others = level.length === spaces.length ? [] : spaces.filter((s) => s.y !== y);
  const queue: Space[] = [{ x0, x1, z0, z1, y, dead: false }];
  let guard = 0;
  while (queue.length > 0 && guard++ < 4000) {
    const r = queue.pop() as Space;
    if (level.some((s) => contains(s, r))) continue;
    level = level.filter((s) => !contains(r, s));
    const found: Space[] = [];
    for (const s of level) joins(r, s, found);
    for (const j of found) if (!contains(r, j) && !level.some((s) => contains(s, j))) queue.push(j);
    level.push(r);
  }
  for (const s of level) others.push(s);
  return others;
}
