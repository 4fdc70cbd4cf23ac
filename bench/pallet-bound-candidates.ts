/**
 * Offline prototype (issue 11, bound side, session 5): candidate pallet lower bounds beside
 * today's `palletLowerBound`, per order of a bench:pallet set, to see which would raise a
 * bound before any is built into the service. Every value printed is a valid fractional
 * lower bound on the pallet count (its ceiling is the integer bound it would give):
 *
 * - `x`, `y`, `z`: the bar bound along one axis (lines along it; each carton in any allowed
 *   stance; bound-candidates/coupled-bars.ts with one axis);
 * - `xyz`: the coupled bar bound, lines along all three axes with one stance per carton;
 * - `plane`: bars inside horizontal planes (the level bound's planes and charges, with line
 *   patterns across the deck instead of its area; bound-candidates/plane-bars.ts), best over
 *   plane sets and both line directions;
 * - `large`: the share of the cargo volume in cartons over half the pallet in two dimensions
 *   in every stance, the only cartons Martello-Pisinger-Vigo / Boschetti L2-type bounds add
 *   anything for (0 means those bounds reduce to the volume bound here).
 *
 * `lb` is today's bound, `vol` the cargo over the full pallet volume; `RAISE` marks a
 * candidate whose ceiling exceeds `lb`. CPU is for the coupled bound with early stopping at
 * `lb` (as it would run inside palletLowerBound).
 * Usage: npx tsx bench/pallet-bound-candidates.ts [--seed 1] [--orders 60] [--only 1056] [--planes 0]
 * (--seed 1001 gives the held-out set 2001-2060; --planes 0 skips the plane bars).
 */
import { allowedShapes } from '../src/core/geometry/orientation.js';
import { palletLowerBound } from '../src/core/engines/order-allocation/index.js';
import { planeSets, planesMet } from '../src/core/engines/order-allocation/pallet-level-bounds.js';
import type { ItemType, Shape } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { generateOrder, palletName } from './pallet-orders.js';
import { argOf } from './bench-support.js';
import { barBoundValue } from './bound-candidates/coupled-bars.js';
import { barBound as planeBar, type BarItem } from './bound-candidates/plane-bars.js';

const arg = (name: string, fallback: number) => argOf(process.argv, name, fallback);
const SEED = arg('seed', 1);
const ONLY = arg('only', -1);
const ORDERS = arg('orders', 60);
const PLANES = arg('planes', 1) !== 0;
const GRID = 10;

const fits = (problem: Problem, it: ItemType) =>
  allowedShapes(it).filter((s) => s.dx <= problem.space.l && s.dz <= problem.space.w && s.dy <= problem.space.h);

/** Best plane-bar bound over the level bound's plane sets, lines along x and along z. */
function planeBars(problem: Problem): number {
  const { l: L, w: W, h: H } = problem.space;
  let best = 0;
  for (const planes of planeSets(H)) {
    for (const alongX of [true, false]) {
      const cap = planes.length * (alongX ? W : L);
      const items: BarItem[] = problem.items.flatMap((it) => {
        const shapes = fits(problem, it);
        if (it.qty <= 0 || shapes.length === 0) return [];
        const cover = new Map<number, number>();
        for (const s of shapes) {
          const charge = planesMet(planes, H, s.dy, it.maxStack === 0) * s.dx * s.dz;
          if (charge === 0) return []; // a stance that meets no plane: the carton need not be counted
          const e = alongX ? s.dx : s.dz;
          cover.set(e, Math.max(cover.get(e) ?? 0, cap / charge));
        }
        return [{ qty: it.qty, classes: [...cover].map(([extent, coverPerLength]) => ({ extent, coverPerLength })) }];
      });
      if (items.length > 0) best = Math.max(best, planeBar(items, alongX ? L : W, GRID, 100).bound);
    }
  }
  return best;
}

/** Cargo volume share of cartons over half the pallet in at least two dimensions in every stance. */
function largeShare(problem: Problem): number {
  const { l: L, w: W, h: H } = problem.space;
  let large = 0;
  let all = 0;
  for (const it of problem.items) {
    const shapes = fits(problem, it);
    if (shapes.length === 0) continue;
    const v = it.l * it.w * it.h * it.qty;
    all += v;
    const over = (s: Shape) => Number(2 * s.dx > L) + Number(2 * s.dy > H) + Number(2 * s.dz > W);
    if (shapes.every((s) => over(s) >= 2)) large += v;
  }
  return all > 0 ? large / all : 0;
}

for (let s = 0; s < ORDERS; s++) {
  const seed = SEED + 1000 + s;
  if (ONLY >= 0 && seed !== ONLY) continue;
  const order = generateOrder(seed);
  const { problem } = mapPalletRequest(order);
  const { l: L, w: W, h: H } = problem.space;
  const lb = palletLowerBound(problem).value;
  const loadable = problem.items.filter(
    (it) =>
      it.qty > 0 &&
      fits(problem, it).length > 0 &&
      (problem.space.maxWeight === null || it.weight <= problem.space.maxWeight),
  );
  const vol = loadable.reduce((v, it) => v + it.l * it.w * it.h * it.qty, 0) / (L * W * H);
  const values: [string, number][] = [0, 1, 2].map((a) => [
    'xyz'[a],
    barBoundValue(problem.space, loadable, { axes: [a], maxRounds: 200 }).bound,
  ]);
  values.push(['xyz', barBoundValue(problem.space, loadable, { maxRounds: 200 }).bound]);
  if (PLANES) values.push(['plane', planeBars(problem)]);
  const t = process.cpuUsage();
  barBoundValue(problem.space, loadable, { known: lb });
  const u = process.cpuUsage(t);
  const raise = values.filter(([, v]) => Math.ceil(v * (1 - 1e-9)) > lb).map(([name]) => name);
  console.log(
    `${seed} ${palletName(order)} lb ${lb} vol ${vol.toFixed(3)} | ${values.map(([n, v]) => `${n} ${v.toFixed(3)}`).join(' ')} | large ${largeShare(problem).toFixed(2)} | ${((u.user + u.system) / 1000).toFixed(1)} ms${raise.length > 0 ? ` RAISE ${raise.join(',')}` : ''}`,
  );
}
