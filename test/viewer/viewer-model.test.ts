/**
 * The viewer's pure model pieces: the label palette (ΔE2000 between any two of 40 colours),
 * step groups by row and layer, box looks, check order, the item list, the CoG after each
 * step and the CoG limits and axles read from a response.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { differenceCiede2000 } from 'culori';
import fc from 'fast-check';
import { boxLooks, Look } from '../../src/viewer/model/box-appearance.js';
import { sortChecks } from '../../src/viewer/model/check-order.js';
import { colourAt, colourByLabel, inkOn, PALETTE } from '../../src/viewer/model/colours.js';
import { itemsOf } from '../../src/viewer/model/item-list.js';
import { centreOfGravity, cogLimitsOf, cogSteps, readChecks } from '../../src/viewer/model/load-helpers.js';
import { normalisePack } from '../../src/viewer/model/normalise-container.js';
import { groupSteps, mergeGroups } from '../../src/viewer/model/step-groups.js';
import { CM_KG, type ViewBox, type ViewCheck } from '../../src/viewer/model/view-model.js';

const dE = differenceCiede2000();
const box = (
  label: string,
  px: number,
  py: number,
  pz: number,
  l = 10,
  w = 10,
  h = 10,
  weight: number | null = 1,
): ViewBox => ({ id: `${label}-${px}-${py}-${pz}`, label, l, w, h, px, py, pz, weight });

function smallestDifference(colours: readonly string[]): { d: number; pair: [string, string] } {
  let best = { d: Infinity, pair: ['', ''] as [string, string] };
  for (let i = 0; i < colours.length; i++) {
    for (let j = i + 1; j < colours.length; j++) {
      const d = dE(colours[i], colours[j]);
      if (d < best.d) best = { d, pair: [colours[i], colours[j]] };
    }
  }
  return best;
}

test('40 labels get 40 colours that differ by ΔE2000 ≥ 15 pairwise (≥ 17 among the first 30)', () => {
  const colours = [...colourByLabel(Array.from({ length: 40 }, (_, i) => `item ${i}`)).values()];
  assert.equal(new Set(colours).size, 40);
  const all = smallestDifference(colours);
  // the issue found 17 pairs under 5 and 37 of 40 labels with a look-alike under 10
  assert.ok(all.d >= 15, `closest pair ${all.pair.join(' / ')}: ΔE2000 ${all.d.toFixed(2)}`);
  const first30 = smallestDifference(colours.slice(0, 30));
  assert.ok(first30.d >= 17, `closest pair among 30 ${first30.pair.join(' / ')}: ΔE2000 ${first30.d.toFixed(2)}`);
  // and every colour stands apart from the scene background and the CoG marker
  for (const c of PALETTE) {
    assert.ok(dE(c, '#f8fafc') >= 10, `${c} too close to the background`);
    assert.ok(dE(c, '#dc2626') >= 8, `${c} too close to the CoG red`);
  }
});

test('beyond 40 labels colours repeat (the face number tells them apart) and ink contrasts', () => {
  assert.equal(colourAt(40), colourAt(0));
  assert.equal(inkOn('#ffd200'), '#111827');
  assert.equal(inkOn('#3c4b78'), '#ffffff');
});

test('row groups: a wall of boxes at one depth is one step; layers follow py', () => {
  // two walls of 2 × 2 boxes along x, loaded wall by wall
  const boxes = [
    box('a', 0, 0, 0),
    box('a', 0, 0, 10),
    box('a', 0, 10, 0),
    box('b', 0, 10, 10),
    box('b', 10, 0, 0),
    box('b', 10, 0, 10),
    box('b', 10, 10, 0),
  ];
  assert.deepEqual(groupSteps(boxes, 'row'), [
    { start: 0, end: 4 },
    { start: 4, end: 7 },
  ]);
  assert.deepEqual(groupSteps(boxes, 'box').length, 7);
  const layered = [box('a', 0, 0, 0), box('a', 10, 0, 0), box('a', 0, 10, 0), box('b', 10, 10, 0)];
  assert.deepEqual(groupSteps(layered, 'layer'), [
    { start: 0, end: 2 },
    { start: 2, end: 4 },
  ]);
});

test('step groups always cover the sequence in order, without gaps (property)', () => {
  const arbBox = fc.record({
    px: fc.integer({ min: 0, max: 50 }),
    py: fc.integer({ min: 0, max: 50 }),
    l: fc.integer({ min: 1, max: 30 }),
  });
  fc.assert(
    fc.property(
      fc.array(arbBox, { maxLength: 60 }),
      fc.constantFrom('box', 'row', 'layer' as const),
      fc.integer({ min: 1, max: 10 }),
      (raw, mode, max) => {
        const boxes = raw.map((b, i) => box(`i${i % 3}`, b.px, b.py, 0, b.l));
        for (const groups of [groupSteps(boxes, mode), mergeGroups(groupSteps(boxes, mode), max)]) {
          let at = 0;
          for (const g of groups) {
            assert.equal(g.start, at);
            assert.ok(g.end > g.start);
            at = g.end;
          }
          assert.equal(at, boxes.length);
        }
        assert.ok(mergeGroups(groupSteps(boxes, mode), max).length <= max);
      },
    ),
  );
});

test('box looks: hidden and isolated items vanish, a highlight ghosts the rest, stepping ghosts earlier steps', () => {
  const labels = ['a', 'b', 'a', 'c', 'b'];
  const base = {
    labels,
    count: 5,
    stepStart: 0,
    ghostEarlier: true,
    highlighted: null,
    isolated: new Set<string>(),
    hidden: new Set<string>(),
    selected: null,
  };
  assert.deepEqual([...boxLooks(base)], [0, 0, 0, 0, 0]);
  assert.deepEqual(
    [...boxLooks({ ...base, hidden: new Set(['b']) })],
    [Look.Normal, Look.Hidden, Look.Normal, Look.Normal, Look.Hidden],
  );
  assert.deepEqual(
    [...boxLooks({ ...base, isolated: new Set(['a']) })],
    [Look.Normal, Look.Hidden, Look.Normal, Look.Hidden, Look.Hidden],
  );
  assert.deepEqual(
    [...boxLooks({ ...base, highlighted: 'c' })],
    [Look.Ghost, Look.Ghost, Look.Ghost, Look.Lit, Look.Ghost],
  );
  // step 2 of a row mode: boxes 3..4 loaded now, 0..2 earlier
  assert.deepEqual(
    [...boxLooks({ ...base, count: 4, stepStart: 2 })],
    [Look.Ghost, Look.Ghost, Look.Normal, Look.Normal, Look.Normal],
  );
  assert.deepEqual([...boxLooks({ ...base, count: 4, stepStart: 2, ghostEarlier: false })], [0, 0, 0, 0, 0]);
  assert.equal(boxLooks({ ...base, selected: 1 })[1], Look.Lit);
});

test('checks come fail, warn, not evaluated, pass, stable within a status, with their detail', () => {
  const checks = readChecks([
    { code: 'A', status: 'pass' },
    { code: 'B', status: 'warn', detail: 'lateral eccentricity -16.59 %' },
    { code: 'C', status: 'not_evaluated', field: 'container.axles' },
    { code: 'D', status: 'fail', detail: '562 of 2000 units not placed' },
    { code: 'E', status: 'warn' },
  ]);
  assert.deepEqual(
    sortChecks(checks).map((c: ViewCheck) => c.code),
    ['D', 'B', 'E', 'C', 'A'],
  );
  assert.equal(checks[3].detail, '562 of 2000 units not placed');
  assert.equal(checks[2].field, 'container.axles');
});

test('the item list counts placed and unplaced units per item and keeps numbers across loads', () => {
  const load = normalisePack(undefined, {
    boxes: [
      box('Washer', 0, 0, 0, 60, 60, 85),
      box('Washer', 60, 0, 0, 60, 60, 85),
      box('Carton', 0, 85, 0, 60, 40, 40),
    ],
    unplaced: 3,
    unplacedItems: [{ label: 'Fridge', qty: 3, reason: 'no_room_found' }],
  });
  const l = load.loads[0];
  const items = itemsOf(
    l,
    l.unplaced,
    CM_KG,
    (x) => ({ Carton: 2, Washer: 1, Fridge: 3 })[x] ?? 0,
    () => '#000000',
  );
  assert.deepEqual(
    items.map((i) => [i.no, i.label, i.dims, i.placed, i.unplaced]),
    [
      [1, 'Washer', '60 × 60 × 85 cm', 2, 0],
      [2, 'Carton', '60 × 40 × 40 cm', 1, 0],
      [3, 'Fridge', '', 0, 3],
    ],
  );
});

test('the CoG after each step is the CoG of the boxes loaded so far', () => {
  // 1 kg at x-centre 5 then 3 kg at x-centre 15: after two steps (5·1 + 15·3) / 4 = 12.5
  const boxes = [box('a', 0, 0, 0, 10, 10, 10, 1), box('b', 10, 0, 0, 10, 10, 10, 3)];
  const steps = cogSteps(boxes, 14.4);
  assert.equal(steps[0], null);
  assert.deepEqual(steps[1], { x: 5, y: 19.4, z: 5 });
  assert.deepEqual(steps[2], centreOfGravity(boxes, 14.4));
  assert.equal(steps[2]!.x, 12.5);
  assert.deepEqual(cogSteps([box('a', 0, 0, 0, 10, 10, 10, null)], 0), [null, null]);
});

test('CoG limits and axles are read from the response and the request', () => {
  assert.deepEqual(
    cogLimitsOf([
      { code: 'PAYLOAD', limit: 21000 },
      { code: 'COG_HEIGHT', limit: { heightPct: 50, offsetXPct: 5, offsetZPct: 5 } },
    ]),
    { xPct: 5, zPct: 5 },
  );
  assert.equal(cogLimitsOf([{ code: 'PAYLOAD', limit: 1 }]), null);
  const view = normalisePack(
    { container: { preset: '20gp', axles: { frontPos: 100, rearPos: 500, frontLimit: 10000, rearLimit: 8000 } } },
    { boxes: [box('a', 0, 0, 0)] },
  );
  assert.deepEqual(view.loads[0].space.axles, { frontPos: 100, rearPos: 500, frontLimit: 10000, rearLimit: 8000 });
});
