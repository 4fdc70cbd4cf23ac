import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import type { WorkMeter } from '../../search/budget.js';
import { positionLoad } from './balance.js';
import { greedy } from './beam-search.js';
import { prepareCargo } from './cargo.js';
import { simpleContext, toPlacements, type ContainerTuning } from './search-context.js';
import type { StowStyle } from './moves.js';
import { SearchState } from './search-state.js';
import { betterStow, measureStow } from './stow-objective.js';

/**
 * The second objective, once everything is placed: more complete stows are built greedily,
 * within the same work budget, and the best by stow-objective.ts is kept (the volume plan
 * is the first candidate, so nothing placed is ever given up). Variants:
 * - walls across the width from the back, heavy units kept under light ones, under the
 *   full height and under lower ceilings (a lower stow is longer but has no tall columns);
 * - the volume search's own construction with heavy kept low.
 * Every candidate is positioned for balance (balance.ts) before it is measured.
 */

interface StowVariant {
  readonly style: StowStyle;
  /** Share of the internal height the variant may use. */
  readonly heightShare: number;
}

const VARIANTS: readonly StowVariant[] = [
  { style: { walls: true, heavyLow: true }, heightShare: 1 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.7 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.45 },
  { style: { walls: false, heavyLow: true }, heightShare: 1 },
];

/** Work charged per box measured (contacts, columns, balance). */
const MEASURE_WORK = 40;

export function chooseStow(problem: Problem, volumePlan: readonly Placement[], meter: WorkMeter, tuning: ContainerTuning): Placement[] {
  let best = positionLoad(problem, volumePlan);
  let bestMeasure = measureStow(problem, best);
  const units = problem.items.reduce((s, it) => s + it.qty, 0);
  for (const v of VARIANTS) {
    if (meter.exhausted) break;
    const built = buildVariant(problem, v, meter, tuning);
    meter.spend(MEASURE_WORK * units);
    if (!built || built.length !== units) continue;
    const positioned = positionLoad(problem, built);
    const m = measureStow(problem, positioned);
    if (betterStow(m, bestMeasure)) { best = positioned; bestMeasure = m; }
  }
  return best;
}

/** A greedy stow in the variant's style and height, or null when the budget ran out. */
function buildVariant(problem: Problem, v: StowVariant, meter: WorkMeter, tuning: ContainerTuning): Placement[] | null {
  const h = Math.floor(problem.space.h * v.heightShare);
  const cargo = prepareCargo({ ...problem, space: { ...problem.space, h } });
  if (cargo.excluded.some((e) => e !== null) || cargo.payloadCut.some((c) => c > 0)) return null;
  const ctx = simpleContext(cargo, meter, tuning, v.style);
  const state = greedy(ctx, new SearchState(cargo));
  return state ? toPlacements(state) : null;
}
