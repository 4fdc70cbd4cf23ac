import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Placement, Plan, UnplacedItem } from '../../../src/core/model/plan.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { buildPackReport, type PackReportContext } from '../../../src/core/reports/pack-report.js';
import type { PackCheck, PackCheckCode } from '../../../src/core/reports/pack-report-types.js';
import { cm, problemCm, type ItemSpec, type SpaceSpec } from '../../support/items.js';

const planOf = (placements: Placement[], unplaced: UnplacedItem[] = []): Plan => ({
  placements,
  unplaced,
  stats: { engine: 'test', work: 0, stoppedBy: 'complete' },
});
/** A box of item `item` at (x, y, z) cm with extents (dx, dy, dz) cm. */
const at = (item: number, x: number, y: number, z: number, dx = 10, dy = 10, dz = 10): Placement => ({
  item,
  x: cm(x),
  y: cm(y),
  z: cm(z),
  dx: cm(dx),
  dy: cm(dy),
  dz: cm(dz),
});
const NO_EXTRAS: PackReportContext = { tareKg: null, axles: null };

const check = (problem: Problem, plan: Plan, code: PackCheckCode, ctx = NO_EXTRAS): PackCheck => {
  const c = buildPackReport(problem, plan, ctx).checks.find((x) => x.code === code);
  assert.ok(c, code);
  return c;
};

/** 40 × 20 × 20 cm filled exactly by sixteen 10 cm cubes: a tight, centred, even load. */
const FULL_SPACE: SpaceSpec = { l: 40, w: 20, h: 20, maxWeight: 200, door: { w: 20, h: 20 } };
const cube = (extra: Partial<ItemSpec> = {}): ItemSpec => ({
  l: 10,
  w: 10,
  h: 10,
  qty: 16,
  weight: 5,
  maxStack: 50,
  unloadOrder: 1,
  ...extra,
});
const fullGrid = (item = 0): Placement[] => {
  const out: Placement[] = [];
  for (let x = 0; x < 40; x += 10)
    for (let y = 0; y < 20; y += 10) for (let z = 0; z < 20; z += 10) out.push(at(item, x, y, z));
  return out;
};

test('a tight, centred, fully described load passes every evaluable check', () => {
  const problem = problemCm(FULL_SPACE, [cube()]);
  const ctx: PackReportContext = { tareKg: 2350, axles: { frontPos: 0, rearPos: 40, frontLimit: 50, rearLimit: 50 } };
  const report = buildPackReport(problem, planOf(fullGrid()), ctx);
  const status = Object.fromEntries(report.checks.map((c) => [c.code, c.status]));
  assert.deepEqual(status, {
    PLACEMENT_COMPLETE: 'pass',
    DOOR_APERTURE: 'pass',
    PAYLOAD: 'pass',
    STACK_LIMITS_PROVIDED: 'pass',
    HEAVY_OVER_LIGHT: 'pass',
    COG_HEIGHT: 'pass',
    LOAD_VOIDS: 'pass',
    AXLE_LOADS: 'pass',
    VGM: 'not_evaluated',
    ZONE_SEGREGATION: 'pass',
  });
  assert.deepEqual(report.checksSummary, { evaluated: 9, notEvaluated: ['VGM'], failed: [], warned: [] });
  assert.deepEqual(report.stats, {
    volumeUtil: 100,
    totalWeight: 80,
    weightUtil: 40,
    cog: { x: 20, y: 10, z: 10 },
    cogOffsetPct: { x: 0, z: 0 },
  });
  assert.deepEqual(report.zones, [{ unloadOrder: 1, xStart: 0, xEnd: 40, count: 16 }]);
  const axle = check(problem, planOf(fullGrid()), 'AXLE_LOADS', ctx).observed as Record<string, number>;
  assert.deepEqual([axle.front, axle.rear, axle.worstFront, axle.worstRear], [40, 40, 40, 40]);
});

test('without optional inputs every input-dependent check is not_evaluated and names its field', () => {
  const problem = problemCm({ l: 40, w: 20, h: 20 }, [{ l: 10, w: 10, h: 10, qty: 16 }]);
  const report = buildPackReport(problem, planOf(fullGrid()), NO_EXTRAS);
  const fields = Object.fromEntries(
    report.checks.filter((c) => c.status === 'not_evaluated').map((c) => [c.code, c.field ?? null]),
  );
  assert.deepEqual(fields, {
    DOOR_APERTURE: 'container.door, container.preset',
    PAYLOAD: 'container.maxWeight',
    STACK_LIMITS_PROVIDED: 'items[].maxStack',
    HEAVY_OVER_LIGHT: 'items[].weight',
    COG_HEIGHT: 'items[].weight',
    AXLE_LOADS: 'container.axles',
    VGM: null,
    ZONE_SEGREGATION: 'items[].unloadOrder',
  });
  assert.equal(report.stats.totalWeight, null);
  assert.equal(report.stats.cog, null);
  assert.equal(report.stats.weightUtil, null);
  assert.deepEqual(report.zones, []);
});

test('nothing placed: placement fails, plan-based checks are not_evaluated (never an empty pass)', () => {
  const problem = problemCm(FULL_SPACE, [cube()]);
  const report = buildPackReport(problem, planOf([], [{ item: 0, qty: 16, reason: 'no_room_found' }]), {
    tareKg: 1,
    axles: { frontPos: 0, rearPos: 40, frontLimit: 1, rearLimit: 1 },
  });
  const passes = report.checks.filter((c) => c.status === 'pass').map((c) => c.code);
  assert.deepEqual(passes, ['DOOR_APERTURE']); // judged on the item list, not on the plan
  assert.deepEqual(report.checksSummary.failed, ['PLACEMENT_COMPLETE']);
});

test('PLACEMENT_COMPLETE fails when a unit is left out', () => {
  const problem = problemCm(FULL_SPACE, [cube()]);
  const c = check(problem, planOf(fullGrid().slice(1)), 'PLACEMENT_COMPLETE');
  assert.deepEqual([c.status, c.observed, c.limit], ['fail', 15, 16]);
});

test('DOOR_APERTURE fails when an item cannot pass in any allowed orientation, and reports clearance', () => {
  const problem = problemCm({ ...FULL_SPACE, door: { w: 20, h: 12 } }, [
    cube(),
    { l: 15, w: 15, h: 15, rotation: 'upright' },
  ]);
  const c = check(problem, planOf(fullGrid()), 'DOOR_APERTURE');
  assert.equal(c.status, 'fail');
  assert.equal(c.observed, -3);
  assert.match(c.detail ?? '', /item-2/);
  const lying = problemCm({ ...FULL_SPACE, door: { w: 20, h: 12 } }, [
    cube(),
    { l: 30, w: 15, h: 5, rotation: 'free' },
  ]);
  assert.deepEqual(
    [
      check(lying, planOf(fullGrid()), 'DOOR_APERTURE').status,
      check(lying, planOf(fullGrid()), 'DOOR_APERTURE').observed,
    ],
    ['pass', 2],
  );
});

test('PAYLOAD: pass, fail, and a partial-weight plan that is already over its limit', () => {
  const heavy = problemCm({ ...FULL_SPACE, maxWeight: 79 }, [cube()]);
  assert.deepEqual(
    [check(heavy, planOf(fullGrid()), 'PAYLOAD').status, check(heavy, planOf(fullGrid()), 'PAYLOAD').observed],
    ['fail', 80],
  );
  const partial = problemCm({ ...FULL_SPACE, maxWeight: 20 }, [cube({ qty: 8 }), cube({ qty: 8, weight: undefined })]);
  const grid = fullGrid().map((p, i) => ({ ...p, item: i % 2 }));
  assert.equal(check(partial, planOf(grid), 'PAYLOAD').status, 'fail'); // 8 × 5 kg known > 20 kg
  const under = problemCm({ ...FULL_SPACE, maxWeight: 100 }, [cube({ qty: 8 }), cube({ qty: 8, weight: undefined })]);
  const c = check(under, planOf(grid), 'PAYLOAD');
  assert.deepEqual([c.status, c.field], ['not_evaluated', 'items[].weight']);
});

test('STACK_LIMITS_PROVIDED: fails on overload and on anything touching a maxStack 0 unit; one layer is not_evaluated', () => {
  const weak = problemCm(FULL_SPACE, [cube({ maxStack: 4 })]);
  const over = check(weak, planOf(fullGrid()), 'STACK_LIMITS_PROVIDED');
  assert.deepEqual([over.status, over.observed], ['fail', 8]);
  const fragile = problemCm(FULL_SPACE, [cube({ maxStack: 0, weight: undefined })]);
  assert.equal(check(fragile, planOf(fullGrid()), 'STACK_LIMITS_PROVIDED').status, 'fail');
  const floorOnly = planOf(fullGrid().filter((p) => p.y === 0));
  const alone = check(problemCm(FULL_SPACE, [cube({ maxStack: undefined })]), floorOnly, 'STACK_LIMITS_PROVIDED');
  assert.deepEqual(
    [alone.status, alone.observed, alone.detail],
    ['not_evaluated', null, 'no unit rests on another: nothing to judge'],
  );
  const hol = check(problemCm(FULL_SPACE, [cube({ maxStack: undefined })]), floorOnly, 'HEAVY_OVER_LIGHT');
  assert.deepEqual([hol.status, hol.detail], ['not_evaluated', 'no unit rests on another: nothing to judge']);
});

test('STACK_LIMITS_PROVIDED: unknown upper weights leave the loads unknown', () => {
  const problem = problemCm(FULL_SPACE, [cube(), cube({ weight: undefined })]);
  const plan = planOf(fullGrid().map((p) => (p.y > 0 ? { ...p, item: 1 } : p)));
  const c = check(problem, plan, 'STACK_LIMITS_PROVIDED');
  assert.deepEqual([c.status, c.field], ['not_evaluated', 'items[].weight']);
});

test('HEAVY_OVER_LIGHT warns at twice the mass of the unit below', () => {
  const problem = problemCm(FULL_SPACE, [cube({ weight: 5 }), cube({ weight: 10, maxStack: null })]);
  const plan = planOf(fullGrid().map((p) => (p.y > 0 ? { ...p, item: 1 } : p)));
  const c = check(problem, plan, 'HEAVY_OVER_LIGHT');
  assert.deepEqual([c.status, c.observed, c.limit], ['warn', 2, 2]);
  const reversed = planOf(fullGrid().map((p) => (p.y === 0 ? { ...p, item: 1 } : p)));
  assert.deepEqual(
    [check(problem, reversed, 'HEAVY_OVER_LIGHT').status, check(problem, reversed, 'HEAVY_OVER_LIGHT').observed],
    ['pass', 0.5],
  );
});

test('COG_HEIGHT: eccentricity warns beyond 5 %, fails beyond 10 %, not applied to trucks', () => {
  const space: SpaceSpec = { l: 100, w: 20, h: 20 };
  const problem = problemCm(space, [cube({ qty: 4, maxStack: null })]);
  const row = (x0: number) => planOf([0, 10].flatMap((z) => [at(0, x0, 0, z), at(0, x0 + 10, 0, z)]));
  const centred = check(problem, row(40), 'COG_HEIGHT');
  assert.deepEqual([centred.status, centred.observed], ['pass', { heightPct: 25, offsetXPct: 0, offsetZPct: 0 }]);
  assert.equal(check(problem, row(47), 'COG_HEIGHT').status, 'warn'); // +7 %
  assert.equal(check(problem, row(0), 'COG_HEIGHT').status, 'fail'); // −40 %
  const truck = { tareKg: null, axles: { frontPos: 0, rearPos: 100, frontLimit: 100, rearLimit: 100 } };
  assert.equal(check(problem, row(0), 'COG_HEIGHT', truck).status, 'pass');
});

test('COG_HEIGHT warns when the cargo centre of gravity is above half the height', () => {
  const problem = problemCm({ l: 20, w: 20, h: 20 }, [
    { l: 20, w: 20, h: 2, weight: 1 },
    { l: 20, w: 20, h: 18, weight: 10 },
  ]);
  const c = check(problem, planOf([at(0, 0, 0, 0, 20, 2, 20), at(1, 0, 2, 0, 20, 18, 20)]), 'COG_HEIGHT');
  assert.equal(c.status, 'warn');
  assert.ok((c.observed as { heightPct: number }).heightPct > 50);
});

test('LOAD_VOIDS: a door gap over 15 cm is a note to secure the load face; an envelope over 20 % empty warns', () => {
  const problem = problemCm({ ...FULL_SPACE, l: 60 }, [cube()]);
  const gap = check(problem, planOf(fullGrid()), 'LOAD_VOIDS');
  assert.deepEqual([gap.status, gap.observed], ['pass', { doorGapCm: 20, frontGapCm: 0, voidPct: 0, floorGapPct: 0 }]);
  assert.match(gap.detail ?? '', /door gap 20 cm: block or lash the load face/);
  const holey = check(problemCm(FULL_SPACE, [cube()]), planOf(fullGrid().filter((_, i) => i % 4 !== 3)), 'LOAD_VOIDS');
  assert.deepEqual(
    [holey.status, holey.observed],
    ['warn', { doorGapCm: 0, frontGapCm: 0, voidPct: 25, floorGapPct: 0 }],
  );
});

test('AXLE_LOADS: lever rule, overload and a centre of gravity outside the supports fail', () => {
  const problem = problemCm(FULL_SPACE, [cube()]);
  const plan = planOf(fullGrid()); // 80 kg centred at x = 20 cm
  const offset = { tareKg: null, axles: { frontPos: 10, rearPos: 50, frontLimit: 100, rearLimit: 100 } };
  assert.deepEqual(check(problem, plan, 'AXLE_LOADS', offset).observed, {
    front: 60,
    rear: 20,
    worstFront: 60,
    worstFrontAfterStop: 0,
    worstRear: 20,
    worstRearAfterStop: 0,
    marginPct: 40,
    marginAfterStop: 0,
  });
  const tight = { tareKg: null, axles: { frontPos: 10, rearPos: 50, frontLimit: 59, rearLimit: 100 } };
  assert.equal(check(problem, plan, 'AXLE_LOADS', tight).status, 'fail');
  const behind = { tareKg: null, axles: { frontPos: 25, rearPos: 40, frontLimit: 1000, rearLimit: 1000 } };
  const c = check(problem, plan, 'AXLE_LOADS', behind);
  assert.equal(c.status, 'fail');
  assert.match(c.detail ?? '', /outside the supports/);
});

test('VGM is never evaluated; it shows an estimated gross mass, labelled not a VGM', () => {
  const problem = problemCm(FULL_SPACE, [cube()]);
  const c = check(problem, planOf(fullGrid()), 'VGM', { tareKg: 2350, axles: null });
  assert.equal(c.status, 'not_evaluated');
  assert.match(String(c.observed), /estimated gross mass 2430 kg .*not a VGM/);
  assert.match(String(check(problem, planOf(fullGrid()), 'VGM').observed), /tare not given/);
});

test('ZONE_SEGREGATION fails when a later-unloaded zone reaches nearer the door', () => {
  const problem = problemCm(FULL_SPACE, [cube({ qty: 8, unloadOrder: 1 }), cube({ qty: 8, unloadOrder: 2 })]);
  const good = planOf(fullGrid().map((p) => ({ ...p, item: p.x < cm(20) ? 1 : 0 })));
  assert.equal(check(problem, good, 'ZONE_SEGREGATION').status, 'pass');
  const bad = planOf(fullGrid().map((p) => ({ ...p, item: p.z < cm(10) ? 1 : 0 })));
  const c = check(problem, bad, 'ZONE_SEGREGATION');
  assert.deepEqual([c.status, c.observed], ['fail', 8]);
  const r = buildPackReport(problem, good, NO_EXTRAS);
  assert.deepEqual(r.zones, [
    { unloadOrder: 1, xStart: 20, xEnd: 40, count: 8 },
    { unloadOrder: 2, xStart: 0, xEnd: 20, count: 8 },
  ]);
});
