import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../src/core/checks/check-plan.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { orderQuoteHandler, runQuote, type QuoteBody } from '../../src/http/handlers/order-quote.js';
import { TaskInputError } from '../../src/http/tasks/task.js';
import { CM_PER_INCH, KG_PER_POUND } from '../../src/http/units.js';

/** The handler on the real pallet engine: statuses, reproducibility, and every plan through the checker. */

const ctx = { isTimeUp: () => false };
const example = () => structuredClone(EXAMPLE_REQUESTS['order-quote']) as unknown as QuoteBody;

function quote(body: QuoteBody) {
  const run = runQuote(body, ctx);
  for (const p of run.pallets) {
    assert.deepEqual(
      checkPlan(run.mapped.problem, p.measures.placements),
      [],
      `pallet ${p.index} passes the plan checker`,
    );
  }
  return run;
}

const inLb: QuoteBody = {
  units: 'in-lb',
  pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 60, maxWeight: 2000, tareWeight: 45 },
  items: [
    { sku: 'S1', l: 16, w: 12, h: 10, qty: 30, weight: 18, maxStack: 120 },
    { sku: 'S2', l: 12, w: 10, h: 8, qty: 20, weight: 9, keepUpright: true },
  ],
  limits: { maxLoadedHeight: 60, maxGrossWeight: 1500 },
  packagingAllowance: { height: 1, weight: 5 },
};

function exactCmKg(b: QuoteBody): QuoteBody {
  const L = (v: number) => v * CM_PER_INCH;
  const M = (v: number) => v * KG_PER_POUND;
  return {
    ...b,
    units: 'cm-kg',
    pallet: {
      l: L(b.pallet.l),
      w: L(b.pallet.w),
      baseHeight: L(b.pallet.baseHeight),
      maxHeight: L(b.pallet.maxHeight),
      maxWeight: M(b.pallet.maxWeight),
      tareWeight: M(b.pallet.tareWeight),
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

describe('order-quote on the pallet engine', () => {
  test('the GET example quotes complete, with checks on every pallet and a variance', () => {
    const { body, pallets } = quote(example());
    assert.equal(body.status, 'complete');
    assert.ok(pallets.length >= 1);
    const p0 = (body.pallets as any[])[0];
    assert.deepEqual(
      p0.checks.map((c: any) => c.code),
      [
        'PLACEMENT_VALID',
        'PALLET_HEIGHT',
        'PALLET_PAYLOAD',
        'LOADED_HEIGHT',
        'GROSS_WEIGHT',
        'STACK_LIMITS_PROVIDED',
        'HEAVY_OVER_LIGHT',
        'COG_OFFSET',
        'LIQUID_LOW',
        'SLENDER_STACK',
      ],
    );
    assert.ok(p0.outerDims.h.cm <= 180);
    assert.deepEqual(body.meter as any, { unit: 'order', id: 'PO-1001' });
    assert.equal((body.variance as any).pallets[0].index, 0);
  });

  test('same input twice gives an identical body', () => {
    assert.deepEqual(orderQuoteHandler(example(), ctx), orderQuoteHandler(example(), ctx));
  });

  test('actuals change only variance; orderId only meter', () => {
    const { actuals: _a, orderId: _o, ...bare } = example() as any;
    const withAll = orderQuoteHandler(example(), ctx);
    const without = orderQuoteHandler(bare, ctx);
    const { variance, meter, ...rest } = withAll;
    const { meter: meter2, ...rest2 } = without;
    assert.ok(variance);
    assert.deepEqual(rest, rest2);
    assert.notDeepEqual(meter, meter2);
  });

  test('an in-lb request and its exact cm-kg equivalent: same hash, same plan', () => {
    const a = quote(inLb);
    const b = quote(exactCmKg(inLb));
    assert.equal(a.body.inputHash, b.body.inputHash);
    assert.deepEqual(
      a.pallets.map((p) => p.measures.placements),
      b.pallets.map((p) => p.measures.placements),
    );
    assert.deepEqual(
      (a.body.pallets as any[]).map((p) => p.grossWeight),
      (b.body.pallets as any[]).map((p) => p.grossWeight),
    );
    assert.equal((a.body.pallets as any[])[0].boxes[0].l % 1, 0, 'inch boxes print as whole inches');
  });

  test('partial: not everything fits within maxPallets', () => {
    const { body } = quote({
      ...example(),
      maxPallets: 1,
      items: [{ sku: 'BIG', l: 60, w: 40, h: 50, qty: 30, weight: 10 }],
    } as QuoteBody);
    assert.equal(body.status, 'partial');
    const s = body.summary as any;
    assert.equal(s.palletCount, 1);
    assert.ok(s.cartonsUnplaced > 0);
    assert.equal(s.cartonsPlaced + s.cartonsUnplaced, 30);
    assert.equal(
      (body.unplaced as any[]).reduce((n, u) => n + u.qty, 0),
      s.cartonsUnplaced,
    );
  });

  test('partial: a carton that fits no pallet in any orientation', () => {
    const { body } = quote({
      ...example(),
      items: [{ sku: 'HUGE', l: 200, w: 150, h: 190, qty: 1, weight: 10 }],
    } as QuoteBody);
    assert.equal(body.status, 'partial');
    assert.deepEqual(body.unplaced, [{ sku: 'HUGE', qty: 1, reason: 'no_orientation_fits_space' }]);
  });

  test('needs_review: every carton placed, but the receiver height limit is below the plan', () => {
    const { actuals: _a, ...b } = example() as any;
    const { body } = quote({ ...b, limits: { maxLoadedHeight: 60, maxGrossWeight: 1000 } });
    assert.equal(body.status, 'needs_review');
    assert.ok((body.reviewReasons as any[]).every((r) => r.code === 'LOADED_HEIGHT'));
    assert.equal((body.summary as any).cartonsUnplaced, 0);
  });

  test('planned to limits.maxLoadedHeight where it is stricter than the pallet and every carton still fits', () => {
    const { actuals: _a, ...b } = example() as any;
    // pallet.maxHeight 180 cm; the limit 120 cm: the plan keeps every pallet's outer height within 120.
    const { body } = quote({ ...b, limits: { maxLoadedHeight: 120, maxGrossWeight: 1000 } });
    assert.equal(body.status, 'complete');
    for (const p of body.pallets as any[]) {
      const c = p.checks.find((x: any) => x.code === 'LOADED_HEIGHT');
      assert.equal(c.status, 'pass', JSON.stringify(c));
      assert.ok(c.observed <= 120);
    }
    // The same order without the limit is planned taller: the limit changed the plan, not only the check.
    const free = quote({ ...b, limits: {} }).body as any;
    const tallest = Math.max(...free.pallets.map((p: any) => p.outerDims.h.cm));
    assert.ok(tallest > 120 || free.pallets.length < (body.pallets as any[]).length, `unlimited tallest ${tallest}`);
  });

  test('needs_review: the gross weight limit fails (tare and packaging count)', () => {
    const { actuals: _a, ...b } = example() as any;
    const { body } = quote({ ...b, limits: { maxGrossWeight: 30 } });
    assert.equal(body.status, 'needs_review');
    assert.ok((body.reviewReasons as any[]).every((r) => r.code === 'GROSS_WEIGHT'));
  });

  test('a bad measuredAt is a 400 naming the field', () => {
    const bad = example() as any;
    bad.actuals.summary.measuredAt = '2026-02-30T10:00:00Z';
    assert.throws(
      () => orderQuoteHandler(bad, ctx),
      (e: unknown) => e instanceof TaskInputError && e.status === 400 && e.field === 'actuals.summary.measuredAt',
    );
  });

  test('packaging that leaves no room is a 400 naming packagingAllowance.height', () => {
    assert.throws(
      () => orderQuoteHandler({ ...example(), packagingAllowance: { height: 170 } }, ctx),
      (e: unknown) => e instanceof TaskInputError && e.field === 'packagingAllowance.height',
    );
  });
});

describe('one list of pallet checks (issue 10 line 6)', () => {
  test('order-quote pallets carry COG_OFFSET and HEAVY_OVER_LIGHT with the same status and offsets as order-plan on the same cargo', async () => {
    const { orderPlanHandler } = await import('../../src/http/handlers/order-plan.js');
    const body = example();
    const q = orderQuoteHandler(body, ctx) as any;
    const plan = orderPlanHandler(
      {
        request: {
          pallet: body.pallet,
          items: body.items.map((it) => ({
            label: it.sku,
            l: it.l,
            w: it.w,
            h: it.h,
            qty: it.qty,
            weight: it.weight,
            keepUpright: it.keepUpright === true,
          })),
        },
        maxPallets: body.maxPallets ?? 20,
      },
      ctx,
    ) as any;
    assert.equal(q.pallets.length, plan.pallets.length);
    q.pallets.forEach((p: any, i: number) => {
      const cog = p.checks.find((c: any) => c.code === 'COG_OFFSET');
      const planCog = plan.pallets[i].checks.find((c: any) => c.code === 'COG_OFFSET');
      assert.equal(cog.status, planCog.status);
      assert.equal(
        cog.observed,
        Math.max(Math.abs(planCog.observed.offsetXPct), Math.abs(planCog.observed.offsetZPct)),
      );
      const hol = p.checks.find((c: any) => c.code === 'HEAVY_OVER_LIGHT');
      assert.equal(hol.status, plan.pallets[i].checks.find((c: any) => c.code === 'HEAVY_OVER_LIGHT').status);
    });
  });
});
