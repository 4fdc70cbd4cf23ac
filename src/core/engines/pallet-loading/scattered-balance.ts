/**
 * Balance for pallets whose load is scattered over the deck: a light load built as separate
 * stacks (columns of small cartons on one side, a few cartons on the other) can leave its
 * centre of gravity far off the middle, and sliding it whole (load-shift.ts) or moving top
 * cartons (cog-centering.ts) cannot fix a load that already spans the footprint.
 * Optimises the CoG offset from the deck centre (the COG_OFFSET check: ±COG_WARN_PCT
 * of the pallet's length and width), only when it would warn; method: the load is split into
 * groups that stand apart (boxes joined by support, and groups whose footprint rectangles
 * overlap merged), each moved rigidly and possibly mirrored, so support, stacking and the
 * loaded height stay exactly as built. The groups are laid out again heaviest first, each at
 * the aligned position (deck edges, edges of the groups already laid, and in one of two
 * layouts centred) and mirror that brings the CoG of what is laid nearest the deck centre,
 * footprints never overlapping; a third layout starts from the load as built and moves or
 * mirrors one group at a time where that helps most. Each is then centred as one block
 * (load-shift.ts); the best is kept when its larger offset is smaller and the plan checker passes.
 * Limits: greedy; a group is never split, so a load that is one group keeps its layout, and
 * a load of more than MAX_GROUPS groups is left as built.
 */
import { checkPlan } from '../../checks/check-plan.js';
import { footprintOverlapArea } from '../../geometry/box.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { placementsCogOffsetPct } from '../../reports/pallet-report.js';
import { COG_WARN_PCT } from '../../objectives/pallet-thresholds.js';
import { shiftLoadToCentre } from './load-shift.js';

interface Group {
  readonly boxes: readonly Placement[];
  /** Footprint rectangle. */
  readonly x: number;
  readonly z: number;
  readonly dx: number;
  readonly dz: number;
  readonly mass: number;
  /** CoG relative to the rectangle's corner (its centre when weightless). */
  readonly gx: number;
  readonly gz: number;
}

/** Most groups laid out again (a scattered pallet has a few stacks; many loose cartons are left as built). */
const MAX_GROUPS = 12;
/** Moves of single groups tried from the load as built. */
const MOVE_ROUNDS = 6;

interface Laid {
  readonly group: Group;
  readonly x: number;
  readonly z: number;
  readonly flipX: boolean;
  readonly flipZ: boolean;
}

/** The load re-laid out for balance when its CoG offset would warn and a layout of its groups brings it nearer the centre; else as given. */
export function balanceScattered(problem: Problem, placements: readonly Placement[]): readonly Placement[] {
  const before = largerOffsetPct(problem, placements);
  if (before <= COG_WARN_PCT) return placements;
  const groups = groupsOf(problem, placements);
  // the layouts cost about the fourth power of the groups: a load of many loose cartons is left as built
  if (groups.length < 2 || groups.length > MAX_GROUPS) return placements;
  let best = placements,
    bestOffset = before;
  // with the centred start the heaviest group takes the middle; without it the groups pack from the edges and the block is centred after
  const layouts = [layOut(problem, groups, true), layOut(problem, groups, false), moveInPlace(problem, groups)];
  for (const laid of layouts) {
    if (!laid) continue;
    const boxes = shiftLoadToCentre(problem, laid.flatMap(placed))
      .slice()
      .sort((a, b) => a.y - b.y || a.z - b.z || a.x - b.x);
    const offset = largerOffsetPct(problem, boxes);
    if (offset < bestOffset && checkPlan(problem, boxes).length === 0) {
      best = boxes;
      bestOffset = offset;
    }
  }
  return best;
}

/** The larger of the CoG's offsets from the deck centre along x and z, in % of the pallet's length and width (COG_OFFSET's observation). */
export function largerOffsetPct(problem: Problem, boxes: readonly Placement[]): number {
  const offset = placementsCogOffsetPct(problem, boxes);
  return offset ? Math.max(Math.abs(offset.x), Math.abs(offset.z)) : 0;
}

/** Boxes joined by support, then groups whose footprint rectangles overlap merged, until all stand apart (none when far too many stand apart to merge cheaply). */
function groupsOf(problem: Problem, boxes: readonly Placement[]): Group[] {
  const parent = boxes.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const join = (i: number, j: number) => {
    parent[find(i)] = find(j);
  };
  const rects = () => {
    const by = new Map<number, number[]>();
    boxes.forEach((_, i) => by.set(find(i), [...(by.get(find(i)) ?? []), i]));
    return [...by.values()].map((members) => ({ members, ...rectOf(members.map((i) => boxes[i])) }));
  };
  boxes.forEach((a, i) =>
    boxes.forEach((b, j) => {
      if (j > i && a.y + a.dy === b.y && footprintOverlapArea(a, b) > 0) join(i, j);
    }),
  );
  if (new Set(boxes.map((_, i) => find(i))).size > 3 * MAX_GROUPS) return [];
  for (let merged = true; merged; ) {
    merged = false;
    const rs = rects();
    for (let p = 0; p < rs.length && !merged; p++) {
      for (let q = p + 1; q < rs.length && !merged; q++) {
        if (footprintOverlapArea({ ...rs[p], y: 0, dy: 0 }, { ...rs[q], y: 0, dy: 0 }) > 0) {
          join(rs[p].members[0], rs[q].members[0]);
          merged = true;
        }
      }
    }
  }
  return rects().map(({ members, x, z, dx, dz }) => {
    let mass = 0,
      mx = 0,
      mz = 0;
    for (const i of members) {
      const b = boxes[i],
        m = problem.items[b.item].weight;
      mass += m;
      mx += m * (b.x + b.dx / 2 - x);
      mz += m * (b.z + b.dz / 2 - z);
    }
    return {
      boxes: members.map((i) => boxes[i]),
      x,
      z,
      dx,
      dz,
      mass,
      gx: mass > 0 ? mx / mass : dx / 2,
      gz: mass > 0 ? mz / mass : dz / 2,
    };
  });
}

function rectOf(boxes: readonly Placement[]): { x: number; z: number; dx: number; dz: number } {
  const x = Math.min(...boxes.map((b) => b.x)),
    z = Math.min(...boxes.map((b) => b.z));
  return { x, z, dx: Math.max(...boxes.map((b) => b.x + b.dx)) - x, dz: Math.max(...boxes.map((b) => b.z + b.dz)) - z };
}

/** Heaviest group first, each where the CoG of the groups laid so far comes nearest the deck centre; null when one finds no room. */
function layOut(problem: Problem, groups: readonly Group[], centred: boolean): Laid[] | null {
  const { l, w } = problem.space;
  const laid: Laid[] = [];
  let mass = 0,
    mx = 0,
    mz = 0;
  for (const g of [...groups].sort((a, b) => b.mass - a.mass || a.x - b.x || a.z - b.z)) {
    const { gx, gz } = g;
    let best: { laid: Laid; score: number } | null = null;
    for (const x of starts(
      l,
      g.dx,
      laid.map((d) => [d.x, d.group.dx]),
      centred,
    )) {
      for (const z of starts(
        w,
        g.dz,
        laid.map((d) => [d.z, d.group.dz]),
        centred,
      )) {
        if (laid.some((d) => x < d.x + d.group.dx && d.x < x + g.dx && z < d.z + d.group.dz && d.z < z + g.dz))
          continue;
        for (const flipX of [false, true]) {
          for (const flipZ of [false, true]) {
            const cx = x + (flipX ? g.dx - gx : gx),
              cz = z + (flipZ ? g.dz - gz : gz);
            const total = mass + g.mass;
            const ox = total > 0 ? (mx + g.mass * cx) / total / l - 0.5 : 0,
              oz = total > 0 ? (mz + g.mass * cz) / total / w - 0.5 : 0;
            const score = ox * ox + oz * oz;
            if (!best || score < best.score - 1e-12) best = { laid: { group: g, x, z, flipX, flipZ }, score };
          }
        }
      }
    }
    if (!best) return null;
    laid.push(best.laid);
    const d = best.laid;
    mass += g.mass;
    mx += g.mass * (d.x + (d.flipX ? g.dx - gx : gx));
    mz += g.mass * (d.z + (d.flipZ ? g.dz - gz : gz));
  }
  return laid;
}

/**
 * From the load as built: one group at a time moved to a free aligned position, or mirrored
 * where it stands, whichever brings the whole load's CoG nearest the centre; at most MOVE_ROUNDS moves.
 */
function moveInPlace(problem: Problem, groups: readonly Group[]): Laid[] {
  const { l, w } = problem.space;
  let laid: Laid[] = groups.map((group) => ({ group, x: group.x, z: group.z, flipX: false, flipZ: false }));
  const score = (ls: readonly Laid[]) => {
    let mass = 0,
      mx = 0,
      mz = 0;
    for (const d of ls) {
      const g = d.group;
      mass += g.mass;
      mx += g.mass * (d.x + (d.flipX ? g.dx - g.gx : g.gx));
      mz += g.mass * (d.z + (d.flipZ ? g.dz - g.gz : g.gz));
    }
    return mass > 0 ? (mx / mass / l - 0.5) ** 2 + (mz / mass / w - 0.5) ** 2 : 0;
  };
  for (let round = 0; round < MOVE_ROUNDS; round++) {
    let best = { laid, score: score(laid) };
    laid.forEach((d, k) => {
      const rest = laid.filter((_, j) => j !== k);
      const g = d.group;
      for (const x of starts(
        l,
        g.dx,
        rest.map((o) => [o.x, o.group.dx]),
        true,
      )) {
        for (const z of starts(
          w,
          g.dz,
          rest.map((o) => [o.z, o.group.dz]),
          true,
        )) {
          if (rest.some((o) => x < o.x + o.group.dx && o.x < x + g.dx && z < o.z + o.group.dz && o.z < z + g.dz))
            continue;
          for (const flipX of [false, true]) {
            for (const flipZ of [false, true]) {
              const next = laid.map((o, j) => (j === k ? { group: g, x, z, flipX, flipZ } : o));
              const sc = score(next);
              if (sc < best.score - 1e-12) best = { laid: next, score: sc };
            }
          }
        }
      }
    });
    if (best.laid === laid) break;
    laid = best.laid;
  }
  return laid;
}

/** Start positions along one axis: the deck's ends, centred (when `centred`), and against or aligned with each laid group's edges. */
function starts(limit: number, size: number, laid: readonly (readonly [number, number])[], centred: boolean): number[] {
  const out = new Set<number>(centred ? [0, limit - size, Math.floor((limit - size) / 2)] : [0, limit - size]);
  for (const [a, d] of laid) for (const v of [a + d, a - size, a, a + d - size]) out.add(v);
  return [...out].filter((v) => v >= 0 && v + size <= limit).sort((a, b) => a - b);
}

/** The group's boxes at their laid position, mirrored as laid. */
function placed(d: Laid): Placement[] {
  const g = d.group;
  return g.boxes.map((b) => {
    const rx = b.x - g.x,
      rz = b.z - g.z;
    return { ...b, x: d.x + (d.flipX ? g.dx - rx - b.dx : rx), z: d.z + (d.flipZ ? g.dz - rz - b.dz : rz) };
  });
}
