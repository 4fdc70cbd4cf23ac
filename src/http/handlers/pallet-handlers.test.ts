import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateOrder, withCartonCount } from '../../../bench/pallet-orders.js';
import { assertMatchesSchema } from '../../../test/support/response-schema.js';
import { EXAMPLE_REQUESTS } from '../../examples/requests.js';
import { OrderPlanResponse } from '../schemas/order-plan-response.js';
import { PalletEstimateResponse } from '../schemas/pallet-estimate-response.js';
import { TaskInputError } from '../tasks/task.js';
import { orderPlanHandler } from './order-plan.js';
import { palletEstimateHandler } from './pallet-estimate.js';

const ctx = { isTimeUp: () => false };
const EUR = { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000, tareWeight: 25 };
const carton = (
  label: string,
  l: number,
  w: number,
  h: number,
  qty: number,
  weight: number,
  extra: Record<string, unknown> = {},
) => ({ label, l, w, h, qty, weight, keepUpright: true, ...extra });

function expectInputError(run: () => unknown, field: string): void {
  assert.throws(
    run,
    (e: unknown) => e instanceof TaskInputError && e.status === 400 && e.field === field,
    `expected a 400 on ${field}`,
  );
}

describe('POST /api/pallet-estimate handler', () => {
  it('returns the SPEC fields, boxes in build order, and what each approach did', () => {
    const r = palletEstimateHandler(
      { pallet: EUR, items: [carton('A', 40, 30, 20, 16, 8), carton('B', 60, 40, 25, 4, 12)] },
      ctx,
    ) as any;
    assert.equal(r.status, 'complete');
    assert.equal(r.boxes.length, 20);
    assert.equal(typeof r.version, 'string');
    assert.ok(r.loadedHeight > 14.4 && r.loadedHeight <= 180);
    assert.equal(r.cargoWeight, 16 * 8 + 4 * 12);
    assert.deepEqual(r.byItem, [
      { label: 'A', requested: 16, placed: 16, remaining: 0 },
      { label: 'B', requested: 4, placed: 4, remaining: 0 },
    ]);
    const ids = new Set(r.boxes.map((b: any) => b.id));
    assert.equal(ids.size, 20);
    for (let i = 1; i < r.boxes.length; i++) {
      const [a, b] = [r.boxes[i - 1], r.boxes[i]];
      assert.ok(a.py < b.py || (a.py === b.py && (a.pz < b.pz || (a.pz === b.pz && a.px <= b.px))));
    }
    const top = Math.max(...r.boxes.map((b: any) => b.py + b.h));
    assert.ok(Math.abs(r.loadedHeight - (14.4 + top)) < 1e-9);
    assert.deepEqual(
      r.approaches.map((a: any) => a.name),
      ['layers', 'extreme-points', 'blocks'],
    );
    assert.equal(r.approaches.filter((a: any) => a.chosen).length, 1);
    assert.deepEqual(
      r.checks.map((c: any) => c.code),
      [
        'PLACEMENT_COMPLETE',
        'HEIGHT',
        'PAYLOAD',
        'STACK_LIMITS_PROVIDED',
        'HEAVY_OVER_LIGHT',
        'COG_OFFSET',
        'LIQUID_LOW',
        'SLENDER_STACK',
      ],
    );
    const stack = r.checks.find((c: any) => c.code === 'STACK_LIMITS_PROVIDED');
    assert.equal(stack.status, 'not_evaluated');
    assert.equal(stack.field, 'items[].maxStack');
  });

  it('reports a carton larger than the pallet in every stance as unplaced, with its reason', () => {
    const r = palletEstimateHandler(
      {
        pallet: EUR,
        items: [carton('big', 200, 90, 170, 1, 20, { keepUpright: false }), carton('ok', 40, 30, 20, 2, 5)],
      },
      ctx,
    ) as any;
    assert.equal(r.status, 'partial');
    assert.deepEqual(r.byItem[0], {
      label: 'big',
      requested: 1,
      placed: 0,
      remaining: 1,
      reason: 'no_orientation_fits_space',
    });
    assert.equal(r.checks[0].status, 'fail');
    assert.equal(r.boxes.length, 2);
  });

  it('matches its documented response schema (GET example and a fragile-towers plan included)', () => {
    assertMatchesSchema(
      PalletEstimateResponse,
      palletEstimateHandler(EXAMPLE_REQUESTS['pallet-estimate'], ctx),
      'pallet-estimate example',
    );
    const lamps = palletEstimateHandler(
      {
        pallet: { ...EUR, maxHeight: 160 },
        items: [
          carton('LAMP', 30, 80, 55, 3, 4, { maxStack: 0 }),
          carton('ADHESIVE', 30, 40, 25, 8, 12, { keepUpright: false }),
          carton('PAINT', 30, 40, 30, 12, 18),
        ],
      },
      ctx,
    ) as any;
    assertMatchesSchema(PalletEstimateResponse, lamps, 'pallet-estimate, glass-lamp case');
    assert.equal(lamps.status, 'complete');
    assert.equal(lamps.byItem[0].placed, 3);
    // since the container beam remembers completions the blocks approach also builds this case completely and wins on height
    assert.ok(['fragile-towers', 'blocks'].includes(lamps.approach), lamps.approach);
  });

  it("matches its schema with a fragile-deck plan: a lone fragile carton of a light load goes on the deck (fresh order 27031's share)", () => {
    const free = { keepUpright: false };
    const r = palletEstimateHandler(
      {
        pallet: { ...EUR, maxHeight: 220 },
        items: [
          carton('SKU-1', 40, 15, 10, 10, 1.7),
          carton('SKU-2', 40, 15, 35, 3, 2.9, free),
          carton('SKU-3', 27, 32, 29, 2, 3.8),
          carton('SKU-5', 40, 15, 12, 8, 1.2, free),
          carton('SKU-6', 48, 37, 15, 2, 3.4, free),
          carton('SKU-8', 40, 30, 30, 1, 9.7),
          carton('SKU-9', 40, 15, 25, 11, 2.0, free),
          carton('SKU-11', 20, 15, 22, 12, 1.9, free),
          carton('SKU-12', 41, 43, 23, 1, 8.9, { maxStack: 0 }),
          carton('SKU-13', 30, 20, 22, 1, 1.3),
          carton('SKU-15', 20, 20, 20, 6, 1.6, free),
          carton('SKU-17', 40, 15, 20, 5, 1.8),
          carton('SKU-18', 30, 20, 15, 3, 2.1, free),
        ],
      },
      ctx,
    ) as any;
    assertMatchesSchema(PalletEstimateResponse, r, 'pallet-estimate, fragile-deck plan');
    assert.equal(r.status, 'complete');
    assert.equal(r.unplacedCount, 0);
    assert.equal(r.approaches.filter((a: any) => a.chosen).length, 1);
    assert.equal(r.boxes.find((b: any) => b.label === 'SKU-12').py, 0);
    assert.notEqual(r.checks.find((c: any) => c.code === 'COG_OFFSET').status, 'warn');
  });

  it('matches its schema and balances a load whose plain builds would be off centre: complete, CoG within 5 % (a generated order)', () => {
    const r = palletEstimateHandler(generateOrder(1015), ctx) as any;
    assertMatchesSchema(PalletEstimateResponse, r, 'pallet-estimate, mirrored-halves plan');
    assert.equal(r.status, 'complete');
    // The outcome, whichever builder gave it: every carton placed with the CoG within 5 % of the deck's centre.
    const chosen = r.approaches.find((a: any) => a.chosen);
    assert.equal(r.unplacedCount, 0);
    assert.ok(Math.max(Math.abs(chosen.cogOffsetPct.x), Math.abs(chosen.cogOffsetPct.z)) <= 5, JSON.stringify(chosen));
    assert.equal(r.checks.find((c: any) => c.code === 'COG_OFFSET').status, 'pass');
  });

  it('gives a lower plan whose CoG would warn way to a complete one that would not (bench:pallet order 2058: layers over blocks)', () => {
    const r = palletEstimateHandler(generateOrder(2058), ctx) as any;
    assertMatchesSchema(PalletEstimateResponse, r, 'pallet-estimate, CoG balance among approaches');
    const larger = (a: any) => Math.max(Math.abs(a.cogOffsetPct.x), Math.abs(a.cogOffsetPct.z));
    const chosen = r.approaches.find((a: any) => a.chosen);
    const lower = r.approaches.filter((a: any) => a.status === 'complete' && a.loadedHeight < chosen.loadedHeight);
    assert.equal(r.status, 'complete');
    assert.ok(
      lower.some((a: any) => larger(a) > 5),
      JSON.stringify(r.approaches.map((a: any) => [a.name, a.loadedHeight, a.cogOffsetPct])),
    );
    assert.ok(larger(chosen) <= 5);
    assert.equal(r.checks.find((c: any) => c.code === 'COG_OFFSET').status, 'pass');
  });

  it('an over-full deck: the chosen partial plan places the most cartons, and every carton is accounted for (a generated 200-carton load)', () => {
    const r = palletEstimateHandler(withCartonCount(generateOrder(1), 200), ctx) as any;
    assertMatchesSchema(PalletEstimateResponse, r, 'pallet-estimate, top-up');
    assert.equal(r.status, 'partial');
    // The chosen plan places at least as many cartons as any other approach tried.
    const others = r.approaches.filter((a: any) => !a.chosen && a.status !== 'skipped');
    assert.ok(
      others.every((a: any) => a.placedCount <= r.placedCount),
      JSON.stringify(others.map((a: any) => [a.name, a.placedCount])),
    );
    assert.equal(r.placedCount + r.unplacedCount, 200);
    for (const i of r.byItem) assert.equal(i.placed + i.remaining, i.requested);
  });

  it('accepts bottomOnly and maxLayers (extensions) and enforces them; a bad maxLayers is a 400 naming it', () => {
    const r = palletEstimateHandler(
      {
        pallet: EUR,
        items: [carton('A', 40, 40, 20, 18, 5, { maxLayers: 2 }), carton('B', 60, 40, 30, 2, 9, { bottomOnly: true })],
      },
      ctx,
    ) as any;
    for (const b of r.boxes.filter((x: any) => x.label === 'B')) assert.equal(b.py, 0);
    const columns = new Map<string, number>();
    for (const b of r.boxes.filter((x: any) => x.label === 'A'))
      columns.set(`${b.px},${b.pz}`, (columns.get(`${b.px},${b.pz}`) ?? 0) + 1);
    assert.ok([...columns.values()].every((n) => n <= 2));
    expectInputError(
      () => palletEstimateHandler({ pallet: EUR, items: [carton('A', 40, 40, 20, 2, 5, { maxLayers: 0 })] }, ctx),
      'items[0].maxLayers',
    );
    expectInputError(
      () =>
        orderPlanHandler({ request: { pallet: EUR, items: [carton('A', 40, 40, 20, 2, 5, { maxLayers: 1.5 })] } }, ctx),
      'request.items[0].maxLayers',
    );
  });

  it('rejects what arithmetic shows to be impossible, naming the field', () => {
    expectInputError(
      () => palletEstimateHandler({ pallet: { ...EUR, maxHeight: 10 }, items: [carton('A', 10, 10, 10, 1, 1)] }, ctx),
      'pallet.maxHeight',
    );
    // a deck side below the 0.1 mm grain rounds down to zero (a carton side rounds up to 0.1 mm)
    expectInputError(
      () => palletEstimateHandler({ pallet: { ...EUR, l: 0.0001 }, items: [carton('A', 10, 10, 10, 1, 1)] }, ctx),
      'pallet.l',
    );
    expectInputError(
      () => palletEstimateHandler({ pallet: EUR, items: [carton('A', 10, 10, 10, 1, 0.0001)] }, ctx),
      'items[0].weight',
    );
    expectInputError(
      () =>
        palletEstimateHandler(
          { pallet: EUR, items: [carton('A', 10, 10, 10, 150, 1), carton('B', 10, 10, 10, 51, 1)] },
          ctx,
        ),
      'items',
    );
  });
});

describe('POST /api/order-plan handler', () => {
  it('matches its documented response schema (GET example included), with per-pallet fill and the bound gap', () => {
    const example = orderPlanHandler(EXAMPLE_REQUESTS['order-plan'], ctx) as any;
    assertMatchesSchema(OrderPlanResponse, example, 'order-plan example');
    const r = orderPlanHandler(
      {
        request: {
          pallet: { ...EUR, maxHeight: 100 },
          items: [carton('A', 40, 40, 20, 40, 5), carton('B', 30, 20, 15, 12, 2)],
        },
        maxPallets: 10,
      },
      ctx,
    ) as any;
    assertMatchesSchema(OrderPlanResponse, r, 'order-plan');
    for (const body of [example, r]) {
      assert.equal(body.boundGapReason === null, body.palletCount <= body.palletLowerBound);
      for (const p of body.pallets) assert.ok(p.volumeFillPct > 0 && p.volumeFillPct <= 100);
    }
  });

  it('allocates across pallets with ids unique across the order and per-pallet remainders', () => {
    const r = orderPlanHandler(
      {
        request: {
          pallet: { ...EUR, maxHeight: 100 },
          items: [carton('A', 40, 40, 20, 40, 5), carton('B', 30, 20, 15, 12, 2)],
        },
        maxPallets: 10,
      },
      ctx,
    ) as any;
    assert.equal(r.status, 'complete');
    assert.equal(r.placedCount, 52);
    assert.equal(r.unplacedCount, 0);
    assert.equal(r.palletCount, r.pallets.length);
    assert.ok(r.palletCount >= r.palletLowerBound);
    const ids = r.pallets.flatMap((p: any) => p.boxes.map((b: any) => b.id));
    assert.equal(new Set(ids).size, 52);
    const last = r.pallets[r.pallets.length - 1];
    assert.deepEqual(last.remainder, [
      { label: 'A', remaining: 0 },
      { label: 'B', remaining: 0 },
    ]);
    for (const p of r.pallets) {
      assert.ok(p.loadedHeight <= 100);
      assert.ok(!p.checks.some((c: any) => c.code === 'PLACEMENT_COMPLETE'));
    }
    assert.equal(r.checks[0].code, 'PLACEMENT_COMPLETE');
    assert.equal(r.checks[0].status, 'pass');
    assert.equal(typeof r.version, 'string');
  });

  it('says which search effort ran: default unless budget is "thorough"', () => {
    const body = {
      request: {
        pallet: { ...EUR, maxHeight: 100 },
        items: [carton('A', 40, 40, 20, 40, 5), carton('B', 30, 20, 15, 12, 2)],
      },
      maxPallets: 10,
    };
    const plain = orderPlanHandler(body, ctx) as any;
    const thorough = orderPlanHandler({ ...body, budget: 'thorough' }, ctx) as any;
    assertMatchesSchema(OrderPlanResponse, thorough, 'order-plan thorough');
    assert.equal(plain.search.budget, 'default');
    assert.equal(thorough.search.budget, 'thorough');
    assert.ok(thorough.palletCount <= plain.palletCount);
  });

  it('is partial when maxPallets is too small, even if every pallet looks full', () => {
    const r = orderPlanHandler(
      { request: { pallet: { ...EUR, maxHeight: 54.4 }, items: [carton('A', 40, 40, 40, 10, 5)] }, maxPallets: 1 },
      ctx,
    ) as any;
    assert.equal(r.status, 'partial');
    assert.equal(r.palletCount, 1);
    assert.equal(r.placedCount, 6);
    assert.equal(r.unplacedCount, 4);
    assert.deepEqual(r.byItem, [{ label: 'A', requested: 10, placed: 6, remaining: 4, reason: 'no_room_found' }]);
  });

  it('rejects maxPallets outside 1-20 and bad request fields with their path', () => {
    const request = { pallet: EUR, items: [carton('A', 40, 40, 40, 1, 5)] };
    expectInputError(() => orderPlanHandler({ request, maxPallets: 0 }, ctx), 'maxPallets');
    expectInputError(() => orderPlanHandler({ request, maxPallets: 21 }, ctx), 'maxPallets');
    expectInputError(
      () => orderPlanHandler({ request: { ...request, pallet: { ...EUR, maxHeight: 14.4 } }, maxPallets: 2 }, ctx),
      'request.pallet.maxHeight',
    );
  });
});
