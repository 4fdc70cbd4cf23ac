import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Placement, Plan } from '../../../src/core/model/plan.js';
import type { Problem } from '../../../src/core/model/problem.js';
import { buildPackReport, type PackReportContext } from '../../../src/core/reports/pack-report.js';
import type { PackCheck, PackCheckCode } from '../../../src/core/reports/pack-report-types.js';
import { cm, problemCm } from '../../support/items.js';

const planOf = (placements: Placement[]): Plan => ({
  placements,
  unplaced: [],
  stats: { engine: 'test', work: 0, stoppedBy: 'complete' },
});
const at = (item: number, x: number, y: number, z: number, dx: number, dy: number, dz: number): Placement => ({
  item,
  x: cm(x),
  y: cm(y),
  z: cm(z),
  dx: cm(dx),
  dy: cm(dy),
  dz: cm(dz),
});
const check = (
  problem: Problem,
  plan: Plan,
  code: PackCheckCode,
  ctx: PackReportContext = { tareKg: null, axles: null },
): PackCheck => {
  const c = buildPackReport(problem, plan, ctx).checks.find((x) => x.code === code);
  assert.ok(c, code);
  return c;
};

const TRAILER = { l: 1360, w: 248, h: 270, maxWeight: 24000 };
const pallet = (extra = {}) => ({ l: 120, w: 80, h: 150, qty: 11, weight: 1100, maxStack: 0, ...extra });

test('COG_HEIGHT: 12.1 t of pallets (11 × 1,100 kg) in single file down one wall fails laterally and says why', () => {
  const problem = problemCm(TRAILER, [pallet()]);
  // 80 cm wide single file against z = 0: lateral CoG at 40 cm of 248, (40 − 124) / 248 = −33.87 %
  const plan = planOf(Array.from({ length: 11 }, (_, k) => at(0, k * 120, 0, 0, 120, 150, 80)));
  const c = check(problem, plan, 'COG_HEIGHT');
  assert.equal(c.status, 'fail');
  assert.equal((c.observed as { offsetZPct: number }).offsetZPct, -33.87);
  assert.match(
    c.detail ?? '',
    /lateral eccentricity -33\.87 % beyond ±10 % by 23\.87 points: a shift of 59\.2 cm toward the right wall would reach it \(168 cm free there\)/,
  );
  assert.match(c.assumption, /MAN Truck & Bus, Guidelines to fitting bodies/);
});

test('COG_HEIGHT: a lateral offset between 5 % and 10 % warns, within 5 % passes', () => {
  const problem = problemCm({ l: 100, w: 100, h: 100 }, [{ l: 10, w: 10, h: 10, qty: 2, weight: 10 }]);
  // two cubes at z 40 and z 52: CoG z = 51 → +1 %; at z 47 and 55: CoG 56 → +6 %
  assert.equal(
    check(problem, planOf([at(0, 45, 0, 40, 10, 10, 10), at(0, 45, 0, 52, 10, 10, 10)]), 'COG_HEIGHT').status,
    'pass',
  );
  assert.equal(
    check(problem, planOf([at(0, 45, 0, 46, 10, 10, 10), at(0, 45, 0, 56, 10, 10, 10)]), 'COG_HEIGHT').status,
    'warn',
  );
});

test('COG_HEIGHT: a longitudinal fail says how far the load would have to move and how much room there is', () => {
  const problem = problemCm({ l: 100, w: 10, h: 10 }, [{ l: 10, w: 10, h: 10, qty: 1, weight: 10 }]);
  // one cube at x 0–10: CoG 5 of 100, −45 %: 35 points (35 cm) beyond ±10 %, 90 cm free at the door
  const c = check(problem, planOf([at(0, 0, 0, 0, 10, 10, 10)]), 'COG_HEIGHT');
  assert.equal(c.status, 'fail');
  assert.match(
    c.detail ?? '',
    /longitudinal eccentricity -45 % beyond ±10 % by 35 points: a shift of 35 cm toward the door would reach it \(90 cm free there\)/,
  );
});

test('AXLE_LOADS: judged after each stop too; the peak on each support and the smallest margin are reported with their stops', () => {
  // stop 1 (door side, x 60–100) 100 kg, stop 2 (x 0–40) 100 kg; supports at 0 and 100
  const problem = problemCm({ l: 100, w: 10, h: 10 }, [
    { l: 40, w: 10, h: 10, qty: 1, weight: 100, unloadOrder: 2 },
    { l: 40, w: 10, h: 10, qty: 1, weight: 100, unloadOrder: 1 },
  ]);
  const plan = planOf([at(0, 0, 0, 0, 40, 10, 10), at(1, 60, 0, 0, 40, 10, 10)]);
  const ctx = { tareKg: null, axles: { frontPos: 0, rearPos: 100, frontLimit: 120, rearLimit: 120 } };
  // departure: CoG 50 → 100 / 100 kg; after stop 1 only stop 2's crate at CoG 20 → front 80, rear 20
  const ok = check(problem, plan, 'AXLE_LOADS', ctx);
  assert.deepEqual(
    [ok.status, ok.observed],
    [
      'pass',
      {
        front: 100,
        rear: 100,
        worstFront: 100,
        worstFrontAfterStop: 0,
        worstRear: 100,
        worstRearAfterStop: 0,
        // departure: 100 of 120 kg on each support, 16.67 % free; after stop 1 the front keeps 33 % free
        marginPct: 16.67,
        marginAfterStop: 0,
      },
    ],
  );
  const both = check(problem, plan, 'AXLE_LOADS', { ...ctx, axles: { ...ctx.axles, frontLimit: 75, rearLimit: 200 } });
  assert.equal(both.status, 'fail');
  // 25 kg too much in front: moving 200 kg by d cm on a 100 cm span moves 2·d kg, so 12.5 cm; nothing is free at the door
  assert.equal(
    both.detail,
    'front 100 kg over 75 kg by 25 kg: the whole load would have to move 12.5 cm toward the door, but only 0 cm is free there; after stop 1: front 80 kg over 75 kg by 5 kg: the whole load would have to move 5 cm toward the door, but only 0 cm is free there',
  );
});

test('AXLE_LOADS: a load that passes at departure but overloads the front after the first stop fails, naming the stop', () => {
  const problem = problemCm({ l: 100, w: 10, h: 10 }, [
    { l: 40, w: 10, h: 10, qty: 1, weight: 100, unloadOrder: 2 },
    { l: 40, w: 10, h: 10, qty: 1, weight: 100, unloadOrder: 1 },
  ]);
  const plan = planOf([at(0, 0, 0, 0, 40, 10, 10), at(1, 60, 0, 0, 40, 10, 10)]);
  // Supports at 0 and 50: departure CoG 50 → front 0, rear 200; after stop 1 CoG 20 → front 60, rear 40.
  const c = check(problem, plan, 'AXLE_LOADS', {
    tareKg: null,
    axles: { frontPos: 0, rearPos: 50, frontLimit: 50, rearLimit: 250 },
  });
  assert.equal(c.status, 'fail');
  // the front peaks after stop 1 (60 kg), the rear at departure (200 kg); the smallest margin is the front's after stop 1
  assert.deepEqual(c.observed, {
    front: 0,
    rear: 200,
    worstFront: 60,
    worstFrontAfterStop: 1,
    worstRear: 200,
    worstRearAfterStop: 0,
    marginPct: -20,
    marginAfterStop: 1,
  });
  assert.equal(
    c.detail,
    'after stop 1: front 60 kg over 50 kg by 10 kg: the whole load would have to move 5 cm toward the door, but only 0 cm is free there',
  );
});

test('LOAD_VOIDS: a full trailer of non-stackable pallets passes (headspace over them is not a void)', () => {
  // 1320 × 240 cm trailer, 33 EUR pallets 3 across, 150 cm high under a 270 cm roof, maxStack 0
  const problem = problemCm({ l: 1320, w: 240, h: 270 }, [pallet({ qty: 33 })]);
  const boxes: Placement[] = [];
  for (let r = 0; r < 11; r++) for (let c = 0; c < 3; c++) boxes.push(at(0, r * 120, 0, c * 80, 120, 150, 80));
  const c = check(problem, planOf(boxes), 'LOAD_VOIDS');
  assert.deepEqual([c.status, c.observed], ['pass', { doorGapCm: 0, frontGapCm: 0, voidPct: 0, floorGapPct: 0 }]);
  // one taller non-stackable unit raises the envelope: the headspace over the others is still not a void
  const mixed = problemCm({ l: 1320, w: 240, h: 270 }, [
    pallet({ qty: 32 }),
    { l: 120, w: 80, h: 250, qty: 1, maxStack: 0 },
  ]);
  const tall = boxes.slice(0, 32).concat([at(1, 10 * 120, 0, 2 * 80, 120, 250, 80)]);
  const m = check(mixed, planOf(tall), 'LOAD_VOIDS');
  assert.equal(m.status, 'pass');
  assert.match(m.detail ?? '', /headspace over non-stackable cargo .* \(not counted\)/);
});

test('LOAD_VOIDS: floor gaps are told apart from headspace and located along the length', () => {
  const problem = problemCm({ l: 400, w: 100, h: 100 }, [{ l: 50, w: 50, h: 50, qty: 16, maxStack: 100 }]);
  // a 2 × 2 floor grid at x 0–100 and another at x 200–300 (floor gap at 100–200), two high at the front
  const boxes: Placement[] = [];
  for (const x0 of [0, 200])
    for (let i = 0; i < 2; i++) for (let k = 0; k < 2; k++) boxes.push(at(0, x0 + i * 50, 0, k * 50, 50, 50, 50));
  for (let i = 0; i < 2; i++) for (let k = 0; k < 2; k++) boxes.push(at(0, i * 50, 50, k * 50, 50, 50, 50));
  const c = check(problem, planOf(boxes), 'LOAD_VOIDS');
  // envelope 300 × 100 × 100 = 3e6; floor gap 100 × 100 × 100 = 1e6; open headspace over x 200–300: 100 × 100 × 50 = 0.5e6
  assert.equal(c.status, 'warn');
  assert.deepEqual(c.observed, { doorGapCm: 100, frontGapCm: 0, voidPct: 50, floorGapPct: 33.33 });
  assert.match(c.detail ?? '', /door gap 100 cm/);
  assert.match(c.detail ?? '', /floor gaps 33\.33 % of the loaded floor at x 100–200 cm/);
  assert.match(c.detail ?? '', /headspace over stackable cargo 16\.7 % of the envelope/);
});

test('AXLE_LOADS: a front overload with room at the door says which shift would relieve it', () => {
  const problem = problemCm({ l: 200, w: 10, h: 10 }, [{ l: 40, w: 10, h: 10, qty: 1, weight: 100 }]);
  // 100 kg centred at x = 20 on supports 0 / 100: front 80, rear 20; limit 70 → 10 kg over, 10 cm toward the door, 160 cm free
  const c = check(problem, planOf([at(0, 0, 0, 0, 40, 10, 10)]), 'AXLE_LOADS', {
    tareKg: null,
    axles: { frontPos: 0, rearPos: 100, frontLimit: 70, rearLimit: 100 },
  });
  assert.equal(
    c.detail,
    'front 80 kg over 70 kg by 10 kg: a shift of 10 cm toward the door would relieve it (160 cm free there)',
  );
});

test('dunnage: a tall stack beside a 5 cm gap across the width is listed in the report and told in LOAD_VOIDS detail', () => {
  // two stacks of 5 cartons (40 along x, 10 across, 10 high) side by side in a 25 cm wide space: 5 cm left at the +z wall
  const problem = problemCm({ l: 100, w: 25, h: 100 }, [{ l: 40, w: 10, h: 10, qty: 10, weight: 5 }]);
  const stack = (z: number) => Array.from({ length: 5 }, (_, k) => at(0, 0, 10 * k, z, 40, 10, 10));
  const plan = planOf([...stack(0), ...stack(10)]);
  const report = buildPackReport(problem, plan, { tareKg: null, axles: null });
  assert.deepEqual(report.dunnage, [{ px: 0, py: 40, pz: 20, l: 40, w: 5, h: 10 }]);
  assert.match(
    check(problem, plan, 'LOAD_VOIDS').detail ?? '',
    /dunnage across the width at 1 place, up to 5 cm wide \(listed in dunnage\)/,
  );
  // both stacks against the walls: no dunnage
  const tight = problemCm({ l: 100, w: 20, h: 100 }, [{ l: 40, w: 10, h: 10, qty: 10, weight: 5 }]);
  assert.deepEqual(buildPackReport(tight, plan, { tareKg: null, axles: null }).dunnage, []);
});
