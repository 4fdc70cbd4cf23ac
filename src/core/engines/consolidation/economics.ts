/**
 * Freight of a plan: containers at their rate, the remainder as LCL on W/M (the greater of
 * metric tonnes and cubic metres, at least minCbm, times the rate per m³). The total is null,
 * and the missing rates are named, when any rate the plan needs was not given. Volume
 * economics only: no CFS, documentation or destination charges (marked unverified upstream).
 */
import { LENGTH_PER_CM, MASS_PER_KG } from '../../model/units.js';
import type { ConsolidationProblem, ContainerLoad, LclQuote, Lot, PlanCost, RemainderLot } from './types.js';
import { lotItem } from './pack-container.js';

const UNITS_PER_M = 100 * LENGTH_PER_CM;
const GRAMS_PER_TONNE = 1000 * MASS_PER_KG;

export function remainderTotals(
  problem: ConsolidationProblem,
  remainder: readonly Lot[],
): { cartons: number; volume: number; grams: number } {
  let cartons = 0,
    volume = 0,
    grams = 0;
  for (const lot of remainder) {
    const it = lotItem(problem, lot);
    cartons += lot.qty;
    volume += lot.qty * it.l * it.w * it.h;
    grams += lot.qty * it.weight;
  }
  return { cartons, volume, grams };
}

/** The LCL charge (W/M) for this volume (cubic length units) and mass (grams), or null without a rate. */
export function lclCharge(problem: ConsolidationProblem, volume: number, grams: number): number | null {
  const rate = problem.lcl.ratePerCbm;
  if (rate === null) return null;
  return Math.max(volume / UNITS_PER_M ** 3, grams / GRAMS_PER_TONNE, problem.lcl.minCbm) * rate;
}

export function lclQuote(problem: ConsolidationProblem, remainder: readonly RemainderLot[]): LclQuote | null {
  const t = remainderTotals(problem, remainder);
  if (t.cartons === 0) return null;
  const cbm = t.volume / UNITS_PER_M ** 3;
  const tonnes = t.grams / GRAMS_PER_TONNE;
  const chargeable = Math.max(cbm, tonnes, problem.lcl.minCbm);
  const rate = problem.lcl.ratePerCbm;
  return { cbm, tonnes, chargeable, amount: rate === null ? null : chargeable * rate };
}

export function planCost(
  problem: ConsolidationProblem,
  containers: readonly ContainerLoad[],
  remainder: readonly RemainderLot[],
): PlanCost {
  const missing: string[] = [];
  const byType = problem.containers
    .map((c, type) => ({ type, count: containers.filter((l) => l.type === type).length, rate: c.rate }))
    .filter((c) => c.count > 0);
  const lines = byType.map((c) => {
    if (c.rate === null) missing.push(`containers[${c.type}].ratePerContainer`);
    return { type: c.type, count: c.count, amount: c.rate === null ? null : c.rate * c.count };
  });
  const lcl = lclQuote(problem, remainder);
  if (lcl && lcl.amount === null) missing.push('lcl.ratePerCbm');
  const total = missing.length > 0 ? null : lines.reduce((s, l) => s + l.amount!, 0) + (lcl?.amount ?? 0);
  return { total, containers: lines, lcl, missing };
}
