/**
 * One pallet of an order loaded with its fragile share as fragile caps
 * (pallet-loading/fragile-caps.ts): the caps and the other open cartons are loaded together
 * by one of the dense fill's loaders, then each cap is expanded into its cartons.
 *
 * Optimises: fragile cartons carried by the pallet (each on a flat top of its own), with the
 * loader's volume objective for the rest.
 * Method: cap choice for the pallet's share (capChoice), loaded as rigid fragile cartons,
 * expanded, and the expanded pallet re-checked by the plan checker (support, overlap, stack
 * limits, orientation, weight); a load that fails the check is dropped.
 * Limits: the loader may leave caps out (their cartons then stay open for the next pallet).
 */
import { checkPlan } from '../../checks/check-plan.js';
import type { Problem } from '../../model/problem.js';
import { capChoice, capProblem, expandCaps, MAX_LOST_ROOM } from '../pallet-loading/fragile-caps.js';
import { measurePlan, withQuantities } from '../pallet-loading/index.js';
import { buildOrder, unplacedList } from '../pallet-loading/pallet-plan.js';
import { countItems, type Loaded } from './share-loading.js';

/**
 * The pallet's fragile share (open fragile cartons over `pallets`) as caps, loaded with
 * everything else in `open` by `load`; null when no cap design fits or the expanded load
 * breaks a rule. `maxLostRoom`: the largest share of the pallet a cap may leave unusable above it.
 */
export function capLoad(
  problem: Problem,
  open: readonly number[],
  pallets: number,
  load: (p: Problem, qty: readonly number[]) => Loaded,
  maxLostRoom = MAX_LOST_ROOM,
): Loaded | null {
  const choice = capChoice(problem, open, pallets, false, maxLostRoom);
  if (choice.length === 0) return null;
  const sub = capProblem(problem, open, choice);
  const raw = load(
    sub,
    sub.items.map((it) => it.qty),
  );
  const placements = buildOrder(expandCaps(problem, choice, raw.placements));
  const placed = countItems(problem, placements);
  if (checkPlan(withQuantities(problem, placed), placements).length > 0) return null;
  const offered = withQuantities(problem, open);
  const left = open.flatMap((q, i) => Array.from({ length: Math.max(0, q - placed[i]) }, () => i));
  const cargoWeight = placements.reduce((s, p) => s + problem.items[p.item].weight, 0);
  const plan = {
    placements,
    unplaced: unplacedList(offered, left, cargoWeight),
    stats: { engine: `caps/${raw.approach}`, work: raw.work, stoppedBy: raw.stoppedBy },
  };
  return {
    placements,
    approach: `caps/${raw.approach}`,
    measures: measurePlan(offered, plan),
    work: raw.work,
    stoppedBy: raw.stoppedBy,
  };
}
