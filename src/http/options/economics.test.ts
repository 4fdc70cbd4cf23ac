import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { alternativeEconomics } from './economics.js';

const E = {
  palletFreight: 85,
  handlingPerPallet: 12.5,
  contributionPerUnit: { A: 3.5, B: 2 },
  deferralCostPerUnit: { A: 0.5, B: 0.1 },
  currency: 'EUR',
};

describe('order-options economics', () => {
  it('net savings = freight + handling saved − deferred contribution − deferral cost', () => {
    // 1 pallet: 85 + 12.5 = 97.5; A 10 → 6 defers 4: contribution 14, deferral 2; net 97.5 − 16 = 81.5.
    assert.deepEqual(alternativeEconomics(E, 1, [{ sku: 'A', from: 10, to: 6 }]), {
      currency: 'EUR',
      palletsSaved: 1,
      freightSaved: 85,
      handlingSaved: 12.5,
      deferredContribution: 14,
      deferralCost: 2,
      netSavings: 81.5,
      missing: [],
    });
  });

  it('counts an added unit as negative deferred contribution and no deferral cost', () => {
    // A −4: +14 contribution deferred, 2 deferral; B +3: −6 contribution, no deferral. Net 97.5 − 8 − 2 = 87.5.
    const e = alternativeEconomics(E, 1, [
      { sku: 'A', from: 10, to: 6 },
      { sku: 'B', from: 5, to: 8 },
    ]);
    assert.equal(e.deferredContribution, 8);
    assert.equal(e.deferralCost, 2);
    assert.equal(e.netSavings, 87.5);
  });

  it('keeps cents exact (0.1 + 0.2 is not 0.30000000000000004 here)', () => {
    const e = alternativeEconomics({ ...E, deferralCostPerUnit: { A: 0.1 }, contributionPerUnit: { A: 0.2 } }, 0, [
      { sku: 'A', from: 3, to: 2 },
    ]);
    assert.equal(e.deferredContribution, 0.2);
    assert.equal(e.netSavings, -0.3);
  });

  it('gives netSavings null naming every missing cost; an explicit zero is no cost', () => {
    const e = alternativeEconomics({ palletFreight: 0, contributionPerUnit: { A: 0 } }, 1, [
      { sku: 'A', from: 10, to: 6 },
    ]);
    assert.equal(e.freightSaved, 0);
    assert.equal(e.deferredContribution, 0);
    assert.equal(e.netSavings, null);
    assert.deepEqual(e.missing, ['economics.handlingPerPallet', 'economics.deferralCostPerUnit.A']);
    assert.equal(e.currency, null);
  });

  it('needs no per-pallet cost when no pallet is saved, and no rate for an unchanged SKU', () => {
    const e = alternativeEconomics(undefined, 0, []);
    assert.equal(e.netSavings, 0);
    assert.deepEqual(e.missing, []);
  });
});
