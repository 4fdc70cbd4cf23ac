import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { orderOptionsHandler } from '../../src/http/handlers/order-options.js';
import { orderPlanHandler } from '../../src/http/handlers/order-plan.js';
import { orderQuoteHandler, type QuoteBody } from '../../src/http/handlers/order-quote.js';
import { receiverCheckHandler } from '../../src/http/handlers/receiver-check.js';

/**
 * Issue 42 line 5: one order, one set of pallets. order-plan, order-quote, order-options (its
 * baseline) and receiver-check plan the same order through one allocation path; the quote plans
 * to the stricter of pallet.maxHeight and limits.maxLoadedHeight (and of pallet.maxWeight and
 * limits.maxGrossWeight), so its pallets are order-plan's pallets on a pallet cut to those limits.
 */

const ctx = { isTimeUp: () => false };
const TARE = 25;
// Cargo to 600 kg and 160 cm outer height are the binding limits (the pallet allows 1,000 kg and 200 cm).
const quoteBody = (): QuoteBody => ({
  units: 'cm-kg',
  pallet: { l: 120, w: 80, baseHeight: 14.4, maxHeight: 200, maxWeight: 1000, tareWeight: TARE },
  items: [
    { sku: 'DRY', l: 40, w: 30, h: 30, qty: 30, weight: 12, keepUpright: true },
    { sku: 'OIL', l: 30, w: 20, h: 25, qty: 24, weight: 9, keepUpright: true, liquid: true },
    { sku: 'BOX', l: 60, w: 40, h: 20, qty: 8, weight: 4 },
  ],
  limits: { maxLoadedHeight: 160, maxGrossWeight: 600 + TARE },
});

/** The same order as order-plan sends it, on the pallet cut to the quote's limits. */
const planBody = () => {
  const q = quoteBody();
  return {
    request: {
      pallet: { l: 120, w: 80, baseHeight: 14.4, maxHeight: 160, maxWeight: 600 },
      items: q.items.map((it) => ({
        label: it.sku,
        l: it.l,
        w: it.w,
        h: it.h,
        qty: it.qty,
        weight: it.weight,
        keepUpright: it.keepUpright === true,
        ...(it.liquid ? { liquid: true } : {}),
      })),
    },
    maxPallets: 20,
  };
};

type Box = { label: string; px: number; py: number; pz: number; l: number; w: number; h: number };
/** Each pallet's cartons as label and position, sorted: what "the same pallets" means. */
const shape = (pallets: { boxes: Box[] }[]) =>
  pallets.map((p) =>
    p.boxes
      .map((b) => `${b.label} ${b.px} ${b.py} ${b.pz} ${b.l}×${b.w}×${b.h}`)
      .sort()
      .join('; '),
  );

describe('same order, same pallets (issue 42 line 5)', () => {
  const plan = orderPlanHandler(planBody() as never, ctx) as any;
  const quote = orderQuoteHandler(quoteBody() as never, ctx) as any;

  test('order-quote gives order-plan’s pallets, planned to the stricter height and weight limits', () => {
    assert.equal(plan.status, 'complete');
    assert.equal(quote.status, 'complete', JSON.stringify(quote.reviewReasons));
    assert.ok(plan.palletCount >= 2, 'the weight limit splits the order');
    assert.deepEqual(shape(quote.pallets), shape(plan.pallets));
    for (const p of quote.pallets) {
      assert.ok(p.outerDims.h.cm <= 160, `pallet ${p.index} within limits.maxLoadedHeight`);
      assert.ok(p.grossWeight.kg <= 600 + TARE, `pallet ${p.index} within limits.maxGrossWeight`);
    }
  });

  test('receiver-check and order-options plan the same pallets as order-quote', () => {
    const manualOnly = {
      id: 'manual-only',
      name: 'A receiver with no measurable rule',
      version: '1',
      rules: { manual: [{ rule: 'labels', text: 'Two labels per pallet.' }] },
    };
    const rc = receiverCheckHandler({ ...quoteBody(), profile: manualOnly } as never, ctx) as any;
    assert.deepEqual(shape(rc.quote.pallets), shape(quote.pallets));
    assert.equal(rc.quote.inputHash, quote.inputHash);
    const options = orderOptionsHandler({ ...quoteBody(), searchBudget: 1 } as never, ctx) as any;
    assert.deepEqual(shape(options.baseline.quote.pallets), shape(quote.pallets));
    assert.equal(options.baseline.quote.inputHash, quote.inputHash);
  });

  test('the quote’s inputHash covers its limits and item rules: a different limit or rule is a different hash', () => {
    const hashOf = (change: (b: QuoteBody) => QuoteBody) =>
      (orderQuoteHandler(change(quoteBody()) as never, ctx) as any).inputHash;
    const hashes = [
      quote.inputHash,
      hashOf((b) => ({ ...b, limits: { ...b.limits, maxLoadedHeight: 150 } })),
      hashOf((b) => ({ ...b, limits: { ...b.limits, maxGrossWeight: 500 } })),
      hashOf((b) => ({ ...b, limits: { ...b.limits, maxCogOffsetPct: 8 } })),
      hashOf((b) => ({ ...b, items: b.items.map((it) => ({ ...it, liquid: undefined })) })),
      hashOf((b) => ({ ...b, items: b.items.map((it, i) => (i === 0 ? { ...it, maxLayers: 3 } : it)) })),
      hashOf((b) => ({ ...b, items: b.items.map((it, i) => (i === 2 ? { ...it, bottomOnly: true } : it)) })),
    ];
    assert.equal(new Set(hashes).size, hashes.length);
  });
});
