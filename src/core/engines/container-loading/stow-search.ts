import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { positionLoad } from './balance.js';
import { greedy } from './beam-search.js';
import { BlockIndex } from './block-index.js';
import type { Cargo } from './cargo.js';
import type { SearchContext, StowStyle } from './moves.js';
import { INDEX_WORK, phaseShapes, toPlacements } from './search-context.js';
import { SearchState } from './search-state.js';
import { loadVoidShare, VOID_PCT } from '../../reports/pack-checks-voids.js';
import { settleColumns } from './settle-columns.js';
import { betterStow, measureStow } from './stow-objective.js';
import { buildWallStow } from './wall-stow.js';

/**
 * The second objective, once everything is placed: more complete stows are built greedily,
 * within the same work budget, and the best by stow-objective.ts is kept (the volume plan
 * is the first candidate, so nothing placed is ever given up). Variants:
 * - walls across the width from the back, heavy units kept under light ones, under the
 *   full height and under lower ceilings (a lower stow is longer but has no tall columns);
 * - the volume search's own construction with heavy kept low.
 * The variants reuse the volume search's simple blocks (those low enough for the ceiling).
 * Every candidate is positioned for balance (balance.ts) before it is measured; the kept
 * stow's free-standing columns are then settled (settle-columns.ts).
 */

interface StowVariant {
  readonly style: StowStyle;
  /** Share of the internal height the variant may use. */
  readonly heightShare: number;
}

/** Full-height variants first: they share the volume search's blocks as they are. */
const VARIANTS: readonly StowVariant[] = [
  { style: { walls: true, heavyLow: true }, heightShare: 1 },
  { style: { walls: false, heavyLow: true }, heightShare: 1 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.7 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.45 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.3 },
];

/** Ceilings (shares of the internal height) of the wall stows (wall-stow.ts): full height first. */
const WALL_HEIGHTS: readonly number[] = [1, 0.85, 0.7, 0.6, 0.5, 0.4];

/** Work charged per box measured (contacts, columns, balance). */
const MEASURE_WORK = 40;

/** `ctx` is the volume search's simple-block context; `volumePlan` places every unit. */
export function chooseStow(problem: Problem, ctx: SearchContext, volumePlan: readonly Placement[]): Placement[] {
  let best = positionLoad(problem, volumePlan);
  let bestMeasure = measureStow(problem, best);
  const units = volumePlan.length;
  for (const v of VARIANTS) {
    if (ctx.meter.exhausted) break;
    const built = buildVariant(ctx, v);
    ctx.meter.spend(MEASURE_WORK * units);
    if (!built || built.length !== units) continue;
    const positioned = positionLoad(problem, built);
    const m = measureStow(problem, positioned);
    if (betterStow(m, bestMeasure)) { best = positioned; bestMeasure = m; }
  }
  for (const share of WALL_HEIGHTS) {
    if (ctx.meter.exhausted) break;
    const built = buildWallStow(problem, ctx.cargo, Math.floor(ctx.cargo.H * share), ctx.meter);
    ctx.meter.spend(MEASURE_WORK * units);
    if (!built || built.length !== units) continue;
    const positioned = positionLoad(problem, built);
    const m = measureStow(problem, positioned);
    if (betterStow(m, bestMeasure)) { best = positioned; bestMeasure = m; }
  }
  const settled = settleColumns(problem, best, ctx.meter);
  return keepsTightStow(problem, best, settled) ? settled : best;
}

/** False when settling turned a stow LOAD_VOIDS passes into one it warns on (spreading boxes can open gaps). */
function keepsTightStow(problem: Problem, before: readonly Placement[], after: readonly Placement[]): boolean {
  const itemOf = (boxes: readonly Placement[]) => boxes.map((b) => problem.items[b.item]);
  const share = (boxes: readonly Placement[]) => loadVoidShare(boxes, itemOf(boxes), problem.space.w).share;
  return share(after) <= VOID_PCT || share(before) > VOID_PCT;
}

/** A greedy stow in the variant's style under a lower ceiling, or null when it cannot hold every unit or the budget ran out. */
function buildVariant(ctx: SearchContext, v: StowVariant): Placement[] | null {
  const cargo = ctx.cargo;
  const H = Math.floor(cargo.H * v.heightShare);
  if (cargo.qty.some((q, i) => q > 0 && !cargo.shapes[i].some((sh) => sh.dy <= H))) return null;
  let blocks = ctx.blocks;
  if (H < cargo.H) {
    blocks = ctx.blocks.map((index, p) => new BlockIndex(index.list.filter((b) => b.dy <= H), phaseShapes(cargo)[p].filter((sh) => sh.dy <= H)));
    ctx.meter.spend(INDEX_WORK * blocks.reduce((n, b) => n + b.list.length, 0));
  }
  const low: Cargo = H < cargo.H ? { ...cargo, H } : cargo;
  const state = greedy({ ...ctx, cargo: low, blocks, style: v.style }, new SearchState(low));
  return state ? toPlacements(state) : null;
}
