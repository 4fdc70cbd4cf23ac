/**
 * Seeded grouped loads (issue 50, line 1): fulfilment-centre shipments, each one keep-together
 * `group` of 3-6 carton types of 25-65 cm (upright a third of the time, 100-300 kg/m³), in a
 * space of the given size filled to `fillPct` % by volume (no unload zones, no payload cut).
 * The same cargo with one unloadOrder zone per group is the "zone build" the engine must match.
 */
import type { ItemType } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import { Rng } from '../src/core/search/rng.js';

export interface GroupedSpec {
  readonly groups: number;
  readonly fillPct: number;
  /** Internal l, w, h in cm. */
  readonly space: readonly [number, number, number];
}

export const TWENTY_FT: GroupedSpec = { groups: 3, fillPct: 68, space: [590, 235, 239] };

export function groupedInstance(seed: number, spec: GroupedSpec = TWENTY_FT): Problem {
  const rng = new Rng(seed * 104_729 + spec.groups);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const cm = LENGTH_PER_CM;
  const [L, W, H] = spec.space;
  const target = (spec.fillPct / 100) * L * W * H;
  const types: { l: number; w: number; h: number; upright: boolean; density: number; group: number }[] = [];
  for (let g = 0; g < spec.groups; g++) {
    const n = between(3, 6);
    for (let k = 0; k < n; k++) {
      const l = between(25, 65);
      types.push({
        l,
        w: between(20, Math.min(l, 55)),
        h: between(20, 55),
        upright: rng.next() < 0.33,
        density: between(100, 300),
        group: g,
      });
    }
  }
  const qty = types.map(() => 1);
  let volume = types.reduce((v, t) => v + t.l * t.w * t.h, 0);
  while (volume < target) {
    const k = rng.int(types.length);
    qty[k]++;
    volume += types[k].l * types[k].w * types[k].h;
  }
  const items: ItemType[] = types.map((t, index) => ({
    index,
    label: `s${t.group + 1}-carton-${index + 1}`,
    l: t.l * cm,
    w: t.w * cm,
    h: t.h * cm,
    qty: qty[index],
    weight: Math.round(Math.max(0.5, (t.density * t.l * t.w * t.h) / 1e6) * MASS_PER_KG),
    hasWeight: true,
    maxStack: null,
    verticalAxes: t.upright ? ['h'] : ['l', 'w', 'h'],
    canTurn: true,
    group: `shipment-${t.group + 1}`,
    unloadOrder: null,
  }));
  return { space: { l: L * cm, w: W * cm, h: H * cm, maxWeight: null, door: null }, items };
}

/** The same cargo with one unload zone per group (group k + 1 nearest the door first), for comparison. */
export function zonePerGroup(problem: Problem): Problem {
  return {
    ...problem,
    items: problem.items.map((it) => ({ ...it, unloadOrder: Number(it.group?.split('-')[1] ?? 1) })),
  };
}
