/**
 * bench:viewer:compare — the viewer before and after, on the same machine at the same
 * moment: builds the viewer of a git ref (default `main`) and this tree's viewer, opens the
 * same synthetic 2,000-box plan in both (interleaved, so both see the same load), and
 * measures only through the page's public surface, the same way for both:
 * - WebGL draw calls per frame (the context's draw functions counted);
 * - orbit: a real mouse drag across the view, per step the time until the frame's pixels
 *   are drawn, and the main-thread time of the animation-frame callbacks;
 * - slider: input event to pixels drawn.
 * Usage: npm run bench:viewer:compare [-- --ref main --steps 20 --samples 15 --boxes 2000]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import {
  newContext,
  repoRoot,
  settled,
  shotDir,
  startHarness,
  stopHarness,
  type Harness,
} from '../test/viewer/browser-harness.js';
import { syntheticPlan } from './viewer-plan.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const REF = arg('ref', 'main');
const STEPS = Number(arg('steps', '20'));
const SAMPLES = Number(arg('samples', '15'));
const BOXES = Number(arg('boxes', '2000'));

/** Counts WebGL draw calls and times animation-frame callbacks, before any page script runs. */
const PROBE = `(() => {
  const probe = { calls: 0, rafMs: 0 };
  for (const P of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const original = P[name];
      if (!original) continue;
      P[name] = function (...args) { probe.calls++; return original.apply(this, args); };
    }
  }
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => { const t0 = performance.now(); cb(t); probe.rafMs += performance.now() - t0; });
  globalThis.__probe = probe;
})();`;

async function buildRef(ref: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'viewer-before-'));
  execFileSync('sh', ['-c', `git archive ${ref} src/viewer | tar -x -C ${dir}`], { cwd: repoRoot });
  await build({
    entryPoints: [join(dir, 'src/viewer/main.ts')],
    outfile: join(dir, 'out/viewer.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    logLevel: 'warning',
    nodePaths: [join(repoRoot, 'node_modules')],
    tsconfig: join(dir, 'src/viewer/tsconfig.json'),
  });
  for (const f of ['index.html', 'viewer.css']) execFileSync('cp', [join(dir, 'src/viewer', f), join(dir, 'out', f)]);
  return join(dir, 'out');
}

async function openPlan(h: Harness, before: string | null, file: string): Promise<Page> {
  const context = await newContext(h, { viewport: { width: 1400, height: 900 } });
  await context.addInitScript({ content: PROBE });
  if (before) {
    for (const f of ['viewer.js', 'viewer.css'])
      await context.route(`**/${f}`, (r) => r.fulfill({ path: join(before, f) }));
    await context.route(/\/(\?.*)?$/, (r) => r.fulfill({ path: join(before, 'index.html'), contentType: 'text/html' }));
  }
  const page = await context.newPage();
  await page.goto(`${h.url}/?autorun=0`);
  await page.waitForFunction(() => (globalThis as any).__viewer?.phase !== undefined);
  await page.setInputFiles('#open-file', file);
  if ((await settled(page)) !== 'ready') throw new Error('the viewer did not open the plan');
  return page;
}

/** Waits for the next animation frame and reads one pixel back, so the frame is really drawn. */
const DRAWN = `new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => {
  const c = document.querySelector('#scene canvas');
  const gl = c.getContext('webgl2') || c.getContext('webgl');
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  res(performance.now());
})))`;

async function measure(page: Page): Promise<{ calls: number; orbit: number[]; mainMs: number[]; slider: number[] }> {
  const box = (await page.locator('#scene canvas').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.evaluate(DRAWN);
  const orbit: number[] = [];
  const mainMs: number[] = [];
  let calls = 0;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= STEPS; i++) {
    await page.evaluate(() =>
      Object.assign((globalThis as any).__probe, { calls: 0, rafMs: 0, t0: performance.now() }),
    );
    await page.mouse.move(x + i * 8, y + (i % 2) * 4);
    const t = (await page.evaluate(
      `${DRAWN}.then((t) => ({ ms: t - __probe.t0, calls: __probe.calls, main: __probe.rafMs }))`,
    )) as { ms: number; calls: number; main: number };
    orbit.push(t.ms);
    mainMs.push(t.main);
    calls = Math.max(calls, t.calls);
  }
  await page.mouse.up();
  const slider: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const ms = (await page.evaluate(`(() => {
      const s = document.querySelector('#step-slider');
      const t0 = performance.now();
      s.value = String(Math.round(((${i} * 7) % ${SAMPLES}) * Number(s.max) / ${SAMPLES}));
      s.dispatchEvent(new Event('input'));
      return ${DRAWN}.then((t) => t - t0);
    })()`)) as number;
    slider.push(ms);
  }
  return { calls, orbit, mainMs, slider };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms`;

const before = await buildRef(REF);
const h = await startHarness();
try {
  const file = join(shotDir, `compare-${BOXES}.saved.json`);
  writeFileSync(file, JSON.stringify(syntheticPlan(BOXES)));
  console.log(
    `bench:viewer:compare — ${BOXES} boxes, 40 items, headless Chromium (software WebGL), ${STEPS} drag steps, ${SAMPLES} slider moves`,
  );
  const results: Record<string, Awaited<ReturnType<typeof measure>>[]> = { [REF]: [], 'this tree': [] };
  for (let round = 0; round < 2; round++) {
    for (const [name, dir] of [
      [REF, before],
      ['this tree', null],
    ] as const) {
      const page = await openPlan(h, dir, file);
      results[name].push(await measure(page));
      await page.context().close();
    }
  }
  for (const [name, runs] of Object.entries(results)) {
    const all = (k: 'orbit' | 'mainMs' | 'slider') => runs.flatMap((r) => r[k]);
    console.log(`${name}:`);
    console.log(`  draw calls per frame: ${Math.max(...runs.map((r) => r.calls))}`);
    console.log(
      `  orbit drag step to frame drawn: ${ms(all('orbit'))} (${(1000 / pct(all('orbit'), 50)).toFixed(1)} frames/s at p50)`,
    );
    console.log(`  main thread per drag step (animation-frame callbacks): ${ms(all('mainMs'))}`);
    console.log(`  slider input to frame drawn: ${ms(all('slider'))}`);
  }
} finally {
  await stopHarness(h);
  rmSync(join(before, '..'), { recursive: true, force: true });
}
