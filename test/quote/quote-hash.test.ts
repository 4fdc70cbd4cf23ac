import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { quoteHashInput, quoteIdentity } from '../../src/http/mappers/quote-hash.js';
import { mapQuoteRequest } from '../../src/http/mappers/quote-request.js';
import { CM_PER_INCH, KG_PER_POUND, lengthIn, lengthOut, massIn, massOut } from '../../src/http/units.js';
import { baseBody, column, plan, quoteWith, type Body } from './support/quote-fixtures.js';

const hashOf = (b: Body) => quoteIdentity(mapQuoteRequest(b)).inputHash;

const inLb: Body = {
  units: 'in-lb',
  orderId: 'PO-7',
  pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 72, maxWeight: 2000, tareWeight: 45 },
  items: [
    { sku: 'SKU-1', l: 16, w: 12, h: 10, qty: 40, weight: 18, maxStack: 150 },
    { sku: 'SKU-2', l: 12.5, w: 8.25, h: 6, qty: 12, weight: 7.5, keepUpright: true, label: 'Jar case' },
  ],
  limits: { maxLoadedHeight: 70, maxGrossWeight: 1500 },
  packagingAllowance: { height: 0.5, weight: 4 },
  maxPallets: 3,
};

/**
 * The exact cm-kg equivalent of an in-lb body (no rounding): lengths as the decimal a client
 * would write (8.25 in = 20.955 cm, not the binary product 20.955000000000002, which is another
 * carton: carton sides hash as sent).
 */
function toCmKg(b: Body): Body {
  const L = (v: number) => Number((v * CM_PER_INCH).toPrecision(12));
  const M = (v: number) => v * KG_PER_POUND;
  const p = b.pallet;
  return {
    ...b,
    units: 'cm-kg',
    pallet: {
      l: L(p.l),
      w: L(p.w),
      baseHeight: L(p.baseHeight),
      maxHeight: L(p.maxHeight),
      maxWeight: M(p.maxWeight),
      tareWeight: M(p.tareWeight),
    },
    items: b.items.map((it) => ({
      ...it,
      l: L(it.l),
      w: L(it.w),
      h: L(it.h),
      weight: M(it.weight),
      ...(it.maxStack === undefined ? {} : { maxStack: M(it.maxStack) }),
    })),
    limits: { maxLoadedHeight: L(b.limits!.maxLoadedHeight!), maxGrossWeight: M(b.limits!.maxGrossWeight!) },
    packagingAllowance: { height: L(b.packagingAllowance!.height!), weight: M(b.packagingAllowance!.weight!) },
  };
}

/** The same JSON with every object's keys in reverse order. */
function reverseKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reverseKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .reverse()
        .map(([k, x]) => [k, reverseKeys(x)]),
    );
  return v;
}

describe('inputHash', () => {
  test('is SHA-256 hex, the same across key order', () => {
    const h = hashOf(inLb);
    assert.match(h, /^[0-9a-f]{64}$/);
    assert.equal(hashOf(reverseKeys(inLb) as Body), h);
  });

  test('an in-lb request and its exact cm-kg equivalent give the same hash and the same core problem', () => {
    const cm = toCmKg(inLb);
    assert.equal(hashOf(cm), hashOf(inLb));
    assert.deepEqual(mapQuoteRequest(cm).problem, mapQuoteRequest(inLb).problem);
    assert.deepEqual(quoteHashInput(mapQuoteRequest(inLb)).pallet, {
      l: 121.92,
      w: 101.6,
      baseHeight: 15.24,
      maxHeight: 182.88,
      maxWeight: 907.185,
      tareWeight: 20.412,
    });
  });

  test('actuals and orderId never change it; orderId becomes meter.id, else a 16-hex prefix of the hash', () => {
    const h = hashOf(inLb);
    assert.equal(
      hashOf({ ...inLb, actuals: { 0: { height: 60 }, summary: { measuredAt: '2026-01-02T03:04:05Z' } } as any }),
      h,
    );
    const { orderId: _o, ...anonymous } = inLb;
    assert.equal(hashOf(anonymous as Body), h);
    assert.deepEqual(quoteIdentity(mapQuoteRequest(inLb)).meter, { unit: 'order', id: 'PO-7' });
    assert.deepEqual(quoteIdentity(mapQuoteRequest(anonymous as Body)).meter, { unit: 'order', id: h.slice(0, 16) });
  });

  test('an omitted default hashes like the default sent explicitly', () => {
    const b = baseBody();
    assert.equal(hashOf(b), hashOf({ ...b, maxPallets: 20, packagingAllowance: { height: 0, weight: 0 }, limits: {} }));
    assert.equal(hashOf(b), hashOf({ ...b, items: [{ ...b.items[0], keepUpright: false, label: 'A' }] }));
  });

  test('every planning field changes it', () => {
    const h = hashOf(inLb);
    const variants: Body[] = [
      { ...inLb, maxPallets: 4 },
      { ...inLb, items: [{ ...inLb.items[0], qty: 41 }, inLb.items[1]] },
      { ...inLb, items: [{ ...inLb.items[0], maxStack: undefined }, inLb.items[1]] },
      { ...inLb, items: [inLb.items[1], inLb.items[0]] },
      { ...inLb, limits: { maxLoadedHeight: 71 } },
      { ...inLb, pallet: { ...inLb.pallet, tareWeight: 46 } },
      { ...inLb, packagingAllowance: { height: 1 } },
    ];
    for (const v of variants) assert.notEqual(hashOf(JSON.parse(JSON.stringify(v))), h);
  });
});

describe('unit round trips (lengths 2 decimals, masses 3 decimals; core keeps 0.1 mm and 1 g)', () => {
  test('in → core → cm (printed) → core → in stays within 0.01 in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), (hundredths) => {
        const v = hundredths / 100;
        const cm = lengthOut(lengthIn(v, 'in-lb'), 'cm-kg');
        const back = lengthOut(lengthIn(cm, 'cm-kg'), 'in-lb');
        assert.ok(Math.abs(back - v) <= 0.01 + 1e-9, `${v} in → ${cm} cm → ${back} in`);
        assert.equal(lengthOut(lengthIn(v, 'in-lb'), 'in-lb'), v, 'inches are exact in core units');
      }),
    );
  });

  test('lb → core → kg (printed) → core → lb stays within 0.0065 lb (1 g core grain, lb printed to 2 decimals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (thousandths) => {
        const v = thousandths / 1000;
        const kg = massOut(massIn(v, 'in-lb'), 'cm-kg');
        const back = massOut(massIn(kg, 'cm-kg'), 'in-lb');
        assert.ok(Math.abs(back - v) <= 0.0065, `${v} lb → ${kg} kg → ${back} lb`);
      }),
    );
  });

  test('a quote of an in-lb request prints the inputs back in inches and pounds', () => {
    const body: Body = { ...inLb, items: [{ ...inLb.items[0], qty: 2 }], actuals: undefined };
    const { body: out } = quoteWith(body, (q) => plan([column(q, 0, 2)]));
    const p = (out.pallets as any[])[0];
    assert.deepEqual(p.outerDims.l, { cm: 121.92, in: 48 });
    assert.deepEqual(p.outerDims.h, { cm: 67.31, in: 26.5 }, '6 base + 2 × 10 cargo + 0.5 packaging');
    const box = p.boxes[0];
    assert.deepEqual([box.l, box.w, box.h], [16, 12, 10], 'inches are exact');
    // masses are kept to the gram: 18 lb = 8,164.66 g → 8,165 g → 18.001 lb
    assert.ok(Math.abs(box.weight - 18) <= 0.002, `${box.weight}`);
    assert.ok(Math.abs(p.grossWeight.lb - 85) <= 0.002 * 4, `2 × 18 + 45 tare + 4 packaging = ${p.grossWeight.lb}`);
  });
});
