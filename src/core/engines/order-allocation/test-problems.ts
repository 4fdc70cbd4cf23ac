/**
 * Shared by the order-allocation tests: a pallet problem written in cm and kg (no base, a 2 t
 * payload), and a time-cap callback that never fires.
 */
import type { Problem } from '../../model/problem.js';
import { palletProblem, type PalletCarton } from '../pallet-loading/index.js';

export const CM = 100;
export const KG = 1000;
export const never = (): boolean => false;

export function problemCm(
  pallet: { l: number; w: number; h: number },
  cartons: { l: number; w: number; h: number; qty: number; kg: number; maxStackKg?: number }[],
): Problem {
  const items: PalletCarton[] = cartons.map((c, i) => ({
    label: `c${i}`,
    l: c.l * CM,
    w: c.w * CM,
    h: c.h * CM,
    qty: c.qty,
    weight: c.kg * KG,
    keepUpright: true,
    maxStack: c.maxStackKg === undefined ? null : c.maxStackKg * KG,
  }));
  return palletProblem(
    { l: pallet.l * CM, w: pallet.w * CM, baseHeight: 0, maxHeight: pallet.h * CM, maxWeight: 2000 * KG },
    items,
  );
}
