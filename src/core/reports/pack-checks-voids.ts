import type { Placement } from '../model/plan.js';
import type { ItemType } from '../model/item.js';
import { NOTHING_PLACED } from './pack-checks-cargo.js';
import type { PackFacts } from './pack-report-facts.js';
import type { PackCheck } from './pack-report-types.js';
import { roundTo, toCm } from './report-units.js';

/** LOAD_VOIDS: where the stow is not tight, told apart by what a crew would do about it. */

/** CTU Code inspection practice: more than 15 cm between load face and door needs visible securing. */
export const DOOR_GAP_CM = 15;
/** Our screening value: more than 20 % empty space inside the load's envelope needs dunnage or blocking. */
export const VOID_PCT = 20;
/** Above this many cells the floor is rasterised instead of cut at every box edge (bounds the work). */
const MAX_CELLS = 400_000;

/** The empty space of the envelope, by kind (volumes in units³, floor area in units²). */
export interface VoidSummary {
  /** Floor of the envelope with no box on it: gaps that need dunnage or blocking. */
  readonly floorGapArea: number;
  readonly floorGapVolume: number;
  /** Space under a column's top that no box fills (unsupported hollows). */
  readonly hollowVolume: number;
  /** Space above column tops that could carry more (the top box may be stacked on). */
  readonly openHeadspace: number;
  /** Space above tops that may not carry anything (maxStack 0): not a void to fill. */
  readonly closedHeadspace: number;
  /** x ranges (units) where the floor has gaps, merged, longest first. */
  readonly floorGapRuns: readonly [number, number][];
}

/** Cut positions along one axis: every box edge, or a uniform raster when there would be too many. */
function cuts(lo: number, hi: number, edges: number[], limit: number): number[] {
  const all = [...new Set([lo, hi, ...edges.filter((e) => e > lo && e < hi)])].sort((a, b) => a - b);
  if (all.length - 1 <= limit) return all;
  return Array.from({ length: limit + 1 }, (_, i) => lo + Math.round(((hi - lo) * i) / limit));
}

/** Splits the envelope [x0, x1] × [0, w] × [0, top] into cells and sorts its empty space by kind. */
export function summariseVoids(
  boxes: readonly Placement[],
  itemOf: readonly ItemType[],
  x0: number,
  x1: number,
  w: number,
  top: number,
): VoidSummary {
  const xsEdges = boxes.flatMap((b) => [b.x, b.x + b.dx]);
  const zsEdges = boxes.flatMap((b) => [b.z, b.z + b.dz]);
  const side = Math.floor(Math.sqrt(MAX_CELLS));
  const xs = cuts(x0, x1, xsEdges, side),
    zs = cuts(0, w, zsEdges, side);
  const nx = xs.length - 1,
    nz = zs.length - 1;
  const filled = new Float64Array(nx * nz),
    high = new Float64Array(nx * nz),
    closed = new Uint8Array(nx * nz);
  const index = (v: number, arr: number[]) => {
    let lo = 0,
      hi = arr.length - 1;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (arr[m] < v) lo = m + 1;
      else hi = m;
    }
    return lo;
  };
  boxes.forEach((b, k) => {
    const i0 = index(b.x, xs),
      i1 = index(b.x + b.dx, xs),
      j0 = index(b.z, zs),
      j1 = index(b.z + b.dz, zs);
    for (let i = i0; i < Math.max(i1, i0 + 1) && i < nx; i++)
      for (let j = j0; j < Math.max(j1, j0 + 1) && j < nz; j++) {
        const c = i * nz + j;
        filled[c] += b.dy;
        if (b.y + b.dy >= high[c]) {
          high[c] = b.y + b.dy;
          closed[c] = itemOf[k].maxStack === 0 ? 1 : 0;
        }
      }
  });
  let floorGapArea = 0,
    hollow = 0,
    open = 0,
    shut = 0;
  const gapColumns: boolean[] = [];
  for (let i = 0; i < nx; i++) {
    let gap = false;
    for (let j = 0; j < nz; j++) {
      const c = i * nz + j,
        area = (xs[i + 1] - xs[i]) * (zs[j + 1] - zs[j]);
      if (high[c] === 0) {
        floorGapArea += area;
        gap = true;
        continue;
      }
      hollow += area * Math.max(0, high[c] - filled[c]);
      if (closed[c]) shut += area * (top - high[c]);
      else open += area * (top - high[c]);
    }
    gapColumns.push(gap);
  }
  const runs: [number, number][] = [];
  gapColumns.forEach((g, i) => {
    if (!g) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === xs[i]) last[1] = xs[i + 1];
    else runs.push([xs[i], xs[i + 1]]);
  });
  runs.sort((a, b) => b[1] - b[0] - (a[1] - a[0]) || a[0] - b[0]);
  return {
    floorGapArea,
    floorGapVolume: floorGapArea * top,
    hollowVolume: hollow,
    openHeadspace: open,
    closedHeadspace: shut,
    floorGapRuns: runs,
  };
}

/** The void share LOAD_VOIDS judges (% of the envelope that dunnage or more cargo could fill), with its parts; boxes not empty. */
export function loadVoidShare(
  boxes: readonly Placement[],
  itemOf: readonly ItemType[],
  w: number,
): { x0: number; x1: number; envelope: number; v: VoidSummary; share: number } {
  let x0 = Infinity,
    x1 = 0,
    top = 0;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    x1 = Math.max(x1, b.x + b.dx);
    top = Math.max(top, b.y + b.dy);
  }
  const v = summariseVoids(boxes, itemOf, x0, x1, w, top);
  const envelope = (x1 - x0) * w * top;
  const countable = envelope - v.closedHeadspace;
  const voids = v.floorGapVolume + v.hollowVolume + v.openHeadspace;
  return { x0, x1, envelope, v, share: countable > 0 ? (100 * voids) / countable : 0 };
}

export function loadVoids(f: PackFacts): PackCheck {
  const base = {
    code: 'LOAD_VOIDS' as const,
    limit: { doorGapCm: DOOR_GAP_CM, voidPct: VOID_PCT },
    assumption: `A tight stow or a secured stow (CTU Code Annex 7 §1.2). doorGapCm = free length between load face and door, frontGapCm = free length before the front wall; above ${DOOR_GAP_CM} cm that face needs blocking or lashing (CTU inspection practice), which detail says, but a gap before a tight load face alone does not warn: a partial load always has one. voidPct = empty share of the envelope (loaded length × width × load height) that dunnage or more cargo could fill: floor gaps, hollows under column tops and headspace over cargo that may be stacked on; headspace over units with maxStack 0 is not counted (nothing may go there). Above ${VOID_PCT} % (our screening value) the gaps need dunnage. floorGapPct = uncovered share of the envelope's floor.`,
  };
  if (f.boxes.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, field: 'items', detail: NOTHING_PLACED };
  const { space } = f.problem;
  const { x0, x1, envelope, v, share } = loadVoidShare(f.boxes, f.itemOf, space.w);
  const doorGapCm = toCm(space.l - x1),
    frontGapCm = toCm(x0);
  const voidPct = roundTo(share, 2);
  const floorGapPct = roundTo((100 * v.floorGapArea) / ((x1 - x0) * space.w), 2);
  const pct = (part: number) => roundTo((100 * part) / envelope, 1);
  const notes: string[] = [];
  if (doorGapCm > DOOR_GAP_CM) notes.push(`door gap ${doorGapCm} cm: block or lash the load face`);
  if (frontGapCm > DOOR_GAP_CM) notes.push(`front gap ${frontGapCm} cm: block the load against the front wall`);
  if (v.floorGapArea > 0)
    notes.push(
      `floor gaps ${floorGapPct} % of the loaded floor at x ${v.floorGapRuns
        .slice(0, 3)
        .map(([a, b]) => `${toCm(a)}–${toCm(b)}`)
        .join(', ')} cm`,
    );
  if (v.hollowVolume > 0) notes.push(`hollows under column tops ${pct(v.hollowVolume)} % of the envelope`);
  if (v.openHeadspace > 0) notes.push(`headspace over stackable cargo ${pct(v.openHeadspace)} % of the envelope`);
  if (f.dunnage.length > 0)
    notes.push(
      `dunnage across the width at ${f.dunnage.length} place${f.dunnage.length === 1 ? '' : 's'}, up to ${toCm(Math.max(...f.dunnage.map((g) => g.dz)))} cm wide (listed in dunnage): it holds tall columns`,
    );
  if (v.closedHeadspace > 0) notes.push(`headspace over non-stackable cargo ${pct(v.closedHeadspace)} % (not counted)`);
  const warn = voidPct > VOID_PCT;
  return {
    ...base,
    status: warn ? 'warn' : 'pass',
    observed: { doorGapCm, frontGapCm, voidPct, floorGapPct },
    ...(notes.length > 0 ? { detail: notes.join('; ') } : {}),
  };
}
