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
 * - Rectangles that hold nothing more in the current phase are kept apart ("dead"): they
 *   are never chosen, but still merge with new tops beside them.
 * Limits: the join closure is quadratic in the rectangles of one level (tens in practice).
 */

/** A maximal flat rectangle at level `y`, free up to the ceiling. */
export interface Space {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
  readonly y: number;
}

function contains(a: Space, b: Space): boolean {
  return a.x0 <= b.x0 && a.x1 >= b.x1 && a.z0 <= b.z0 && a.z1 >= b.z1;
}

/** Strips spanning two rectangles of one level that touch or overlap; none when they are disjoint. */
function joins(a: Space, b: Space, out: Space[]): void {
  const zo0 = Math.max(a.z0, b.z0),
    zo1 = Math.min(a.z1, b.z1);
  if (zo1 > zo0 && Math.max(a.x0, b.x0) <= Math.min(a.x1, b.x1)) {
    out.push({ x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1), z0: zo0, z1: zo1, y: a.y });
  }
  const xo0 = Math.max(a.x0, b.x0),
    xo1 = Math.min(a.x1, b.x1);
  if (xo1 > xo0 && Math.max(a.z0, b.z0) <= Math.min(a.z1, b.z1)) {
    out.push({ x0: xo0, x1: xo1, z0: Math.min(a.z0, b.z0), z1: Math.max(a.z1, b.z1), y: a.y });
  }
}

/** Moves the spaces of level y that overlap [x0,x1)×[z0,z1) from `list` to `out`, keeping the others in order. */
function extractOverlapping(
  list: Space[],
  y: number,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  out: Space[],
): void {
  let w = 0;
  for (let r = 0; r < list.length; r++) {
    const s = list[r];
    if (s.y === y && s.x0 < x1 && x0 < s.x1 && s.z0 < z1 && z0 < s.z1) out.push(s);
    else list[w++] = s;
  }
  // most cuts take nothing from a list, and setting an array's length is not free
  if (w !== list.length) list.length = w;
}

function levelContains(list: readonly Space[], p: Space): boolean {
  for (let i = 0; i < list.length; i++) {
    const s = list[i];
    if (s.y === p.y && s.x0 <= p.x0 && s.x1 >= p.x1 && s.z0 <= p.z0 && s.z1 >= p.z1) return true;
  }
  return false;
}

/** The parts of s outside [x0,x1)×[z0,z1), as maximal strips. */
function splitAround(s: Space, x0: number, x1: number, z0: number, z1: number, out: Space[]): void {
  const y = s.y;
  if (s.x0 < x0) out.push({ x0: s.x0, x1: x0, z0: s.z0, z1: s.z1, y });
  if (x1 < s.x1) out.push({ x0: x1, x1: s.x1, z0: s.z0, z1: s.z1, y });
  if (s.z0 < z0) out.push({ x0: s.x0, x1: s.x1, z0: s.z0, z1: z0, y });
  if (z1 < s.z1) out.push({ x0: s.x0, x1: s.x1, z0: z1, z1: s.z1, y });
}

export class FreeSpace {
  /** Spaces that may still take a block in the current phase. */
  live: Space[];
  /** Spaces nothing left in the phase fits. */
  dead: Space[];

  constructor(floor: Space | null, from?: FreeSpace) {
    this.live = from ? from.live.slice() : floor ? [floor] : [];
    this.dead = from ? from.dead.slice() : [];
  }

  clone(): FreeSpace {
    return new FreeSpace(null, this);
  }

  get size(): number {
    return this.live.length + this.dead.length;
  }

  kill(space: Space): void {
    const i = this.live.indexOf(space);
    if (i < 0) return;
    this.live.splice(i, 1);
    this.dead.push(space);
  }

  revive(): void {
    for (const s of this.dead) this.live.push(s);
    this.dead.length = 0;
  }

  /** Removes the footprint [x0,x1)×[z0,z1) at level y; pieces inside another rectangle of the level are dropped. */
  cut(y: number, x0: number, x1: number, z0: number, z1: number): void {
    const hitLive: Space[] = [],
      hitDead: Space[] = [];
    extractOverlapping(this.live, y, x0, x1, z0, z1, hitLive);
    extractOverlapping(this.dead, y, x0, x1, z0, z1, hitDead);
    const pieces: Space[] = [];
    for (const s of hitLive) splitAround(s, x0, x1, z0, z1, pieces);
    const liveCount = pieces.length;
    for (const s of hitDead) splitAround(s, x0, x1, z0, z1, pieces);
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i];
      let covered = levelContains(this.live, p) || levelContains(this.dead, p);
      // among equal pieces keep the first one only
      for (let j = 0; j < pieces.length && !covered; j++) {
        if (j !== i && contains(pieces[j], p) && (!contains(p, pieces[j]) || j < i)) covered = true;
      }
      if (!covered) (i < liveCount ? this.live : this.dead).push(p);
    }
  }

  /** Adds a newly exposed flat top [x0,x1)×[z0,z1) at level y and merges it with the rectangles of that level. */
  addTop(y: number, x0: number, x1: number, z0: number, z1: number): void {
    const level: Space[] = [];
    for (const s of this.live) if (s.y === y) level.push(s);
    for (const s of this.dead) if (s.y === y) level.push(s);
    const gone: boolean[] = level.map(() => false);
    const firstNew = level.length;
    const queue: Space[] = [{ x0, x1, z0, z1, y }];
    const found: Space[] = [];
    let guard = 0;
    while (queue.length > 0 && guard++ < 4000) {
      const r = queue.pop() as Space;
      let covered = false;
      for (let i = 0; i < level.length && !covered; i++) if (!gone[i] && contains(level[i], r)) covered = true;
      if (covered) continue;
      found.length = 0;
      for (let i = 0; i < level.length; i++) {
        if (gone[i]) continue;
        if (contains(r, level[i])) gone[i] = true;
        else joins(r, level[i], found);
      }
      for (const j of found) {
        if (contains(r, j)) continue;
        let inside = false;
        for (let i = 0; i < level.length && !inside; i++) if (!gone[i] && contains(level[i], j)) inside = true;
        if (!inside) queue.push(j);
      }
      level.push(r);
      gone.push(false);
    }
    let anyGone = false;
    for (let i = 0; i < firstNew; i++)
      if (gone[i]) {
        anyGone = true;
        break;
      }
    if (anyGone) {
      const drop = new Set<Space>();
      for (let i = 0; i < firstNew; i++) if (gone[i]) drop.add(level[i]);
      this.live = this.live.filter((s) => !drop.has(s));
      this.dead = this.dead.filter((s) => !drop.has(s));
    }
    for (let i = firstNew; i < level.length; i++) if (!gone[i]) this.live.push(level[i]);
  }
}
