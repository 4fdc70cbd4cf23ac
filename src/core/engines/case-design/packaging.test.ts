import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildCase } from './case-candidates.js';
import { candidateChecks } from './case-checks.js';
import {
  BOARD_GRADES,
  bottomCaseLoad,
  designCases,
  environmentFactor,
  mckeeBctN,
  type CaseCandidate,
  type CaseDesignProblem,
  type CompressionSpec,
} from './index.js';

/** Product layers, dividers, the handling guide, the compression screen and uncapped floor loads. */

// Core units: 0.1 mm and g. A 750 ml bottle, a EUR pallet, a 40 ft high-cube.
const EUR = { l: 12_000, w: 8000, baseHeight: 1440, maxHeight: 18_000, maxWeight: 1_000_000, overhang: 0 };
const HQ40 = { l: 120_300, w: 23_500, h: 26_900, payload: 26_500_000 };
const bottle: CaseDesignProblem = {
  product: { l: 760, w: 760, h: 3000, weight: 1300 },
  orientations: 'upright',
  minUnits: 12,
  maxUnits: 12,
  board: 40,
  headspace: 50,
  maxCaseWeight: null,
  maxDim: null,
  pallet: EUR,
  container: HQ40,
  costs: null,
  candidates: 10,
};
const byCode = (c: CaseCandidate, p: CaseDesignProblem) =>
  Object.fromEntries(candidateChecks(c, p).map((k) => [k.code, k]));

describe('product layers', () => {
  it('a wine case of 12 bottles may stack bottles on bottles unless told not to', () => {
    const free = designCases(bottle);
    assert.ok(free.candidates.some((c) => c.design.counts.layers > 1));
    for (const p of [{ ...bottle, maxProductLayers: 1 }]) {
      const r = designCases(p);
      assert.ok(r.candidates.length > 0);
      for (const c of r.candidates) assert.equal(c.design.counts.layers, 1);
      assert.ok(r.searched.rejected.productLayers > 0);
    }
    const two = designCases({ ...bottle, maxProductLayers: 2 });
    for (const c of two.candidates) assert.ok(c.design.counts.layers <= 2);
  });
});

describe('dividers', () => {
  it('widen the case and add their mass (hand arithmetic)', () => {
    const p: CaseDesignProblem = {
      ...bottle,
      product: { l: 1000, w: 800, h: 2000, weight: 500 },
      headspace: 0,
      dividers: { thickness: 20, gramsPerM2: 450 },
    };
    const c = buildCase(p, { dx: 1000, dz: 800, dy: 2000 }, 3, 2, 1);
    // 3 × 10 cm + 2 partitions of 0.2 cm = 30.4 cm; 2 × 8 cm + 1 = 16.2 cm; one layer, no pad
    assert.deepEqual(c.inner, { l: 3040, w: 1620, h: 2000 });
    assert.deepEqual(c.outer, { l: 3120, w: 1700, h: 2080 });
    // partitions: 2 × 16.2 × 20 + 1 × 30.4 × 20 = 1,256 cm² = 0.1256 m² × 450 g/m² = 56.52 g
    assert.equal(c.dividerArea, 1256 * 10_000);
    assert.equal(c.dividerWeight, 57);
    const bare = buildCase({ ...p, dividers: null }, { dx: 1000, dz: 800, dy: 2000 }, 3, 2, 1);
    assert.equal(c.weight - bare.weight, 57 + (c.boardWeight - bare.boardWeight));
    // two layers: a pad between them, 0.2 cm more height and 30.4 × 16.2 cm more board
    const tall = buildCase(p, { dx: 1000, dz: 800, dy: 2000 }, 3, 2, 2);
    assert.equal(tall.inner.h, 4020);
    assert.equal(tall.dividerArea, 2 * 1620 * 4020 + 3040 * 4020 + 3040 * 1620);
  });
});

describe('manual handling', () => {
  it('without caseConstraints.maxWeight, a case over 23 kg warns and one under passes; with it, it governs', () => {
    const heavy = designCases({ ...bottle, product: { ...bottle.product, weight: 2000 } }).candidates[0];
    const k = byCode(heavy, bottle);
    assert.ok(heavy.design.weight > 23_000);
    assert.equal(k.CASE_WEIGHT.status, 'warn');
    assert.equal(k.CASE_WEIGHT.limit, 23_000);
    assert.match(k.CASE_WEIGHT.assumption, /manual-handling/);
    const light = designCases({ ...bottle, minUnits: 6, maxUnits: 6 }).candidates[0];
    assert.equal(byCode(light, bottle).CASE_WEIGHT.status, 'pass');
    const limited = { ...bottle, maxCaseWeight: 30_000 };
    assert.equal(byCode(heavy, limited).CASE_WEIGHT.limit, 30_000);
  });
});

describe('case compression (McKee)', () => {
  it('BCT = 5.87 × ECT × √(caliper × perimeter): C flute on a 40 × 30 cm case', () => {
    // 5.87 × 5,600 N/m × √(0.004 m × 1.4 m) = 2,459.9 N
    assert.ok(Math.abs(mckeeBctN(5600, 40, 14_000) - 2459.9) < 0.1);
    // in lbf: 32 lb/in, 0.16 in, 56 in: 5.87 × 32 × √8.96 = 562.3 lbf; the constant is unit-free
    assert.ok(Math.abs(5.87 * 32 * Math.sqrt(0.16 * 56) - 562.3) < 0.1);
  });

  it('environment factors multiply: 50 % RH, 30 days, column = 0.59; 85 % RH, 90 days, interlocked = 0.59 × 0.55 × …', () => {
    const spec: CompressionSpec = {
      grade: BOARD_GRADES.C,
      humidityPct: 50,
      storageDays: 30,
      stacking: 'column',
      safetyFactor: 1.5,
    };
    assert.ok(Math.abs(environmentFactor(spec) - 0.59) < 1e-9);
    const harsh = { ...spec, humidityPct: 85, storageDays: 90, stacking: 'interlocked' as const };
    assert.ok(Math.abs(environmentFactor(harsh) - 0.59 * 0.54 * 0.55) < 1e-9);
  });

  it('pass, warn and fail against the load on the bottom case; not_evaluated without a board', () => {
    const c = designCases(bottle).candidates[0];
    const load = bottomCaseLoad(c);
    assert.ok(load.grams > 0);
    const spec = (ect: number): CompressionSpec => ({
      grade: { flute: 'custom', ectNPerM: ect, caliper: 40 },
      humidityPct: 50,
      storageDays: 30,
      stacking: 'column',
      safetyFactor: 1.5,
    });
    // ECT so that the derated BCT equals the load exactly: status flips around it
    const perEct = mckeeBctN(1, 40, 2 * (c.design.outer.l + c.design.outer.w)) * 0.59 * (1000 / 9.80665);
    const atLoad = load.grams / perEct;
    const status = (ect: number) => byCode(c, { ...bottle, compression: spec(ect) }).CASE_COMPRESSION.status;
    assert.equal(status(atLoad * 2), 'pass');
    assert.equal(status(atLoad * 1.2), 'warn');
    assert.equal(status(atLoad * 0.9), 'fail');
    const none = byCode(c, bottle).CASE_COMPRESSION;
    assert.equal(none.status, 'not_evaluated');
    assert.equal(none.field, 'caseConstraints.board');
    assert.match(byCode(c, { ...bottle, compression: spec(5600) }).CASE_COMPRESSION.assumption, /not a certification/);
  });
});

describe('capacity from pattern, layers and payload', () => {
  it('floor-loaded cases = min(pattern × layers, whole cases by payload), above 2,000 when the container holds more', () => {
    const jar: CaseDesignProblem = {
      ...bottle,
      product: { l: 700, w: 700, h: 1200, weight: 400 },
      minUnits: 6,
      maxUnits: 24,
      pallet: null,
    };
    const r = designCases(jar);
    let above = 0;
    for (const c of r.candidates) {
      const f = c.container!.floor!;
      const analytic = Math.min(
        f.casesPerLayer * Math.floor(HQ40.h / c.design.outer.h),
        Math.floor(HQ40.payload / c.design.weight),
      );
      assert.equal(f.cases, analytic);
      if (f.cases > 2000) above++;
    }
    assert.ok(above > 0, 'some candidate floor-loads more than 2,000 cases');
  });
});
