/**
 * Work units for one packing run, scaled to its cargo: a run gets the base (the request's
 * workPerPack) for every CARTONS_PER_BASE cartons offered, between one and MAX_SCALE bases, so a
 * full 40' of 600 tiles is not cut short at a small load's budget. The request's total stays
 * bounded by packRuns × workPerPack: a run takes at most what is left of that pool after a
 * quarter base is set aside for every further run allowed, and never less than that quarter.
 * Work a run does not spend stays in the pool (most runs place everything in the engine's first
 * greedy pass and spend far less than their limit).
 */
export const CARTONS_PER_BASE = 300;
export const MAX_SCALE = 4;
/** The share of a base set aside for each further run, and the least a run gets. */
export const RESERVE = 0.25;

export interface WorkPool {
  /** Work units the request may still spend. */
  left: number;
}

export function runWork(base: number, cartons: number, pool: WorkPool, runsLeft: number): number {
  const scaled = Math.max(base, Math.min(MAX_SCALE * base, Math.round((base * cartons) / CARTONS_PER_BASE)));
  const floor = Math.round(RESERVE * base);
  const spare = pool.left - floor * Math.max(0, runsLeft - 1);
  return Math.max(floor, Math.min(scaled, spare));
}
