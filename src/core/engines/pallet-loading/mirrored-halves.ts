/**
 * Balance by construction for a pallet whose centre of gravity would make COG_OFFSET warn and
 * whose load no rigid move can fix (one block spanning the deck, heavy on one side).
 *
 * Optimises: the CoG offset from the deck centre, within ±COG_WARN_PCT, keeping every
 * carton the plan placed.
 * Method: the cartons are split into two halves of about equal weight (per SKU, heaviest SKU
 * first, an odd carton going to the lighter half), each half is loaded on half the deck by the
 * caller's loader, and the second half is turned 180° about the vertical axis through the deck
 * centre. Two equal halves so placed are point-symmetric, so the CoG lands at the centre
 * whatever each half's own layout; two near-equal halves land near it. The split across the
 * longer side is tried first (squarer half decks pack better), then the other.
 * The few cartons a half deck cannot take (a fragile carton that finds no free top there, one
 * carton too many for its width) are then tried in the gaps and on the tops of the whole load;
 * a half that leaves out more than a few is given up at once.
 * The plan is kept only when every carton has a place, the whole passes the plan checker, and
 * its CoG is within the limit. Costs height: half decks pack less densely, so the
 * load stands taller (still under the pallet's height limit).
 * Limits: fails on near-full pallets (a half deck cannot take half the load) and on loads of
 * one carton.
 */
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement, Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { COG_WARN_PCT } from '../../objectives/pallet-thresholds.js';
import { ITEM_ORDERS } from './item-orders.js';
import { shiftLoadToCentre } from './load-shift.js';
import { buildOrder } from './pallet-plan.js';
import { withQuantities } from './pallet-problem.js';
import { largerOffsetPct } from './scattered-balance.js';
import { topUp } from './top-up.js';

export const MIRRORED_HALVES_NAME = 'mirrored-halves';

export interface MirroredHalves {
  readonly placements: readonly Placement[];
  /** The two half loads' work, in their engines' units. */
  readonly work: number;
}

/** The placed cartons re-loaded as two mirrored halves, or null when the CoG is within the limit already or no split gives a complete, valid, centred plan. */
export function mirroredHalves(
  problem: Problem,
  placements: readonly Placement[],
  load: (half: Problem) => Plan,
): MirroredHalves | null {
  if (placements.length < 2 || largerOffsetPct(problem, placements) <= COG_WARN_PCT) return null;
  const qty = problem.items.map(() => 0);
  for (const p of placements) qty[p.item]++;
  const [a, b] = halvesOf(problem, qty);
  const { l, w } = problem.space;
  let work = 0;
  for (const axis of l >= w ? (['x', 'z'] as const) : (['z', 'x'] as const)) {
    const half: Problem = {
      items: problem.items,
      space: {
        ...problem.space,
        l: axis === 'x' ? Math.floor(l / 2) : l,
        w: axis === 'z' ? Math.floor(w / 2) : w,
        maxWeight: null,
      },
    };
    const first = load(withQuantities(half, a));
    work += first.stats.work;
    if (!few(first)) continue;
    const second = load(withQuantities(half, b));
    work += second.stats.work;
    if (!few(second)) continue;
    const turned = second.placements.map((p) => ({ ...p, x: l - p.x - p.dx, z: w - p.z - p.dz }));
    const left = problem.items.map(() => 0);
    for (const u of [...first.unplaced, ...second.unplaced]) left[u.item] += u.qty;
    const both = [...first.placements, ...turned];
    // The few cartons a half deck could not take, tried in the gaps and on the tops of the whole load.
    const filled = left.some((q) => q > 0)
      ? topUp(problem, both, left, INSERTION_WORK, [ITEM_ORDERS[0]])
      : { placements: both, left: [], work: 0 };
    work += filled?.work ?? 0;
    if (!filled || filled.left.length > 0) continue;
    const built = buildOrder(shiftLoadToCentre(problem, filled.placements));
    if (largerOffsetPct(problem, built) <= COG_WARN_PCT && checkPlan(problem, built).length === 0)
      return { placements: built, work };
  }
  return null;
}

/** A half load leaving out more than this share of its cartons (and more than two) is given up: insertion places only a few. */
const FEW_LEFT = 0.1;

function few(plan: Plan): boolean {
  const left = plan.unplaced.reduce((s, u) => s + u.qty, 0);
  return left <= Math.max(2, FEW_LEFT * (left + plan.placements.length));
}

/** Box-pair tests for the cartons a half deck could not take, tried on the whole deck. */
const INSERTION_WORK = 100_000;

/** Per SKU, the cartons in two halves of about equal weight: heaviest SKU first, an odd carton to the lighter half so far. */
export function halvesOf(problem: Problem, qty: readonly number[]): [number[], number[]] {
  const a = qty.map(() => 0);
  const b = qty.map(() => 0);
  let wa = 0;
  let wb = 0;
  const order = qty.map((_, i) => i).sort((i, j) => problem.items[j].weight - problem.items[i].weight || i - j);
  for (const i of order) {
    const small = Math.floor(qty[i] / 2);
    const big = qty[i] - small;
    [a[i], b[i]] = wa <= wb ? [big, small] : [small, big];
    wa += a[i] * problem.items[i].weight;
    wb += b[i] * problem.items[i].weight;
  }
  return [a, b];
}
