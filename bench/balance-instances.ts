/**
 * Seeded partial loads for bench:balance whose balanced arrangement is known by construction.
 * Each instance is a 20 ft / 40 ft container or a 13.6 m trailer (with axles) holding 1-3 heavy
 * floor-only unit types (maxStack 0, upright) on 20-80 % of the floor. The reference
 * arrangement is a grid of equal cells centred in the space, with units placed in point-
 * symmetric pairs (heaviest first), the odd one out nearest the centre; with unload stops
 * (a third of the trailers) the stops fill the grid in order from the door instead. Axle
 * limits are set 2-15 % above the reference's worst shares, and every reference is checked:
 * an instance is kept only when its own arrangement passes COG_HEIGHT (longitudinal and
 * lateral) and AXLE_LOADS and the plan checker.
 */
import type { ItemType } from '../src/core/model/item.js';
import type { Placement } from '../src/core/model/plan.js';
import { axleShares, type Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import type { AxleSpec } from '../src/core/reports/pack-report-types.js';
import { Rng } from '../src/core/search/rng.js';

export interface BalanceInstance {
  readonly name: string;
  readonly problem: Problem;
  readonly axles: AxleSpec | null;
  readonly reference: Placement[];
}

const SPACES = [
  { name: '20ft', l: 590, w: 235, h: 239, maxWeight: 28_130, truck: false },
  { name: '40ft', l: 1203, w: 235, h: 239, maxWeight: 26_700, truck: false },
  { name: 'trailer', l: 1360, w: 248, h: 270, maxWeight: 24_000, truck: true },
];
const CELLS = [
  { l: 120, w: 80 },
  { l: 120, w: 100 },
  { l: 110, w: 110 },
  { l: 100, w: 115 },
];

export function balanceInstance(seed: number): BalanceInstance | null {
  const rng = new Rng(seed * 104_729 + 17);
  const space = SPACES[rng.int(SPACES.length)];
  const cell = CELLS[rng.int(CELLS.length)];
  const across = Math.floor(space.w / cell.w),
    along = Math.floor(space.l / cell.l);
  const share = 0.2 + 0.6 * rng.next();
  const units = Math.max(2, Math.min(across * along, Math.round((share * (space.l * space.w)) / (cell.l * cell.w))));
  const rows = Math.ceil(units / across);
  const types = 1 + rng.int(3);
  const stops = space.truck && rng.next() < 0.34 ? Math.min(types, 2 + rng.int(2)) : 0;
  const payloadPerUnit = (0.9 * space.maxWeight) / units;
  const weights = Array.from({ length: types }, () => Math.round(Math.min(payloadPerUnit, 400 + rng.int(1800))));
  const qty = Array.from({ length: types }, () => 0);
  for (let u = 0; u < units; u++) qty[u < types ? u : rng.int(types)]++;
  const cm = LENGTH_PER_CM;
  const items: ItemType[] = qty.map((q, index) => ({
    index,
    label: `unit-${index + 1}`,
    l: cell.l * cm,
    w: cell.w * cm,
    h: (80 + rng.int(100)) * cm,
    qty: q,
    weight: weights[index] * MASS_PER_KG,
    hasWeight: true,
    maxStack: 0,
    verticalAxes: ['h'],
    canTurn: false,
    group: null,
    unloadOrder: stops > 0 ? 1 + (index % stops) : null,
  }));
  // with stops every stop starts a new row, so no two stops share a length range
  const zoneRows =
    stops > 0
      ? Array.from({ length: stops }, (_, k) =>
          Math.ceil(items.filter((it) => it.unloadOrder === k + 1).reduce((n, it) => n + it.qty, 0) / across),
        )
      : [rows];
  const allRows = zoneRows.reduce((a, b) => a + b, 0);
  if (allRows * cell.l > space.l) return null;
  const x0 = Math.floor((space.l - allRows * cell.l) / 2),
    z0 = Math.floor((space.w - across * cell.w) / 2);
  const cells: { x: number; z: number }[] = [];
  for (let r = 0; r < allRows; r++)
    for (let c = 0; c < across; c++) cells.push({ x: (x0 + r * cell.l) * cm, z: (z0 + c * cell.w) * cm });
  const reference = stops > 0 ? zoned(items, cells, cell, cm, across) : symmetric(items, cells, cell, cm);
  const problem: Problem = {
    space: { l: space.l * cm, w: space.w * cm, h: space.h * cm, maxWeight: space.maxWeight * MASS_PER_KG, door: null },
    items,
  };
  const axles = space.truck ? axleLimits(problem, reference, 1 + 0.02 + 0.13 * rng.next()) : null;
  return { name: `${space.name}/${seed}`, problem, axles, reference };
}

/** Point-symmetric pairs of cells, heaviest units first; an odd unit takes the most central free cell. */
function symmetric(
  items: readonly ItemType[],
  cells: { x: number; z: number }[],
  cell: { l: number; w: number },
  cm: number,
): Placement[] {
  const units = items
    .flatMap((it) => Array.from({ length: it.qty }, () => it.index))
    .sort((a, b) => items[b].weight - items[a].weight || a - b);
  const n = cells.length,
    out: Placement[] = [];
  const used = new Set<number>();
  const put = (u: number, c: number) => {
    used.add(c);
    out.push({ item: u, x: cells[c].x, y: 0, z: cells[c].z, dx: cell.l * cm, dy: items[u].h, dz: cell.w * cm });
  };
  let k = 0;
  for (let c = 0; c < Math.floor(n / 2) && k + 1 < units.length; c++, k += 2) {
    put(units[k], c);
    put(units[k + 1], n - 1 - c);
  }
  const centre = cells
    .map((_, c) => c)
    .filter((c) => !used.has(c))
    .sort((a, b) => Math.abs(2 * a - (n - 1)) - Math.abs(2 * b - (n - 1)));
  for (let i = 0; k < units.length; k++, i++) put(units[k], centre[i]);
  return out;
}

/** Stops in rows from the front wall (largest unloadOrder deepest), each stop starting a new row. */
function zoned(
  items: readonly ItemType[],
  cells: { x: number; z: number }[],
  cell: { l: number; w: number },
  cm: number,
  across: number,
): Placement[] {
  const units = items
    .flatMap((it) => Array.from({ length: it.qty }, () => it.index))
    .sort((a, b) => (items[b].unloadOrder ?? 0) - (items[a].unloadOrder ?? 0) || a - b);
  const out: Placement[] = [];
  let c = 0;
  units.forEach((u, k) => {
    if (k > 0 && items[u].unloadOrder !== items[units[k - 1]].unloadOrder && c % across !== 0)
      c += across - (c % across);
    out.push({ item: u, x: cells[c].x, y: 0, z: cells[c].z, dx: cell.l * cm, dy: items[u].h, dz: cell.w * cm });
    c++;
  });
  return out;
}

/** Kingpin at 0, rear axle group at 10 m; limits `slack` above the reference's largest shares (departure and after each stop). */
function axleLimits(problem: Problem, reference: readonly Placement[], slack: number): AxleSpec {
  const axles = { frontPos: 0, rearPos: 1000 };
  const stops = [...new Set(problem.items.map((it) => it.unloadOrder ?? 0))].sort((a, b) => a - b);
  let front = 0,
    rear = 0;
  for (const after of [0, ...stops.filter((s) => s > 0)]) {
    let m = 0,
      mx = 0;
    for (const b of reference) {
      const it = problem.items[b.item];
      if (it.unloadOrder !== null && it.unloadOrder <= after) continue;
      m += it.weight;
      mx += it.weight * (b.x + b.dx / 2);
    }
    if (m === 0) continue;
    const s = axleShares(m / MASS_PER_KG, mx / m / LENGTH_PER_CM, axles);
    front = Math.max(front, s.front);
    rear = Math.max(rear, s.rear);
  }
  return { ...axles, frontLimit: Math.ceil(front * slack), rearLimit: Math.ceil(rear * slack) };
}
