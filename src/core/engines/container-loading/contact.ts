import type { Cargo } from './cargo.js';
import type { Space } from './free-space.js';
import type { SearchState } from './search-state.js';

/**
 * Share of a block's surface that touches walls, the floor, the ceiling or loaded blocks
 * (the "contact surface" term of the VCS function, Araya, Guerrero & Nuñez 2017).
 * A block sits at a corner of a flat maximal rectangle, so a side touches something only
 * on the rectangle's border planes; the blocks on those planes are gathered once per space.
 * Headroom too low for any box counts as touching the ceiling (it is lost either way).
 */

interface Face {
  readonly a0: number;
  readonly a1: number;
  readonly y0: number;
  readonly y1: number;
}

export class ContactProbe {
  private readonly back: Face[] = [];
  private readonly front: Face[] = [];
  private readonly left: Face[] = [];
  private readonly right: Face[] = [];

  constructor(
    private readonly cargo: Cargo,
    state: SearchState,
    private readonly s: Space,
  ) {
    for (let st = state.path; st; st = st.prev) {
      const b = st.block;
      const x1 = st.x + b.dx,
        y1 = st.y + b.dy,
        z1 = st.z + b.dz;
      if (y1 <= s.y) continue;
      if (st.z < s.z1 && s.z0 < z1) {
        if (x1 === s.x0) this.back.push({ a0: st.z, a1: z1, y0: st.y, y1 });
        else if (st.x === s.x1) this.front.push({ a0: st.z, a1: z1, y0: st.y, y1 });
      }
      if (st.x < s.x1 && s.x0 < x1) {
        if (z1 === s.z0) this.left.push({ a0: st.x, a1: x1, y0: st.y, y1 });
        else if (st.z === s.z1) this.right.push({ a0: st.x, a1: x1, y0: st.y, y1 });
      }
    }
  }

  /** Contact fraction of a block at (x, space level, z) with the given size. */
  fraction(x: number, z: number, dx: number, dy: number, dz: number): number {
    const { cargo, s } = this;
    const y = s.y,
      y1 = y + dy;
    let touch = dx * dz; // the base always rests on the floor or on tops
    if (cargo.H - y1 < cargo.minHeight) touch += dx * dz;
    const side = (faces: Face[], a0: number, a1: number) => {
      let t = 0;
      for (const f of faces) {
        const da = Math.min(a1, f.a1) - Math.max(a0, f.a0),
          dh = Math.min(y1, f.y1) - Math.max(y, f.y0);
        if (da > 0 && dh > 0) t += da * dh;
      }
      return t;
    };
    if (x === 0) touch += dy * dz;
    else if (x === s.x0) touch += side(this.back, z, z + dz);
    if (x + dx === cargo.L) touch += dy * dz;
    else if (x + dx === s.x1) touch += side(this.front, z, z + dz);
    if (z === 0) touch += dx * dy;
    else if (z === s.z0) touch += side(this.left, x, x + dx);
    if (z + dz === cargo.W) touch += dx * dy;
    else if (z + dz === s.z1) touch += side(this.right, x, x + dx);
    return touch / (2 * (dx * dy + dx * dz + dy * dz));
  }
}
