/**
 * Seeded over-full household loads (issue 50, line 2): a 20 ft container or a 13.6 m trailer
 * (kingpin 160 cm, axle group 930 cm, 11 t / 18 t) asked to take 105-125 % of its volume in
 * 4-8 unit types: a few heavy, wide appliances (200-600 kg, 90-130 cm across, upright, nothing on them) and
 * light bulky cartons (60-150 kg/m³). Not everything fits, so the engine decides what stays out;
 * the measure is how often the plan returned passes COG_HEIGHT and AXLE_LOADS.
 */
import type { ItemType } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import type { AxleSpec } from '../src/core/reports/pack-report-types.js';
import { Rng } from '../src/core/search/rng.js';

export interface OverfullInstance {
  readonly problem: Problem;
  readonly axles: AxleSpec | null;
}

export const TRAILER_AXLES: AxleSpec = { frontPos: 160, rearPos: 930, frontLimit: 11_000, rearLimit: 18_000 };

export function overfullInstance(seed: number): OverfullInstance {
  const rng = new Rng(seed * 7_3421 + 5);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const truck = rng.next() < 0.4;
  const [L, W, H] = truck ? [1360, 248, 270] : [590, 235, 239];
  const types = between(4, 8);
  const heavyTypes = between(1, 2);
  const specs = Array.from({ length: types }, (_, k) => {
    const heavy = k < heavyTypes;
    const l = heavy ? between(60, 90) : between(30, 80);
    const w = heavy ? between(90, 130) : between(25, Math.min(l, 60));
    const h = heavy ? between(80, 180) : between(25, 70);
    const kg = heavy ? between(200, 600) : Math.max(1, Math.round((between(60, 150) * l * w * h) / 1e6));
    return { l, w, h, kg, heavy };
  });
  const target = (between(105, 125) / 100) * L * W * H;
  const qty = specs.map(() => 1);
  let volume = specs.reduce((v, s) => v + s.l * s.w * s.h, 0);
  while (volume < target) {
    const k = rng.next() < 0.35 ? rng.int(heavyTypes) : rng.int(types);
    qty[k]++;
    volume += specs[k].l * specs[k].w * specs[k].h;
  }
  const cm = LENGTH_PER_CM;
  const items: ItemType[] = specs.map((s, index) => ({
    index,
    label: `${s.heavy ? 'appliance' : 'carton'}-${index + 1}`,
    l: s.l * cm,
    w: s.w * cm,
    h: s.h * cm,
    qty: qty[index],
    weight: s.kg * MASS_PER_KG,
    hasWeight: true,
    maxStack: s.heavy ? 0 : null,
    verticalAxes: s.heavy ? ['h'] : ['l', 'w', 'h'],
    canTurn: true,
    group: null,
    unloadOrder: null,
  }));
  const a = TRAILER_AXLES;
  return {
    problem: {
      space: {
        l: L * cm,
        w: W * cm,
        h: H * cm,
        maxWeight: (truck ? 24_000 : 28_130) * MASS_PER_KG,
        door: null,
        ...(truck
          ? {
              axles: {
                frontPos: a.frontPos * cm,
                rearPos: a.rearPos * cm,
                frontLimit: a.frontLimit * MASS_PER_KG,
                rearLimit: a.rearLimit * MASS_PER_KG,
              },
            }
          : {}),
      },
      items,
    },
    axles: truck ? a : null,
  };
}
