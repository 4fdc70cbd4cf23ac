import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import { cm, itemCm, kg, type ItemSpec } from '../../../../test/support/items.js';
import {
  comparePlans,
  consolidate,
  type ConsolidationPlan,
  type ConsolidationProblem,
  type ConsolidationResult,
  type PurchaseOrder,
} from './index.js';
import { lclQuote } from './economics.js';
import { solveContainerLoad } from '../container-loading/index.js';

/** A 1 m cube container with a 1 m door and 1 t payload: eight 50 cm cubes fill it exactly. */
const CUBE = { l: cm(100), w: cm(100), h: cm(100), maxWeight: kg(1000), door: { w: cm(100), h: cm(100) } };

function po(poId: string, items: ItemSpec[], extra: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return { poId, supplier: null, readyDate: null, priority: null, items: items.map((s, i) => itemCm(i, s)), ...extra };
}

function problem(pos: PurchaseOrder[], extra: Partial<ConsolidationProblem> = {}): ConsolidationProblem {
  return {
    pos,
    window: null,
    containers: [{ name: 'cube', space: CUBE, maxCount: 12, rate: 100 }],
    rules: { keepPoTogether: false, maxSuppliersPerContainer: null, unloadOrderByPo: false },
    // LCL dearer than a container for a full one: 1 W/M costs 5 × a 1 m³ container's rate
    lcl: { ratePerCbm: 500, minCbm: 1 },
    packRuns: 40,
    workPerPack: 300_000,
    ...extra,
  };
}

const cube = (qty: number, weight = 100): ItemSpec => ({ l: 50, w: 50, h: 50, qty, weight });

/** Every container plan passes the independent checker, and every eligible carton is placed once or in the remainder. */
function assertSound(p: ConsolidationProblem, r: ConsolidationResult, plan: ConsolidationPlan): void {
  const count = new Map<string, number>();
  const add = (po: number, item: number, n: number) =>
    count.set(`${po}.${item}`, (count.get(`${po}.${item}`) ?? 0) + n);
  for (const c of plan.containers) {
    const violations = checkPlan(c.problem, c.plan.placements);
    assert.deepEqual(violations, [], violations.map((v) => v.message).join('\n'));
    for (const pl of c.plan.placements) add(c.lots[pl.item].po, c.lots[pl.item].item, 1);
    assert.ok(c.plan.stats.work <= c.workLimit + 10_000, 'the packing run kept to its budget');
  }
  for (const l of plan.remainder) add(l.po, l.item, l.qty);
  for (const po of r.order)
    p.pos[po].items.forEach((it, i) => assert.equal(count.get(`${po}.${i}`), it.qty, `PO ${p.pos[po].poId} item ${i}`));
  assert.equal(
    count.size,
    r.order.reduce((s, po) => s + p.pos[po].items.length, 0),
    'no skipped PO is shipped',
  );
}

describe('consolidation engine', () => {
  it('puts two half-container POs into one container (a mix over the band is tried when none is in it)', () => {
    const p = problem([po('A', [cube(4)]), po('B', [cube(4)])]);
    const r = consolidate(p);
    const best = r.plans[0];
    assertSound(p, r, best);
    assert.equal(best.containers.length, 1);
    assert.equal(best.containers[0].plan.placements.length, 8);
    assert.deepEqual(best.remainder, []);
    assert.equal(best.cost.total, 100);
  });

  it('overflows to the next container, then past maxCount to the remainder, priced as LCL on W/M', () => {
    const p = problem([po('A', [cube(8)]), po('B', [cube(8)]), po('C', [cube(4, 250)])], {
      containers: [{ name: 'cube', space: CUBE, maxCount: 2, rate: 100 }],
    });
    const r = consolidate(p);
    const best = r.plans[0];
    assertSound(p, r, best);
    assert.equal(best.containers.length, 2);
    assert.deepEqual(
      best.remainder.map((l) => [p.pos[l.po].poId, l.qty, l.reason]),
      [['C', 4, 'container_count_exhausted']],
    );
    // 4 cubes of 0.125 m³ = 0.5 m³ and 4 × 250 kg = 1 t: W/M = max(0.5, 1, minCbm 1) = 1 → 1 × 500
    assert.deepEqual(best.cost.lcl, { cbm: 0.5, tonnes: 1, chargeable: 1, amount: 500 });
    assert.equal(best.cost.total, 700);
  });

  it('sends cartons that fit no container interior or door to the remainder with that reason', () => {
    const door = { ...CUBE, door: { w: cm(40), h: cm(100) } };
    const p = problem([po('A', [cube(2), { l: 120, w: 10, h: 10, qty: 3, weight: 1 }])], {
      containers: [{ name: 'cube', space: door, maxCount: 1, rate: null }],
    });
    const r = consolidate(p);
    assert.deepEqual(
      r.unfit.map((l) => [l.item, l.qty, l.reason]),
      [
        [0, 2, 'no_orientation_fits_door'],
        [1, 3, 'no_orientation_fits_space'],
      ],
    );
    assert.equal(r.plans.length, 1);
    assert.equal(r.plans[0].containers.length, 0, 'nothing is left to pack, so no container is used');
    assert.deepEqual(r.plans[0].remainder, r.unfit, 'the plan ships it all as LCL');
  });

  it('ships the rest of a PO when one of its cartons fits only another container type', () => {
    const long = { ...CUBE, l: cm(200) };
    const p = problem([po('A', [cube(4), { l: 150, w: 10, h: 10, qty: 1, weight: 1, rotation: 'fixed' }])], {
      containers: [
        { name: 'cube', space: CUBE, maxCount: 3, rate: 1 },
        { name: 'long', space: long, maxCount: 1, rate: 5 },
      ],
      // no LCL minimum: the long carton alone as LCL (7.5) beside a cube container (1) is cheaper than 4 cubes as LCL
      lcl: { ratePerCbm: 500, minCbm: 0 },
    });
    const r = consolidate(p);
    const onlyCube = r.plans.find((plan) => plan.strategy === 'only-cube')!;
    assertSound(p, r, onlyCube);
    assert.equal(onlyCube.containers[0].plan.placements.length, 4, 'the cubes ship in the small type');
    assert.deepEqual(
      onlyCube.remainder.map((l) => [l.item, l.reason]),
      [[1, 'no_orientation_fits_space']],
    );
    assert.equal(r.plans[0].remainder.length, 0, 'the best plan ships everything');
  });

  it('skips POs outside the window or without a date, and ships priority 1 first', () => {
    const window = { from: '2026-12-01', to: '2026-12-10' };
    const p = problem(
      [
        po('late', [cube(1)], { readyDate: '2026-12-11' }),
        po('undated', [cube(1)]),
        po('p2', [cube(1)], { readyDate: '2026-12-05', priority: 2 }),
        po('plain', [cube(1)], { readyDate: '2026-12-01' }),
        po('p1', [cube(1)], { readyDate: '2026-12-09', priority: 1 }),
        po('early', [cube(1)], { readyDate: '2026-11-30' }),
      ],
      { window },
    );
    const r = consolidate(p);
    assert.deepEqual(
      r.order.map((i) => p.pos[i].poId),
      ['p1', 'p2', 'plain'],
    );
    assert.deepEqual(
      r.skipped.map((s) => s.poId),
      ['late', 'undated', 'early'],
    );
    assert.match(r.skipped[1].reason, /no readyDate/);
  });

  it('ships the highest priority when not everything fits', () => {
    const p = problem([po('low', [cube(8)], { priority: 3 }), po('high', [cube(8)], { priority: 1 })], {
      containers: [{ name: 'cube', space: CUBE, maxCount: 1, rate: null }],
    });
    const r = consolidate(p);
    assert.deepEqual(
      r.plans[0].remainder.map((l) => p.pos[l.po].poId),
      ['low'],
    );
    assert.deepEqual(
      r.plans[0].cost.missing,
      ['containers[0].ratePerContainer'],
      'the lcl rate is given, the container rate is not',
    );
    assert.equal(r.plans[0].cost.total, null);
  });

  it('returns no plan, and says why, when the packing budget or the time cap runs out', () => {
    const cargo = [po('A', [cube(8)]), po('B', [cube(8)])];
    const budget = consolidate(problem(cargo, { packRuns: 1 }));
    assert.equal(budget.plans.length, 0);
    assert.equal(budget.stoppedBy, 'budget');
    const timed = consolidate(problem(cargo, { isTimeUp: () => true }));
    assert.equal(timed.plans.length, 0);
    assert.equal(timed.stoppedBy, 'time_cap');
  });

  it('W/M charges the larger of tonnes and cubic metres, at least minCbm', () => {
    const p = problem([po('A', [{ l: 100, w: 100, h: 100, qty: 2, weight: 1500 }])]);
    // 2 m³ against 3 t: 3 W/M at 500 = 1500
    assert.deepEqual(lclQuote(p, [{ po: 0, item: 0, qty: 2, reason: 'no_room_found' }]), {
      cbm: 2,
      tonnes: 3,
      chargeable: 3,
      amount: 1500,
    });
  });

  it('finds the cheapest plan that enumeration finds: containers of each size against LCL by W/M', () => {
    // 50 cm cubes pack perfectly: a 1 m³ cube takes 8, a half cube (50 cm high) takes 4, so every
    // plan's cost is known by counting: a cubes and b halves hold 8a + 4b, the rest ships LCL
    const HALF = { ...CUBE, h: cm(50) };
    const containers = [
      { name: 'cube', space: CUBE, maxCount: 3, rate: 100 },
      { name: 'half', space: HALF, maxCount: 2, rate: 70 },
    ];
    const cases = [[3], [2, 3], [4, 5], [6, 5], [8, 5], [8, 8, 3], [7, 7, 7], [5, 4, 3, 2, 1], [12, 9, 11]];
    for (const sizes of cases)
      for (const ratePerCbm of [60, 150, 400])
        for (const minCbm of [0, 1]) {
          const n = sizes.reduce((a, b) => a + b, 0);
          let optimum = Infinity;
          for (let a = 0; a <= 3; a++)
            for (let b = 0; b <= 2; b++) {
              const rest = Math.max(0, n - 8 * a - 4 * b);
              const lcl = rest > 0 ? Math.max(rest * 0.125, rest * 0.01, minCbm) * ratePerCbm : 0;
              optimum = Math.min(optimum, 100 * a + 70 * b + lcl);
            }
          const p = problem(
            sizes.map((q, i) => po(`P${i}`, [cube(q, 10)])),
            { containers, lcl: { ratePerCbm, minCbm } },
          );
          const r = consolidate(p);
          const label = `${sizes.join('+')} cubes, LCL ${ratePerCbm}/cbm, min ${minCbm}`;
          assert.equal(r.costCompared, true);
          assertSound(p, r, r.plans[0]);
          assert.ok(
            Math.abs(r.plans[0].cost.total! - optimum) < 1e-9,
            `${label}: ${r.plans[0].cost.total} vs ${optimum}`,
          );
          for (let i = 1; i < r.plans.length; i++)
            assert.ok(r.plans[i].cost.total! >= r.plans[i - 1].cost.total!, `${label}: ranked by cost`);
        }
  });

  it('changes more than the last container when a different tail is cheaper (three sizes, enumerated)', () => {
    // 27 cubes: two long cubes (16 each) cost 312; a long, a cube and a half cube (16 + 8 + 4) cost 298, the optimum.
    // 25 cubes with three cubes and a half allowed: cube x3 + half (28) at 304 beats cube x3 + one cube as LCL.
    const LONG = { ...CUBE, l: cm(200), maxWeight: kg(2000) };
    const HALF = { ...CUBE, h: cm(50) };
    const cases = [
      { sizes: [11, 8, 6, 2], rates: [90, 52, 156], counts: [3, 1, 3], lcl: 266, optimum: 298 },
      { sizes: [4, 9, 12], rates: [83, 55, 190], counts: [3, 2, 2], lcl: 476, optimum: 304 },
    ];
    for (const c of cases) {
      const p = problem(
        c.sizes.map((q, i) => po(`P${i}`, [cube(q, 10)])),
        {
          containers: [
            { name: 'cube', space: CUBE, maxCount: c.counts[0], rate: c.rates[0] },
            { name: 'half', space: HALF, maxCount: c.counts[1], rate: c.rates[1] },
            { name: 'long', space: LONG, maxCount: c.counts[2], rate: c.rates[2] },
          ],
          lcl: { ratePerCbm: c.lcl, minCbm: 0 },
        },
      );
      const r = consolidate(p);
      assertSound(p, r, r.plans[0]);
      assert.equal(r.plans[0].cost.total, c.optimum, `${c.sizes.join('+')} cubes`);
      assert.ok(r.plans[0].notes.some((n) => /tail priced both ways/.test(n)));
    }
  });

  it('ships the tail as LCL when that is cheaper than one more container, and says why', () => {
    // 10 cubes: one container holds 8; 2 cubes as LCL (0.25 m³ at 200 = 50, no minimum) beat a second container (100);
    // priority 2 is what goes LCL
    const p = problem([po('B', [cube(4, 10)], { priority: 2 }), po('A', [cube(6, 10)], { priority: 1 })], {
      lcl: { ratePerCbm: 200, minCbm: 0 },
    });
    const r = consolidate(p);
    const best = r.plans[0];
    assertSound(p, r, best);
    assert.equal(best.containers.length, 1);
    assert.equal(best.cost.total, 150);
    assert.deepEqual(best.priorityWaits, []);
    assert.deepEqual(
      best.remainder.map((l) => [p.pos[l.po].poId, l.qty, l.reason]),
      [['B', 2, 'lcl_cheaper']],
    );
    assert.ok(
      best.notes.some((n) => /^PO B in the remainder: 2 cartons \(LCL priced below one more container\)/.test(n)),
    );
    assert.ok(best.notes.some((n) => /tail priced both ways/.test(n)));
    // without an LCL rate nothing is priced: the second container ships it all, and the result says cost was not compared
    const unpriced = consolidate({ ...p, lcl: { ratePerCbm: null, minCbm: 0 } });
    assert.equal(unpriced.costCompared, false);
    assert.equal(unpriced.plans[0].containers.length, 2);
    assert.ok(unpriced.notes.some((n) => /cost was not compared/.test(n)));
  });

  it('gives a run work by its cargo, within the request pool: a big container gets more than a small one', () => {
    // 700 cartons of 10 cm in a 1 m cube: more than two bases of cartons, so the run gets more than the base
    const small = (qty: number): ItemSpec => ({ l: 10, w: 10, h: 10, qty, weight: 1 });
    const p = problem([po('A', [small(700)])], { packRuns: 4, workPerPack: 100_000 });
    const r = consolidate(p);
    const c = r.plans[0].containers[0];
    assert.ok(c.workLimit > p.workPerPack, `${c.workLimit}`);
    assert.ok(c.workLimit <= 4 * p.workPerPack);
    assert.ok(r.searched.work <= p.packRuns * p.workPerPack + 10_000, `${r.searched.work}`);
    assert.equal(r.plans[0].remainder.length, 0, 'all 700 placed');
  });

  it('ranks a plan whose container fails a check below an equal plan that passes, and never above a cheaper one', () => {
    const p = problem([po('A', [cube(4)])]);
    const base = consolidate(p).plans[0];
    const verdict = (failed: string[]) => () => ({ failed, warned: [] });
    const withVerdict = (failed: string[], total: number): ConsolidationPlan => ({
      ...base,
      containers: base.containers.map((c) => ({ ...c, verdict: verdict(failed) })),
      cost: { ...base.cost, total },
    });
    const passing = withVerdict([], 100);
    const failing = withVerdict(['COG_HEIGHT'], 100);
    for (const costCompared of [true, false]) {
      assert.ok(comparePlans(costCompared, failing, passing) > 0, 'equal plans: the failing one ranks below');
      assert.ok(comparePlans(costCompared, passing, failing) < 0);
    }
    assert.ok(comparePlans(true, withVerdict(['COG_HEIGHT'], 90), passing) < 0, 'with costs, the cheaper plan first');
  });

  it('bands mixes by volume (SPEC: 55-85 %), with the weight share beside it', () => {
    // 5 cubes of 180 kg: 62.5 % of the volume, 90 % of the 1 t payload - in the band by volume
    const p = problem([po('A', [cube(5, 180)])]);
    const c = consolidate(p).plans[0].containers[0];
    assert.equal(c.closestFallback, false);
    assert.deepEqual(c.mixShare, { volume: 0.625, weight: 0.9 });
    // 3 cubes: 37.5 % of the volume - under the band, and the note says so in volume and weight
    const light = consolidate(problem([po('B', [cube(3, 100)])], { lcl: { ratePerCbm: 5000, minCbm: 1 } })).plans[0];
    assert.equal(light.containers[0].closestFallback, true);
    assert.ok(
      light.notes.includes(
        'container 1: no PO mix fell in the 55-85 % volume band, so the closest mix was packed (38 % of the volume, 30 % of the payload)',
      ),
      light.notes.join('\n'),
    );
  });

  it('loads completely what the container engine loads completely on the same cargo (seeded)', () => {
    const item = fc.record({
      l: fc.integer({ min: 15, max: 50 }),
      w: fc.integer({ min: 15, max: 50 }),
      h: fc.integer({ min: 15, max: 50 }),
      qty: fc.integer({ min: 1, max: 10 }),
      weight: fc.integer({ min: 1, max: 30 }),
    });
    let compared = 0;
    fc.assert(
      fc.property(fc.array(fc.array(item, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 4 }), (list) => {
        const p = problem(
          list.map((items, i) => po(`P${i}`, items)),
          { containers: [{ name: 'cube', space: CUBE, maxCount: 1, rate: 1 }], workPerPack: 300_000, packRuns: 12 },
        );
        const items = p.pos.flatMap((o) => o.items).map((it, index) => ({ ...it, index }));
        const packed = solveContainerLoad({ space: CUBE, items }, { budget: { work: 1_200_000 } });
        if (packed.unplaced.length > 0) return; // pack does not load it all: nothing to compare
        compared++;
        const r = consolidate(p);
        assert.deepEqual(r.plans[0].remainder, [], 'pack loads it all, so consolidate does');
      }),
      { numRuns: 15, seed: 20261128 },
    );
    assert.ok(compared >= 5, `${compared} cargos loaded completely by pack were compared`);
  });

  it('keeps every rule in random PO sets: checker-valid containers, every carton once, supplier cap, groups and zones per PO', () => {
    const item = fc.record({
      l: fc.integer({ min: 20, max: 60 }),
      w: fc.integer({ min: 20, max: 60 }),
      h: fc.integer({ min: 20, max: 60 }),
      qty: fc.integer({ min: 1, max: 12 }),
      weight: fc.integer({ min: 1, max: 40 }),
    });
    const pos = fc.array(
      fc.record({
        supplier: fc.constantFrom('S1', 'S2', 'S3', null),
        items: fc.array(item, { minLength: 1, maxLength: 3 }),
        fragile: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    );
    const rules = fc.record({
      keepPoTogether: fc.boolean(),
      maxSuppliersPerContainer: fc.constantFrom(null, 1, 2),
      unloadOrderByPo: fc.boolean(),
    });
    fc.assert(
      fc.property(pos, rules, fc.integer({ min: 1, max: 3 }), (list, rule, maxCount) => {
        const p = problem(
          list.map((o, i) =>
            po(
              `P${i}`,
              o.items.map((s, j) => ({ ...s, maxStack: o.fragile && j === 0 ? 0 : null })),
              { supplier: o.supplier },
            ),
          ),
          {
            rules: rule,
            packRuns: 12,
            workPerPack: 50_000,
            containers: [
              { name: 'cube', space: CUBE, maxCount, rate: 10 },
              { name: 'long', space: { ...CUBE, l: cm(200) }, maxCount: 1, rate: 15 },
            ],
          },
        );
        const r = consolidate(p);
        assert.ok(r.plans.length <= 3);
        for (const plan of r.plans) {
          assertSound(p, r, plan);
          for (const c of plan.containers) {
            const suppliers = new Set(c.lots.map((l) => p.pos[l.po].supplier ?? p.pos[l.po].poId));
            if (rule.maxSuppliersPerContainer !== null)
              assert.ok(suppliers.size <= rule.maxSuppliersPerContainer, `${suppliers.size} suppliers`);
            for (const it of c.problem.items) {
              const poId = p.pos[c.lots[it.index].po].poId;
              assert.equal(it.group, rule.keepPoTogether ? poId : null);
              assert.equal(it.unloadOrder === null, !rule.unloadOrderByPo);
            }
          }
          for (const [type, spec] of p.containers.entries())
            assert.ok(plan.containers.filter((c) => c.type === type).length <= spec.maxCount);
        }
      }),
      { numRuns: 40, seed: 20261122 },
    );
  });
});
