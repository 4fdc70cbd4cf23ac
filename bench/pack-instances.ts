/**
 * Seeded, realistic mixed-constraint container loads for bench:pack: a 40' high-cube sized
 * space (1203 × 235 × 269 cm, door 234 × 258 cm, payload 26,500 kg) and cartons of 20-70 cm
 * with weights from 80-350 kg/m³; about a fifth of the types have a stacking limit, one in
 * twenty is fragile (maxStack 0), a third must stay upright, a tenth are in keep-together
 * groups, and 40% belong to one of three unload zones.
 */
import type { ItemType } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import { Rng } from '../src/core/search/rng.js';

export const FORTY_HQ = { l: 1203, w: 235, h: 269, door: { w: 234, h: 258 }, maxWeightKg: 26_500 };

/** A load of exactly `units` cartons over a number of types that grows with the size (8 to 100). */
export function packInstance(units: number, seed: number): Problem {
  const rng = new Rng(seed * 7919 + units);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const types = Math.min(100, Math.max(8, Math.round(units / 20)));
  const qty = Array.from({ length: types }, () => 1);
  for (let left = units - types; left > 0; left--) qty[rng.int(types)]++;
  const cm = LENGTH_PER_CM;
  const items: ItemType[] = qty.map((q, index) => {
    const l = between(25, 70),
      w = between(20, Math.min(l, 60)),
      h = between(20, 60);
    const density = between(80, 350); // kg per m³
    const kg = Math.max(0.5, Math.round((density * l * w * h) / 1e5) / 10);
    const weight = Math.round(kg * MASS_PER_KG);
    const roll = rng.next();
    const maxStack = roll < 0.05 ? 0 : roll < 0.25 ? Math.round(weight * between(2, 6)) : null;
    const upright = rng.next() < 0.33;
    const group = rng.next() < 0.1 ? `g${1 + rng.int(3)}` : null;
    const zone = rng.next() < 0.4 ? 1 + rng.int(3) : null;
    return {
      index,
      label: `carton-${index + 1}`,
      l: l * cm,
      w: w * cm,
      h: h * cm,
      qty: q,
      weight,
      hasWeight: true,
      maxStack,
      verticalAxes: upright ? ['h'] : ['l', 'w', 'h'],
      canTurn: true,
      group,
      unloadOrder: zone,
    };
  });
  const { l, w, h, door, maxWeightKg } = FORTY_HQ;
  return {
    space: {
      l: l * cm,
      w: w * cm,
      h: h * cm,
      maxWeight: maxWeightKg * MASS_PER_KG,
      door: { w: door.w * cm, h: door.h * cm },
    },
    items,
  };
}
