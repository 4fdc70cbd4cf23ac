/**
 * Keep-together groups as sections: the same cargo with each group given an unload zone of its
 * own, so the search builds every group as a contiguous section of the length (walls of the
 * group across the width, then the next group), the way it builds zones. Zones are built
 * phase by phase and each group inside its zone as one touching cluster (cargo.ts), so a plan
 * of this problem is a valid plan of the original: it only adds an order the original leaves
 * free. Used when the request has groups and no unload zones (zones already make sections).
 * Loose items stay deepest (no unloadOrder); groups follow, the largest by volume deepest.
 */
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';

export function groupSectionProblem(problem: Problem): Problem | null {
  const items = problem.items.filter((it) => it.qty > 0);
  if (items.some((it) => it.unloadOrder !== null)) return null;
  const volume = new Map<string, number>();
  for (const it of items) {
    if (it.group !== null) volume.set(it.group, (volume.get(it.group) ?? 0) + it.qty * it.l * it.w * it.h);
  }
  if (volume.size === 0) return null;
  // smallest first: unloadOrder 1 (nearest the door) for the smallest group, the largest deepest
  const order = [...volume.keys()].sort((a, b) => (volume.get(a) ?? 0) - (volume.get(b) ?? 0) || (a < b ? -1 : 1));
  const zoneOf = new Map(order.map((g, k) => [g, k + 1]));
  return {
    ...problem,
    items: problem.items.map((it) => (it.group === null ? it : { ...it, unloadOrder: zoneOf.get(it.group) ?? null })),
  };
}

/** Volume a plan found room for: placed, plus units it left out only for balance (length units cubed). */
export function foundVolume(problem: Problem, plan: Plan): number {
  let v = 0;
  for (const p of plan.placements) v += p.dx * p.dy * p.dz;
  for (const u of plan.unplaced) {
    const it = problem.items[u.item];
    if (u.reason === 'left_out_for_balance') v += u.qty * it.l * it.w * it.h;
  }
  return v;
}
