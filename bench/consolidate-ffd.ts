/**
 * The first-fit-decreasing baseline of bench:consolidate: POs by volume, largest first, each
 * into the first open container that the container engine can repack with it whole (tried
 * only when the volumes fit), else into new containers (overflow carried to the next).
 * One container type, unlimited count; no mixes, no rules.
 */
import { packContainer } from '../src/core/engines/consolidation/pack-container.js';
import type { ConsolidationProblem, Lot } from '../src/core/engines/consolidation/index.js';

export function ffdContainers(problem: ConsolidationProblem, type = 0): { containers: number; packs: number } {
  const space = problem.containers[type].space;
  const cap = space.l * space.w * space.h;
  const vol = (lots: readonly Lot[]) =>
    lots.reduce((s, l) => {
      const it = problem.pos[l.po].items[l.item];
      return s + l.qty * it.l * it.w * it.h;
    }, 0);
  const pos = problem.pos
    .map((po, i) => po.items.map((it, item) => ({ po: i, item, qty: it.qty })))
    .sort((a, b) => vol(b) - vol(a) || a[0].po - b[0].po);
  const open: Lot[][] = [];
  let packs = 0;
  const rank = (po: number) => po;
  for (const lots of pos) {
    let placed = false;
    for (const bin of open) {
      if (vol(bin) + vol(lots) > cap) continue;
      packs++;
      const r = packContainer(problem, type, [...bin, ...lots], rank);
      if (r.left.length === 0) {
        bin.push(...lots);
        placed = true;
        break;
      }
    }
    let rest: Lot[] = placed ? [] : lots;
    while (rest.length > 0) {
      packs++;
      const r = packContainer(problem, type, rest, rank);
      if (r.load.plan.placements.length === 0) break;
      const left = r.left.map(({ po, item, qty }) => ({ po, item, qty }));
      const inBin = rest
        .map((l) => ({
          ...l,
          qty: l.qty - left.filter((x) => x.po === l.po && x.item === l.item).reduce((s, x) => s + x.qty, 0),
        }))
        .filter((l) => l.qty > 0);
      open.push(inBin);
      rest = left;
    }
  }
  return { containers: open.length, packs };
}
