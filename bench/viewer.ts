/**
 * bench:viewer — the load-plan viewer at 200 and 2,000 boxes in headless Chromium
 * (software WebGL, SwiftShader), documented in docs/benchmarks.md, "Viewer".
 *
 * Opens a synthetic pack response (a 40 ft HC filled wall by wall with 40 items, so the
 * numbers do not depend on an engine) and prints, per size:
 * - draw calls of one full frame (boxes are one instanced mesh plus one set of edges);
 * - frame time while orbiting: main-thread time of render(), and render() until the pixels
 *   are read back (the software rasteriser's drawing, which a real GPU does far faster);
 * - orbit frame rate: frames drawn per second while orbiting continuously;
 * - slider latency, stepping by box and by row (a row step also re-ghosts every box):
 *   main thread (input handler + render()) and input to pixels drawn, p50 / p95.
 * Usage: npm run bench:viewer [-- --frames 60 --samples 30]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newContext, settled, shotDir, startHarness, stopHarness } from '../test/viewer/browser-harness.js';
import { syntheticPlan } from './viewer-plan.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const FRAMES = arg('frames', 60);
const SAMPLES = arg('samples', 30);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function measure(h: Awaited<ReturnType<typeof startHarness>>, count: number): Promise<void> {
  const context = await newContext(h, { viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${h.url}/?autorun=0`);
  await page.waitForFunction(() => (globalThis as any).__viewer?.phase !== undefined);
  const file = join(shotDir, `bench-${count}.saved.json`);
  writeFileSync(file, JSON.stringify(syntheticPlan(count)));
  await page.setInputFiles('#open-file', file);
  if ((await settled(page)) !== 'ready') throw new Error('the viewer did not open the plan');
  const r = await page.evaluate(
    async ([frames, samples]) => {
      const v = (globalThis as any).__viewer;
      const gl = (document.querySelector('#scene canvas') as HTMLCanvasElement).getContext('webgl2')!;
      const pixel = new Uint8Array(4);
      // reading one pixel back waits until the frame is really drawn (gl.finish does not, in Chromium)
      const drawn = () => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      const raf = () => new Promise<number>((res) => requestAnimationFrame(res));
      await raf();
      const calls = v.renderNow().calls;
      const cpu: number[] = [];
      const total: number[] = [];
      for (let i = 0; i < frames; i++) {
        v.orbit((2 * Math.PI) / frames);
        const t0 = performance.now();
        v.renderNow();
        const t1 = performance.now();
        drawn();
        cpu.push(t1 - t0);
        total.push(performance.now() - t0);
      }
      // continuous orbit: one orbit step per animation frame for two seconds
      let orbitFrames = 0;
      const start = performance.now();
      while (performance.now() - start < 3000) {
        v.orbit(0.02);
        await raf();
        drawn();
        orbitFrames++;
      }
      const fps = orbitFrames / ((performance.now() - start) / 1000);
      const slider = document.querySelector('#step-slider') as HTMLInputElement;
      const latency = async (): Promise<{ main: number[]; drawn: number[] }> => {
        const out = { main: [] as number[], drawn: [] as number[] };
        const max = Number(slider.max);
        for (let i = 0; i < samples; i++) {
          const target = Math.round(((i * 7919) % samples) * (max / samples));
          await raf();
          const t0 = performance.now();
          slider.value = String(target);
          slider.dispatchEvent(new Event('input'));
          v.renderNow();
          out.main.push(performance.now() - t0);
          drawn();
          out.drawn.push(performance.now() - t0);
        }
        return out;
      };
      const byBox = await latency();
      v.setStepMode('row');
      const byRow = await latency();
      return { calls, cpu, total, fps, byBox, byRow, rows: v.stops };
    },
    [FRAMES, SAMPLES],
  );
  console.log(`${count} boxes (40 items, ${r.rows} rows):`);
  console.log(`  draw calls per frame: ${r.calls}`);
  console.log(
    `  frame while orbiting: main thread render() p50 ${ms(pct(r.cpu, 50))} p95 ${ms(pct(r.cpu, 95))}; until drawn p50 ${ms(pct(r.total, 50))} p95 ${ms(pct(r.total, 95))}`,
  );
  console.log(`  orbit: ${r.fps.toFixed(1)} frames/s (software WebGL)`);
  for (const [name, l] of [
    ['box', r.byBox],
    ['row', r.byRow],
  ] as const) {
    console.log(
      `  slider by ${name}: main thread p50 ${ms(pct(l.main, 50))} p95 ${ms(pct(l.main, 95))}; input to drawn p50 ${ms(pct(l.drawn, 50))} p95 ${ms(pct(l.drawn, 95))}`,
    );
  }
  await context.close();
}

const h = await startHarness();
try {
  console.log(`bench:viewer — headless Chromium, software WebGL, ${FRAMES} frames, ${SAMPLES} slider samples`);
  for (const count of [200, 2000]) await measure(h, count);
} finally {
  await stopHarness(h);
}
