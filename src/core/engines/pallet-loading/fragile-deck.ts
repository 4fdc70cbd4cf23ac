/**
 * Fragile deck: a repair for loads whose only cartons left out are fragile (maxStack 0).
 *
 * Optimises: cartons placed, then loaded height, as the pallet ranking does.
 * Method: the approaches load fragile cartons last, onto the tops of the others. A light load
 * built as full-deck layers can end with no flat top as wide as a fragile base, and then a
 * carton is left out of a pallet that is mostly air (a stub pallet for one carton). On the deck a
 * fragile carton needs no top at all. Up to three plans put the cartons left out on the deck first:
 * - "corner": they go in a corner, and the other cartons follow around them by extreme points
 *   in every carton order (extreme-point-approach.ts); cheap, the only one order-plan runs;
 * - "middle": they stand in a row across the middle of the deck (the row's direction that
 *   leaves the larger rest), and the other cartons are dealt out evenly to both sides, each
 *   side loaded by the three approaches (balanced by symmetry);
 * - "edge": the row stands along one edge and one load by the three approaches fills the rest.
 * Cartons a side leaves out then go in by extreme points, beside the row or on top.
 * They run only when the room lost above the deck cartons still leaves the pallet's volume for
 * the whole load (a necessary condition), so full pallets, where they cannot help, skip them.
 * Limits: greedy; only the cartons left out go on the deck, in their lowest stance.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Shape } from '../../model/item.js';
import type { Placement, Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import type { SolveOptions } from '../engine.js';
import { centreCog } from './cog-centering.js';
import { solveExtremePoints } from './extreme-point-approach.js';
import { extremePointsFor, placeCartons } from './extreme-point-placer.js';
import { LoadState } from './load-state.js';
import { buildOrder, planOf } from './pallet-plan.js';

export const FRAGILE_DECK_NAME = 'fragile-deck';

/** Loads a problem with the pallet approaches (index.ts passes its own, so this file needs no cycle). */
export type LoadRest = (rest: Problem) => Plan;

/** The cartons `plan` leaves out, one item index per carton. */
const leftOut = (plan: Plan): number[] => plan.unplaced.flatMap((u) => Array.from({ length: u.qty }, () => u.item));

const lowestStance = (shapes: readonly Shape[]): number => Math.min(...shapes.map((s) => s.dy));

/** True when the load, plus the room above `deck` cartons standing on the deck in their lowest stance, fits the pallet's volume. */
export function deckRoomFor(problem: Problem, deck: readonly number[]): boolean {
  const { l, w, h } = problem.space;
  let volume = problem.items.reduce((v, it) => v + it.l * it.w * it.h * it.qty, 0);
  for (const item of deck) {
    const it = problem.items[item];
    const lowest = lowestStance(allowedShapes(it));
    volume += ((it.l * it.w * it.h) / lowest) * (h - lowest);
  }
  return volume <= l * w * h;
}

/** Which plans the repair builds: all three, or the corner plan only (no further approach runs). */
export type DeckPlans = 'all' | 'corner';

/**
 * Plans with `plan`'s fragile cartons left out placed on the deck first ("corner", then with
 * `all` "middle" and "edge" when a row fits), or none when the room test says they cannot fit.
 */
export function fragileDeckPlans(
  problem: Problem,
  plan: Plan,
  options: SolveOptions,
  loadRest: LoadRest,
  plans: DeckPlans = 'all',
): Plan[] {
  const deck = leftOut(plan);
  if (!deckRoomFor(problem, deck)) return [];
  const built = solveExtremePoints(problem, options, undefined, deck);
  const corner = { ...built, stats: { ...built.stats, engine: `${FRAGILE_DECK_NAME}/corner/${built.stats.engine}` } };
  const row = plans === 'all' ? widestRest(problem, deck) : null;
  if (!row) return [corner];
  const strips = [
    stripPlan(problem, deck, row, options, loadRest, true),
    stripPlan(problem, deck, row, options, loadRest, false),
  ];
  return [corner, ...strips.filter((p): p is Plan => p !== null)];
}

/** A row of deck cartons along one edge: each in its lowest stance, turned to the least depth across the row. */
interface Row {
  readonly alongX: boolean;
  readonly shapes: readonly Shape[];
  readonly depth: number;
}

/** The row along x (at z = 0) or along z (at x = 0), or null when it is longer than that edge. */
function rowOf(problem: Problem, deck: readonly number[], alongX: boolean): Row | null {
  const shapes = deck.map((item) => {
    const all = allowedShapes(problem.items[item]);
    const low = lowestStance(all);
    return all.filter((s) => s.dy === low).reduce((a, b) => ((alongX ? b.dz < a.dz : b.dx < a.dx) ? b : a));
  });
  const run = shapes.reduce((s, x) => s + (alongX ? x.dx : x.dz), 0);
  const depth = Math.max(...shapes.map((x) => (alongX ? x.dz : x.dx)));
  return run <= (alongX ? problem.space.l : problem.space.w) ? { alongX, shapes, depth } : null;
}

/** The rest of the deck beside `row`: its area. */
const restArea = (problem: Problem, row: Row): number =>
  row.alongX ? problem.space.l * (problem.space.w - row.depth) : (problem.space.l - row.depth) * problem.space.w;

/** The row that leaves the larger rest of the deck (along z on a tie), or null when no row fits. */
function widestRest(problem: Problem, deck: readonly number[]): Row | null {
  const rows = [rowOf(problem, deck, false), rowOf(problem, deck, true)].filter((r): r is Row => r !== null);
  return rows.length === 0 ? null : rows.reduce((a, b) => (restArea(problem, b) > restArea(problem, a) ? b : a));
}

/** The "middle" (`middle`) or "edge" plan on `row`, or null when a deck carton does not stand there. */
function stripPlan(
  problem: Problem,
  deck: readonly number[],
  row: Row,
  options: SolveOptions,
  loadRest: LoadRest,
  middle: boolean,
): Plan | null {
  const left = problem.items.map((it) => it.qty);
  for (const item of deck) left[item]--;
  const deckWeight = deck.reduce((s, item) => s + problem.items[item].weight, 0);
  const { l, w, maxWeight } = problem.space;
  const across = row.alongX ? w : l;
  const sides = middle ? sideShares(left) : [left];
  const sideDepth = middle ? Math.floor((across - row.depth) / 2) : across - row.depth;
  const rowAt = middle ? sideDepth : 0;
  const state = new LoadState(problem);
  let at = 0;
  for (let k = 0; k < deck.length; k++) {
    const s = row.shapes[k];
    if (
      !state.place({
        item: deck[k],
        x: row.alongX ? at : rowAt,
        y: 0,
        z: row.alongX ? rowAt : at,
        dx: s.dx,
        dy: s.dy,
        dz: s.dz,
      })
    )
      return null;
    at += row.alongX ? s.dx : s.dz;
  }
  const out: number[] = [];
  let work = 0;
  const engines: string[] = [];
  sides.forEach((qty, side) => {
    const weight = maxWeight === null ? null : (maxWeight - deckWeight) * (middle ? 0.5 : 1);
    const space = { ...problem.space, l: row.alongX ? l : sideDepth, w: row.alongX ? sideDepth : w, maxWeight: weight };
    const rest = loadRest({ space, items: problem.items.map((it, i) => ({ ...it, qty: qty[i] })) });
    work += rest.stats.work;
    engines.push(rest.stats.engine);
    out.push(...leftOut(rest));
    // The first side stands before the row (middle) or after it (edge); the second after it.
    const offset = middle && side === 0 ? 0 : middle ? across - sideDepth : row.depth;
    const shift = (p: Placement): Placement => ({
      ...p,
      x: row.alongX ? p.x : p.x + offset,
      z: row.alongX ? p.z + offset : p.z,
    });
    for (const p of buildOrder(rest.placements)) if (!state.place(shift(p))) out.push(p.item);
  });
  const meter = new WorkMeter(options.budget);
  const still = placeCartons(
    state,
    extremePointsFor(state),
    out,
    problem.items.map((it) => allowedShapes(it)),
    meter,
  );
  centreCog(state, meter);
  const built = planOf(state, still, `${FRAGILE_DECK_NAME}/${middle ? 'middle' : 'edge'}/${engines.join('+')}`, meter);
  return { ...built, stats: { ...built.stats, work: work + meter.used } };
}

/** Each SKU's cartons dealt out to two sides, the odd carton alternating between them. */
function sideShares(qty: readonly number[]): number[][] {
  const a: number[] = [];
  const b: number[] = [];
  let odd = 0;
  for (const q of qty) {
    const half = Math.floor(q / 2) + (q % 2 === 1 && odd++ % 2 === 0 ? 1 : 0);
    a.push(half);
    b.push(q - half);
  }
  return [a, b];
}
