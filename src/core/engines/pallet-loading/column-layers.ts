/**
 * The `maxLayers` rule for a load state: at most m units of an item in one column.
 *
 * A column is read conservatively, so the plan meets any narrower reading (units resting
 * directly on one another, units crossed by one vertical line): for every box, the largest
 * number of units of the item on a chain of boxes going down through overlapping footprints.
 * Each box keeps that count per limited item, computed from the boxes below it when placed.
 * A box may not go under a box already placed above its footprint (counts above would change).
 */
import type { ItemType } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';

export class ColumnLayers {
  /** Item index → slot in each box's counts, for items with maxLayers. */
  private readonly slot = new Map<number, number>();
  private readonly limits: number[] = [];
  /** Per box, per slot: the largest count of that item on a downward chain ending at the box. */
  readonly counts: number[][] = [];

  constructor(items: readonly ItemType[]) {
    for (const it of items) {
      if (it.maxLayers === undefined) continue;
      this.slot.set(it.index, this.limits.length);
      this.limits.push(it.maxLayers);
    }
  }

  /** True when some item has a layer limit (otherwise nothing needs tracking). */
  get active(): boolean {
    return this.limits.length > 0;
  }

  /**
   * The counts box `p` would have, or null when it would break a limit or lie under a
   * placed box. `near`: its first `count` entries are the boxes whose footprints may meet p's; `skip` is ignored.
   */
  countsFor(
    p: Placement,
    placements: readonly Placement[],
    near: Int32Array,
    count: number,
    skip: number,
  ): number[] | null {
    const counts = this.limits.map(() => 0);
    for (let t = 0; t < count; t++) {
      const i = near[t];
      if (i === skip) continue;
      const q = placements[i];
      if (!(p.x < q.x + q.dx && q.x < p.x + p.dx && p.z < q.z + q.dz && q.z < p.z + p.dz)) continue;
      if (q.y >= p.y + p.dy) return null;
      if (q.y + q.dy <= p.y) for (let s = 0; s < counts.length; s++) counts[s] = Math.max(counts[s], this.counts[i][s]);
    }
    const own = this.slot.get(p.item);
    if (own !== undefined && ++counts[own] > this.limits[own]) return null;
    return counts;
  }
}
