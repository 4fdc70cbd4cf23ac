/**
 * The last step of a pallet build, on the winning plan only: when its CoG would make
 * COG_OFFSET warn, its separate groups laid out again for balance (scattered-balance.ts).
 * Rigid moves give up no carton and keep the height, stacking and top (so the winner stays
 * ahead of the plans it beat on the ranking's keys before the CoG); the plan checker passes it.
 */
import type { Problem } from '../../model/problem.js';
import type { PalletLoadResult } from './index.js';
import { measurePlan } from './plan-ranking.js';
import { balanceScattered } from './scattered-balance.js';

export function balanceBest(problem: Problem, result: PalletLoadResult): PalletLoadResult {
  const { best } = result;
  const placements = balanceScattered(problem, best.plan.placements);
  if (placements === best.plan.placements) return result;
  const plan = { ...best.plan, placements };
  const finished = { ...best, plan, measures: measurePlan(problem, plan) };
  return { best: finished, approaches: result.approaches.map((a) => (a === best ? finished : a)) };
}
