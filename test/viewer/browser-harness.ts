/**
 * Shared set-up of the viewer's browser tests: builds the viewer bundle, starts the real
 * service in-process, launches Debian's headless Chromium, and checks screenshots are not
 * blank by decoding them in the page.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { NO_WALL_CAP } from '../http/harness.js';
import { buildApp } from '../../src/http/app.js';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const shotDir = join(repoRoot, 'test-results', 'viewer');
export const fixturePath = (name: string) => join(repoRoot, 'test', 'viewer', 'fixtures', name);

/** Chromium to drive: $CHROMIUM_PATH, else Debian's package. */
/** Every browser wait: generous, so a busy machine slows the browser tests without failing them. */
export const BROWSER_WAIT_MS = 300_000;

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

// a missing browser is a failure in CI (.ci/run installs it); on a developer's machine it is a visible skip
if (!hasChromium && process.env.CI)
  throw new Error(`no Chromium at ${chromiumPath}: .ci/run should have installed Debian's chromium`);
/** The `skip` option of every browser suite. */
export const skipWithoutChromium: string | false = hasChromium
  ? false
  : `no Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH`;

export interface Harness {
  app: FastifyInstance;
  url: string;
  browser: Browser;
}

export async function startHarness(): Promise<Harness> {
  // path held in a variable: the build script is plain ESM with no type declarations
  const buildScript = join(repoRoot, 'scripts', 'build-viewer.mjs');
  const { buildViewer } = (await import(buildScript)) as { buildViewer: (o?: { outDir?: string }) => Promise<string> };
  // built before the app starts: the viewer plugin looks for the bundle when it is registered
  await buildViewer();
  const dataDir = join(repoRoot, 'test-results', 'viewer-data');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(shotDir, { recursive: true });
  const app = await buildApp({
    config: {
      rateLimit: false,
      workers: 1,
      dataDir,
      logLevel: 'silent',
      computeCapMs: NO_WALL_CAP,
      thoroughCapMs: NO_WALL_CAP,
      queueWaitMs: NO_WALL_CAP,
    },
    logger: false,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--enable-unsafe-swiftshader',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return { app, url, browser };
}

export async function stopHarness(h: Harness | undefined): Promise<void> {
  await h?.browser.close();
  await h?.app.close();
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** In every page: `__decodePng(base64)` gives the PNG's ImageData, for the pixel checks below. */
const DECODE_PNG = `globalThis.__decodePng = async (b64) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + b64;
  await img.decode();
  const c = document.createElement('canvas');
  c.width = img.width;
  c.height = img.height;
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(0, 0, c.width, c.height);
};`;

/**
 * A browser context for the viewer. tsx compiles test code with esbuild's keepNames, which
 * wraps named functions in `__name(...)`; functions sent to page.evaluate need it defined.
 */
export async function newContext(
  h: Harness,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await h.browser.newContext({ acceptDownloads: true, ...options });
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  await context.addInitScript({
    content: `globalThis.__name = globalThis.__name || ((f) => f);
${DECODE_PNG}`,
  });
  return context;
}

export async function openViewer(
  h: Harness,
  viewport = { width: 1280, height: 800 },
  query = '?autorun=0',
): Promise<WatchedPage> {
  const context = await newContext(h, { viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(`${h.url}/${query}`);
  await page.waitForFunction(() => (globalThis as any).__viewer?.phase !== undefined);
  return { context, page, errors };
}

/** Waits until the viewer has finished a run or an open. */
export async function settled(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const phase = (globalThis as any).__viewer.phase;
      return phase === 'ready' || phase === 'error' ? phase : null;
    },
    null,
    { timeout: BROWSER_WAIT_MS },
  );
  return (await handle.jsonValue()) as string;
}

export const viewerState = <T>(page: Page, key: string): Promise<T> =>
  page.evaluate((k) => (globalThis as any).__viewer[k], key) as Promise<T>;

/**
 * Saves a screenshot of the page (or one element) and returns how varied it is:
 * distinct colours and the share of pixels that differ from the top-left pixel.
 */
export async function screenshotStats(
  page: Page,
  name: string,
  options: { selector?: string; fullPage?: boolean } = {},
): Promise<PngStats> {
  const png = options.selector
    ? await page.locator(options.selector).screenshot()
    : await page.screenshot({ fullPage: options.fullPage });
  writeFileSync(join(shotDir, name), png);
  return pngStats(page, png);
}

export interface PngStats {
  /** Distinct colours (5 bits per channel). */
  colours: number;
  /** Share of pixels that differ clearly from the top-left pixel. */
  inked: number;
  width: number;
  height: number;
}

/** Decodes a PNG in the page and measures it, so a blank or single-colour image is caught. */
export function pngStats(page: Page, png: Buffer): Promise<PngStats> {
  return page.evaluate(async (b64) => {
    const { data, width, height } = (await (globalThis as any).__decodePng(b64)) as ImageData;
    const seen = new Set<number>();
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      seen.add(((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3));
      if (Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 24) inked++;
    }
    return { colours: seen.size, inked: inked / (data.length / 4), width, height };
  }, png.toString('base64'));
}

/** The 3D view alone, as a PNG, saved under test-results/viewer/<name>. */
export async function sceneShot(page: Page, name: string): Promise<Buffer> {
  const png = await page.locator('#scene canvas').screenshot();
  writeFileSync(join(shotDir, name), png);
  return png;
}

/**
 * Share of pixels that differ clearly between two same-sized PNGs (decoded in the page),
 * and the bounding box of the changed pixels as shares of width and height.
 */
export function pixelDiff(
  page: Page,
  a: Buffer,
  b: Buffer,
): Promise<{ share: number; box: { x0: number; y0: number; x1: number; y1: number } | null }> {
  return page.evaluate(
    async ([a64, b64]) => {
      const decode = (globalThis as any).__decodePng as (b64: string) => Promise<ImageData>;
      const [x, y] = await Promise.all([decode(a64), decode(b64)]);
      if (x.width !== y.width || x.height !== y.height) throw new Error('images differ in size');
      let changed = 0;
      let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
      for (let i = 0; i < x.data.length; i += 4) {
        const d =
          Math.abs(x.data[i] - y.data[i]) +
          Math.abs(x.data[i + 1] - y.data[i + 1]) +
          Math.abs(x.data[i + 2] - y.data[i + 2]);
        if (d <= 48) continue;
        changed++;
        const px = (i / 4) % x.width;
        const py = Math.floor(i / 4 / x.width);
        box = box
          ? { x0: Math.min(box.x0, px), y0: Math.min(box.y0, py), x1: Math.max(box.x1, px), y1: Math.max(box.y1, py) }
          : { x0: px, y0: py, x1: px, y1: py };
      }
      const n = x.width * x.height;
      return {
        share: changed / n,
        box: box && { x0: box.x0 / x.width, y0: box.y0 / x.height, x1: box.x1 / x.width, y1: box.y1 / x.height },
      };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

/** Waits for the scene's next rendered frame (it renders on demand in requestAnimationFrame). */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** With UPDATE_VIEWER_SCREENSHOT=1, saves the page as docs/img/<name> (the README's pictures). */
export async function docShot(page: Page, name: string): Promise<void> {
  if (process.env.UPDATE_VIEWER_SCREENSHOT !== '1') return;
  await page.screenshot({ path: join(repoRoot, 'docs', 'img', name) });
}

/** An attribute of the scene element (data-boxes-drawn, data-state, ...). */
export const sceneAttr = (w: WatchedPage, name: string) => w.page.getAttribute('#scene', name);

/** Opens a saved plan file (a fixture name or a path) and waits until it is drawn. */
export async function openSaved(w: WatchedPage, fixture: string): Promise<void> {
  await w.page.setInputFiles('#open-file', fixture.includes('/') ? fixture : fixturePath(fixture));
  const phase = await settled(w.page);
  if (phase !== 'ready') throw new Error(`opening ${fixture} ended ${phase}`);
  await nextFrame(w.page);
}

/**
 * Runs a request through the page's Run button and returns the saved plan: the given request
 * body, or the endpoint's first example when none is given.
 */
export async function runInPage(w: WatchedPage, endpoint: string, request?: unknown): Promise<any> {
  await w.page.selectOption('#endpoint', endpoint);
  if (request === undefined) await w.page.selectOption('#example', '0');
  else await w.page.fill('#request-json', JSON.stringify(request));
  await w.page.click('#run');
  const phase = await settled(w.page);
  if (phase !== 'ready')
    throw new Error(`${endpoint} ended ${phase}: ${JSON.stringify(await viewerState(w.page, 'lastError'))}`);
  await nextFrame(w.page);
  return viewerState<any>(w.page, 'saved');
}
