/**
 * The viewer draws the four newer endpoints, run live from their GET examples in Chromium
 * (software WebGL): for each, the boxes drawn match the response, the boxes change the
 * picture (all steps against none), and picking another load (alternative, candidate view,
 * order, container) changes the picture; the figures beside it name what the response says.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  docShot,
  nextFrame,
  openViewer,
  pixelDiff,
  pngStats,
  sceneShot,
  startHarness,
  stopHarness,
  viewerState,
  type Harness,
  type WatchedPage,
  skipWithoutChromium,
  runInPage,
} from './browser-harness.js';

const skip = skipWithoutChromium;

type Json = Record<string, any>;

/** Runs the endpoint's first example (the service's GET example) and returns the response. */
async function runExample(w: WatchedPage, endpoint: string): Promise<Json> {
  await w.page.selectOption('#endpoint', endpoint);
  assert.match(
    await w.page.locator('#example option').first().innerText(),
    new RegExp(`^GET /api/${endpoint} example`),
  );
  return (await runInPage(w, endpoint)).response;
}

async function pick(w: WatchedPage, index: number): Promise<void> {
  await w.page.check(`#load-${index}`);
  await nextFrame(w.page);
}

const drawn = (w: WatchedPage) => viewerState<number>(w.page, 'boxesDrawn');
const titles = (w: WatchedPage) =>
  w.page.evaluate(() => (globalThis as any).__viewer.result.loads.map((l: { title: string }) => l.title)) as Promise<
    string[]
  >;

/** The boxes change the picture: all steps against none, and the picture is not blank. */
async function assertBoxesDrawn(w: WatchedPage, name: string): Promise<Buffer> {
  await w.page.click('#step-first');
  await nextFrame(w.page);
  const empty = await sceneShot(w.page, `${name}-empty.png`);
  await w.page.click('#step-last');
  await nextFrame(w.page);
  const full = await sceneShot(w.page, `${name}.png`);
  const stats = await pngStats(w.page, full);
  assert.ok(stats.colours > 20 && stats.inked > 0.02, `${name}: blank picture ${JSON.stringify(stats)}`);
  const diff = await pixelDiff(w.page, empty, full);
  assert.ok(diff.share > 0.01, `${name}: the boxes changed only ${(diff.share * 100).toFixed(2)} % of pixels`);
  return full;
}

async function assertDiffers(w: WatchedPage, a: Buffer, b: Buffer, what: string): Promise<void> {
  const diff = await pixelDiff(w.page, a, b);
  assert.ok(diff.share > 0.01, `${what}: only ${(diff.share * 100).toFixed(2)} % of pixels differ`);
}

describe('viewer draws order-options, case-design, box-catalog and consolidate, in Chromium', { skip }, () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(async () => {
    await stopHarness(h);
  });

  test("order-options: the baseline beside each alternative, and any alternative's pallets drawn", async () => {
    const w = await openViewer(h);
    const r = await runExample(w, 'order-options');
    assert.equal(await drawn(w), r.baseline.quote.pallets[0].boxes.length);
    const summary = await w.page.locator('#summary').innerText();
    assert.match(summary, new RegExp(`Baseline[^\\n]*\\s+${r.baseline.palletCount} pallets?,`));
    const alt = r.alternatives[0];
    assert.ok(summary.includes(`net savings ${alt.economics.netSavings} ${alt.economics.currency}`), summary);
    for (const c of alt.quantityChanges) assert.ok(summary.includes(`${c.sku} ${c.from} → ${c.to}`), summary);
    const baseline = await assertBoxesDrawn(w, 'order-options-baseline');
    const first = (await titles(w)).indexOf('Alternative 1 · pallet 1');
    assert.ok(first > 0);
    await pick(w, first);
    assert.equal(await drawn(w), alt.quote.pallets[0].boxes.length);
    const alternative = await assertBoxesDrawn(w, 'order-options-alternative-1');
    await assertDiffers(w, baseline, alternative, 'baseline pallet against alternative 1');
    await docShot(w.page, 'viewer-order-options.png');
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test("case-design: a candidate's case, its pallet and its container", async () => {
    const w = await openViewer(h);
    const r = await runExample(w, 'case-design');
    const c = r.candidates[0];
    assert.deepEqual((await titles(w)).slice(0, 3), [
      'Candidate 1 · case',
      'Candidate 1 · pallet',
      'Candidate 1 · container',
    ]);
    assert.equal(await drawn(w), c.unitsPerCase);
    const kase = await assertBoxesDrawn(w, 'case-design-case');
    assert.equal(await w.page.locator('[data-view=door]').isHidden(), true, 'a case has no door');
    await pick(w, 1);
    assert.equal(await drawn(w), c.pallet.cases);
    const pallet = await assertBoxesDrawn(w, 'case-design-pallet');
    await pick(w, 2);
    assert.equal(
      await drawn(w),
      c.container.mode === 'pallets' ? c.container.palletised.pallets : c.container.floorLoaded.cases,
    );
    const container = await assertBoxesDrawn(w, 'case-design-container');
    await assertDiffers(w, kase, pallet, 'case against pallet');
    await assertDiffers(w, pallet, container, 'pallet against container');
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('box-catalog: an order packed in its chosen box; the catalogue and weights listed', async () => {
    const w = await openViewer(h);
    const r = await runExample(w, 'box-catalog');
    const summary = await w.page.locator('#summary').innerText();
    for (const entry of r.catalog) assert.ok(summary.includes(`used by ${entry.usedByOrders} orders`), summary);
    const shots: Buffer[] = [];
    for (let i = 0; i < r.perOrder.length; i++) {
      const o = r.perOrder[i];
      assert.ok(summary.includes(o.unfit ? 'unfit' : `box ${o.box}; billed ${o.billedWeight.kg} kg`), summary);
      if (i > 0) await pick(w, i);
      assert.equal(await drawn(w), o.packing?.boxes.length ?? 0);
      shots.push(await assertBoxesDrawn(w, `box-catalog-order-${i + 1}`));
    }
    if (shots.length > 1) await assertDiffers(w, shots[0], shots[1], 'order 1 against order 2');
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test("consolidate: a plan's containers one after another, coloured by PO, with its remainder", async () => {
    const w = await openViewer(h);
    const r = await runExample(w, 'consolidate');
    const containers = r.plans.flatMap((p: Json) => p.containers);
    assert.equal((await titles(w)).length, containers.length);
    const shots: Buffer[] = [];
    for (let i = 0; i < Math.min(containers.length, 3); i++) {
      if (i > 0) await pick(w, i);
      assert.equal(await drawn(w), containers[i].boxes.length);
      shots.push(await assertBoxesDrawn(w, `consolidate-container-${i + 1}`));
    }
    assert.ok(shots.length > 1, 'the example should give more than one container');
    await assertDiffers(w, shots[0], shots[1], 'container 1 against container 2');
    await docShot(w.page, 'viewer-consolidate.png');
    // the item list is by PO: one entry per purchase order in the container shown
    const items = await viewerState<{ label: string }[]>(w.page, 'items');
    const pos = new Set(containers[shots.length - 1].boxes.map((b: Json) => b.poId));
    assert.deepEqual(new Set(items.map((it) => it.label)), pos);
    await pick(w, 0);
    // Next steps to the following container, Previous back; the position is named
    assert.equal(await w.page.locator('#load-position').innerText(), `Container 1 of ${containers.length}`);
    assert.equal(await w.page.locator('#load-prev').isDisabled(), true);
    await w.page.click('#load-next');
    await nextFrame(w.page);
    assert.equal(await viewerState<number>(w.page, 'loadIndex'), 1);
    assert.equal(await w.page.locator('#load-position').innerText(), `Container 2 of ${containers.length}`);
    await w.page.click('#step-last');
    await nextFrame(w.page);
    await assertDiffers(w, shots[0], await sceneShot(w.page, 'consolidate-next.png'), 'Next against container 1');
    await w.page.click('#load-prev');
    assert.equal(await viewerState<number>(w.page, 'loadIndex'), 0);
    const skipped = r.eligible.skipped[0];
    if (skipped) assert.ok((await w.page.locator('#summary').innerText()).includes(skipped.reason));
    const reason = r.plans[0].remainder?.byPo?.[0]?.items?.[0]?.reason;
    // the list shows reasons with spaces for underscores
    if (reason) assert.ok((await w.page.locator('#unplaced').innerText()).includes(reason.replace(/_/g, ' ')));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
