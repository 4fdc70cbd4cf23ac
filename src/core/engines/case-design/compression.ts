/**
 * Case compression screen: an indicative box compression test (BCT) value by the simplified
 * McKee formula, derated for the environment, against the load on the bottom case of the
 * tallest stack the candidate ships in. A screen, not a certification: no lab BCT, no creep
 * model beyond the time factor, no pallet-deck gaps, overhang or handling shocks.
 *
 * - McKee, Gander and Wachuta (1963), simplified form: BCT = 5.87 × ECT × √(caliper × perimeter),
 *   ECT in N/m, caliper and perimeter in m, BCT in N (the constant is dimensionless, so the
 *   same form holds in lbf/in, in and lbf). The perimeter is the case's outer 2 × (L + W).
 * - Environment factors (multiplied): relative humidity, time under load and stacking pattern,
 *   piecewise-linear on the tables the corrugated trade publishes (e.g. the Fibre Box Handbook):
 *   50 % RH 1.00, 60 % 0.90, 70 % 0.80, 80 % 0.68, 90 % 0.50, 100 % 0.35 (1.00 below 50 %);
 *   1 day 0.70, 10 days 0.63, 30 days 0.59, 90 days 0.54, 180 days 0.50 (1.00 under 1 day
 *   would overstate a sustained load, so shorter times take the 1-day factor);
 *   column stacks 1.00, misaligned columns 0.85, interlocked layers 0.55.
 * - Status: pass when the load × safety factor is within the derated BCT, warn when only the
 *   load is, fail when the load is above it.
 */
import type { CaseCandidate, CompressionSpec } from './case-problem.js';

/** Standard gravity: grams of load to newtons. */
export const NEWTONS_PER_GRAM = 9.80665e-3;

/** Common board grades: flute, ECT (N/m) and caliper (0.1 mm); the request's defaults by flute. */
export const BOARD_GRADES = {
  E: { flute: 'E', ectNPerM: 4000, caliper: 16 },
  B: { flute: 'B', ectNPerM: 5000, caliper: 30 },
  C: { flute: 'C', ectNPerM: 5600, caliper: 40 },
  EB: { flute: 'EB', ectNPerM: 7000, caliper: 46 },
  BC: { flute: 'BC', ectNPerM: 8400, caliper: 69 },
} as const;
export type Flute = keyof typeof BOARD_GRADES;

/** McKee's simplified BCT in N, from ECT (N/m), caliper and perimeter (0.1 mm). */
export function mckeeBctN(ectNPerM: number, caliper: number, perimeter: number): number {
  const m = 1e-4; // 0.1 mm in m
  return 5.87 * ectNPerM * Math.sqrt(caliper * m * perimeter * m);
}

const HUMIDITY: readonly [number, number][] = [
  [50, 1],
  [60, 0.9],
  [70, 0.8],
  [80, 0.68],
  [90, 0.5],
  [100, 0.35],
];
const TIME: readonly [number, number][] = [
  [1, 0.7],
  [10, 0.63],
  [30, 0.59],
  [90, 0.54],
  [180, 0.5],
];
export const STACKING_FACTOR = { column: 1, misaligned: 0.85, interlocked: 0.55 } as const;

/** Piecewise-linear on a table, held flat beyond its ends. */
function lookup(table: readonly [number, number][], x: number): number {
  if (x <= table[0][0]) return table[0][1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i];
    if (x <= x1) {
      const [x0, y0] = table[i - 1];
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return table[table.length - 1][1];
}

export const humidityFactor = (pct: number) => lookup(HUMIDITY, pct);
export const timeFactor = (days: number) => lookup(TIME, days);

/** The environment factor: humidity × time × stacking. */
export const environmentFactor = (s: CompressionSpec) =>
  humidityFactor(s.humidityPct) * timeFactor(s.storageDays) * STACKING_FACTOR[s.stacking];

/** Where the heaviest load on one case arises, and how much (g). */
export interface BottomLoad {
  readonly grams: number;
  readonly where: 'pallet' | 'container pallets' | 'container floor' | 'none';
}

/**
 * The load on the bottom case of the candidate's stacks: the layers above it on the pallet, the
 * floor-loaded stack in the container, and, for two tiers of pallets, the upper pallet (cargo
 * and tare) spread over the cases of the lower pallet's top layer.
 */
export function bottomCaseLoad(c: CaseCandidate): BottomLoad {
  const w = c.design.weight;
  const loads: BottomLoad[] = [{ grams: 0, where: 'none' }];
  if (c.pallet) loads.push({ grams: (c.pallet.layers - 1) * w, where: 'pallet' });
  const k = c.container;
  if (k?.mode === 'floor' && k.floor) loads.push({ grams: (k.floor.layers - 1) * w, where: 'container floor' });
  if (k?.mode === 'pallets' && k.palletised) {
    const p = k.palletised;
    const perLayer = p.casesPerPallet / p.layersPerPallet;
    const above = p.tiers > 1 ? p.grossPerPallet / perLayer : 0;
    loads.push({ grams: (p.layersPerPallet - 1) * w + above, where: 'container pallets' });
  }
  return loads.reduce((a, b) => (b.grams > a.grams ? b : a));
}

export interface CompressionScreen {
  readonly bctN: number;
  readonly factor: number;
  /** Environment-adjusted BCT, as grams of load. */
  readonly adjustedGrams: number;
  readonly load: BottomLoad;
  readonly status: 'pass' | 'warn' | 'fail';
}

export function screenCompression(c: CaseCandidate, s: CompressionSpec): CompressionScreen {
  const o = c.design.outer;
  const bctN = mckeeBctN(s.grade.ectNPerM, s.grade.caliper, 2 * (o.l + o.w));
  const factor = environmentFactor(s);
  const adjustedGrams = (bctN * factor) / NEWTONS_PER_GRAM;
  const load = bottomCaseLoad(c);
  const status = load.grams * s.safetyFactor <= adjustedGrams ? 'pass' : load.grams <= adjustedGrams ? 'warn' : 'fail';
  return { bctN, factor, adjustedGrams, load, status };
}

/** Defaults of the environment (docs/api/case-design.md). */
export const COMPRESSION_DEFAULTS = {
  humidityPct: 50,
  storageDays: 30,
  stacking: 'column',
  safetyFactor: 1.5,
} as const;
