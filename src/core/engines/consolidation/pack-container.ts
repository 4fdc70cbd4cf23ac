/**
 * Packs one container with a set of PO lots through the container-loading engine's public
 * solver, with the consolidation rules as the engine's own constraints: keepPoTogether makes
 * each PO a keep-together group, unloadOrderByPo gives each PO an unload zone in shipping
 * order (the first PO nearest the door). Returns the load and the lots left over.
 */
import type { ItemType } from '../../model/item.js';
import type { Problem } from '../../model/problem.js';
import { solveContainerLoad } from '../container-loading/index.js';
import type { ConsolidationProblem, ContainerLoad, Lot, RemainderLot } from './types.js';

export interface PackedContainer {
  readonly load: Omit<ContainerLoad, 'mixesConsidered' | 'mixesPacked' | 'closestFallback' | 'mixShare' | 'verdict'>;
  readonly left: readonly RemainderLot[];
  /** Volume placed, in cubic length units. */
  readonly placedVolume: number;
}

export const lotItem = (problem: ConsolidationProblem, lot: Lot): ItemType => problem.pos[lot.po].items[lot.item];

export function packContainer(
  problem: ConsolidationProblem,
  type: number,
  lots: readonly Lot[],
  shipRank: (po: number) => number,
  /** Container-engine work units for this run (run-budget.ts). */
  work: number = problem.workPerPack,
): PackedContainer {
  const { rules } = problem;
  const zoneOf = new Map<number, number>();
  if (rules.unloadOrderByPo) {
    [...new Set(lots.map((l) => l.po))]
      .sort((a, b) => shipRank(a) - shipRank(b))
      .forEach((po, i) => zoneOf.set(po, i + 1));
  }
  const items: ItemType[] = lots.map((lot, index) => ({
    ...lotItem(problem, lot),
    index,
    qty: lot.qty,
    group: rules.keepPoTogether ? problem.pos[lot.po].poId : null,
    unloadOrder: zoneOf.get(lot.po) ?? null,
  }));
  const engineProblem: Problem = { space: problem.containers[type].space, items };
  const plan = solveContainerLoad(engineProblem, { budget: { work, isTimeUp: problem.isTimeUp } });
  const left = plan.unplaced.map((u) => ({ ...lots[u.item], qty: u.qty, reason: u.reason }));
  const placedVolume = plan.placements.reduce((s, p) => s + p.dx * p.dy * p.dz, 0);
  return { load: { type, problem: engineProblem, plan, lots, workLimit: work }, left, placedVolume };
}
