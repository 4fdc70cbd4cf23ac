// Bundles the load-plan viewer (src/viewer) into public/viewer with esbuild: one ES module
// with three.js inside, plus the page and its stylesheet; the spreadsheet libraries (exceljs,
// papaparse) are split into chunks/ and loaded only when a planner exports or imports.
// Nothing is fetched from anywhere but this service.
// Usage: node scripts/build-viewer.mjs   (or import { buildViewer } from this file)
import { build } from 'esbuild';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the viewer into `outDir` (default public/viewer); returns the output directory. */
export async function buildViewer({ outDir = join(root, 'public', 'viewer'), minify = true } = {}) {
  const src = join(root, 'src', 'viewer');
  await mkdir(outDir, { recursive: true });
  // build beside the output and rename into place, so a running server (or a test building
  // at the same time) never serves a half-written file
  const stage = await mkdtemp(join(dirname(outDir), '.viewer-build-'));
  try {
    await build({
      entryPoints: { viewer: join(src, 'main.ts') },
      outdir: stage,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020'],
      minify,
      sourcemap: 'linked',
      legalComments: 'linked',
      logLevel: 'warning',
      tsconfig: join(src, 'tsconfig.json'),
    });
    await copyFile(join(src, 'index.html'), join(stage, 'index.html'));
    await copyFile(join(src, 'viewer.css'), join(stage, 'viewer.css'));
    for (const name of await readdir(stage)) {
      // a directory (chunks/) is replaced whole, so old chunks do not pile up
      if (name === 'chunks') await rm(join(outDir, name), { recursive: true, force: true });
      await rename(join(stage, name), join(outDir, name));
    }
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
  return outDir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const out = await buildViewer();
  console.log(`viewer built into ${out} in ${Date.now() - started} ms`);
}
