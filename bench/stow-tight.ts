/**
 * bench:stow --tight — light loads that can be stowed tight by construction, so LOAD_VOIDS
 * should pass on every one. A block of the container's full width (235 cm), 20-100 % of its
 * height (at least 40 cm) and at most 5-40 % of its length is cut into 1-3 sections along the
 * length; each section into slabs that reach the block's top exactly; each slab into a grid
 * of identical cartons (an SKU: 4, 5 or 10 across the width, 1-4 along the section, 1-3 layers
 * high, sides 20-70 cm). The cut block is itself a stow with no void, so a plan that warns
 * LOAD_VOIDS has missed a tight stow that exists.
 */
import type { ItemType } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import { Rng } from '../src/core/search/rng.js';
import { STOW_SPACES } from './bench-support.js';

export function tightInstance(seed: number): { name: string; problem: Problem } {
  const rng = new Rng(seed * 7_919 + 11);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const cm = LENGTH_PER_CM;
  const space = STOW_SPACES[rng.int(STOW_SPACES.length)];
  const maxLength = (0.05 + 0.35 * rng.next()) * space.l;
  const blockHeight = Math.max(40, Math.round((0.2 + 0.8 * rng.next()) * space.h));
  const items: ItemType[] = [];
  let length = 0;
  for (let section = 0; section < 3; section++) {
    const l = between(25, 70);
    const m = Math.max(1, Math.min(between(1, 4), Math.floor((maxLength - length) / l)));
    if (section > 0 && length + m * l > maxLength) break;
    length += m * l;
    let height = 0;
    while (height < blockHeight) {
      // every section reaches the block's height exactly: the last slab takes what is left (20-60 cm)
      const rest = blockHeight - height;
      const h = rest <= 60 ? rest : between(20, Math.min(60, rest - 20));
      const n = rest <= 60 ? 1 : Math.max(1, Math.min(between(1, 3), Math.floor((rest - 20) / h)));
      addSlab(rng, items, l * cm, h * cm, m, n);
      height += n * h;
    }
  }
  const problem: Problem = {
    space: { l: space.l * cm, w: space.w * cm, h: space.h * cm, maxWeight: space.maxWeight * MASS_PER_KG, door: null },
    items,
  };
  return { name: `${space.name}/tight-${seed}`, problem };
}

/** The width (235 cm) splits into 4, 5 or 10 equal cartons: a slab is k × m × n identical cartons. */
const ACROSS = [4, 5, 10];

function addSlab(rng: Rng, items: ItemType[], l: number, h: number, m: number, n: number): void {
  const k = ACROSS[rng.int(ACROSS.length)];
  const w = (235 * LENGTH_PER_CM) / k;
  const density = 80 + rng.int(271);
  const weight = Math.round(Math.max(0.5, (density * l * w * h) / (LENGTH_PER_CM ** 3 * 1e6)) * MASS_PER_KG);
  items.push({
    index: items.length,
    label: `carton-${items.length + 1}`,
    l,
    w,
    h,
    qty: k * m * n,
    weight,
    hasWeight: true,
    maxStack: null,
    verticalAxes: rng.next() < 0.33 ? ['h'] : ['l', 'w', 'h'],
    canTurn: true,
    group: null,
    unloadOrder: null,
  });
}
