/**
 * Lower bounds on the number of pallets an order needs (cartons that fit no empty pallet
 * are left out: no pallet count can carry them).
 *
 * - volume: total volume over the usable pallet volume, each side shrunk to the largest sum
 *   of carton extents along it: any packing can be pushed toward the origin, one axis at a
 *   time, until every box touches a wall or another box on its low side, so each corner
 *   lies at such sums and the load fits in the shrunk box (normal patterns, Herz 1972;
 *   Christofides & Whitlock 1977);
 * - weight: total cargo weight over the cargo limit;
 * - tall: cartons taller than half the space in every stance can never be stacked on one
 *   another, so their footprints are disjoint: summed footprints over the pallet area;
 * - fragile: nothing may rest on a maxStack-0 carton, so nothing at all lies above its
 *   footprint (the lowest box there would rest on it): their footprints are disjoint too;
 * - big: cartons longer than half the pallet, wider than half of it and taller than half
 *   its height in every stance cannot share a pallet at all: their count;
 * - level (pallet-level-bounds.ts): sets of horizontal planes; each carton meets a known
 *   number of them (a fragile one every plane above its bottom), and the footprints met on
 *   one plane are disjoint: against the normalised deck area and a lattice count per plane;
 *   for one SKU standing one way, the 2D pallet-loading upper bound per level (per pallet
 *   for a fragile SKU).
 * - stack (stack-load-bound.ts): when every carton has a maxStack, the cargo weight must rest
 *   on deck cartons that can carry it: a fractional knapsack over the deck area.
 * - rescaled (dff-bound.ts): the volume bound with each carton side rescaled by a dual
 *   feasible function per axis (Fekete & Schepers 2004), so a carton that leaves a strip no
 *   other one fills is charged for it.
 * The reported bound is the largest; all are cheap and valid, none is tight in general.
 */
import { shapesWithin } from '../../geometry/orientation.js';
import type { Problem } from '../../model/problem.js';
import { dffBound, dffCharges } from './dff-bound.js';
import { levelBound } from './pallet-level-bounds.js';
import { loadableQuantities } from './share-loading.js';
import { stackLoadBound } from './stack-load-bound.js';

const MAX_TABLE = 200_000;

export interface PalletLowerBound {
  readonly value: number;
  readonly volume: number;
  readonly weight: number;
  readonly tall: number;
  readonly fragile: number;
  readonly big: number;
  readonly level: number;
  readonly stack: number;
  readonly rescaled: number;
}

/** Largest sum of the given lengths (each usable any number of times) not above `limit`. */
export function largestConicSum(limit: number, lengths: readonly number[]): number {
  const parts = [...new Set(lengths.filter((v) => v > 0 && v <= limit))];
  if (parts.length === 0) return 0;
  if (limit > MAX_TABLE) return limit; // a 20 m side: keep the plain side rather than a huge table
  const reach = new Uint8Array(limit + 1);
  reach[0] = 1;
  for (let v = 1; v <= limit; v++) {
    for (const p of parts)
      if (p <= v && reach[v - p]) {
        reach[v] = 1;
        break;
      }
  }
  for (let v = limit; v > 0; v--) if (reach[v]) return v;
  return 0;
}

/**
 * `conicSum`, `charges`: largestConicSum and dffCharges, or memos of them (order-options
 * bounds thousands of quantity variants of one order).
 */
export function palletLowerBound(
  problem: Problem,
  conicSum: typeof largestConicSum = largestConicSum,
  charges: typeof dffCharges = dffCharges,
): PalletLowerBound {
  const { l: L, w: W, h: H, maxWeight } = problem.space;
  const quantities = loadableQuantities(problem);
  const loadable = problem.items.filter((it) => quantities[it.index] > 0);
  if (loadable.length === 0)
    return { value: 0, volume: 0, weight: 0, tall: 0, fragile: 0, big: 0, level: 0, stack: 0, rescaled: 0 };
  let volume = 0;
  let mass = 0;
  let tallArea = 0;
  let fragileArea = 0;
  let big = 0;
  const along: { x: number[]; y: number[]; z: number[] } = { x: [], y: [], z: [] };
  const fitting = loadable.map((it) => ({ shapes: shapesWithin(it, problem.space) }));
  for (const [i, it] of loadable.entries()) {
    const { shapes } = fitting[i];
    for (const s of shapes) {
      along.x.push(s.dx);
      along.y.push(s.dy);
      along.z.push(s.dz);
    }
    volume += it.l * it.w * it.h * it.qty;
    mass += it.weight * it.qty;
    const footprint = Math.min(...shapes.map((s) => s.dx * s.dz));
    if (shapes.every((s) => 2 * s.dy > H)) tallArea += it.qty * footprint;
    if (it.maxStack === 0) fragileArea += it.qty * footprint;
    if (shapes.every((s) => 2 * s.dy > H && 2 * s.dx > L && 2 * s.dz > W)) big += it.qty;
  }
  const [Ls, Hs, Ws] = [conicSum(L, along.x), conicSum(H, along.y), conicSum(W, along.z)];
  const usable = Ls * Hs * Ws;
  // Integer operands below 2^53: the quotients are exact enough for ceil to be exact.
  const byVolume = Math.ceil(volume / usable);
  const byWeight = maxWeight === null ? 0 : Math.ceil(mass / maxWeight);
  const byTall = Math.ceil(tallArea / (L * W));
  const byFragile = Math.ceil(fragileArea / (L * W));
  const byLevel = levelBound(problem.space, loadable, conicSum);
  const byStack = stackLoadBound(problem.space, loadable, conicSum);
  const byRescaled = dffBound(
    charges(Ls, Hs, Ws, fitting),
    loadable.map((it) => it.qty),
  );
  return {
    value: Math.max(1, byVolume, byWeight, byTall, byFragile, big, byLevel, byStack, byRescaled),
    volume: byVolume,
    weight: byWeight,
    tall: byTall,
    fragile: byFragile,
    big,
    level: byLevel,
    stack: byStack,
    rescaled: byRescaled,
  };
}
