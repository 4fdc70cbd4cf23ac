/**
 * Turns a finished load state into a `Plan`: boxes in bottom-up build order (by y, then z,
 * then x, so every box comes after the boxes carrying it) and the cartons left out, each
 * with the reason a user can act on.
 */
import { shapesWithin } from '../../geometry/orientation.js';
import type { Placement, Plan, StopReason, UnplacedItem, UnplacedReason } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import type { WorkMeter } from '../../search/budget.js';
import type { LoadState } from './load-state.js';

export function buildOrder(placements: readonly Placement[]): Placement[] {
  return [...placements].sort((a, b) => a.y - b.y || a.z - b.z || a.x - b.x || a.item - b.item);
}

/** True when some allowed shape of the item fits the empty space. */
export function fitsEmptySpace(problem: Problem, item: number): boolean {
  return shapesWithin(problem.items[item], problem.space).length > 0;
}

/** Why a carton of `item` is out of a load of `cargoWeight` grams. */
export function unplacedReason(problem: Problem, item: number, cargoWeight: number): UnplacedReason {
  if (!fitsEmptySpace(problem, item)) return 'no_orientation_fits_space';
  const max = problem.space.maxWeight;
  if (max !== null && cargoWeight + problem.items[item].weight > max) return 'exceeds_payload';
  return 'no_room_found';
}

/** Groups left-out cartons per item and reason, in item order. */
export function unplacedList(problem: Problem, left: readonly number[], cargoWeight: number): UnplacedItem[] {
  const counts = new Map<string, UnplacedItem>();
  for (const item of [...left].sort((a, b) => a - b)) {
    const reason = unplacedReason(problem, item, cargoWeight);
    const key = `${item}:${reason}`;
    const prev = counts.get(key);
    counts.set(key, { item, reason, qty: (prev?.qty ?? 0) + 1 });
  }
  return [...counts.values()];
}

/** The plan of a state; `left` are the cartons not placed. */
export function planOf(state: LoadState, left: readonly number[], engine: string, meter: WorkMeter): Plan {
  const stoppedBy: StopReason = meter.hitTimeCap ? 'time_cap' : meter.exhausted ? 'budget' : 'complete';
  return {
    placements: buildOrder(state.placements),
    unplaced: unplacedList(state.problem, left, state.cargoWeight),
    stats: { engine, work: meter.used, stoppedBy },
  };
}

/** Every carton of the problem, as item indices. */
export function allCartons(problem: Problem): number[] {
  const out: number[] = [];
  for (const it of problem.items) for (let i = 0; i < it.qty; i++) out.push(it.index);
  return out;
}
