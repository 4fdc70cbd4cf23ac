/**
 * Reads the PLP benchmark files of the shared folder's benchmarks/plp/raw (see its README) at run
 * time, found by bench/shared-data.ts ($STOWAGE_SHARED or ../shared), and draws seeded samples. Missing data
 * throws: tests and bench:plp fail rather than skip. The data is never copied into the repo.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sharedBenchmarkPath } from '../../bench/shared-data.js';
import { Rng } from '../../src/core/search/rng.js';

/** The PLP sets' folder (throws with a clear message when the shared data is missing). */
export const plpDataDir = (): string => sharedBenchmarkPath('plp', 'raw');

/** One instance: pallet L × W, carton l × w, the known optimum (Cover III: LB) and UB. */
export interface PlpInstance {
  readonly L: number;
  readonly W: number;
  readonly l: number;
  readonly w: number;
  readonly best: number;
  readonly ub: number;
  readonly row: number;
}

/** All rows of one set (throws when the shared data is missing). */
export function readPlpSet(name: string): PlpInstance[] {
  const text = readFileSync(resolve(plpDataDir(), `${name}.txt`), 'utf8');
  return text
    .split('\n')
    .slice(1)
    .filter((s) => s.trim())
    .map((s, row) => {
      const [L, W, l, w, best, ub] = s.trim().split(/\s+/).map(Number);
      return { L, W, l, w, best, ub: ub ?? best, row };
    });
}

/** `size` distinct rows drawn with a seeded generator (all rows when size ≥ the set). */
export function samplePlp(all: readonly PlpInstance[], size: number, seed: number): PlpInstance[] {
  if (size >= all.length) return [...all];
  const idx = all.map((_, i) => i);
  const rng = new Rng(seed);
  for (let i = 0; i < size; i++) {
    const j = i + rng.int(idx.length - i);
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  return idx
    .slice(0, size)
    .sort((p, q) => p - q)
    .map((i) => all[i]);
}
