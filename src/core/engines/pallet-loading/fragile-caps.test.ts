import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../checks/check-plan.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import {
  ANY_LOST_ROOM,
  capBases,
  capCartons,
  capChoice,
  capHeight,
  capProblem,
  capsAllowed,
  expandCaps,
  fragilePerCap,
  lostRoom,
  MAX_LOST_ROOM,
  supportsOf,
  type CapSpec,
} from './fragile-caps.js';
import { palletProblem, withQuantities } from './pallet-problem.js';

const CM = 100;
const KG = 1000;

/** The problem cut down to exactly the cartons placed (the checker counts them against qty). */
function exactly(problem: Problem, placements: readonly Placement[]): Problem {
  return withQuantities(
    problem,
    problem.items.map((it) => placements.filter((p) => p.item === it.index).length),
  );
}

/**
 * bench:pallet order 7034's fragile SKU (51 × 32 × 19 upright) on a GMA deck (121.92 × 101.6,
 * 205.9 cm of room) over 26 × 30 × 42 upright cartons.
 */
function gmaProblem(w = 10160): Problem {
  return palletProblem({ l: 12192, w, baseHeight: 0, maxHeight: 20590, maxWeight: 1500 * KG }, [
    { label: 'GLASS', l: 51 * CM, w: 32 * CM, h: 19 * CM, qty: 20, weight: 8.7 * KG, keepUpright: true, maxStack: 0 },
    { label: 'BOX', l: 26 * CM, w: 30 * CM, h: 42 * CM, qty: 22, weight: 10.5 * KG, keepUpright: true },
  ]);
}

describe('fragile caps', () => {
  it('finds the 4 × 3 block of 26 × 30 cartons whose 104 × 90 top carries 2 × 2 fragile cartons (102 × 64: 70 % of it)', () => {
    const problem = gmaProblem();
    const { fragiles, supports } = capsAllowed(problem);
    const bases = capBases(problem, fragiles[0], supports);
    // 4 × 26 = 104 ≥ 2 × 51 = 102 and 3 × 30 = 90 ≥ 2 × 32 = 64; three columns would give 78 < 102.
    const base = bases.find(
      (b) => b.spec.dx === 104 * CM && b.spec.dz === 90 * CM && b.spec.fragileShape.dx === 51 * CM,
    );
    assert.ok(base, JSON.stringify(bases.map((b) => [b.spec.dx, b.spec.dz])));
    assert.equal(fragilePerCap(base.spec), 4);
    assert.deepEqual(
      base.options[0].map((s) => [s.n, s.m]),
      [[4, 3]],
    );
  });

  it('stacks slabs of several SKUs over one rectangle, tallest cartons first as far as the supply goes, heavier ones low', () => {
    // EUR deck, 120 cm high, 105 cm of room under the fragile tier: 2 × 2 fragile 60 × 40 cartons cover the
    // 120 × 80 top; 8 cartons 60 × 40 × 30 give 2 levels of 4 (3 would fit the room), 4 cartons 60 × 40 × 25
    // one level: 25 + 60 + 15 = 100 cm, so 20 cm over the deck is lost (17 % of the pallet, under MAX_LOST_ROOM).
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 120 * CM, maxWeight: 1000 * KG },
      [
        { label: 'LAMP', l: 60 * CM, w: 40 * CM, h: 15 * CM, qty: 8, weight: 3 * KG, keepUpright: true, maxStack: 0 },
        { label: 'LIGHT', l: 60 * CM, w: 40 * CM, h: 30 * CM, qty: 8, weight: 10 * KG, keepUpright: true },
        { label: 'HEAVY', l: 60 * CM, w: 40 * CM, h: 25 * CM, qty: 4, weight: 12 * KG, keepUpright: true },
      ],
    );
    const choice = capChoice(
      problem,
      problem.items.map((it) => it.qty),
      2,
    );
    assert.equal(choice.length, 1);
    const { spec, count } = choice[0];
    assert.equal(count, 1);
    assert.deepEqual([spec.dx, spec.dz, spec.a * spec.b], [120 * CM, 80 * CM, 4]);
    assert.deepEqual(
      spec.columns[0].slabs.map((x) => [problem.items[x.support].label, x.k]),
      [
        ['HEAVY', 1],
        ['LIGHT', 2],
      ],
    );
    assert.equal(capHeight(spec), 100 * CM);
    const placed = expandCaps(problem, choice, [
      { item: 3, x: 0, y: 0, z: 0, dx: spec.dx, dy: capHeight(spec), dz: spec.dz },
    ]);
    assert.equal(placed.length, 16);
    assert.deepEqual(checkPlan(exactly(problem, placed), placed), []);
  });

  it('builds a top no single SKU can make from two columns of different SKUs at one height (one level each, or levels that sum alike)', () => {
    // EUR deck, 60 cm ceiling; a 110 × 75 × 20 fragile carton needs a top of at least 110 × 75 within 120 × 80, so
    // the whole deck. 2 cartons 60 × 40 × 30 make one half (4 would make a level), the other half comes from
    // 4 cartons 30 × 40 × 30 (one level) or 8 cartons 30 × 40 × 15 (two levels): 30 cm either way, so the cap is
    // 30 + 20 = 50 cm and loses 10 / 60 = 17 % of the pallet. A single-SKU level of the thin cartons (8 of them,
    // 15 cm) would make a 35 cm cap losing 42 %, over MAX_LOST_ROOM.
    for (const [thin, qty, levels] of [
      [30, 4, 1],
      [15, 8, 2],
    ] as const) {
      const problem = palletProblem(
        { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 60 * CM, maxWeight: 1000 * KG },
        [
          {
            label: 'MIRROR',
            l: 110 * CM,
            w: 75 * CM,
            h: 20 * CM,
            qty: 1,
            weight: 9 * KG,
            keepUpright: true,
            maxStack: 0,
          },
          { label: 'WIDE', l: 60 * CM, w: 40 * CM, h: 30 * CM, qty: 2, weight: 10 * KG, keepUpright: true },
          { label: 'NARROW', l: 30 * CM, w: 40 * CM, h: thin * CM, qty, weight: 4 * KG, keepUpright: true },
        ],
      );
      assert.deepEqual(
        capChoice(
          problem,
          problem.items.map((it) => it.qty),
          1,
        ),
        [],
        'one-column designs only: none',
      );
      const choice = capChoice(
        problem,
        problem.items.map((it) => it.qty),
        1,
        true,
      );
      assert.equal(choice.length, 1, JSON.stringify(choice));
      const { spec } = choice[0];
      assert.deepEqual([spec.dx, spec.dz, spec.columns.length, capHeight(spec)], [120 * CM, 80 * CM, 2, 50 * CM]);
      assert.deepEqual(supportsOf(spec, 3), [0, 2, qty]);
      assert.deepEqual(spec.columns.map((c) => c.slabs.reduce((n, x) => n + x.k, 0)).sort(), [1, levels].sort());
      const placed = expandCaps(problem, choice, [
        { item: 3, x: 0, y: 0, z: 0, dx: spec.dx, dy: capHeight(spec), dz: spec.dz },
      ]);
      assert.equal(placed.length, 3 + qty);
      assert.deepEqual(checkPlan(exactly(problem, placed), placed), []);
    }
  });

  it('does not use a low cap over most of the deck (the room above it would be lost)', () => {
    // The same cartons under a 200 cm ceiling: the 100 cm cap would leave half the pallet unusable.
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 1000 * KG },
      [
        { label: 'LAMP', l: 60 * CM, w: 40 * CM, h: 15 * CM, qty: 8, weight: 3 * KG, keepUpright: true, maxStack: 0 },
        { label: 'LIGHT', l: 60 * CM, w: 40 * CM, h: 30 * CM, qty: 8, weight: 10 * KG, keepUpright: true },
      ],
    );
    const choice = capChoice(
      problem,
      problem.items.map((it) => it.qty),
      2,
    );
    assert.ok(
      choice.every(({ spec }) => lostRoom(problem, spec) <= MAX_LOST_ROOM),
      JSON.stringify(choice),
    );
    assert.ok(choice.every(({ spec }) => spec.dx * spec.dz < 120 * 80 * CM * CM));
  });

  it('uses that low cap when any lost room is allowed (the order-plan’s second cap attempt), and it expands into a valid load', () => {
    const problem = palletProblem(
      { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 1000 * KG },
      [
        { label: 'LAMP', l: 60 * CM, w: 40 * CM, h: 15 * CM, qty: 8, weight: 3 * KG, keepUpright: true, maxStack: 0 },
        { label: 'LIGHT', l: 60 * CM, w: 40 * CM, h: 30 * CM, qty: 8, weight: 10 * KG, keepUpright: true },
      ],
    );
    const choice = capChoice(
      problem,
      problem.items.map((it) => it.qty),
      2,
      false,
      ANY_LOST_ROOM,
    );
    assert.equal(choice.length, 1, JSON.stringify(choice));
    const { spec, count } = choice[0];
    // 2 × 2 lamps over the whole deck, on 2 levels of 4 LIGHT cartons: 60 + 15 = 75 cm, 62.5 % of the pallet lost above.
    assert.deepEqual([spec.dx, spec.dz, spec.a * spec.b, count, capHeight(spec)], [120 * CM, 80 * CM, 4, 1, 75 * CM]);
    assert.ok(lostRoom(problem, spec) > MAX_LOST_ROOM);
    const placed = expandCaps(problem, choice, [
      { item: 2, x: 0, y: 0, z: 0, dx: spec.dx, dy: capHeight(spec), dz: spec.dz },
    ]);
    assert.equal(placed.length, 12);
    assert.deepEqual(checkPlan(exactly(problem, placed), placed), []);
  });

  it('a placed cap expands into cartons the checker accepts, turned or not (on a square deck, where both fit)', () => {
    const problem = gmaProblem(12192);
    const [{ spec }] = capChoice(
      problem,
      problem.items.map((it) => it.qty),
      4,
    );
    for (const turned of [false, true]) {
      const at: Placement = {
        item: 2,
        x: 0,
        y: 0,
        z: 0,
        dx: turned ? spec.dz : spec.dx,
        dy: capHeight(spec),
        dz: turned ? spec.dx : spec.dz,
      };
      const cartons = capCartons(spec, at);
      assert.deepEqual(checkPlan(exactly(problem, cartons), cartons), []);
      assert.equal(Math.max(...cartons.map((p) => p.y + p.dy)), capHeight(spec));
      assert.ok(
        cartons.every((p) => p.x + p.dx <= at.dx && p.z + p.dz <= at.dz),
        'inside the cap',
      );
    }
  });

  it('on random cartons every cap choice, placed on the deck, expands into a valid load with the cap problem’s counts', () => {
    const sku = fc.record({
      l: fc.integer({ min: 15, max: 70 }),
      w: fc.integer({ min: 15, max: 60 }),
      h: fc.integer({ min: 10, max: 60 }),
      qty: fc.integer({ min: 1, max: 40 }),
      upright: fc.boolean(),
    });
    // Support heights in 5 cm steps, so two-column caps (columns of different SKUs meeting at one height) occur.
    const support = fc.record({
      l: fc.integer({ min: 15, max: 70 }),
      w: fc.integer({ min: 15, max: 60 }),
      h: fc.integer({ min: 2, max: 12 }).map((x) => 5 * x),
      qty: fc.integer({ min: 1, max: 40 }),
      upright: fc.boolean(),
    });
    fc.assert(
      fc.property(
        sku,
        fc.array(support, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.constantFrom(MAX_LOST_ROOM, ANY_LOST_ROOM),
        (f, ss, pallets, mixed, room) => {
          const problem = palletProblem(
            { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 200 * CM, maxWeight: 100_000 * KG },
            [
              {
                label: 'F',
                l: f.l * CM,
                w: f.w * CM,
                h: f.h * CM,
                qty: f.qty,
                weight: 2 * KG,
                keepUpright: f.upright,
                maxStack: 0,
              },
              ...ss.map((s, i) => ({
                label: `S${i}`,
                l: s.l * CM,
                w: s.w * CM,
                h: s.h * CM,
                qty: s.qty,
                weight: (i + 1) * KG,
                keepUpright: s.upright,
              })),
            ],
          );
          const open = problem.items.map((it) => it.qty);
          const choice = capChoice(problem, open, pallets, mixed, room);
          const sub = capProblem(problem, open, choice);
          assert.ok(
            sub.items.every((it) => it.qty >= 0),
            'caps use only open cartons',
          );
          // Each cap alone on the deck at the origin, read unturned.
          for (const [i, { spec }] of choice.entries()) {
            const placed = expandCaps(problem, choice, [
              { item: problem.items.length + i, x: 0, y: 0, z: 0, dx: spec.dx, dy: capHeight(spec), dz: spec.dz },
            ]);
            assert.deepEqual(checkPlan(exactly(problem, placed), placed), []);
            assert.equal(
              placed.length,
              fragilePerCap(spec) + supportsOf(spec, problem.items.length).reduce((s, q) => s + q, 0),
            );
            assertCovers(spec);
            assert.ok(lostRoom(problem, spec) <= room);
            // Turned a quarter (when the composite may turn and fits so), its cartons turn with it.
            if (!sub.items[problem.items.length + i].canTurn || spec.dx > 80 * CM) continue;
            const turned = capCartons(spec, {
              item: problem.items.length + i,
              x: 0,
              y: 0,
              z: 0,
              dx: spec.dz,
              dy: capHeight(spec),
              dz: spec.dx,
            });
            if (spec.dx !== spec.dz) assert.deepEqual(checkPlan(exactly(problem, turned), turned), []);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** The fragile grid covers at least 60 % of the top and lies inside it; the columns tile the rectangle, all at one height. */
function assertCovers(spec: CapSpec): void {
  const grid = spec.a * spec.fragileShape.dx * spec.b * spec.fragileShape.dz;
  assert.ok(
    grid >= 0.6 * spec.dx * spec.dz &&
      spec.a * spec.fragileShape.dx <= spec.dx &&
      spec.b * spec.fragileShape.dz <= spec.dz,
  );
  assert.equal(
    spec.columns.reduce((s, c) => s + c.dx * c.dz, 0),
    spec.dx * spec.dz,
  );
  assert.ok(spec.columns.every((c) => c.x + c.dx <= spec.dx && c.z + c.dz <= spec.dz));
  const heights = spec.columns.map((c) => c.slabs.reduce((h, x) => h + x.k * x.shape.dy, 0));
  assert.ok(
    heights.every((h) => h === heights[0] && h > 0),
    JSON.stringify(heights),
  );
}
