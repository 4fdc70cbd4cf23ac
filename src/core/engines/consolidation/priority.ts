/**
 * The priority rule of a plan, and what its remainder notes say. A PO "waits" when some of its
 * cartons that an offered container could take are in the remainder (LCL or left behind) while a
 * PO of a lower priority (a larger number, or none) has cartons in a container. Cartons that fit
 * no offered container never count: they cannot ship any other way.
 */
import type { ConsolidationProblem, ContainerLoad, RemainderLot } from './types.js';

const priorityOf = (problem: ConsolidationProblem, po: number) => problem.pos[po].priority ?? Infinity;

const isUnfit = (unfit: readonly RemainderLot[], l: RemainderLot) =>
  unfit.some((u) => u.po === l.po && u.item === l.item);

export function priorityWaits(
  problem: ConsolidationProblem,
  order: readonly number[],
  containers: readonly ContainerLoad[],
  remainder: readonly RemainderLot[],
  unfit: readonly RemainderLot[],
): { po: number; behind: number[] }[] {
  const shipped = new Set<number>();
  for (const c of containers) for (const p of c.plan.placements) shipped.add(c.lots[p.item].po);
  const waiting = new Set(remainder.filter((l) => !isUnfit(unfit, l)).map((l) => l.po));
  return order
    .filter((po) => waiting.has(po))
    .map((po) => ({
      po,
      behind: order.filter((other) => shipped.has(other) && priorityOf(problem, other) > priorityOf(problem, po)),
    }))
    .filter((w) => w.behind.length > 0);
}

const WHY: Record<RemainderLot['reason'], string> = {
  lcl_cheaper: 'LCL priced below one more container',
  container_count_exhausted: 'no container of an allowed type left (maxCount)',
  no_room_found: 'no room found in the containers packed',
  left_out_for_balance: 'left out to keep the containers packed balanced',
  exceeds_payload: 'over the payload of the containers packed',
  no_orientation_fits_space: 'no fit in the interior of the container type packed last',
  no_orientation_fits_door: 'no fit through the door of the container type packed last',
};

/** One note per PO with cartons in the remainder: how many, and why, by reason. */
export function remainderNotes(
  problem: ConsolidationProblem,
  order: readonly number[],
  remainder: readonly RemainderLot[],
  unfit: readonly RemainderLot[],
): string[] {
  return order.flatMap((po) => {
    const lots = remainder.filter((l) => l.po === po);
    if (lots.length === 0) return [];
    const byWhy = new Map<string, number>();
    for (const l of lots) {
      const why = isUnfit(unfit, l) ? `no offered container takes them (${l.reason})` : WHY[l.reason];
      byWhy.set(why, (byWhy.get(why) ?? 0) + l.qty);
    }
    const parts = [...byWhy.entries()].map(([why, n]) => `${n} carton${n === 1 ? '' : 's'} (${why})`);
    return [`PO ${problem.pos[po].poId} in the remainder: ${parts.join('; ')}`];
  });
}
