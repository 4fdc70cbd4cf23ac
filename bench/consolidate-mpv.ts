/**
 * Martello-Pisinger-Vigo 3D bin packing instances as multi-container loads: one PO holding
 * every item (qty 1, fixed orientation, as the instances require), an unlimited supply of the
 * instance's bin as the only container type, no door and no payload. Read at run time from
 * ../shared/benchmarks/mpv (never copied into the repository).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsolidationProblem } from '../src/core/engines/consolidation/index.js';
import type { ItemType } from '../src/core/model/item.js';
import { LENGTH_PER_CM } from '../src/core/model/units.js';
import { sharedBenchmarkPath } from './shared-data.js';

export interface MpvInstance {
  readonly bin: readonly [number, number, number];
  readonly items: readonly (readonly [number, number, number])[];
}

export function readMpv(cls: number, n: number, v: number): MpvInstance {
  const nums = readFileSync(join(sharedBenchmarkPath('mpv', 'raw', 'instances'), `${cls}_${n}`, String(v)), 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const bin = [nums[0], nums[1], nums[2]] as const;
  const count = nums[3];
  const items = Array.from({ length: count }, (_, i) => [nums[4 + 3 * i], nums[5 + 3 * i], nums[6 + 3 * i]] as const);
  return { bin, items };
}

/** Continuous bound: ceil(total item volume / bin volume). */
export const mpvL0 = (inst: MpvInstance) =>
  Math.ceil(inst.items.reduce((s, [w, h, d]) => s + w * h * d, 0) / (inst.bin[0] * inst.bin[1] * inst.bin[2]));

export function mpvProblem(inst: MpvInstance, packRuns: number, workPerPack: number): ConsolidationProblem {
  const u = LENGTH_PER_CM;
  // width along x, height up, depth across; fixed orientation keeps it so
  const items: ItemType[] = inst.items.map(([w, h, d], index) => ({
    index,
    label: `item-${index + 1}`,
    l: w * u,
    w: d * u,
    h: h * u,
    qty: 1,
    weight: 0,
    hasWeight: false,
    maxStack: null,
    verticalAxes: ['h'],
    canTurn: false,
    group: null,
    unloadOrder: null,
  }));
  const [W, H, D] = inst.bin;
  return {
    pos: [{ poId: 'all', supplier: null, readyDate: null, priority: null, items }],
    window: null,
    containers: [
      {
        name: 'bin',
        maxCount: inst.items.length,
        rate: null,
        space: { l: W * u, w: D * u, h: H * u, maxWeight: null, door: null },
      },
    ],
    rules: { keepPoTogether: false, maxSuppliersPerContainer: null, unloadOrderByPo: false },
    lcl: { ratePerCbm: null, minCbm: 1 },
    packRuns,
    workPerPack,
  };
}
