/**
 * Seeded partial truck loads (issue 50, line 3): a single layer of 8-17 heavy floor-only units
 * (maxStack 0, upright; 1-3 types of 80-120 × 80-120 cm, 80-179 cm tall) weighing 5-12 t in all,
 * on a 13.6 m semi-trailer with the kingpin at 160 cm and the axle group at 930 cm, limits
 * 11 t / 18 t. Against the headboard such a layer is legal but can load the kingpin to its limit;
 * centred, both supports stay well under it. The measure is the smallest axle margin.
 */
import type { ItemType } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import type { AxleSpec } from '../src/core/reports/pack-report-types.js';
import { Rng } from '../src/core/search/rng.js';

export const SEMI_AXLES: AxleSpec = { frontPos: 160, rearPos: 930, frontLimit: 11_000, rearLimit: 18_000 };
const FOOTPRINTS = [
  [120, 80],
  [120, 100],
  [110, 110],
  [100, 120],
];

export function truckLayerInstance(seed: number): { problem: Problem; axles: AxleSpec } {
  const rng = new Rng(seed * 7919 + 11);
  const types = 1 + rng.int(3);
  const totalKg = 5000 + rng.int(7001);
  const specs = Array.from({ length: types }, () => {
    const [l, w] = FOOTPRINTS[rng.int(FOOTPRINTS.length)];
    return { l, w, h: 80 + rng.int(100), share: 1 + rng.int(3) };
  });
  const shareSum = specs.reduce((a, b) => a + b.share, 0);
  const units = 8 + rng.int(10);
  const cm = LENGTH_PER_CM;
  const a = SEMI_AXLES;
  const items: ItemType[] = specs.map((t, index) => ({
    index,
    label: `u${index}`,
    l: t.l * cm,
    w: t.w * cm,
    h: t.h * cm,
    qty: Math.max(1, Math.round((units * t.share) / shareSum)),
    weight: Math.round((totalKg / units) * MASS_PER_KG),
    hasWeight: true,
    maxStack: 0,
    verticalAxes: ['h'],
    canTurn: true,
    group: null,
    unloadOrder: null,
  }));
  return {
    problem: {
      space: {
        l: 1360 * cm,
        w: 248 * cm,
        h: 270 * cm,
        maxWeight: 24_000 * MASS_PER_KG,
        door: null,
        axles: {
          frontPos: a.frontPos * cm,
          rearPos: a.rearPos * cm,
          frontLimit: a.frontLimit * MASS_PER_KG,
          rearLimit: a.rearLimit * MASS_PER_KG,
        },
      },
      items,
    },
    axles: a,
  };
}
