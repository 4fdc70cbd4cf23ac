/**
 * The load-plan viewer in a real browser (headless Chromium, software WebGL) against the
 * real service started in-process: running examples, counting drawn boxes, stepping,
 * field errors, saved files, export, views, keyboard, phone width and print.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fixturePath,
  openViewer,
  pngStats,
  repoRoot,
  screenshotStats,
  settled,
  shotDir,
  startHarness,
  stopHarness,
  viewerState,
  type Harness,
  type WatchedPage,
  skipWithoutChromium,
  sceneAttr,
  runInPage,
} from './browser-harness.js';

const skip = skipWithoutChromium;
const attr = sceneAttr;
/** Chromium logs every non-2xx fetch as a console error; a deliberate 400 is not a page error. */
const pageErrors = (w: WatchedPage, allowStatus?: number) =>
  w.errors.filter((e) => !(allowStatus && e.includes(`status of ${allowStatus}`)));

async function assertVaried(name: string, stats: { colours: number; inked: number }): Promise<void> {
  assert.ok(stats.colours >= 40, `${name}: only ${stats.colours} colours, looks blank`);
  assert.ok(stats.inked >= 0.05, `${name}: only ${(stats.inked * 100).toFixed(1)} % of pixels drawn`);
}

const runExample = (w: WatchedPage, endpoint: string) => runInPage(w, endpoint);

describe('load-plan viewer in Chromium', { skip }, () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(async () => {
    await stopHarness(h);
  });

  test('serves the page at / with every control labelled and reachable by Tab', async () => {
    const w = await openViewer(h);
    assert.equal(await w.page.title(), 'stowage · load-plan viewer');
    const unlabelled = await w.page.evaluate(() =>
      [...document.querySelectorAll('button, select, textarea, input')]
        .filter((e) => {
          const el = e as HTMLInputElement;
          const named = el.getAttribute('aria-label') || el.labels?.length || el.textContent?.trim();
          return !named && !(el.hidden || el.type === 'file');
        })
        .map((e) => e.outerHTML),
    );
    assert.deepEqual(unlabelled, []);
    await w.page.setInputFiles('#open-file', fixturePath('pallet-eur.saved.json'));
    assert.equal(await settled(w.page), 'ready');
    await w.page.focus('#endpoint');
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await w.page.keyboard.press('Tab');
      reached.add(
        await w.page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || ''),
      );
    }
    for (const id of [
      'example',
      'request-json',
      'run',
      'open',
      'download-json',
      'save-png',
      'scene',
      'step-slider',
      'step-play',
    ]) {
      assert.ok(reached.has(id), `Tab never reaches #${id}`);
    }
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });

  test('runs the pack example: boxes drawn equal the response, the slider walks the steps', async (_t) => {
    const w = await openViewer(h);
    const saved = await runExample(w, 'pack');
    const n = saved.response.boxes.length;
    assert.ok(n > 20);
    assert.equal(await attr(w, 'data-boxes-drawn'), String(n));
    assert.equal(await attr(w, 'data-boxes-visible'), String(n));
    const volume = String(Math.round(saved.response.stats.volumeUtil * 10) / 10);
    assert.match(
      (await w.page.textContent('#stats')) ?? '',
      new RegExp(`Volume utilisation${volume.replace('.', '\\.')} %`),
    );
    assert.equal(await w.page.locator('#checks li').count(), saved.response.checks.length);

    await w.page.focus('#step-slider');
    await w.page.keyboard.press('Home');
    assert.equal(await attr(w, 'data-boxes-visible'), '0');
    for (let i = 0; i < 3; i++) await w.page.keyboard.press('ArrowRight');
    assert.equal(await attr(w, 'data-boxes-visible'), '3');
    assert.match(
      (await w.page.textContent('#step-label')) ?? '',
      new RegExp(`^Step 3 of ${n}: ${saved.response.boxes[2].label}`),
    );
    await w.page.click('#step-prev');
    assert.equal(await attr(w, 'data-boxes-visible'), '2');
    const stats = await screenshotStats(w.page, 'pack-step-2.png', { selector: '#scene' });
    await assertVaried('pack step 2', stats);
    await w.page.click('#step-last');
    assert.equal(await attr(w, 'data-boxes-visible'), String(n));
    await assertVaried('pack 1280x800', await screenshotStats(w.page, 'pack-1280x800.png'));
    if (process.env.UPDATE_VIEWER_SCREENSHOT === '1') {
      copyFileSync(join(shotDir, 'pack-1280x800.png'), join(repoRoot, 'docs', 'img', 'viewer.png'));
    }
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });

  test('runs the pallet example: deck at base height, bottom-up steps', async (_t) => {
    const w = await openViewer(h);
    const saved = await runExample(w, 'pallet-estimate');
    const n = saved.response.boxes.length;
    assert.ok(n > 0);
    assert.equal(await attr(w, 'data-boxes-drawn'), String(n));
    const load = (await viewerState<any>(w.page, 'result')).loads[0];
    assert.equal(load.space.baseHeight, saved.request.pallet.baseHeight);
    const order = load.boxes.map((b: any) => [b.py, b.pz, b.px]);
    assert.deepEqual(
      order,
      [...order].sort((a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]),
    );
    await w.page.click('#step-first');
    await w.page.click('#step-next');
    assert.equal(await attr(w, 'data-boxes-visible'), '1');
    await w.page.click('#step-last');
    await assertVaried('pallet', await screenshotStats(w.page, 'pallet-1280x800.png'));
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });

  for (const endpoint of ['order-plan', 'order-quote'] as const) {
    test(`runs the ${endpoint} example: one pickable load per pallet`, async (_t) => {
      const w = await openViewer(h);
      const saved = await runExample(w, endpoint);
      const pallets: { boxes: unknown[]; checks?: unknown[] }[] = saved.response.pallets;
      assert.ok(pallets.length > 0);
      assert.equal(await attr(w, 'data-boxes-drawn'), String(pallets[0].boxes.length));
      assert.equal(await w.page.locator('#load-options input').count(), pallets.length);
      const last = pallets.length - 1;
      await w.page.click(`label[for=load-${last}]`);
      assert.equal(await attr(w, 'data-boxes-drawn'), String(pallets[last].boxes.length));
      // one row per code: a pallet's own check stands in for the order-wide one of the same code
      const codes = new Set(
        [...(saved.response.checks ?? []), ...(pallets[last].checks ?? [])].map((c: any) => c.code),
      );
      assert.equal(await w.page.locator('#checks li.check').count(), codes.size);
      await assertVaried(endpoint, await screenshotStats(w.page, `${endpoint}-1280x800.png`));
      assert.deepEqual(pageErrors(w), []);
      await w.context.close();
    });
  }

  test('runs the receiver-check example: the quote drawn, profile rules among the checks', async (_t) => {
    const w = await openViewer(h);
    const saved = await runExample(w, 'receiver-check');
    assert.equal(await attr(w, 'data-boxes-drawn'), String(saved.response.quote.pallets[0].boxes.length));
    const codes = await w.page
      .locator('#checks li.check')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-code')));
    for (const rule of saved.response.profileChecks) assert.ok(codes.includes(rule.rule), `${rule.rule} not shown`);
    assert.match((await w.page.textContent('#summary')) ?? '', /Receiver profile/);
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });

  test('a 400 answer is shown at the offending field in the editor', async () => {
    const w = await openViewer(h);
    await w.page.selectOption('#endpoint', 'pallet-estimate');
    const text = await w.page.inputValue('#request-json');
    const request = JSON.parse(text);
    request.items[1].qty = 0;
    await w.page.fill('#request-json', JSON.stringify(request, null, 2));
    await w.page.click('#run');
    assert.equal(await settled(w.page), 'error');
    const error = await viewerState<any>(w.page, 'lastError');
    assert.equal(error.status, 400);
    assert.equal(error.field, 'items[1].qty');
    assert.equal(await w.page.textContent('#request-backdrop mark'), '"qty": 0');
    assert.equal(await w.page.getAttribute('#request-json', 'aria-invalid'), 'true');
    assert.ok(await w.page.isVisible('#request-bubble'));
    assert.match((await w.page.textContent('#request-error')) ?? '', /items\[1\]\.qty/);
    await screenshotStats(w.page, 'field-error.png');
    await w.page.fill('#request-json', '{ "pallet": ');
    await w.page.click('#run');
    assert.equal(await settled(w.page), 'error');
    assert.match((await w.page.textContent('#request-error')) ?? '', /Invalid JSON/);
    assert.deepEqual(pageErrors(w, 400), []);
    await w.context.close();
  });

  test('opens saved responses: envelope, bare response, order-plan pallet picker', async () => {
    const w = await openViewer(h);
    const pack = JSON.parse(readFileSync(fixturePath('pack-appliances.saved.json'), 'utf8'));
    await w.page.setInputFiles('#open-file', fixturePath('pack-appliances.saved.json'));
    assert.equal(await settled(w.page), 'ready');
    assert.equal(await attr(w, 'data-boxes-drawn'), String(pack.response.boxes.length));
    assert.equal(await w.page.inputValue('#endpoint'), 'pack');
    assert.deepEqual(JSON.parse(await w.page.inputValue('#request-json')), pack.request);
    const badge = (status: string) =>
      w.page.$eval(`#checks .status-${status} .badge`, (e) => getComputedStyle(e).backgroundColor);
    const colours = await Promise.all(['pass', 'warn', 'fail', 'not_evaluated'].map(badge));
    assert.equal(new Set(colours).size, 4, `check colours ${colours}`);
    assert.equal(await w.page.locator('#item-list li').count(), 4);

    await w.page.click('#step-play');
    await w.page.waitForFunction(
      () => Number(document.querySelector('#scene')?.getAttribute('data-boxes-visible')) >= 5,
    );
    await w.page.click('#step-play');
    const paused = Number(await attr(w, 'data-boxes-visible'));
    assert.ok(paused >= 5 && paused < 112, `paused at ${paused}`);

    await w.page.setInputFiles('#open-file', fixturePath('pack-bare-response.json'));
    assert.equal(await settled(w.page), 'ready');
    assert.equal(await attr(w, 'data-boxes-drawn'), '112');
    assert.match((await w.page.textContent('#stats')) ?? '', /\(from boxes\)/);

    await w.page.setInputFiles('#open-file', fixturePath('order-plan-eur.saved.json'));
    assert.equal(await settled(w.page), 'ready');
    assert.ok(await w.page.isVisible('#load-picker'));
    const options = await w.page.locator('#load-options label').allTextContents();
    assert.equal(options.length, 3);
    assert.ok(
      options.every((o) => / cm high, [\d.]+ kg$/.test(o)),
      options.join(' | '),
    );
    assert.equal(await attr(w, 'data-boxes-drawn'), '48');
    await w.page.click('label[for=load-1]');
    assert.equal(await attr(w, 'data-boxes-drawn'), '60');
    await w.page.keyboard.press('ArrowDown');
    assert.equal(await attr(w, 'data-boxes-drawn'), '12');
    await assertVaried('order-plan', await screenshotStats(w.page, 'order-plan-pallet-3.png'));

    await w.page.setInputFiles('#open-file', {
      name: 'junk.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello":1}'),
    });
    assert.equal(await settled(w.page), 'error');
    assert.match((await w.page.textContent('#request-error')) ?? '', /does not look like a stowage response/);
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });

  test('exports the plan JSON (which reopens) and the view as a PNG', async () => {
    const w = await openViewer(h);
    await w.page.setInputFiles('#open-file', fixturePath('pallet-eur.saved.json'));
    assert.equal(await settled(w.page), 'ready');
    const [json] = await Promise.all([w.page.waitForEvent('download'), w.page.click('#download-json')]);
    const saved = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    assert.equal(saved.endpoint, 'pallet-estimate');
    assert.equal(saved.request.pallet.baseHeight, 14.4);
    assert.equal(saved.response.boxes.length, 52);
    await w.page.setInputFiles('#open-file', (await json.path())!);
    assert.equal(await settled(w.page), 'ready');
    assert.equal(await attr(w, 'data-boxes-drawn'), '52');
    const [png] = await Promise.all([w.page.waitForEvent('download'), w.page.click('#save-png')]);
    assert.match(png.suggestedFilename(), /\.png$/);
    const stats = await pngStats(w.page, readFileSync((await png.path())!));
    await assertVaried('exported PNG', stats);
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });

  test('preset views, hover and click show a box; the step list jumps to a step', async () => {
    const w = await openViewer(h);
    await w.page.setInputFiles('#open-file', fixturePath('pack-appliances.saved.json'));
    assert.equal(await settled(w.page), 'ready');
    for (const view of ['front', 'side', 'top', 'door', 'iso']) {
      await w.page.click(`[data-view=${view}]`);
      if (view === 'side')
        await assertVaried('side view', await screenshotStats(w.page, 'view-side.png', { selector: '#scene' }));
    }
    const point = await w.page.evaluate(() => (globalThis as any).__viewer.screenPoint(111));
    await w.page.mouse.move(point.x, point.y);
    await w.page.waitForSelector('#tooltip:not([hidden])');
    assert.match((await w.page.textContent('#tooltip')) ?? '', /Size l × w × h: .* cm.*Weight: /);
    await w.page.mouse.click(point.x, point.y);
    assert.match((await w.page.textContent('#selected-box')) ?? '', /Position px, py, pz: \(/);

    await w.page.click('#steps-section summary');
    await w.page.click('#step-list li:nth-child(10) button');
    assert.equal(await attr(w, 'data-boxes-visible'), '10');
    assert.equal(await w.page.locator('#step-list li').count(), 112);
    await w.page.emulateMedia({ media: 'print' });
    assert.ok(!(await w.page.isVisible('#scene')));
    await w.page.emulateMedia({ media: 'screen' });
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });

  test('is readable at phone width with no sideways scrolling', async () => {
    const w = await openViewer(h, { width: 390, height: 844 });
    await w.page.setInputFiles('#open-file', fixturePath('order-plan-eur.saved.json'));
    assert.equal(await settled(w.page), 'ready');
    const layout = await w.page.evaluate(() => {
      const scene = document.querySelector('#scene')!.getBoundingClientRect();
      return { scroll: document.documentElement.scrollWidth, scene: { w: scene.width, h: scene.height } };
    });
    assert.ok(layout.scroll <= 390, `page is ${layout.scroll} px wide`);
    assert.ok(layout.scene.w <= 390 && layout.scene.h >= 300, JSON.stringify(layout.scene));
    await assertVaried('phone', await screenshotStats(w.page, 'phone-390.png', { fullPage: true }));
    assert.deepEqual(pageErrors(w), []);
    await w.context.close();
  });
});
