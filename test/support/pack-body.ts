/**
 * The inverse of the pack request mapping, for round-trip and handler tests: a core problem
 * written back as an /api/pack request body in cm/kg, and a response's boxes read back as placements.
 */
import type { Placement } from '../../src/core/model/plan.js';
import type { Problem } from '../../src/core/model/problem.js';
import type { PackRequestInput } from '../../src/http/mappers/pack-request.js';

const toCm = (units: number) => units / 100;
const toKg = (grams: number) => grams / 1000;

export function packBodyFromProblem(problem: Problem): PackRequestInput {
  const { space } = problem;
  return {
    container: {
      l: toCm(space.l),
      w: toCm(space.w),
      h: toCm(space.h),
      ...(space.maxWeight === null ? {} : { maxWeight: toKg(space.maxWeight) }),
      ...(space.door === null ? {} : { door: { w: toCm(space.door.w), h: toCm(space.door.h) } }),
    },
    items: problem.items.map((it) => ({
      l: toCm(it.l),
      w: toCm(it.w),
      h: toCm(it.h),
      qty: it.qty,
      label: it.label,
      ...(it.hasWeight ? { weight: toKg(it.weight) } : {}),
      ...(it.maxStack === null ? {} : { maxStack: toKg(it.maxStack) }),
      ...(it.canTurn ? {} : { allowRotate: false }),
      verticalAxes: [...it.verticalAxes],
      ...(it.group === null ? {} : { group: it.group }),
      ...(it.unloadOrder === null ? {} : { unloadOrder: it.unloadOrder }),
      ...(it.bottomOnly === true ? { bottomOnly: true } : {}),
      ...(it.maxLayers === undefined ? {} : { maxLayers: it.maxLayers }),
    })),
  };
}

interface BoxOut {
  label: string;
  l: number;
  w: number;
  h: number;
  px: number;
  py: number;
  pz: number;
}

/** Response boxes (cm, l/w/h = extents along x/z/y) back to core placements, items found by label. */
export function placementsFromBoxes(problem: Problem, boxes: readonly BoxOut[]): Placement[] {
  const byLabel = new Map(problem.items.map((it) => [it.label, it.index]));
  const u = (v: number) => Math.round(v * 100);
  return boxes.map((b) => ({
    item: byLabel.get(b.label) ?? -1,
    x: u(b.px),
    y: u(b.py),
    z: u(b.pz),
    dx: u(b.l),
    dy: u(b.h),
    dz: u(b.w),
  }));
}
