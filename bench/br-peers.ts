/**
 * The npm packages we compare with on BR instances, run as their READMEs describe:
 * - binpackingjs (pack3D, Dube et al.'s pivot heuristic; no support rule): one bin, one item per unit,
 *   width = length (x), height = up (y), depth = width (z); rotations limited to the allowed vertical axes;
 * - 3d-bin-packing (Packer.optimize, Air Force heuristic): loaded only if its dependencies resolve.
 * Both return placements in core units, so our checker judges them like our own plans.
 */
import { createRequire } from 'node:module';
import { pack3D, RotationType } from 'binpackingjs/3d';
import type { OwnAxis } from '../src/core/model/item.js';
import type { Placement } from '../src/core/model/plan.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM } from '../src/core/model/units.js';

export interface PeerRun {
  readonly placements: Placement[] | null;
  /** Why the peer could not run, when it could not. */
  readonly error: string | null;
}

const rotationsFor: Record<OwnAxis, RotationType[]> = {
  h: [RotationType.WHD, RotationType.DHW],
  l: [RotationType.HWD, RotationType.DWH],
  w: [RotationType.HDW, RotationType.WDH],
};

export function runBinpackingjs(problem: Problem): PeerRun {
  const u = LENGTH_PER_CM;
  const { space } = problem;
  const items = problem.items.flatMap((it) =>
    Array.from({ length: it.qty }, (_, k) => ({
      name: `${it.index}:${k}`,
      width: it.l / u,
      height: it.h / u,
      depth: it.w / u,
      weight: 0,
      allowedRotations: it.verticalAxes.flatMap((a) => rotationsFor[a]),
    })),
  );
  const result = pack3D({
    bins: [{ name: 'container', width: space.l / u, height: space.h / u, depth: space.w / u, maxWeight: 1e12 }],
    items,
  });
  const placements = (result.packedBins[0]?.items ?? []).map((p: any) => ({
    item: Number(String(p.sourceItem.name).split(':')[0]),
    x: Math.round(p.position[0] * u),
    y: Math.round(p.position[1] * u),
    z: Math.round(p.position[2] * u),
    dx: Math.round(p.dimension[0] * u),
    dy: Math.round(p.dimension[1] * u),
    dz: Math.round(p.dimension[2] * u),
  }));
  return { placements, error: null };
}

export function run3dBinPacking(problem: Problem): PeerRun {
  let lib: any;
  const require = createRequire(import.meta.url);
  try {
    require('samchon'); // the package swallows this failure and breaks later; surface the cause
    lib = require('3d-bin-packing');
  } catch (e) {
    return { placements: null, error: `cannot load: ${String((e as Error).message).split('\n')[0]}` };
  }
  const u = LENGTH_PER_CM;
  const { space } = problem;
  const wrappers = new lib.WrapperArray();
  wrappers.push(new lib.Wrapper('container', 1, space.l / u, space.h / u, space.w / u, 0));
  const instances = new lib.InstanceArray();
  for (const it of problem.items)
    instances.insert(instances.end(), it.qty, new lib.Product(String(it.index), it.l / u, it.h / u, it.w / u));
  const result = new lib.Packer(wrappers, instances).optimize();
  const placements: Placement[] = [];
  if (result.size() > 0) {
    const wrapper = result.at(0);
    for (let i = 0; i < wrapper.size(); i++) {
      const w = wrapper.at(i);
      placements.push({
        item: Number(w.getInstance().getName()),
        x: Math.round(w.getX() * u),
        y: Math.round(w.getY() * u),
        z: Math.round(w.getZ() * u),
        dx: Math.round(w.getLayoutWidth() * u),
        dy: Math.round(w.getLayoutHeight() * u),
        dz: Math.round(w.getLength() * u),
      });
    }
  }
  return { placements, error: null };
}
