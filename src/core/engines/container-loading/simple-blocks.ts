import type { Block } from './block.js';
import { unitsPerColumn, type Cargo } from './cargo.js';

/**
 * Simple blocks (Fanslau & Bortfeldt 2010): nx × ny × nz copies of one box in one allowed
 * shape, fitting the empty space, within the item's quantity and the payload, and never
 * taller than its stacking limit allows (the lowest box carries all the others), than
 * maxLayers, or than one unit for a bottomOnly item.
 * When an item would give more than `perShapeCap` blocks for one shape, counts along each
 * axis are thinned to small counts, the largest count and a few fractions of it.
 */
export function simpleBlocks(cargo: Cargo, items: readonly number[], perShapeCap: number): Block[] {
  const out: Block[] = [];
  for (const item of items) {
    const q = cargo.qty[item];
    if (q <= 0) continue;
    const w = cargo.weight[item];
    const ms = cargo.maxStack[item];
    const stackCap = unitsPerColumn(cargo, item);
    const payloadCap = w === 0 ? Infinity : Math.floor(cargo.maxWeight / w);
    const cap = Math.min(q, payloadCap);
    if (cap <= 0) continue;
    for (const shape of cargo.shapes[item]) {
      const mx = Math.min(Math.floor(cargo.L / shape.dx), cap);
      const my = Math.min(Math.floor(cargo.H / shape.dy), stackCap, cap);
      const mz = Math.min(Math.floor(cargo.W / shape.dz), cap);
      const full = countCombos(mx, my, mz, cap) <= perShapeCap;
      const xs = full ? range(mx) : thinned(mx);
      const ys = full ? range(my) : thinned(my);
      const zs = full ? range(mz) : thinned(mz);
      for (const nx of xs)
        for (const nz of zs) {
          if (nx * nz > cap) break;
          for (const ny of ys) {
            const n = nx * ny * nz;
            if (n > cap) break;
            const dx = nx * shape.dx,
              dy = ny * shape.dy,
              dz = nz * shape.dz;
            out.push({
              id: 0,
              dx,
              dy,
              dz,
              volume: dx * dy * dz,
              weight: n * w,
              boxCount: n,
              items: [item],
              counts: [n],
              base: [{ x0: 0, x1: dx, z0: 0, z1: dz }],
              tops: ms === 0 ? [] : [{ x0: 0, x1: dx, z0: 0, z1: dz, h: dy }],
              paX: ms === 0 ? 0 : dx,
              paZ: ms === 0 ? 0 : dz,
              make: { kind: 'simple', item, shape, nx, ny, nz },
            });
          }
        }
    }
  }
  return out;
}

function range(m: number): number[] {
  return Array.from({ length: m }, (_, i) => i + 1);
}

/** Small counts, the largest count and its halves and thirds, ascending. */
function thinned(m: number): number[] {
  const set = new Set<number>();
  for (let i = 1; i <= Math.min(m, 4); i++) set.add(i);
  for (const f of [1, 2, 3, 4]) set.add(Math.max(1, Math.floor(m / f)));
  for (let p = 8; p < m; p *= 2) set.add(p);
  return [...set].sort((a, b) => a - b);
}

function countCombos(mx: number, my: number, mz: number, cap: number): number {
  let n = 0;
  for (let x = 1; x <= mx; x++)
    for (let z = 1; z <= mz && x * z <= cap; z++) n += Math.min(my, Math.floor(cap / (x * z)));
  return n;
}
