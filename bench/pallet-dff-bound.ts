/**
 * Offline prototype (issue 11, bound side, session 9): the level bound's planes with
 * dual-feasible functions instead of plain area, per order of a bench:pallet set; prints the
 * orders where it would raise today's `palletLowerBound`.
 *
 * On one horizontal plane the crossing cartons and the fragile cartons below it have disjoint
 * footprints (pallet-level-bounds.ts), a 2D packing in the deck normalised to conic sums. For
 * dual-feasible functions f, g (Fekete & Schepers 2004: identity, u^(k), U^(ε), φ^(ε)) every
 * 2D packing in an L × W rectangle has Σ f(dx / L) · g(dz / W) ≤ 1, so over a plane set each
 * carton is charged its planes met times that product (least over its stances), and the sum
 * over the order divided by the planes is a valid bound on the pallet count.
 * Usage: npx tsx bench/pallet-dff-bound.ts [--seed 1001] [--orders 60] (orders seed … seed + 59)
 */
import { largestConicSum, palletLowerBound } from '../src/core/engines/order-allocation/index.js';
import { planeSets, planesMet } from '../src/core/engines/order-allocation/pallet-level-bounds.js';
import { allowedShapes } from '../src/core/geometry/orientation.js';
import { mapPalletRequest } from '../src/http/mappers/pallet-request.js';
import { argOf } from './bench-support.js';
import { generateOrder } from './pallet-orders.js';

type Dff = (a: number) => number;
interface Charged {
  readonly qty: number;
  readonly stances: readonly { dx: number; dz: number; met: number }[];
}

/** Dual-feasible functions on lengths of a side C, their thresholds from the cartons' sides. */
function dffs(C: number, sides: readonly number[]): Dff[] {
  const out: Dff[] = [(a) => a / C];
  for (let k = 1; k <= 6; k++) out.push((a) => ((a * (k + 1)) % C === 0 ? a / C : Math.floor(((k + 1) * a) / C) / k));
  for (const e of new Set(sides.filter((s) => 2 * s <= C))) {
    out.push((a) => (a > C - e ? 1 : a < e ? 0 : a / C));
    const m = Math.floor(C / e);
    out.push((a) => (2 * a > C ? 1 - Math.floor((C - a) / e) / m : a >= e ? 1 / m : 0));
  }
  return out;
}

function dffBound(L: number, W: number, planes: number, charged: readonly Charged[]): number {
  if (charged.length === 0) return 0;
  const xs = charged.flatMap((c) => c.stances.map((s) => s.dx));
  const zs = charged.flatMap((c) => c.stances.map((s) => s.dz));
  const [Ls, Ws] = [largestConicSum(L, xs), largestConicSum(W, zs)];
  let best = 0;
  for (const f of dffs(Ls, xs)) {
    for (const g of dffs(Ws, zs)) {
      const total = charged.reduce(
        (t, c) => t + c.qty * Math.min(...c.stances.map((s) => s.met * f(s.dx) * g(s.dz))),
        0,
      );
      // Rounding may only lower the bound: a sum a hair above an integer is not rounded up.
      best = Math.max(best, Math.ceil(total / planes - 1e-9));
    }
  }
  return best;
}

const seed = argOf(process.argv, 'seed', 1001);
const orders = argOf(process.argv, 'orders', 60);
let raised = 0;
for (let s = seed; s < seed + orders; s++) {
  const { problem } = mapPalletRequest(generateOrder(s));
  const { l: L, w: W, h: H } = problem.space;
  const today = palletLowerBound(problem).value;
  let best = 0;
  for (const planes of planeSets(H)) {
    const charged = problem.items
      .filter((it) => it.qty > 0)
      .map((it) => ({
        qty: it.qty,
        stances: allowedShapes(it)
          .filter((x) => x.dx <= L && x.dz <= W && x.dy <= H)
          .map((x) => ({ dx: x.dx, dz: x.dz, met: planesMet(planes, H, x.dy, it.maxStack === 0) })),
      }))
      .filter((c) => c.stances.length > 0);
    best = Math.max(best, dffBound(L, W, planes.length, charged));
  }
  if (best > today) {
    raised++;
    console.log(`order-${s}: bound ${today} → ${best}`);
  }
}
console.log(`orders ${seed}-${seed + orders - 1}: the plane DFF bound raises ${raised} of ${orders}`);
