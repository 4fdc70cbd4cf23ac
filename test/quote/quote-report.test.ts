import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../src/core/checks/check-plan.js';
import { LENGTH_PER_CM } from '../../src/core/model/units.js';
import { baseBody, column, plan, quoteWith, row } from './support/quote-fixtures.js';

/** Fixture positions are in the engine's length units. */
const CM = LENGTH_PER_CM;
const checkOf = (pallet: any, code: string) => pallet.checks.find((c: any) => c.code === code);

describe('order-quote status', () => {
  test('complete: every carton placed and every supplied limit passed', () => {
    const body = baseBody({
      limits: { maxLoadedHeight: 100, maxGrossWeight: 100 },
      items: [{ sku: 'A', l: 40, w: 30, h: 20, qty: 6, weight: 10, maxStack: 50 }],
    });
    // Two rows of three, centred on the 120 × 80 deck (z from 10 to 70): the CoG is over the middle.
    const { body: out, q } = quoteWith(body, (q) => plan([row(q, 0, 6, 0, 0, 10 * CM)]));
    assert.deepEqual(checkPlan(q.problem, row(q, 0, 6, 0, 0, 10 * CM)), []);
    assert.equal(out.status, 'complete');
    assert.deepEqual(out.reviewReasons, []);
    const p = (out.pallets as any[])[0];
    // One layer: the stacking checks have nothing to judge; everything else passes.
    for (const c of p.checks)
      assert.equal(
        c.status,
        ['STACK_LIMITS_PROVIDED', 'HEAVY_OVER_LIGHT', 'LIQUID_LOW'].includes(c.code) ? 'not_evaluated' : 'pass',
        c.code,
      );
  });

  test('partial: cartons left out, even when the pallets pass every limit; reasons name PLACEMENT_COMPLETE', () => {
    const body = baseBody({ limits: { maxLoadedHeight: 100, maxGrossWeight: 100 } });
    // One row of three across the middle of the deck (z from 25 to 55): only the left-out carton fails.
    const { body: out } = quoteWith(body, (q) =>
      plan([row(q, 0, 3, 0, 0, 25 * CM)], [{ item: 0, qty: 1, reason: 'no_room_found' }]),
    );
    assert.equal(out.status, 'partial');
    assert.deepEqual(
      (out.reviewReasons as any[]).map((r) => r.code),
      ['PLACEMENT_COMPLETE'],
    );
    assert.deepEqual(out.unplaced, [{ sku: 'A', qty: 1, reason: 'no_room_found' }]);
    assert.equal((out.summary as any).cartonsUnplaced, 1);
    assert.equal((out.checks as any[])[0].status, 'fail');
  });

  test('partial wins over a failed limit, and the failed limit is still listed', () => {
    const body = baseBody({ limits: { maxLoadedHeight: 40 } });
    const { body: out } = quoteWith(body, (q) =>
      plan([column(q, 0, 3, 40 * CM, 25 * CM)], [{ item: 0, qty: 1, reason: 'no_room_found' }]),
    );
    assert.equal(out.status, 'partial');
    assert.deepEqual(
      (out.reviewReasons as any[]).map((r) => r.code),
      ['PLACEMENT_COMPLETE', 'LOADED_HEIGHT'],
    );
  });

  test('needs_review: placed, but limits.maxLoadedHeight failed', () => {
    const body = baseBody({ limits: { maxLoadedHeight: 90 }, packagingAllowance: { height: 2 } });
    // outer height = 15 base + 4 × 20 cargo + 2 packaging = 97 cm
    const { body: out } = quoteWith(body, (q) => plan([column(q, 0, 4)]));
    assert.equal(out.status, 'needs_review');
    const c = checkOf((out.pallets as any[])[0], 'LOADED_HEIGHT');
    assert.deepEqual([c.status, c.observed, c.limit, c.unit], ['fail', 97, 90, 'cm']);
    assert.deepEqual((out.reviewReasons as any[])[0], {
      code: 'LOADED_HEIGHT',
      pallet: 0,
      message: 'pallet 0: LOADED_HEIGHT failed, observed 97 cm against limit 90 cm',
    });
  });

  test('needs_review: limits.maxGrossWeight failed (gross = cargo + tare + packaging)', () => {
    const body = baseBody({ limits: { maxGrossWeight: 67 }, packagingAllowance: { weight: 3 } });
    const { body: out } = quoteWith(body, (q) => plan([row(q, 0, 4)]));
    const p = (out.pallets as any[])[0];
    assert.deepEqual(p.grossWeight, { kg: 68, lb: 149.91 });
    assert.equal(out.status, 'needs_review');
    assert.deepEqual([checkOf(p, 'GROSS_WEIGHT').status, checkOf(p, 'GROSS_WEIGHT').observed], ['fail', 68]);
  });

  test('needs_review: a pallet whose CoG is more than 10 % off centre fails COG_OFFSET (5-10 % only warns)', () => {
    // A column against the rear-left corner of a 120 × 80 deck: 33 % and 31 % off centre.
    const { body: out } = quoteWith(baseBody(), (q) => plan([column(q, 0, 4)]));
    assert.equal(out.status, 'needs_review');
    const c = checkOf((out.pallets as any[])[0], 'COG_OFFSET');
    assert.deepEqual([c.status, c.limit], ['fail', 10]);
    assert.deepEqual(
      (out.reviewReasons as any[]).map((r) => [r.code, r.pallet]),
      [['COG_OFFSET', 0]],
    );
    // Moved 8 cm off the centre along x (6.7 % of 120 cm): a warning, and the quote is complete.
    const warned = quoteWith(baseBody(), (q) => plan([column(q, 0, 4, 48 * CM, 25 * CM)])).body;
    assert.equal(checkOf((warned.pallets as any[])[0], 'COG_OFFSET').status, 'warn');
    assert.equal(warned.status, 'complete');
  });

  test('limits.maxCogOffsetPct sets a stricter COG_OFFSET limit: a pallet 6.7 % off centre then fails (needs_review)', () => {
    const body = baseBody({ limits: { maxCogOffsetPct: 5 } });
    const { body: out } = quoteWith(body, (q) => plan([column(q, 0, 4, 48 * CM, 25 * CM)]));
    const c = checkOf((out.pallets as any[])[0], 'COG_OFFSET');
    assert.deepEqual([c.status, c.limit], ['fail', 5]);
    assert.equal(out.status, 'needs_review');
    assert.deepEqual(
      (out.reviewReasons as any[]).map((r) => [r.code, r.pallet]),
      [['COG_OFFSET', 0]],
    );
    // Centred, the same stricter limit passes.
    const centred = quoteWith(body, (q) => plan([column(q, 0, 4, 40 * CM, 25 * CM)])).body;
    assert.equal(checkOf((centred.pallets as any[])[0], 'COG_OFFSET').status, 'pass');
    assert.equal(centred.status, 'complete');
  });

  test('a limit equal to the observed value passes', () => {
    const body = baseBody({ limits: { maxLoadedHeight: 95, maxGrossWeight: 65 } });
    const { body: out } = quoteWith(body, (q) => plan([column(q, 0, 4, 40 * CM, 25 * CM)]));
    assert.equal(out.status, 'complete');
  });
});

describe('order-quote checks', () => {
  test('limits not sent are not_evaluated and name the field, never a pass', () => {
    // A column in the middle of the deck: its CoG is over the centre.
    const { body: out } = quoteWith(baseBody(), (q) => plan([column(q, 0, 4, 40 * CM, 25 * CM)]));
    const p = (out.pallets as any[])[0];
    assert.deepEqual(
      [checkOf(p, 'LOADED_HEIGHT').status, checkOf(p, 'LOADED_HEIGHT').field],
      ['not_evaluated', 'limits.maxLoadedHeight'],
    );
    assert.deepEqual(
      [checkOf(p, 'GROSS_WEIGHT').status, checkOf(p, 'GROSS_WEIGHT').field],
      ['not_evaluated', 'limits.maxGrossWeight'],
    );
    const stack = checkOf(p, 'STACK_LIMITS_PROVIDED');
    assert.deepEqual([stack.status, stack.field, stack.observed], ['not_evaluated', 'items[0].maxStack', null]);
    assert.equal(out.status, 'complete', 'not_evaluated is not a failure');
    assert.deepEqual((out.checksSummary as any).notEvaluated, [
      'LOADED_HEIGHT',
      'GROSS_WEIGHT',
      'STACK_LIMITS_PROVIDED',
    ]);
  });

  test('STACK_LIMITS_PROVIDED names only the load-bearing SKUs without maxStack; a single layer has nothing to judge', () => {
    const items = [
      { sku: 'A', l: 40, w: 30, h: 20, qty: 2, weight: 10 },
      { sku: 'B', l: 40, w: 30, h: 20, qty: 2, weight: 10, maxStack: 50 },
      { sku: 'C', l: 40, w: 30, h: 20, qty: 2, weight: 10 },
    ];
    const h = 2000;
    const { body: out } = quoteWith(baseBody({ items }), (q) =>
      plan([
        [
          ...row(q, 0, 1),
          ...row(q, 1, 1, 0, 4000),
          ...row(q, 2, 1, 0, 8000),
          ...row(q, 0, 1, h),
          ...row(q, 1, 1, h, 4000),
        ],
      ]),
    );
    const stack = checkOf((out.pallets as any[])[0], 'STACK_LIMITS_PROVIDED');
    assert.deepEqual([stack.status, stack.field], ['not_evaluated', 'items[0].maxStack']);
    const { body: flat } = quoteWith(baseBody({ items }), (q) => plan([[...row(q, 0, 1), ...row(q, 2, 1, 0, 4000)]]));
    // SPEC: an empty check is never a pass; one layer gives both stacking checks nothing to judge.
    for (const code of ['STACK_LIMITS_PROVIDED', 'HEAVY_OVER_LIGHT']) {
      const c = checkOf((flat.pallets as any[])[0], code);
      assert.deepEqual(
        [c.status, c.observed, c.detail],
        ['not_evaluated', null, 'no carton rests on another: nothing to judge'],
      );
    }
  });

  test('STACK_LIMITS_PROVIDED passes within maxStack and fails beyond it', () => {
    const body = (maxStack: number) =>
      baseBody({ items: [{ sku: 'A', l: 40, w: 30, h: 20, qty: 3, weight: 10, maxStack }] });
    const within = checkOf(
      (quoteWith(body(20), (q) => plan([column(q, 0, 3)])).body.pallets as any[])[0],
      'STACK_LIMITS_PROVIDED',
    );
    assert.deepEqual(
      [within.status, within.observed, within.detail],
      ['pass', 0, 'highest load 100 % of its maxStack'],
    );
    const beyond = checkOf(
      (quoteWith(body(15), (q) => plan([column(q, 0, 3)])).body.pallets as any[])[0],
      'STACK_LIMITS_PROVIDED',
    );
    assert.deepEqual([beyond.status, beyond.observed], ['fail', 1]);
  });

  test('HEAVY_OVER_LIGHT warns when a carton rests on one under half its mass', () => {
    const body = (light: number) =>
      baseBody({
        items: [
          { sku: 'L', l: 40, w: 30, h: 20, qty: 1, weight: light },
          { sku: 'H', l: 40, w: 30, h: 20, qty: 1, weight: 20 },
        ],
      });
    const stacked = (q: any) => plan([[...column(q, 0, 1), { ...column(q, 1, 1)[0], y: q.problem.items[0].h }]]);
    const warn = checkOf((quoteWith(body(5), stacked).body.pallets as any[])[0], 'HEAVY_OVER_LIGHT');
    assert.deepEqual([warn.status, warn.observed, warn.limit, warn.unit], ['warn', 4, 2, 'ratio']);
    const ok = checkOf((quoteWith(body(12), stacked).body.pallets as any[])[0], 'HEAVY_OVER_LIGHT');
    assert.deepEqual([ok.status, ok.observed], ['pass', 1.67]);
  });

  test('PLACEMENT_VALID fails on an invalid plan (overlapping cartons)', () => {
    const { body: out } = quoteWith(baseBody(), (q) => plan([[...row(q, 0, 1), ...row(q, 0, 1)]]));
    assert.equal(checkOf((out.pallets as any[])[0], 'PLACEMENT_VALID').status, 'fail');
    assert.equal(out.status, 'partial', '2 of 4 placed');
  });
});

describe('order-quote summary and pallets', () => {
  test('outer dims, weights and totals in both unit systems', () => {
    const body = baseBody({
      packagingAllowance: { height: 2, weight: 3 },
      items: [{ sku: 'A', l: 40, w: 30, h: 20, qty: 8, weight: 10 }],
    });
    const { body: out } = quoteWith(body, (q) => plan([column(q, 0, 5), column(q, 0, 3)]));
    const [p0, p1] = out.pallets as any[];
    assert.deepEqual(p0.outerDims, { l: { cm: 120, in: 47.24 }, w: { cm: 80, in: 31.5 }, h: { cm: 117, in: 46.06 } });
    assert.deepEqual(p0.loadedHeight, { cm: 115, in: 45.28 });
    assert.deepEqual(p0.grossWeight, { kg: 78, lb: 171.96 });
    assert.deepEqual(p1.bySku, [{ sku: 'A', qty: 3 }]);
    assert.deepEqual(
      p1.boxes.map((b: any) => b.id),
      ['A-6', 'A-7', 'A-8'],
    );
    const s = out.summary as any;
    assert.equal(s.palletCount, 2);
    assert.deepEqual([s.cartonsOrdered, s.cartonsPlaced, s.cartonsUnplaced], [8, 8, 0]);
    assert.deepEqual(s.totalGrossWeight, { kg: 136, lb: 299.83 });
    assert.deepEqual(s.cargoVolume, { m3: 0.192, ft3: 6.78 });
    assert.deepEqual(s.tallestPallet, { index: 0, outerHeight: { cm: 117, in: 46.06 } });
    assert.deepEqual(s.heaviestPallet.index, 0);
    assert.equal(s.maxPallets, 20, 'default maxPallets');
  });
});

describe('variance', () => {
  const body = baseBody({
    actuals: {
      0: { height: 100, grossWeight: 63, note: 'scale at dock 2' },
      3: { height: 50 },
      summary: { actualPalletCount: 2, selectedOptionId: 'opt-1', measuredAt: '2026-03-01T14:30:00Z' },
    } as any,
  });

  test('per pallet delta and deltaPct against the printed plan, in request units', () => {
    const { body: out } = quoteWith(body, (q) => plan([column(q, 0, 4)]));
    const v = out.variance as any;
    assert.deepEqual(v.pallets[0], {
      index: 0,
      matched: true,
      height: { planned: 95, actual: 100, delta: 5, deltaPct: 5.26 },
      grossWeight: { planned: 65, actual: 63, delta: -2, deltaPct: -3.08 },
      note: 'scale at dock 2',
    });
    assert.deepEqual(v.pallets[1], {
      index: 3,
      matched: false,
      height: { planned: null, actual: 50, delta: null, deltaPct: null },
      grossWeight: null,
      note: null,
    });
    assert.deepEqual(v.summary, {
      actualPalletCount: 2,
      selectedOptionId: 'opt-1',
      measuredAt: '2026-03-01T14:30:00Z',
    });
    assert.deepEqual(v.palletCount, { planned: 1, actual: 2, delta: 1 });
  });

  test('no actuals, no variance', () => {
    const { body: out } = quoteWith(baseBody(), (q) => plan([column(q, 0, 4)]));
    assert.equal(out.variance, undefined);
  });
});

describe('LIQUID_LOW and SLENDER_STACK (the pallet objective’s liquid and slenderness rules)', () => {
  test('LIQUID_LOW warns when a liquid carton rests on one that is not liquid, and passes the other way up', () => {
    const body = baseBody({
      items: [
        { sku: 'DRY', l: 40, w: 30, h: 20, qty: 1, weight: 10 },
        { sku: 'OIL', l: 40, w: 30, h: 20, qty: 1, weight: 10, liquid: true },
      ],
    });
    const stacked = (lower: number, upper: number) =>
      quoteWith(body, (q) =>
        plan([[...column(q, lower, 1, 40 * CM, 25 * CM), { ...column(q, upper, 1, 40 * CM, 25 * CM)[0], y: 20 * CM }]]),
      ).body;
    const bad = checkOf((stacked(0, 1).pallets as any[])[0], 'LIQUID_LOW');
    assert.deepEqual([bad.status, bad.observed, bad.limit], ['warn', 1, 0]);
    const good = checkOf((stacked(1, 0).pallets as any[])[0], 'LIQUID_LOW');
    assert.deepEqual([good.status, good.observed], ['pass', 0]);
    // A warning, not a failure: the quote stays complete.
    assert.equal(stacked(0, 1).status, 'complete');
  });

  test('SLENDER_STACK warns on a free-standing column one carton wide above 3× its side, not on a lower one', () => {
    const body = baseBody({ items: [{ sku: 'A', l: 40, w: 30, h: 20, qty: 6, weight: 10 }] });
    // Six cartons 30 cm wide in one column: 120 cm > 3 × 30 cm, nothing beside it.
    const tall = checkOf(
      (quoteWith(body, (q) => plan([column(q, 0, 6, 40 * CM, 25 * CM)])).body.pallets as any[])[0],
      'SLENDER_STACK',
    );
    assert.deepEqual([tall.status, tall.observed, tall.limit], ['warn', 1, 0]);
    // Four of them: 80 cm ≤ 90 cm passes.
    const low = checkOf(
      (quoteWith(body, (q) => plan([column(q, 0, 4, 40 * CM, 25 * CM)])).body.pallets as any[])[0],
      'SLENDER_STACK',
    );
    assert.deepEqual([low.status, low.observed], ['pass', 0]);
  });
});
