/**
 * The pallet's slenderness limit, defined once: a free-standing stack one carton wide (a column,
 * or a wall one carton thick) sways and topples under the wrap, in a forklift turn or when the
 * truck brakes. The pallet objective ranks plans by how many such stacks they hold (pallet.ts),
 * and the SLENDER_STACK check of every pallet report counts the same ones.
 *
 * A carton with nothing on it stands slender across one axis (x, then z) when both hold:
 *  - its top is more than SLENDER_RATIO times its own side along that axis above the deck;
 *  - beside its two faces across that axis, nothing stands as high as SUPPORT_SHARE_PCT of that
 *    top: the support level is the highest top (capped at its own) of any carton whose footprint
 *    reaches just past one of those faces (a neighbour, or a wider carton under the stack).
 * The pallet edge does not count as support: a one-wide wall along an edge leans on the wrap
 * alone. Two one-wide stacks side by side hold each other (the rule screens single-width ones).
 */
import type { Placement } from '../model/plan.js';

/**
 * Our assumption, a common stacking rule of thumb: a free-standing stack no taller than three
 * times its narrowest base side. The container engine's TIP_RATIO (2, geometry/free-standing.ts)
 * is stricter because a container stow has no wrap holding it together.
 */
export const SLENDER_RATIO = 3;

/** Neighbours up to this share (%) of a stack's height hold it: half-height support is enough. */
export const SUPPORT_SHARE_PCT = 50;

/** One slender stack: its top carton (index into the placements), height and side, length units. */
export interface SlenderStack {
  readonly top: number;
  readonly height: number;
  readonly side: number;
  /** Highest neighbour top beside it, length units. */
  readonly support: number;
}

/** The slender stacks of a pallet load, by top carton, in placement order. */
export function slenderStacks(placements: readonly Placement[]): SlenderStack[] {
  const covered = coveredBoxes(placements);
  const out: SlenderStack[] = [];
  placements.forEach((p, i) => {
    if (covered[i]) return;
    const height = p.y + p.dy;
    for (const axis of ['x', 'z'] as const) {
      const side = axis === 'x' ? p.dx : p.dz;
      if (height <= SLENDER_RATIO * side) continue;
      const support = supportAcross(placements, i, axis, height);
      if (100 * support < SUPPORT_SHARE_PCT * height) {
        out.push({ top: i, height, side, support });
        return;
      }
    }
  });
  return out;
}

/** The highest top (at most `height`) of the cartons reaching just past box i's two faces across `axis`. */
function supportAcross(placements: readonly Placement[], i: number, axis: 'x' | 'z', height: number): number {
  const p = placements[i];
  const [a0, a1] = axis === 'x' ? [p.x, p.x + p.dx] : [p.z, p.z + p.dz];
  const [o0, o1] = axis === 'x' ? [p.z, p.z + p.dz] : [p.x, p.x + p.dx];
  let support = 0;
  placements.forEach((q, k) => {
    if (k === i || q.y >= height) return;
    const [b0, b1] = axis === 'x' ? [q.x, q.x + q.dx] : [q.z, q.z + q.dz];
    const [c0, c1] = axis === 'x' ? [q.z, q.z + q.dz] : [q.x, q.x + q.dx];
    if (Math.min(o1, c1) - Math.max(o0, c0) <= 0) return;
    const pastLow = b0 < a0 && b1 >= a0;
    const pastHigh = b0 <= a1 && b1 > a1;
    if (pastLow || pastHigh) support = Math.max(support, Math.min(q.y + q.dy, height));
  });
  return support;
}

/** Which boxes carry another (a box rests on their top with positive area). */
function coveredBoxes(placements: readonly Placement[]): boolean[] {
  const byTop = new Map<number, number[]>();
  placements.forEach((q, k) => {
    const t = q.y + q.dy;
    const list = byTop.get(t);
    if (list) list.push(k);
    else byTop.set(t, [k]);
  });
  const covered = placements.map(() => false);
  for (const p of placements) {
    if (p.y === 0) continue;
    for (const k of byTop.get(p.y) ?? []) {
      const q = placements[k];
      const ox = Math.min(p.x + p.dx, q.x + q.dx) - Math.max(p.x, q.x);
      const oz = Math.min(p.z + p.dz, q.z + q.dz) - Math.max(p.z, q.z);
      if (ox > 0 && oz > 0) covered[k] = true;
    }
  }
  return covered;
}
