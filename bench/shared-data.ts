/**
 * The one place that finds the shared benchmark data (BR, MPV, PLP), for tests and benches alike.
 * The data lives beside the repository in ../shared and is never copied into it; set
 * STOWAGE_SHARED to point elsewhere. Missing data is an error with a message saying how to
 * provide it: a test or bench that needs the data fails rather than skips.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The shared folder: $STOWAGE_SHARED, or ../shared beside the repository. */
export function sharedDir(): string {
  const given = process.env.STOWAGE_SHARED;
  return given !== undefined && given !== '' ? resolve(given) : resolve(REPO, '..', 'shared');
}

/** A path under the shared folder's benchmarks/ that must exist; throws a clear error when it does not. */
export function sharedBenchmarkPath(...parts: string[]): string {
  const path = join(sharedDir(), 'benchmarks', ...parts);
  if (!existsSync(path)) {
    throw new Error(
      `benchmark data not found at ${path}: put the shared folder (with benchmarks/br, mpv, plp) beside the repository as ../shared, or set STOWAGE_SHARED to its path`,
    );
  }
  return path;
}
