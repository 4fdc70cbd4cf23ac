/**
 * Lowering a complete pallet load by bisecting its ceiling, shared by the blocks approach and the
 * container engine at pallet scale: a builder that fills volume, not height, stands a load up to
 * the ceiling, and a lower ceiling often still takes every carton, spread sideways.
 */
import type { Plan } from '../../model/plan.js';

/** The loaded height of a plan (its highest box top; 0 when empty). */
const heightOf = (plan: Plan): number => plan.placements.reduce((m, p) => Math.max(m, p.y + p.dy), 0);

/**
 * Ceilings between `lowest` and just under `complete`'s height, bisected: up to `runs` runs by
 * `run(ceiling)` while `go()` holds. A plan that places everything lowers the next ceiling and is
 * handed to `offer`; one that does not raises the floor.
 */
export function bisectCeiling(
  complete: Plan,
  lowest: number,
  runs: number,
  run: (ceiling: number) => Plan,
  offer: (plan: Plan) => void,
  go: () => boolean,
): void {
  let lo = lowest;
  let hi = heightOf(complete) - 1;
  for (let used = 0; used < runs && lo <= hi && go(); used++) {
    const mid = Math.floor((lo + hi) / 2);
    const plan = run(mid);
    if (plan.unplaced.length === 0) {
      offer(plan);
      hi = heightOf(plan) - 1;
    } else lo = mid + 1;
  }
}
