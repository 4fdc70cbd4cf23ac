/**
 * Fragile towers: a repair for loads whose only cartons left out are fragile (maxStack 0).
 *
 * Optimises: cartons placed, then loaded height, as the pallet ranking does.
 * Method: a fragile carton needs a flat top exactly under its base, and uneven tops are what
 * the three approaches leave. So each fragile carton is first given its own support: a tower
 * of one unlimited SKU whose stance tiles the fragile footprint exactly (n × m per level,
 * k levels), with the fragile carton on top. Each tower becomes one rigid, fragile composite
 * carton; the three approaches then load composites and the remaining cartons together, and
 * the composites are expanded back into their cartons. A few tower choices are tried (each
 * fragile carton on the tallest tower the supplies allow; all on one SKU) and the best
 * expanded plan is kept.
 * A tower is a fragile cap (fragile-caps.ts) of one slab whose top is exactly the fragile base,
 * and is built and expanded as one.
 * Limits: supports come from SKUs without a stack limit only; a tower holds one SKU.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { ItemType, Shape } from '../../model/item.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { capProblem, expandCaps, type CapChoice, type CapSpec } from './fragile-caps.js';
import { buildOrder, unplacedList } from './pallet-plan.js';

/** One tower design: `support` cartons in n × m × k under one `fragile` carton. */
export interface TowerSpec {
  readonly fragile: number;
  readonly fragileShape: Shape;
  readonly support: number;
  readonly supportShape: Shape;
  readonly n: number;
  readonly m: number;
  readonly k: number;
}

/** Tower designs per candidate plan: how many towers of each spec. */
export type TowerChoice = readonly { readonly spec: TowerSpec; readonly count: number }[];

const MAX_CHOICES = 3;

/** True when the plan leaves out fragile cartons and nothing else. */
export function onlyFragileLeftOut(problem: Problem, plan: Plan): boolean {
  return (
    plan.unplaced.length > 0 &&
    plan.unplaced.every((u) => problem.items[u.item].maxStack === 0 && u.reason === 'no_room_found')
  );
}

/** Every tower design for a fragile item over a support item, tallest first (k as high as the space allows). */
function towerSpecs(problem: Problem, fragile: ItemType, support: ItemType): TowerSpec[] {
  const H = problem.space.h;
  const out: TowerSpec[] = [];
  for (const fragileShape of allowedShapes(fragile)) {
    if (fragileShape.dx > problem.space.l || fragileShape.dz > problem.space.w) continue;
    for (const supportShape of allowedShapes(support)) {
      if (fragileShape.dx % supportShape.dx !== 0 || fragileShape.dz % supportShape.dz !== 0) continue;
      const k = Math.floor((H - fragileShape.dy) / supportShape.dy);
      if (k < 1) continue;
      out.push({
        fragile: fragile.index,
        fragileShape,
        support: support.index,
        supportShape,
        n: fragileShape.dx / supportShape.dx,
        m: fragileShape.dz / supportShape.dz,
        k,
      });
    }
  }
  return out.sort((a, b) => towerHeight(b) - towerHeight(a) || a.n * a.m - b.n * b.m);
}

const towerHeight = (s: TowerSpec) => s.k * s.supportShape.dy + s.fragileShape.dy;
const perTower = (s: TowerSpec) => s.n * s.m * s.k;

/**
 * Candidate tower choices for the fragile cartons left out: each carton on the tallest tower
 * the remaining supplies allow, then all on one support SKU (the fewest levels that cover
 * every carton), for the SKUs that allow it.
 */
export function towerChoices(problem: Problem, missing: readonly number[]): TowerChoice[] {
  // Supports and fragile tops without item rules: a tower stacks its SKU and stands anywhere.
  const supports = problem.items.filter(
    (it) => it.maxStack === null && it.qty > 0 && !it.bottomOnly && it.maxLayers === undefined,
  );
  const fragiles = problem.items.filter((it) => missing[it.index] > 0 && !it.bottomOnly);
  const specs = fragiles.map((f) => supports.flatMap((s) => towerSpecs(problem, f, s)));
  const choices: TowerChoice[] = [];
  const supply = problem.items.map((it) => it.qty);
  const greedy = new Map<TowerSpec, number>();
  fragiles.forEach((f, i) => {
    for (let c = 0; c < missing[f.index]; c++) {
      const spec = specs[i]
        .map((s) => ({ ...s, k: Math.min(s.k, Math.floor(supply[s.support] / (s.n * s.m))) }))
        .filter((s) => s.k >= 1)
        .sort((a, b) => towerHeight(b) - towerHeight(a))[0];
      if (!spec) break;
      const key = [...greedy.keys()].find((g) => sameSpec(g, spec)) ?? spec;
      greedy.set(key, (greedy.get(key) ?? 0) + 1);
      supply[spec.support] -= perTower(spec);
    }
  });
  if (greedy.size > 0) choices.push([...greedy].map(([spec, count]) => ({ spec, count })));
  for (const s of supports) {
    if (choices.length >= MAX_CHOICES) break;
    const one = fragiles.map((f, i) => {
      const spec = specs[i].find((x) => x.support === s.index);
      if (!spec) return null;
      const k = Math.min(spec.k, Math.floor(s.qty / (spec.n * spec.m * missing[f.index])));
      return k >= 1 ? { spec: { ...spec, k }, count: missing[f.index] } : null;
    });
    if (fragiles.length === 1 && one[0]) choices.push([one[0]]);
  }
  return choices;
}

function sameSpec(a: TowerSpec, b: TowerSpec): boolean {
  return (
    a.fragile === b.fragile &&
    a.support === b.support &&
    a.k === b.k &&
    a.n === b.n &&
    a.m === b.m &&
    a.fragileShape.dy === b.fragileShape.dy &&
    a.fragileShape.dx === b.fragileShape.dx
  );
}

/** A tower as a cap (fragile-caps.ts): one slab whose top is exactly the fragile carton's base. */
function asCap(spec: TowerSpec): CapSpec {
  const { fragileShape: f, supportShape, n, m, k } = spec;
  return {
    fragile: spec.fragile,
    fragileShape: f,
    a: 1,
    b: 1,
    dx: f.dx,
    dz: f.dz,
    columns: [{ x: 0, z: 0, dx: f.dx, dz: f.dz, slabs: [{ support: spec.support, shape: supportShape, n, m, k }] }],
  };
}

const asCaps = (choice: TowerChoice): CapChoice => choice.map(({ spec, count }) => ({ spec: asCap(spec), count }));

/** The problem with towers as extra fragile items (indices after the originals) and their cartons taken out. */
export function towerProblem(problem: Problem, choice: TowerChoice): Problem {
  // Towers join the other cartons in the approaches' own order (no keep-together group, unlike order-plan's caps).
  return capProblem(
    problem,
    problem.items.map((it) => it.qty),
    asCaps(choice),
    false,
  );
}

/** A plan of the tower problem back in the original problem's items: each tower as its cartons. */
export function expandTowers(problem: Problem, choice: TowerChoice, plan: Plan): Plan {
  const placements = expandCaps(problem, asCaps(choice), plan.placements);
  const left = problem.items.map((it) => it.qty);
  for (const p of placements) left[p.item]--;
  const cartons = left.flatMap((q, item) => Array.from({ length: Math.max(0, q) }, () => item));
  const cargoWeight = placements.reduce((s, p) => s + problem.items[p.item].weight, 0);
  return {
    placements: buildOrder(placements),
    unplaced: unplacedList(problem, cartons, cargoWeight),
    stats: { ...plan.stats, engine: `fragile-towers/${plan.stats.engine}` },
  };
}
