import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import type { WorkMeter } from '../../search/budget.js';
import { loadVoidShare, VOID_PCT } from '../../reports/pack-checks-voids.js';
import { positionLoad } from './balance.js';
import { greedy } from './beam-search.js';
import { unitsPerColumn, type Cargo } from './cargo.js';
import { reseatHeld } from './held-reseat.js';
import { lowerColumns } from './lower-columns.js';
import type { SearchContext, StowStyle } from './moves.js';
import { blocksWithin, toPlacements } from './search-context.js';
import { SearchState } from './search-state.js';
import { buildSectionStow } from './section-stow.js';
import { settleColumns } from './settle-columns.js';
import { buildShortStow } from './short-stow.js';
import { betterStow, measureStow, type StowMeasure } from './stow-objective.js';
import { CAP_STEP } from './wall-stack.js';
import { buildWallStow } from './wall-stow.js';

/**
 * The moves of the stow search (stow-search.ts): each proposes one complete stow of every unit,
 * either built anew from the cargo (a construction, one step per ceiling or style) or rebuilt
 * from a stow the search holds (a repair). The search positions and measures what a move
 * proposes and keeps it only when the stow objective ranks it better, so a move never needs to
 * be right, only sometimes useful; `applies` says when a move can change the answer (a repair of
 * free-standing columns on a stow that has none cannot).
 */

/** A complete stow, positioned for balance, with its stow measure. */
export interface Stow {
  readonly boxes: Placement[];
  readonly measure: StowMeasure;
}

/** What a move reads: the incumbent and the balanced candidate with the smallest envelope seen. */
export interface StowView {
  readonly problem: Problem;
  readonly ctx: SearchContext;
  readonly best: Stow;
  readonly compact: Stow | null;
}

export interface StowMove {
  readonly name: string;
  /** Priority: a move proposes only in a round where no move of a lower tier has anything to propose. */
  readonly tier: number;
  /** Constructions: proposals, one per turn, then the move is spent. Repairs: unbounded (see `source`). */
  readonly steps: number;
  /** Repairs only: the stow repaired; the move proposes again only when this is another stow. */
  readonly source?: (v: StowView) => Stow | null;
  applies(v: StowView): boolean;
  propose(v: StowView, step: number): Placement[] | null;
  /** True once the move has nothing more worth proposing (checked before each turn). */
  readonly spent?: () => boolean;
}

/** Ceilings (shares of the internal height) the constructions build under: full height first. */
export const CEILINGS: readonly number[] = [1, 0.7, 0.6, 0.5, 0.4, 0.3];

/** Block-building styles and ceilings of the greedy variants: full height first (they share the volume search's blocks). */
const VARIANTS: readonly { readonly style: StowStyle; readonly heightShare: number }[] = [
  { style: { walls: true, heavyLow: true }, heightShare: 1 },
  { style: { walls: false, heavyLow: true }, heightShare: 1 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.7 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.45 },
  { style: { walls: true, heavyLow: true }, heightShare: 0.3 },
];

/** Seats per column top the wider settling measures (settle-columns.ts measures 6). */
const WIDE_SEATS = 24;

const hasColumn = (v: StowView) => v.best.measure.freeStanding > 0;
const ceiling = (ctx: SearchContext, step: number) => Math.floor(ctx.cargo.H * CEILINGS[step]);

/**
 * The moves, in tiers (0: constructions that always compete; 1: constructions against a
 * free-standing column; 2: the compact candidate settled, greedy block stows; 3: repairs of the
 * incumbent) and, within a tier, in the order of a round:
 * - section stows (section-stow.ts): full-width slabs stacked into sections, heavy low, then dense low;
 * - wall stows (wall-stow.ts): rows of level stacks from the front wall under each ceiling, caps up
 *   to CAP_STEP narrower than their stacks, then caps flush (no gap between tops to fill);
 * - short stows (short-stow.ts): block building in the shortest container that holds every unit;
 * - while the incumbent has a free-standing column: held wall stows (rows built low enough never
 *   to tip, ordered so each stands between rows that hold it), and one-high held wall stows
 *   (cartons that tip even alone stand one high), the latter settled and re-seated as one move;
 * - a repair: the compact candidate (balanced, smallest envelope) settled (settle-columns.ts)
 *   while it has a column and is tighter than the incumbent;
 * - while the incumbent is unbalanced or has a column: greedy block stows with heavy kept low
 *   (walls from the back, or the volume search's own construction) under lower ceilings;
 * - repairs of the incumbent while a column stands free: settled, settled wider and re-seated
 *   where held (held-reseat.ts); its tall stacks lowered, their top cartons set on the floor at
 *   an end (lower-columns.ts).
 */
export function stowMoves(problem: Problem, ctx: SearchContext): StowMove[] {
  const { cargo, meter } = ctx;
  const door = problem.space.door;
  const walls = !cargo.phases.some((p) => p.group !== -1);
  let oneHighHeld = false;
  const always = () => true;
  return [
    {
      name: 'section',
      tier: 0,
      steps: 2,
      applies: always,
      propose: (_, step) => buildSectionStow(cargo, door, cargo.H, meter, step === 1),
    },
    {
      name: 'wall',
      tier: 0,
      steps: CEILINGS.length,
      applies: always,
      propose: (_, step) => buildWallStow(problem, cargo, ceiling(ctx, step), meter),
    },
    {
      name: 'wall-flush',
      tier: 0,
      steps: CEILINGS.length,
      applies: always,
      propose: (_, step) => buildWallStow(problem, cargo, ceiling(ctx, step), meter, 0),
    },
    {
      name: 'short',
      tier: 0,
      steps: CEILINGS.length,
      applies: always,
      propose: (_, step) => buildShortStow(ctx, ceiling(ctx, step)),
    },
    {
      name: 'held-wall',
      tier: 1,
      steps: CEILINGS.length,
      applies: hasColumn,
      propose: (_, step) => buildWallStow(problem, cargo, ceiling(ctx, step), meter, CAP_STEP, true),
    },
    {
      name: 'one-high-wall',
      tier: 1,
      steps: walls ? CEILINGS.length : 0,
      applies: hasColumn,
      spent: () => oneHighHeld,
      propose: (_, step) => {
        const built = buildWallStow(problem, cargo, ceiling(ctx, step), meter, CAP_STEP, true, true);
        if (!built) return null;
        const positioned = positionLoad(problem, built);
        // a one-high wall with no column ends this move; one with columns is only worth its repair
        if (measureStow(problem, positioned).freeStanding === 0) {
          oneHighHeld = true;
          return positioned;
        }
        return settleAndReseat(problem, positioned, meter);
      },
    },
    {
      name: 'settle-compact',
      tier: 2,
      steps: Number.POSITIVE_INFINITY,
      source: (v) => v.compact,
      applies: (v) =>
        v.compact !== null &&
        v.compact.measure.freeStanding > 0 &&
        v.compact.measure.envelope < v.best.measure.envelope,
      propose: (v) => settleColumns(problem, (v.compact as Stow).boxes, meter),
    },
    {
      name: 'block-variant',
      tier: 2,
      steps: VARIANTS.length,
      applies: (v) => v.best.measure.balance > 0 || hasColumn(v),
      propose: (_, step) => buildVariant(ctx, VARIANTS[step].style, VARIANTS[step].heightShare),
    },
    {
      name: 'settle-reseat',
      tier: 3,
      steps: Number.POSITIVE_INFINITY,
      source: (v) => v.best,
      applies: hasColumn,
      propose: (v) => settleAndReseat(problem, v.best.boxes, meter),
    },
    {
      name: 'lower-columns',
      tier: 3,
      steps: Number.POSITIVE_INFINITY,
      source: (v) => v.best,
      applies: hasColumn,
      propose: (v) =>
        lowerColumns(
          problem,
          v.best.boxes,
          meter,
          problem.items.map((_, i) => unitsPerColumn(cargo, i)),
        ),
    },
  ];
}

/** The columns of `boxes` settled, settled wider, then re-seated where held (each step kept only when the stow measures better). */
function settleAndReseat(problem: Problem, boxes: Placement[], meter: WorkMeter): Placement[] {
  const settled = settleColumns(problem, boxes, meter);
  const kept = keepsTightStow(problem, boxes, settled) ? settled : boxes;
  // a column no settling move holds (a carton that tips even alone) has its whole stack set down where it is held
  return reseatHeld(problem, settleWider(problem, kept, meter), meter);
}

/**
 * When columns still stand free after the settling, a second settling that measures WIDE_SEATS
 * seats per column instead of a few: the best-ranked seats are often all on tall plateaus, and
 * a column's top box finds a held seat further down the ranking. Kept only when the stow
 * measures better and stays tight.
 */
function settleWider(problem: Problem, boxes: Placement[], meter: WorkMeter): Placement[] {
  if (meter.exhausted) return boxes;
  const before = measureStow(problem, boxes);
  if (before.freeStanding === 0) return boxes;
  const wider = settleColumns(problem, boxes, meter, WIDE_SEATS);
  return betterStow(measureStow(problem, wider), before) && keepsTightStow(problem, boxes, wider) ? wider : boxes;
}

/** False when settling turned a stow LOAD_VOIDS passes into one it warns on (spreading boxes can open gaps). */
function keepsTightStow(problem: Problem, before: readonly Placement[], after: readonly Placement[]): boolean {
  const itemOf = (boxes: readonly Placement[]) => boxes.map((b) => problem.items[b.item]);
  const share = (boxes: readonly Placement[]) => loadVoidShare(boxes, itemOf(boxes), problem.space.w).share;
  return share(after) <= VOID_PCT || share(before) > VOID_PCT;
}

/** A greedy stow in the style under a lower ceiling, or null when it cannot hold every unit or the budget ran out. */
function buildVariant(ctx: SearchContext, style: StowStyle, heightShare: number): Placement[] | null {
  const cargo = ctx.cargo;
  const H = Math.floor(cargo.H * heightShare);
  if (cargo.qty.some((q, i) => q > 0 && !cargo.shapes[i].some((sh) => sh.dy <= H))) return null;
  const blocks = H < cargo.H ? blocksWithin(ctx, cargo.L, H) : ctx.blocks;
  const low: Cargo = H < cargo.H ? { ...cargo, H } : cargo;
  const state = greedy({ ...ctx, cargo: low, blocks, style }, new SearchState(low));
  return state ? toPlacements(state) : null;
}
