/**
 * The printed plan and the screen a crew and a planner rely on, in Chromium: the whole-plan
 * report (cover, a section per load) of a 20-pallet order plan and a 2,000-box container,
 * step sheets numbered as on screen with legible item numbers at print size, dunnage and
 * handling, rules to check by hand, and the stale / busy / cancel states of a run.
 * Everything is asserted on page content (text, SVG, decoded images, PDF pages), never on
 * time; build and page figures are printed as diagnostics.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  docShot,
  fixturePath,
  openViewer,
  pngStats,
  settled,
  shotDir,
  startHarness,
  stopHarness,
  viewerState,
  type Harness,
  skipWithoutChromium,
  openSaved,
} from './browser-harness.js';

const skip = skipWithoutChromium;

const open = openSaved;

/** Builds the report the way the Print button does (load by load), and records the longest task meanwhile. */
async function buildReport(page: Page): Promise<{ longestTaskMs: number }> {
  return page.evaluate(async () => {
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const ok = await (globalThis as any).__viewer.buildReport();
    await new Promise((r) => setTimeout(r, 0));
    observer.disconnect();
    if (!ok) throw new Error('nothing to report');
    return { longestTaskMs: Math.round(longest) };
  });
}

async function printPdf(page: Page, name: string): Promise<{ pages: number; images: number }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(join(shotDir, name), pdf);
  const text = pdf.toString('latin1');
  return {
    pages: (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length,
    images: (text.match(/\/Subtype\s*\/Image/g) ?? []).length,
  };
}

const report = (page: Page, selector: string) => page.locator(`#report ${selector}`);

describe('the printed plan and an honest screen, in Chromium', { skip }, () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(async () => {
    await stopHarness(h);
  });

  test('a 20-pallet order plan prints as one report: cover, then "Pallet k of 20" with its picture and layers', async (t) => {
    const w = await openViewer(h, { width: 1000, height: 800 });
    await open(w, 'order-plan-20.saved.json');
    const saved = JSON.parse(readFileSync(fixturePath('order-plan-20.saved.json'), 'utf8'));
    const n = saved.response.pallets.length;
    assert.equal(n, 20);
    await w.page.click('#report-header summary');
    await w.page.fill('#hdr-booking', 'BK-778812');
    await w.page.fill('#hdr-seal', 'SL-0042');
    const { longestTaskMs } = await buildReport(w.page);
    await w.page.emulateMedia({ media: 'print' });
    const cover = await report(w.page, '.report-cover').innerText();
    assert.match(cover, /Loading plan: 20 pallets/);
    // order-plan returns no inputHash: the reference is the viewer's SHA-256 of the request
    assert.match(cover, /Plan reference\s+[0-9a-f]{64}/);
    assert.match(cover, /Printed\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    assert.match(cover, /Pallets\s+20/);
    assert.match(cover, new RegExp(`Boxes placed\\s+${saved.response.placedCount}`));
    assert.match(cover, new RegExp(`Units not placed\\s+${saved.response.unplacedCount}`));
    assert.match(cover, /Checks\s+\d+ fail · \d+ warn · \d+ not evaluated · \d+ pass/);
    assert.match(cover, /Booking\s+BK-778812/);
    assert.match(cover, /Seal\s+SL-0042/);
    // fields nobody filled are lines for a pen
    assert.equal(await report(w.page, '.report-header .fill-line').count(), 3);
    for (const who of ['Loaded by', 'Checked by', 'Driver / carrier']) assert.ok(cover.includes(who), who);
    assert.match(cover, /this way up · max 120 kg on top/);

    const headings = await report(w.page, '.load-heading').allTextContents();
    assert.deepEqual(
      headings.map((x) => x.replace(/:.*/, '')),
      Array.from({ length: n }, (_, k) => `Pallet ${k + 1} of ${n}`),
    );
    // every pallet: its picture, decoded and not blank, and a step sheet per layer
    const pictures = report(w.page, '.report-overview img');
    assert.equal(await pictures.count(), n);
    for (const k of [0, n - 1]) {
      const src = (await pictures.nth(k).getAttribute('src'))!;
      const stats = await pngStats(w.page, Buffer.from(src.split(',')[1], 'base64'));
      assert.ok(stats.colours >= 20 && stats.inked >= 0.05, JSON.stringify(stats));
    }
    for (let k = 0; k < n; k++) {
      const section = report(w.page, `.report-load[data-load="${k}"]`);
      const sheets = await section.locator('.step-sheet').count();
      await w.page.evaluate((i) => {
        const v = (globalThis as any).__viewer;
        v.selectLoad(i);
        v.setStepMode('step');
      }, k);
      assert.equal(sheets, await viewerState<number>(w.page, 'stops'), `pallet ${k + 1}: paper and screen steps`);
      assert.equal(await section.locator('.step-sheet svg .step-box').count(), saved.response.pallets[k].boxes.length);
    }
    // a label per pallet: "Pallet k of N", order, gross weight, dimensions, contents and a Code 128 barcode
    const labels = report(w.page, '.pallet-label');
    assert.equal(await labels.count(), n);
    assert.deepEqual(
      await report(w.page, '.pallet-label .label-title').allTextContents(),
      Array.from({ length: n }, (_, k) => `Pallet ${k + 1} of ${n}`),
    );
    const label = await labels.nth(0).innerText();
    assert.match(label, /Dimensions\s+120 × 80 × [\d.]+ cm/);
    assert.match(label, /Contents\s+(Drum kit|Amplifier|Speaker) ×\d+/);
    assert.match(label, /Gross weight\s+[\d.]+ kg/);
    const code = (await labels.nth(0).locator('.label-code').textContent())!;
    assert.match(code, /^[0-9A-F]{12}-1$/);
    const barcode = (await labels.nth(0).locator('img.barcode').getAttribute('src'))!;
    const bars = await pngStats(w.page, Buffer.from(barcode.split(',')[1], 'base64'));
    assert.ok(bars.inked > 0.2 && bars.width > 100, JSON.stringify(bars));
    const { pages, images } = await printPdf(w.page, 'plan-report-20-pallets.pdf');
    t.diagnostic(`20 pallets: ${pages} A4 pages, longest main-thread task while building ${longestTaskMs} ms`);
    assert.ok(pages >= 2 * n + 1, `${pages} pages for ${n} pallets, their labels and a cover`);
    assert.ok(images >= 1);
    await w.page.setViewportSize({ width: 794, height: 1123 });
    await docShot(w.page, 'viewer-report-cover.png');
    await labels.nth(0).scrollIntoViewIfNeeded();
    await docShot(w.page, 'viewer-label.png');
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('a 2,000-box container: one step sheet per wall, numbered as on screen, legible at print size', async (t) => {
    const w = await openViewer(h, { width: 794, height: 1123 });
    await open(w, 'pack-2000.saved.json');
    const saved = JSON.parse(readFileSync(fixturePath('pack-2000.saved.json'), 'utf8'));
    await w.page.selectOption('#step-mode', 'step');
    const stops = await viewerState<number>(w.page, 'stops');
    await w.page.click('#step-first');
    await w.page.click('#step-next');
    await w.page.click('#step-next');
    const label = await w.page.locator('#step-label').textContent();
    assert.match(label!, new RegExp(`^Step 2 of ${stops}: boxes \\d+–\\d+: `));
    const { longestTaskMs } = await buildReport(w.page);
    // the boxes stay one instanced mesh and one set of edges: the report adds no draw call to the view
    const calls = await w.page.evaluate(() => (globalThis as any).__viewer.renderNow().calls);
    t.diagnostic(`2,000 boxes: ${calls} draw calls per frame`);
    assert.ok(calls <= 13, `${calls} draw calls`);
    const sheets = report(w.page, '.step-sheet');
    assert.equal(await sheets.count(), stops);
    const titles = await report(w.page, '.step-sheet h4').allTextContents();
    titles.forEach((title, j) => assert.ok(title.startsWith(`Step ${j + 1} of ${stops} · boxes `), title));
    // the same boxes in step 2 on screen and on paper
    assert.ok(titles[1].includes(label!.replace(/^Step 2 of \d+: boxes (\d+)–(\d+): .*/, '$1–$2')), titles[1]);
    // every box drawn once, in its step; the dunnage hatched and listed
    assert.equal(await report(w.page, '.step-sheet .step-box').count(), saved.response.boxes.length);
    assert.equal(await report(w.page, '.step-sheet rect.dunnage').count(), saved.response.dunnage.length);
    const listed = (await report(w.page, '.step-dunnage').allTextContents()).join(' ');
    assert.equal((listed.match(/from front/g) ?? []).length, saved.response.dunnage.length);
    // the table: item, quantity, position from front and left walls, orientation, support, stack height
    const head = await sheets.nth(0).locator('thead').innerText();
    for (const col of [
      'Item',
      'Qty',
      'From front wall (cm)',
      'From left wall (cm)',
      'Orientation',
      'On top of',
      'Stack height (cm)',
    ])
      assert.ok(head.includes(col), col);
    const onTopOf = await report(w.page, '.step-table tbody tr td:nth-child(6)').allTextContents();
    assert.ok(onTopOf.includes('floor'));
    assert.ok(
      onTopOf.some((x) => /^\d+ (Carton [ABC]|Glass)/.test(x)),
      'a stack standing on another item',
    );
    const qty = await report(w.page, '.step-table tbody tr td:nth-child(2)').allTextContents();
    assert.equal(
      qty.reduce((s, q) => s + Number(q), 0),
      saved.response.boxes.length,
    );
    assert.match(await sheets.nth(0).locator('svg').innerHTML(), /LEFT wall.*RIGHT wall/s);

    // item numbers at print size: the smallest number's height in px at 150 dpi
    await w.page.emulateMedia({ media: 'print' });
    const smallest = await w.page.evaluate(() => {
      let min = Number.POSITIVE_INFINITY;
      for (const t of Array.from(document.querySelectorAll('#report .step-sheet .item-no'))) {
        const r = (t as SVGTextElement).getBoundingClientRect();
        if (r.height > 0) min = Math.min(min, r.height);
      }
      return min;
    });
    const at150 = (smallest * 150) / 96;
    const { pages } = await printPdf(w.page, 'plan-report-2000-boxes.pdf');
    t.diagnostic(
      `2,000 boxes: ${stops} steps, ${pages} A4 pages, smallest item number ${at150.toFixed(1)} px at 150 dpi, longest task while building ${longestTaskMs} ms`,
    );
    assert.ok(at150 >= 12, `item numbers ${at150.toFixed(1)} px high at 150 dpi`);
    assert.ok(pages <= 40, `${pages} pages`);
    await w.page.locator('#report .step-sheet').nth(1).scrollIntoViewIfNeeded();
    await docShot(w.page, 'viewer-step-sheet.png');
    await w.page.emulateMedia({ media: 'screen' });
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('handling in the item list, box details and report; floor load per metre; every rule to check by hand', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-2000.saved.json');
    const item = (label: string) => w.page.textContent(`#item-list li[data-label="${label}"]`);
    assert.match((await item('Glass'))!, /15 kg · this way up · fragile, no stacking/);
    assert.match((await item('Carton B'))!, /12 kg · may be tipped · max 100 kg on top/);
    await w.page.click('#steps-section summary');
    await w.page.locator('#step-list li button').first().click();
    assert.match(
      (await w.page.textContent('#selected-box'))!,
      /^1\. Carton A .*Handling: 8 kg · this way up · max 80 kg on top$/,
    );
    // floor load: one bar per running metre of the 40 ft HC
    const length = (await viewerState<any>(w.page, 'result')).loads[0].space.l;
    assert.equal(await w.page.locator('#floor-load svg rect').count(), Math.ceil(length / 100));
    assert.match((await w.page.getAttribute('#floor-load svg', 'aria-label'))!, /per running metre, up to \d+ kg\/m/);
    await buildReport(w.page);
    await w.page.emulateMedia({ media: 'print' });
    assert.match(
      await report(w.page, '.report-items').innerText(),
      /Glass.*15 kg · this way up · fragile, no stacking/s,
    );
    const manual = await report(w.page, '.report-manual').innerText();
    // pack's not-evaluated checks, with the assumption and the field they need
    assert.match(manual, /Axle loads \(AXLE_LOADS\)\s+Cargo share only.*\s+container\.axles/);
    assert.match(manual, /Verified gross mass \(VGM\)\s+SOLAS/);
    assert.equal(await report(w.page, '.report-floor-load svg').count(), 1);

    // a receiver's manual rules (pallet grade, stretch wrap...) printed with their source
    await w.page.emulateMedia({ media: 'screen' });
    await w.page.selectOption('#endpoint', 'receiver-check');
    await w.page.click('#run');
    assert.equal(await settled(w.page), 'ready');
    const saved = await viewerState<any>(w.page, 'saved');
    const manualRules = saved.response.profileChecks.filter((c: any) => c.status === 'not_evaluated');
    assert.ok(manualRules.length >= 2);
    await buildReport(w.page);
    await w.page.emulateMedia({ media: 'print' });
    const rows = await report(w.page, '.report-manual tbody tr').allInnerTexts();
    for (const rule of manualRules) {
      const row = rows.find((r) => r.includes(`(${rule.rule})`));
      assert.ok(row, `${rule.rule} not printed`);
      assert.ok(row.includes(rule.assumption.slice(0, 30)), `${rule.rule}: assumption`);
      assert.ok(row.includes(rule.source.slice(0, 20)), `${rule.rule}: source`);
    }
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('a running or failed request marks the plan shown as stale, with elapsed time and Cancel', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-appliances.saved.json');
    assert.ok(await w.page.isHidden('#stale'));
    // a request that never answers: busy, elapsed time, Cancel
    await w.page.route('**/api/pack', () => {});
    await w.page.click('#run');
    await w.page.waitForSelector('#cancel:not([hidden])');
    assert.match(
      (await w.page.textContent('#stale-reason'))!,
      /Planning with \/api\/pack… The plan shown \(from \/api\/pack\) is the previous one/,
    );
    await w.page.waitForFunction(() => /^\d+\.\d s$/.test(document.getElementById('busy-time')!.textContent ?? ''));
    assert.equal(await w.page.getAttribute('#scene', 'data-stale'), 'true');
    assert.equal(await w.page.getAttribute('#scene', 'aria-busy'), 'true');
    assert.ok(await w.page.isDisabled('#run'));
    await w.page.click('#cancel');
    assert.equal(await settled(w.page), 'error');
    assert.match(
      (await w.page.textContent('#stale-reason'))!,
      /^Out of date: Cancelled: .*not the request in the editor/,
    );
    assert.ok(await w.page.isHidden('#cancel'));
    assert.ok(await w.page.isEnabled('#run'));
    await w.page.unroute('**/api/pack');
    // an overloaded service and a dropped connection: the reason is named, the plan still marked
    await w.page.route('**/api/pack', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'overloaded', message: 'The queue is full; retry in 5 s.' }),
      }),
    );
    await w.page.click('#run');
    assert.equal(await settled(w.page), 'error');
    assert.match(
      (await w.page.textContent('#stale-reason'))!,
      /The service answered 503 \(overloaded\): The queue is full/,
    );
    assert.equal(await w.page.getAttribute('#scene', 'data-stale'), 'true');
    await docShot(w.page, 'viewer-stale.png');
    await w.page.unroute('**/api/pack');
    await w.page.route('**/api/pack', (route) => route.abort('connectionreset'));
    await w.page.click('#run');
    assert.equal(await settled(w.page), 'error');
    assert.match((await w.page.textContent('#stale-reason'))!, /The service answered nothing \(network\)/);
    await w.page.unroute('**/api/pack');
    // a plan for the request clears the mark
    await w.page.click('#run');
    assert.equal(await settled(w.page), 'ready');
    assert.ok(await w.page.isHidden('#stale'));
    assert.equal(await w.page.getAttribute('#scene', 'data-stale'), 'false');
    await w.context.close();
  });

  test('item numbers follow the request order; checks in words, one row per code, a click lights their boxes', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-2000.saved.json');
    const saved = JSON.parse(readFileSync(fixturePath('pack-2000.saved.json'), 'utf8'));
    // loading order meets the items in another order than the request lists them
    const met = [...new Set(saved.response.boxes.map((b: any) => b.label))];
    assert.notDeepEqual(
      met,
      saved.request.items.map((i: any) => i.label),
    );
    assert.deepEqual(await viewerState(w.page, 'numbers'), { 'Carton A': 1, 'Carton B': 2, 'Carton C': 3, Glass: 4 });
    // the same plan with the request's lines in the other order: the numbers follow the request
    const reversed = join(shotDir, 'pack-2000-reversed.saved.json');
    writeFileSync(
      reversed,
      JSON.stringify({ ...saved, request: { ...saved.request, items: [...saved.request.items].reverse() } }),
    );
    await open(w, reversed);
    assert.deepEqual(await viewerState(w.page, 'numbers'), { Glass: 1, 'Carton C': 2, 'Carton B': 3, 'Carton A': 4 });
    await open(w, 'pack-2000.saved.json');
    assert.deepEqual(await viewerState(w.page, 'numbers'), { 'Carton A': 1, 'Carton B': 2, 'Carton C': 3, Glass: 4 });

    const check = (code: string) => w.page.locator(`#checks li[data-code=${code}]`);
    assert.equal(await check('DOOR_APERTURE').locator('.check-title').textContent(), 'Fits through the door');
    assert.match(
      (await check('DOOR_APERTURE').locator('.check-detail').textContent())!,
      /^smallest clearance \d+ cm · limit 0 cm$/,
    );
    assert.match((await check('PAYLOAD').locator('.check-detail').textContent())!, /^cargo \d+ kg · limit \d+ kg$/);
    // a click on a check lights the boxes it concerns; a check about the whole load says so
    await check('HEAVY_OVER_LIGHT').locator('.check-title').click();
    const concerned = await viewerState<number[]>(w.page, 'concerned');
    assert.ok(concerned.length >= 2, `${concerned.length} boxes`);
    assert.match((await w.page.textContent('#check-pick'))!, /^Heavy over light: \d+ boxes lit in the view\.$/);
    assert.equal(await w.page.getAttribute('#scene', 'data-concerned'), String(concerned.length));
    await check('VGM').locator('.check-title').click();
    assert.deepEqual(await viewerState(w.page, 'concerned'), []);
    assert.match((await w.page.textContent('#check-pick'))!, /concerns the load as a whole/);

    // an order plan repeats codes at order and pallet level: one row each
    await open(w, 'order-plan-20.saved.json');
    const codes = await w.page
      .locator('#checks li.check')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-code')));
    assert.equal(new Set(codes).size, codes.length, codes.join(', '));
    assert.ok(codes.includes('PLACEMENT_COMPLETE') && codes.includes('HEIGHT'));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('CSV and XLSX out; an item list in: the XLSX round trip gives the same request, bad cells refused by row and column', async () => {
    const w = await openViewer(h);
    await open(w, 'pack-2000.saved.json');
    const saved = JSON.parse(readFileSync(fixturePath('pack-2000.saved.json'), 'utf8'));
    const [csvDownload] = await Promise.all([w.page.waitForEvent('download'), w.page.click('#download-csv')]);
    const csv = readFileSync((await csvDownload.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    assert.equal(csv.length, saved.response.boxes.length + 1);
    assert.equal(
      csv[0],
      'Load,Step,Box,Item no.,Item,Box id,From front (cm),From left (cm),From floor (cm),Length along (cm),Width across (cm),Height (cm),Orientation,Weight (kg)',
    );
    assert.match(csv[1], /^Container,1,1,\d,Carton [ABC],b1,0,\d+,0,/);
    const [xlsxDownload] = await Promise.all([w.page.waitForEvent('download'), w.page.click('#download-xlsx')]);
    const xlsx = join(shotDir, 'plan-2000.xlsx');
    await xlsxDownload.saveAs(xlsx);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    assert.deepEqual(
      book.worksheets.map((s) => s.name),
      ['Summary', 'Items', 'Container'],
    );
    assert.equal(book.getWorksheet('Container')!.rowCount, saved.response.boxes.length + 1);
    assert.equal(book.getWorksheet('Items')!.rowCount, saved.request.items.length + 1);
    assert.equal(book.getWorksheet('Summary')!.getCell('A1').value, 'Plan reference');

    // round trip: the request without its items, then the exported workbook imported
    const editorText = () => w.page.inputValue('#request-json');
    await w.page.fill('#request-json', JSON.stringify({ ...saved.request, items: [] }, null, 2));
    await w.page.setInputFiles('#import-file', xlsx);
    await w.page.waitForFunction(() => /Imported/.test(document.getElementById('import-result')!.textContent ?? ''));
    assert.deepEqual(JSON.parse(await editorText()), saved.request);
    assert.match(
      (await w.page.textContent('#import-result'))!,
      /Columns: label → label, l \(cm\) → l, .*weight \(kg\) → weight/,
    );

    // bad files are refused with the row and column named, and the user's request stays as it was
    const before = await editorText();
    const refuse = async (name: string, body: string, expected: RegExp[]) => {
      const file = join(shotDir, name);
      writeFileSync(file, body);
      await w.page.setInputFiles('#import-file', file);
      await w.page.waitForFunction(
        (n) => (document.getElementById('import-result')!.textContent ?? '').includes(n),
        name,
      );
      const message = (await w.page.textContent('#import-result'))!;
      assert.match(message, /was not imported; the request is unchanged/);
      for (const e of expected) assert.match(message, e);
      assert.equal(await editorText(), before);
    };
    await refuse(
      'bad-rows.csv',
      'Item,Length (cm),Width (cm),Height (cm),Qty,Weight (kg)\nTins,40,,25,10,11\nJars,30,20,22,8,heavy\n',
      [/Row 2, column "Width \(cm\)": missing\./, /Row 3, column "Weight \(kg\)": "heavy" is not a number\./],
    );
    await docShot(w.page, 'viewer-import.png');
    await refuse('bad-unit.csv', 'Item,Length (ft),Width,Height,Qty,Weight\nTins,4,3,2,10,11\n', [
      /Column "Length \(ft\)": unknown unit "ft" for l; this request is in cm and kg\./,
    ]);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('landing shows the bundled example without a call; the API key stays for the tab; a share link re-plans the same request', async () => {
    const calls: string[] = [];
    const w = await openViewer(h, { width: 1280, height: 800 }, '');
    w.page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(r.url());
    });
    assert.equal(await settled(w.page), 'ready');
    const landing = await viewerState<any>(w.page, 'saved');
    const { EXAMPLES } = await import('../../src/viewer/model/examples.js');
    assert.deepEqual(landing.request, EXAMPLES.pack[0].request);
    assert.equal(await w.page.getAttribute('#scene', 'data-boxes-drawn'), String(landing.response.boxes.length));
    assert.match((await w.page.textContent('#status'))!, /bundled with the page \(nothing was sent\)/);
    assert.deepEqual(calls, []);

    // the key goes with every run as X-API-Key, and survives a reload of the tab
    await w.page.fill('#api-key', 'demo-key-123');
    let sent: string | undefined;
    await w.page.route('**/api/pallet-estimate', async (route) => {
      sent = route.request().headers()['x-api-key'];
      await route.continue();
    });
    await w.page.selectOption('#endpoint', 'pallet-estimate');
    await w.page.click('#run');
    assert.equal(await settled(w.page), 'ready');
    assert.equal(sent, 'demo-key-123');
    const planned = await viewerState<any>(w.page, 'saved');
    await w.page.click('#share');
    await w.page.waitForSelector('#share-row:not([hidden])');
    const link = await w.page.inputValue('#share-url');
    assert.match(link, /\/#plan=[A-Za-z0-9_-]+$/);
    await w.page.reload();
    await w.page.waitForFunction(() => (globalThis as any).__viewer?.phase !== undefined);
    assert.equal(await w.page.inputValue('#api-key'), 'demo-key-123');

    // the link, opened in a fresh tab, plans the same request again: the same boxes
    const other = await w.context.newPage();
    await other.goto(link);
    await other.waitForFunction(() => (globalThis as any).__viewer?.phase !== undefined);
    assert.equal(await settled(other), 'ready');
    const again = await viewerState<any>(other, 'saved');
    assert.equal(again.endpoint, 'pallet-estimate');
    assert.deepEqual(again.request, planned.request);
    assert.deepEqual(again.response.boxes, planned.response.boxes);
    assert.match(await other.inputValue('#example'), /opened/);
    // a new tab of a new session has no key
    const fresh = await openViewer(h);
    assert.equal(await fresh.page.inputValue('#api-key'), '');
    await fresh.context.close();
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
