/**
 * Small seeded PO sets whose cheapest plan is known by enumeration, for bench:consolidate's
 * cost section. Cargo is 50 cm cubes (10 kg, so W/M charges volume) and the container types are
 * 1 m cubes (8 cubes), half cubes 50 cm high (4) and 2 m long cubes (16): cubes pack perfectly,
 * so a plan of a, b, c containers of the three types holds 8a + 4b + 16c cubes and the rest ships
 * LCL, and enumerating (a, b, c) within the maxCounts gives the optimum. Rates, LCL rate and
 * minimum, maxCounts, PO sizes and priorities are drawn from the seed.
 * Measured per set: the top plan's cost gap to that optimum, whether some PO waits behind a lower
 * priority (PRIORITY_ORDER), whether every eligible carton is in exactly one container or the
 * remainder, and the plan checker on every container.
 */
import { checkPlan } from '../src/core/checks/check-plan.js';
import { consolidate, type ConsolidationProblem } from '../src/core/engines/consolidation/index.js';
import type { ItemType } from '../src/core/model/item.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import { Rng } from '../src/core/search/rng.js';

const cm = (x: number) => x * LENGTH_PER_CM;
const CUBE = { l: cm(100), w: cm(100), h: cm(100), maxWeight: 1000 * MASS_PER_KG, door: { w: cm(100), h: cm(100) } };
const TYPES = [
  { name: 'cube', space: CUBE, holds: 8, rate: [80, 120] },
  { name: 'half', space: { ...CUBE, h: cm(50) }, holds: 4, rate: [50, 80] },
  { name: 'long', space: { ...CUBE, l: cm(200), maxWeight: 2000 * MASS_PER_KG }, holds: 16, rate: [140, 200] },
] as const;

function cubeItem(qty: number): ItemType {
  return {
    index: 0,
    label: 'cube',
    l: cm(50),
    w: cm(50),
    h: cm(50),
    qty,
    weight: 10 * MASS_PER_KG,
    hasWeight: true,
    maxStack: null,
    verticalAxes: ['l', 'w', 'h'],
    canTurn: true,
    group: null,
    unloadOrder: null,
  };
}

export function costSet(seed: number): ConsolidationProblem {
  const rng = new Rng(seed);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const priorities = [1, 2, 3, null];
  const pos = Array.from({ length: between(2, 6) }, (_, i) => ({
    poId: `P${i + 1}`,
    supplier: null,
    readyDate: null,
    priority: priorities[rng.int(priorities.length)],
    items: [cubeItem(between(1, 14))],
  }));
  const offered = TYPES.filter((_, i) => i === 0 || rng.int(2) === 1);
  return {
    pos,
    window: null,
    containers: offered.map((t) => ({
      name: t.name,
      space: t.space,
      maxCount: between(1, 3),
      rate: between(t.rate[0], t.rate[1]),
    })),
    rules: { keepPoTogether: false, maxSuppliersPerContainer: null, unloadOrderByPo: false },
    lcl: { ratePerCbm: between(50, 600), minCbm: rng.int(2) },
    packRuns: 40,
    workPerPack: 300_000,
  };
}

/** The cheapest plan's cost by enumerating container counts. */
export function enumeratedOptimum(p: ConsolidationProblem): number {
  const n = p.pos.reduce((s, po) => s + po.items[0].qty, 0);
  const holds = p.containers.map((c) => TYPES.find((t) => t.name === c.name)!.holds);
  let best = Infinity;
  const walk = (i: number, cap: number, cost: number) => {
    if (i === p.containers.length) {
      const rest = Math.max(0, n - cap);
      const lcl = rest > 0 ? Math.max(rest * 0.125, rest * 0.01, p.lcl.minCbm) * p.lcl.ratePerCbm! : 0;
      best = Math.min(best, cost + lcl);
      return;
    }
    for (let k = 0; k <= p.containers[i].maxCount; k++)
      walk(i + 1, cap + k * holds[i], cost + k * p.containers[i].rate!);
  };
  walk(0, 0, 0);
  return best;
}

export interface CostSetResult {
  readonly gap: number;
  readonly priorityWaits: number;
  readonly conserved: boolean;
  readonly violations: number;
}

export function runCostSet(seed: number): CostSetResult {
  const p = costSet(seed);
  const r = consolidate(p);
  const plan = r.plans[0];
  const optimum = enumeratedOptimum(p);
  const counts = new Map<number, number>();
  let violations = 0;
  for (const c of plan.containers) {
    violations += checkPlan(c.problem, c.plan.placements).length;
    for (const pl of c.plan.placements) counts.set(c.lots[pl.item].po, (counts.get(c.lots[pl.item].po) ?? 0) + 1);
  }
  for (const l of plan.remainder) counts.set(l.po, (counts.get(l.po) ?? 0) + l.qty);
  const conserved = p.pos.every((po, i) => counts.get(i) === po.items[0].qty);
  return {
    gap: (plan.cost.total! - optimum) / optimum,
    priorityWaits: plan.priorityWaits.length,
    conserved,
    violations,
  };
}
