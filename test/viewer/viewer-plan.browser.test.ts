/**
 * The viewer as a load planner uses it, in Chromium (software WebGL): pixels compared before
 * and after a step and between camera views, the item list (highlight, isolate, hide,
 * search), checks by severity, row / layer stepping with ghosting, follow and play speed,
 * the CoG following the steps, truck axles, the printed load report (a real PDF), the PNG
 * with its legend, and the phone (one finger scrolls, two fingers orbit).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  docShot,
  fixturePath,
  BROWSER_WAIT_MS,
  newContext,
  nextFrame,
  openViewer,
  pixelDiff,
  pngStats,
  sceneShot,
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
  openSaved,
  runInPage,
} from './browser-harness.js';

const skip = skipWithoutChromium;
const attr = sceneAttr;
const call = <T>(w: WatchedPage, fn: string, ...args: unknown[]) =>
  w.page.evaluate(([f, a]) => (globalThis as any).__viewer[f as string](...(a as unknown[])), [
    fn,
    args,
  ] as const) as Promise<T>;

const open = openSaved;
const runRequest = runInPage;

describe('load-plan viewer for a load planner, in Chromium', { skip }, () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(async () => {
    await stopHarness(h);
  });

  test('all boxes are two draw calls; a step changes the picture where the box goes; views differ', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-appliances.saved.json');
    const full = await call<{ calls: number }>(w, 'renderNow');
    await w.page.click('#step-first');
    await w.page.click('#step-next');
    const one = await call<{ calls: number }>(w, 'renderNow');
    // the boxes are one instanced mesh and one set of edges: 1 box or 112, the same calls
    assert.equal(full.calls, one.calls, 'draw calls grow with the number of boxes');
    await w.page.click('#step-last');
    assert.ok(full.calls <= 30, `${full.calls} draw calls for 112 boxes`);
    for (let i = 0; i < 20; i++) await w.page.click('#step-prev');
    await nextFrame(w.page);
    const before = await sceneShot(w.page, 'step-92.png');
    await w.page.click('#step-next');
    await nextFrame(w.page);
    const after = await sceneShot(w.page, 'step-93.png');
    const step = await pixelDiff(w.page, before, after);
    assert.ok(step.share > 0.001, `step changed only ${(step.share * 100).toFixed(3)} % of pixels`);
    assert.ok(step.share < 0.25, `step changed ${(step.share * 100).toFixed(1)} % of pixels: more than one box`);
    // the change sits where box 93 was placed
    const point = await call<{ x: number; y: number }>(w, 'screenPoint', 92);
    const rect = await w.page.locator('#scene canvas').boundingBox();
    const [u, v] = [(point.x - rect!.x) / rect!.width, (point.y - rect!.y) / rect!.height];
    assert.ok(
      step.box &&
        u >= step.box.x0 - 0.02 &&
        u <= step.box.x1 + 0.02 &&
        v >= step.box.y0 - 0.02 &&
        v <= step.box.y1 + 0.02,
      `box 93 at (${u.toFixed(2)}, ${v.toFixed(2)}) outside the changed area ${JSON.stringify(step.box)}`,
    );

    await w.page.click('#step-last');
    await w.page.click('[data-view=front]');
    await nextFrame(w.page);
    const front = await sceneShot(w.page, 'view-front.png');
    await w.page.click('[data-view=top]');
    await nextFrame(w.page);
    const top = await sceneShot(w.page, 'view-top.png');
    const views = await pixelDiff(w.page, front, top);
    assert.ok(views.share > 0.1, `front and top views differ in only ${(views.share * 100).toFixed(1)} % of pixels`);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('the item list highlights, isolates and hides an item, searches, and collapses', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-appliances.saved.json');
    const saved = await viewerState<any>(w.page, 'saved');
    const labels: string[] = saved.response.boxes.map((b: any) => b.label);
    const items = await viewerState<any[]>(w.page, 'items');
    assert.deepEqual(
      items.map((i) => i.label),
      [...new Set(labels)],
    );
    for (const item of items) assert.equal(item.placed, labels.filter((l) => l === item.label).length);
    const rows = await w.page.locator('#item-list li').allTextContents();
    assert.ok(
      rows.every((r, i) => r.startsWith(String(items[i].no)) && r.includes(items[i].dims)),
      rows.join(' | '),
    );

    const all = await sceneShot(w.page, 'items-all.png');
    const fridge = items.find((i) => i.label === 'Fridge')!;
    const row = w.page.locator(`#item-list li[data-label="Fridge"]`);
    await row.getByRole('button', { name: 'Isolate Fridge' }).click();
    await nextFrame(w.page);
    assert.equal(await attr(w, 'data-boxes-visible'), String(fridge.placed));
    const looks = await viewerState<number[]>(w.page, 'looks');
    assert.ok(looks.every((look, i) => (labels[i] === 'Fridge') === (look !== 3)));
    const isolated = await sceneShot(w.page, 'items-isolate-fridge.png');
    await docShot(w.page, 'viewer-isolate.png');
    assert.ok((await pixelDiff(w.page, all, isolated)).share > 0.05, 'isolating did not change the picture');
    await row.getByRole('button', { name: 'Isolate Fridge' }).click();
    await row.getByRole('button', { name: 'Hide Fridge' }).click();
    assert.equal(await attr(w, 'data-boxes-visible'), String(labels.length - fridge.placed));
    await row.getByRole('button', { name: 'Hide Fridge' }).click();
    await row.locator('.item-main').click();
    assert.equal(await row.locator('.item-main').getAttribute('aria-pressed'), 'true');
    const lit = await viewerState<number[]>(w.page, 'looks');
    assert.ok(lit.every((look, i) => look === (labels[i] === 'Fridge' ? 2 : 1)));
    await nextFrame(w.page);
    await screenshotStats(w.page, 'items-highlight-fridge.png');

    await w.page.fill('#item-search', 'wash');
    assert.deepEqual(
      await w.page
        .locator('#item-list li:visible')
        .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-label'))),
      ['Washer'],
    );
    await w.page.click('#items-section summary');
    assert.ok(!(await w.page.isVisible('#item-list')));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('fail and warn come first with their detail, assumptions folded, unplaced items above the checks', async () => {
    const w = await openViewer(h);
    const saved = await runRequest(w, 'pack', {
      container: { preset: '20gp' },
      items: [
        { label: 'Fridge', l: 70, w: 68, h: 180, qty: 40, weight: 85, keepUpright: true, maxStack: 0 },
        { label: 'Carton', l: 60, w: 40, h: 40, qty: 20, weight: 12 },
      ],
    });
    assert.ok(saved.response.unplaced > 0);
    const statuses = await w.page
      .locator('#checks li.check')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-status')));
    const rank = { fail: 0, warn: 1, not_evaluated: 2, pass: 3 } as Record<string, number>;
    assert.deepEqual(
      statuses,
      [...statuses].sort((a, b) => rank[a!] - rank[b!]),
    );
    assert.equal(statuses[0], 'fail');
    const placement = saved.response.checks.find((c: any) => c.code === 'PLACEMENT_COMPLETE');
    assert.ok(placement.detail);
    assert.match(
      (await w.page.textContent('#checks li[data-code=PLACEMENT_COMPLETE]')) ?? '',
      new RegExp(placement.detail),
    );
    assert.equal(await w.page.locator('#checks details.check-assumption[open]').count(), 0);
    assert.ok(!(await w.page.isVisible('#checks .check-assumption p')));
    const order = await w.page.evaluate(() => {
      const y = (sel: string) => document.querySelector(sel)!.getBoundingClientRect().top;
      return { unplaced: y('#unplaced'), checks: y('#checks') };
    });
    assert.ok(order.unplaced < order.checks);
    assert.match((await w.page.textContent('#unplaced')) ?? '', /Fridge/);
    assert.match((await w.page.textContent('#item-list li[data-label="Fridge"]')) ?? '', /unplaced/);
    await screenshotStats(w.page, 'checks-fail-first.png');
    assert.deepEqual(
      w.errors.filter((e) => !e.includes('status of')),
      [],
    );
    await w.context.close();
  });

  test('steps by row with the earlier rows ghosted, camera follow, play speed; the CoG follows', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-appliances.saved.json');
    const result = await viewerState<any>(w.page, 'result');
    const boxes = result.loads[0].boxes;
    assert.deepEqual((await viewerState<any>(w.page, 'cog')).at, result.loads[0].cog);
    await w.page.selectOption('#step-mode', 'row');
    const stops = await viewerState<number>(w.page, 'stops');
    assert.ok(stops > 2 && stops < boxes.length / 3, `${stops} rows for ${boxes.length} boxes`);
    await w.page.click('#step-first');
    await w.page.click('#step-next');
    await w.page.click('#step-next');
    const label = (await w.page.textContent('#step-label')) ?? '';
    const [, from, to] = /^Step 2 of \d+: row 2, boxes (\d+)–(\d+): /.exec(label) ?? [];
    assert.ok(from && to, label);
    assert.equal(await attr(w, 'data-boxes-visible'), to);
    const looks = await viewerState<number[]>(w.page, 'looks');
    assert.ok(
      looks.slice(0, Number(from) - 1).every((l) => l === 1),
      'earlier rows are ghosted',
    );
    assert.ok(
      looks.slice(Number(from) - 1, Number(to)).every((l) => l === 0),
      'the current row stands out',
    );
    // the CoG marker stands at the CoG of the boxes loaded so far
    const loaded = boxes.slice(0, Number(to));
    const mass = loaded.reduce((s: number, b: any) => s + b.weight, 0);
    const cogX = loaded.reduce((s: number, b: any) => s + b.weight * (b.px + b.l / 2), 0) / mass;
    assert.ok(Math.abs((await viewerState<any>(w.page, 'cog')).at.x - cogX) < 1e-6);
    await nextFrame(w.page);
    const ghosted = await sceneShot(w.page, 'row-2-ghosted.png');
    await docShot(w.page, 'viewer-row-step.png');
    await w.page.uncheck('#ghost');
    await nextFrame(w.page);
    const plain = await sceneShot(w.page, 'row-2-plain.png');
    assert.ok((await pixelDiff(w.page, ghosted, plain)).share > 0.01, 'ghosting did not change the picture');
    await w.page.check('#follow');
    await w.page.click('#step-next');
    await nextFrame(w.page);
    const followed = await sceneShot(w.page, 'row-3-followed.png');
    assert.ok((await pixelDiff(w.page, plain, followed)).share > 0.05, 'the camera did not move with the step');

    await w.page.selectOption('#play-speed', '25');
    await w.page.click('#step-play');
    await w.page.waitForFunction(
      () => document.querySelector('#step-play')!.getAttribute('aria-pressed') === 'false',
      null,
      { timeout: BROWSER_WAIT_MS },
    );
    assert.equal(await attr(w, 'data-boxes-visible'), String(boxes.length));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('pallets: steps by layer, no Door view, a readable CoG marker, step numbers on one line', async () => {
    const w = await openViewer(h);
    await open(w, 'pallet-eur.saved.json');
    assert.match(
      (await w.page.locator('#example option:checked').textContent()) ?? '',
      /Opened file: pallet-eur\.saved\.json/,
    );
    assert.ok(!(await w.page.isVisible('[data-view=door]')));
    const cog = await viewerState<any>(w.page, 'cog');
    assert.ok(cog.radius >= 4, `CoG ball radius ${cog.radius} cm on a 120 cm pallet`);
    await w.page.selectOption('#step-mode', 'layer');
    const result = await viewerState<any>(w.page, 'result');
    const layers = new Set(result.loads[0].boxes.map((b: any) => b.py)).size;
    assert.equal(await viewerState<number>(w.page, 'stops'), layers);
    await w.page.click('#steps-section summary');
    const heights = await w.page
      .locator('#step-list .step-no')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    const line = Math.min(...heights);
    assert.ok(
      heights.every((hgt) => hgt < line * 1.5),
      'a step number wraps',
    );
    await w.page.selectOption('#endpoint', 'pack');
    assert.doesNotMatch((await w.page.locator('#example option:checked').textContent()) ?? '', /Opened file/);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('a truck with axles shows the kingpin and rear axle markers', async () => {
    const w = await openViewer(h, { width: 1280, height: 800 });
    const plan = JSON.parse(readFileSync(fixturePath('pack-appliances.saved.json'), 'utf8'));
    const withAxles = structuredClone(plan);
    withAxles.request.container.axles = { frontPos: 60, rearPos: 480, frontLimit: 10000, rearLimit: 18000 };
    const file = join(shotDir, 'pack-axles.saved.json');
    writeFileSync(file, JSON.stringify(withAxles));
    await w.page.setInputFiles('#open-file', file);
    assert.equal(await settled(w.page), 'ready');
    assert.deepEqual((await viewerState<any>(w.page, 'result')).loads[0].space.axles, {
      ...withAxles.request.container.axles,
    });
    await w.page.click('[data-view=side]');
    await nextFrame(w.page);
    const axles = await sceneShot(w.page, 'axles-side.png');
    await w.page.setInputFiles('#open-file', fixturePath('pack-appliances.saved.json'));
    assert.equal(await settled(w.page), 'ready');
    await w.page.click('[data-view=side]');
    await nextFrame(w.page);
    const none = await sceneShot(w.page, 'no-axles-side.png');
    assert.ok((await pixelDiff(w.page, axles, none)).share > 0.005, 'no axle markers drawn');
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('prints the plan report: cover with the item legend, the container, a step sheet per wall, on A4 pages', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-appliances.saved.json');
    await w.page.selectOption('#step-mode', 'step');
    const steps = await viewerState<number>(w.page, 'stops');
    assert.equal(await call<boolean>(w, 'buildReport'), true);
    assert.equal(await w.page.locator('#report .step-sheet').count(), steps);
    const titles = await w.page.locator('#report .step-sheet h4').allTextContents();
    assert.match(titles[0], new RegExp(`^Step 1 of ${steps} · boxes 1–\\d+ · .+ ×\\d+`));
    assert.equal(
      await w.page.locator('#report .report-items tbody tr').count(),
      (await viewerState<any[]>(w.page, 'items')).length,
    );
    const src = await w.page.locator('#report .report-overview img').first().getAttribute('src');
    const picture = await pngStats(w.page, Buffer.from(src!.split(',')[1], 'base64'));
    assert.ok(picture.colours >= 40 && picture.inked >= 0.05, JSON.stringify(picture));
    assert.ok((await w.page.locator('#checks li').count()) > 0);

    await w.page.emulateMedia({ media: 'print' });
    assert.ok(await w.page.isVisible('#report'));
    assert.ok(!(await w.page.isVisible('#scene')));
    await screenshotStats(w.page, 'load-report-print.png', { fullPage: true });
    await docShot(w.page, 'viewer-report.png');
    const pdf = await w.page.pdf({ format: 'A4', printBackground: true });
    writeFileSync(join(shotDir, 'load-report.pdf'), pdf);
    const text = pdf.toString('latin1');
    const pages = (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    const images = (text.match(/\/Subtype\s*\/Image/g) ?? []).length;
    // a cover of one or two pages, the container's figures and picture, two or three step sheets a page
    assert.ok(pages >= 3 && pages <= 14, `${pages} pages`);
    // image objects may sit in compressed object streams: at least one must be visible
    assert.ok(images >= 1, 'no image in the PDF');
    await w.page.emulateMedia({ media: 'screen' });
    assert.ok(!(await w.page.isVisible('#report')));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('the PNG export carries a title, the figures and the item legend beside the view', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-appliances.saved.json');
    const [download] = await Promise.all([w.page.waitForEvent('download'), w.page.click('#save-png')]);
    const png = readFileSync((await download.path())!);
    writeFileSync(join(shotDir, 'export-with-legend.png'), png);
    const canvas = await w.page.evaluate(
      () => document.querySelector('#scene canvas')!.getBoundingClientRect().width * devicePixelRatio,
    );
    const stats = await pngStats(w.page, png);
    assert.equal(stats.width, Math.round(canvas) + 320);
    const side = await w.page.evaluate(async (b64) => {
      const img = (await (globalThis as any).__decodePng(b64)) as ImageData;
      let ink = 0;
      let n = 0;
      // the legend column: the rightmost 320 px below the title bar
      for (let y = 40; y < Math.min(340, img.height); y++) {
        for (let x = img.width - 320; x < img.width; x++, n++) {
          const i = (y * img.width + x) * 4;
          if (img.data[i] + img.data[i + 1] + img.data[i + 2] < 600) ink++;
        }
      }
      return ink / n;
    }, png.toString('base64'));
    assert.ok(side > 0.02, `legend column only ${(side * 100).toFixed(1)} % inked`);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('on a phone the item list is collapsed, one finger scrolls the page and two fingers orbit', async () => {
    const context = await newContext(h, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.url}/?autorun=0`);
    await page.waitForFunction(() => (globalThis as any).__viewer?.phase !== undefined);
    await page.setInputFiles('#open-file', fixturePath('pack-appliances.saved.json'));
    assert.equal(await settled(page), 'ready');
    assert.equal(await page.getAttribute('#items-section', 'open'), null);
    const canvas = (await page.locator('#scene canvas').boundingBox())!;
    assert.ok(canvas.width <= 390);
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('#scene canvas')!).touchAction),
      'pan-y',
    );
    // the container is framed to the width: drawn pixels reach near both sides of the view
    const framed = await sceneShot(page, 'phone-framed.png');
    await docShot(page, 'viewer-phone.png');
    const stats = await pngStats(page, framed);
    assert.ok(stats.inked > 0.15, `container fills only ${(stats.inked * 100).toFixed(0)} % of the view`);

    const cdp = await context.newCDPSession(page);
    const [cx, cy] = [canvas.x + canvas.width / 2, canvas.y + canvas.height / 2];
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let i = 1; i <= 10; i++) await touch('touchMove', [{ x: cx, y: cy - i * 20 }]);
    await touch('touchEnd', []);
    await page.waitForFunction(() => window.scrollY > 50, null, { timeout: BROWSER_WAIT_MS });
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrame(page);
    const still = await sceneShot(page, 'phone-after-swipe.png');
    assert.ok((await pixelDiff(page, framed, still)).share < 0.01, 'a one-finger swipe moved the camera');

    await touch('touchStart', [
      { x: cx - 40, y: cy },
      { x: cx + 40, y: cy },
    ]);
    for (let i = 1; i <= 10; i++)
      await touch('touchMove', [
        { x: cx - 40 + i * 12, y: cy },
        { x: cx + 40 + i * 12, y: cy },
      ]);
    await touch('touchEnd', []);
    await nextFrame(page);
    const orbited = await sceneShot(page, 'phone-two-finger.png');
    assert.ok((await pixelDiff(page, framed, orbited)).share > 0.05, 'two fingers did not orbit');
    await screenshotStats(page, 'phone-390-items-collapsed.png', { fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
