import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dualLength, dualMass, lengthIn, lengthOut, massIn, massOut } from '../../src/http/units.js';
import { inputHash } from '../../src/http/hashing.js';

test('exact factors: 1 in = 2.54 cm, 1 lb = 0.45359237 kg', () => {
  assert.equal(lengthIn(1, 'in-lb'), 254);
  assert.equal(lengthIn(2.54, 'cm-kg'), 254);
  assert.equal(massIn(1, 'in-lb'), 454); // 453.59237 g, rounded once to the gram
  assert.equal(massIn(100, 'in-lb'), 45359);
  assert.deepEqual(dualLength(lengthIn(48, 'in-lb')), { cm: 121.92, in: 48 });
  assert.deepEqual(dualMass(massIn(1000, 'cm-kg')), { kg: 1000, lb: 2204.62 });
  assert.equal(massOut(massIn(18, 'in-lb'), 'in-lb'), 18, 'no gram noise in pounds');
});

test('in → core → in round trips within the output rounding (0.005 in; 0.005 lb + 1 g)', () => {
  fc.assert(
    fc.property(fc.double({ min: 0.01, max: 2000, noNaN: true }), (inches) => {
      assert.ok(Math.abs(lengthOut(lengthIn(inches, 'in-lb'), 'in-lb') - inches) <= 0.005 + 0.01 / 2.54 / 2);
    }),
  );
  fc.assert(
    fc.property(fc.double({ min: 0.01, max: 5000, noNaN: true }), (pounds) => {
      assert.ok(Math.abs(massOut(massIn(pounds, 'in-lb'), 'in-lb') - pounds) <= 0.005 + 0.001 / 0.45359237);
    }),
  );
});

test('a length in inches and its exact cm equivalent become the same core value', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 100_000 }), (hundredthsOfInch) => {
      const inches = hundredthsOfInch / 100;
      assert.equal(lengthIn(inches, 'in-lb'), lengthIn(inches * 2.54, 'cm-kg'));
    }),
  );
});

test('inputHash: RFC 8785 canonical, key order does not matter, values do', () => {
  const a = inputHash({ pallet: { l: 120, w: 80 }, items: [{ sku: 'A', qty: 2 }] });
  const b = inputHash({ items: [{ qty: 2, sku: 'A' }], pallet: { w: 80, l: 120 } });
  assert.equal(a, b);
  assert.match(a, /^[0-9a-f]{64}$/);
  assert.notEqual(a, inputHash({ pallet: { l: 120, w: 80 }, items: [{ sku: 'A', qty: 3 }] }));
  // known answer: sha256 of the canonical text {"a":1,"b":[true,null]}
  assert.equal(
    inputHash({ b: [true, null], a: 1 }),
    '1cc69c7fa23616ca2ec3ee70d24390a6225c8832db8a4c814c7e0e7f942f8668',
  );
});

test('decimal inputs round as written, not as their binary approximation', () => {
  assert.equal(lengthIn(1.005, 'cm-kg'), 101);
  assert.equal(lengthOut(lengthIn(1.005, 'cm-kg'), 'cm-kg'), 1.01);
  assert.equal(massIn(0.0005, 'cm-kg'), 1);
});
