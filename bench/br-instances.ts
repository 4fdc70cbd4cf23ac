/**
 * Reads the Bischoff & Ratcliff (BR) container-loading instances and their published
 * full-support results from the shared benchmark folder (never copied into the repo).
 * The folder is found by shared-data.ts (../shared beside the repository, or $STOWAGE_SHARED).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ItemType, OwnAxis } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM } from '../src/core/model/units.js';
import { sharedBenchmarkPath } from './shared-data.js';

interface BrItem {
  type: number;
  l: number;
  w: number;
  h: number;
  qty: number;
  upright: Record<'l' | 'w' | 'h', boolean>;
}
interface BrFile {
  name: string;
  container: { l: number; w: number; h: number };
  items: BrItem[];
}

export interface BrInstance {
  readonly name: string;
  readonly problem: Problem;
  /** Container volume in core units³, the denominator of utilisation. */
  readonly containerVolume: number;
}

/** Instance `n` (1-based) of class `c`: upright flags become the item's vertical axes, cm become units. */
export function loadBr(c: number, n: number): BrInstance {
  const file = join(sharedBenchmarkPath('br'), `BR${c}`, `${String(n).padStart(3, '0')}.json`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as BrFile;
  const u = LENGTH_PER_CM;
  const items: ItemType[] = raw.items.map((it, index) => ({
    index,
    label: `type-${it.type}`,
    l: it.l * u,
    w: it.w * u,
    h: it.h * u,
    qty: it.qty,
    weight: 0,
    hasWeight: false,
    maxStack: null,
    verticalAxes: (['l', 'w', 'h'] as OwnAxis[]).filter((a) => it.upright[a]),
    canTurn: true,
    group: null,
    unloadOrder: null,
  }));
  const { l, w, h } = raw.container;
  const space = { l: l * u, w: w * u, h: h * u, maxWeight: null, door: null };
  return { name: raw.name, problem: { space, items }, containerVolume: space.l * space.w * space.h };
}

export interface BrReference {
  vcs30: number;
  vcs150: number;
}

/** Published full-support utilisation (%) per instance name, Araya, Guerrero & Nuñez 2017. */
export function loadBrReference(): Map<string, BrReference> {
  const text = readFileSync(sharedBenchmarkPath('br', 'reference', 'per_instance.csv'), 'utf8');
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const cols = head.split(',');
  const at = (name: string) => cols.indexOf(name);
  const out = new Map<string, BrReference>();
  for (const row of rows) {
    const f = row.split(',');
    out.set(f[at('name')], {
      vcs30: Number(f[at('vcs_fullsupport_30s')]),
      vcs150: Number(f[at('vcs_fullsupport_150s')]),
    });
  }
  return out;
}
