import type { Placement } from '../../model/plan.js';
import type { Shape } from '../../model/item.js';

/**
 * A block: a cuboid arrangement of boxes placed in one move (Fanslau & Bortfeldt 2010).
 * Simple blocks are nx × ny × nz copies of one oriented box; pair blocks join two blocks
 * along one axis. Coordinates inside a block are relative to its minimum corner.
 */

/** A flat part of a block's top where more boxes may rest, relative to the block corner. */
export interface TopRect {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
  /** Height of this top above the block's base. */
  readonly h: number;
}

/** A rectangle of a block's base, relative to the block corner. */
export interface BaseRect {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
}

/** One box inside a block: a placement relative to the block corner. */
export type BlockBox = Placement;

/** A column foot: the base of a bottom box and the mass it passes down (its own and what it carries). */
export interface Foot {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
  readonly mass: number;
}

export type BlockMake =
  | {
      readonly kind: 'simple';
      readonly item: number;
      readonly shape: Shape;
      readonly nx: number;
      readonly ny: number;
      readonly nz: number;
    }
  | { readonly kind: 'pair'; readonly a: Block; readonly b: Block; readonly axis: 'x' | 'y' | 'z' };

export interface Block {
  /** Position in the phase's block list (sorted by volume, largest first). */
  id: number;
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
  /** Volume of the boxes (not of the bounding cuboid). */
  readonly volume: number;
  readonly weight: number;
  readonly boxCount: number;
  /** Item types used and how many units of each (parallel arrays). */
  readonly items: readonly number[];
  readonly counts: readonly number[];
  /** The parts of the bounding footprint the block stands on (the rest stays free at its level). */
  readonly base: readonly BaseRect[];
  /** Tops other boxes may rest on (none over boxes with maxStack 0). */
  readonly tops: readonly TopRect[];
  /**
   * Packing area: the rectangle [0, paX] × [0, paZ] of the block's top, at full height,
   * fully covered by box tops, where another block may stand (0 × 0 when none).
   */
  readonly paX: number;
  readonly paZ: number;
  readonly make: BlockMake;
}

/** Every box of a block, relative to its corner. */
export function blockBoxes(block: Block, ox = 0, oy = 0, oz = 0, out: BlockBox[] = []): BlockBox[] {
  const m = block.make;
  if (m.kind === 'simple') {
    const { dx, dy, dz } = m.shape;
    for (let i = 0; i < m.nx; i++)
      for (let j = 0; j < m.ny; j++)
        for (let k = 0; k < m.nz; k++) {
          out.push({ item: m.item, x: ox + i * dx, y: oy + j * dy, z: oz + k * dz, dx, dy, dz });
        }
    return out;
  }
  blockBoxes(m.a, ox, oy, oz, out);
  const [sx, sy, sz] = m.axis === 'x' ? [m.a.dx, 0, 0] : m.axis === 'y' ? [0, m.a.dy, 0] : [0, 0, m.a.dz];
  return blockBoxes(m.b, ox + sx, oy + sy, oz + sz, out);
}

/**
 * The bottom boxes of a block with the mass each passes to what is under the block.
 * Only x and z pairs exist when loads are tracked, so every foot is a simple column.
 */
export function blockFeet(
  block: Block,
  unitWeight: (item: number) => number,
  ox = 0,
  oz = 0,
  out: Foot[] = [],
): Foot[] {
  const m = block.make;
  if (m.kind === 'simple') {
    const { dx, dz } = m.shape;
    const mass = m.ny * unitWeight(m.item);
    for (let i = 0; i < m.nx; i++)
      for (let k = 0; k < m.nz; k++) {
        out.push({ x0: ox + i * dx, x1: ox + (i + 1) * dx, z0: oz + k * dz, z1: oz + (k + 1) * dz, mass });
      }
    return out;
  }
  if (m.axis === 'y') throw new Error('stacked pair blocks are not built when loads are tracked');
  blockFeet(m.a, unitWeight, ox, oz, out);
  return blockFeet(m.b, unitWeight, ox + (m.axis === 'x' ? m.a.dx : 0), oz + (m.axis === 'z' ? m.a.dz : 0), out);
}
