/**
 * Case search: every way to put n products in a shipcase, for the sampled quantities n.
 *
 * - Quantities: every integer of [min, max], or 24 evenly spaced ones including both ends.
 * - For each n, every factorisation n = a × b × c (ordered) over each allowed product stance
 *   (upright: h stays vertical, 2 stances; any: 6): a products along the case length, b
 *   along its width, c layers.
 * - Case inner = the arrangement, plus headspace on top; outer = inner + 2 × board per axis.
 *   Board mass = RSC (FEFCO 0201) blank area × 0.6 kg/m², blank (2L + 2W + 2 in) × (W + H)
 *   on the inner dimensions.
 * - Dividers: a partition of thickness t between neighbouring products along the length and
 *   the width (full height of the product layers), and a pad between layers; they widen the
 *   inner dimensions and add their area × mass per m² to the case weight.
 * - Cases with more product layers than maxProductLayers (1 for a product that is not
 *   stackable), or that break maxDim or maxWeight, are rejected; outer dimensions are
 *   deduplicated at 0.1 cm (the larger n kept), and at most 400 go on, least board per product first.
 * Limits: regular slotted cases only; no cushioning; compression is screened afterwards
 * (compression.ts), it does not filter the search.
 */
import { CASE_SEARCH, type CaseDesign, type CaseDesignProblem } from './case-problem.js';

/** Up to 24 quantities from [min, max], both ends included, evenly spaced. */
export function sampleQuantities(min: number, max: number): number[] {
  const span = max - min;
  if (span + 1 <= CASE_SEARCH.maxQuantities) return Array.from({ length: span + 1 }, (_, i) => min + i);
  const steps = CASE_SEARCH.maxQuantities - 1;
  const out = new Set<number>();
  for (let i = 0; i <= steps; i++) out.add(min + Math.round((i * span) / steps));
  return [...out];
}

/** Product stances as (dx, dz, dy), dy vertical, duplicates removed. */
export function productStances(
  p: CaseDesignProblem['product'],
  orientations: CaseDesignProblem['orientations'],
): { dx: number; dz: number; dy: number }[] {
  const { l, w, h } = p;
  const all =
    orientations === 'upright'
      ? [
          [l, w, h],
          [w, l, h],
        ]
      : [
          [l, w, h],
          [w, l, h],
          [l, h, w],
          [h, l, w],
          [w, h, l],
          [h, w, l],
        ];
  const seen = new Set<string>();
  return all.filter((s) => !seen.has(s.join()) && !!seen.add(s.join())).map(([dx, dz, dy]) => ({ dx, dz, dy }));
}

function divisors(n: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= n; d++) if (n % d === 0) out.push(d);
  return out;
}

/** The case for n = a × b × c of one stance, with its length along the longer footprint side. */
export function buildCase(
  problem: CaseDesignProblem,
  stance: { dx: number; dz: number; dy: number },
  a: number,
  b: number,
  c: number,
): CaseDesign {
  let [na, nb, dx, dz] = [a, b, stance.dx, stance.dz];
  if (nb * dz > na * dx) [na, nb, dx, dz] = [nb, na, dz, dx];
  const t = problem.board;
  const d = problem.dividers ?? null;
  const dt = d ? d.thickness : 0;
  const inner = {
    l: na * dx + (na - 1) * dt,
    w: nb * dz + (nb - 1) * dt,
    h: c * stance.dy + (c - 1) * dt + problem.headspace,
  };
  const outer = { l: inner.l + 2 * t, w: inner.w + 2 * t, h: inner.h + 2 * t };
  const blankArea = (2 * inner.l + 2 * inner.w + CASE_SEARCH.jointFlap) * (inner.w + inner.h);
  const boardWeight = Math.round((blankArea * CASE_SEARCH.boardGramsPerM2) / 1e8);
  // partitions stand the full height of the product layers; pads lie between layers
  const productHeight = c * stance.dy + (c - 1) * dt;
  const dividerArea = d
    ? (na - 1) * inner.w * productHeight + (nb - 1) * inner.l * productHeight + (c - 1) * inner.l * inner.w
    : 0;
  const dividerWeight = d ? Math.round((dividerArea * d.gramsPerM2) / 1e8) : 0;
  const unitsPerCase = a * b * c;
  return {
    unitsPerCase,
    counts: { alongLength: na, alongWidth: nb, layers: c },
    stance: { dx, dz, dy: stance.dy },
    inner,
    outer,
    blankArea,
    boardWeight,
    dividerArea,
    dividerWeight,
    weight: unitsPerCase * problem.product.weight + boardWeight + dividerWeight,
  };
}

export interface CaseSearch {
  readonly quantities: number[];
  readonly factorisations: number;
  readonly distinctOuterDims: number;
  readonly rejectedMaxDim: number;
  readonly rejectedMaxWeight: number;
  readonly rejectedProductLayers: number;
  readonly truncated: boolean;
  /** Feasible distinct cases, at most 400, least board per product first. */
  readonly cases: CaseDesign[];
}

const dimKey = (c: CaseDesign) =>
  `${Math.round(c.outer.l / 10)},${Math.round(c.outer.w / 10)},${Math.round(c.outer.h / 10)}`;

/** Enumerates, rejects and deduplicates the cases of the search. */
export function searchCases(problem: CaseDesignProblem): CaseSearch {
  const quantities = sampleQuantities(problem.minUnits, problem.maxUnits);
  const stances = productStances(problem.product, problem.orientations);
  const byDims = new Map<string, CaseDesign>();
  let factorisations = 0;
  let rejectedMaxDim = 0;
  let rejectedMaxWeight = 0;
  let rejectedProductLayers = 0;
  const maxLayers = problem.maxProductLayers ?? null;
  for (const n of quantities) {
    for (const a of divisors(n)) {
      for (const b of divisors(n / a)) {
        const c = n / a / b;
        for (const s of stances) {
          factorisations++;
          if (maxLayers !== null && c > maxLayers) {
            rejectedProductLayers++;
            continue;
          }
          const cd = buildCase(problem, s, a, b, c);
          if (problem.maxDim !== null && Math.max(cd.outer.l, cd.outer.w, cd.outer.h) > problem.maxDim) {
            rejectedMaxDim++;
            continue;
          }
          if (problem.maxCaseWeight !== null && cd.weight > problem.maxCaseWeight) {
            rejectedMaxWeight++;
            continue;
          }
          const key = dimKey(cd);
          const known = byDims.get(key);
          if (!known || cd.unitsPerCase > known.unitsPerCase) byDims.set(key, cd);
        }
      }
    }
  }
  const boardPerUnit = (c: CaseDesign) => c.blankArea / c.unitsPerCase;
  const all = [...byDims.entries()]
    .sort((p, q) => boardPerUnit(p[1]) - boardPerUnit(q[1]) || (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0))
    .map((e) => e[1]);
  return {
    quantities,
    factorisations,
    distinctOuterDims: all.length,
    rejectedMaxDim,
    rejectedMaxWeight,
    rejectedProductLayers,
    truncated: all.length > CASE_SEARCH.maxOuterDims,
    cases: all.slice(0, CASE_SEARCH.maxOuterDims),
  };
}
