/**
 * The crew's steps and step tables without a browser: walls and layers cover every box
 * once in loading order (a fast-check property, seed printed on failure), positions from
 * the left wall as seen from the door, supports and stack heights, dunnage per step, floor
 * load per metre summing to the cargo weight, request-order numbering, handling words,
 * checks in words with one row per code, and the boxes a check concerns.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { boxesConcerned, checkFigures, checksForLoad, checkTitle } from '../../src/viewer/model/check-info.js';
import {
  crewSteps,
  dunnageBySteps,
  floorLoadPerMetre,
  fromLeft,
  stepRows,
  supportsOf,
} from '../../src/viewer/model/crew-steps.js';
import { readChecks } from '../../src/viewer/model/load-helpers.js';
import { normaliseResponse, readSavedPlan } from '../../src/viewer/model/normalise-response.js';
import { handlingText, numberingOrder, requestItems } from '../../src/viewer/model/request-items.js';
import { CM_KG, type ViewBox, type ViewSpace } from '../../src/viewer/model/view-model.js';
import { fixturePath } from './browser-harness.js';

const container: ViewSpace = { kind: 'container', l: 600, w: 240, h: 260, baseHeight: 0, door: null, inferred: false };
const box = (px: number, py: number, pz: number, label = 'A', l = 40, w = 60, h = 50, weight = 10): ViewBox => ({
  id: `${label}${px}${py}${pz}`,
  label,
  l,
  w,
  h,
  px,
  py,
  pz,
  weight,
});

test('a wall is one box length deep; a box placed behind the face joins the wall being built', () => {
  const boxes = [box(0, 0, 0), box(0, 0, 60), box(0, 50, 0), box(40, 0, 0), box(0, 100, 0), box(80, 0, 0)];
  assert.deepEqual(crewSteps({ boxes, space: container }), [
    { start: 0, end: 3 },
    { start: 3, end: 5 },
    { start: 5, end: 6 },
  ]);
});

test('steps cover every box once, in order, for any loading sequence (fast-check)', () => {
  const arb = fc.array(fc.record({ px: fc.integer({ min: 0, max: 500 }), py: fc.integer({ min: 0, max: 200 }) }), {
    maxLength: 60,
  });
  fc.assert(
    fc.property(arb, fc.boolean(), (pos, onPallet) => {
      const boxes = pos.map((p, i) => box(p.px, p.py, i));
      const space: ViewSpace = onPallet ? { ...container, kind: 'pallet' } : container;
      const steps = crewSteps({ boxes, space });
      let next = 0;
      for (const g of steps) {
        assert.equal(g.start, next);
        assert.ok(g.end > g.start);
        next = g.end;
      }
      assert.equal(next, boxes.length);
    }),
    { seed: 4501, verbose: true },
  );
});

test('left wall as seen from the door; supports, stack heights and orientation in the step table', () => {
  // from the door (x = l looking to the front) z = 0 is on the right
  assert.equal(fromLeft(container, { pz: 0, w: 60 }), 180);
  assert.equal(fromLeft({ ...container, kind: 'pallet' }, { pz: 0, w: 60 }), 0);
  const boxes = [box(0, 0, 0, 'A'), box(0, 50, 0, 'A'), box(0, 100, 0, 'B', 40, 60, 30)];
  const supports = supportsOf(boxes);
  assert.deepEqual(supports, [[], [0], [1]]);
  const item = (label: string) =>
    label === 'A'
      ? { label, l: 40, w: 60, h: 50, qty: 2, weight: 10, keepUpright: true, maxStack: 30, fragile: false, drop: null }
      : { label, l: 60, w: 40, h: 30, qty: 1, weight: 10, keepUpright: false, maxStack: 0, fragile: true, drop: 2 };
  const rows = stepRows({ boxes, space: container }, { start: 0, end: 3 }, supports, item);
  assert.deepEqual(
    rows.map((r) => [r.label, r.qty, r.fromFront, r.fromLeft, r.orientation, r.onTopOf.join(), r.stackHeight]),
    [
      ['A', 2, 0, 180, 'upright', '', 100],
      ['B', 1, 0, 180, 'upright, turned', 'A', 130],
    ],
  );
  assert.equal(handlingText(item('A'), CM_KG), '10 kg · this way up · max 30 kg on top');
  assert.equal(handlingText(item('B'), CM_KG), '10 kg · drop 2 · may be tipped · fragile, no stacking');
});

test('dunnage goes with the first step reaching it; floor load per metre sums to the cargo weight', () => {
  const boxes = [box(0, 0, 0), box(40, 0, 0), box(80, 0, 0), box(130, 0, 0, 'A', 90)];
  const steps = crewSteps({ boxes, space: container });
  const pieces = dunnageBySteps({ boxes, space: container }, steps, [
    { px: 10, py: 0, pz: 60, l: 30, w: 5, h: 15 },
    { px: 125, py: 0, pz: 0, l: 5, w: 240, h: 15 },
  ]);
  assert.deepEqual(
    pieces.map((p) => p.length),
    [1, 0, 0, 1],
  );
  const perMetre = floorLoadPerMetre(boxes, container.l);
  assert.equal(perMetre.length, 6);
  assert.ok(Math.abs(perMetre.reduce((s, x) => s + x, 0) - 40) < 1e-9);
  // metre 2 holds half the box at 80-120 and 7/9 of the 90 cm box at 130-220; metre 3 the rest of it
  assert.ok(Math.abs(perMetre[1] - (5 + (10 * 70) / 90)) < 1e-9);
  assert.ok(Math.abs(perMetre[2] - (10 * 20) / 90) < 1e-9);
});

test('numbers follow the request order, then labels met in the result; every endpoint shape read', () => {
  const items = requestItems({ request: { items: [{ label: 'Z' }, { sku: 'Y-1' }, { label: 'X' }] } });
  assert.deepEqual(
    items.map((i) => i.label),
    ['Z', 'Y-1', 'X'],
  );
  assert.deepEqual(numberingOrder(items, ['X', 'PO-7', 'Z']), ['Z', 'X', 'PO-7']);
  assert.deepEqual(
    requestItems({ pos: [{ items: [{ label: 'P' }] }], skus: [{ sku: 'S' }] }).map((i) => i.label),
    ['S', 'P'],
  );
});

test('checks in words with units, one row per code per load, and the boxes a check concerns', () => {
  const saved = readSavedPlan(JSON.parse(readFileSync(fixturePath('pack-2000.saved.json'), 'utf8')));
  const checks = readChecks(saved.response.checks);
  const door = checks.find((c) => c.code === 'DOOR_APERTURE')!;
  assert.equal(checkTitle('DOOR_APERTURE'), 'Fits through the door');
  assert.equal(checkTitle('SOME_NEW_RULE'), 'Some new rule');
  assert.match(checkFigures(door), /^smallest clearance \d+ cm · limit 0 cm$/);
  const merged = checksForLoad(
    [
      { ...door, status: 'fail' },
      { ...door, code: 'ORDER_ONLY' },
    ],
    [door],
  );
  assert.deepEqual(
    merged.map((c) => [c.code, c.scope, c.status]),
    [
      ['DOOR_APERTURE', 'load', 'pass'],
      ['ORDER_ONLY', 'plan', 'pass'],
    ],
  );
  const result = normaliseResponse(saved);
  const load = result.loads[0];
  const lines = new Map(requestItems(saved.request).map((i) => [i.label, i]));
  const tallest = boxesConcerned({ ...door, code: 'HEIGHT' }, load, (l) => lines.get(l));
  const top = Math.max(...load.boxes.map((b) => b.py + b.h));
  assert.ok(tallest.length > 0 && tallest.every((i) => load.boxes[i].py + load.boxes[i].h === top));
  const heavy = boxesConcerned(checks.find((c) => c.code === 'HEAVY_OVER_LIGHT')!, load, (l) => lines.get(l));
  assert.ok(heavy.length >= 2);
  assert.deepEqual(
    boxesConcerned(checks.find((c) => c.code === 'VGM')!, load, (l) => lines.get(l)),
    [],
  );
  assert.equal(load.dunnage?.length, (saved.response.dunnage as unknown[]).length);
  assert.match(result.inputHash ?? 'none', /none|^[0-9a-f]{64}$/);
});

test('money where the response has it: box-catalog costs and saving, consolidate plan totals', () => {
  const open = (name: string) => normaliseResponse(readSavedPlan(JSON.parse(readFileSync(fixturePath(name), 'utf8'))));
  const catalog = open('box-catalog-example.saved.json').summary;
  const row = (rows: readonly { label: string; value: string }[], label: string) =>
    rows.find((r) => r.label === label)?.value;
  assert.equal(row(catalog, 'Shipping cost, this catalogue'), '453.98');
  assert.equal(row(catalog, 'Shipping cost, current boxes'), '1128');
  assert.equal(row(catalog, 'Cost saved'), '674.02 (2808.4 per 1,000 orders)');
  assert.match(row(open('consolidate-example.saved.json').summary, 'Plan 1') ?? '', /total 1928\.44 USD$/);
});
